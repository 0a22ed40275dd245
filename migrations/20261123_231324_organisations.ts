import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_organisations_business_type" AS ENUM('business', 'organisation', 'sole_trader');
  CREATE TYPE "public"."enum_organisation_members_role" AS ENUM('director', 'authorised_signatory', 'member');
  CREATE TYPE "public"."enum_organisation_applications_business_type" AS ENUM('business', 'organisation', 'sole_trader');
  CREATE TYPE "public"."enum_organisation_applications_role" AS ENUM('director', 'authorised_signatory', 'member');
  CREATE TYPE "public"."enum_organisation_applications_status" AS ENUM('pending', 'approved', 'rejected');
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'organisations';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'organisations';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'organisations';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'organisations';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'organisations';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'organisations';
  CREATE TABLE "organisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"business_type" "enum_organisations_business_type" NOT NULL,
  	"registration_number" varchar,
  	"address" varchar,
  	"country" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"description" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organisation_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organisation_id" integer NOT NULL,
  	"investor_id" integer NOT NULL,
  	"role" "enum_organisation_members_role" DEFAULT 'member' NOT NULL,
  	"title" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organisation_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applicant_id" integer NOT NULL,
  	"organisation_name" varchar NOT NULL,
  	"business_type" "enum_organisation_applications_business_type" NOT NULL,
  	"registration_number" varchar,
  	"role" "enum_organisation_applications_role" NOT NULL,
  	"message" varchar,
  	"status" "enum_organisation_applications_status" DEFAULT 'pending' NOT NULL,
  	"organisation_id" integer,
  	"decision_reason" varchar,
  	"decided_by" numeric,
  	"decided_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisation_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisation_applications_id" integer;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_applications" ADD CONSTRAINT "organisation_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_applications" ADD CONSTRAINT "organisation_applications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_applications" ADD CONSTRAINT "organisation_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name");
  CREATE INDEX "organisations_business_type_idx" ON "organisations" USING btree ("business_type");
  CREATE INDEX "organisations_registration_number_idx" ON "organisations" USING btree ("registration_number");
  CREATE INDEX "organisations_tenant_idx" ON "organisations" USING btree ("tenant_id");
  CREATE INDEX "organisations_updated_at_idx" ON "organisations" USING btree ("updated_at");
  CREATE INDEX "organisations_created_at_idx" ON "organisations" USING btree ("created_at");
  CREATE INDEX "tenant_name_idx" ON "organisations" USING btree ("tenant_id","name");
  CREATE INDEX "tenant_businessType_name_idx" ON "organisations" USING btree ("tenant_id","business_type","name");
  CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" USING btree ("organisation_id");
  CREATE INDEX "organisation_members_investor_idx" ON "organisation_members" USING btree ("investor_id");
  CREATE INDEX "organisation_members_tenant_idx" ON "organisation_members" USING btree ("tenant_id");
  CREATE INDEX "organisation_members_updated_at_idx" ON "organisation_members" USING btree ("updated_at");
  CREATE INDEX "organisation_members_created_at_idx" ON "organisation_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "organisation_investor_idx" ON "organisation_members" USING btree ("organisation_id","investor_id");
  CREATE INDEX "organisation_applications_applicant_idx" ON "organisation_applications" USING btree ("applicant_id");
  CREATE INDEX "organisation_applications_organisation_name_idx" ON "organisation_applications" USING btree ("organisation_name");
  CREATE INDEX "organisation_applications_status_idx" ON "organisation_applications" USING btree ("status");
  CREATE INDEX "organisation_applications_organisation_idx" ON "organisation_applications" USING btree ("organisation_id");
  CREATE INDEX "organisation_applications_decided_at_idx" ON "organisation_applications" USING btree ("decided_at");
  CREATE INDEX "organisation_applications_tenant_idx" ON "organisation_applications" USING btree ("tenant_id");
  CREATE INDEX "organisation_applications_updated_at_idx" ON "organisation_applications" USING btree ("updated_at");
  CREATE INDEX "organisation_applications_created_at_idx" ON "organisation_applications" USING btree ("created_at");
  CREATE INDEX "tenant_status_createdAt_idx" ON "organisation_applications" USING btree ("tenant_id","status","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisations_fk" FOREIGN KEY ("organisations_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisation_members_fk" FOREIGN KEY ("organisation_members_id") REFERENCES "public"."organisation_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisation_applications_fk" FOREIGN KEY ("organisation_applications_id") REFERENCES "public"."organisation_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_organisations_id_idx" ON "payload_locked_documents_rels" USING btree ("organisations_id");
  CREATE INDEX "payload_locked_documents_rels_organisation_members_id_idx" ON "payload_locked_documents_rels" USING btree ("organisation_members_id");
  CREATE INDEX "payload_locked_documents_rels_organisation_applications__idx" ON "payload_locked_documents_rels" USING btree ("organisation_applications_id");`)
  // ---- Written by hand (issue 11 §3, docs/decisions/020-organisations.md); keep when this migration is regenerated. ----
  // 1. The lists' search boxes (src/collections/search-indexes.ts): trigram GIN indexes.
  // 2. A link goes with either side (Payload's SET NULL would break its required columns), and an
  //    investor's applications go with their account; an application's organisation stays SET NULL
  //    (the application keeps its own copy of the details).
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organisations_registration_number_trgm_idx" ON "organisations" USING gin ("registration_number" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organisation_applications_organisation_name_trgm_idx" ON "organisation_applications" USING gin ("organisation_name" gin_trgm_ops);
  ALTER TABLE "organisation_members" DROP CONSTRAINT "organisation_members_organisation_id_organisations_id_fk";
  ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_members" DROP CONSTRAINT "organisation_members_investor_id_users_id_fk";
  ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisation_applications" DROP CONSTRAINT "organisation_applications_applicant_id_users_id_fk";
  ALTER TABLE "organisation_applications" ADD CONSTRAINT "organisation_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organisations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organisations" CASCADE;
  DROP TABLE "organisation_members" CASCADE;
  DROP TABLE "organisation_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisation_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisation_applications_fk";
  
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_target_collection";
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_activities_target_collection" USING "target_collection"::"public"."enum_activities_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "payload_locked_documents_rels_organisations_id_idx";
  DROP INDEX "payload_locked_documents_rels_organisation_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_organisation_applications__idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisation_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisation_applications_id";
  DROP TYPE "public"."enum_organisations_business_type";
  DROP TYPE "public"."enum_organisation_members_role";
  DROP TYPE "public"."enum_organisation_applications_business_type";
  DROP TYPE "public"."enum_organisation_applications_role";
  DROP TYPE "public"."enum_organisation_applications_status";`)
}
