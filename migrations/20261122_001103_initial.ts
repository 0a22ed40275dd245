import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_terms_format" AS ENUM('url', 'text');
  CREATE TYPE "public"."enum_tenants_portfolio_nav" AS ENUM('default', '1', '2');
  CREATE TABLE "operators_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "operators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "tenants_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "tenants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"theme_page_title" varchar,
  	"theme_colors" jsonb DEFAULT '{"primary":"#0b1f3a","accent":"#1f6feb","secondary":"#f5c400","background":"#f6f7fb","text":"#111827"}'::jsonb,
  	"theme_logo_url" varchar,
  	"theme_logo_light_url" varchar,
  	"theme_favicon_url" varchar,
  	"theme_terminology" jsonb DEFAULT '{}'::jsonb,
  	"theme_is_custom_branding" boolean DEFAULT false,
  	"theme_is_trial" boolean DEFAULT false,
  	"theme_app_version" varchar DEFAULT '1.0.0',
  	"terms_version" numeric DEFAULT 1 NOT NULL,
  	"terms_format" "enum_tenants_terms_format" DEFAULT 'text' NOT NULL,
  	"terms_text" varchar,
  	"risk_warning_text" varchar,
  	"market_sounding_description" varchar,
  	"back_to_site_url" varchar,
  	"support_email" varchar DEFAULT 'support@platform.example',
  	"portfolio_nav" "enum_tenants_portfolio_nav" DEFAULT 'default',
  	"features_funds_enabled" boolean DEFAULT true,
  	"features_compliance_test_enabled" boolean DEFAULT true,
  	"features_compliance_test_requires_categorisation_approval" boolean DEFAULT false,
  	"features_user_screening_enabled" boolean DEFAULT false,
  	"features_tax_enabled" boolean DEFAULT false,
  	"features_nominee_enabled" boolean DEFAULT false,
  	"features_ca_use_intl_check" boolean DEFAULT false,
  	"features_hide_bank_details" boolean DEFAULT false,
  	"features_hide_bank_details_admin" boolean DEFAULT false,
  	"features_hide_payment_reference" boolean DEFAULT false,
  	"features_market_sounding_enabled" boolean DEFAULT false,
  	"features_investor_categorisation_popups_enabled" boolean DEFAULT false,
  	"features_investment_terms_enabled" boolean DEFAULT true,
  	"features_invite_on_register" boolean DEFAULT false,
  	"features_risk_warning_enabled" boolean DEFAULT true,
  	"features_financial_promotion_exceptions_enabled" boolean DEFAULT false,
  	"features_intl_bank_details_enabled" boolean DEFAULT false,
  	"features_default_investor_associates" boolean DEFAULT false,
  	"features_organisation_links_enabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"surname" varchar,
  	"email" varchar NOT NULL,
  	"role_id" numeric DEFAULT 5 NOT NULL,
  	"email_verified_at" timestamp(3) with time zone,
  	"avatar" varchar,
  	"accepted_terms_version" numeric DEFAULT 0,
  	"compliance_passed" boolean DEFAULT false,
  	"compliance_tries" numeric DEFAULT 0,
  	"tenant_id" integer NOT NULL,
  	"password_hash" varchar,
  	"session_version" numeric DEFAULT 0,
  	"failed_logins" numeric DEFAULT 0,
  	"locked_until" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"token_purpose" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "investment_opportunities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"stage" numeric DEFAULT 1 NOT NULL,
  	"summary" jsonb,
  	"target_amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'GBP' NOT NULL,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"operators_id" integer,
  	"tenants_id" integer,
  	"users_id" integer,
  	"investment_opportunities_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"operators_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "operators_sessions" ADD CONSTRAINT "operators_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_domains" ADD CONSTRAINT "tenants_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_opportunities" ADD CONSTRAINT "investment_opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_operators_fk" FOREIGN KEY ("operators_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investment_opportunities_fk" FOREIGN KEY ("investment_opportunities_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_operators_fk" FOREIGN KEY ("operators_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "operators_sessions_order_idx" ON "operators_sessions" USING btree ("_order");
  CREATE INDEX "operators_sessions_parent_id_idx" ON "operators_sessions" USING btree ("_parent_id");
  CREATE INDEX "operators_updated_at_idx" ON "operators" USING btree ("updated_at");
  CREATE INDEX "operators_created_at_idx" ON "operators" USING btree ("created_at");
  CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree ("email");
  CREATE INDEX "tenants_domains_order_idx" ON "tenants_domains" USING btree ("_order");
  CREATE INDEX "tenants_domains_parent_id_idx" ON "tenants_domains" USING btree ("_parent_id");
  CREATE INDEX "tenants_domains_domain_idx" ON "tenants_domains" USING btree ("domain");
  CREATE UNIQUE INDEX "tenants_code_idx" ON "tenants" USING btree ("code");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");
  CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");
  CREATE INDEX "users_token_hash_idx" ON "users" USING btree ("token_hash");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_email_idx" ON "users" USING btree ("tenant_id","email");
  CREATE INDEX "investment_opportunities_slug_idx" ON "investment_opportunities" USING btree ("slug");
  CREATE INDEX "investment_opportunities_stage_idx" ON "investment_opportunities" USING btree ("stage");
  CREATE INDEX "investment_opportunities_tenant_idx" ON "investment_opportunities" USING btree ("tenant_id");
  CREATE INDEX "investment_opportunities_updated_at_idx" ON "investment_opportunities" USING btree ("updated_at");
  CREATE INDEX "investment_opportunities_created_at_idx" ON "investment_opportunities" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_idx" ON "investment_opportunities" USING btree ("tenant_id","slug");
  CREATE INDEX "tenant_stage_idx" ON "investment_opportunities" USING btree ("tenant_id","stage");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_operators_id_idx" ON "payload_locked_documents_rels" USING btree ("operators_id");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_investment_opportunities_i_idx" ON "payload_locked_documents_rels" USING btree ("investment_opportunities_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_operators_id_idx" ON "payload_preferences_rels" USING btree ("operators_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "operators_sessions" CASCADE;
  DROP TABLE "operators" CASCADE;
  DROP TABLE "tenants_domains" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "investment_opportunities" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_tenants_terms_format";
  DROP TYPE "public"."enum_tenants_portfolio_nav";`)
}
