import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notes_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  CREATE TYPE "public"."enum_call_logs_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  CREATE TYPE "public"."enum_call_logs_outcome" AS ENUM('connected', 'no_answer', 'voicemail', 'wrong_number');
  CREATE TYPE "public"."enum_tasks_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines');
  CREATE TYPE "public"."enum_activities_target_collection" AS ENUM('deals', 'investment-opportunities', 'pipelines', 'users');
  CREATE TYPE "public"."enum_activities_actor_type" AS ENUM('user', 'operator', 'system');
  CREATE TABLE "notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_notes_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"body" jsonb NOT NULL,
  	"body_text" varchar,
  	"author_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "call_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_call_logs_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"called_at" timestamp(3) with time zone NOT NULL,
  	"duration_minutes" numeric,
  	"outcome" "enum_call_logs_outcome" NOT NULL,
  	"summary" varchar,
  	"author_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_tasks_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"due_at" timestamp(3) with time zone,
  	"assignee_id" integer,
  	"done" boolean DEFAULT false,
  	"done_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"author_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_activities_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"target_label" varchar,
  	"action" varchar NOT NULL,
  	"actor_type" "enum_activities_actor_type" NOT NULL,
  	"actor_id" numeric,
  	"actor_name" varchar,
  	"changes" jsonb,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_logs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activities_id" integer;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notes_target_collection_idx" ON "notes" USING btree ("target_collection");
  CREATE INDEX "notes_target_id_idx" ON "notes" USING btree ("target_id");
  CREATE INDEX "notes_author_idx" ON "notes" USING btree ("author_id");
  CREATE INDEX "notes_tenant_idx" ON "notes" USING btree ("tenant_id");
  CREATE INDEX "notes_updated_at_idx" ON "notes" USING btree ("updated_at");
  CREATE INDEX "notes_created_at_idx" ON "notes" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_idx" ON "notes" USING btree ("tenant_id","target_collection","target_id");
  CREATE INDEX "call_logs_target_collection_idx" ON "call_logs" USING btree ("target_collection");
  CREATE INDEX "call_logs_target_id_idx" ON "call_logs" USING btree ("target_id");
  CREATE INDEX "call_logs_called_at_idx" ON "call_logs" USING btree ("called_at");
  CREATE INDEX "call_logs_author_idx" ON "call_logs" USING btree ("author_id");
  CREATE INDEX "call_logs_tenant_idx" ON "call_logs" USING btree ("tenant_id");
  CREATE INDEX "call_logs_updated_at_idx" ON "call_logs" USING btree ("updated_at");
  CREATE INDEX "call_logs_created_at_idx" ON "call_logs" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_1_idx" ON "call_logs" USING btree ("tenant_id","target_collection","target_id");
  CREATE INDEX "tasks_target_collection_idx" ON "tasks" USING btree ("target_collection");
  CREATE INDEX "tasks_target_id_idx" ON "tasks" USING btree ("target_id");
  CREATE INDEX "tasks_due_at_idx" ON "tasks" USING btree ("due_at");
  CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id");
  CREATE INDEX "tasks_done_idx" ON "tasks" USING btree ("done");
  CREATE INDEX "tasks_reminder_sent_at_idx" ON "tasks" USING btree ("reminder_sent_at");
  CREATE INDEX "tasks_author_idx" ON "tasks" USING btree ("author_id");
  CREATE INDEX "tasks_tenant_idx" ON "tasks" USING btree ("tenant_id");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_2_idx" ON "tasks" USING btree ("tenant_id","target_collection","target_id");
  CREATE INDEX "tenant_assignee_done_idx" ON "tasks" USING btree ("tenant_id","assignee_id","done");
  CREATE INDEX "done_reminderSentAt_dueAt_idx" ON "tasks" USING btree ("done","reminder_sent_at","due_at");
  CREATE INDEX "activities_target_collection_idx" ON "activities" USING btree ("target_collection");
  CREATE INDEX "activities_target_id_idx" ON "activities" USING btree ("target_id");
  CREATE INDEX "activities_action_idx" ON "activities" USING btree ("action");
  CREATE INDEX "activities_actor_id_idx" ON "activities" USING btree ("actor_id");
  CREATE INDEX "activities_tenant_idx" ON "activities" USING btree ("tenant_id");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE INDEX "tenant_targetCollection_targetId_3_idx" ON "activities" USING btree ("tenant_id","target_collection","target_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notes_fk" FOREIGN KEY ("notes_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_logs_fk" FOREIGN KEY ("call_logs_id") REFERENCES "public"."call_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("notes_id");
  CREATE INDEX "payload_locked_documents_rels_call_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("call_logs_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");`)

  // Written by hand (decision 010): the trail is append-only in the database too. Whatever reaches
  // PostgreSQL (a bug, a console, a script), an UPDATE, DELETE or TRUNCATE of activities fails.
  // Resetting a test or development database drops the whole schema, which fires no trigger.
  await db.execute(sql`
  CREATE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'activities are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$;
  CREATE TRIGGER "activities_no_update_or_delete" BEFORE UPDATE OR DELETE ON "activities" FOR EACH ROW EXECUTE FUNCTION "activities_append_only"();
  CREATE TRIGGER "activities_no_truncate" BEFORE TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activities_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "activities_no_update_or_delete" ON "activities";
  DROP TRIGGER "activities_no_truncate" ON "activities";
  DROP FUNCTION "activities_append_only"();
   ALTER TABLE "notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "call_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notes" CASCADE;
  DROP TABLE "call_logs" CASCADE;
  DROP TABLE "tasks" CASCADE;
  DROP TABLE "activities" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_call_logs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activities_fk";
  
  DROP INDEX "payload_locked_documents_rels_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_call_logs_id_idx";
  DROP INDEX "payload_locked_documents_rels_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_activities_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_logs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activities_id";
  DROP TYPE "public"."enum_notes_target_collection";
  DROP TYPE "public"."enum_call_logs_target_collection";
  DROP TYPE "public"."enum_call_logs_outcome";
  DROP TYPE "public"."enum_tasks_target_collection";
  DROP TYPE "public"."enum_activities_target_collection";
  DROP TYPE "public"."enum_activities_actor_type";`)
}
