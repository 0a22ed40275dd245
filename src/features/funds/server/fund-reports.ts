import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { recordAsUser } from '@/access/record-access'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { countSubjectInvestments, FUND_HOLDING_TOTALS, FUND_HOLDINGS_CTES, holdingMultiple, subjectInvestments, subjectSummary, type TFundHolding, type THoldingTotal, type TSubjectSummary } from '@/collections/investments/money/subject-figures'
import { FUND_KPIS, isFundKpiKey, type TFundKpiKey, type TFundKpiUnit, type TMaturityStatus } from '@/domain/funds/funds'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { responseOf, routeRowId, rowIdOf, type TJsonAnswer } from '@/lib/http'
import { isoUtc } from '@/lib/sql'
import type { TMoneyTotal } from '@/lib/stats/overview-stats'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// spec 7 /api/reports/funds/{id}/kpi, /portfolio and /investments (issue 10 §5), and the fund
// screens' figures from the same functions (one source). Answered by PostgreSQL: the latest point
// of each series per company by a LATERAL join, the holdings' cost, value and multiple from the
// ledger (decision 014), totals per currency summed in SQL (numeric as text, exact). The fund must
// be one the user may read (the collection's own access: tenant, role, funds_enabled); anything
// else is a 404, as for a record page.

export type TDatedMinor = { minor: string; currency: string; date: string }

export type TPortfolioCompany = {
  id: number
  name: string
  status: TMaturityStatus
  country: string | null
  currency: string
  latestValuation: TDatedMinor | null
  latestSharePrice: TDatedMinor | null
  /** The fund's holding in the company from the ledger (cost, shares, value at the latest share price, multiple); null when it has none. */
  holding: Omit<TFundHolding, 'companyId' | 'currency' | 'price' | 'priceDate'> | null
}

export type TFundPortfolio = {
  fund: { id: number; name: string; currency: string }
  companies: TPortfolioCompany[]
  /** The latest valuations of the companies summed per currency (companies without one count nothing). */
  latestValuationTotals: TMoneyTotal[]
  /**
   * Per currency: the holdings' cost, their value at the latest share prices, and the multiple of the
   * priced ones (value over cost); `unpriced` holdings have no share price yet (decision 014).
   */
  holdingTotals: THoldingTotal[]
}

export type TFundKpi = { id: number; key: TFundKpiKey; label: string; unit: TFundKpiUnit; period: string; value: string; currency: string }

export type TFundKpiReport = {
  fund: { id: number; name: string; currency: string }
  /** The newest value of every KPI the fund has. */
  latest: TFundKpi[]
  /** Every KPI value, newest period first. */
  history: TFundKpi[]
  latestNav: (TDatedMinor & { totalNav: string | null; unitsOutstanding: string | null }) | null
}

type TFundRow = { id: number; name: string; currency: string }

/** The fund as this user may read it (tenant, role, switch), or null. */
export async function readableFund(payload: Payload, user: TTenantUser, id: number): Promise<TFundRow | null> {
  if (!can(user.role_id, 'funds', 'show')) return null
  const fund = await recordAsUser(payload, user, { collection: 'funds', id }, 'read')
  return fund ? { id: fund.id as number, name: String(fund.name), currency: String(fund.currency) } : null
}

/**
 * The fund's portfolio as one statement building the whole answer (a hot path, docs/performance.md):
 * the fund of the tenant, its companies (its own and any it holds) with their latest valuation and
 * share price, its holding of each from the ledger, and the totals per currency; null when the
 * tenant has no such fund.
 */
