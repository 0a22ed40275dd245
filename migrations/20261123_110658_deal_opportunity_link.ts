import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deals" ADD COLUMN "opportunity_id" integer;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "deals_opportunity_idx" ON "deals" USING btree ("opportunity_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deals" DROP CONSTRAINT "deals_opportunity_id_investment_opportunities_id_fk";
  
  DROP INDEX "deals_opportunity_idx";
  ALTER TABLE "deals" DROP COLUMN "opportunity_id";`)
}
