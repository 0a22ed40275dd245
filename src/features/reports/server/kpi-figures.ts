import type { Payload, TypedUser } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can, type TResource } from '@/access/permissions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { formulaReferences, kpiNameKey, kpiResolver, parseFormula } from '@/domain/reports/kpi-formula'
import { isQuarter, lastClosedQuarter, quartersEnding, type TKpiUnit } from '@/domain/reports/kpis'
import { AppError } from '@/lib/app-error'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// The KPI figures of issue 12 §1 (decision 036): one company's KPIs over time, the portfolio of
// companies × KPIs for a quarter with their trends, the aggregates. Entered values come from
// PostgreSQL in one statement per screen (kpi_values by company, KPI and quarter); a custom KPI is
// computed per company and quarter from them by its formula (src/domain/reports/kpi-formula.ts).

export type TKpi = { id: number; name: string; unit: TKpiUnit; higherIsBetter: boolean; formula: string | null; category: { id: number; name: string } | null; position: number }

/** Quarters of history a screen shows by default: three years. */
export const HISTORY_QUARTERS = 12

/** The tenant's KPIs, in their order (category, position, name). */
export async function tenantKpis(payload: Payload, tenant: number): Promise<TKpi[]> {
  const { rows } = await payload.db.pool.query<{ id: number; name: string; unit: TKpiUnit; higher_is_better: boolean | null; formula: string | null; position: string | null; category_id: number | null; category_name: string | null }>({
    name: 'tenant-kpis',
    text: `SELECT k.id, k.name, k.unit::text AS unit, k.higher_is_better, k.formula, k.position, a.id AS category_id, a.name AS category_name
             FROM kpis k LEFT JOIN attribute_options a ON a.id = k.category_id
            WHERE k.tenant_id = $1 ORDER BY a.position NULLS LAST, a.name NULLS LAST, k.position, k.name, k.id`,
    values: [tenant],
  })
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unit: row.unit,
    higherIsBetter: row.higher_is_better !== false,
    formula: row.formula?.trim() ? row.formula : null,
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    position: Number(row.position ?? 0),
  }))
}

export type TKpiCompany = { id: number; name: string; currency: string }

/** The tenant's companies, by name. */
export async function tenantCompanies(payload: Payload, tenant: number): Promise<TKpiCompany[]> {
  const { rows } = await payload.db.pool.query<TKpiCompany>({ name: 'kpi-companies', text: 'SELECT id, name, currency FROM companies WHERE tenant_id = $1 ORDER BY name, id', values: [tenant] })
  return rows
}

/** The KPIs whose entered values `chosen` need: themselves when entered, and every KPI their formulas reach. */
export function enteredKpisNeeded(kpis: readonly TKpi[], chosen: readonly TKpi[]): TKpi[] {
  const byKey = new Map(kpis.map((kpi) => [kpiNameKey(kpi.name), kpi]))
  const seen = new Set<number>()
  const entered: TKpi[] = []
  const visit = (kpi: TKpi) => {
    if (seen.has(kpi.id)) return
    seen.add(kpi.id)
    if (!kpi.formula) return void entered.push(kpi)
    let references: string[] = []
    try {
      references = formulaReferences(parseFormula(kpi.formula))
    } catch {
      references = []
    }
    for (const name of references) {
      const used = byKey.get(kpiNameKey(name))
      if (used) visit(used)
    }
  }
  chosen.forEach(visit)
  return entered
}

export type TCompanyKpiRow = { id: number; name: string; currency: string; values: Record<string, number> }

/**
 * One statement: the tenant's companies (or one), each with its values of `kpiIds` in `quarters`
 * as { "kpiId|quarter": value }. The unique index (company, kpi, period) serves the inner lookups.
 */
export async function companyKpiValues(payload: Payload, tenant: number, kpiIds: readonly number[], quarters: readonly string[], companyId?: number): Promise<TCompanyKpiRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; name: string; currency: string; values: Record<string, number> | null }>({
    name: companyId === undefined ? 'kpi-values-portfolio' : 'kpi-values-company',
    text: `SELECT c.id, c.name, c.currency, v.values
             FROM companies c
             LEFT JOIN LATERAL (
               SELECT jsonb_object_agg(kv.kpi_id::text || '|' || kv.period, kv.value) AS values
                 FROM kpi_values kv
                WHERE kv.company_id = c.id AND kv.kpi_id = ANY($2::int[]) AND kv.period = ANY($3::text[])
             ) v ON true
            WHERE c.tenant_id = $1 ${companyId === undefined ? '' : 'AND c.id = $4'}
            ORDER BY c.name, c.id`,
    values: companyId === undefined ? [tenant, kpiIds, quarters] : [tenant, kpiIds, quarters, companyId],
  })
  // jsonb keeps a numeric as a JSON number, so the values arrive as numbers.
  return rows.map((row) => ({ id: row.id, name: row.name, currency: row.currency, values: row.values ?? {} }))
}

