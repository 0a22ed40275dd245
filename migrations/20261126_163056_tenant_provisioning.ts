import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_status" AS ENUM('active', 'suspended');
  ALTER TABLE "tenants" ADD COLUMN "status" "enum_tenants_status" DEFAULT 'active';
  ALTER TABLE "tenants" ADD COLUMN "suspended_at" timestamp(3) with time zone;
  ALTER TABLE "tenants" ADD COLUMN "first_admin_name" varchar;
  ALTER TABLE "tenants" ADD COLUMN "first_admin_surname" varchar;
  ALTER TABLE "tenants" ADD COLUMN "first_admin_email" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "status";
  ALTER TABLE "tenants" DROP COLUMN "suspended_at";
  ALTER TABLE "tenants" DROP COLUMN "first_admin_name";
  ALTER TABLE "tenants" DROP COLUMN "first_admin_surname";
  ALTER TABLE "tenants" DROP COLUMN "first_admin_email";
  DROP TYPE "public"."enum_tenants_status";`)
}
