import { Button, Card, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatKpiValue } from '@/domain/reports/kpis'
import type { TRow } from '@/lib/resource/define-resource'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { chosenQuarter, kpiPortfolio } from './server/kpi-figures'

/** The company's KPI screen (decision 036's /admin/reports/kpis, chosen company). */
export const companyKpisPath = (id: number) => `/admin/reports/kpis?company=${id}`

/**
 * The company record's KPIs tab (decision 042): each KPI's value in the tenant's newest quarter with
 * values, beside the quarter before, and the way into the company's KPI screen (charts, entry, import).
 * The tab is open to roles with spec 6 `reports` index (the record's tabOpen).
 */
export async function CompanyKpisPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const id = Number(row.id)
  const period = await chosenQuarter(ctx.payload, ctx.tenant.id, null)
  const { kpis, companies, quarters } = await kpiPortfolio(ctx.payload, ctx.tenant.id, { period, companyId: id, trendQuarters: 2 })
  const company = companies[0]
  const currency = String(row.currency ?? company?.currency ?? 'GBP')
  const previous = quarters[0]
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">KPIs, {period}</Card.Title>
      </Card.Header>
      <Card.Body>
        {kpis.length === 0 ? (
          <Text color="fg.muted">Your organisation has no KPIs yet: add them in Settings, Attributes, KPIs.</Text>
        ) : (
          <Table.Root size="sm" aria-label={`KPIs of ${String(row.name ?? '')}`} data-testid="company-kpis">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>KPI</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{period}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{previous}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {kpis.map((kpi, index) => {
                const cell = company?.cells[index]
                return (
                  <Table.Row key={kpi.id}>
                    <Table.Cell>{kpi.name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatKpiValue(kpi.unit, cell?.value ?? null, currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatKpiValue(kpi.unit, cell?.previous ?? null, currency)}</Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        )}
        <Button asChild mt={4} size="sm" colorPalette="brand">
          <NextLink href={companyKpisPath(id)}>Open the company’s KPIs</NextLink>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}
