import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_ledger_entries_kind" ADD VALUE 'refund';
  ALTER TYPE "public"."enum_cash_call_lines_status" ADD VALUE 'cancelled';`)
  // ---- Written by hand (docs/decisions/018-refunds-and-reconciliation.md); keep when this migration is regenerated. ----
  // 1. A `refund` names the `payment_received` entry it gives back (`reverses_id`) as a reversal does,
  //    so it counts in that entry's category in every sum. The new enum value cannot be compared as
  //    an enum in the transaction that adds it, hence the ::text.
  // 2. Several refunds may name one receipt (in part, then the rest): the one-reversal-per-entry
  //    index now holds reversals only (an existing value, compared as an enum, as an index needs).
  // 3. A refund is negative, moves no shares and names its payment. That refunds never exceed the
  //    receipt is held by the refund endpoint under the payment's row lock.
  await db.execute(sql`
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reversal_names_entry";
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_names_entry" CHECK (("kind"::text IN ('reversal', 'refund')) = ("reverses_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_of_a_payment" CHECK ("kind"::text <> 'refund' OR ("payment_id" IS NOT NULL AND "amount" < 0 AND "shares_delta" = 0));
  DROP INDEX "ledger_entries_reversed_once_idx";
  CREATE UNIQUE INDEX "ledger_entries_reversed_once_idx" ON "ledger_entries" USING btree ("reverses_id") WHERE "reverses_id" IS NOT NULL AND "kind" = 'reversal';`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Hand-written (decision 018): the constraints as decision 012 had them, before the enum loses 'refund'.
  await db.execute(sql`
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_refund_of_a_payment";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reversal_names_entry";
  DROP INDEX "ledger_entries_reversed_once_idx";`)
  await db.execute(sql`
   ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_ledger_entries_kind";
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('investment', 'payment_received', 'fee', 'cash_call', 'cash_call_payment', 'distribution', 'transfer', 'share_split', 'write_off', 'reversal');
  ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_ledger_entries_kind" USING "kind"::"public"."enum_ledger_entries_kind";
  ALTER TABLE "cash_call_lines" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_cash_call_lines_status";
  CREATE TYPE "public"."enum_cash_call_lines_status" AS ENUM('awaiting_payment', 'payment_received', 'paid_out');
  ALTER TABLE "cash_call_lines" ALTER COLUMN "status" SET DATA TYPE "public"."enum_cash_call_lines_status" USING "status"::"public"."enum_cash_call_lines_status";`)
  await db.execute(sql`
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_names_entry" CHECK (("kind" = 'reversal') = ("reverses_id" IS NOT NULL));
  CREATE UNIQUE INDEX "ledger_entries_reversed_once_idx" ON "ledger_entries" USING btree ("reverses_id") WHERE "reverses_id" IS NOT NULL;`)
}
