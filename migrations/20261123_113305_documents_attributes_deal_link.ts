import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_attribute_options_kind" AS ENUM('industry', 'investment-type', 'investment-sub-type', 'investor-type', 'investment-category', 'investment-character');
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  CREATE TYPE "public"."enum_documents_visibility" AS ENUM('private', 'public');
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
  
  CREATE TABLE "document_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"parent_id" integer,
  	"target_collection" "enum_document_folders_target_collection",
  	"target_id" numeric,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_documents_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"folder_id" integer,
  	"visibility" "enum_documents_visibility" DEFAULT 'private' NOT NULL,
  	"filename" varchar NOT NULL,
  	"storage_key" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"sha256" varchar NOT NULL,
  	"uploaded_by_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "document_max_bytes" numeric DEFAULT 20971520;
  ALTER TABLE "deals" ADD COLUMN "opportunity_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attribute_options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_folders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_parent_id_attribute_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_parent_id_document_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attribute_options_kind_idx" ON "attribute_options" USING btree ("kind");
  CREATE INDEX "attribute_options_name_idx" ON "attribute_options" USING btree ("name");
  CREATE INDEX "attribute_options_position_idx" ON "attribute_options" USING btree ("position");
  CREATE INDEX "attribute_options_parent_idx" ON "attribute_options" USING btree ("parent_id");
  CREATE INDEX "attribute_options_tenant_idx" ON "attribute_options" USING btree ("tenant_id");
  CREATE INDEX "attribute_options_updated_at_idx" ON "attribute_options" USING btree ("updated_at");
  CREATE INDEX "attribute_options_created_at_idx" ON "attribute_options" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_kind_name_idx" ON "attribute_options" USING btree ("tenant_id","kind","name");
  CREATE INDEX "document_folders_parent_idx" ON "document_folders" USING btree ("parent_id");
  CREATE INDEX "document_folders_target_collection_idx" ON "document_folders" USING btree ("target_collection");
  CREATE INDEX "document_folders_target_id_idx" ON "document_folders" USING btree ("target_id");
  CREATE INDEX "document_folders_tenant_idx" ON "document_folders" USING btree ("tenant_id");
  CREATE INDEX "document_folders_updated_at_idx" ON "document_folders" USING btree ("updated_at");
  CREATE INDEX "document_folders_created_at_idx" ON "document_folders" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_name_idx" ON "document_folders" USING btree ("tenant_id","target_collection","target_id","name");
  CREATE INDEX "documents_target_collection_idx" ON "documents" USING btree ("target_collection");
  CREATE INDEX "documents_target_id_idx" ON "documents" USING btree ("target_id");
  CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id");
  CREATE INDEX "documents_visibility_idx" ON "documents" USING btree ("visibility");
  CREATE UNIQUE INDEX "documents_storage_key_idx" ON "documents" USING btree ("storage_key");
  CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by_id");
  CREATE INDEX "documents_tenant_idx" ON "documents" USING btree ("tenant_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_visibility_idx" ON "documents" USING btree ("tenant_id","target_collection","target_id","visibility");
  ALTER TABLE "deals" ADD CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attribute_options_fk" FOREIGN KEY ("attribute_options_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_folders_fk" FOREIGN KEY ("document_folders_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "deals_opportunity_idx" ON "deals" USING btree ("opportunity_id");
  CREATE INDEX "payload_locked_documents_rels_attribute_options_id_idx" ON "payload_locked_documents_rels" USING btree ("attribute_options_id");
  CREATE INDEX "payload_locked_documents_rels_document_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("document_folders_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attribute_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_folders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "attribute_options" CASCADE;
  DROP TABLE "document_folders" CASCADE;
  DROP TABLE "documents" CASCADE;
  ALTER TABLE "deals" DROP CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attribute_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_folders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "deals_opportunity_idx";
  DROP INDEX "payload_locked_documents_rels_attribute_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_folders_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "document_max_bytes";
  ALTER TABLE "deals" DROP COLUMN "opportunity_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attribute_options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_folders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_attribute_options_kind";
  DROP TYPE "public"."enum_document_folders_target_collection";
  DROP TYPE "public"."enum_documents_target_collection";
  DROP TYPE "public"."enum_documents_visibility";`)
}
