import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investments_tax_relief" AS ENUM('EIS', 'SEIS', 'VCT', 'BR', 'IFISA');
  CREATE TYPE "public"."enum_opportunity_interests_option" AS ENUM('with_finance', 'without_finance', 'not_interested');
  CREATE TABLE "opportunity_interests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opportunity_id" integer NOT NULL,
  	"investor_id" integer NOT NULL,
  	"option" "enum_opportunity_interests_option" NOT NULL,
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "investments" ADD COLUMN "tax_relief" "enum_investments_tax_relief";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunity_interests_id" integer;
  ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "opportunity_interests_opportunity_idx" ON "opportunity_interests" USING btree ("opportunity_id");
  CREATE INDEX "opportunity_interests_investor_idx" ON "opportunity_interests" USING btree ("investor_id");
  CREATE INDEX "opportunity_interests_tenant_idx" ON "opportunity_interests" USING btree ("tenant_id");
  CREATE INDEX "opportunity_interests_updated_at_idx" ON "opportunity_interests" USING btree ("updated_at");
  CREATE INDEX "opportunity_interests_created_at_idx" ON "opportunity_interests" USING btree ("created_at");
  CREATE UNIQUE INDEX "opportunity_investor_idx" ON "opportunity_interests" USING btree ("opportunity_id","investor_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunity_interests_fk" FOREIGN KEY ("opportunity_interests_id") REFERENCES "public"."opportunity_interests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_opportunity_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("opportunity_interests_id");`)
  // ---- Written by hand (decision 031); keep when this migration is regenerated. ----
  // An interest is what an investor said, not a financial record: it goes with its opportunity or investor
  // (Payload's SET NULL would break the NOT NULL columns and refuse the delete).
  await db.execute(sql`
  ALTER TABLE "opportunity_interests" DROP CONSTRAINT "opportunity_interests_opportunity_id_investment_opportunities_id_fk";
  ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_interests" DROP CONSTRAINT "opportunity_interests_investor_id_users_id_fk";
  ALTER TABLE "opportunity_interests" ADD CONSTRAINT "opportunity_interests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "opportunity_interests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "opportunity_interests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_opportunity_interests_fk";
  
  DROP INDEX "payload_locked_documents_rels_opportunity_interests_id_idx";
  ALTER TABLE "investments" DROP COLUMN "tax_relief";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opportunity_interests_id";
  DROP TYPE "public"."enum_investments_tax_relief";
  DROP TYPE "public"."enum_opportunity_interests_option";`)
}
