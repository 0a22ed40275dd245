import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pipelines_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "pipelines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"pipeline_id" integer NOT NULL,
  	"stage" varchar NOT NULL,
  	"amount" numeric,
  	"currency" varchar DEFAULT 'GBP' NOT NULL,
  	"expected_close_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pipelines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deals_id" integer;
  ALTER TABLE "pipelines_stages" ADD CONSTRAINT "pipelines_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pipelines_stages_order_idx" ON "pipelines_stages" USING btree ("_order");
  CREATE INDEX "pipelines_stages_parent_id_idx" ON "pipelines_stages" USING btree ("_parent_id");
  CREATE INDEX "pipelines_name_idx" ON "pipelines" USING btree ("name");
  CREATE INDEX "pipelines_tenant_idx" ON "pipelines" USING btree ("tenant_id");
  CREATE INDEX "pipelines_updated_at_idx" ON "pipelines" USING btree ("updated_at");
  CREATE INDEX "pipelines_created_at_idx" ON "pipelines" USING btree ("created_at");
  CREATE INDEX "deals_name_idx" ON "deals" USING btree ("name");
  CREATE INDEX "deals_company_idx" ON "deals" USING btree ("company");
  CREATE INDEX "deals_pipeline_idx" ON "deals" USING btree ("pipeline_id");
  CREATE INDEX "deals_stage_idx" ON "deals" USING btree ("stage");
  CREATE INDEX "deals_expected_close_at_idx" ON "deals" USING btree ("expected_close_at");
  CREATE INDEX "deals_tenant_idx" ON "deals" USING btree ("tenant_id");
  CREATE INDEX "deals_updated_at_idx" ON "deals" USING btree ("updated_at");
  CREATE INDEX "deals_created_at_idx" ON "deals" USING btree ("created_at");
  CREATE INDEX "tenant_pipeline_stage_idx" ON "deals" USING btree ("tenant_id","pipeline_id","stage");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pipelines_fk" FOREIGN KEY ("pipelines_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deals_fk" FOREIGN KEY ("deals_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pipelines_id_idx" ON "payload_locked_documents_rels" USING btree ("pipelines_id");
  CREATE INDEX "payload_locked_documents_rels_deals_id_idx" ON "payload_locked_documents_rels" USING btree ("deals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pipelines_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pipelines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pipelines_stages" CASCADE;
  DROP TABLE "pipelines" CASCADE;
  DROP TABLE "deals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pipelines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deals_fk";
  
  DROP INDEX "payload_locked_documents_rels_pipelines_id_idx";
  DROP INDEX "payload_locked_documents_rels_deals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pipelines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deals_id";`)
}
