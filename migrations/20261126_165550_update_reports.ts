import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_update_reports_audience" AS ENUM('company', 'opportunity', 'fund', 'tenant');
  CREATE TYPE "public"."enum_update_reports_status" AS ENUM('draft', 'live');
  CREATE TYPE "public"."enum_wip_reports_status" AS ENUM('on-track', 'at-risk', 'blocked', 'done');
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'update-reports';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'update-reports';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'update-reports';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'update-reports';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'update-reports';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'update-reports';
  CREATE TABLE "update_reports_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "update_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"report_type_id" integer,
  	"audience" "enum_update_reports_audience" DEFAULT 'tenant' NOT NULL,
  	"company_id" integer,
  	"opportunity_id" integer,
  	"fund_id" integer,
  	"summary" varchar,
  	"body" jsonb,
  	"status" "enum_update_reports_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"recipient_count" numeric DEFAULT 0,
  	"author_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "update_report_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"email" varchar,
  	"notified_at" timestamp(3) with time zone,
  	"read_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wip_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"status" "enum_wip_reports_status" DEFAULT 'on-track' NOT NULL,
  	"period_ending" timestamp(3) with time zone NOT NULL,
  	"deal_id" integer,
  	"opportunity_id" integer,
  	"owner_id" integer,
  	"progress" varchar NOT NULL,
  	"next_steps" varchar,
  	"risks" varchar,
  	"due_on" timestamp(3) with time zone,
  	"author_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "features_update_report_emails_enabled" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "update_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "update_report_recipients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wip_reports_id" integer;
  ALTER TABLE "update_reports_gallery" ADD CONSTRAINT "update_reports_gallery_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports_gallery" ADD CONSTRAINT "update_reports_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."update_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_report_type_id_report_types_id_fk" FOREIGN KEY ("report_type_id") REFERENCES "public"."report_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_reports" ADD CONSTRAINT "update_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_report_recipients" ADD CONSTRAINT "update_report_recipients_report_id_update_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."update_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_report_recipients" ADD CONSTRAINT "update_report_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "update_report_recipients" ADD CONSTRAINT "update_report_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_types" ADD CONSTRAINT "report_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wip_reports" ADD CONSTRAINT "wip_reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wip_reports" ADD CONSTRAINT "wip_reports_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wip_reports" ADD CONSTRAINT "wip_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wip_reports" ADD CONSTRAINT "wip_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wip_reports" ADD CONSTRAINT "wip_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "update_reports_gallery_order_idx" ON "update_reports_gallery" USING btree ("_order");
  CREATE INDEX "update_reports_gallery_parent_id_idx" ON "update_reports_gallery" USING btree ("_parent_id");
  CREATE INDEX "update_reports_gallery_image_idx" ON "update_reports_gallery" USING btree ("image_id");
  CREATE INDEX "update_reports_title_idx" ON "update_reports" USING btree ("title");
  CREATE INDEX "update_reports_report_type_idx" ON "update_reports" USING btree ("report_type_id");
  CREATE INDEX "update_reports_audience_idx" ON "update_reports" USING btree ("audience");
  CREATE INDEX "update_reports_company_idx" ON "update_reports" USING btree ("company_id");
  CREATE INDEX "update_reports_opportunity_idx" ON "update_reports" USING btree ("opportunity_id");
  CREATE INDEX "update_reports_fund_idx" ON "update_reports" USING btree ("fund_id");
  CREATE INDEX "update_reports_status_idx" ON "update_reports" USING btree ("status");
  CREATE INDEX "update_reports_published_at_idx" ON "update_reports" USING btree ("published_at");
  CREATE INDEX "update_reports_author_idx" ON "update_reports" USING btree ("author_id");
  CREATE INDEX "update_reports_tenant_idx" ON "update_reports" USING btree ("tenant_id");
  CREATE INDEX "update_reports_updated_at_idx" ON "update_reports" USING btree ("updated_at");
  CREATE INDEX "update_reports_created_at_idx" ON "update_reports" USING btree ("created_at");
  CREATE INDEX "tenant_status_publishedAt_idx" ON "update_reports" USING btree ("tenant_id","status","published_at");
  CREATE INDEX "update_report_recipients_report_idx" ON "update_report_recipients" USING btree ("report_id");
  CREATE INDEX "update_report_recipients_user_idx" ON "update_report_recipients" USING btree ("user_id");
  CREATE INDEX "update_report_recipients_tenant_idx" ON "update_report_recipients" USING btree ("tenant_id");
  CREATE INDEX "update_report_recipients_updated_at_idx" ON "update_report_recipients" USING btree ("updated_at");
  CREATE INDEX "update_report_recipients_created_at_idx" ON "update_report_recipients" USING btree ("created_at");
  CREATE UNIQUE INDEX "report_user_idx" ON "update_report_recipients" USING btree ("report_id","user_id");
  CREATE INDEX "user_report_idx" ON "update_report_recipients" USING btree ("user_id","report_id");
  CREATE INDEX "report_notifiedAt_idx" ON "update_report_recipients" USING btree ("report_id","notified_at");
  CREATE INDEX "report_types_name_idx" ON "report_types" USING btree ("name");
  CREATE INDEX "report_types_tenant_idx" ON "report_types" USING btree ("tenant_id");
  CREATE INDEX "report_types_updated_at_idx" ON "report_types" USING btree ("updated_at");
  CREATE INDEX "report_types_created_at_idx" ON "report_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_name_3_idx" ON "report_types" USING btree ("tenant_id","name");
  CREATE INDEX "wip_reports_title_idx" ON "wip_reports" USING btree ("title");
  CREATE INDEX "wip_reports_status_idx" ON "wip_reports" USING btree ("status");
  CREATE INDEX "wip_reports_period_ending_idx" ON "wip_reports" USING btree ("period_ending");
  CREATE INDEX "wip_reports_deal_idx" ON "wip_reports" USING btree ("deal_id");
  CREATE INDEX "wip_reports_opportunity_idx" ON "wip_reports" USING btree ("opportunity_id");
  CREATE INDEX "wip_reports_owner_idx" ON "wip_reports" USING btree ("owner_id");
  CREATE INDEX "wip_reports_due_on_idx" ON "wip_reports" USING btree ("due_on");
  CREATE INDEX "wip_reports_author_idx" ON "wip_reports" USING btree ("author_id");
  CREATE INDEX "wip_reports_tenant_idx" ON "wip_reports" USING btree ("tenant_id");
  CREATE INDEX "wip_reports_updated_at_idx" ON "wip_reports" USING btree ("updated_at");
  CREATE INDEX "wip_reports_created_at_idx" ON "wip_reports" USING btree ("created_at");
  CREATE INDEX "tenant_periodEnding_idx" ON "wip_reports" USING btree ("tenant_id","period_ending");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_update_reports_fk" FOREIGN KEY ("update_reports_id") REFERENCES "public"."update_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_update_report_recipients_fk" FOREIGN KEY ("update_report_recipients_id") REFERENCES "public"."update_report_recipients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_types_fk" FOREIGN KEY ("report_types_id") REFERENCES "public"."report_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wip_reports_fk" FOREIGN KEY ("wip_reports_id") REFERENCES "public"."wip_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_update_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("update_reports_id");
  CREATE INDEX "payload_locked_documents_rels_update_report_recipients_i_idx" ON "payload_locked_documents_rels" USING btree ("update_report_recipients_id");
  CREATE INDEX "payload_locked_documents_rels_report_types_id_idx" ON "payload_locked_documents_rels" USING btree ("report_types_id");
  CREATE INDEX "payload_locked_documents_rels_wip_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("wip_reports_id");  -- By hand (docs/admin-screens.md): the kit lists' search boxes look in these titles (src/collections/search-indexes.ts).
  CREATE INDEX IF NOT EXISTS "update_reports_title_trgm_idx" ON "update_reports" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "wip_reports_title_trgm_idx" ON "wip_reports" USING gin ("title" gin_trgm_ops);
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "update_reports_title_trgm_idx";
  DROP INDEX IF EXISTS "wip_reports_title_trgm_idx";
   ALTER TABLE "update_reports_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "update_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "update_report_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wip_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "update_reports_gallery" CASCADE;
  DROP TABLE "update_reports" CASCADE;
  DROP TABLE "update_report_recipients" CASCADE;
  DROP TABLE "report_types" CASCADE;
  DROP TABLE "wip_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_update_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_update_report_recipients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wip_reports_fk";
  
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_target_collection";
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_activities_target_collection" USING "target_collection"::"public"."enum_activities_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "payload_locked_documents_rels_update_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_update_report_recipients_i_idx";
  DROP INDEX "payload_locked_documents_rels_report_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_wip_reports_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "features_update_report_emails_enabled";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "update_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "update_report_recipients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wip_reports_id";
  DROP TYPE "public"."enum_update_reports_audience";
  DROP TYPE "public"."enum_update_reports_status";
  DROP TYPE "public"."enum_wip_reports_status";`)
}
