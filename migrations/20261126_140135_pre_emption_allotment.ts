import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investments" ADD COLUMN "pre_emption_response_id" integer;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_pre_emption_response_id_pre_emption_responses_id_fk" FOREIGN KEY ("pre_emption_response_id") REFERENCES "public"."pre_emption_responses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investments_pre_emption_response_idx" ON "investments" USING btree ("pre_emption_response_id");`)
  // ---- Written by hand (decision 025); keep when this migration is regenerated. ----
  // 1. A response an investment allots is kept while the investment names it (NO ACTION, as the money
  //    model's other keys; delete_unsafe removes an opportunity's rounds after its investments).
  // 2. One investment per response: a round's shares are allotted once, even by concurrent calls.
  await db.execute(sql`
  ALTER TABLE "investments" DROP CONSTRAINT "investments_pre_emption_response_id_pre_emption_responses_id_fk";
  ALTER TABLE "investments" ADD CONSTRAINT "investments_pre_emption_response_id_pre_emption_responses_id_fk" FOREIGN KEY ("pre_emption_response_id") REFERENCES "public"."pre_emption_responses"("id") ON DELETE no action ON UPDATE no action;
  CREATE UNIQUE INDEX "investments_one_per_pre_emption_response_idx" ON "investments" USING btree ("pre_emption_response_id") WHERE "pre_emption_response_id" IS NOT NULL;`)
  // ---- End of the hand-written part. ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "investments_one_per_pre_emption_response_idx";`)
  await db.execute(sql`
   ALTER TABLE "investments" DROP CONSTRAINT "investments_pre_emption_response_id_pre_emption_responses_id_fk";
  
  DROP INDEX "investments_pre_emption_response_idx";
  ALTER TABLE "investments" DROP COLUMN "pre_emption_response_id";`)
}
