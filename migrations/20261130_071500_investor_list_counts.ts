import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand (no change to the collections, so the snapshot is the last one's). The investor
// list (issue 11 §1) and every list of users by role count their rows for "n investors" and the
// page count: without an index on the role, counting a tenant's 50,000 investors read every user
// row of the table (36 ms at bench scale); on (tenant_id, role_id, has_invested) the count is an
// index-only scan (7 ms), the "has invested" filter's too (5 ms).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "users_tenant_role_invested_idx" ON "users" USING btree ("tenant_id", "role_id", "has_invested");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "users_tenant_role_invested_idx";`)
}
