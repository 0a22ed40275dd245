import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   -- The user's rows go with the account (ON DELETE cascade, by hand: the snapshot keeps Payload's 'set null').
  CREATE TABLE "list_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"list_key" varchar NOT NULL,
  	"columns" jsonb NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "list_preferences_id" integer;
  ALTER TABLE "list_preferences" ADD CONSTRAINT "list_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "list_preferences" ADD CONSTRAINT "list_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "list_preferences_user_idx" ON "list_preferences" USING btree ("user_id");
  CREATE INDEX "list_preferences_tenant_idx" ON "list_preferences" USING btree ("tenant_id");
  CREATE INDEX "list_preferences_updated_at_idx" ON "list_preferences" USING btree ("updated_at");
  CREATE INDEX "list_preferences_created_at_idx" ON "list_preferences" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_listKey_idx" ON "list_preferences" USING btree ("user_id","list_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_list_preferences_fk" FOREIGN KEY ("list_preferences_id") REFERENCES "public"."list_preferences"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "deals_amount_idx" ON "deals" USING btree ("amount");
  CREATE INDEX "payload_locked_documents_rels_list_preferences_id_idx" ON "payload_locked_documents_rels" USING btree ("list_preferences_id");`)
  // Written by hand (Payload's schema has no GIN indexes): the kit's search boxes look for text
  // anywhere in a field (ILIKE '%text%'), which a btree cannot serve; trigram indexes can (three
  // characters or more). src/collections/search-indexes.ts lists the same fields. pg_trgm is a
  // trusted extension (PostgreSQL 13+): the database owner may create it.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "deals_name_trgm_idx" ON "deals" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "deals_company_trgm_idx" ON "deals" USING gin ("company" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "investment_opportunities_title_trgm_idx" ON "investment_opportunities" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "attribute_options_name_trgm_idx" ON "attribute_options" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "attribute_options_description_trgm_idx" ON "attribute_options" USING gin ("description" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "pipelines_name_trgm_idx" ON "pipelines" USING gin ("name" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "deals_name_trgm_idx";
  DROP INDEX IF EXISTS "deals_company_trgm_idx";
  DROP INDEX IF EXISTS "investment_opportunities_title_trgm_idx";
  DROP INDEX IF EXISTS "attribute_options_name_trgm_idx";
  DROP INDEX IF EXISTS "attribute_options_description_trgm_idx";
  DROP INDEX IF EXISTS "pipelines_name_trgm_idx";`)
  await db.execute(sql`
   ALTER TABLE "list_preferences" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "list_preferences" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_list_preferences_fk";
  
  DROP INDEX "deals_amount_idx";
  DROP INDEX "payload_locked_documents_rels_list_preferences_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "list_preferences_id";`)
}
