import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fund_kpis_key" AS ENUM('net-irr', 'gross-irr', 'tvpi', 'dpi', 'rvpi', 'called-capital', 'distributions', 'portfolio-companies');
  CREATE TYPE "public"."enum_companies_status" AS ENUM('active', 'follow-on', 'exited', 'partially-exited', 'written-off', 'in-administration', 'dormant');
  CREATE TYPE "public"."enum_company_maturity_statuses_subject_kind" AS ENUM('company');
  CREATE TYPE "public"."enum_company_maturity_statuses_status" AS ENUM('active', 'follow-on', 'exited', 'partially-exited', 'written-off', 'in-administration', 'dormant');
  CREATE TYPE "public"."enum_valuations_subject_kind" AS ENUM('company');
  CREATE TYPE "public"."enum_valuations_method" AS ENUM('funding-round', 'fair-value', 'revenue-multiple', 'discounted-cash-flow', 'exit', 'write-down', 'other');
  CREATE TYPE "public"."enum_share_prices_subject_kind" AS ENUM('company');
  CREATE TYPE "public"."enum_share_prices_source" AS ENUM('funding-round', 'secondary-sale', 'valuation', 'listed-market', 'other');
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'funds';
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'companies';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'funds';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'companies';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'funds';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'companies';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'funds' BEFORE 'users';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'companies' BEFORE 'users';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'funds';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'companies';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'funds';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'companies';
  CREATE TABLE "funds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" numeric DEFAULT 1 NOT NULL,
  	"currency" varchar DEFAULT 'GBP' NOT NULL,
  	"target_size" numeric,
  	"committed_capital" numeric,
  	"vintage_year" numeric,
  	"inception_date" timestamp(3) with time zone,
  	"final_close_at" timestamp(3) with time zone,
  	"term_years" numeric,
  	"manager" varchar,
  	"domicile" varchar,
  	"structure" varchar,
  	"management_fee_bps" numeric,
  	"carried_interest_bps" numeric,
  	"hurdle_rate_bps" numeric,
  	"description" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "net_asset_values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fund_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"nav_per_unit" numeric NOT NULL,
  	"total_nav" numeric,
  	"units_outstanding" numeric,
  	"currency" varchar NOT NULL,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fund_kpis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fund_id" integer NOT NULL,
  	"period" timestamp(3) with time zone NOT NULL,
  	"key" "enum_fund_kpis_key" NOT NULL,
  	"value" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"fund_id" integer,
  	"industry_id" integer,
  	"status" "enum_companies_status" DEFAULT 'active' NOT NULL,
  	"country" varchar,
  	"website" varchar,
  	"currency" varchar DEFAULT 'GBP' NOT NULL,
  	"description" varchar,
  	"company_number" varchar,
  	"founded_on" timestamp(3) with time zone,
  	"headquarters" varchar,
  	"first_invested_at" timestamp(3) with time zone,
  	"key_contact" varchar,
  	"key_contact_email" varchar,
  	"board_seat" boolean DEFAULT false,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_maturity_statuses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_kind" "enum_company_maturity_statuses_subject_kind" DEFAULT 'company' NOT NULL,
  	"company_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_company_maturity_statuses_status" NOT NULL,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "valuations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_kind" "enum_valuations_subject_kind" DEFAULT 'company' NOT NULL,
  	"company_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"value" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"method" "enum_valuations_method",
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "share_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_kind" "enum_share_prices_subject_kind" DEFAULT 'company' NOT NULL,
  	"company_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"source" "enum_share_prices_source",
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "funds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "net_asset_values_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fund_kpis_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "companies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_maturity_statuses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "valuations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "share_prices_id" integer;
  ALTER TABLE "funds" ADD CONSTRAINT "funds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "net_asset_values" ADD CONSTRAINT "net_asset_values_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "net_asset_values" ADD CONSTRAINT "net_asset_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fund_kpis" ADD CONSTRAINT "fund_kpis_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fund_kpis" ADD CONSTRAINT "fund_kpis_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_attribute_options_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_maturity_statuses" ADD CONSTRAINT "company_maturity_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_maturity_statuses" ADD CONSTRAINT "company_maturity_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "share_prices" ADD CONSTRAINT "share_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "share_prices" ADD CONSTRAINT "share_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "funds_name_idx" ON "funds" USING btree ("name");
  CREATE INDEX "funds_status_idx" ON "funds" USING btree ("status");
  CREATE INDEX "funds_target_size_idx" ON "funds" USING btree ("target_size");
  CREATE INDEX "funds_vintage_year_idx" ON "funds" USING btree ("vintage_year");
  CREATE INDEX "funds_inception_date_idx" ON "funds" USING btree ("inception_date");
  CREATE INDEX "funds_manager_idx" ON "funds" USING btree ("manager");
  CREATE INDEX "funds_tenant_idx" ON "funds" USING btree ("tenant_id");
  CREATE INDEX "funds_updated_at_idx" ON "funds" USING btree ("updated_at");
  CREATE INDEX "funds_created_at_idx" ON "funds" USING btree ("created_at");
  CREATE INDEX "net_asset_values_fund_idx" ON "net_asset_values" USING btree ("fund_id");
  CREATE INDEX "net_asset_values_date_idx" ON "net_asset_values" USING btree ("date");
  CREATE INDEX "net_asset_values_tenant_idx" ON "net_asset_values" USING btree ("tenant_id");
  CREATE INDEX "net_asset_values_updated_at_idx" ON "net_asset_values" USING btree ("updated_at");
  CREATE INDEX "net_asset_values_created_at_idx" ON "net_asset_values" USING btree ("created_at");
  CREATE UNIQUE INDEX "fund_date_idx" ON "net_asset_values" USING btree ("fund_id","date");
  CREATE INDEX "fund_kpis_fund_idx" ON "fund_kpis" USING btree ("fund_id");
  CREATE INDEX "fund_kpis_period_idx" ON "fund_kpis" USING btree ("period");
  CREATE INDEX "fund_kpis_key_idx" ON "fund_kpis" USING btree ("key");
  CREATE INDEX "fund_kpis_tenant_idx" ON "fund_kpis" USING btree ("tenant_id");
  CREATE INDEX "fund_kpis_updated_at_idx" ON "fund_kpis" USING btree ("updated_at");
  CREATE INDEX "fund_kpis_created_at_idx" ON "fund_kpis" USING btree ("created_at");
  CREATE UNIQUE INDEX "fund_key_period_idx" ON "fund_kpis" USING btree ("fund_id","key","period");
  CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");
  CREATE INDEX "companies_fund_idx" ON "companies" USING btree ("fund_id");
  CREATE INDEX "companies_industry_idx" ON "companies" USING btree ("industry_id");
  CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");
  CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country");
  CREATE INDEX "companies_first_invested_at_idx" ON "companies" USING btree ("first_invested_at");
  CREATE INDEX "companies_tenant_idx" ON "companies" USING btree ("tenant_id");
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  CREATE INDEX "tenant_status_name_idx" ON "companies" USING btree ("tenant_id","status","name");
  CREATE INDEX "company_maturity_statuses_company_idx" ON "company_maturity_statuses" USING btree ("company_id");
  CREATE INDEX "company_maturity_statuses_date_idx" ON "company_maturity_statuses" USING btree ("date");
  CREATE INDEX "company_maturity_statuses_status_idx" ON "company_maturity_statuses" USING btree ("status");
  CREATE INDEX "company_maturity_statuses_tenant_idx" ON "company_maturity_statuses" USING btree ("tenant_id");
  CREATE INDEX "company_maturity_statuses_updated_at_idx" ON "company_maturity_statuses" USING btree ("updated_at");
  CREATE INDEX "company_maturity_statuses_created_at_idx" ON "company_maturity_statuses" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_date_idx" ON "company_maturity_statuses" USING btree ("company_id","date");
  CREATE INDEX "valuations_company_idx" ON "valuations" USING btree ("company_id");
  CREATE INDEX "valuations_date_idx" ON "valuations" USING btree ("date");
  CREATE INDEX "valuations_tenant_idx" ON "valuations" USING btree ("tenant_id");
  CREATE INDEX "valuations_updated_at_idx" ON "valuations" USING btree ("updated_at");
  CREATE INDEX "valuations_created_at_idx" ON "valuations" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_date_1_idx" ON "valuations" USING btree ("company_id","date");
  CREATE INDEX "share_prices_company_idx" ON "share_prices" USING btree ("company_id");
  CREATE INDEX "share_prices_date_idx" ON "share_prices" USING btree ("date");
  CREATE INDEX "share_prices_tenant_idx" ON "share_prices" USING btree ("tenant_id");
  CREATE INDEX "share_prices_updated_at_idx" ON "share_prices" USING btree ("updated_at");
  CREATE INDEX "share_prices_created_at_idx" ON "share_prices" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_date_2_idx" ON "share_prices" USING btree ("company_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funds_fk" FOREIGN KEY ("funds_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_net_asset_values_fk" FOREIGN KEY ("net_asset_values_id") REFERENCES "public"."net_asset_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fund_kpis_fk" FOREIGN KEY ("fund_kpis_id") REFERENCES "public"."fund_kpis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_maturity_statuses_fk" FOREIGN KEY ("company_maturity_statuses_id") REFERENCES "public"."company_maturity_statuses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_valuations_fk" FOREIGN KEY ("valuations_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_prices_fk" FOREIGN KEY ("share_prices_id") REFERENCES "public"."share_prices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_funds_id_idx" ON "payload_locked_documents_rels" USING btree ("funds_id");
  CREATE INDEX "payload_locked_documents_rels_net_asset_values_id_idx" ON "payload_locked_documents_rels" USING btree ("net_asset_values_id");
  CREATE INDEX "payload_locked_documents_rels_fund_kpis_id_idx" ON "payload_locked_documents_rels" USING btree ("fund_kpis_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_company_maturity_statuses__idx" ON "payload_locked_documents_rels" USING btree ("company_maturity_statuses_id");
  CREATE INDEX "payload_locked_documents_rels_valuations_id_idx" ON "payload_locked_documents_rels" USING btree ("valuations_id");
  CREATE INDEX "payload_locked_documents_rels_share_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("share_prices_id");`)
  // Written by hand (Payload's schema does not describe GIN indexes): the kit lists' search boxes
  // look for text anywhere in these fields (src/collections/search-indexes.ts), as the
  // list_preferences migration does for the earlier lists.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "funds_name_trgm_idx" ON "funds" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "funds_manager_trgm_idx" ON "funds" USING gin ("manager" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "net_asset_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fund_kpis" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_maturity_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "valuations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_prices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "funds" CASCADE;
  DROP TABLE "net_asset_values" CASCADE;
  DROP TABLE "fund_kpis" CASCADE;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "company_maturity_statuses" CASCADE;
  DROP TABLE "valuations" CASCADE;
  DROP TABLE "share_prices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_funds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_net_asset_values_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fund_kpis_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_companies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_maturity_statuses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_valuations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_share_prices_fk";
  
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_target_collection";
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'users');
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_activities_target_collection" USING "target_collection"::"public"."enum_activities_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "payload_locked_documents_rels_funds_id_idx";
  DROP INDEX "payload_locked_documents_rels_net_asset_values_id_idx";
  DROP INDEX "payload_locked_documents_rels_fund_kpis_id_idx";
  DROP INDEX "payload_locked_documents_rels_companies_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_maturity_statuses__idx";
  DROP INDEX "payload_locked_documents_rels_valuations_id_idx";
  DROP INDEX "payload_locked_documents_rels_share_prices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "funds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "net_asset_values_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fund_kpis_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "companies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_maturity_statuses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "valuations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "share_prices_id";
  DROP TYPE "public"."enum_fund_kpis_key";
  DROP TYPE "public"."enum_companies_status";
  DROP TYPE "public"."enum_company_maturity_statuses_subject_kind";
  DROP TYPE "public"."enum_company_maturity_statuses_status";
  DROP TYPE "public"."enum_valuations_subject_kind";
  DROP TYPE "public"."enum_valuations_method";
  DROP TYPE "public"."enum_share_prices_subject_kind";
  DROP TYPE "public"."enum_share_prices_source";`)
}
