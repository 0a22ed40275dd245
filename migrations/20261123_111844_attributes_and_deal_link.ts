import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_attribute_options_kind" AS ENUM('industry', 'investment-type', 'investment-sub-type', 'investor-type', 'investment-category', 'investment-character');
  CREATE TABLE "attribute_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_attribute_options_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"position" numeric DEFAULT 0,
  	"parent_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "deals" ADD COLUMN "opportunity_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attribute_options_id" integer;
  ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_parent_id_attribute_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attribute_options_kind_idx" ON "attribute_options" USING btree ("kind");
  CREATE INDEX "attribute_options_name_idx" ON "attribute_options" USING btree ("name");
  CREATE INDEX "attribute_options_position_idx" ON "attribute_options" USING btree ("position");
  CREATE INDEX "attribute_options_parent_idx" ON "attribute_options" USING btree ("parent_id");
  CREATE INDEX "attribute_options_tenant_idx" ON "attribute_options" USING btree ("tenant_id");
  CREATE INDEX "attribute_options_updated_at_idx" ON "attribute_options" USING btree ("updated_at");
  CREATE INDEX "attribute_options_created_at_idx" ON "attribute_options" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_kind_name_idx" ON "attribute_options" USING btree ("tenant_id","kind","name");
  ALTER TABLE "deals" ADD CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attribute_options_fk" FOREIGN KEY ("attribute_options_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "deals_opportunity_idx" ON "deals" USING btree ("opportunity_id");
  CREATE INDEX "payload_locked_documents_rels_attribute_options_id_idx" ON "payload_locked_documents_rels" USING btree ("attribute_options_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attribute_options" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "attribute_options" CASCADE;
  ALTER TABLE "deals" DROP CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attribute_options_fk";
  
  DROP INDEX "deals_opportunity_idx";
  DROP INDEX "payload_locked_documents_rels_attribute_options_id_idx";
  ALTER TABLE "deals" DROP COLUMN "opportunity_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attribute_options_id";
  DROP TYPE "public"."enum_attribute_options_kind";`)
}
