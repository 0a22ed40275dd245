import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { formatKpiValue, type TKpiUnit } from '@/domain/reports/kpis'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { TimeSeriesChart } from '@/ui/charts/time-series-chart'
import { DataTable } from '@/ui/data-table'
import { EmptyPanel } from '@/ui/empty-panel'
import { PageHeader } from '@/ui/layout/page-header'

import { KpiChoiceForm } from './kpi-choice-form'
import { KpiImport } from './kpi-import'
import { KpiValueForm } from './kpi-value-form'
import { chosenQuarter, HISTORY_QUARTERS, kpiPortfolio, tenantCompanies, tenantKpis, type TKpi } from './server/kpi-figures'
import { Sparkline, sparklineLooks } from './sparkline'
import { trendText, trendTone } from './trend-line'

import type { TRequestContext } from '@/auth/request-context'

export const KPIS_PATH = '/admin/reports/kpis'

type TParams = Record<string, string | string[] | undefined>
const param = (params: TParams, name: string) => {
  const value = params[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}
const kpiLabel = (kpi: TKpi) => `${kpi.name}${kpi.formula ? ' (custom)' : ''}`

/**
 * /admin/reports/kpis (issue 12 §1): a company's KPIs over three years as a table and a chart, the
 * entry of values and the CSV import for roles that may create (spec 6 reports), and one KPI compared
 * across the companies for a quarter, best first in the KPI's direction.
 */
export async function KpiCompanyPage({ ctx, params }: { ctx: TRequestContext & { user: NonNullable<TRequestContext['user']> }; params: TParams }) {
  const tenant = ctx.tenant.id
  const title = term(terminologyOf(ctx.tenant), 'kpis')
  const [kpis, companies] = await Promise.all([tenantKpis(ctx.payload, tenant), tenantCompanies(ctx.payload, tenant)])
  const mayEnter = can(ctx.user.role_id, 'reports', 'create')
  const header = (
    <PageHeader
      title={title}
      description="Each company’s KPIs by quarter, entered by staff or imported, and custom KPIs computed from them."
      actions={
        <>
          {can(ctx.user.role_id, 'custom_kpis', 'index') && (
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <NextLink href="/admin/reports/kpi-portfolio">KPI portfolio</NextLink>
            </Link>
          )}
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            <NextLink href="/admin/settings/attributes/kpis">KPI settings</NextLink>
          </Link>
        </>
      }
    />
  )
  if (kpis.length === 0 || companies.length === 0) {
    return (
      <>
        {header}
        <EmptyPanel
          data-testid="kpis-empty"
          title={kpis.length === 0 ? 'There are no KPIs yet' : 'There are no companies yet'}
          description={kpis.length === 0 ? 'Add KPIs under Settings › Attributes › KPIs; their values are then entered here per company and quarter.' : 'KPIs are reported by the companies of your funds: add a company first.'}
        />
      </>
    )
  }
  const company = companies.find((row) => String(row.id) === param(params, 'company')) ?? companies[0]!
  const period = await chosenQuarter(ctx.payload, tenant, param(params, 'period'))
  const history = await kpiPortfolio(ctx.payload, tenant, { period, trendQuarters: HISTORY_QUARTERS, companyId: company.id })
  const cells = history.companies[0]?.cells ?? []
  const chartKpi = kpis.find((kpi) => String(kpi.id) === param(params, 'chart')) ?? kpis[0]!
  const chartCell = cells.find((cell) => cell.kpi === chartKpi.id)
  const compareKpi = kpis.find((kpi) => String(kpi.id) === param(params, 'compare')) ?? chartKpi
  const comparison = await kpiPortfolio(ctx.payload, tenant, { kpiIds: [compareKpi.id], period, trendQuarters: 2 })
  const ranked = comparison.companies
    .map((row) => ({ ...row, cell: row.cells[0]! }))
    .sort((a, b) => (a.cell.value === null ? 1 : b.cell.value === null ? -1 : compareKpi.higherIsBetter ? b.cell.value - a.cell.value : a.cell.value - b.cell.value))
  const kpiOptions = kpis.map((kpi) => ({ value: String(kpi.id), label: kpiLabel(kpi) }))
  const quarterOptions = [...history.quarters].reverse().map((quarter) => ({ value: quarter, label: quarter }))
  const show = (unit: TKpiUnit, value: number | null, currency: string) => formatKpiValue(unit, value, currency)

  return (
    <>
      {header}
      <Stack gap={6}>
        <KpiChoiceForm
          action={KPIS_PATH}
          label="Choose a company"
          choices={[
            { name: 'company', label: 'Company', value: String(company.id), options: companies.map((row) => ({ value: String(row.id), label: row.name })) },
            { name: 'chart', label: 'Chart of', value: String(chartKpi.id), options: kpiOptions },
            { name: 'period', label: 'Up to quarter', value: period, options: quarterOptions },
          ]}
          hidden={{ compare: String(compareKpi.id) }}
        />
        <Card.Root as="section" aria-label={`${company.name}: KPIs by quarter`}>
          <Card.Header>
            <Heading as="h2" size="md">
              {company.name}: KPIs by quarter
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap={6}>
              {chartCell && chartCell.trend.filter((value) => value !== null).length >= 2 && (
                <TimeSeriesChart
                  title={`${chartKpi.name} of ${company.name} by quarter`}
                  data={history.quarters.flatMap((quarter, index) => (chartCell.trend[index] === null ? [] : [{ day: quarter, value: chartCell.trend[index]! }]))}
                  series={[{ name: 'value', label: chartKpi.name, color: 'brand.solid' }]}
                  currency={chartKpi.unit === 'money' ? company.currency : undefined}
                />
              )}
              <DataTable
                label={`KPIs of ${company.name} by quarter`}
                columns={[{ label: 'KPI' }, { label: 'Trend' }, ...history.quarters.map((quarter) => ({ label: quarter, numeric: true }))]}
                rows={history.kpis.map((kpi, index) => ({
                  key: kpi.id,
                  cells: [{ text: kpi.name, detail: kpi.formula ? `Custom: ${kpi.formula}` : (kpi.category?.name ?? undefined) }, trendText(cells[index]?.trend ?? []), ...(cells[index]?.trend ?? []).map((value) => show(kpi.unit, value, company.currency))],
                }))}
              />
              <Sparklines kpis={history.kpis} cells={cells} />
            </Stack>
          </Card.Body>
        </Card.Root>
        {mayEnter && (
          <Card.Root as="section" aria-label="Enter KPI values">
            <Card.Header>
              <Heading as="h2" size="md">
                Enter values for {company.name}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap={6}>
                <KpiValueForm company={company.id} kpis={kpis.filter((kpi) => !kpi.formula).map((kpi) => ({ value: String(kpi.id), label: kpi.name }))} quarter={period} currency={company.currency} />
                <Heading as="h3" size="sm">
                  Import values from a CSV file
                </Heading>
                <KpiImport />
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root as="section" aria-label="Compare a KPI across companies">
          <Card.Header>
            <Heading as="h2" size="md">
              Compare {compareKpi.name} across companies, {period}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Best first: {compareKpi.higherIsBetter ? 'higher' : 'lower'} is better.
            </Text>
          </Card.Header>
          <Card.Body>
            <KpiChoiceForm
              action={KPIS_PATH}
              label="Compare a KPI"
              choices={[
                { name: 'compare', label: 'KPI', value: String(compareKpi.id), options: kpiOptions },
                { name: 'period', label: 'Quarter', value: period, options: quarterOptions },
              ]}
              hidden={{ company: String(company.id), chart: String(chartKpi.id) }}
            />
            <DataTable
              label={`${compareKpi.name} across companies`}
              columns={[{ label: 'Rank', numeric: true }, { label: 'Company' }, { label: period, numeric: true }, { label: 'Quarter before', numeric: true }]}
              rows={ranked.map((row, index) => ({
                key: row.id,
                cells: [row.cell.value === null ? '—' : String(index + 1), { text: row.name, href: `${KPIS_PATH}?company=${row.id}&chart=${compareKpi.id}&compare=${compareKpi.id}&period=${period}` }, show(compareKpi.unit, row.cell.value, row.currency), show(compareKpi.unit, row.cell.previous, row.currency)],
              }))}
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  )
}

/** Each KPI's three years as a sparkline, coloured by its direction. */
function Sparklines({ kpis, cells }: { kpis: readonly TKpi[]; cells: ReadonlyArray<{ trend: Array<number | null> }> }) {
  const { look, styles } = sparklineLooks()
  return (
    <>
      {styles}
      <Stack as="ul" gap={1} listStyleType="none" aria-label="Trends">
        {kpis.map((kpi, index) => (
          <Text as="li" key={kpi.id} textStyle="sm" display="flex" gap={3} alignItems="center">
            <Sparkline values={cells[index]?.trend ?? []} label={`${kpi.name}: ${trendText(cells[index]?.trend ?? [])} over three years`} tone={trendTone(cells[index]?.trend ?? [], kpi.higherIsBetter)} look={look} />
            {kpi.name}
          </Text>
        ))}
      </Stack>
    </>
  )
}
