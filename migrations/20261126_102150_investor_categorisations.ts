import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investor_categorisations_category" AS ENUM('restricted', 'high-net-worth', 'sophisticated-certified', 'sophisticated-self-certified');
  CREATE TYPE "public"."enum_investor_categorisations_source" AS ENUM('investor', 'staff');
  CREATE TYPE "public"."enum_investor_categorisations_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "investor_categorisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"category" "enum_investor_categorisations_category" NOT NULL,
  	"answers" jsonb NOT NULL,
  	"declared_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"source" "enum_investor_categorisations_source" DEFAULT 'investor' NOT NULL,
  	"status" "enum_investor_categorisations_status" DEFAULT 'pending' NOT NULL,
  	"decision_reason" varchar,
  	"decided_by" numeric,
  	"decided_by_name" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investor_categorisations_id" integer;
  -- By hand (decision 023): an investor's declarations go with the investor (Payload's "set null" would break NOT NULL).
  ALTER TABLE "investor_categorisations" ADD CONSTRAINT "investor_categorisations_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_categorisations" ADD CONSTRAINT "investor_categorisations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investor_categorisations_investor_idx" ON "investor_categorisations" USING btree ("investor_id");
  CREATE INDEX "investor_categorisations_expires_at_idx" ON "investor_categorisations" USING btree ("expires_at");
  CREATE INDEX "investor_categorisations_status_idx" ON "investor_categorisations" USING btree ("status");
  CREATE INDEX "investor_categorisations_tenant_idx" ON "investor_categorisations" USING btree ("tenant_id");
  CREATE INDEX "investor_categorisations_updated_at_idx" ON "investor_categorisations" USING btree ("updated_at");
  CREATE INDEX "investor_categorisations_created_at_idx" ON "investor_categorisations" USING btree ("created_at");
  CREATE INDEX "investor_declaredAt_idx" ON "investor_categorisations" USING btree ("investor_id","declared_at");
  CREATE INDEX "tenant_status_idx" ON "investor_categorisations" USING btree ("tenant_id","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investor_categorisations_fk" FOREIGN KEY ("investor_categorisations_id") REFERENCES "public"."investor_categorisations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investor_categorisations_i_idx" ON "payload_locked_documents_rels" USING btree ("investor_categorisations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investor_categorisations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investor_categorisations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investor_categorisations_fk";
  
  DROP INDEX "payload_locked_documents_rels_investor_categorisations_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investor_categorisations_id";
  DROP TYPE "public"."enum_investor_categorisations_category";
  DROP TYPE "public"."enum_investor_categorisations_source";
  DROP TYPE "public"."enum_investor_categorisations_status";`)
}
