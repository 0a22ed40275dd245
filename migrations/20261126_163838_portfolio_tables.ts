import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_portfolio_tables_table" AS ENUM('holdings', 'funds', 'stats');
  CREATE TABLE "portfolio_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"table" "enum_portfolio_tables_table" NOT NULL,
  	"columns" jsonb NOT NULL,
  	"title" varchar,
  	"saved_by_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_tables_id" integer;
  ALTER TABLE "portfolio_tables" ADD CONSTRAINT "portfolio_tables_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_tables" ADD CONSTRAINT "portfolio_tables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "portfolio_tables_table_idx" ON "portfolio_tables" USING btree ("table");
  CREATE INDEX "portfolio_tables_saved_by_idx" ON "portfolio_tables" USING btree ("saved_by_id");
  CREATE INDEX "portfolio_tables_tenant_idx" ON "portfolio_tables" USING btree ("tenant_id");
  CREATE INDEX "portfolio_tables_updated_at_idx" ON "portfolio_tables" USING btree ("updated_at");
  CREATE INDEX "portfolio_tables_created_at_idx" ON "portfolio_tables" USING btree ("created_at");
  CREATE INDEX "tenant_table_createdAt_idx" ON "portfolio_tables" USING btree ("tenant_id","table","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_tables_fk" FOREIGN KEY ("portfolio_tables_id") REFERENCES "public"."portfolio_tables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_portfolio_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_tables_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portfolio_tables" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "portfolio_tables" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_tables_fk";
  
  DROP INDEX "payload_locked_documents_rels_portfolio_tables_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_tables_id";
  DROP TYPE "public"."enum_portfolio_tables_table";`)
}
