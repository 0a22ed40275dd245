import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "documents" ADD COLUMN "reviewed_by_id" integer;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "documents_reviewed_by_idx" ON "documents" USING btree ("reviewed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" DROP CONSTRAINT "documents_reviewed_by_id_users_id_fk";
  
  DROP INDEX "documents_reviewed_by_idx";
  ALTER TABLE "documents" DROP COLUMN "reviewed_at";
  ALTER TABLE "documents" DROP COLUMN "reviewed_by_id";`)
}
