import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// No schema change of Payload's (the snapshot is the previous one's): only the staff search's indexes.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // ---- Written by hand (issue 11 §11, docs/decisions/024-staff-search.md); keep when this migration is regenerated. ----
  // Per searched kind, its `document` of src/lib/search/search-sql.ts (names and emails as one text), twice:
  // full text for word prefixes ('simple': no stemming or stop words), trigrams for substrings and
  // similar spellings. A query uses them only while its expression stays exactly this one
  // (tests/integration/staff-search.test.ts asks the planner). pg_trgm exists since *_list_preferences.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_search_words_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("email", '')));
  CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("email", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "contacts_search_words_idx" ON "contacts" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '')));
  CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin ((coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "organisations_search_words_idx" ON "organisations" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("registration_number", '') || ' ' || coalesce("contact_email", '')));
  CREATE INDEX IF NOT EXISTS "organisations_search_trgm_idx" ON "organisations" USING gin ((coalesce("name", '') || ' ' || coalesce("registration_number", '') || ' ' || coalesce("contact_email", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "investment_opportunities_search_words_idx" ON "investment_opportunities" USING gin (to_tsvector('simple'::regconfig, coalesce("title", '')));
  CREATE INDEX IF NOT EXISTS "investment_opportunities_search_trgm_idx" ON "investment_opportunities" USING gin ((coalesce("title", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "deals_search_words_idx" ON "deals" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("company", '')));
  CREATE INDEX IF NOT EXISTS "deals_search_trgm_idx" ON "deals" USING gin ((coalesce("name", '') || ' ' || coalesce("company", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "companies_search_words_idx" ON "companies" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("company_number", '')));
  CREATE INDEX IF NOT EXISTS "companies_search_trgm_idx" ON "companies" USING gin ((coalesce("name", '') || ' ' || coalesce("company_number", '')) gin_trgm_ops);`)
  // ---- End of the hand-written part. ----
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "users_search_words_idx";
  DROP INDEX IF EXISTS "users_search_trgm_idx";
  DROP INDEX IF EXISTS "contacts_search_words_idx";
  DROP INDEX IF EXISTS "contacts_search_trgm_idx";
  DROP INDEX IF EXISTS "organisations_search_words_idx";
  DROP INDEX IF EXISTS "organisations_search_trgm_idx";
  DROP INDEX IF EXISTS "investment_opportunities_search_words_idx";
  DROP INDEX IF EXISTS "investment_opportunities_search_trgm_idx";
  DROP INDEX IF EXISTS "deals_search_words_idx";
  DROP INDEX IF EXISTS "deals_search_trgm_idx";
  DROP INDEX IF EXISTS "companies_search_words_idx";
  DROP INDEX IF EXISTS "companies_search_trgm_idx";`)
}
