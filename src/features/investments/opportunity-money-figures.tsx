import { Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'

import { mayOnInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { capTablePage, latestSharePrice, opportunityMoneySummary, opportunityRunningTotals, type TDailyFigures } from '@/collections/investments/money/ledger-figures'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { holderTransactionsPath } from '@/navigation/record-paths'
import type { TRow } from '@/lib/resource/define-resource'
import { TimeSeriesChart } from '@/ui/charts/time-series-chart'
import { DataTable } from '@/ui/data-table'
import { EmptyPanel } from '@/ui/empty-panel'
import { PageLinks } from '@/ui/page-links'
import { StatFigure } from '@/ui/stat-figure'

import type { TSignedInContext } from './opportunity-queries'

// The opportunity tabs whose figures come from the ledger (spec 2.1, issue 10 §3 §4): performance
// (stage 4), cap table and cap-table performance (stage 6). Every figure is summed by PostgreSQL
// (src/collections/investments/money/ledger-figures.ts); the screens only format them.

const money = (minor: string | number, currency: string) => formatMoney(Number(minor), currency)

/** The day-by-day figures under a chart, for whoever reads tables rather than lines. */
function FiguresTable({ caption, days, columns }: { caption: string; days: TDailyFigures[]; columns: Array<{ label: string; value: (day: TDailyFigures) => string }> }) {
  return (
    <details>
      <summary>
        <Text as="span" textStyle="sm">
          {caption}
        </Text>
      </summary>
      <Table.ScrollArea mt={2}>
        <Table.Root size="sm" aria-label={caption}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.label} textAlign="end">
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.day}>
                <Table.Cell>{formatDate(`${day.day}T00:00:00.000Z`)}</Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column.label} textAlign="end">
                    {column.value(day)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </details>
  )
}

/** spec 2.1 performance (stage 4): amount raised against the target over time, investors, average ticket. */
export async function OpportunityPerformance({ ctx, row }: { ctx: TSignedInContext; row: TRow }) {
  if (!mayOnInvestments(ctx.user.role_id, row.stage, 'holdings')) return null
  const currency = String(row.currency ?? 'GBP')
  const target = Number(row.targetAmount ?? 0)
  const [summary, days] = await Promise.all([opportunityMoneySummary(ctx.payload, row.id, ctx.tenant.id), opportunityRunningTotals(ctx.payload, row.id, ctx.tenant.id)])
  if (days.length === 0) return <EmptyPanel title="Nothing raised yet." description="The amount raised against the target, investors and average ticket show here once investments are recorded." />
  const percent = target > 0 ? Math.round((Number(summary.committed) / target) * 1000) / 10 : null
  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap={4}>
            <StatFigure label="Raised (committed)" value={money(summary.committed, currency)} help={percent === null ? undefined : `${percent}% of ${money(target, currency)}`} />
            <StatFigure label="Received" value={money(summary.paid, currency)} />
            <StatFigure label="Target" value={money(target, currency)} />
            <StatFigure label="Investors" value={String(summary.investors)} />
            <StatFigure label="Average ticket" value={money(summary.averageTicket, currency)} help={`over ${summary.investments} investments`} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Raised against target</Card.Title>
        </Card.Header>
        <Card.Body gap={4}>
          <TimeSeriesChart
            title="Amount raised against the target over time"
            currency={currency}
            data={days.map((day) => ({ day: day.day, committed: Number(day.committed), paid: Number(day.paid), target }))}
            series={[
              { name: 'committed', label: 'Committed', color: 'brand.solid' },
              { name: 'paid', label: 'Received', color: 'green.solid' },
              { name: 'target', label: 'Target', color: 'gray.solid', dashed: true },
            ]}
          />
          <FiguresTable
            caption="Show the figures by day"
            days={days}
            columns={[
              { label: 'Committed', value: (day) => money(day.committed, currency) },
              { label: 'Received', value: (day) => money(day.paid, currency) },
            ]}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

/** Holders per page of the cap table tab (the CSV and /api/investments/investors have them all). */
export const CAP_TABLE_PAGE_SIZE = 50

/** issue 10 §3: the cap table of a matured opportunity, largest holdings first, a page at a time, valued at the latest share price, exportable. */
export async function OpportunityCapTable({ ctx, row, page = 1 }: { ctx: TSignedInContext; row: TRow; page?: number }) {
  if (!mayOnInvestments(ctx.user.role_id, row.stage, 'holdings')) return null
  const currency = String(row.currency ?? 'GBP')
  const price = await latestSharePrice(ctx.payload, row.id, ctx.tenant.id)
  const { rows, totals } = await capTablePage(ctx.payload, row.id, ctx.tenant.id, price, { limit: CAP_TABLE_PAGE_SIZE, offset: (page - 1) * CAP_TABLE_PAGE_SIZE })
  const pages = Math.max(1, Math.ceil(totals.holders / CAP_TABLE_PAGE_SIZE))
  const mayOpenInvestors = can(ctx.user.role_id, 'investors', 'show')
  const first = (page - 1) * CAP_TABLE_PAGE_SIZE + 1
  if (totals.holders === 0) return <EmptyPanel title="No holders yet." description="Who holds what, with shares, percentage and current value, shows here once holdings are recorded." />
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Stack gap={1}>
            <Card.Title as="h2">Cap table</Card.Title>
            <Card.Description>
              {price ? `Valued at ${money(price.priceMinor, currency)} a share (the opportunity’s share price).` : 'No share price is set: current values are not shown.'}
              {pages > 1 ? ` Holders ${first.toLocaleString('en-GB')}-${(first + rows.length - 1).toLocaleString('en-GB')} of ${totals.holders.toLocaleString('en-GB')}, largest first; the CSV has them all.` : ''}
            </Card.Description>
          </Stack>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={`/api/investments/cap-table/export?opportunity=${row.id}`} download>
              Export CSV
            </a>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataTable
          label="Cap table"
          columns={[{ label: 'Holder' }, { label: 'Shares', numeric: true }, { label: 'Percentage', numeric: true }, { label: 'Invested', numeric: true }, { label: 'Paid', numeric: true }, { label: 'Current value', numeric: true }]}
          rows={rows.map((holder) => ({
            key: `${holder.holderKind}-${holder.holderId}`,
            cells: [
              { text: holder.name, detail: holder.email, href: mayOpenInvestors ? holderTransactionsPath(holder.holderKind, holder.recordId) : undefined },
              Number(holder.shares).toLocaleString('en-GB'),
              `${holder.percentage}%`,
              money(holder.invested, currency),
              money(holder.paid, currency),
              holder.value === null ? '—' : money(holder.value, currency),
            ],
          }))}
          footer={[
            `Total (${totals.holders.toLocaleString('en-GB')} holders)`,
            Number(totals.shares).toLocaleString('en-GB'),
            '100%',
            money(totals.invested, currency),
            money(totals.paid, currency),
            totals.value === null ? '—' : money(totals.value, currency),
          ]}
        />
        <PageLinks label="Cap table pages" page={page} pages={pages} href={(to) => `?page=${to}`} />
      </Card.Body>
    </Card.Root>
  )
}

