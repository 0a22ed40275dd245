import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pre_emption_rounds_subject_kind" AS ENUM('opportunity');
  CREATE TYPE "public"."enum_pre_emption_rounds_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_pre_emption_responses_holder_kind" AS ENUM('investor');
  CREATE TYPE "public"."enum_pre_emption_responses_responded_via" AS ENUM('staff', 'investor');
  CREATE TABLE "pre_emption_rounds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_kind" "enum_pre_emption_rounds_subject_kind" DEFAULT 'opportunity' NOT NULL,
  	"opportunity_id" integer,
  	"status" "enum_pre_emption_rounds_status" DEFAULT 'open' NOT NULL,
  	"deadline" timestamp(3) with time zone NOT NULL,
  	"share_price" numeric NOT NULL,
  	"shares_offered" numeric NOT NULL,
  	"amount_offered" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"shares_held" numeric NOT NULL,
  	"note" varchar,
  	"opened_by" numeric,
  	"closed_at" timestamp(3) with time zone,
  	"closed_by" numeric,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pre_emption_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"round_id" integer NOT NULL,
  	"holder_kind" "enum_pre_emption_responses_holder_kind" DEFAULT 'investor' NOT NULL,
  	"holder_id" integer NOT NULL,
  	"holding" numeric NOT NULL,
  	"entitlement" numeric NOT NULL,
  	"code" numeric DEFAULT 5 NOT NULL,
  	"shares" numeric DEFAULT 0 NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"responded_by" numeric,
  	"responded_via" "enum_pre_emption_responses_responded_via",
  	"note" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pre_emption_rounds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pre_emption_responses_id" integer;
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_round_id_pre_emption_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."pre_emption_rounds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pre_emption_rounds_opportunity_idx" ON "pre_emption_rounds" USING btree ("opportunity_id");
  CREATE INDEX "pre_emption_rounds_status_idx" ON "pre_emption_rounds" USING btree ("status");
  CREATE INDEX "pre_emption_rounds_tenant_idx" ON "pre_emption_rounds" USING btree ("tenant_id");
  CREATE INDEX "pre_emption_rounds_updated_at_idx" ON "pre_emption_rounds" USING btree ("updated_at");
  CREATE INDEX "pre_emption_rounds_created_at_idx" ON "pre_emption_rounds" USING btree ("created_at");
  CREATE INDEX "tenant_opportunity_status_1_idx" ON "pre_emption_rounds" USING btree ("tenant_id","opportunity_id","status");
  CREATE INDEX "pre_emption_responses_round_idx" ON "pre_emption_responses" USING btree ("round_id");
  CREATE INDEX "pre_emption_responses_holder_idx" ON "pre_emption_responses" USING btree ("holder_id");
  CREATE INDEX "pre_emption_responses_code_idx" ON "pre_emption_responses" USING btree ("code");
  CREATE INDEX "pre_emption_responses_tenant_idx" ON "pre_emption_responses" USING btree ("tenant_id");
  CREATE INDEX "pre_emption_responses_updated_at_idx" ON "pre_emption_responses" USING btree ("updated_at");
  CREATE INDEX "pre_emption_responses_created_at_idx" ON "pre_emption_responses" USING btree ("created_at");
  CREATE UNIQUE INDEX "round_holder_idx" ON "pre_emption_responses" USING btree ("round_id","holder_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pre_emption_rounds_fk" FOREIGN KEY ("pre_emption_rounds_id") REFERENCES "public"."pre_emption_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pre_emption_responses_fk" FOREIGN KEY ("pre_emption_responses_id") REFERENCES "public"."pre_emption_responses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pre_emption_rounds_id_idx" ON "payload_locked_documents_rels" USING btree ("pre_emption_rounds_id");
  CREATE INDEX "payload_locked_documents_rels_pre_emption_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("pre_emption_responses_id");`)
  // ---- Written by hand (docs/decisions/015-pre-emption-rounds.md); keep when regenerating. ----
  // 1. Foreign keys: the opportunity, the holder and the tenant a round names cannot be deleted from
  //    under it (NO ACTION instead of Payload's SET NULL, which would null a required column or edit
  //    a closed round); spec 6's delete_unsafe removes an opportunity's rounds first
  //    (money-model-seam.ts). A round's responses go with the round (CASCADE).
  // 2. Whole numbers; what is offered is whole shares at the price; the subject's column is set for
  //    its kind (a company kind adds its sibling); a closed round says when.
  // 3. At most one open round per opportunity (a company kind adds its own partial index).
  // 4. Responses follow spec 4's codes (the rules of settleResponse in src/domain/investments/pre-emption.ts).
  // 5. A closed round and its responses are read-only: a trigger refuses any UPDATE of either
  //    (DELETEs stay possible for delete_unsafe).
  await db.execute(sql`
  ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_opportunity_id_investment_opportunities_id_fk";
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_opportunity_id_investment_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_rounds" DROP CONSTRAINT "pre_emption_rounds_tenant_id_tenants_id_fk";
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_round_id_pre_emption_rounds_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_round_id_pre_emption_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."pre_emption_rounds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_id_users_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_tenant_id_tenants_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_whole_shares" CHECK (
    "share_price" = trunc("share_price") AND "share_price" > 0 AND "shares_offered" = trunc("shares_offered") AND "shares_offered" > 0
    AND "amount_offered" = "shares_offered" * "share_price" AND "shares_held" = trunc("shares_held") AND "shares_held" > 0);
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_subject_named" CHECK ("subject_kind" <> 'opportunity' OR "opportunity_id" IS NOT NULL);
  ALTER TABLE "pre_emption_rounds" ADD CONSTRAINT "pre_emption_rounds_closed_when" CHECK (("status" = 'closed') = ("closed_at" IS NOT NULL));
  CREATE UNIQUE INDEX "pre_emption_rounds_one_open_idx" ON "pre_emption_rounds" USING btree ("opportunity_id") WHERE "status" = 'open';
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_whole_shares" CHECK (
    "holding" = trunc("holding") AND "holding" > 0 AND "entitlement" = trunc("entitlement") AND "entitlement" >= 0 AND "shares" = trunc("shares") AND "shares" >= 0);
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_code_rules" CHECK (
    ("code" IN (1, 4, 5) AND "shares" = 0) OR ("code" = 2 AND "shares" = "entitlement") OR ("code" = 3 AND "shares" > "entitlement")
    OR ("code" = 6 AND "shares" > 0 AND "shares" < "entitlement"));
  CREATE FUNCTION "pre_emption_closed_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'pre_emption_rounds' THEN
      IF OLD.status = 'closed' THEN
        RAISE EXCEPTION 'a closed pre-emption round is read-only: UPDATE of round % refused', OLD.id USING ERRCODE = 'insufficient_privilege';
      END IF;
    ELSIF EXISTS (SELECT 1 FROM pre_emption_rounds WHERE id = OLD.round_id AND status = 'closed') THEN
      RAISE EXCEPTION 'a closed pre-emption round is read-only: UPDATE of a response of round % refused', OLD.round_id USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "pre_emption_rounds_closed_read_only" BEFORE UPDATE ON "pre_emption_rounds" FOR EACH ROW EXECUTE FUNCTION "pre_emption_closed_read_only"();
  CREATE TRIGGER "pre_emption_responses_closed_read_only" BEFORE UPDATE ON "pre_emption_responses" FOR EACH ROW EXECUTE FUNCTION "pre_emption_closed_read_only"();`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pre_emption_rounds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pre_emption_responses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pre_emption_rounds" CASCADE;
  DROP TABLE "pre_emption_responses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pre_emption_rounds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pre_emption_responses_fk";
  
  DROP INDEX "payload_locked_documents_rels_pre_emption_rounds_id_idx";
  DROP INDEX "payload_locked_documents_rels_pre_emption_responses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pre_emption_rounds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pre_emption_responses_id";
  DROP TYPE "public"."enum_pre_emption_rounds_subject_kind";
  DROP TYPE "public"."enum_pre_emption_rounds_status";
  DROP TYPE "public"."enum_pre_emption_responses_holder_kind";
  DROP TYPE "public"."enum_pre_emption_responses_responded_via";`)
  // Hand-written (see up): the tables' triggers went with them; their function stays until dropped.
  await db.execute(sql`DROP FUNCTION IF EXISTS "pre_emption_closed_read_only"();`)
}
