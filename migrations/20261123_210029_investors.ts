import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'users';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'users';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'users';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'users';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'users';
  ALTER TABLE "users" ADD COLUMN "has_invested" boolean DEFAULT false;
  CREATE INDEX "users_email_verified_at_idx" ON "users" USING btree ("email_verified_at");
  CREATE INDEX "users_compliance_passed_idx" ON "users" USING btree ("compliance_passed");
  CREATE INDEX "users_has_invested_idx" ON "users" USING btree ("has_invested");
  CREATE INDEX "tenant_surname_idx" ON "users" USING btree ("tenant_id","surname");`)
  // ---- Written by hand (keep when this migration is regenerated) ----
  // The investors list's search box (src/collections/search-indexes.ts): trigram GIN indexes, as the
  // list_preferences migration does for the earlier lists.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_surname_trgm_idx" ON "users" USING gin ("surname" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);`)
  // users.has_invested (issue 11 §1, decision 017): whether the investor holds an investment that is
  // not cancelled, kept by PostgreSQL so the list can filter and show it without a query per row.
  //  - users_has_invested_kept: a new account has none; any write of the column (Payload's own update
  //    included, whatever value it carries) is replaced by the truth, read with the statement's own
  //    snapshot (READ COMMITTED: a trigger's query sees what committed before it took the row lock).
  //  - investments_touch_holders: after each statement that adds, changes the status (or holder) of,
  //    or removes investments, the holders' rows are written, so the trigger above recomputes them in
  //    the same transaction. Concurrent writers for one investor queue on that row's lock; the last
  //    one recomputes after the first committed.
  await db.execute(sql`
  CREATE FUNCTION "users_has_invested_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW.has_invested := false;
    ELSE
      NEW.has_invested := EXISTS (SELECT 1 FROM investments i WHERE i.holder_id = NEW.id AND i.holder_kind = 'investor' AND i.status <> 'cancelled');
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "users_has_invested_kept" BEFORE INSERT OR UPDATE OF "has_invested" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_has_invested_kept"();
  CREATE FUNCTION "investments_touch_holders"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      UPDATE users SET has_invested = has_invested WHERE id IN (
        SELECT n.holder_id FROM changed_rows n JOIN previous_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status OR n.holder_id IS DISTINCT FROM o.holder_id
        UNION
        SELECT o.holder_id FROM changed_rows n JOIN previous_rows o ON o.id = n.id WHERE n.holder_id IS DISTINCT FROM o.holder_id);
    ELSE
      UPDATE users SET has_invested = has_invested WHERE id IN (SELECT holder_id FROM changed_rows);
    END IF;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "investments_touch_holders_insert" AFTER INSERT ON "investments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "investments_touch_holders"();
  CREATE TRIGGER "investments_touch_holders_update" AFTER UPDATE ON "investments" REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "investments_touch_holders"();
  CREATE TRIGGER "investments_touch_holders_delete" AFTER DELETE ON "investments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "investments_touch_holders"();
  UPDATE users SET has_invested = has_invested WHERE id IN (SELECT holder_id FROM investments);`)
  // ---- end of hand-written SQL ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- Written by hand: the triggers and indexes of up() ----
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "investments_touch_holders_insert" ON "investments";
  DROP TRIGGER IF EXISTS "investments_touch_holders_update" ON "investments";
  DROP TRIGGER IF EXISTS "investments_touch_holders_delete" ON "investments";
  DROP TRIGGER IF EXISTS "users_has_invested_kept" ON "users";
  DROP FUNCTION IF EXISTS "investments_touch_holders"();
  DROP FUNCTION IF EXISTS "users_has_invested_kept"();
  DROP INDEX IF EXISTS "users_name_trgm_idx";
  DROP INDEX IF EXISTS "users_surname_trgm_idx";
  DROP INDEX IF EXISTS "users_email_trgm_idx";`)
  await db.execute(sql`
   ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "users_email_verified_at_idx";
  DROP INDEX "users_compliance_passed_idx";
  DROP INDEX "users_has_invested_idx";
  DROP INDEX "tenant_surname_idx";
  ALTER TABLE "users" DROP COLUMN "has_invested";`)
}
