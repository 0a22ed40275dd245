import type { Payload, PayloadRequest } from 'payload'

import { parseCsv } from '@/collections/people/ImportJobs/import-run'
import { kpiNameKey } from '@/domain/reports/kpi-formula'
import { formatKpiValue, isQuarter, kpiValueFromInput } from '@/domain/reports/kpis'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import type { TChanges } from '@/domain/records/activity'
import { queryInTransaction, sql } from '@/lib/transaction'

import { tenantCompanies, tenantKpis, type TKpi } from './kpi-figures'

// Writing KPI values (issue 12 §1, decision 036): one value entered on /admin/reports/kpis, or many
// from a CSV file (dry run with line errors, then the import). Both check each value the same way
// (company and KPI of the tenant, an entered KPI, a quarter, a value in the KPI's unit) and write in
// one statement: entering a value again for the same company, KPI and quarter replaces it. Each
// change is an entry in the company's activity trail, in the same transaction (decision 042).

export type TKpiValueRow = { company: number; kpi: number; period: string; value: number; currency: string }
export type TKpiLineError = { line: number; column: string; reason: string }


type TWritten = { company: number; kpi: number; period: string; value: number | null; previous: number | null }

/**
 * Writes the rows in one statement in `req`'s transaction (inTransaction): a value already there for
 * the company, KPI and quarter is replaced. Returns each row written with the value it replaced.
 */
export async function upsertKpiValues(req: PayloadRequest, tenant: number, rows: readonly TKpiValueRow[]): Promise<TWritten[]> {
  if (rows.length === 0) return []
  return queryInTransaction<TWritten>(
    req,
    sql`WITH r AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(company int, kpi int, period text, value numeric, currency text)),
             old AS (SELECT v.company_id, v.kpi_id, v.period, v.value FROM kpi_values v JOIN r ON v.company_id = r.company AND v.kpi_id = r.kpi AND v.period = r.period WHERE v.tenant_id = ${tenant}),
             up AS (
               INSERT INTO kpi_values (company_id, kpi_id, period, value, currency, tenant_id, created_at, updated_at)
               SELECT company, kpi, period, value, currency, ${tenant}::int, now(), now() FROM r
               ON CONFLICT (company_id, kpi_id, period) DO UPDATE SET value = excluded.value, currency = excluded.currency, updated_at = now()
               RETURNING company_id, kpi_id, period, value)
        SELECT up.company_id AS company, up.kpi_id AS kpi, up.period, up.value::float8 AS value, old.value::float8 AS previous FROM up LEFT JOIN old USING (company_id, kpi_id, period)`,
  )
}

/** Removes one value (entering an empty value clears it), in `req`'s transaction; returns what was removed. */
export async function clearKpiValue(req: PayloadRequest, tenant: number, company: number, kpi: number, period: string): Promise<TWritten[]> {
  return queryInTransaction<TWritten>(
    req,
    sql`DELETE FROM kpi_values WHERE tenant_id = ${tenant} AND company_id = ${company} AND kpi_id = ${kpi} AND period = ${period}
        RETURNING company_id AS company, kpi_id AS kpi, period, NULL::float8 AS value, value::float8 AS previous`,
  )
}

/** At most this many values are named in one trail entry (an import of thousands says how many besides). */
const TRAIL_VALUES = 100

/**
 * The companies' activity trails (decision 042): one entry per company whose values changed, naming
 * each KPI and quarter with its value before and after (in the KPI's unit), in `req`'s transaction.
 */
export async function recordKpiValueChanges(req: PayloadRequest, tenant: number, written: readonly TWritten[]): Promise<void> {
  const changed = written.filter((row) => row.value !== row.previous)
  if (changed.length === 0) return
  const [companies, kpis] = await Promise.all([tenantCompanies(req.payload, tenant), tenantKpis(req.payload, tenant)])
  const companyOf = new Map(companies.map((company) => [company.id, company]))
  const kpiOf = new Map(kpis.map((kpi) => [kpi.id, kpi]))
  const byCompany = new Map<number, TWritten[]>()
  for (const row of changed) {
    const list = byCompany.get(row.company)
    if (list) list.push(row)
    else byCompany.set(row.company, [row])
  }
  for (const [id, rows] of byCompany) {
    const company = companyOf.get(id)
    if (!company) continue
    const shown = (kpi: TKpi | undefined, value: number | null) => (value === null ? null : kpi ? formatKpiValue(kpi.unit, value, company.currency) : String(value))
    const changes: TChanges = {}
    for (const row of rows.slice(0, TRAIL_VALUES)) {
      const kpi = kpiOf.get(row.kpi)
      changes[`${kpi?.name ?? `KPI ${row.kpi}`} ${row.period}`] = { from: shown(kpi, row.previous), to: shown(kpi, row.value) }
    }
    if (rows.length > TRAIL_VALUES) changes['Other values'] = { from: null, to: `${(rows.length - TRAIL_VALUES).toLocaleString('en-GB')} more` }
    const removedOnly = rows.every((row) => row.value === null)
    await recordActivity(req.payload, req, { target: { collection: 'companies', id }, tenant, action: removedOnly ? 'kpi-removed' : 'kpi-added', changes, targetLabel: company.name })
  }
}

