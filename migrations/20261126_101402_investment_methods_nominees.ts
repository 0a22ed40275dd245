import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investment_methods_kind" AS ENUM('isa', 'sipp', 'ssas', 'company', 'trust', 'other');
  CREATE TYPE "public"."enum_investment_method_entities_status" AS ENUM('pending', 'active', 'closed');
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'nominees';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'nominees';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'nominees';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'nominees';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'nominees';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'investment-methods';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'nominees';
  CREATE TABLE "investment_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_investment_methods_kind" NOT NULL,
  	"provider" varchar,
  	"reference" varchar,
  	"description" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "investment_method_entities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"method_id" integer NOT NULL,
  	"lead_id" integer NOT NULL,
  	"account_reference" varchar,
  	"status" "enum_investment_method_entities_status" DEFAULT 'pending' NOT NULL,
  	"opened_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "investment_method_entities_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "nominees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company_number" varchar,
  	"fca_number" varchar,
  	"contact_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"address" varchar,
  	"country" varchar,
  	"description" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investment_methods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investment_method_entities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nominees_id" integer;
  ALTER TABLE "investment_methods" ADD CONSTRAINT "investment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_method_entities" ADD CONSTRAINT "investment_method_entities_method_id_investment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."investment_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_method_entities" ADD CONSTRAINT "investment_method_entities_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_method_entities" ADD CONSTRAINT "investment_method_entities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_method_entities_rels" ADD CONSTRAINT "investment_method_entities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_method_entities_rels" ADD CONSTRAINT "investment_method_entities_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nominees" ADD CONSTRAINT "nominees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investment_methods_name_idx" ON "investment_methods" USING btree ("name");
  CREATE INDEX "investment_methods_kind_idx" ON "investment_methods" USING btree ("kind");
  CREATE INDEX "investment_methods_provider_idx" ON "investment_methods" USING btree ("provider");
  CREATE INDEX "investment_methods_tenant_idx" ON "investment_methods" USING btree ("tenant_id");
  CREATE INDEX "investment_methods_updated_at_idx" ON "investment_methods" USING btree ("updated_at");
  CREATE INDEX "investment_methods_created_at_idx" ON "investment_methods" USING btree ("created_at");
  CREATE INDEX "tenant_name_1_idx" ON "investment_methods" USING btree ("tenant_id","name");
  CREATE INDEX "tenant_kind_name_1_idx" ON "investment_methods" USING btree ("tenant_id","kind","name");
  CREATE INDEX "investment_method_entities_method_idx" ON "investment_method_entities" USING btree ("method_id");
  CREATE INDEX "investment_method_entities_lead_idx" ON "investment_method_entities" USING btree ("lead_id");
  CREATE INDEX "investment_method_entities_status_idx" ON "investment_method_entities" USING btree ("status");
  CREATE INDEX "investment_method_entities_tenant_idx" ON "investment_method_entities" USING btree ("tenant_id");
  CREATE INDEX "investment_method_entities_updated_at_idx" ON "investment_method_entities" USING btree ("updated_at");
  CREATE INDEX "investment_method_entities_created_at_idx" ON "investment_method_entities" USING btree ("created_at");
  CREATE UNIQUE INDEX "method_lead_idx" ON "investment_method_entities" USING btree ("method_id","lead_id");
  CREATE INDEX "investment_method_entities_rels_order_idx" ON "investment_method_entities_rels" USING btree ("order");
  CREATE INDEX "investment_method_entities_rels_parent_idx" ON "investment_method_entities_rels" USING btree ("parent_id");
  CREATE INDEX "investment_method_entities_rels_path_idx" ON "investment_method_entities_rels" USING btree ("path");
  CREATE INDEX "investment_method_entities_rels_users_id_idx" ON "investment_method_entities_rels" USING btree ("users_id");
  CREATE INDEX "nominees_name_idx" ON "nominees" USING btree ("name");
  CREATE INDEX "nominees_company_number_idx" ON "nominees" USING btree ("company_number");
  CREATE INDEX "nominees_tenant_idx" ON "nominees" USING btree ("tenant_id");
  CREATE INDEX "nominees_updated_at_idx" ON "nominees" USING btree ("updated_at");
  CREATE INDEX "nominees_created_at_idx" ON "nominees" USING btree ("created_at");
  CREATE INDEX "tenant_name_2_idx" ON "nominees" USING btree ("tenant_id","name");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investment_methods_fk" FOREIGN KEY ("investment_methods_id") REFERENCES "public"."investment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investment_method_entities_fk" FOREIGN KEY ("investment_method_entities_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nominees_fk" FOREIGN KEY ("nominees_id") REFERENCES "public"."nominees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investment_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("investment_methods_id");
  CREATE INDEX "payload_locked_documents_rels_investment_method_entities_idx" ON "payload_locked_documents_rels" USING btree ("investment_method_entities_id");
  CREATE INDEX "payload_locked_documents_rels_nominees_id_idx" ON "payload_locked_documents_rels" USING btree ("nominees_id");`)
  // ---- Written by hand (issue 11 §4, §5, docs/decisions/022-investment-methods-and-nominees.md); keep when this migration is regenerated. ----
  // 1. The lists' search boxes (src/collections/search-indexes.ts): trigram GIN indexes.
  // 2. An entity goes with its method or its lead investor (Payload's SET NULL would break their
  //    required columns), as an organisation's members do (decision 020).
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "investment_methods_name_trgm_idx" ON "investment_methods" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "investment_methods_provider_trgm_idx" ON "investment_methods" USING gin ("provider" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "nominees_name_trgm_idx" ON "nominees" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "nominees_company_number_trgm_idx" ON "nominees" USING gin ("company_number" gin_trgm_ops);
  ALTER TABLE "investment_method_entities" DROP CONSTRAINT "investment_method_entities_method_id_investment_methods_id_fk";
  ALTER TABLE "investment_method_entities" ADD CONSTRAINT "investment_method_entities_method_id_investment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."investment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_method_entities" DROP CONSTRAINT "investment_method_entities_lead_id_users_id_fk";
  ALTER TABLE "investment_method_entities" ADD CONSTRAINT "investment_method_entities_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_method_entities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_method_entities_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nominees" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investment_methods" CASCADE;
  DROP TABLE "investment_method_entities" CASCADE;
  DROP TABLE "investment_method_entities_rels" CASCADE;
  DROP TABLE "nominees" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investment_methods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investment_method_entities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nominees_fk";
  
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_target_collection";
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_activities_target_collection" USING "target_collection"::"public"."enum_activities_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "payload_locked_documents_rels_investment_methods_id_idx";
  DROP INDEX "payload_locked_documents_rels_investment_method_entities_idx";
  DROP INDEX "payload_locked_documents_rels_nominees_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investment_methods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investment_method_entities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nominees_id";
  DROP TYPE "public"."enum_investment_methods_kind";
  DROP TYPE "public"."enum_investment_method_entities_status";`)
}
