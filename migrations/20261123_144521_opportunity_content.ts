import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investment_opportunities_tax_options" AS ENUM('EIS', 'SEIS', 'VCT', 'BR', 'IFISA');
  CREATE TABLE "investment_opportunities_tax_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_investment_opportunities_tax_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "investment_opportunities_key_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "investment_opportunities_key_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "investment_opportunities_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"bio" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "investment_opportunities_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "investment_opportunities_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attribute_options_id" integer
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"filename" varchar NOT NULL,
  	"storage_key" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"width" numeric NOT NULL,
  	"height" numeric NOT NULL,
  	"sha256" varchar NOT NULL,
  	"uploaded_by_id" integer,
  	"tenant_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "investment_opportunities" ADD COLUMN "investment_type_id" integer;
  ALTER TABLE "investment_opportunities" ADD COLUMN "investment_sub_type_id" integer;
  ALTER TABLE "investment_opportunities" ADD COLUMN "minimum_investment" numeric;
  ALTER TABLE "investment_opportunities" ADD COLUMN "valuation" numeric;
  ALTER TABLE "investment_opportunities" ADD COLUMN "share_price" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "images_id" integer;
  ALTER TABLE "investment_opportunities_tax_options" ADD CONSTRAINT "investment_opportunities_tax_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_key_points" ADD CONSTRAINT "investment_opportunities_key_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_key_dates" ADD CONSTRAINT "investment_opportunities_key_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_team_members" ADD CONSTRAINT "investment_opportunities_team_members_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_opportunities_team_members" ADD CONSTRAINT "investment_opportunities_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_gallery" ADD CONSTRAINT "investment_opportunities_gallery_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_opportunities_gallery" ADD CONSTRAINT "investment_opportunities_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_rels" ADD CONSTRAINT "investment_opportunities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."investment_opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investment_opportunities_rels" ADD CONSTRAINT "investment_opportunities_rels_attribute_options_fk" FOREIGN KEY ("attribute_options_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investment_opportunities_tax_options_order_idx" ON "investment_opportunities_tax_options" USING btree ("order");
  CREATE INDEX "investment_opportunities_tax_options_parent_idx" ON "investment_opportunities_tax_options" USING btree ("parent_id");
  CREATE INDEX "investment_opportunities_key_points_order_idx" ON "investment_opportunities_key_points" USING btree ("_order");
  CREATE INDEX "investment_opportunities_key_points_parent_id_idx" ON "investment_opportunities_key_points" USING btree ("_parent_id");
  CREATE INDEX "investment_opportunities_key_dates_order_idx" ON "investment_opportunities_key_dates" USING btree ("_order");
  CREATE INDEX "investment_opportunities_key_dates_parent_id_idx" ON "investment_opportunities_key_dates" USING btree ("_parent_id");
  CREATE INDEX "investment_opportunities_team_members_order_idx" ON "investment_opportunities_team_members" USING btree ("_order");
  CREATE INDEX "investment_opportunities_team_members_parent_id_idx" ON "investment_opportunities_team_members" USING btree ("_parent_id");
  CREATE INDEX "investment_opportunities_team_members_image_idx" ON "investment_opportunities_team_members" USING btree ("image_id");
  CREATE INDEX "investment_opportunities_gallery_order_idx" ON "investment_opportunities_gallery" USING btree ("_order");
  CREATE INDEX "investment_opportunities_gallery_parent_id_idx" ON "investment_opportunities_gallery" USING btree ("_parent_id");
  CREATE INDEX "investment_opportunities_gallery_image_idx" ON "investment_opportunities_gallery" USING btree ("image_id");
  CREATE INDEX "investment_opportunities_rels_order_idx" ON "investment_opportunities_rels" USING btree ("order");
  CREATE INDEX "investment_opportunities_rels_parent_idx" ON "investment_opportunities_rels" USING btree ("parent_id");
  CREATE INDEX "investment_opportunities_rels_path_idx" ON "investment_opportunities_rels" USING btree ("path");
  CREATE INDEX "investment_opportunities_rels_attribute_options_id_idx" ON "investment_opportunities_rels" USING btree ("attribute_options_id");
  CREATE UNIQUE INDEX "images_storage_key_idx" ON "images" USING btree ("storage_key");
  CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by_id");
  CREATE INDEX "images_tenant_idx" ON "images" USING btree ("tenant_id");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  ALTER TABLE "investment_opportunities" ADD CONSTRAINT "investment_opportunities_investment_type_id_attribute_options_id_fk" FOREIGN KEY ("investment_type_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investment_opportunities" ADD CONSTRAINT "investment_opportunities_investment_sub_type_id_attribute_options_id_fk" FOREIGN KEY ("investment_sub_type_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "investment_opportunities_investment_type_idx" ON "investment_opportunities" USING btree ("investment_type_id");
  CREATE INDEX "investment_opportunities_investment_sub_type_idx" ON "investment_opportunities" USING btree ("investment_sub_type_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investment_opportunities_tax_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_opportunities_key_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_opportunities_key_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_opportunities_team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_opportunities_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investment_opportunities_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investment_opportunities_tax_options" CASCADE;
  DROP TABLE "investment_opportunities_key_points" CASCADE;
  DROP TABLE "investment_opportunities_key_dates" CASCADE;
  DROP TABLE "investment_opportunities_team_members" CASCADE;
  DROP TABLE "investment_opportunities_gallery" CASCADE;
  DROP TABLE "investment_opportunities_rels" CASCADE;
  DROP TABLE "images" CASCADE;
  ALTER TABLE "investment_opportunities" DROP CONSTRAINT "investment_opportunities_investment_type_id_attribute_options_id_fk";
  
  ALTER TABLE "investment_opportunities" DROP CONSTRAINT "investment_opportunities_investment_sub_type_id_attribute_options_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_images_fk";
  
  DROP INDEX "investment_opportunities_investment_type_idx";
  DROP INDEX "investment_opportunities_investment_sub_type_idx";
  DROP INDEX "payload_locked_documents_rels_images_id_idx";
  ALTER TABLE "investment_opportunities" DROP COLUMN "investment_type_id";
  ALTER TABLE "investment_opportunities" DROP COLUMN "investment_sub_type_id";
  ALTER TABLE "investment_opportunities" DROP COLUMN "minimum_investment";
  ALTER TABLE "investment_opportunities" DROP COLUMN "valuation";
  ALTER TABLE "investment_opportunities" DROP COLUMN "share_price";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "images_id";
  DROP TYPE "public"."enum_investment_opportunities_tax_options";`)
}
