import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_investments_holder_kind" ADD VALUE 'organisation';
  ALTER TYPE "public"."enum_ledger_entries_holder_kind" ADD VALUE 'organisation';
  ALTER TYPE "public"."enum_payments_holder_kind" ADD VALUE 'organisation';
  ALTER TYPE "public"."enum_pre_emption_responses_holder_kind" ADD VALUE 'organisation';
  ALTER TABLE "investments" ADD COLUMN "holder_organisation_id" integer;
  ALTER TABLE "ledger_entries" ADD COLUMN "holder_organisation_id" integer;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investments_holder_organisation_idx" ON "investments" USING btree ("holder_organisation_id");
  CREATE INDEX "ledger_entries_holder_organisation_idx" ON "ledger_entries" USING btree ("holder_organisation_id");`)
  // ---- Written by hand (decision 020, after decisions 012 and 014); keep when this migration is regenerated. ----
  // 1. The new holder column refuses deletes (NO ACTION) like the ledger's other foreign keys: an
  //    organisation the ledger names is kept (the collection says so with a 409 first), and a SET NULL
  //    of an entry would be an UPDATE the ledger's trigger refuses.
  // 2. A row names its organisation exactly when its holder kind is `organisation`. A CHECK of its
  //    own beside the existing holder CHECKs (which already hold holder_id and holder_fund_id empty
  //    for any kind but theirs), so other holder kinds can add theirs the same way. Kinds compared as
  //    text: an enum value added in this transaction is not usable as a literal before it commits.
  await db.execute(sql`
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_organisation_id_organisations_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_organisation_id_organisations_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_organisation_named" CHECK (("holder_kind"::text = 'organisation') = ("holder_organisation_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_organisation_named" CHECK (("holder_kind"::text = 'organisation') = ("holder_organisation_id" IS NOT NULL));`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written checks first.
  await db.execute(sql`
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_organisation_named";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_organisation_named";`)
  await db.execute(sql`
   ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_organisation_id_organisations_id_fk";
  
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_organisation_id_organisations_id_fk";
  
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_investments_holder_kind";
  CREATE TYPE "public"."enum_investments_holder_kind" AS ENUM('investor', 'fund', 'tenant');
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_investments_holder_kind";
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_investments_holder_kind" USING "holder_kind"::"public"."enum_investments_holder_kind";
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_ledger_entries_holder_kind";
  CREATE TYPE "public"."enum_ledger_entries_holder_kind" AS ENUM('investor', 'fund', 'tenant');
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_ledger_entries_holder_kind";
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_ledger_entries_holder_kind" USING "holder_kind"::"public"."enum_ledger_entries_holder_kind";
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_payments_holder_kind";
  CREATE TYPE "public"."enum_payments_holder_kind" AS ENUM('investor', 'fund', 'tenant');
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_payments_holder_kind";
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_payments_holder_kind" USING "holder_kind"::"public"."enum_payments_holder_kind";
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_pre_emption_responses_holder_kind";
  CREATE TYPE "public"."enum_pre_emption_responses_holder_kind" AS ENUM('investor', 'fund', 'tenant');
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_pre_emption_responses_holder_kind";
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_pre_emption_responses_holder_kind" USING "holder_kind"::"public"."enum_pre_emption_responses_holder_kind";
  DROP INDEX "investments_holder_organisation_idx";
  DROP INDEX "ledger_entries_holder_organisation_idx";
  ALTER TABLE "investments" DROP COLUMN "holder_organisation_id";
  ALTER TABLE "ledger_entries" DROP COLUMN "holder_organisation_id";`)
}
