import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenant_pipeline_stage_idx";
  CREATE INDEX "tenant_pipeline_stage_name_idx" ON "deals" USING btree ("tenant_id","pipeline_id","stage","name");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenant_pipeline_stage_name_idx";
  CREATE INDEX "tenant_pipeline_stage_idx" ON "deals" USING btree ("tenant_id","pipeline_id","stage");`)
}