const FUND_PORTFOLIO_SQL = `${FUND_HOLDINGS_CTES},
  fund AS (SELECT id, name, currency FROM funds WHERE id = $1 AND tenant_id = $2),
  listed AS (
    SELECT c.id, c.name, c.status::text AS status, c.country, c.currency, c.fund_id, v.value AS valuation, v.date AS valued_at, lp.price, lp.date AS priced_at,
           h.company_id IS NOT NULL AS held, h.cost, h.paid, h.shares, h.value, ${holdingMultiple('h.')} AS multiple
      FROM companies c
      LEFT JOIN LATERAL (SELECT value, date FROM valuations WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) v ON true
      LEFT JOIN LATERAL (SELECT price, date FROM share_prices WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) lp ON true
      LEFT JOIN valued h ON h.company_id = c.id
     WHERE c.tenant_id = $2 AND (c.fund_id = $1 OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.company_id = c.id AND e.holder_fund_id = $1)))
  SELECT json_build_object(
    'fund', json_build_object('id', fund.id, 'name', fund.name, 'currency', fund.currency),
    'companies', COALESCE((SELECT json_agg(json_build_object(
        'id', c.id, 'name', c.name, 'status', c.status, 'country', c.country, 'currency', c.currency,
        'latestValuation', CASE WHEN c.valuation IS NULL THEN NULL ELSE json_build_object('minor', c.valuation::bigint::text, 'currency', c.currency, 'date', ${isoUtc('c.valued_at')}) END,
        'latestSharePrice', CASE WHEN c.price IS NULL THEN NULL ELSE json_build_object('minor', c.price::bigint::text, 'currency', c.currency, 'date', ${isoUtc('c.priced_at')}) END,
        'holding', CASE WHEN NOT c.held THEN NULL ELSE json_build_object('cost', c.cost::text, 'paid', c.paid::text, 'shares', c.shares::text, 'value', c.value::text, 'multiple', c.multiple) END
      ) ORDER BY c.name, c.id) FROM listed c), '[]'),
    'latestValuationTotals', COALESCE((SELECT json_agg(t ORDER BY t.currency)
        FROM (SELECT currency, sum(valuation)::bigint::text AS minor FROM listed WHERE fund_id = $1 AND valuation IS NOT NULL GROUP BY currency) t), '[]'),
    'holdingTotals', COALESCE((SELECT json_agg(t ORDER BY t.currency) FROM (${FUND_HOLDING_TOTALS}) t), '[]')
  ) AS portfolio
  FROM fund`

export async function fundPortfolio(payload: Payload, fundId: number, tenant: number): Promise<TFundPortfolio | null> {
  const { rows } = await payload.db.pool.query<{ portfolio: TFundPortfolio }>({ name: 'fund-portfolio', text: FUND_PORTFOLIO_SQL, values: [fundId, tenant] })
  return rows[0]?.portfolio ?? null
}

export async function fundKpiReport(payload: Payload, fund: TFundRow, tenant: number): Promise<TFundKpiReport> {
  const kpis = await payload.db.pool.query<{ id: number; key: string; period: string; value: string; currency: string }>(
    `SELECT id, key, ${isoUtc('period')} AS period, value::bigint::text AS value, currency
       FROM fund_kpis
      WHERE tenant_id = $1 AND fund_id = $2
      ORDER BY period DESC, key, id`,
    [tenant, fund.id],
  )
  const nav = await payload.db.pool.query<{ date: string; nav: string; total: string | null; units: string | null; currency: string }>(
    `SELECT ${isoUtc('date')} AS date, nav_per_unit::bigint::text AS nav, total_nav::bigint::text AS total, units_outstanding::bigint::text AS units, currency
       FROM net_asset_values
      WHERE tenant_id = $1 AND fund_id = $2
      ORDER BY date DESC, id DESC
      LIMIT 1`,
    [tenant, fund.id],
  )
  const history = kpis.rows.flatMap((row): TFundKpi[] => (isFundKpiKey(row.key) ? [{ id: row.id, key: row.key, ...FUND_KPIS[row.key], period: row.period, value: row.value, currency: row.currency }] : []))
  const seen = new Set<string>()
  const latest = history.filter((kpi) => {
    if (seen.has(kpi.key)) return false
    seen.add(kpi.key)
    return true
  })
  const last = nav.rows[0]
  return {
    fund,
    latest,
    history,
    latestNav: last ? { minor: last.nav, currency: last.currency, date: last.date, totalNav: last.total, unitsOutstanding: last.units } : null,
  }
}

