import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Decision 042: a KPI's lock (attributes_lock), and the trigram indexes of the insider register's
// search boxes (SQL by hand, as the other searched lists': src/collections/search-indexes.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kpis" ADD COLUMN "locked" boolean DEFAULT false;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "market_sounding_acceptances_investor_name_trgm_idx" ON "market_sounding_acceptances" USING gin ("investor_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "market_sounding_acceptances_investor_email_trgm_idx" ON "market_sounding_acceptances" USING gin ("investor_email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "market_sounding_acceptances_opportunity_name_trgm_idx" ON "market_sounding_acceptances" USING gin ("opportunity_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "market_sounding_acceptances_reference_trgm_idx" ON "market_sounding_acceptances" USING gin ("reference" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "pa_deals_staff_name_trgm_idx" ON "pa_deals" USING gin ("staff_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "pa_deals_instrument_trgm_idx" ON "pa_deals" USING gin ("instrument" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "kpis" DROP COLUMN "locked";
  DROP INDEX IF EXISTS "market_sounding_acceptances_investor_name_trgm_idx";
  DROP INDEX IF EXISTS "market_sounding_acceptances_investor_email_trgm_idx";
  DROP INDEX IF EXISTS "market_sounding_acceptances_opportunity_name_trgm_idx";
  DROP INDEX IF EXISTS "market_sounding_acceptances_reference_trgm_idx";
  DROP INDEX IF EXISTS "pa_deals_staff_name_trgm_idx";
  DROP INDEX IF EXISTS "pa_deals_instrument_trgm_idx";`)
}
