import { Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'

import { mayOnInvestments } from '@/access/investment-access'
import { capTable, capTableTotals, latestSharePrice, opportunityMoneySummary, opportunityRunningTotals, type TDailyFigures } from '@/collections/investments/money/ledger-figures'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import { TimeSeriesChart } from '@/ui/charts/time-series-chart'
import { EmptyPanel } from '@/ui/empty-panel'
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

/** issue 10 §3: the cap table of a matured opportunity, valued at the latest share price, exportable. */
export async function OpportunityCapTable({ ctx, row }: { ctx: TSignedInContext; row: TRow }) {
  if (!mayOnInvestments(ctx.user.role_id, row.stage, 'holdings')) return null
  const currency = String(row.currency ?? 'GBP')
  const price = await latestSharePrice(ctx.payload, row.id, ctx.tenant.id)
  const [rows, totals] = await Promise.all([capTable(ctx.payload, row.id, ctx.tenant.id, price, { limit: 500, order: 'shares' }), capTableTotals(ctx.payload, row.id, ctx.tenant.id, price)])
  if (totals.holders === 0) return <EmptyPanel title="No holders yet." description="Who holds what, with shares, percentage and current value, shows here once holdings are recorded." />
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Stack gap={1}>
            <Card.Title as="h2">Cap table</Card.Title>
            <Card.Description>
              {price ? `Valued at ${money(price.priceMinor, currency)} a share (the opportunity’s share price).` : 'No share price is set: current values are not shown.'}
              {totals.holders > rows.length ? ` The ${rows.length} largest of ${totals.holders} holders; the CSV has them all.` : ''}
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
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Cap table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Holder</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Percentage</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Invested</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Current value</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((holder) => (
                <Table.Row key={holder.holderId}>
                  <Table.Cell>
                    <Text>{holder.name}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {holder.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{Number(holder.shares).toLocaleString('en-GB')}</Table.Cell>
                  <Table.Cell textAlign="end">{holder.percentage}%</Table.Cell>
                  <Table.Cell textAlign="end">{money(holder.invested, currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(holder.paid, currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holder.value === null ? '—' : money(holder.value, currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell fontWeight="semibold">Total ({totals.holders} holders)</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {Number(totals.shares).toLocaleString('en-GB')}
                </Table.Cell>
                <Table.Cell textAlign="end">100%</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(totals.invested, currency)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(totals.paid, currency)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {totals.value === null ? '—' : money(totals.value, currency)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
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
