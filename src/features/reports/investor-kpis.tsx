import { Card, Stack, Text } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import type { TRequestContext } from '@/auth/request-context'
import { formatKpiValue } from '@/domain/reports/kpis'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { TimeSeriesChart } from '@/ui/charts/time-series-chart'
import { DataTable } from '@/ui/data-table'
import { EmptyPanel } from '@/ui/empty-panel'
import { PageHeader } from '@/ui/layout/page-header'

import { chosenQuarter, HISTORY_QUARTERS, kpiPortfolio, type TKpiCompany } from './server/kpi-figures'
import { Sparkline, sparklineLooks } from './sparkline'
import { trendTone } from './trend-line'

type TProps = { ctx: TRequestContext; company: TKpiCompany; title: string; kpiId: number | null }

/** A held company's KPIs in the portal: every KPI by quarter over three years, or one KPI with its chart. Server-rendered; the chart loads after the page. */
export async function InvestorKpis({ ctx, company, title, kpiId }: TProps) {
  const tenant = ctx.tenant.id
  const period = await chosenQuarter(ctx.payload, tenant, null)
  const history = await kpiPortfolio(ctx.payload, tenant, { period, trendQuarters: HISTORY_QUARTERS, companyId: company.id, kpiIds: kpiId === null ? undefined : [kpiId] })
  if (kpiId !== null && history.kpis.length === 0) notFound()
  const cells = history.companies[0]?.cells ?? []
  const base = `/investor/portfolio/${company.id}/reports/kpis`
  const back = kpiId === null ? { href: `/investor/portfolio/${company.id}`, label: term(terminologyOf(ctx.tenant), 'portfolio') } : { href: base, label: `${title} of ${company.name}` }
  const hasValues = cells.some((cell) => cell.trend.some((value) => value !== null))
  const one = kpiId === null ? null : history.kpis[0]!
  const sparks = sparklineLooks()
  return (
    <>
      <PageHeader title={one ? `${one.name}: ${company.name}` : `${title}: ${company.name}`} description={`By quarter, ${history.quarters[0]} to ${period}.`} back={back} />
      {!hasValues ? (
        <EmptyPanel data-testid="investor-kpis-empty" title="No figures yet" description={`${company.name} has not reported these figures yet.`} />
      ) : (
        <Stack gap={6}>
          {one && cells[0] && (
            <Card.Root as="section" aria-label={`${one.name} chart`}>
              <Card.Body>
                <TimeSeriesChart
                  title={`${one.name} of ${company.name} by quarter`}
                  data={history.quarters.flatMap((quarter, index) => (cells[0]!.trend[index] === null ? [] : [{ day: quarter, value: cells[0]!.trend[index]! }]))}
                  series={[{ name: 'value', label: one.name, color: 'brand.solid' }]}
                  currency={one.unit === 'money' ? company.currency : undefined}
                />
              </Card.Body>
            </Card.Root>
          )}
          <DataTable
            label={`${title} of ${company.name}`}
            columns={[{ label: 'KPI' }, { label: 'Latest', numeric: true }, ...history.quarters.slice(-8).map((quarter) => ({ label: quarter, numeric: true }))]}
            rows={history.kpis.map((kpi, index) => ({
              key: kpi.id,
              cells: [
                { text: kpi.name, href: one ? undefined : `${base}/${kpi.id}`, detail: kpi.category?.name },
                formatKpiValue(kpi.unit, cells[index]?.value ?? null, company.currency),
                ...(cells[index]?.trend ?? []).slice(-8).map((value) => formatKpiValue(kpi.unit, value, company.currency)),
              ],
            }))}
          />
          {!one && sparks.styles}
          {!one && (
            <Stack as="ul" gap={1} listStyleType="none" aria-label="Trends over three years">
              {history.kpis.map((kpi, index) => (
                <Text as="li" key={kpi.id} textStyle="sm" display="flex" gap={3} alignItems="center">
                  <Sparkline values={cells[index]?.trend ?? []} label={`${kpi.name} over three years`} tone={trendTone(cells[index]?.trend ?? [], kpi.higherIsBetter)} look={sparks.look} />
                  {kpi.name}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  )
}
