import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pre_emption_rounds_subject_kind" ADD VALUE 'company';
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_id" DROP NOT NULL;
  ALTER TABLE "pre_emption_rounds" ADD COLUMN "company_id" integer;
  ALTER TABLE "pre_emption_responses" ADD COLUMN "holder_fund_id" integer;
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_fund_id_funds_id_fk" FOREIGN KEY ("holder_fund_id") REFERENCES "public"."funds"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pre_emption_rounds_company_idx" ON "pre_emption_rounds" USING btree ("company_id");
  CREATE INDEX "tenant_company_status_1_idx" ON "pre_emption_rounds" USING btree ("tenant_id","company_id","status");
  CREATE INDEX "pre_emption_responses_holder_fund_idx" ON "pre_emption_responses" USING btree ("holder_fund_id");
  CREATE UNIQUE INDEX "round_holderFund_idx" ON "pre_emption_responses" USING btree ("round_id","holder_fund_id");`)
  // ---- Written by hand (decision 015 "Subjects: companies", the pattern of decisions 014, 020); keep when this migration is regenerated. ----
  // 1. The new keys refuse deletes (NO ACTION) like the money model's: a company or a fund a round
  //    names is kept (the ledger names it too; the collections say so with a 409 first).
  // 2. A round names exactly its subject kind's column; a response exactly its holder kind's column,
  //    and only the kinds a round offers to (investors; a company's funds and the firm). Kinds
  //    compared as text: an enum value added in this transaction is not usable as a literal before
  //    it commits.
  // 3. One open round per company, as per opportunity; one response per fund and one for the firm
  //    per round, as per investor (the index compares the enum itself: `tenant` is an older value,
  //    and a cast to text is not immutable, which an index predicate must be).
  await db.execute(sql`
  ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_company_id_companies_id_fk";
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_fund_id_funds_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_fund_id_funds_id_fk" FOREIGN KEY ("holder_fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_opportunity_named" CHECK (("subject_kind"::text = 'opportunity') = ("opportunity_id" IS NOT NULL));
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_company_named" CHECK (("subject_kind"::text = 'company') = ("company_id" IS NOT NULL));
  CREATE UNIQUE INDEX "pre_emption_rounds_one_open_company_idx" ON "pre_emption_rounds" USING btree ("company_id") WHERE "status" = 'open' AND "company_id" IS NOT NULL;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_kinds" CHECK ("holder_kind"::text IN ('investor', 'fund', 'tenant'));
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_named" CHECK (("holder_kind"::text = 'investor') = ("holder_id" IS NOT NULL));
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_fund_named" CHECK (("holder_kind"::text = 'fund') = ("holder_fund_id" IS NOT NULL));
  CREATE UNIQUE INDEX "pre_emption_responses_one_firm_idx" ON "pre_emption_responses" USING btree ("round_id") WHERE "holder_kind" = 'tenant';`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written parts first.
  await db.execute(sql`
  DROP INDEX "pre_emption_responses_one_firm_idx";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_fund_named";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_named";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_kinds";
  DROP INDEX "pre_emption_rounds_one_open_company_idx";
  ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_company_named";
  ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_opportunity_named";`)
  await db.execute(sql`
   ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_company_id_companies_id_fk";
  
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_fund_id_funds_id_fk";
  
  ALTER TABLE "pre_emption_rounds" ALTER COLUMN "subject_kind" SET DATA TYPE text;
  ALTER TABLE "pre_emption_rounds" ALTER COLUMN "subject_kind" SET DEFAULT 'opportunity'::text;
  DROP TYPE "public"."enum_pre_emption_rounds_subject_kind";
  CREATE TYPE "public"."enum_pre_emption_rounds_subject_kind" AS ENUM('opportunity');
  ALTER TABLE "pre_emption_rounds" ALTER COLUMN "subject_kind" SET DEFAULT 'opportunity'::"public"."enum_pre_emption_rounds_subject_kind";
  ALTER TABLE "pre_emption_rounds" ALTER COLUMN "subject_kind" SET DATA TYPE "public"."enum_pre_emption_rounds_subject_kind" USING "subject_kind"::"public"."enum_pre_emption_rounds_subject_kind";
  DROP INDEX "pre_emption_rounds_company_idx";
  DROP INDEX "tenant_company_status_1_idx";
  DROP INDEX "pre_emption_responses_holder_fund_idx";
  DROP INDEX "round_holderFund_idx";
  ALTER TABLE "pre_emption_responses" ALTER COLUMN "holder_id" SET NOT NULL;
  ALTER TABLE "pre_emption_rounds" DROP COLUMN "company_id";
  ALTER TABLE "pre_emption_responses" DROP COLUMN "holder_fund_id";`)
}
