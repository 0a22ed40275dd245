import type { Payload, PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { recordAsUser } from '@/access/record-access'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { FUND_KPIS, isFundKpiKey, type TFundKpiKey, type TFundKpiUnit, type TMaturityStatus } from '@/domain/funds/funds'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { isoUtc } from '@/lib/sql'
import type { TMoneyTotal } from '@/lib/stats/overview-stats'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// spec 7 /api/reports/funds/{id}/kpi, /portfolio and /investments (issue 10 §5), and the fund
// screens' figures from the same functions (one source). Answered by PostgreSQL: the latest point
// of each series per company by a LATERAL join, totals per currency summed in SQL (bigint as text,
// exact). The fund must be one the user may read (the collection's own access: tenant, role,
// funds_enabled); anything else is a 404, as for a record page.

export type TDatedMinor = { minor: string; currency: string; date: string }

export type TPortfolioCompany = {
  id: number
  name: string
  status: TMaturityStatus
  country: string | null
  currency: string
  latestValuation: TDatedMinor | null
  latestSharePrice: TDatedMinor | null
}

export type TFundPortfolio = {
  fund: { id: number; name: string; currency: string }
  companies: TPortfolioCompany[]
  /** The latest valuations of the companies summed per currency (companies without one count nothing). */
  latestValuationTotals: TMoneyTotal[]
  /** Cost, current value of the fund's holdings and multiple come from the ledger (issue 10 §2): null until it exists. */
  cost: null
  holdingValue: null
  multiple: null
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

export async function fundPortfolio(payload: Payload, fund: TFundRow, tenant: number): Promise<TFundPortfolio> {
  const { rows } = await payload.db.pool.query<{
    id: number
    name: string
    status: TMaturityStatus
    country: string | null
    currency: string
    valuation: string | null
    valued_at: string | null
    price: string | null
    priced_at: string | null
  }>(
    `SELECT c.id, c.name, c.status, c.country, c.currency,
            v.value::bigint::text AS valuation, ${isoUtc('v.date')} AS valued_at,
            p.price::bigint::text AS price, ${isoUtc('p.date')} AS priced_at
       FROM companies c
       LEFT JOIN LATERAL (SELECT value, date FROM valuations WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) v ON true
       LEFT JOIN LATERAL (SELECT price, date FROM share_prices WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) p ON true
      WHERE c.tenant_id = $1 AND c.fund_id = $2
      ORDER BY c.name, c.id`,
    [tenant, fund.id],
  )
  const totals = await payload.db.pool.query<{ currency: string; minor: string }>(
    `SELECT c.currency, sum(v.value)::bigint::text AS minor
       FROM companies c
       JOIN LATERAL (SELECT value FROM valuations WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) v ON true
      WHERE c.tenant_id = $1 AND c.fund_id = $2
      GROUP BY c.currency
      ORDER BY c.currency`,
    [tenant, fund.id],
  )
  return {
    fund,
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      country: row.country,
      currency: row.currency,
      latestValuation: row.valuation === null ? null : { minor: row.valuation, currency: row.currency, date: row.valued_at! },
      latestSharePrice: row.price === null ? null : { minor: row.price, currency: row.currency, date: row.priced_at! },
    })),
    latestValuationTotals: totals.rows,
    cost: null,
    holdingValue: null,
    multiple: null,
  }
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

/** The signed-in user, the fund of the path they may read, and its tenant: 401, 403 or 404 otherwise. */
async function fundOfRequest(req: PayloadRequest) {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'funds', 'show')
  const tenant = await tenantById(req.payload, user.tenant)
  if (!tenant || !featuresOf(tenant).funds_enabled) throw new AppError('not_found')
  const idText = String(req.routeParams?.id ?? '')
  const id = /^\d{1,15}$/.test(idText) ? Number(idText) : NaN
  const fund = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await readableFund(req.payload, user, id) : null
  if (!fund) throw new AppError('not_found')
  return { user, fund, tenant: tenant.id }
}

export const fundKpiReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/kpi',
  method: 'get',
  handler: async (req) => {
    const { fund, tenant } = await fundOfRequest(req)
    return Response.json({ data: await fundKpiReport(req.payload, fund, tenant) })
  },
})

export const fundPortfolioReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/portfolio',
  method: 'get',
  handler: async (req) => {
    const { fund, tenant } = await fundOfRequest(req)
    return Response.json({ data: await fundPortfolio(req.payload, fund, tenant) })
  },
})

/**
 * The fund's investments (who holds units in it): they are ledger entries (issue 10 §1, §2), built in
 * parallel. Until the ledger exists the answer is an empty list, with the same checks as the others.
 */
export const fundInvestmentsReportEndpoint = defineEndpoint({
  path: '/reports/funds/:id/investments',
  method: 'get',
  handler: async (req) => {
    await fundOfRequest(req)
    return Response.json({ data: [], meta: { total: 0, source: 'ledger', available: false } })
  },
})