/**
 * issue 10 §3 cap-table performance: the holdings' value over time. Until share-price and valuation
 * series exist (the funds and companies work), every day is valued at today's price, which the
 * screen says; the shape of the line is then the shares held, against the amount invested.
 */
export async function OpportunityCapTablePerformance({ ctx, row }: { ctx: TSignedInContext; row: TRow }) {
  if (!mayOnInvestments(ctx.user.role_id, row.stage, 'holdings')) return null
  const currency = String(row.currency ?? 'GBP')
  const price = await latestSharePrice(ctx.payload, row.id, ctx.tenant.id)
  // The value of each day's holdings is PostgreSQL's product of the shares held and the price.
  const days = await opportunityRunningTotals(ctx.payload, row.id, ctx.tenant.id, price?.priceMinor ?? null)
  if (days.length === 0) return <EmptyPanel title="No holdings yet." description="The value of the holdings over time shows here once investments are recorded." />
  const latest = days[days.length - 1]!
  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap={4}>
            <StatFigure label="Invested" value={money(latest.committed, currency)} />
            <StatFigure label="Shares held" value={Number(latest.shares).toLocaleString('en-GB')} />
            <StatFigure label="Value at the current price" value={latest.value === null ? '—' : money(latest.value, currency)} help={price ? `${money(price.priceMinor, currency)} a share` : 'No share price is set'} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Value over time</Card.Title>
          <Card.Description>
            There is no share-price or valuation history yet: each day’s holdings are valued at the current share price{price ? ` (${money(price.priceMinor, currency)})` : ''}. Dated prices will replace it when they are recorded.
          </Card.Description>
        </Card.Header>
        <Card.Body gap={4}>
          <TimeSeriesChart
            title="Holdings’ value over time, at the current share price, against the amount invested"
            currency={currency}
            data={days.map((day) => ({ day: day.day, value: Number(day.value ?? 0), invested: Number(day.committed) }))}
            series={[
              { name: 'value', label: 'Value at the current price', color: 'brand.solid' },
              { name: 'invested', label: 'Invested', color: 'gray.solid', dashed: true },
            ]}
          />
          <FiguresTable
            caption="Show the figures by day"
            days={days}
            columns={[
              { label: 'Shares held', value: (day) => Number(day.shares).toLocaleString('en-GB') },
              { label: 'Invested', value: (day) => money(day.committed, currency) },
              { label: 'Value at the current price', value: (day) => (day.value === null ? '—' : money(day.value, currency)) },
            ]}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
