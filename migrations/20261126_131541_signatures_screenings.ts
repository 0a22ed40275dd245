import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_purpose" AS ENUM('investment_agreement', 'consent');
  CREATE TYPE "public"."enum_document_signatures_purpose" AS ENUM('investment_agreement', 'consent');
  CREATE TYPE "public"."enum_document_signatures_method" AS ENUM('typed', 'drawn');
  CREATE TYPE "public"."enum_investor_screenings_status" AS ENUM('pending', 'clear', 'refer', 'fail');
  CREATE TYPE "public"."enum_investor_screenings_check" AS ENUM('uk', 'international');
  CREATE TABLE "document_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"purpose" "enum_document_signatures_purpose" NOT NULL,
  	"original_id" integer,
  	"original_filename" varchar NOT NULL,
  	"original_sha256" varchar NOT NULL,
  	"signed_document_id" integer,
  	"signed_sha256" varchar NOT NULL,
  	"method" "enum_document_signatures_method" NOT NULL,
  	"signer_name" varchar NOT NULL,
  	"signer_email" varchar NOT NULL,
  	"typed_name" varchar,
  	"ip_address" varchar NOT NULL,
  	"signed_at" timestamp(3) with time zone NOT NULL,
  	"witnessed_by" numeric,
  	"witnessed_by_name" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "investor_screenings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"status" "enum_investor_screenings_status" NOT NULL,
  	"check" "enum_investor_screenings_check" NOT NULL,
  	"provider" varchar NOT NULL,
  	"provider_reference" varchar,
  	"note" varchar NOT NULL,
  	"evidence_document_id" integer,
  	"evidence_filename" varchar,
  	"recorded_by" numeric,
  	"recorded_by_name" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "documents" ADD COLUMN "purpose" "enum_documents_purpose";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_signatures_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investor_screenings_id" integer;
  -- By hand (decision 027): an investor's signatures go with the investor (Payload's "set null" would break NOT NULL).
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_original_id_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  -- By hand (decision 027): an investor's screening results go with the investor (Payload's "set null" would break NOT NULL).
  ALTER TABLE "investor_screenings" ADD CONSTRAINT "investor_screenings_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_screenings" ADD CONSTRAINT "investor_screenings_evidence_document_id_documents_id_fk" FOREIGN KEY ("evidence_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investor_screenings" ADD CONSTRAINT "investor_screenings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "document_signatures_investor_idx" ON "document_signatures" USING btree ("investor_id");
  CREATE INDEX "document_signatures_original_idx" ON "document_signatures" USING btree ("original_id");
  CREATE INDEX "document_signatures_signed_document_idx" ON "document_signatures" USING btree ("signed_document_id");
  CREATE INDEX "document_signatures_tenant_idx" ON "document_signatures" USING btree ("tenant_id");
  CREATE INDEX "document_signatures_updated_at_idx" ON "document_signatures" USING btree ("updated_at");
  CREATE INDEX "document_signatures_created_at_idx" ON "document_signatures" USING btree ("created_at");
  CREATE INDEX "investor_screenings_investor_idx" ON "investor_screenings" USING btree ("investor_id");
  CREATE INDEX "investor_screenings_evidence_document_idx" ON "investor_screenings" USING btree ("evidence_document_id");
  CREATE INDEX "investor_screenings_tenant_idx" ON "investor_screenings" USING btree ("tenant_id");
  CREATE INDEX "investor_screenings_updated_at_idx" ON "investor_screenings" USING btree ("updated_at");
  CREATE INDEX "investor_screenings_created_at_idx" ON "investor_screenings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_signatures_fk" FOREIGN KEY ("document_signatures_id") REFERENCES "public"."document_signatures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investor_screenings_fk" FOREIGN KEY ("investor_screenings_id") REFERENCES "public"."investor_screenings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_document_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("document_signatures_id");
  CREATE INDEX "payload_locked_documents_rels_investor_screenings_id_idx" ON "payload_locked_documents_rels" USING btree ("investor_screenings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "document_signatures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_screenings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_signatures" CASCADE;
  DROP TABLE "investor_screenings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_signatures_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investor_screenings_fk";
  
  DROP INDEX "payload_locked_documents_rels_document_signatures_id_idx";
  DROP INDEX "payload_locked_documents_rels_investor_screenings_id_idx";
  ALTER TABLE "documents" DROP COLUMN "purpose";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_signatures_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investor_screenings_id";
  DROP TYPE "public"."enum_documents_purpose";
  DROP TYPE "public"."enum_document_signatures_purpose";
  DROP TYPE "public"."enum_document_signatures_method";
  DROP TYPE "public"."enum_investor_screenings_status";
  DROP TYPE "public"."enum_investor_screenings_check";`)
}
