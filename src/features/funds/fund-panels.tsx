import { Box, Card, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { Fragment } from 'react'

import { can } from '@/access/permissions'
import { FUND_KPI_KEYS, FUND_KPIS, formatKpiNumber, maturityStatusPalette, maturityStatusText, type TFundKpiUnit } from '@/domain/funds/funds'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { SeriesCard, StatusBadge } from './series-card'
import { fundKpiReport, fundPortfolio, type TFundKpi } from './server/fund-reports'

// The fund record's panels (issue 10 §5): NAV history (chart, table, add form), KPIs, and the
// portfolio (the companies it holds with their latest valuation and status, and from the ledger the
// holding's cost, current value and multiple; decision 014). Read as the signed-in user; the forms
// show to whoever may update the fund.

type TProps = { ctx: TDetailContext; row: TRow }

const NAV_LIMIT = 500

const fundOf = (row: TRow) => ({ id: row.id, name: String(row.name ?? ''), currency: String(row.currency ?? 'GBP') })

const amount = (minor: number | string | null | undefined, currency: string) => (minor == null || minor === '' ? '—' : formatMoney(Number(minor), currency))

export async function FundNavPanel({ ctx, row }: TProps) {
  const fund = fundOf(row)
  const { docs } = await ctx.payload.find({
    collection: 'net-asset-values',
    where: { fund: { equals: fund.id } },
    sort: ['-date', '-id'],
    limit: NAV_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: ctx.user,
  })
  const mayChange = can(ctx.user.role_id, 'funds', 'update')
  return (
    <SeriesCard
      title="Net asset value"
      description={`NAV per unit over time, in ${fund.currency}.`}
      chart={{ label: 'NAV per unit', currency: fund.currency, points: [...docs].reverse().map((nav) => ({ date: nav.date, value: nav.navPerUnit })) }}
      columns={['Date', 'NAV per unit', 'Total NAV', 'Units', 'Note']}
      rows={docs.map((nav) => ({
        id: nav.id,
        what: `the NAV of ${formatDate(nav.date)}`,
        cells: [formatDate(nav.date), amount(nav.navPerUnit, nav.currency), amount(nav.totalNav, nav.currency), nav.unitsOutstanding == null ? '—' : nav.unitsOutstanding.toLocaleString('en-GB'), nav.note ?? ''],
      }))}
      emptyText="No net asset value recorded yet."
      deleteFrom={mayChange ? 'net-asset-values' : undefined}
      form={
        mayChange
          ? {
              collection: 'net-asset-values',
              subject: { field: 'fund', id: fund.id },
              currency: fund.currency,
              title: 'Record a net asset value',
              submitLabel: 'Add NAV',
              fields: [
                { name: 'date', label: 'Date', kind: 'date', required: true },
                { name: 'navPerUnit', label: 'NAV per unit', kind: 'money', required: true },
                { name: 'totalNav', label: 'Total NAV', kind: 'money' },
                { name: 'unitsOutstanding', label: 'Units outstanding', kind: 'whole' },
                { name: 'note', label: 'Note', kind: 'text' },
              ],
            }
          : undefined
      }
    />
  )
}

/** A figure with its label and day or note (plain blocks: Chakra's Stat is a <dl> whose help text axe refuses there). */
function Figure({ label, value, when, note }: { label: string; value: string; when?: string; note?: string }) {
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold">
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {when ? formatDate(when) : note}
      </Text>
    </Box>
  )
}

const kpiValue = (kpi: Pick<TFundKpi, 'unit' | 'value' | 'currency'>) => (kpi.unit === 'money' ? formatMoney(Number(kpi.value), kpi.currency) : formatKpiNumber(kpi.unit, Number(kpi.value)))

