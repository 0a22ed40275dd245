import type { TOpportunityStage } from '@/domain/investments/stages'

// The synthetic world of issue 4 at scale 1: 10 tenants, 100,000 investors spread unevenly (one
// tenant holds half), staff in every role, 1,000 opportunities across all stages, and every other
// collection in proportion. --scale multiplies the volumes; the shape stays the same.

export const BENCH_TENANT_COUNT = 10

/** Tenant n (1-based) code; bench01 is the default tenant and holds half the investors. */
export const benchTenantCode = (n: number) => `bench${String(n).padStart(2, '0')}`

/** Share of investors and opportunities per tenant: 50 % for the first, the rest falling 9:8:...:1. */
export const TENANT_SHARES: number[] = [0.5, ...Array.from({ length: BENCH_TENANT_COUNT - 1 }, (_, i) => (0.5 * (BENCH_TENANT_COUNT - 1 - i)) / 45)]

/**
 * Stage of the i-th opportunity of a tenant: the first six cover every stage so even the smallest
 * tenant has each; then 35 % are Live - External, the stage investors see.
 */
const STAGE_PATTERN: TOpportunityStage[] = [1, 2, 3, 4, 5, 6, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 1]
export const stageOfOpportunity = (indexInTenant: number): TOpportunityStage => STAGE_PATTERN[indexInTenant % STAGE_PATTERN.length]

export const NOTIFICATIONS_PER_INVESTOR = 5

export type TBenchVolumes = {
  scale: number
  tenants: number
  investorsPerTenant: number[]
  staffPerRolePerTenant: number
  opportunitiesPerTenant: number[]
  /** Deals split over PIPELINES_PER_TENANT pipelines of DEAL_STAGES stages; the big tenant's are what a 100k-row export reads. */
  dealsPerTenant: number[]
  notificationsPerInvestor: number
  /** Investments each investor holds (1,000,000 at scale 1), spread over their tenant's open and existing opportunities. */
  investmentsPerInvestor: number
  /** Holders of the big tenant's cap-table opportunity (its first matured one): issue 10's 10,000-holder cap table. */
  capTableHolders: number
  /** Funds per tenant, each holding `companiesPerFund` companies with quarterly valuations and share prices (issue 10's fund portfolio). */
  fundsPerTenant: number
  companiesPerFund: number
  /** Companies of the big tenant with KPI values (its fund companies and direct ones up to this count): issue 12's KPI portfolio. */
  kpiCompanies: number
}

/** KPIs of the big tenant and the quarters of values each of its KPI companies has (issue 12: 12 KPIs × 12 quarters). */
export const BENCH_KPIS = 12
export const KPI_QUARTERS = 12

/** Quarters of valuation and share-price history per bench company (three years). */
export const PRICE_QUARTERS = 12

export const INVESTMENTS_PER_INVESTOR = 10

/** The slug of the big tenant's cap-table opportunity (seed-bench-data.ts gives it its holders). */
export const CAP_TABLE_SLUG = 'bench-cap-table'

export const PIPELINES_PER_TENANT = 2
export const DEAL_STAGES = ['Sourcing', 'Screening', 'Due diligence', 'Term sheet', 'Closing'] as const

/** Largest-remainder split of `total` by `shares`, so the parts add up exactly. */
function split(total: number, shares: number[], minimum: number): number[] {
  const raw = shares.map((share) => total * share)
  const parts = raw.map(Math.floor)
  let left = total - parts.reduce((sum, part) => sum + part, 0)
  const byRemainder = raw.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    parts[index]++
    left--
  }
  return parts.map((part) => Math.max(minimum, part))
}

export function benchVolumes(scale: number): TBenchVolumes {
  if (!(scale > 0 && scale <= 10)) throw new Error(`--scale must be in (0, 10], got ${scale}`)
  return {
    scale,
    tenants: BENCH_TENANT_COUNT,
    investorsPerTenant: split(Math.round(100_000 * scale), TENANT_SHARES, 2),
    // ~2,000 staff at scale 1: 22 per staff role per tenant.
    staffPerRolePerTenant: Math.max(1, Math.round(22 * scale)),
    // At least one opportunity of every stage in every tenant.
    opportunitiesPerTenant: split(Math.round(1_000 * scale), TENANT_SHARES, 6),
    // 200,000 at scale 1: the big tenant holds 100,000, issue 9's export budget.
    dealsPerTenant: split(Math.round(200_000 * scale), TENANT_SHARES, 10),
    notificationsPerInvestor: NOTIFICATIONS_PER_INVESTOR,
    investmentsPerInvestor: INVESTMENTS_PER_INVESTOR,
    capTableHolders: Math.min(Math.round(10_000 * scale), Math.round(100_000 * scale * TENANT_SHARES[0])),
    fundsPerTenant: 2,
    // 50 at scale 1: a large venture fund's portfolio.
    companiesPerFund: Math.max(5, Math.round(50 * scale)),
    // 200 at scale 1: the KPI portfolio's budget (issue 12).
    kpiCompanies: Math.max(20, Math.round(200 * scale)),
  }
}

export const totalOf = (parts: number[]) => parts.reduce((sum, part) => sum + part, 0)
