import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appropriateness_sets_kind" AS ENUM('appropriateness', 'fca-1', 'fca-2');
  CREATE TYPE "public"."enum_appropriateness_attempts_kind" AS ENUM('appropriateness', 'fca-1', 'fca-2');
  CREATE TABLE "appropriateness_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_appropriateness_sets_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"questions" jsonb NOT NULL,
  	"pass_mark" numeric NOT NULL,
  	"allowed_tries" numeric DEFAULT 0 NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appropriateness_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"kind" "enum_appropriateness_attempts_kind" NOT NULL,
  	"answers" jsonb NOT NULL,
  	"score" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"pass_mark" numeric NOT NULL,
  	"passed" boolean DEFAULT false NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "risk_warning_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "offers_requested_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "offers_proceeded_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appropriateness_sets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appropriateness_attempts_id" integer;
  ALTER TABLE "appropriateness_sets" ADD CONSTRAINT "appropriateness_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appropriateness_attempts" ADD CONSTRAINT "appropriateness_attempts_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appropriateness_attempts" ADD CONSTRAINT "appropriateness_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appropriateness_sets_tenant_idx" ON "appropriateness_sets" USING btree ("tenant_id");
  CREATE INDEX "appropriateness_sets_updated_at_idx" ON "appropriateness_sets" USING btree ("updated_at");
  CREATE INDEX "appropriateness_sets_created_at_idx" ON "appropriateness_sets" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_kind_idx" ON "appropriateness_sets" USING btree ("tenant_id","kind");
  CREATE INDEX "appropriateness_attempts_investor_idx" ON "appropriateness_attempts" USING btree ("investor_id");
  CREATE INDEX "appropriateness_attempts_tenant_idx" ON "appropriateness_attempts" USING btree ("tenant_id");
  CREATE INDEX "appropriateness_attempts_updated_at_idx" ON "appropriateness_attempts" USING btree ("updated_at");
  CREATE INDEX "appropriateness_attempts_created_at_idx" ON "appropriateness_attempts" USING btree ("created_at");
  CREATE INDEX "investor_createdAt_idx" ON "appropriateness_attempts" USING btree ("investor_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appropriateness_sets_fk" FOREIGN KEY ("appropriateness_sets_id") REFERENCES "public"."appropriateness_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appropriateness_attempts_fk" FOREIGN KEY ("appropriateness_attempts_id") REFERENCES "public"."appropriateness_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appropriateness_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("appropriateness_sets_id");
  CREATE INDEX "payload_locked_documents_rels_appropriateness_attempts_i_idx" ON "payload_locked_documents_rels" USING btree ("appropriateness_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appropriateness_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appropriateness_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appropriateness_sets" CASCADE;
  DROP TABLE "appropriateness_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appropriateness_sets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appropriateness_attempts_fk";
  
  DROP INDEX "payload_locked_documents_rels_appropriateness_sets_id_idx";
  DROP INDEX "payload_locked_documents_rels_appropriateness_attempts_i_idx";
  ALTER TABLE "users" DROP COLUMN "risk_warning_accepted_at";
  ALTER TABLE "users" DROP COLUMN "offers_requested_at";
  ALTER TABLE "users" DROP COLUMN "offers_proceeded_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appropriateness_sets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appropriateness_attempts_id";
  DROP TYPE "public"."enum_appropriateness_sets_kind";
  DROP TYPE "public"."enum_appropriateness_attempts_kind";`)
}