export async function FundKpiPanel({ ctx, row }: TProps) {
  const fund = fundOf(row)
  const report = await fundKpiReport(ctx.payload, fund, ctx.tenant.id)
  const mayChange = can(ctx.user.role_id, 'funds', 'update')
  return (
    <Stack gap={6}>
      {report.latest.length > 0 && (
        <Card.Root as="section" aria-label="Latest KPIs">
          <Card.Header>
            <Heading as="h2" size="md">
              Latest KPIs
            </Heading>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
              {report.latestNav && <Figure label="NAV per unit" value={amount(report.latestNav.minor, report.latestNav.currency)} when={report.latestNav.date} />}
              {report.latest.map((kpi) => (
                <Figure key={kpi.key} label={kpi.label} value={kpiValue(kpi)} when={kpi.period} />
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      )}
      <SeriesCard
        title="KPI history"
        description="Rates in per cent, multiples as x, money in the fund's currency."
        columns={['Period', 'KPI', 'Value']}
        rows={report.history.map((kpi) => ({ id: kpi.id, what: `${kpi.label} of ${formatDate(kpi.period)}`, cells: [formatDate(kpi.period), kpi.label, kpiValue(kpi)] }))}
        emptyText="No KPIs recorded yet."
        deleteFrom={mayChange ? 'fund-kpis' : undefined}
        form={
          mayChange
            ? {
                collection: 'fund-kpis',
                subject: { field: 'fund', id: fund.id },
                currency: fund.currency,
                title: 'Record a KPI',
                submitLabel: 'Add KPI',
                fields: [
                  { name: 'period', label: 'Period end', kind: 'date', required: true },
                  { name: 'key', label: 'KPI', kind: 'select', required: true, options: FUND_KPI_KEYS.map((key) => ({ value: key, label: `${FUND_KPIS[key].label} (${unitHint(FUND_KPIS[key].unit)})` })) },
                  { name: 'value', label: 'Value', kind: 'whole', required: true },
                ],
              }
            : undefined
        }
      />
    </Stack>
  )
}

function unitHint(unit: TFundKpiUnit): string {
  return unit === 'basis-points' ? 'basis points, 1250 = 12.50 %' : unit === 'multiple' ? 'hundredths, 145 = 1.45x' : unit === 'money' ? 'minor units' : 'count'
}

export async function FundPortfolioPanel({ ctx, row }: TProps) {
  const portfolio = await fundPortfolio(ctx.payload, row.id, ctx.tenant.id)
  // The record page found the fund in this tenant; it cannot be gone between the two reads but by a delete.
  if (!portfolio) notFound()
  const mayOpenCompanies = can(ctx.user.role_id, 'funds_opportunity', 'show')
  return (
    <Stack gap={6}>
      <Card.Root as="section" aria-label="Holdings">
        <Card.Header>
          <Heading as="h2" size="md">
            Holdings
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {portfolio.companies.length === 1 ? '1 company' : `${portfolio.companies.length} companies`}
            {portfolio.latestValuationTotals.length > 0 && ` · latest valuations ${portfolio.latestValuationTotals.map((total) => formatMoney(Number(total.minor), total.currency)).join(' + ')}`}
          </Text>
        </Card.Header>
        <Card.Body gap={6}>
          {portfolio.holdingTotals.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} data-testid="portfolio-totals">
              {portfolio.holdingTotals.map((total) => (
                <Fragment key={total.currency}>
                  <Figure label={`Cost (${total.currency})`} value={amount(total.cost, total.currency)} note={`${total.holdings} ${total.holdings === 1 ? 'holding' : 'holdings'}`} />
                  <Figure label={`Current value (${total.currency})`} value={amount(total.value, total.currency)} note={total.unpriced > 0 ? `${total.unpriced} without a share price, not counted` : 'at the latest share prices'} />
                  <Figure label={`Multiple (${total.currency})`} value={total.multiple === null ? '—' : `${total.multiple}x`} note="current value over cost" />
                </Fragment>
              ))}
            </SimpleGrid>
          )}
          {portfolio.companies.length === 0 ? (
            <Text color="fg.muted">This fund holds no companies yet.</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Companies the fund holds">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Company</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Latest valuation</Table.ColumnHeader>
                    <Table.ColumnHeader>Valued on</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Share price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Shares held</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Current value</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Multiple</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {portfolio.companies.map((company) => (
                    <Table.Row key={company.id}>
                      <Table.Cell>
                        {mayOpenCompanies ? (
                          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                            <NextLink href={`/admin/investments/companies/${company.id}/details`}>{company.name}</NextLink>
                          </Link>
                        ) : (
                          company.name
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge text={maturityStatusText(company.status)} palette={maturityStatusPalette(company.status)} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">{company.latestValuation ? amount(company.latestValuation.minor, company.latestValuation.currency) : '—'}</Table.Cell>
                      <Table.Cell>{formatDate(company.latestValuation?.date)}</Table.Cell>
                      <Table.Cell textAlign="end">{company.latestSharePrice ? amount(company.latestSharePrice.minor, company.latestSharePrice.currency) : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{company.holding ? Number(company.holding.shares).toLocaleString('en-GB') : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{company.holding ? amount(company.holding.cost, company.currency) : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{company.holding ? amount(company.holding.value, company.currency) : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{company.holding?.multiple ? `${company.holding.multiple}x` : '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
