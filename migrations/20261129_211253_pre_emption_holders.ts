import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pre_emption_responses" ADD COLUMN "holder_organisation_id" integer;
  ALTER TABLE "pre_emption_responses" ADD COLUMN "holder_method_entity_id" integer;
  ALTER TABLE "pre_emption_responses" ADD COLUMN "holder_nominee_id" integer;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pre_emption_responses_holder_organisation_idx" ON "pre_emption_responses" USING btree ("holder_organisation_id");
  CREATE INDEX "pre_emption_responses_holder_method_entity_idx" ON "pre_emption_responses" USING btree ("holder_method_entity_id");
  CREATE INDEX "pre_emption_responses_holder_nominee_idx" ON "pre_emption_responses" USING btree ("holder_nominee_id");
  CREATE UNIQUE INDEX "round_holderOrganisation_idx" ON "pre_emption_responses" USING btree ("round_id","holder_organisation_id");
  CREATE UNIQUE INDEX "round_holderMethodEntity_idx" ON "pre_emption_responses" USING btree ("round_id","holder_method_entity_id");
  CREATE UNIQUE INDEX "round_holderNominee_idx" ON "pre_emption_responses" USING btree ("round_id","holder_nominee_id");`)
  // ---- Written by hand (decision 015 "Holders of every kind", the pattern of the company rounds and of decisions 014, 020, 025); keep when this migration is regenerated. ----
  // 1. The new holder columns refuse deletes (NO ACTION) like the ledger's: an organisation, an
  //    account or a nominee a round names is kept (the ledger names it too; the collections say so
  //    with a 409 first).
  // 2. A response names its holder exactly in its kind's column: a CHECK per new column, and the
  //    kinds a response may have are now every kind the ledger has (kinds compared as text, as before).
  await db.execute(sql`
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_organisation_id_organisations_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_organisation_id_organisations_id_fk" FOREIGN KEY ("holder_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_method_entity_id_investment_method_entities_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_method_entity_id_investment_method_entities_id_fk" FOREIGN KEY ("holder_method_entity_id") REFERENCES "public"."investment_method_entities"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_nominee_id_nominees_id_fk";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_nominee_id_nominees_id_fk" FOREIGN KEY ("holder_nominee_id") REFERENCES "public"."nominees"("id") ON DELETE no action ON UPDATE no action;
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_kinds";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_kinds" CHECK ("holder_kind"::text IN ('investor', 'organisation', 'method_entity', 'nominee', 'fund', 'tenant'));
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_organisation_named" CHECK (("holder_kind"::text = 'organisation') = ("holder_organisation_id" IS NOT NULL));
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_method_entity_named" CHECK (("holder_kind"::text = 'method_entity') = ("holder_method_entity_id" IS NOT NULL));
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_nominee_named" CHECK (("holder_kind"::text = 'nominee') = ("holder_nominee_id" IS NOT NULL));`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The hand-written parts first (rows of the new kinds cannot go back: delete them before going down).
  await db.execute(sql`
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_nominee_named";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_method_entity_named";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_organisation_named";
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_kinds";
  ALTER TABLE "pre_emption_responses" ADD CONSTRAINT "pre_emption_responses_holder_kinds" CHECK ("holder_kind"::text IN ('investor', 'fund', 'tenant'));`)
  await db.execute(sql`
   ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_organisation_id_organisations_id_fk";
  
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_method_entity_id_investment_method_entities_id_fk";
  
  ALTER TABLE "pre_emption_responses" DROP CONSTRAINT "pre_emption_responses_holder_nominee_id_nominees_id_fk";
  
  DROP INDEX "pre_emption_responses_holder_organisation_idx";
  DROP INDEX "pre_emption_responses_holder_method_entity_idx";
  DROP INDEX "pre_emption_responses_holder_nominee_idx";
  DROP INDEX "round_holderOrganisation_idx";
  DROP INDEX "round_holderMethodEntity_idx";
  DROP INDEX "round_holderNominee_idx";
  ALTER TABLE "pre_emption_responses" DROP COLUMN "holder_organisation_id";
  ALTER TABLE "pre_emption_responses" DROP COLUMN "holder_method_entity_id";
  ALTER TABLE "pre_emption_responses" DROP COLUMN "holder_nominee_id";`)
}
