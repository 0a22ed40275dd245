import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investment_opportunities" ADD COLUMN "investment_terms" varchar;
  ALTER TABLE "investment_opportunities" ADD COLUMN "investment_terms_version" numeric;
  ALTER TABLE "investments" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "terms_version" numeric;
  ALTER TABLE "investments" ADD COLUMN "terms_hash" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investment_opportunities" DROP COLUMN "investment_terms";
  ALTER TABLE "investment_opportunities" DROP COLUMN "investment_terms_version";
  ALTER TABLE "investments" DROP COLUMN "terms_accepted_at";
  ALTER TABLE "investments" DROP COLUMN "terms_version";
  ALTER TABLE "investments" DROP COLUMN "terms_hash";`)
}
