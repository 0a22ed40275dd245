// The text fields the kit's search boxes look in (`search.fields` of a resource), by collection.
// A search is "contains, any case" (ILIKE '%text%'): a btree index cannot serve a pattern that
// starts with a wildcard, so each of these has a trigram GIN index (pg_trgm), created by the
// migration 20261124_*_list_preferences (SQL written by hand: Payload's schema does not describe
// GIN indexes). tests/unit/resources.test.ts holds every searched field to this list, and
// tests/integration/resource-list.test.ts checks the indexes exist in the database.

export const TRIGRAM_INDEXED: Record<string, readonly string[]> = {
  deals: ['name', 'company'],
  'investment-opportunities': ['title'],
  'attribute-options': ['name', 'description'],
  pipelines: ['name'],
  // Created by the migration of issue 10's funds and companies (by hand, like the others).
  funds: ['name', 'manager'],
  companies: ['name'],
  // Created by the migration of issue 11's investors list (by hand, like the others).
  users: ['name', 'surname', 'email'],
  // Created by the migration of issue 11's organisations (by hand, like the others).
  organisations: ['name', 'registrationNumber'],
  'organisation-applications': ['organisationName'],
  // Created by the migration of issue 11's contacts and invitations (by hand, like the others).
  contacts: ['name', 'surname', 'email', 'company'],
  invitations: ['email'],
  // Created by the migration of issue 11's investment methods and nominees (by hand, like the others).
  'investment-methods': ['name', 'provider'],
  nominees: ['name', 'companyNumber'],
  // Created by the migration of issue 12's update and WIP reports (by hand, like the others; decision 033).
  'update-reports': ['title'],
  'wip-reports': ['title'],
  // Created by the migration of the insider register's search (by hand, like the others; decision 042).
  'market-sounding-acceptances': ['investorName', 'investorEmail', 'opportunityName', 'reference'],
  'pa-deals': ['staffName', 'instrument'],
}
