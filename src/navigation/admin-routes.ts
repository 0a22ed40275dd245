import { can, type TAction, type TResource } from '@/access/permissions'
import type { TFeatureKey, TFeatures } from '@/tenancy/defaults'

/**
 * spec 2.1: every /admin route, the permission that opens it and (where the spec says so) the
 * tenant switch it needs. Screens that exist have their own page.tsx; the rest are served by
 * the admin catch-all page with the same guard and a placeholder title.
 */
export type TAdminRoute = { pattern: string; title: string; resource: TResource | null; action: TAction; feature?: TFeatureKey }

const route = (pattern: string, title: string, resource: TResource | null, action: TAction = 'index', feature?: TFeatureKey): TAdminRoute => ({
  pattern,
  title,
  resource,
  action,
  feature,
})

const tabs = (base: string, names: string[], titlePrefix: string, resource: TResource, feature?: TFeatureKey) =>
  names.map((name) => route(`${base}/${name}`, `${titlePrefix}: ${name.replace(/-/g, ' ')}`, resource, 'show', feature))

/** The signed-in staff member's open tasks across records (issue 9 §3; spec 1 names tasks, 2.1 gives them no route). */
export const MY_TASKS_PATH = '/admin/tasks'

/** The staff search's results page (issue 11 §11; spec 7 names /api/search, spec 2.1 no screen): the header box's address without JavaScript. */
export const SEARCH_PATH = '/admin/search'

