import type { Payload } from 'payload'

import { parseCsv } from '@/collections/people/ImportJobs/import-run'
import { kpiNameKey } from '@/domain/reports/kpi-formula'
import { isQuarter, kpiValueFromInput } from '@/domain/reports/kpis'

import { tenantCompanies, tenantKpis, type TKpi } from './kpi-figures'

// Writing KPI values (issue 12 §1, decision 036): one value entered on /admin/reports/kpis, or many
// from a CSV file (dry run with line errors, then the import). Both check each value the same way
// (company and KPI of the tenant, an entered KPI, a quarter, a value in the KPI's unit) and write in
// one statement: entering a value again for the same company, KPI and quarter replaces it.

export type TKpiValueRow = { company: number; kpi: number; period: string; value: number; currency: string }
export type TKpiLineError = { line: number; column: string; reason: string }


/** Writes the rows in one statement (one transaction): a value already there for the company, KPI and quarter is replaced. */
export async function upsertKpiValues(payload: Payload, tenant: number, rows: readonly TKpiValueRow[]): Promise<number> {
  if (rows.length === 0) return 0
  const { rowCount } = await payload.db.pool.query(
    `INSERT INTO kpi_values (company_id, kpi_id, period, value, currency, tenant_id, created_at, updated_at)
     SELECT company, kpi, period, value, currency, $1::int, now(), now()
       FROM unnest($2::int[], $3::int[], $4::text[], $5::numeric[], $6::text[]) AS r(company, kpi, period, value, currency)
     ON CONFLICT (company_id, kpi_id, period) DO UPDATE SET value = excluded.value, currency = excluded.currency, updated_at = now()`,
    [tenant, rows.map((row) => row.company), rows.map((row) => row.kpi), rows.map((row) => row.period), rows.map((row) => row.value), rows.map((row) => row.currency)],
  )
  return rowCount ?? 0
}

/** Removes one value (entering an empty value clears it). */
export async function clearKpiValue(payload: Payload, tenant: number, company: number, kpi: number, period: string): Promise<void> {
  await payload.db.pool.query('DELETE FROM kpi_values WHERE tenant_id = $1 AND company_id = $2 AND kpi_id = $3 AND period = $4', [tenant, company, kpi, period])
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