/** Checks one entered value: the field errors, or the row to write. */
export async function checkKpiValue(payload: Payload, tenant: number, body: { company: number; kpi: number; period: string; value: string | number }): Promise<{ errors: Record<string, string[]> } | { row: TKpiValueRow }> {
  const [companies, kpis] = await Promise.all([tenantCompanies(payload, tenant), tenantKpis(payload, tenant)])
  const company = companies.find((row) => row.id === body.company)
  const kpi = kpis.find((row) => row.id === body.kpi)
  if (!company) return { errors: { company: ['Choose a company'] } }
  if (!kpi) return { errors: { kpi: ['Choose a KPI'] } }
  if (kpi.formula) return { errors: { kpi: ['This KPI is computed from its formula: enter the KPIs it uses instead'] } }
  const value = kpiValueFromInput(kpi.unit, body.value, company.currency)
  if (typeof value === 'string') return { errors: { value: [value] } }
  return { row: { company: company.id, kpi: kpi.id, period: body.period, value, currency: company.currency } }
}

export const KPI_IMPORT_COLUMNS = ['company', 'kpi', 'period', 'value'] as const
export const KPI_IMPORT_MAX_ROWS = 20_000

export type TKpiImportCheck = { totalRows: number; good: TKpiValueRow[]; errors: TKpiLineError[]; fileErrors: string[] }

/**
 * The dry run: the CSV read (header: company, kpi, period, value; names matched case-insensitively),
 * every line checked. The import writes exactly the good rows of the same check.
 */
export async function checkKpiImport(payload: Payload, tenant: number, text: string): Promise<TKpiImportCheck> {
  let file: ReturnType<typeof parseCsv>
  try {
    file = parseCsv(text)
  } catch (error) {
    return { totalRows: 0, good: [], errors: [], fileErrors: [`The file could not be read as CSV: ${error instanceof Error ? error.message : 'unknown error'}`] }
  }
  const headerOf = new Map(file.headers.map((header) => [header.trim().toLowerCase(), header]))
  const missing = KPI_IMPORT_COLUMNS.filter((column) => !headerOf.has(column))
  if (missing.length) return { totalRows: file.rows.length, good: [], errors: [], fileErrors: [`The first line must name the columns company, kpi, period and value (missing: ${missing.join(', ')})`] }
  if (file.rows.length > KPI_IMPORT_MAX_ROWS) return { totalRows: file.rows.length, good: [], errors: [], fileErrors: [`Import at most ${KPI_IMPORT_MAX_ROWS.toLocaleString('en-GB')} lines at a time`] }
  const [companies, kpis] = await Promise.all([tenantCompanies(payload, tenant), tenantKpis(payload, tenant)])
  const companyByName = new Map(companies.map((company) => [kpiNameKey(company.name), company]))
  const kpiByName = new Map(kpis.map((kpi) => [kpiNameKey(kpi.name), kpi]))
  const good: TKpiValueRow[] = []
  const errors: TKpiLineError[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of file.rows) {
    const cell = (column: (typeof KPI_IMPORT_COLUMNS)[number]) => String(cells[headerOf.get(column)!] ?? '').trim()
    const fail = (column: string, reason: string) => void errors.push({ line, column, reason })
    const company = companyByName.get(kpiNameKey(cell('company')))
    if (!company) {
      fail('company', cell('company') ? `There is no company called “${cell('company')}”` : 'Enter a company')
      continue
    }
    const kpi: TKpi | undefined = kpiByName.get(kpiNameKey(cell('kpi')))
    if (!kpi) {
      fail('kpi', cell('kpi') ? `There is no KPI called “${cell('kpi')}”` : 'Enter a KPI')
      continue
    }
    if (kpi.formula) {
      fail('kpi', `“${kpi.name}” is computed from its formula: import the KPIs it uses instead`)
      continue
    }
    const period = cell('period').toUpperCase()
    if (!isQuarter(period)) {
      fail('period', 'Enter a quarter, e.g. 2025-Q3')
      continue
    }
    const value = kpiValueFromInput(kpi.unit, cell('value'), company.currency)
    if (typeof value === 'string') {
      fail('value', value)
      continue
    }
    const key = `${company.id}|${kpi.id}|${period}`
    if (seen.has(key)) {
      fail('period', `Line ${seen.get(key)} already gives ${kpi.name} of ${company.name} for ${period}`)
      continue
    }
    seen.set(key, line)
    good.push({ company: company.id, kpi: kpi.id, period, value, currency: company.currency })
  }
  return { totalRows: file.rows.length, good, errors, fileErrors: [] }
}
