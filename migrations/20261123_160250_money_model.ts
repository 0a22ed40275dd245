import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investments_holder_kind" AS ENUM('investor');
  CREATE TYPE "public"."enum_investments_status" AS ENUM('reserved', 'awaiting_payment', 'paid', 'cancelled');
  CREATE TYPE "public"."enum_investments_type" AS ENUM('standard', 'manual', 'private_manual', 'subsequent');
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('investment', 'payment_received', 'fee', 'cash_call', 'distribution', 'transfer', 'share_split', 'write_off', 'reversal');
  CREATE TYPE "public"."enum_ledger_entries_subject_kind" AS ENUM('opportunity');
  CREATE TYPE "public"."enum_ledger_entries_holder_kind" AS ENUM('investor');
  CREATE TABLE "investments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"holder_kind" "enum_investments_holder_kind" DEFAULT 'investor' NOT NULL,
  	"holder_id" integer NOT NULL,
  	"opportunity_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"shares" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_investments_status" NOT NULL,
  	"type" "enum_investments_type" NOT NULL,
  	"payment_reference" varchar NOT NULL,
  	"note" varchar,
  	"created_by_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ledger_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"subject_kind" "enum_ledger_entries_subject_kind" DEFAULT 'opportunity' NOT NULL,
  	"opportunity_id" integer,
  	"investment_id" integer,
  	"holder_kind" "enum_ledger_entries_holder_kind" DEFAULT 'investor',
  	"holder_id" integer,
  	"amount" numeric NOT NULL,
  	"shares_delta" numeric DEFAULT 0 NOT NULL,
  	"currency" varchar NOT NULL,
  	"reverses_id" integer,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"created_by" numeric,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "idempotency_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user_id" numeric NOT NULL,
  	"route" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"status" numeric,
  	"response" jsonb,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "idempotency_keys_id" integer;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investments_holder_idx" ON "investments" USING btree ("holder_id");
  CREATE INDEX "investments_opportunity_idx" ON "investments" USING btree ("opportunity_id");
  CREATE INDEX "investments_status_idx" ON "investments" USING btree ("status");
  CREATE INDEX "investments_type_idx" ON "investments" USING btree ("type");
  CREATE UNIQUE INDEX "investments_payment_reference_idx" ON "investments" USING btree ("payment_reference");
  CREATE INDEX "investments_created_by_idx" ON "investments" USING btree ("created_by_id");
  CREATE INDEX "investments_tenant_idx" ON "investments" USING btree ("tenant_id");
  CREATE INDEX "investments_updated_at_idx" ON "investments" USING btree ("updated_at");
  CREATE INDEX "investments_created_at_idx" ON "investments" USING btree ("created_at");
  CREATE INDEX "tenant_opportunity_status_idx" ON "investments" USING btree ("tenant_id","opportunity_id","status");
  CREATE INDEX "tenant_holder_idx" ON "investments" USING btree ("tenant_id","holder_id");
  CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind");
  CREATE INDEX "ledger_entries_opportunity_idx" ON "ledger_entries" USING btree ("opportunity_id");
  CREATE INDEX "ledger_entries_investment_idx" ON "ledger_entries" USING btree ("investment_id");
  CREATE INDEX "ledger_entries_holder_idx" ON "ledger_entries" USING btree ("holder_id");
  CREATE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_id");
  CREATE INDEX "ledger_entries_occurred_at_idx" ON "ledger_entries" USING btree ("occurred_at");
  CREATE INDEX "ledger_entries_tenant_idx" ON "ledger_entries" USING btree ("tenant_id");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  CREATE INDEX "tenant_opportunity_occurredAt_idx" ON "ledger_entries" USING btree ("tenant_id","opportunity_id","occurred_at");
  CREATE INDEX "opportunity_holder_idx" ON "ledger_entries" USING btree ("opportunity_id","holder_id");
  CREATE INDEX "idempotency_keys_tenant_idx" ON "idempotency_keys" USING btree ("tenant_id");
  CREATE INDEX "idempotency_keys_updated_at_idx" ON "idempotency_keys" USING btree ("updated_at");
  CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_userId_key_idx" ON "idempotency_keys" USING btree ("tenant_id","user_id","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investments_fk" FOREIGN KEY ("investments_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_idempotency_keys_fk" FOREIGN KEY ("idempotency_keys_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investments_id_idx" ON "payload_locked_documents_rels" USING btree ("investments_id");
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");
  CREATE INDEX "payload_locked_documents_rels_idempotency_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("idempotency_keys_id");`)
  // Written by hand (docs/decisions/012-money-model.md).
  // 1. What the ledger and investments name cannot be deleted from under them: their foreign keys
  //    refuse (NO ACTION) instead of Payload's SET NULL, which would be an UPDATE of an entry (refused
  //    by the trigger below with a less telling message) or null a required column. An investor or
  //    opportunity with investments is removed only by delete_unsafe (money-model-seam.ts); a tenant
  //    with a ledger is not deleted at all (financial records are kept, as the activity trail is).
  // 2. Whole numbers, positive investments, one reversal per entry, a reversal names what it
  //    reverses, and the subject's column is set for its kind.
  // 3. The ledger is append-only in PostgreSQL: UPDATE, DELETE and TRUNCATE fail, except DELETEs of the
  //    rows of the one opportunity named by the transaction-local setting app.ledger_purge_opportunity
  //    (spec 6 delete_unsafe). Resetting a test or development database drops the schema: no trigger fires.
  await db.execute(sql`
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_opportunity_id_investment_opportunities_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_investment_id_investments_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_id_users_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_id_users_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" DROP CONSTRAINT "investments_opportunity_id_investment_opportunities_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" DROP CONSTRAINT "investments_tenant_id_tenants_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_whole_amounts" CHECK ("amount" = trunc("amount") AND "amount" > 0 AND "shares" = trunc("shares") AND "shares" >= 0);
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_whole_amounts" CHECK ("amount" = trunc("amount") AND "shares_delta" = trunc("shares_delta"));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_names_entry" CHECK (("kind" = 'reversal') = ("reverses_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subject_named" CHECK ("subject_kind" <> 'opportunity' OR "opportunity_id" IS NOT NULL);
  CREATE UNIQUE INDEX "ledger_entries_reversed_once_idx" ON "ledger_entries" USING btree ("reverses_id") WHERE "reverses_id" IS NOT NULL;
  CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.opportunity_id IS NOT NULL AND current_setting('app.ledger_purge_opportunity', true) = OLD.opportunity_id::text THEN
        RETURN OLD;
      END IF;
    END IF;
    RAISE EXCEPTION 'ledger entries are append-only: % refused (a correction is a reversing entry)', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$;
  CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
  CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ledger_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "idempotency_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investments" CASCADE;
  DROP TABLE "ledger_entries" CASCADE;
  DROP TABLE "idempotency_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_idempotency_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_investments_id_idx";
  DROP INDEX "payload_locked_documents_rels_ledger_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_idempotency_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "idempotency_keys_id";
  DROP TYPE "public"."enum_investments_holder_kind";
  DROP TYPE "public"."enum_investments_status";
  DROP TYPE "public"."enum_investments_type";
  DROP TYPE "public"."enum_ledger_entries_kind";
  DROP TYPE "public"."enum_ledger_entries_subject_kind";
  DROP TYPE "public"."enum_ledger_entries_holder_kind";`)
  // The tables' triggers went with them; their function stays until dropped.
  await db.execute(sql`DROP FUNCTION IF EXISTS "ledger_entries_append_only"();`)
}
