import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaires_kind" AS ENUM('registration', 'fact-find', 'risk-profile');
  CREATE TYPE "public"."enum_questionnaire_answers_kind" AS ENUM('registration', 'fact-find', 'risk-profile');
  CREATE TYPE "public"."enum_questionnaire_answers_source" AS ENUM('investor', 'staff');
  CREATE TABLE "questionnaires" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_questionnaires_kind" NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"title" varchar NOT NULL,
  	"questions" jsonb NOT NULL,
  	"bands" jsonb,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"questionnaire_id" integer NOT NULL,
  	"kind" "enum_questionnaire_answers_kind" NOT NULL,
  	"version" numeric NOT NULL,
  	"investor_id" integer,
  	"contact_id" integer,
  	"answers" jsonb NOT NULL,
  	"score" numeric,
  	"band" varchar,
  	"source" "enum_questionnaire_answers_source" DEFAULT 'staff' NOT NULL,
  	"recorded_by" numeric,
  	"recorded_by_name" varchar,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaires_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaire_answers_id" integer;
  ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  -- By hand (decision 026): a version that was answered is not deleted (restrict, above); a person's
  -- answers go with them (cascade, above: Payload would write "set null"); each row answers for exactly one person.
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_one_subject" CHECK (("investor_id" IS NULL) <> ("contact_id" IS NULL));
  CREATE INDEX "questionnaires_tenant_idx" ON "questionnaires" USING btree ("tenant_id");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_kind_version_idx" ON "questionnaires" USING btree ("tenant_id","kind","version");
  CREATE INDEX "questionnaire_answers_questionnaire_idx" ON "questionnaire_answers" USING btree ("questionnaire_id");
  CREATE INDEX "questionnaire_answers_investor_idx" ON "questionnaire_answers" USING btree ("investor_id");
  CREATE INDEX "questionnaire_answers_contact_idx" ON "questionnaire_answers" USING btree ("contact_id");
  CREATE INDEX "questionnaire_answers_tenant_idx" ON "questionnaire_answers" USING btree ("tenant_id");
  CREATE INDEX "questionnaire_answers_updated_at_idx" ON "questionnaire_answers" USING btree ("updated_at");
  CREATE INDEX "questionnaire_answers_created_at_idx" ON "questionnaire_answers" USING btree ("created_at");
  CREATE INDEX "investor_kind_createdAt_idx" ON "questionnaire_answers" USING btree ("investor_id","kind","created_at");
  CREATE INDEX "contact_kind_createdAt_idx" ON "questionnaire_answers" USING btree ("contact_id","kind","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk" FOREIGN KEY ("questionnaire_answers_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "questionnaires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaire_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "questionnaire_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaires_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk";
  
  DROP INDEX "payload_locked_documents_rels_questionnaires_id_idx";
  DROP INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaires_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaire_answers_id";
  DROP TYPE "public"."enum_questionnaires_kind";
  DROP TYPE "public"."enum_questionnaire_answers_kind";
  DROP TYPE "public"."enum_questionnaire_answers_source";`)
}
