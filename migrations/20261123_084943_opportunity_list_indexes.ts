import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "investment_opportunities_title_idx" ON "investment_opportunities" USING btree ("title");
  CREATE INDEX "investment_opportunities_closes_at_idx" ON "investment_opportunities" USING btree ("closes_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "investment_opportunities_title_idx";
  DROP INDEX "investment_opportunities_closes_at_idx";`)
}
