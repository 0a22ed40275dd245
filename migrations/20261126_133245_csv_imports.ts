import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_jobs_kind" AS ENUM('investors', 'contacts');
  CREATE TYPE "public"."enum_import_jobs_status" AS ENUM('queued', 'running', 'done', 'failed');
  CREATE TABLE "import_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_import_jobs_kind" NOT NULL,
  	"filename" varchar NOT NULL,
  	"status" "enum_import_jobs_status" DEFAULT 'queued' NOT NULL,
  	"csv" varchar NOT NULL,
  	"mapping" jsonb NOT NULL,
  	"total_rows" numeric DEFAULT 0,
  	"good_rows" numeric DEFAULT 0,
  	"processed_rows" numeric DEFAULT 0,
  	"imported_rows" numeric DEFAULT 0,
  	"duplicate_rows" numeric DEFAULT 0,
  	"invalid_rows" numeric DEFAULT 0,
  	"errors" jsonb,
  	"error_count" numeric DEFAULT 0,
  	"failure" varchar,
  	"created_by_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_jobs_id" integer;
  ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status");
  CREATE INDEX "import_jobs_created_by_idx" ON "import_jobs" USING btree ("created_by_id");
  CREATE INDEX "import_jobs_tenant_idx" ON "import_jobs" USING btree ("tenant_id");
  CREATE INDEX "import_jobs_updated_at_idx" ON "import_jobs" USING btree ("updated_at");
  CREATE INDEX "import_jobs_created_at_idx" ON "import_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_jobs_fk" FOREIGN KEY ("import_jobs_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_import_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_jobs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_jobs_fk";
  
  DROP INDEX "payload_locked_documents_rels_import_jobs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_jobs_id";
  DROP TYPE "public"."enum_import_jobs_kind";
  DROP TYPE "public"."enum_import_jobs_status";`)
}
