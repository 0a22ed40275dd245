// Funds and fund investments (issue 10 §5, §6; spec 3, 4): the states, kinds and labels that the
// collections, screens, seed and tests share. Pure data (docs/decisions/013-funds-and-companies.md).

/** spec 4 "Fund-like status: 0 Closed, 1 Active": stored as the spec's numbers, so /api/funds answers them. */
export const FUND_STATUS = { closed: 0, active: 1 } as const
export type TFundStatus = (typeof FUND_STATUS)[keyof typeof FUND_STATUS]
export const FUND_STATUSES: readonly TFundStatus[] = [FUND_STATUS.active, FUND_STATUS.closed]
export const FUND_STATUS_LABEL: Record<TFundStatus, string> = { 1: 'Active', 0: 'Closed' }
export const isFundStatus = (value: unknown): value is TFundStatus => value === 0 || value === 1
export const fundStatusText = (value: unknown) => (isFundStatus(value) ? FUND_STATUS_LABEL[value] : String(value ?? '—'))
export const fundStatusPalette = (value: unknown) => (value === FUND_STATUS.active ? 'green' : 'gray')

/**
 * A company's maturity (its life as an investment), a dated history (company-maturity-statuses);
 * the company's current status is the latest entry (by date, then by id), kept on the company.
 */
export const MATURITY_STATUSES = ['active', 'follow-on', 'exited', 'partially-exited', 'written-off', 'in-administration', 'dormant'] as const
export type TMaturityStatus = (typeof MATURITY_STATUSES)[number]
export const MATURITY_STATUS_LABEL: Record<TMaturityStatus, string> = {
  active: 'Active',
  'follow-on': 'Follow-on round',
  exited: 'Exited',
  'partially-exited': 'Partially exited',
  'written-off': 'Written off',
  'in-administration': 'In administration',
  dormant: 'Dormant',
}
const MATURITY_PALETTE: Record<TMaturityStatus, string> = {
  active: 'green',
  'follow-on': 'blue',
  exited: 'purple',
  'partially-exited': 'purple',
  'written-off': 'red',
  'in-administration': 'orange',
  dormant: 'gray',
}
export const isMaturityStatus = (value: unknown): value is TMaturityStatus => typeof value === 'string' && (MATURITY_STATUSES as readonly string[]).includes(value)
export const maturityStatusText = (value: unknown) => (isMaturityStatus(value) ? MATURITY_STATUS_LABEL[value] : String(value ?? '—'))
export const maturityStatusPalette = (value: unknown) => (isMaturityStatus(value) ? MATURITY_PALETTE[value] : 'gray')
/** A company without any status entry yet. */
export const DEFAULT_MATURITY_STATUS: TMaturityStatus = 'active'

/** Where a valuation comes from. */
export const VALUATION_METHODS = ['funding-round', 'fair-value', 'revenue-multiple', 'discounted-cash-flow', 'exit', 'write-down', 'other'] as const
export type TValuationMethod = (typeof VALUATION_METHODS)[number]
export const VALUATION_METHOD_LABEL: Record<TValuationMethod, string> = {
  'funding-round': 'Funding round',
  'fair-value': 'Fair value review',
  'revenue-multiple': 'Revenue multiple',
  'discounted-cash-flow': 'Discounted cash flow',
  exit: 'Exit',
  'write-down': 'Write-down',
  other: 'Other',
}

/** Where a share price comes from. */
export const SHARE_PRICE_SOURCES = ['funding-round', 'secondary-sale', 'valuation', 'listed-market', 'other'] as const
export type TSharePriceSource = (typeof SHARE_PRICE_SOURCES)[number]
export const SHARE_PRICE_SOURCE_LABEL: Record<TSharePriceSource, string> = {
  'funding-round': 'Funding round',
  'secondary-sale': 'Secondary sale',
  valuation: 'Valuation',
  'listed-market': 'Listed market price',
  other: 'Other',
}

/**
 * What a dated company series (valuations, share prices, maturity statuses) is about. Today only a
 * company; an investment opportunity (stage 6, its cap-table performance) becomes a second kind with
 * its own relationship column and unique index, without moving a row (decision 013).
 */
export const SERIES_SUBJECT_KINDS = ['company'] as const
export type TSeriesSubjectKind = (typeof SERIES_SUBJECT_KINDS)[number]

/**
 * Fund KPIs: a fixed catalogue, each with the unit its integer value is in. Money in the fund's
 * minor units, rates in basis points (1250 = 12.50 %), multiples in hundredths (145 = 1.45x),
 * counts as counts. No floats anywhere.
 */
export const FUND_KPI_UNITS = ['money', 'basis-points', 'multiple', 'count'] as const
export type TFundKpiUnit = (typeof FUND_KPI_UNITS)[number]

export const FUND_KPIS = {
  'net-irr': { label: 'Net IRR', unit: 'basis-points' },
  'gross-irr': { label: 'Gross IRR', unit: 'basis-points' },
  tvpi: { label: 'TVPI', unit: 'multiple' },
  dpi: { label: 'DPI', unit: 'multiple' },
  rvpi: { label: 'RVPI', unit: 'multiple' },
  'called-capital': { label: 'Called capital', unit: 'money' },
  distributions: { label: 'Distributions', unit: 'money' },
  'portfolio-companies': { label: 'Portfolio companies', unit: 'count' },
} as const satisfies Record<string, { label: string; unit: TFundKpiUnit }>
export type TFundKpiKey = keyof typeof FUND_KPIS
export const FUND_KPI_KEYS = Object.keys(FUND_KPIS) as TFundKpiKey[]
export const isFundKpiKey = (value: unknown): value is TFundKpiKey => typeof value === 'string' && value in FUND_KPIS

/** A KPI value as people read it ('12.50 %', '1.45x', '12'); money is formatted by the caller with the currency. */
export function formatKpiNumber(unit: Exclude<TFundKpiUnit, 'money'>, value: number): string {
  if (unit === 'basis-points') return `${(value / 100).toFixed(2)} %`
  if (unit === 'multiple') return `${(value / 100).toFixed(2)}x`
  return String(value)
}

/** A date as the series store it: the UTC day, at midnight (so "one per day" compares days, not instants). */
export function seriesDay(value: string | Date): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const day = new Date(0)
  day.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  return day.toISOString()
}

/** The paths of the fund screens (spec 2.1). */
export const FUND_PATHS = {
  list: '/admin/funds',
  create: '/admin/funds/new-fund',
  record: '/admin/funds/:id/details',
  edit: '/admin/funds/:id/edit',
} as const

export const COMPANY_PATHS = {
  list: '/admin/investments/companies',
  create: '/admin/investments/companies/new-company',
  record: '/admin/investments/companies/:id/details',
  edit: '/admin/investments/companies/:id/edit',
} as const
