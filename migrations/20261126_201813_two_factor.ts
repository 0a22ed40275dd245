import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_user_sessions_ended_reason" ADD VALUE 'signed-out-elsewhere';
  ALTER TYPE "public"."enum_user_sessions_ended_reason" ADD VALUE 'two-factor-changed';
  ALTER TYPE "public"."enum_user_sessions_ended_reason" ADD VALUE 'two-factor-required';
  ALTER TABLE "tenants" ADD COLUMN "staff_two_factor_required" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "totp_recovery_hashes" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "user_sessions" ALTER COLUMN "ended_reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_user_sessions_ended_reason";
  CREATE TYPE "public"."enum_user_sessions_ended_reason" AS ENUM('logout', 'password-changed', 'password-reset', 'email-changed', 'disabled');
  ALTER TABLE "user_sessions" ALTER COLUMN "ended_reason" SET DATA TYPE "public"."enum_user_sessions_ended_reason" USING "ended_reason"::"public"."enum_user_sessions_ended_reason";
  ALTER TABLE "tenants" DROP COLUMN "staff_two_factor_required";
  ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "totp_recovery_hashes";`)
}
