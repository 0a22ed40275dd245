import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { requirePermission } from '@/access/require-user'
import { ZKpiValueBody } from '@/domain/reports/kpi-body'
import { shiftQuarter } from '@/domain/reports/kpis'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { chosenQuarter, kpiAreas, kpiPortfolio, kpiReader, quartersWithValues, tenantKpis, type TKpi } from './kpi-figures'
import { checkKpiImport, checkKpiValue, clearKpiValue, recordKpiValueChanges, upsertKpiValues } from './kpi-value-writes'

// spec 7 /api/reports/aggregate, /available-reports, /quarter (issue 12 §1; shapes in decision 036),
// and the writes of KPI values (one entered, or a CSV import with its dry run). Scoped to the
// session's tenant; the permission module decides: KPI values are spec 6 `reports`, the portfolio
// and its aggregates `custom_kpis`; all of it is off while the tenant's funds are (404).

/** `kpis=1,2,3` as ids (anything else ignored); empty means every KPI. */
const kpiIdsOf = (req: PayloadRequest): number[] =>
  String(req.searchParams?.get('kpis') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 100)

const kpiInfo = (kpi: TKpi) => ({ id: kpi.id, name: kpi.name, unit: kpi.unit, higherIsBetter: kpi.higherIsBetter, custom: kpi.formula !== null, formula: kpi.formula, category: kpi.category })

/** GET /api/reports/available-reports: the KPI reports the role may open, the quarters with values and the KPIs. */
export const availableReportsEndpoint = defineEndpoint({
  path: '/reports/available-reports',
  method: 'get',
  handler: async (req) => {
    const { user, tenant } = await kpiReaderOfAny(req)
    const areas = kpiAreas(user.role_id)
    const [quarters, kpis] = await Promise.all([quartersWithValues(req.payload, tenant), tenantKpis(req.payload, tenant)])
    const reports = [
      ...(areas.kpis ? [{ key: 'kpis', label: 'KPIs', path: '/admin/reports/kpis' }] : []),
      ...(areas.kpiPortfolio ? [{ key: 'kpi-portfolio', label: 'KPI portfolio', path: '/admin/reports/kpi-portfolio' }] : []),
    ]
    return json({ data: { reports, quarters, kpis: kpis.map(kpiInfo) } })
  },
})

/** Either KPI area will do for the list of what is available. */
async function kpiReaderOfAny(req: PayloadRequest) {
  try {
    return await kpiReader(req.payload, req.user, 'reports')
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') return kpiReader(req.payload, req.user, 'custom_kpis')
    throw error
  }
}

/** GET /api/reports/quarter?period=2025-Q3&kpis=1,2: every company × KPI for the quarter, with the quarter before. */
export const quarterReportEndpoint = defineEndpoint({
  path: '/reports/quarter',
  method: 'get',
  handler: async (req) => {
    const { tenant } = await kpiReader(req.payload, req.user, 'custom_kpis')
    const period = await chosenQuarter(req.payload, tenant, req.searchParams?.get('period'))
    const portfolio = await kpiPortfolio(req.payload, tenant, { kpiIds: kpiIdsOf(req), period, trendQuarters: 2 })
    return json({
      data: {
        period,
        previousPeriod: shiftQuarter(period, -1),
        kpis: portfolio.kpis.map(kpiInfo),
        companies: portfolio.companies.map((company) => ({ id: company.id, name: company.name, currency: company.currency, values: company.cells.map(({ kpi, value, previous }) => ({ kpi, value, previous })) })),
      },
    })
  },
})

export type TAggregateFigure = { currency: string | null; companies: number; sum: number | null; average: number | null; median: number | null; min: number | null; max: number | null }

const median = (sorted: number[]) => (sorted.length === 0 ? null : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2)

/** Entered KPIs: PostgreSQL sums and ranks them (money per currency, exact numeric). */
async function enteredAggregates(payload: Payload, tenant: number, period: string, ids: number[]): Promise<Map<number, TAggregateFigure[]>> {
  const { rows } = await payload.db.pool.query<{ kpi_id: number; currency: string | null; companies: number; sum: string; average: string; median: string; min: string; max: string }>({
    name: 'kpi-aggregate',
    text: `SELECT kv.kpi_id, CASE WHEN k.unit = 'money' THEN kv.currency END AS currency, count(*)::int AS companies, sum(kv.value)::text AS sum, avg(kv.value)::text AS average,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY kv.value)::text AS median, min(kv.value)::text AS min, max(kv.value)::text AS max
             FROM kpi_values kv JOIN kpis k ON k.id = kv.kpi_id
            WHERE kv.tenant_id = $1 AND kv.period = $2 AND kv.kpi_id = ANY($3::int[])
            GROUP BY 1, 2 ORDER BY 1, 2`,
    values: [tenant, period, ids],
  })
  const result = new Map<number, TAggregateFigure[]>()
  for (const row of rows) {
    const list = result.get(row.kpi_id) ?? []
    list.push({ currency: row.currency, companies: row.companies, sum: Number(row.sum), average: Number(row.average), median: Number(row.median), min: Number(row.min), max: Number(row.max) })
    result.set(row.kpi_id, list)
  }
  return result
}

