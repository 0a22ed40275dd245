import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_documents_purpose" ADD VALUE 'identity_passport';
  ALTER TYPE "public"."enum_documents_purpose" ADD VALUE 'identity_driving_licence';
  ALTER TYPE "public"."enum_documents_purpose" ADD VALUE 'identity_address';
  ALTER TABLE "tenants" ADD COLUMN "features_subscriptions_enabled" boolean DEFAULT false;
  -- By hand (decision 037): tenants that exist already keep offering monthly instalments, as before the switch; new ones start without.
  UPDATE "tenants" SET "features_subscriptions_enabled" = true;
  ALTER TABLE "users" ADD COLUMN "phone" varchar;
  ALTER TABLE "users" ADD COLUMN "date_of_birth" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "nationality" varchar;
  ALTER TABLE "users" ADD COLUMN "address_line1" varchar;
  ALTER TABLE "users" ADD COLUMN "address_line2" varchar;
  ALTER TABLE "users" ADD COLUMN "town" varchar;
  ALTER TABLE "users" ADD COLUMN "postcode" varchar;
  ALTER TABLE "users" ADD COLUMN "country" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_purpose";
  CREATE TYPE "public"."enum_documents_purpose" AS ENUM('investment_agreement', 'consent');
  ALTER TABLE "documents" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_documents_purpose" USING "purpose"::"public"."enum_documents_purpose";
  ALTER TABLE "tenants" DROP COLUMN "features_subscriptions_enabled";
  ALTER TABLE "users" DROP COLUMN "phone";
  ALTER TABLE "users" DROP COLUMN "date_of_birth";
  ALTER TABLE "users" DROP COLUMN "nationality";
  ALTER TABLE "users" DROP COLUMN "address_line1";
  ALTER TABLE "users" DROP COLUMN "address_line2";
  ALTER TABLE "users" DROP COLUMN "town";
  ALTER TABLE "users" DROP COLUMN "postcode";
  ALTER TABLE "users" DROP COLUMN "country";`)
}
