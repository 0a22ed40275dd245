import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_kpis_unit" AS ENUM('money', 'number', 'percentage');
  ALTER TYPE "public"."enum_attribute_options_kind" ADD VALUE 'kpi-category';
  CREATE TABLE "kpis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"name_key" varchar,
  	"category_id" integer,
  	"unit" "enum_kpis_unit" NOT NULL,
  	"higher_is_better" boolean DEFAULT true,
  	"formula" varchar,
  	"description" varchar,
  	"position" numeric DEFAULT 0,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "kpi_values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"kpi_id" integer NOT NULL,
  	"period" varchar NOT NULL,
  	"value" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kpis_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "kpi_values_id" integer;
  ALTER TABLE "kpis" ADD CONSTRAINT "kpis_category_id_attribute_options_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kpis" ADD CONSTRAINT "kpis_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kpi_values" ADD CONSTRAINT "kpi_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kpi_values" ADD CONSTRAINT "kpi_values_kpi_id_kpis_id_fk" FOREIGN KEY ("kpi_id") REFERENCES "public"."kpis"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "kpi_values" ADD CONSTRAINT "kpi_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "kpis_name_idx" ON "kpis" USING btree ("name");
  CREATE INDEX "kpis_category_idx" ON "kpis" USING btree ("category_id");
  CREATE INDEX "kpis_position_idx" ON "kpis" USING btree ("position");
  CREATE INDEX "kpis_tenant_idx" ON "kpis" USING btree ("tenant_id");
  CREATE INDEX "kpis_updated_at_idx" ON "kpis" USING btree ("updated_at");
  CREATE INDEX "kpis_created_at_idx" ON "kpis" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_nameKey_idx" ON "kpis" USING btree ("tenant_id","name_key");
  CREATE INDEX "kpi_values_company_idx" ON "kpi_values" USING btree ("company_id");
  CREATE INDEX "kpi_values_kpi_idx" ON "kpi_values" USING btree ("kpi_id");
  CREATE INDEX "kpi_values_period_idx" ON "kpi_values" USING btree ("period");
  CREATE INDEX "kpi_values_tenant_idx" ON "kpi_values" USING btree ("tenant_id");
  CREATE INDEX "kpi_values_updated_at_idx" ON "kpi_values" USING btree ("updated_at");
  CREATE INDEX "kpi_values_created_at_idx" ON "kpi_values" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_kpi_period_idx" ON "kpi_values" USING btree ("company_id","kpi_id","period");
  CREATE INDEX "tenant_kpi_period_idx" ON "kpi_values" USING btree ("tenant_id","kpi_id","period");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kpis_fk" FOREIGN KEY ("kpis_id") REFERENCES "public"."kpis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_kpi_values_fk" FOREIGN KEY ("kpi_values_id") REFERENCES "public"."kpi_values"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_kpis_id_idx" ON "payload_locked_documents_rels" USING btree ("kpis_id");
  CREATE INDEX "payload_locked_documents_rels_kpi_values_id_idx" ON "payload_locked_documents_rels" USING btree ("kpi_values_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kpis" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "kpi_values" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "kpis" CASCADE;
  DROP TABLE "kpi_values" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kpis_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_kpi_values_fk";
  
  ALTER TABLE "attribute_options" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_attribute_options_kind";
  CREATE TYPE "public"."enum_attribute_options_kind" AS ENUM('industry', 'investment-type', 'investment-sub-type', 'investor-type', 'investment-category', 'investment-character');
  ALTER TABLE "attribute_options" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_attribute_options_kind" USING "kind"::"public"."enum_attribute_options_kind";
  DROP INDEX "payload_locked_documents_rels_kpis_id_idx";
  DROP INDEX "payload_locked_documents_rels_kpi_values_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kpis_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "kpi_values_id";
  DROP TYPE "public"."enum_kpis_unit";`)
}