/** GET /api/reports/aggregate?period=2025-Q3&kpis=1,2: per KPI across the tenant's companies, count, sum, average, median, minimum and maximum (money per currency). */
export const aggregateReportEndpoint = defineEndpoint({
  path: '/reports/aggregate',
  method: 'get',
  handler: async (req) => {
    const { tenant } = await kpiReader(req.payload, req.user, 'custom_kpis')
    const period = await chosenQuarter(req.payload, tenant, req.searchParams?.get('period'))
    const portfolio = await kpiPortfolio(req.payload, tenant, { kpiIds: kpiIdsOf(req), period, trendQuarters: 2 })
    const entered = await enteredAggregates(
      req.payload,
      tenant,
      period,
      portfolio.kpis.filter((kpi) => !kpi.formula).map((kpi) => kpi.id),
    )
    const kpis = portfolio.kpis.map((kpi, index) => {
      if (!kpi.formula) return { ...kpiInfo(kpi), figures: entered.get(kpi.id) ?? [] }
      // A custom KPI has no stored values: its figures come from the values its formula gives each company.
      const byCurrency = new Map<string | null, number[]>()
      for (const company of portfolio.companies) {
        const value = company.cells[index]!.value
        if (value === null) continue
        const key = kpi.unit === 'money' ? company.currency : null
        byCurrency.set(key, [...(byCurrency.get(key) ?? []), value])
      }
      const figures: TAggregateFigure[] = [...byCurrency].map(([currency, values]) => {
        const sorted = [...values].sort((a, b) => a - b)
        const sum = values.reduce((total, value) => total + value, 0)
        return { currency, companies: values.length, sum, average: sum / values.length, median: median(sorted), min: sorted[0]!, max: sorted[sorted.length - 1]! }
      })
      return { ...kpiInfo(kpi), figures }
    })
    return json({ data: { period, kpis } })
  },
})

/** POST /api/reports/kpi-values { company, kpi, period, value }: enters (or replaces) one value; an empty value clears it. */
export const enterKpiValueEndpoint = defineEndpoint({
  path: '/reports/kpi-values',
  method: 'post',
  handler: async (req) => {
    const { user, tenant } = await kpiReader(req.payload, req.user, 'reports')
    requirePermission(user, 'reports', 'create')
    const body = await parseBody(req, ZKpiValueBody)
    if (body.value === null || String(body.value).trim() === '') {
      await inTransaction(req, async () => recordKpiValueChanges(req, tenant, await clearKpiValue(req, tenant, body.company, body.kpi, body.period)))
      return json({ data: null })
    }
    const checked = await checkKpiValue(req.payload, tenant, { ...body, value: body.value })
    if ('errors' in checked) throw invalid(checked.errors)
    await inTransaction(req, async () => recordKpiValueChanges(req, tenant, await upsertKpiValues(req, tenant, [checked.row])))
    return json({ data: checked.row }, 201)
  },
})

const ZImportBody = z.object({ csv: z.string('Choose a CSV file').min(1, 'The file is empty').max(5_000_000, 'The file is too large: at most 5 MB'), dryRun: z.boolean().default(true) })

/** POST /api/reports/kpi-values/import { csv, dryRun }: the dry run (nothing written) or the import of the good lines, with every line's error. */
export const importKpiValuesEndpoint = defineEndpoint({
  path: '/reports/kpi-values/import',
  method: 'post',
  handler: async (req) => {
    const { user, tenant } = await kpiReader(req.payload, req.user, 'reports')
    requirePermission(user, 'reports', 'create')
    const body = await parseBody(req, ZImportBody)
    const check = await checkKpiImport(req.payload, tenant, body.csv)
    if (check.fileErrors.length) throw invalid({ csv: check.fileErrors }, check.fileErrors[0])
    const imported = body.dryRun
      ? 0
      : await inTransaction(req, async () => {
          const written = await upsertKpiValues(req, tenant, check.good)
          await recordKpiValueChanges(req, tenant, written)
          return written.length
        })
    return json({ data: { dryRun: body.dryRun, totalRows: check.totalRows, goodRows: check.good.length, imported, errors: check.errors } })
  },
})

export const KPI_ENDPOINTS = [availableReportsEndpoint, quarterReportEndpoint, aggregateReportEndpoint, enterKpiValueEndpoint, importKpiValuesEndpoint]
