import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotion_exemptions_article" AS ENUM('art-48', 'art-50', 'art-50a');
  CREATE TABLE "promotion_exemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"article" "enum_promotion_exemptions_article" NOT NULL,
  	"statement" varchar NOT NULL,
  	"declared_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"certified_by" varchar,
  	"certifier_reference" varchar,
  	"certificate_date" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotion_exemptions_id" integer;
  -- By hand (decision 043, as decision 023's categorisations): an investor's declarations go with the investor (Payload's "set null" would break NOT NULL).
  ALTER TABLE "promotion_exemptions" ADD CONSTRAINT "promotion_exemptions_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotion_exemptions" ADD CONSTRAINT "promotion_exemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promotion_exemptions_investor_idx" ON "promotion_exemptions" USING btree ("investor_id");
  CREATE INDEX "promotion_exemptions_expires_at_idx" ON "promotion_exemptions" USING btree ("expires_at");
  CREATE INDEX "promotion_exemptions_tenant_idx" ON "promotion_exemptions" USING btree ("tenant_id");
  CREATE INDEX "promotion_exemptions_updated_at_idx" ON "promotion_exemptions" USING btree ("updated_at");
  CREATE INDEX "promotion_exemptions_created_at_idx" ON "promotion_exemptions" USING btree ("created_at");
  CREATE INDEX "investor_declaredAt_1_idx" ON "promotion_exemptions" USING btree ("investor_id","declared_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotion_exemptions_fk" FOREIGN KEY ("promotion_exemptions_id") REFERENCES "public"."promotion_exemptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_promotion_exemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotion_exemptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promotion_exemptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promotion_exemptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotion_exemptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_promotion_exemptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotion_exemptions_id";
  DROP TYPE "public"."enum_promotion_exemptions_article";`)
}
