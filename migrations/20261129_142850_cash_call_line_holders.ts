import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_cash_call_lines_holder_kind" ADD VALUE 'organisation';
  ALTER TYPE "public"."enum_cash_call_lines_holder_kind" ADD VALUE 'method_entity';
  ALTER TYPE "public"."enum_cash_call_lines_holder_kind" ADD VALUE 'nominee';
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_id" DROP NOT NULL;
  ALTER TABLE "cash_call_lines" ADD COLUMN "holder_organisation_id" integer;
  ALTER TABLE "cash_call_lines" ADD COLUMN "holder_method_entity_id" integer;
  ALTER TABLE "cash_call_lines" ADD COLUMN "holder_nominee_id" integer;
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cash_call_lines_holder_organisation_idx" ON "cash_call_lines" USING btree ("holder_organisation_id");
  CREATE INDEX "cash_call_lines_holder_method_entity_idx" ON "cash_call_lines" USING btree ("holder_method_entity_id");
  CREATE INDEX "cash_call_lines_holder_nominee_idx" ON "cash_call_lines" USING btree ("holder_nominee_id");`)
  // ---- Written by hand (decision 014 "Holders of every kind", the pattern of decisions 020, 025); keep when this migration is regenerated. ----
  // 1. The new holder columns refuse deletes (NO ACTION) like the ledger's: an organisation, an
  //    account or a nominee a line names is kept (the ledger names it too, and the collections say
  //    so with a 409 first).
  // 2. A line names its holder exactly in its kind's column: a CHECK per column (kinds compared as
  //    text: an enum value added in this transaction is not usable as a literal before it commits).
  await db.execute(sql`
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_organisation_id_organisations_id_fk";
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_method_entity_id_investment_method_entities_id_fk";
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_nominee_id_nominees_id_fk";
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_named" CHECK (("holder_kind"::text = 'investor') = ("holder_id" IS NOT NULL));
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_organisation_named" CHECK (("holder_kind"::text = 'organisation') = ("holder_organisation_id" IS NOT NULL));
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_method_entity_named" CHECK (("holder_kind"::text = 'method_entity') = ("holder_method_entity_id" IS NOT NULL));
  ALTER TABLE "cash_call_lines" ADD CONSTRAINT "cash_call_lines_holder_nominee_named" CHECK (("holder_kind"::text = 'nominee') = ("holder_nominee_id" IS NOT NULL));`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written checks first.
  await db.execute(sql`
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_named";
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_organisation_named";
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_method_entity_named";
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_nominee_named";`)
  await db.execute(sql`
   ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_organisation_id_organisations_id_fk";
  
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_method_entity_id_investment_method_entities_id_fk";
  
  ALTER TABLE "cash_call_lines" DROP CONSTRAINT "cash_call_lines_holder_nominee_id_nominees_id_fk";
  
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_cash_call_lines_holder_kind";
  CREATE TYPE "public"."enum_cash_call_lines_holder_kind" AS ENUM('investor');
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_cash_call_lines_holder_kind";
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_cash_call_lines_holder_kind" USING "holder_kind"::"public"."enum_cash_call_lines_holder_kind";
  DROP INDEX "cash_call_lines_holder_organisation_idx";
  DROP INDEX "cash_call_lines_holder_method_entity_idx";
  DROP INDEX "cash_call_lines_holder_nominee_idx";
  ALTER TABLE "cash_call_lines" ALTER COLUMN "holder_id" SET NOT NULL;
  ALTER TABLE "cash_call_lines" DROP COLUMN "holder_organisation_id";
  ALTER TABLE "cash_call_lines" DROP COLUMN "holder_method_entity_id";
  ALTER TABLE "cash_call_lines" DROP COLUMN "holder_nominee_id";`)
}
