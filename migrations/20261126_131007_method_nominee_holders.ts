import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_investments_holder_kind" ADD VALUE 'method_entity';
  ALTER TYPE "public"."enum_investments_holder_kind" ADD VALUE 'nominee';
  ALTER TYPE "public"."enum_ledger_entries_holder_kind" ADD VALUE 'method_entity';
  ALTER TYPE "public"."enum_ledger_entries_holder_kind" ADD VALUE 'nominee';
  ALTER TYPE "public"."enum_payments_holder_kind" ADD VALUE 'method_entity';
  ALTER TYPE "public"."enum_payments_holder_kind" ADD VALUE 'nominee';
  ALTER TYPE "public"."enum_pre_emption_responses_holder_kind" ADD VALUE 'method_entity';
  ALTER TYPE "public"."enum_pre_emption_responses_holder_kind" ADD VALUE 'nominee';
  ALTER TABLE "investments" ADD COLUMN "holder_method_entity_id" integer;
  ALTER TABLE "investments" ADD COLUMN "holder_nominee_id" integer;
  ALTER TABLE "ledger_entries" ADD COLUMN "holder_method_entity_id" integer;
  ALTER TABLE "ledger_entries" ADD COLUMN "holder_nominee_id" integer;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investments_holder_method_entity_idx" ON "investments" USING btree ("holder_method_entity_id");
  CREATE INDEX "investments_holder_nominee_idx" ON "investments" USING btree ("holder_nominee_id");
  CREATE INDEX "ledger_entries_holder_method_entity_idx" ON "ledger_entries" USING btree ("holder_method_entity_id");
  CREATE INDEX "ledger_entries_holder_nominee_idx" ON "ledger_entries" USING btree ("holder_nominee_id");`)
  // ---- Written by hand (decision 025, the pattern of decision 020); keep when this migration is regenerated. ----
  // 1. The new holder columns refuse deletes (NO ACTION) like the ledger's other foreign keys: an
  //    entity or a nominee the ledger names is kept (the collections say so with a 409 first), and a
  //    SET NULL of an entry would be an UPDATE the ledger's trigger refuses.
  // 2. A row names its entity (its nominee) exactly when its holder kind is `method_entity`
  //    (`nominee`): a CHECK of its own per column beside the existing holder CHECKs. Kinds compared
  //    as text: an enum value added in this transaction is not usable as a literal before it commits.
  await db.execute(sql`
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_method_entity_id_investment_method_entities_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_nominee_id_nominees_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_method_entity_id_investment_method_entities_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_nominee_id_nominees_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_method_entity_named" CHECK (("holder_kind"::text = 'method_entity') = ("holder_method_entity_id" IS NOT NULL));
  ALTER TABLE "investments" ADD CONSTRAINT "investments_holder_nominee_named" CHECK (("holder_kind"::text = 'nominee') = ("holder_nominee_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_method_entity_named" CHECK (("holder_kind"::text = 'method_entity') = ("holder_method_entity_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_holder_nominee_named" CHECK (("holder_kind"::text = 'nominee') = ("holder_nominee_id" IS NOT NULL));`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written checks first.
  await db.execute(sql`
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_method_entity_named";
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_nominee_named";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_method_entity_named";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_nominee_named";`)
  await db.execute(sql`
   ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_method_entity_id_investment_method_entities_id_fk";
  
  ALTER TABLE "investments" DROP CONSTRAINT "investments_holder_nominee_id_nominees_id_fk";
  
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_method_entity_id_investment_method_entities_id_fk";
  
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_holder_nominee_id_nominees_id_fk";
  
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_investments_holder_kind";
  CREATE TYPE "public"."enum_investments_holder_kind" AS ENUM('investor', 'fund', 'tenant', 'organisation');
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_investments_holder_kind";
  ALTER TABLE "investments" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_investments_holder_kind" USING "holder_kind"::"public"."enum_investments_holder_kind";
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_ledger_entries_holder_kind";
  CREATE TYPE "public"."enum_ledger_entries_holder_kind" AS ENUM('investor', 'fund', 'tenant', 'organisation');
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_ledger_entries_holder_kind";
  ALTER TABLE "ledger_entries" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_ledger_entries_holder_kind" USING "holder_kind"::"public"."enum_ledger_entries_holder_kind";
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_payments_holder_kind";
  CREATE TYPE "public"."enum_payments_holder_kind" AS ENUM('investor', 'fund', 'tenant', 'organisation');
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_payments_holder_kind";
  ALTER TABLE "payments" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_payments_holder_kind" USING "holder_kind"::"public"."enum_payments_holder_kind";
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DATA TYPE text;
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::text;
  DROP TYPE "public"."enum_pre_emption_responses_holder_kind";
  CREATE TYPE "public"."enum_pre_emption_responses_holder_kind" AS ENUM('investor', 'fund', 'tenant', 'organisation');
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DEFAULT 'investor'::"public"."enum_pre_emption_responses_holder_kind";
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_kind" SET DATA TYPE "public"."enum_pre_emption_responses_holder_kind" USING "holder_kind"::"public"."enum_pre_emption_responses_holder_kind";
  DROP INDEX "investments_holder_method_entity_idx";
  DROP INDEX "investments_holder_nominee_idx";
  DROP INDEX "ledger_entries_holder_method_entity_idx";
  DROP INDEX "ledger_entries_holder_nominee_idx";
  ALTER TABLE "investments" DROP COLUMN "holder_method_entity_id";
  ALTER TABLE "investments" DROP COLUMN "holder_nominee_id";
  ALTER TABLE "ledger_entries" DROP COLUMN "holder_method_entity_id";
  ALTER TABLE "ledger_entries" DROP COLUMN "holder_nominee_id";`)
}
