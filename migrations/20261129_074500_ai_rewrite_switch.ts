import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "features_ai_rewrite_enabled" boolean DEFAULT false;
  -- By hand (decision 044): tenants that exist already keep the AI rewrite their editors offered before the switch; new ones start without.
  UPDATE "tenants" SET "features_ai_rewrite_enabled" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "features_ai_rewrite_enabled";`)
}
