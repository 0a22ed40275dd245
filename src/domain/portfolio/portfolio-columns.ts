// The investor portfolio's tables and stats (issue 13 §4, issue 12 §5 "investor: portfolio"): which
// columns a tenant's portal shows, in which order, and which summary figures. The catalogue is fixed
// (every column is a figure the server computes from the ledger); a tenant chooses from it in
// /admin/settings/investor/portfolio and renames the labels through terminology (spec 3 "portfolio
// columns"; the keys below are terminology keys with their defaults). No zod here: client islands
// import the labels.

/** The portal's two tables: holdings in opportunities and companies, and commitments to funds. */
export const PORTFOLIO_TABLES = ['holdings', 'funds'] as const
export type TPortfolioTable = (typeof PORTFOLIO_TABLES)[number]
/** What a tenant configures: the two tables' columns and the summary's stats. */
export const PORTFOLIO_SETTINGS = [...PORTFOLIO_TABLES, 'stats'] as const
export type TPortfolioSetting = (typeof PORTFOLIO_SETTINGS)[number]

export const PORTFOLIO_COLUMNS = ['heldBy', 'invested', 'paid', 'outstanding', 'shares', 'sharePrice', 'currentValue', 'distributions', 'gain', 'gainPercent', 'firstInvested'] as const
export type TPortfolioColumn = (typeof PORTFOLIO_COLUMNS)[number]

export const PORTFOLIO_STATS = ['invested', 'paid', 'outstanding', 'currentValue', 'distributions', 'gain', 'gainPercent', 'holdings'] as const
export type TPortfolioStat = (typeof PORTFOLIO_STATS)[number]

/** spec 3 terminology of the portfolio columns and stats: key → default label. */
export const PORTFOLIO_TERMINOLOGY = {
  portfolioColumnHeldBy: 'Held by',
  portfolioColumnInvested: 'Invested',
  portfolioColumnPaid: 'Paid',
  portfolioColumnOutstanding: 'Outstanding',
  portfolioColumnShares: 'Shares',
  portfolioColumnSharePrice: 'Share price',
  portfolioColumnCurrentValue: 'Current value',
  portfolioColumnDistributions: 'Distributions',
  portfolioColumnGain: 'Gain',
  portfolioColumnGainPercent: 'Gain %',
  portfolioColumnFirstInvested: 'First invested',
  portfolioStatHoldings: 'Holdings',
} as const

export type TPortfolioTermKey = keyof typeof PORTFOLIO_TERMINOLOGY

export const PORTFOLIO_COLUMN_TERM: Record<TPortfolioColumn, TPortfolioTermKey> = {
  heldBy: 'portfolioColumnHeldBy',
  invested: 'portfolioColumnInvested',
  paid: 'portfolioColumnPaid',
  outstanding: 'portfolioColumnOutstanding',
  shares: 'portfolioColumnShares',
  sharePrice: 'portfolioColumnSharePrice',
  currentValue: 'portfolioColumnCurrentValue',
  distributions: 'portfolioColumnDistributions',
  gain: 'portfolioColumnGain',
  gainPercent: 'portfolioColumnGainPercent',
  firstInvested: 'portfolioColumnFirstInvested',
}

export const PORTFOLIO_STAT_TERM: Record<TPortfolioStat, TPortfolioTermKey> = {
  invested: 'portfolioColumnInvested',
  paid: 'portfolioColumnPaid',
  outstanding: 'portfolioColumnOutstanding',
  currentValue: 'portfolioColumnCurrentValue',
  distributions: 'portfolioColumnDistributions',
  gain: 'portfolioColumnGain',
  gainPercent: 'portfolioColumnGainPercent',
  holdings: 'portfolioStatHoldings',
}

/** Which columns each table may show: funds hold no shares (a commitment), so no shares or price. */
export const TABLE_COLUMNS: Record<TPortfolioTable, readonly TPortfolioColumn[]> = {
  holdings: PORTFOLIO_COLUMNS,
  funds: ['heldBy', 'invested', 'paid', 'outstanding', 'currentValue', 'distributions', 'gain', 'gainPercent', 'firstInvested'],
}

/** What a tenant that never chose shows. */
export const DEFAULT_PORTFOLIO_SETTINGS: { holdings: TPortfolioColumn[]; funds: TPortfolioColumn[]; stats: TPortfolioStat[] } = {
  holdings: ['heldBy', 'invested', 'shares', 'sharePrice', 'currentValue', 'gain', 'gainPercent'],
  funds: ['heldBy', 'invested', 'paid', 'currentValue', 'distributions', 'gain'],
  stats: ['invested', 'currentValue', 'gain', 'holdings'],
}

export type TPortfolioSettings = typeof DEFAULT_PORTFOLIO_SETTINGS

/** The keys a setting may list. */
export const SETTING_CHOICES: Record<TPortfolioSetting, readonly string[]> = { holdings: TABLE_COLUMNS.holdings, funds: TABLE_COLUMNS.funds, stats: PORTFOLIO_STATS }

export const PORTFOLIO_SETTING_TITLE: Record<TPortfolioSetting, string> = { holdings: 'Holdings table', funds: 'Funds table', stats: 'Portfolio statistics' }

/** A stored list read back: only known keys of that setting, each once, in the stored order; the default when nothing valid is stored. */
export function settingOrDefault<T extends TPortfolioSetting>(setting: T, stored: unknown): TPortfolioSettings[T] {
  if (!Array.isArray(stored)) return DEFAULT_PORTFOLIO_SETTINGS[setting]
  const allowed = SETTING_CHOICES[setting]
  const keys = stored.filter((key, index): key is string => typeof key === 'string' && allowed.includes(key) && stored.indexOf(key) === index)
  return (keys.length ? keys : DEFAULT_PORTFOLIO_SETTINGS[setting]) as TPortfolioSettings[T]
}

// The address of a holding in the portal (spec 2.3 /investor/portfolio/{id}): an opportunity by its
// id, a company as `company-{id}`; a fund has its own route (/investor/portfolio/fund/{id}).

export type TPortfolioSubject = { kind: 'opportunity' | 'company' | 'fund'; id: number }

export function portfolioPath(subject: TPortfolioSubject): string {
  if (subject.kind === 'fund') return `/investor/portfolio/fund/${subject.id}`
  return subject.kind === 'company' ? `/investor/portfolio/company-${subject.id}` : `/investor/portfolio/${subject.id}`
}

/** The {id} segment of /investor/portfolio/{id} as a subject, or null when it names none. */
export function parsePortfolioId(segment: string): { kind: 'opportunity' | 'company'; id: number } | null {
  const match = /^(company-)?([1-9][0-9]{0,9})$/.exec(segment)
  if (!match) return null
  const id = Number(match[2])
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null
  return { kind: match[1] ? 'company' : 'opportunity', id }
}
