import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "lead_status" numeric;
  ALTER TABLE "users" ADD COLUMN "owner_id" integer;
  ALTER TABLE "users" ADD COLUMN "owner_name" varchar;
  ALTER TABLE "users" ADD COLUMN "latest_category" varchar;
  ALTER TABLE "users" ADD CONSTRAINT "users_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_lead_status_idx" ON "users" USING btree ("lead_status");
  CREATE INDEX "users_owner_idx" ON "users" USING btree ("owner_id");
  CREATE INDEX "users_latest_category_idx" ON "users" USING btree ("latest_category");`)
  // ---- Written by hand (issue 11 §1 list filters, docs/decisions/028-investor-import-and-register.md); keep when regenerated. ----
  // users.lead_status holds spec 4's codes, as contacts.lead_status does.
  // users.owner_name (the adviser's name, as contacts.owner_name: decision 021) and users.latest_category
  // (the category of the newest declaration not rejected) are kept by PostgreSQL, whatever a write says:
  //  - users_owner_name_kept: on a write of the adviser (or of the name), the adviser's name;
  //  - users_adviser_name_follows: a renamed staff account renames the investors it advises;
  //  - users_latest_category_kept: on a write of the column, the category from investor_categorisations;
  //  - investor_categorisations_touch_investor: a declaration added, decided or removed rewrites its investor's.
  await db.execute(sql`
  ALTER TABLE "users" ADD CONSTRAINT "users_lead_status_code" CHECK ("lead_status" IN (1, 2, 3));
  CREATE FUNCTION "users_owner_name_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.owner_id IS NULL THEN
      NEW.owner_name := NULL;
      RETURN NEW;
    END IF;
    NEW.owner_name := (SELECT NULLIF(btrim(concat_ws(' ', NULLIF(btrim(u.name), ''), NULLIF(btrim(u.surname), ''))), '') FROM users u WHERE u.id = NEW.owner_id);
    IF NEW.owner_name IS NULL THEN
      NEW.owner_name := (SELECT u.email FROM users u WHERE u.id = NEW.owner_id);
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "users_owner_name_kept" BEFORE INSERT OR UPDATE OF "owner_id", "owner_name" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_owner_name_kept"();
  CREATE FUNCTION "users_adviser_name_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE users SET owner_name = owner_name WHERE owner_id = NEW.id;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "users_adviser_name_follows" AFTER UPDATE OF "name", "surname", "email" ON "users" FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION "users_adviser_name_follows"();
  CREATE FUNCTION "users_latest_category_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- A new account has no declarations yet (they name it): no lookup for bulk inserts (seed, import).
    IF TG_OP = 'INSERT' THEN
      NEW.latest_category := NULL;
      RETURN NEW;
    END IF;
    NEW.latest_category := (
      SELECT c.category::text FROM investor_categorisations c
      WHERE c.investor_id = NEW.id AND c.status <> 'rejected' ORDER BY c.declared_at DESC, c.id DESC LIMIT 1);
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "users_latest_category_kept" BEFORE INSERT OR UPDATE OF "latest_category" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_latest_category_kept"();
  CREATE FUNCTION "investor_categorisations_touch_investor"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN UPDATE users SET latest_category = NULL WHERE id = OLD.investor_id; END IF;
    IF TG_OP <> 'DELETE' THEN UPDATE users SET latest_category = NULL WHERE id = NEW.investor_id; END IF;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "investor_categorisations_touch_investor" AFTER INSERT OR UPDATE OR DELETE ON "investor_categorisations" FOR EACH ROW
    EXECUTE FUNCTION "investor_categorisations_touch_investor"();
  UPDATE users SET latest_category = NULL WHERE id IN (SELECT investor_id FROM investor_categorisations);`)
  // ---- end of hand-written SQL ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- Written by hand: the triggers of up() ----
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "investor_categorisations_touch_investor" ON "investor_categorisations";
  DROP TRIGGER IF EXISTS "users_latest_category_kept" ON "users";
  DROP TRIGGER IF EXISTS "users_adviser_name_follows" ON "users";
  DROP TRIGGER IF EXISTS "users_owner_name_kept" ON "users";
  DROP FUNCTION IF EXISTS "investor_categorisations_touch_investor"();
  DROP FUNCTION IF EXISTS "users_latest_category_kept"();
  DROP FUNCTION IF EXISTS "users_adviser_name_follows"();
  DROP FUNCTION IF EXISTS "users_owner_name_kept"();
  ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_lead_status_code";`)
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_owner_id_users_id_fk";
  
  DROP INDEX "users_lead_status_idx";
  DROP INDEX "users_owner_idx";
  DROP INDEX "users_latest_category_idx";
  ALTER TABLE "users" DROP COLUMN "lead_status";
  ALTER TABLE "users" DROP COLUMN "owner_id";
  ALTER TABLE "users" DROP COLUMN "owner_name";
  ALTER TABLE "users" DROP COLUMN "latest_category";`)
}
