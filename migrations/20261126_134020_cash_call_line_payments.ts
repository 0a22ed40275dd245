import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_payable_kind" ADD VALUE 'cash_call_line';
  ALTER TABLE "payments" ADD COLUMN "cash_call_line_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_call_line_id_cash_call_lines_id_fk" FOREIGN KEY ("cash_call_line_id") REFERENCES "public"."cash_call_lines"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_cash_call_line_idx" ON "payments" USING btree ("cash_call_line_id");`)
  // ---- Written by hand (decision 025); keep when this migration is regenerated. ----
  // 1. The line a payment pays is kept while the payment names it (NO ACTION, as the money model's
  //    other keys; delete_unsafe removes an opportunity's payments before its lines).
  // 2. A payment names exactly its payable kind's column (the kinds compared as text: a value added
  //    in this transaction is not usable as an enum literal before it commits).
  // 3. One `cash_call_payment` entry per payment, as one `payment_received` (decision 016): a refund
  //    names that one receipt.
  await db.execute(sql`
  ALTER TABLE "payments" DROP CONSTRAINT "payments_cash_call_line_id_cash_call_lines_id_fk";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_call_line_id_cash_call_lines_id_fk" FOREIGN KEY ("cash_call_line_id") REFERENCES "public"."cash_call_lines"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "payments" DROP CONSTRAINT "payments_payable_named";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_payable_named" CHECK (("payable_kind"::text = 'investment') = ("investment_id" IS NOT NULL) AND ("payable_kind"::text = 'cash_call_line') = ("cash_call_line_id" IS NOT NULL));
  CREATE UNIQUE INDEX "ledger_entries_one_cash_call_receipt_per_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE "kind" = 'cash_call_payment' AND "payment_id" IS NOT NULL;`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written parts first.
  await db.execute(sql`
  DROP INDEX "ledger_entries_one_cash_call_receipt_per_payment_idx";
  ALTER TABLE "payments" DROP CONSTRAINT "payments_payable_named";
  ALTER TABLE "payments" ADD CONSTRAINT "payments_payable_named" CHECK ("payable_kind" <> 'investment' OR "investment_id" IS NOT NULL);`)
  await db.execute(sql`
   ALTER TABLE "payments" DROP CONSTRAINT "payments_cash_call_line_id_cash_call_lines_id_fk";
  
  ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET DATA TYPE text;
  ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET DEFAULT 'investment'::text;
  DROP TYPE "public"."enum_payments_payable_kind";
  CREATE TYPE "public"."enum_payments_payable_kind" AS ENUM('investment');
  ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET DEFAULT 'investment'::"public"."enum_payments_payable_kind";
  ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET DATA TYPE "public"."enum_payments_payable_kind" USING "payable_kind"::"public"."enum_payments_payable_kind";
  DROP INDEX "payments_cash_call_line_idx";
  ALTER TABLE "payments" DROP COLUMN "cash_call_line_id";`)
}