/** The signed-in tenant user who may open fund reports on a tenant with funds on, and the tenant's id: 401, 403 or 404 otherwise. */
async function fundReader(payload: Payload, user: TypedUser | null | undefined) {
  const reader = requireTenantUser(user)
  requirePermission(reader, 'funds', 'show')
  const tenant = await tenantById(payload, reader.tenant)
  // The collection reads funds for roles that may list them: a role that may not sees no fund (404).
  if (!tenant || !featuresOf(tenant).funds_enabled || !can(reader.role_id, 'funds', 'index')) throw new AppError('not_found')
  return { user: reader, tenant: tenant.id }
}

/** The signed-in user, the fund of the path they may read, and its tenant: 401, 403 or 404 otherwise. */
async function fundOfRequest(req: PayloadRequest) {
  const { user, tenant } = await fundReader(req.payload, req.user)
  const fund = await readableFund(req.payload, user, routeRowId(req))
  if (!fund) throw new AppError('not_found')
  return { user, fund, tenant }
}

export const fundKpiReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/kpi',
  method: 'get',
  handler: async (req) => {
    const { fund, tenant } = await fundOfRequest(req)
    return Response.json({ data: await fundKpiReport(req.payload, fund, tenant) })
  },
})

/** The portfolio report's path; its answer is on the fast path in production (src/server/fast-routes.ts). */
export const FUND_PORTFOLIO_PATH = /^\/api\/reports\/funds\/([^/]+)\/portfolio$/

/**
 * GET /api/reports/funds/{id}/portfolio. The fund is looked up within the reader's tenant by the
 * statement itself (the funds collection's read rule for a tenant user: the role's funds permission,
 * checked above, the switch, and the tenant), so the answer costs one round trip.
 */
export async function answerFundPortfolio(payload: Payload, user: TypedUser | null | undefined, fundId: string | undefined): Promise<TJsonAnswer> {
  const { tenant } = await fundReader(payload, user)
  const id = rowIdOf(fundId)
  const portfolio = id === null ? null : await fundPortfolio(payload, id, tenant)
  if (!portfolio) throw new AppError('not_found')
  return { status: 200, body: { data: portfolio }, headers: { 'Cache-Control': 'private, no-store' } }
}

export const fundPortfolioReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/portfolio',
  method: 'get',
  handler: async (req) => responseOf(await answerFundPortfolio(req.payload, req.user, req.routeParams?.id as string | undefined)),
})

export type TFundCommitment = {
  id: number
  paymentReference: string
  status: string
  type: string
  investor: { id: number | null; name: string; email: string | null }
  amount: string
  paid: string
  outstanding: string
  currency: string
  committedAt: string
}

const FUND_INVESTMENTS_LIMIT = 1000

/** The investors' commitments to a fund (investments whose subject is the fund), newest first, and the ledger's totals of them. */
export async function fundCommitments(payload: Payload, fund: TFundRow, tenant: number, limit = FUND_INVESTMENTS_LIMIT): Promise<{ data: TFundCommitment[]; total: number; summary: TSubjectSummary }> {
  const subject = { kind: 'fund', id: fund.id } as const
  const [rows, total, summary] = await Promise.all([subjectInvestments(payload, { subject }, tenant, { limit }), countSubjectInvestments(payload, { subject }, tenant), subjectSummary(payload, subject, tenant)])
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      paymentReference: row.paymentReference,
      status: row.status,
      type: row.type,
      investor: { id: row.holderId, name: row.holderName, email: row.holderEmail },
      amount: row.amount,
      paid: row.paid,
      outstanding: row.outstanding,
      currency: row.currency,
      committedAt: row.occurredAt,
    })),
    summary,
  }
}

/**
 * The fund's investments: who committed how much to it, what they paid and what is outstanding,
 * from the ledger (decision 014), with the same checks as the other reports. The newest 1,000; `meta`
 * has the count and the totals over all of them (summed by PostgreSQL).
 */
export const fundInvestmentsReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/investments',
  method: 'get',
  handler: async (req) => {
    const { fund, tenant } = await fundOfRequest(req)
    const { data, total, summary } = await fundCommitments(req.payload, fund, tenant)
    return Response.json({
      data,
      meta: {
        total,
        standing: summary.investments,
        currency: fund.currency,
        committed: summary.committed,
        paid: summary.paid,
        outstanding: summary.outstanding,
        investors: summary.holders,
        source: 'ledger',
        available: true,
      },
    })
  },
})
