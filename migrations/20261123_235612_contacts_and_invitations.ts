import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invitations_status" AS ENUM('pending', 'accepted', 'revoked', 'expired');
  ALTER TYPE "public"."enum_notes_target_collection" ADD VALUE 'contacts';
  ALTER TYPE "public"."enum_call_logs_target_collection" ADD VALUE 'contacts';
  ALTER TYPE "public"."enum_tasks_target_collection" ADD VALUE 'contacts';
  ALTER TYPE "public"."enum_activities_target_collection" ADD VALUE 'contacts';
  ALTER TYPE "public"."enum_document_folders_target_collection" ADD VALUE 'contacts';
  ALTER TYPE "public"."enum_documents_target_collection" ADD VALUE 'contacts';
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"surname" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"lead_status" numeric DEFAULT 1 NOT NULL,
  	"source" varchar,
  	"owner_id" integer,
  	"owner_name" varchar,
  	"converted_to_id" integer,
  	"converted_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"surname" varchar,
  	"status" "enum_invitations_status" DEFAULT 'pending' NOT NULL,
  	"token_hash" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"send_count" numeric DEFAULT 1,
  	"invited_by_id" integer,
  	"invited_by_name" varchar,
  	"contact_id" integer,
  	"accepted_at" timestamp(3) with time zone,
  	"accepted_user_id" integer,
  	"revoked_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invitations_id" integer;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_converted_to_id_users_id_fk" FOREIGN KEY ("converted_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_lead_status_idx" ON "contacts" USING btree ("lead_status");
  CREATE INDEX "contacts_source_idx" ON "contacts" USING btree ("source");
  CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id");
  CREATE INDEX "contacts_converted_to_idx" ON "contacts" USING btree ("converted_to_id");
  CREATE INDEX "contacts_tenant_idx" ON "contacts" USING btree ("tenant_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_email_1_idx" ON "contacts" USING btree ("tenant_id","email");
  CREATE INDEX "tenant_surname_1_idx" ON "contacts" USING btree ("tenant_id","surname");
  CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");
  CREATE INDEX "invitations_status_idx" ON "invitations" USING btree ("status");
  CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");
  CREATE INDEX "invitations_expires_at_idx" ON "invitations" USING btree ("expires_at");
  CREATE INDEX "invitations_sent_at_idx" ON "invitations" USING btree ("sent_at");
  CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by_id");
  CREATE INDEX "invitations_contact_idx" ON "invitations" USING btree ("contact_id");
  CREATE INDEX "invitations_accepted_user_idx" ON "invitations" USING btree ("accepted_user_id");
  CREATE INDEX "invitations_tenant_idx" ON "invitations" USING btree ("tenant_id");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  CREATE INDEX "tenant_status_expiresAt_idx" ON "invitations" USING btree ("tenant_id","status","expires_at");
  CREATE INDEX "tenant_email_2_idx" ON "invitations" USING btree ("tenant_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");`)
  // ---- Written by hand (keep when this migration is regenerated) ----
  // The contacts and invitations lists' search boxes (src/collections/search-indexes.ts): trigram GIN
  // indexes, as the earlier list migrations make them.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "contacts_surname_trgm_idx" ON "contacts" USING gin ("surname" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "contacts_company_trgm_idx" ON "contacts" USING gin ("company" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "invitations_email_trgm_idx" ON "invitations" USING gin ("email" gin_trgm_ops);`)
  // spec 4's lead status codes; at most one pending invitation per address and tenant (a concurrent
  // second invite fails here and is reported as "already invited"); an investor comes from at most
  // one invitation (decision 021).
  await db.execute(sql`
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_lead_status_code" CHECK ("lead_status" IN (1, 2, 3));
  CREATE UNIQUE INDEX "invitations_one_pending_per_email" ON "invitations" ("tenant_id", "email") WHERE "status" = 'pending';
  CREATE UNIQUE INDEX "invitations_accepted_user_once" ON "invitations" ("accepted_user_id") WHERE "accepted_user_id" IS NOT NULL;`)
  // contacts.owner_name (decision 021): the owner's name, kept by PostgreSQL so every role that lists
  // contacts reads who owns them (most roles may not read staff accounts), without a query per row.
  //  - contacts_owner_name_kept: on every write of a contact, the name of its owner (whatever the write says);
  //  - users_owner_name_follows: a renamed account renames the contacts it owns.
  await db.execute(sql`
  CREATE FUNCTION "contacts_owner_name_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.owner_name := (SELECT NULLIF(btrim(concat_ws(' ', NULLIF(btrim(u.name), ''), NULLIF(btrim(u.surname), ''))), '') FROM users u WHERE u.id = NEW.owner_id);
    IF NEW.owner_id IS NOT NULL AND NEW.owner_name IS NULL THEN
      NEW.owner_name := (SELECT u.email FROM users u WHERE u.id = NEW.owner_id);
    END IF;
    RETURN NEW;
  END
  $$;
  CREATE TRIGGER "contacts_owner_name_kept" BEFORE INSERT OR UPDATE ON "contacts" FOR EACH ROW EXECUTE FUNCTION "contacts_owner_name_kept"();
  CREATE FUNCTION "users_owner_name_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE contacts SET owner_name = owner_name WHERE owner_id = NEW.id;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER "users_owner_name_follows" AFTER UPDATE OF "name", "surname", "email" ON "users" FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION "users_owner_name_follows"();`)
  // ---- end of hand-written SQL ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- Written by hand: the triggers of up() (its indexes and checks go with the tables) ----
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "users_owner_name_follows" ON "users";
  DROP TRIGGER IF EXISTS "contacts_owner_name_kept" ON "contacts";
  DROP FUNCTION IF EXISTS "users_owner_name_follows"();
  DROP FUNCTION IF EXISTS "contacts_owner_name_kept"();`)
  await db.execute(sql`
   ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invitations_fk";
  
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_notes_target_collection";
  CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "notes" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_notes_target_collection" USING "target_collection"::"public"."enum_notes_target_collection";
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_call_logs_target_collection";
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "call_logs" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_call_logs_target_collection" USING "target_collection"::"public"."enum_call_logs_target_collection";
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_tasks_target_collection";
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "tasks" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_tasks_target_collection" USING "target_collection"::"public"."enum_tasks_target_collection";
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_target_collection";
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "activities" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_activities_target_collection" USING "target_collection"::"public"."enum_activities_target_collection";
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_document_folders_target_collection";
  CREATE TYPE "public"."enum_document_folders_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "document_folders" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_document_folders_target_collection" USING "target_collection"::"public"."enum_document_folders_target_collection";
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_documents_target_collection";
  CREATE TYPE "public"."enum_documents_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations');
  ALTER TABLE "documents" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_documents_target_collection" USING "target_collection"::"public"."enum_documents_target_collection";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invitations_id";
  DROP TYPE "public"."enum_invitations_status";`)
}
