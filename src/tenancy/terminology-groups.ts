import { ROLE_IDS, type TRoleId } from '@/access/roles'
import { PORTFOLIO_TERMINOLOGY, type TPortfolioTermKey } from '@/domain/portfolio/portfolio-columns'
import type { TFeatureKey } from './defaults'
import { roleDisplayName, roleTermKey, TERMINOLOGY_DEFAULTS, type TTermKey, type TTerminology } from './terminology'

// The terminology settings (spec 2.1 /admin/settings/terminology and its sub-pages): which labels
// of spec 3 each page edits. Every label is on exactly one page (tests/unit/terminology-groups.test.ts).
// Data only, no zod: the pages and their client forms import it.

export const TERMINOLOGY_PAGES = ['general', 'opportunities', 'roles', 'investor', 'portfolio-columns', 'funds'] as const
export type TTerminologyPage = (typeof TERMINOLOGY_PAGES)[number]

/** The sub-pages' addresses; 'general' is the landing page itself. */
export const terminologyPath = (page: TTerminologyPage) => (page === 'general' ? '/admin/settings/terminology' : `/admin/settings/terminology/${page}`)

export const TERMINOLOGY_PAGE_INFO: Record<TTerminologyPage, { title: string; description: string; feature?: TFeatureKey }> = {
  general: { title: 'Terminology settings', description: 'The names of the main areas in the navigation and on their screens.' },
  opportunities: { title: 'Opportunities', description: 'What deals, opportunities and their money movements are called.' },
  roles: { title: 'Roles', description: 'The names your staff and investors see for each role.' },
  investor: { title: 'Investor', description: 'What investors, contacts and their records are called, and the appropriateness test messages.' },
  'portfolio-columns': { title: 'Portfolio columns', description: 'The column headings of the investor’s portfolio table.' },
  funds: { title: 'Funds', description: 'What funds and their figures are called.', feature: 'funds_enabled' },
}

const TERM_PAGE_KEYS: Record<Exclude<TTerminologyPage, 'roles'>, readonly TTermKey[]> = {
  general: ['overview', 'reports', 'settings', 'insiderRegister', 'kpis', 'kpiPortfolio', 'updateReports', 'wipReports', 'portfolio', 'news', 'profile', 'industry'],
  opportunities: [
    'investments',
    'investment',
    'dealOpportunities',
    'pipelines',
    'draftOpportunities',
    'LiveOpportunities',
    'ExistingOpportunities',
    'clientInvestments',
    'awaitingPayment',
    'cashCall',
    'marketSoundingAcceptance',
  ],
  investor: [
    'investors',
    'investor',
    'contacts',
    'organisations',
    'organisationApplications',
    'altInvestmentMethods',
    'nominees',
    'investorRegistrationForm',
    'investorRiskProfile',
    'investorCategoryName',
    'clientPortfolio',
    'testSuccess',
    'testFail',
    'testPending',
    'testCooldown',
    // The first-time journey (decision 030) and the portal's investing labels (spec 4, decision 031).
    'stepVerifyEmail',
    'stepAcceptTerms',
    'stepCategorise',
    'stepCategorisationPending',
    'stepRiskWarning',
    'stepCoolingOff',
    'stepOfferChoice',
    'stepAppropriatenessTest',
    'riskWarningTitle',
    'riskWarningLearnMore',
    'journeyProceed',
    'journeyLeave',
    'reserveAllocation',
    'myReservedAllocations',
    'cashCallAwaitingPayment',
    'cashCallPaymentReceived',
    // The investor's screening status (decision 037).
    'screeningPending',
    'screeningClear',
    'screeningRefer',
    'screeningFail',
  ],
  // The portal's portfolio table and stats (decision 032), as the portfolio reads them.
  'portfolio-columns': Object.keys(PORTFOLIO_TERMINOLOGY) as TPortfolioTermKey[],
  funds: ['funds', 'fund', 'fundOpportunities', 'netAssetValue'],
}

/** Keys whose text is a sentence (a textarea rather than a one-line input). */
const SENTENCE_KEYS = new Set<string>(['testSuccess', 'testFail', 'testPending', 'testCooldown', 'stepVerifyEmail', 'stepAcceptTerms', 'stepCategorise', 'stepCategorisationPending', 'stepRiskWarning', 'stepCoolingOff', 'stepOfferChoice', 'stepAppropriatenessTest', 'screeningPending', 'screeningClear', 'screeningRefer', 'screeningFail'])

/** A label's name on the form: `LiveOpportunities` → "Live opportunities". */
function humanise(key: string): string {
  const words = key
    .replace(/^portfolioColumn/, '')
    .replace(/^portfolioStat(.*)$/, '$1 (summary)')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^test /i, 'Test: ')
    .replace(/^step /i, 'Step: ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\bkpi/g, 'KPI').replace(/\bwip\b/g, 'WIP')
}

const NAMES: Partial<Record<string, string>> = {
  LiveOpportunities: 'Live opportunities',
  ExistingOpportunities: 'Existing opportunities',
  altInvestmentMethods: 'Alternative investment methods',
  clientInvestments: 'Investor’s investments area',
  clientPortfolio: 'Investor’s portfolio area',
  investorCategoryName: 'Investor category',
  testSuccess: 'Appropriateness test passed',
  testFail: 'Appropriateness test failed',
  testPending: 'Appropriateness test under review',
  testCooldown: 'Appropriateness test cooldown',
  screeningPending: 'Screening: pending',
  screeningClear: 'Screening: clear',
  screeningRefer: 'Screening: referred',
  screeningFail: 'Screening: failed',
}

export type TTermField = { key: string; label: string; defaultText: string; value: string; multiline: boolean }

/** Every key the terminology may hold: the labels of spec 3 and each role's display name. */
export const TERMINOLOGY_KEYS: readonly string[] = [...Object.keys(TERMINOLOGY_DEFAULTS), ...ROLE_IDS.map(roleTermKey)]

export const isTerminologyKey = (key: string): boolean => TERMINOLOGY_KEYS.includes(key)

/** The longest label a tenant may set; the sentences may be longer. */
export const TERM_MAX_LENGTH = 60
export const TERM_SENTENCE_MAX_LENGTH = 300
export const termMaxLength = (key: string) => (SENTENCE_KEYS.has(key) ? TERM_SENTENCE_MAX_LENGTH : TERM_MAX_LENGTH)

/** The fields of one terminology page for a tenant: each label's name, default and the tenant's own word (empty: the default). */
export function terminologyFields(page: TTerminologyPage, terminology: TTerminology): TTermField[] {
  const own = (key: string) => (typeof terminology[key] === 'string' ? terminology[key]!.trim() : '')
  if (page === 'roles') {
    // A role's default is its fixed text with the tenant's other words ("Investment Committee").
    const withoutRoleNames = Object.fromEntries(Object.entries(terminology).filter(([key]) => !key.startsWith('role_')))
    return ROLE_IDS.map((role: TRoleId) => ({
      key: roleTermKey(role),
      label: roleDisplayName(role, {}),
      defaultText: roleDisplayName(role, withoutRoleNames),
      value: own(roleTermKey(role)),
      multiline: false,
    }))
  }
  return TERM_PAGE_KEYS[page].map((key) => ({ key, label: NAMES[key] ?? humanise(key), defaultText: TERMINOLOGY_DEFAULTS[key], value: own(key), multiline: SENTENCE_KEYS.has(key) }))
}

/** For the unit test: every key of every page. */
export const keysOfPage = (page: TTerminologyPage): string[] => (page === 'roles' ? ROLE_IDS.map(roleTermKey) : [...TERM_PAGE_KEYS[page]])