/**
 * The values of `chosen` for a company and one of `quarters` (by index): entered ones as stored,
 * custom ones by their formulas. Made once for a page's KPIs (formulas parsed and name keys
 * computed once), then asked for every company and quarter.
 */
export function quarterValues(kpis: readonly TKpi[], chosen: readonly TKpi[], quarters: readonly string[]): (row: TCompanyKpiRow, quarter: number) => Array<number | null> {
  const resolve = kpiResolver(kpis)
  const entered = kpis.filter((kpi) => !kpi.formula).map((kpi) => ({ key: kpiNameKey(kpi.name), valueKeys: quarters.map((quarter) => `${kpi.id}|${quarter}`) }))
  const chosenKeys = chosen.map((kpi) => kpiNameKey(kpi.name))
  return (row, quarter) => {
    const values = new Map<string, number>()
    for (const kpi of entered) {
      const value = row.values[kpi.valueKeys[quarter]!]
      if (value !== undefined) values.set(kpi.key, value)
    }
    const resolved = resolve(values)
    return chosenKeys.map((key) => resolved.get(key) ?? null)
  }
}

export type TPortfolioCell = { kpi: number; value: number | null; previous: number | null; trend: Array<number | null> }
export type TKpiPortfolio = {
  period: string
  quarters: string[]
  kpis: TKpi[]
  companies: Array<{ id: number; name: string; currency: string; cells: TPortfolioCell[] }>
}

/** Companies × chosen KPIs for `period`, each cell with the previous quarter and the trend over `trendQuarters` ending with it. */
export async function kpiPortfolio(payload: Payload, tenant: number, options: { kpiIds?: readonly number[]; period: string; trendQuarters?: number; companyId?: number }): Promise<TKpiPortfolio> {
  const kpis = await tenantKpis(payload, tenant)
  const chosen = options.kpiIds?.length ? kpis.filter((kpi) => options.kpiIds!.includes(kpi.id)) : kpis
  const quarters = quartersEnding(options.period, Math.max(2, options.trendQuarters ?? HISTORY_QUARTERS))
  const needed = enteredKpisNeeded(kpis, chosen)
  const rows = await companyKpiValues(
    payload,
    tenant,
    needed.map((kpi) => kpi.id),
    quarters,
    options.companyId,
  )
  const valuesOf = quarterValues(kpis, chosen, quarters)
  const companies = rows.map((row) => {
    const byQuarter = quarters.map((_, quarter) => valuesOf(row, quarter))
    const last = byQuarter.length - 1
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      cells: chosen.map((kpi, index) => ({ kpi: kpi.id, value: byQuarter[last]![index]!, previous: byQuarter[last - 1]![index]!, trend: byQuarter.map((values) => values[index]!) })),
    }
  })
  return { period: options.period, quarters, kpis: chosen, companies }
}

/** The quarters that have any value in the tenant, newest first. */
export async function quartersWithValues(payload: Payload, tenant: number): Promise<string[]> {
  const { rows } = await payload.db.pool.query<{ period: string }>({ name: 'kpi-quarters', text: 'SELECT DISTINCT period FROM kpi_values WHERE tenant_id = $1 ORDER BY period DESC LIMIT 200', values: [tenant] })
  return rows.map((row) => row.period)
}

/** The quarter a request names (`period=2025-Q3`), else the newest with values, else the last closed one. */
export async function chosenQuarter(payload: Payload, tenant: number, asked: unknown): Promise<string> {
  if (isQuarter(asked)) return asked
  const { rows } = await payload.db.pool.query<{ period: string | null }>({ name: 'kpi-latest-quarter', text: 'SELECT max(period) AS period FROM kpi_values WHERE tenant_id = $1', values: [tenant] })
  return rows[0]?.period ?? lastClosedQuarter()
}

/** The signed-in staff member who may use `resource` (KPI screens and calls), on a tenant with funds on: 401, 403 or 404 otherwise. */
export async function kpiReader(payload: Payload, user: TypedUser | null | undefined, resource: TResource): Promise<{ user: TTenantUser; tenant: number }> {
  const reader = requireTenantUser(user)
  requirePermission(reader, resource, 'index')
  const tenant = await tenantById(payload, reader.tenant)
  if (!tenant || !featuresOf(tenant).funds_enabled) throw new AppError('not_found')
  return { user: reader, tenant: tenant.id }
}

/** Whether the role may read KPI values (reports) or the portfolio (custom_kpis). */
export const kpiAreas = (role: number) => ({ kpis: can(role, 'reports', 'index'), kpiPortfolio: can(role, 'custom_kpis', 'index') })