export const ADMIN_ROUTES: TAdminRoute[] = [
  route('/admin', 'Overview', 'overview'),
  route(MY_TASKS_PATH, 'My tasks', 'admin_area', 'show'),
  route(SEARCH_PATH, 'Search', 'admin_area', 'show'),
  // Investments
  route('/admin/investments', 'Investments', null),
  route('/admin/investments/deals', 'Deal pipeline', 'pipeline_deals'),
  route('/admin/investments/deals/new-deal', 'New deal', 'pipeline_deals', 'create'),
  ...tabs('/admin/investments/deals/:id', ['performance', 'key-information', 'notes-calls-tasks'], 'Deal', 'pipeline_deals'),
  route('/admin/investments/deals/:id/edit', 'Edit deal', 'pipeline_deals', 'update'),
  route('/admin/investments/opportunities', 'Live opportunities', 'investment_opportunity_live'),
  route('/admin/investments/opportunities/new-opportunity', 'New opportunity', 'investment_opportunity_live', 'create'),
  route('/admin/investments/opportunities/:id/edit', 'Edit opportunity', 'investment_opportunity_live', 'update'),
  route('/admin/investments/opportunities/:id/details', 'Opportunity details', 'investment_opportunity_live', 'show'),
  ...tabs(
    '/admin/investments/opportunities/:id/details',
    ['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'performance'],
    'Opportunity',
    'investment_opportunity_live',
  ),
  route('/admin/investments/existing', 'Existing opportunities', 'investment_opportunity_existing'),
  route('/admin/investments/existing/:id/details', 'Existing opportunity details', 'investment_opportunity_existing', 'show'),
  ...tabs(
    '/admin/investments/existing/:id/details',
    // pre-emption: ours (issue 10 §8, decision 015), beside spec 2.1's tabs of the existing area.
    ['key-information', 'transactions', 'notes-calls-tasks', 'performance', 'cap-table', 'cap-table-performance', 'pre-emption'],
    'Existing opportunity',
    'investment_opportunity_existing',
  ),
  route('/admin/investments/companies', 'Fund investments', 'funds_opportunity', 'index', 'funds_enabled'),
  route('/admin/investments/companies/new-company', 'New company', 'funds_opportunity', 'create', 'funds_enabled'),
  route('/admin/investments/companies/:id/details', 'Company details', 'funds_opportunity', 'show', 'funds_enabled'),
  // pre-emption: ours (decision 015 "Subjects: companies"), beside spec 2.1's tabs of a company.
  ...tabs('/admin/investments/companies/:id/details', ['key-information', 'transactions', 'notes-calls-tasks', 'maturity-statuses', 'kpis', 'pre-emption'], 'Company', 'funds_opportunity', 'funds_enabled'),
  route('/admin/investments/companies/:id/edit', 'Edit company', 'funds_opportunity', 'update', 'funds_enabled'),
  // Funds
  route('/admin/funds', 'Funds', 'funds', 'index', 'funds_enabled'),
  // Not in spec 2.1 (it names no create route for funds, though spec 6 gives funds a create right): ours, like new-deal (decision 013).
  route('/admin/funds/new-fund', 'New fund', 'funds', 'create', 'funds_enabled'),
  route('/admin/funds/:id/details', 'Fund details', 'funds', 'show', 'funds_enabled'),
  ...tabs('/admin/funds/:id/details', ['transactions', 'portfolio', 'notes-calls-tasks'], 'Fund', 'funds', 'funds_enabled'),
  route('/admin/funds/:id/edit', 'Edit fund', 'funds', 'update', 'funds_enabled'),
  // Investors
  route('/admin/investors', 'Investors', 'investors'),
  route('/admin/investors/new-investor', 'New investor', 'investors', 'create'),
  // CSV import (issue 11 §12, decision 028): ours, spec 2.1 names no address.
  route('/admin/investors/import', 'Import investors', 'investors', 'create'),
  route('/admin/investors/:id/details', 'Investor details', 'investors', 'show'),
  ...tabs(
    '/admin/investors/:id/details',
    ['transactions', 'documents', 'notes-calls-tasks', 'category', 'registration-form', 'investment-documents', 'fact-find', 'risk-profile', 'investor-consent'],
    'Investor',
    'investors',
  ),
  route('/admin/investors/:id/edit', 'Edit investor', 'investors', 'update'),
  // update: signing adds a document to the investor's record (decision 027).
  route('/admin/investors/:id/sign-pdf/:documentId', 'Sign document', 'investors', 'update'),
  route('/admin/investors/contacts', 'Contacts', 'investors'),
  route('/admin/investors/contacts/new-contact', 'New contact', 'investors', 'create'),
  route('/admin/investors/contacts/import', 'Import contacts', 'investors', 'create'),
  ...tabs('/admin/investors/contacts/:id', ['details', 'documents', 'notes-calls-tasks', 'category', 'registration-form', 'fact-find', 'risk-profile'], 'Contact', 'investors'),
  route('/admin/investors/contacts/:id/edit', 'Edit contact', 'investors', 'update'),
  // Invitations (issue 11 §6): spec 7 names /api/invitations, spec 2.1 no screen; ours, under the investors area (decision 021).
  route('/admin/investors/invitations', 'Invitations', 'investors'),
  route('/admin/investors/invitations/new-invitation', 'Invite investors', 'investors', 'create'),
  route('/admin/investors/invitations/:id', 'Invitation', 'investors', 'show'),
  route('/admin/investors/organisations', 'Organisations', 'investors'),
  route('/admin/investors/organisations/new-organisation', 'New organisation', 'investors', 'create'),
  ...tabs('/admin/investors/organisations/:id', ['details', 'transactions', 'notes-calls-tasks'], 'Organisation', 'investors'),
  route('/admin/investors/organisations/:id/edit', 'Edit organisation', 'investors', 'update'),
  route('/admin/investors/organisation-applications', 'Organisation applications', 'investors', 'index', 'organisation_links_enabled'),
  route('/admin/investors/organisation-applications/:id/details', 'Organisation application', 'investors', 'show', 'organisation_links_enabled'),
  route('/admin/investors/investment-methods', 'Alternative investment methods', 'investors'),
  route('/admin/investors/investment-methods/new-method', 'New investment method', 'investors', 'create'),
  ...tabs('/admin/investors/investment-methods/:id', ['details', 'transactions', 'notes-calls-tasks'], 'Investment method', 'investors'),
  route('/admin/investors/investment-methods/:id/edit', 'Edit investment method', 'investors', 'update'),
  route('/admin/investors/nominees', 'Nominees', 'investors', 'index', 'nominee_enabled'),
  route('/admin/investors/nominees/new-nominee', 'New nominee', 'investors', 'create', 'nominee_enabled'),
  ...tabs('/admin/investors/nominees/:id', ['transactions', 'notes-calls-tasks'], 'Nominee', 'investors', 'nominee_enabled'),
  route('/admin/investors/nominees/:id/edit', 'Edit nominee', 'investors', 'update', 'nominee_enabled'),
  // Reports
  route('/admin/reports', 'Reports', null),
  route('/admin/reports/kpis', 'KPIs', 'reports', 'index', 'funds_enabled'),
  route('/admin/reports/kpi-portfolio', 'KPI portfolio', 'custom_kpis', 'index', 'funds_enabled'),
  route('/admin/reports/updates', 'Update reports', 'update_reports'),
  route('/admin/reports/updates/new-update', 'New report update', 'update_reports', 'create'),
  route('/admin/reports/updates/:id/edit-update', 'Edit report update', 'update_reports', 'update'),
  route('/admin/reports/updates/:id/details', 'Report update', 'update_reports', 'show'),
  // A draft's attachments on a page of their own (decision 033: ours, beside edit-update).
  route('/admin/reports/updates/:id/edit-update/attachments', 'Attachments of a report update', 'update_reports', 'update'),
  // Report types (spec 6 report_types; spec 2.1 names no screen): ours, beside the updates that use them (decision 033).
  route('/admin/reports/updates/report-types', 'Report types', 'report_types'),
  route('/admin/reports/updates/report-types/new-report-type', 'New report type', 'report_types', 'create'),
  route('/admin/reports/updates/report-types/:id/edit', 'Edit report type', 'report_types', 'update'),
  route('/admin/reports/wip', 'WIP reports', 'wip-report'),
  // A WIP report's record and form (spec 6 wip-report visit and create; spec 2.1 names the list only): decision 033.
  route('/admin/reports/wip/new-wip-report', 'New WIP report', 'wip-report', 'create'),
  route('/admin/reports/wip/:id/details', 'WIP report', 'wip-report', 'show'),
  route('/admin/reports/wip/:id/edit', 'Edit WIP report', 'wip-report', 'update'),
  // Insider register
  route('/admin/insider-register', 'Insider register', 'compliance', 'index', 'market_sounding_enabled'),
  route('/admin/insider-register/pa-deals', 'Personal-account deals', 'compliance', 'index', 'market_sounding_enabled'),
  route('/admin/insider-register/pa-deals/create', 'New personal-account deal', 'compliance', 'create', 'market_sounding_enabled'),
  // A correction of an acceptance (decision 042; spec 2.1 names the lists only).
  route('/admin/insider-register/correct', 'Correct an acceptance', 'compliance', 'create', 'market_sounding_enabled'),
  // Settings
  route('/admin/settings', 'Settings', null),
  route('/admin/settings/account', 'Account details', 'pipelines'),
  route('/admin/settings/account/pipelines', 'Pipelines', 'pipelines'),
  route('/admin/settings/account/pipelines/:id/stages', 'Pipeline stages', 'pipelines', 'update'),
  route('/admin/settings/account/admin-accounts', 'Admin accounts', 'user'),
  route('/admin/settings/account/features', 'Features', 'features'),
  // Ours (issue 12 §5, decision 034): spec 7's branding (colours, logos, favicon, page title) needs a screen; spec 2.1 names none.
  route('/admin/settings/account/branding', 'Branding', 'branding'),
  route('/admin/settings/terminology', 'Terminology settings', 'branding'),
  ...['opportunities', 'roles', 'investor', 'portfolio-columns'].map((name) => route(`/admin/settings/terminology/${name}`, `Terminology: ${name.replace(/-/g, ' ')}`, 'branding', 'update')),
  route('/admin/settings/terminology/funds', 'Terminology: funds', 'branding', 'update', 'funds_enabled'),
  route('/admin/settings/attributes', 'Attribute settings', 'attributes'),
  route('/admin/settings/attributes/kpi-category', 'KPI categories', 'attributes'),
  route('/admin/settings/attributes/kpis', 'KPIs', 'custom_kpis', 'index', 'funds_enabled'),
  // A KPI's edit page (decision 042; spec 2.1 names the list only).
  route('/admin/settings/attributes/kpis/:id/edit', 'Edit KPI', 'custom_kpis', 'update', 'funds_enabled'),
  route('/admin/settings/attributes/industries', 'Industries', 'industries'),
  route('/admin/settings/attributes/investment-types', 'Investment types', 'investment_opportunity_types'),
  route('/admin/settings/attributes/investment-sub-types', 'Investment sub-types', 'investment_opportunity_sub_types'),
  // Not in spec 2.1's list, though spec 6 names its permission (decision 010).
  route('/admin/settings/attributes/investor-types', 'Investor types', 'investment_opportunity_investor_types'),
  route('/admin/settings/attributes/investment-categories', 'Investment categories', 'attributes', 'index', 'investment_classification_enabled'),
  route('/admin/settings/attributes/investment-characters', 'Investment characters', 'attributes', 'index', 'investment_classification_enabled'),
  route('/admin/settings/attributes/configure/:id', 'Configure attribute', 'attributes', 'update'),
  route('/admin/settings/investor', 'Investor settings', 'features'),
  route('/admin/settings/investor/portfolio', 'Portfolio settings', 'features'),
  route('/admin/settings/investor/portfolio/:id', 'Portfolio column', 'features', 'update'),
  route('/admin/settings/investor/portfolio-stats', 'Portfolio statistics', 'features'),
  route('/admin/settings/investor/sign-up-documents', 'Sign-up documents', 'onboarding_documents'),
  route('/admin/settings/investor/lead-status', 'Lead statuses', 'features'),
  route('/admin/settings/investor/appropriateness-test', 'Appropriateness test', 'compliance'),
  route('/admin/settings/investor/fca-appropriateness-test-1', 'FCA appropriateness test 1', 'compliance'),
  route('/admin/settings/investor/fca-appropriateness-test-2', 'FCA appropriateness test 2', 'compliance'),
  route('/admin/settings/investor/terms', 'Terms', 'branding'),
  route('/admin/settings/investor/market-sounding', 'Market sounding', 'branding', 'index', 'market_sounding_enabled'),
  route('/admin/settings/investor/risk-warning', 'Risk warning', 'branding', 'index', 'risk_warning_enabled'),
  // spec 1 rewards (decision 040: spec 2.1 names no address); never conditional on investing.
  route('/admin/settings/investor/rewards', 'Rewards', 'features'),
  route('/admin/settings/investor/rewards/new-reward', 'New reward', 'features', 'create'),
  route('/admin/settings/investor/rewards/:id/edit', 'Edit reward', 'features', 'update'),
  route('/admin/settings/security', 'Password management', null),
  route('/admin/settings/security/details', 'User details', null),
]

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/')
  const pathParts = path.replace(/\/$/, '').split('/')
  return patternParts.length === pathParts.length && patternParts.every((part, index) => part.startsWith(':') ? /^[\w-]+$/.test(pathParts[index]) : part === pathParts[index])
}

/** The spec route a path belongs to; literal segments win over parameters (new-deal before :id). */
export function findAdminRoute(path: string): TAdminRoute | null {
  const candidates = ADMIN_ROUTES.filter((entry) => matches(entry.pattern, path))
  candidates.sort((a, b) => a.pattern.split(':').length - b.pattern.split(':').length)
  return candidates[0] ?? null
}

/**
 * Whether a role may open `path` in a tenant with these switches: what guardAdminRoute lets through
 * (the staff area, the route's own permission and switch). An address not in the table opens nothing.
 */
export function adminRouteOpen(path: string, role: number, features: TFeatures): boolean {
  const route = findAdminRoute(path)
  if (!route || (route.feature && !features[route.feature])) return false
  return can(role, 'admin_area', 'show') && can(role, route.resource, route.action)
}

/**
 * The routes one level below `path` that have no id in them: a parent screen that is not built
 * yet lists these, so every area is reachable by links. The caller filters by permission.
 */
export function childAdminRoutes(path: string): TAdminRoute[] {
  const depth = path.split('/').length + 1
  return ADMIN_ROUTES.filter((route) => route.pattern.startsWith(`${path}/`) && route.pattern.split('/').length === depth && !route.pattern.includes(':'))
}
