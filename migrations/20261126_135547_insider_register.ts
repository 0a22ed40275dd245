import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pa_deals_side" AS ENUM('buy', 'sell');
  CREATE TABLE "market_sounding_acceptances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"accepted_at" timestamp(3) with time zone NOT NULL,
  	"investor" numeric NOT NULL,
  	"investor_name" varchar NOT NULL,
  	"investor_email" varchar,
  	"opportunity" numeric NOT NULL,
  	"opportunity_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"corrects_id" integer,
  	"corrects_reference" varchar,
  	"note" varchar,
  	"recorded_by" numeric,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pa_deals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_member" numeric NOT NULL,
  	"staff_name" varchar,
  	"instrument" varchar NOT NULL,
  	"side" "enum_pa_deals_side" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"dealt_on" timestamp(3) with time zone NOT NULL,
  	"pre_cleared_by" numeric,
  	"pre_cleared_by_name" varchar,
  	"pre_cleared_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"corrects_id" integer,
  	"recorded_by" numeric,
  	"recorded_by_name" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_sounding_acceptances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pa_deals_id" integer;
  ALTER TABLE "market_sounding_acceptances" ADD CONSTRAINT "market_sounding_acceptances_corrects_id_market_sounding_acceptances_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."market_sounding_acceptances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "market_sounding_acceptances" ADD CONSTRAINT "market_sounding_acceptances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_corrects_id_pa_deals_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."pa_deals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "market_sounding_acceptances_reference_idx" ON "market_sounding_acceptances" USING btree ("reference");
  CREATE INDEX "market_sounding_acceptances_accepted_at_idx" ON "market_sounding_acceptances" USING btree ("accepted_at");
  CREATE INDEX "market_sounding_acceptances_investor_idx" ON "market_sounding_acceptances" USING btree ("investor");
  CREATE INDEX "market_sounding_acceptances_investor_name_idx" ON "market_sounding_acceptances" USING btree ("investor_name");
  CREATE INDEX "market_sounding_acceptances_opportunity_idx" ON "market_sounding_acceptances" USING btree ("opportunity");
  CREATE INDEX "market_sounding_acceptances_opportunity_name_idx" ON "market_sounding_acceptances" USING btree ("opportunity_name");
  CREATE INDEX "market_sounding_acceptances_corrects_idx" ON "market_sounding_acceptances" USING btree ("corrects_id");
  CREATE INDEX "market_sounding_acceptances_tenant_idx" ON "market_sounding_acceptances" USING btree ("tenant_id");
  CREATE INDEX "market_sounding_acceptances_updated_at_idx" ON "market_sounding_acceptances" USING btree ("updated_at");
  CREATE INDEX "market_sounding_acceptances_created_at_idx" ON "market_sounding_acceptances" USING btree ("created_at");
  CREATE INDEX "tenant_acceptedAt_idx" ON "market_sounding_acceptances" USING btree ("tenant_id","accepted_at");
  CREATE INDEX "pa_deals_staff_member_idx" ON "pa_deals" USING btree ("staff_member");
  CREATE INDEX "pa_deals_staff_name_idx" ON "pa_deals" USING btree ("staff_name");
  CREATE INDEX "pa_deals_instrument_idx" ON "pa_deals" USING btree ("instrument");
  CREATE INDEX "pa_deals_side_idx" ON "pa_deals" USING btree ("side");
  CREATE INDEX "pa_deals_dealt_on_idx" ON "pa_deals" USING btree ("dealt_on");
  CREATE INDEX "pa_deals_corrects_idx" ON "pa_deals" USING btree ("corrects_id");
  CREATE INDEX "pa_deals_tenant_idx" ON "pa_deals" USING btree ("tenant_id");
  CREATE INDEX "pa_deals_updated_at_idx" ON "pa_deals" USING btree ("updated_at");
  CREATE INDEX "pa_deals_created_at_idx" ON "pa_deals" USING btree ("created_at");
  CREATE INDEX "tenant_dealtOn_idx" ON "pa_deals" USING btree ("tenant_id","dealt_on");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_sounding_acceptances_fk" FOREIGN KEY ("market_sounding_acceptances_id") REFERENCES "public"."market_sounding_acceptances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pa_deals_fk" FOREIGN KEY ("pa_deals_id") REFERENCES "public"."pa_deals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_market_sounding_acceptance_idx" ON "payload_locked_documents_rels" USING btree ("market_sounding_acceptances_id");
  CREATE INDEX "payload_locked_documents_rels_pa_deals_id_idx" ON "payload_locked_documents_rels" USING btree ("pa_deals_id");`)

  // The insider register is append-only in PostgreSQL (decision 029), as the ledger is: UPDATE, DELETE
  // and TRUNCATE of either table fail, whoever asks. What the entries name cannot be deleted from
  // under them either: their tenant and the entry they correct refuse (NO ACTION) instead of
  // Payload's SET NULL, which would be an UPDATE the trigger refuses with a less telling message
  // (people and opportunities are plain ids with their names copied: no foreign key). Resetting a
  // test or development database drops the schema: no trigger fires.
  await db.execute(sql`
  ALTER TABLE "market_sounding_acceptances" DROP CONSTRAINT "market_sounding_acceptances_corrects_id_market_sounding_acceptances_id_fk";
  ALTER TABLE "market_sounding_acceptances" ADD CONSTRAINT "market_sounding_acceptances_corrects_id_market_sounding_acceptances_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."market_sounding_acceptances"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "market_sounding_acceptances" DROP CONSTRAINT "market_sounding_acceptances_tenant_id_tenants_id_fk";
  ALTER TABLE "market_sounding_acceptances" ADD CONSTRAINT "market_sounding_acceptances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pa_deals" DROP CONSTRAINT "pa_deals_corrects_id_pa_deals_id_fk";
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_corrects_id_pa_deals_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."pa_deals"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pa_deals" DROP CONSTRAINT "pa_deals_tenant_id_tenants_id_fk";
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_quantity_whole" CHECK ("quantity" > 0 AND "quantity" = trunc("quantity"));
  ALTER TABLE "pa_deals" ADD CONSTRAINT "pa_deals_price_minor_units" CHECK ("price" >= 0 AND "price" = trunc("price"));
  CREATE FUNCTION "insider_register_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the insider register is append-only: % of % refused (a correction is a new entry referring to the old)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END
  $$;
  CREATE TRIGGER "market_sounding_acceptances_no_update_or_delete" BEFORE UPDATE OR DELETE ON "market_sounding_acceptances" FOR EACH ROW EXECUTE FUNCTION "insider_register_append_only"();
  CREATE TRIGGER "market_sounding_acceptances_no_truncate" BEFORE TRUNCATE ON "market_sounding_acceptances" FOR EACH STATEMENT EXECUTE FUNCTION "insider_register_append_only"();
  CREATE TRIGGER "pa_deals_no_update_or_delete" BEFORE UPDATE OR DELETE ON "pa_deals" FOR EACH ROW EXECUTE FUNCTION "insider_register_append_only"();
  CREATE TRIGGER "pa_deals_no_truncate" BEFORE TRUNCATE ON "pa_deals" FOR EACH STATEMENT EXECUTE FUNCTION "insider_register_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "market_sounding_acceptances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pa_deals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "market_sounding_acceptances" CASCADE;
  DROP TABLE "pa_deals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_sounding_acceptances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pa_deals_fk";
  
  DROP INDEX "payload_locked_documents_rels_market_sounding_acceptance_idx";
  DROP INDEX "payload_locked_documents_rels_pa_deals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_sounding_acceptances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pa_deals_id";
  DROP TYPE "public"."enum_pa_deals_side";`)
  // The tables' triggers went with them; their function stays until dropped.
  await db.execute(sql`DROP FUNCTION IF EXISTS "insider_register_append_only"();`)
}
