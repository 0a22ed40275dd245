import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_payable_kind" AS ENUM('investment');
  CREATE TYPE "public"."enum_payments_holder_kind" AS ENUM('investor');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('bank_transfer', 'card');
  CREATE TYPE "public"."enum_payments_state" AS ENUM('pending', 'succeeded', 'failed', 'refunded');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('stripe');
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payable_kind" "enum_payments_payable_kind" DEFAULT 'investment' NOT NULL,
  	"investment_id" integer,
  	"opportunity_id" integer,
  	"holder_kind" "enum_payments_holder_kind" DEFAULT 'investor',
  	"holder_id" integer,
  	"method" "enum_payments_method" NOT NULL,
  	"state" "enum_payments_state" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"provider" "enum_payments_provider",
  	"provider_payment_id" varchar,
  	"provider_subscription_id" varchar,
  	"provider_customer_id" varchar,
  	"failure_reason" varchar,
  	"note" varchar,
  	"created_by" numeric,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "bank_details_account_name" varchar;
  ALTER TABLE "tenants" ADD COLUMN "bank_details_sort_code" varchar;
  ALTER TABLE "tenants" ADD COLUMN "bank_details_account_number" varchar;
  ALTER TABLE "tenants" ADD COLUMN "bank_details_iban" varchar;
  ALTER TABLE "tenants" ADD COLUMN "bank_details_bic" varchar;
  ALTER TABLE "ledger_entries" ADD COLUMN "payment_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_investment_idx" ON "payments" USING btree ("investment_id");
  CREATE INDEX "payments_opportunity_idx" ON "payments" USING btree ("opportunity_id");
  CREATE INDEX "payments_holder_idx" ON "payments" USING btree ("holder_id");
  CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");
  CREATE UNIQUE INDEX "payments_provider_payment_id_idx" ON "payments" USING btree ("provider_payment_id");
  CREATE INDEX "payments_provider_subscription_id_idx" ON "payments" USING btree ("provider_subscription_id");
  CREATE INDEX "payments_tenant_idx" ON "payments" USING btree ("tenant_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "tenant_opportunity_createdAt_idx" ON "payments" USING btree ("tenant_id","opportunity_id","created_at");
  CREATE INDEX "investment_state_idx" ON "payments" USING btree ("investment_id","state");
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
  // ---- Written by hand (docs/decisions/016-payments.md); keep when this migration is regenerated. ----
  // 1. What a payment names cannot be deleted from under it, and the ledger's entry naming a payment
  //    keeps it: foreign keys refuse (NO ACTION) instead of Payload's SET NULL (on the ledger that
  //    would be an UPDATE of an entry, refused by its append-only trigger). delete_unsafe of an
  //    opportunity removes its payments between its entries and its investments (money-model-seam.ts).
  // 2. Whole positive amounts; the payable's column set for its kind (a cash-call line adds its
  //    column and its branch here); a received date exactly when money was received; provider ids on
  //    card payments only.
  // 3. One `payment_received` entry per payment: no replay or race records a payment's money twice.
  // 4. At most one card payment of an investment waiting for the investor at a time.
  await db.execute(sql`
  ALTER TABLE "payments" DROP CONSTRAINT "payments_investment_id_investments_id_fk";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_opportunity_id_investment_opportunities_id_fk";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_holder_id_users_id_fk";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_tenant_id_tenants_id_fk";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_id_payments_id_fk";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_whole_amount" CHECK ("amount" = trunc("amount") AND "amount" > 0);
  ALTER TABLE "payments" ADD CONSTRAINT "payments_payable_named" CHECK ("payable_kind" <> 'investment' OR "investment_id" IS NOT NULL);
  ALTER TABLE "payments" ADD CONSTRAINT "payments_received_when_received" CHECK (("state" IN ('succeeded', 'refunded')) = ("received_at" IS NOT NULL));
  ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_on_cards" CHECK ("method" = 'card' OR ("provider" IS NULL AND "provider_payment_id" IS NULL AND "provider_subscription_id" IS NULL));
  CREATE UNIQUE INDEX "ledger_entries_one_receipt_per_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE "kind" = 'payment_received' AND "payment_id" IS NOT NULL;
  CREATE UNIQUE INDEX "payments_one_open_card_payment_idx" ON "payments" USING btree ("investment_id") WHERE "method" = 'card' AND "state" = 'pending';`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_id_payments_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "ledger_entries_payment_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "bank_details_account_name";
  ALTER TABLE "tenants" DROP COLUMN "bank_details_sort_code";
  ALTER TABLE "tenants" DROP COLUMN "bank_details_account_number";
  ALTER TABLE "tenants" DROP COLUMN "bank_details_iban";
  ALTER TABLE "tenants" DROP COLUMN "bank_details_bic";
  ALTER TABLE "ledger_entries" DROP COLUMN "payment_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_payable_kind";
  DROP TYPE "public"."enum_payments_holder_kind";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_state";
  DROP TYPE "public"."enum_payments_provider";`)
}
