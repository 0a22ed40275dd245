import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "onboarding_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"url" varchar,
  	"required" boolean DEFAULT false,
  	"position" numeric DEFAULT 0,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "onboarding_documents_id" integer;
  ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "onboarding_documents_title_idx" ON "onboarding_documents" USING btree ("title");
  CREATE INDEX "onboarding_documents_position_idx" ON "onboarding_documents" USING btree ("position");
  CREATE INDEX "onboarding_documents_tenant_idx" ON "onboarding_documents" USING btree ("tenant_id");
  CREATE INDEX "onboarding_documents_updated_at_idx" ON "onboarding_documents" USING btree ("updated_at");
  CREATE INDEX "onboarding_documents_created_at_idx" ON "onboarding_documents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_onboarding_documents_fk" FOREIGN KEY ("onboarding_documents_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_onboarding_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("onboarding_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "onboarding_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "onboarding_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_onboarding_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_onboarding_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "onboarding_documents_id";`)
}
