import { can, type TResource } from '@/access/permissions'
import type { TFeatureKey, TFeatures } from '@/tenancy/defaults'
import { term, type TTermKey, type TTerminology } from '@/tenancy/terminology'

// spec 2.2: the staff side navigation, settings cards and create menu as data. Each entry shows
// only when the tenant's switch is on and the permission table lets the role `index` it.

type TEntry = { key: string; label: TTermKey | { text: string }; path: string; resource: TResource | null; feature?: TFeatureKey }
type TSection = TEntry & { children?: TEntry[] }

export const ADMIN_NAVIGATION: TSection[] = [
  { key: 'overview', label: 'overview', path: '/admin', resource: 'overview' },
  {
    key: 'investments',
    label: 'investments',
    path: '/admin/investments',
    resource: null,
    children: [
      { key: 'deals', label: 'dealOpportunities', path: '/admin/investments/deals', resource: 'pipeline_deals' },
      { key: 'live', label: 'LiveOpportunities', path: '/admin/investments/opportunities', resource: 'investment_opportunity_live' },
      { key: 'existing', label: 'ExistingOpportunities', path: '/admin/investments/existing', resource: 'investment_opportunity_existing' },
      { key: 'companies', label: 'fundOpportunities', path: '/admin/investments/companies', resource: 'funds_opportunity', feature: 'funds_enabled' },
    ],
  },
  { key: 'funds', label: 'funds', path: '/admin/funds', resource: 'funds', feature: 'funds_enabled' },
  {
    key: 'investors',
    label: 'investors',
    path: '/admin/investors',
    resource: null,
    children: [
      { key: 'investors', label: 'investors', path: '/admin/investors', resource: 'investors' },
      { key: 'contacts', label: 'contacts', path: '/admin/investors/contacts', resource: 'investors' },
      // Ours (issue 11 §6, decision 021): spec 7's /api/invitations has no screen in spec 2.1.
      { key: 'invitations', label: { text: 'Invitations' }, path: '/admin/investors/invitations', resource: 'investors' },
      { key: 'organisations', label: 'organisations', path: '/admin/investors/organisations', resource: 'investors' },
      {
        key: 'organisation-applications',
        label: 'organisationApplications',
        path: '/admin/investors/organisation-applications',
        resource: 'investors',
        feature: 'organisation_links_enabled',
      },
      { key: 'investment-methods', label: 'altInvestmentMethods', path: '/admin/investors/investment-methods', resource: 'investors' },
      { key: 'nominees', label: 'nominees', path: '/admin/investors/nominees', resource: 'investors', feature: 'nominee_enabled' },
    ],
  },
  { key: 'insider-register', label: 'insiderRegister', path: '/admin/insider-register', resource: 'compliance', feature: 'market_sounding_enabled' },
  {
    key: 'reports',
    label: 'reports',
    path: '/admin/reports',
    resource: null,
    children: [
      { key: 'kpis', label: 'kpis', path: '/admin/reports/kpis', resource: 'reports', feature: 'funds_enabled' },
      { key: 'kpi-portfolio', label: 'kpiPortfolio', path: '/admin/reports/kpi-portfolio', resource: 'custom_kpis', feature: 'funds_enabled' },
      { key: 'updates', label: 'updateReports', path: '/admin/reports/updates', resource: 'update_reports' },
      { key: 'wip', label: 'wipReports', path: '/admin/reports/wip', resource: 'wip-report' },
    ],
  },
]

/** spec 2.2: the five settings cards; each shows if the role may open its first item. */
export const SETTINGS_CARDS: TEntry[] = [
  { key: 'account', label: { text: 'Account Details' }, path: '/admin/settings/account', resource: 'pipelines' },
  { key: 'terminology', label: { text: 'Terminology Settings' }, path: '/admin/settings/terminology', resource: 'branding' },
  { key: 'attributes', label: { text: 'Attribute Settings' }, path: '/admin/settings/attributes', resource: 'attributes' },
  { key: 'investor', label: { text: 'Investor Settings' }, path: '/admin/settings/investor', resource: 'features' },
  { key: 'security', label: { text: 'Password Management' }, path: '/admin/settings/security', resource: null },
]

/** spec 2.2: the create menu; each action needs `create` on its resource. */
export const CREATE_ACTIONS: TEntry[] = [
  { key: 'deal', label: { text: 'Create deal' }, path: '/admin/investments/deals/new-deal', resource: 'pipeline_deals' },
  { key: 'opportunity', label: { text: 'Create opportunity' }, path: '/admin/investments/opportunities/new-opportunity', resource: 'investment_opportunity_live' },
  { key: 'investor', label: { text: 'Create investor' }, path: '/admin/investors/new-investor', resource: 'investors' },
  { key: 'company', label: { text: 'Create company' }, path: '/admin/investments/companies/new-company', resource: 'funds_opportunity', feature: 'funds_enabled' },
  { key: 'contact', label: { text: 'Create contact' }, path: '/admin/investors/contacts/new-contact', resource: 'investors' },
  { key: 'nominee', label: { text: 'Create nominee' }, path: '/admin/investors/nominees/new-nominee', resource: 'investors', feature: 'nominee_enabled' },
  { key: 'organisation', label: { text: 'Create organisation' }, path: '/admin/investors/organisations/new-organisation', resource: 'investors' },
  { key: 'method', label: { text: 'Create method' }, path: '/admin/investors/investment-methods/new-method', resource: 'investors' },
  { key: 'update', label: { text: 'Create report update' }, path: '/admin/reports/updates/new-update', resource: 'update_reports' },
]

export type TNavLink = { key: string; label: string; path: string; children: TNavLink[] }

type TContext = { role: number; features: TFeatures; terminology: TTerminology }

const labelOf = (entry: TEntry, terminology: TTerminology) => (typeof entry.label === 'string' ? term(terminology, entry.label) : entry.label.text)
const switchedOn = (entry: TEntry, features: TFeatures) => !entry.feature || features[entry.feature]

function visible(entry: TEntry, { role, features }: TContext, action: 'index' | 'create'): boolean {
  return switchedOn(entry, features) && can(role, entry.resource, action)
}

/**
 * The side navigation for one role in one tenant. A section with sub-areas shows when any
 * sub-area does, and leads to the first one the role may use.
 */
export function adminNavigation(context: TContext): TNavLink[] {
  return ADMIN_NAVIGATION.flatMap((section) => {
    if (!switchedOn(section, context.features)) return []
    if (!section.children) {
      return visible(section, context, 'index') ? [{ key: section.key, label: labelOf(section, context.terminology), path: section.path, children: [] }] : []
    }
    const children = section.children
      .filter((child) => visible(child, context, 'index'))
      .map((child) => ({ key: child.key, label: labelOf(child, context.terminology), path: child.path, children: [] }))
    if (children.length === 0) return []
    return [{ key: section.key, label: labelOf(section, context.terminology), path: children[0].path, children }]
  })
}

export function settingsCards(context: TContext): TNavLink[] {
  return SETTINGS_CARDS.filter((card) => visible(card, context, 'index')).map((card) => ({
    key: card.key,
    label: labelOf(card, context.terminology),
    path: card.path,
    children: [],
  }))
}

export function createActions(context: TContext): TNavLink[] {
  return CREATE_ACTIONS.filter((action) => visible(action, context, 'create')).map((action) => ({
    key: action.key,
    label: labelOf(action, context.terminology),
    path: action.path,
    children: [],
  }))
}
