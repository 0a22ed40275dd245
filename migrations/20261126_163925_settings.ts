import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "theme_logo_image_id" integer;
  ALTER TABLE "tenants" ADD COLUMN "theme_logo_light_image_id" integer;
  ALTER TABLE "tenants" ADD COLUMN "theme_favicon_image_id" integer;
  ALTER TABLE "tenants" ADD COLUMN "staff_idle_minutes" numeric;
  ALTER TABLE "tenants" ADD COLUMN "investor_idle_minutes" numeric;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_logo_image_id_images_id_fk" FOREIGN KEY ("theme_logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_logo_light_image_id_images_id_fk" FOREIGN KEY ("theme_logo_light_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_favicon_image_id_images_id_fk" FOREIGN KEY ("theme_favicon_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tenants_theme_theme_logo_image_idx" ON "tenants" USING btree ("theme_logo_image_id");
  CREATE INDEX "tenants_theme_theme_logo_light_image_idx" ON "tenants" USING btree ("theme_logo_light_image_id");
  CREATE INDEX "tenants_theme_theme_favicon_image_idx" ON "tenants" USING btree ("theme_favicon_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP CONSTRAINT "tenants_theme_logo_image_id_images_id_fk";
  
  ALTER TABLE "tenants" DROP CONSTRAINT "tenants_theme_logo_light_image_id_images_id_fk";
  
  ALTER TABLE "tenants" DROP CONSTRAINT "tenants_theme_favicon_image_id_images_id_fk";
  
  DROP INDEX "tenants_theme_theme_logo_image_idx";
  DROP INDEX "tenants_theme_theme_logo_light_image_idx";
  DROP INDEX "tenants_theme_theme_favicon_image_idx";
  ALTER TABLE "tenants" DROP COLUMN "theme_logo_image_id";
  ALTER TABLE "tenants" DROP COLUMN "theme_logo_light_image_id";
  ALTER TABLE "tenants" DROP COLUMN "theme_favicon_image_id";
  ALTER TABLE "tenants" DROP COLUMN "staff_idle_minutes";
  ALTER TABLE "tenants" DROP COLUMN "investor_idle_minutes";`)
}
