import { Badge, Box, Card, Heading, Link, SimpleGrid, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import type { TPortfolioEntry, TPortfolioHolding, TPortfolioTotals } from '@/collections/investments/money/portfolio-figures'
import { portfolioPath, type TPortfolioColumn, type TPortfolioStat } from '@/domain/portfolio/portfolio-columns'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TTerminology } from '@/tenancy/terminology'
import { StatFigure } from '@/ui/stat-figure'

import { columnLabel, entryKindLabel, holderLabel, holdingCell, statLabel, statValue, SUBJECT_KIND_LABEL } from './portfolio-view'

// The portfolio's server-rendered parts (issue 13 §4, decision 032): the stats per currency, the
// holdings and funds tables with the tenant's columns, and a holding's ledger entries.

const RIGHT: ReadonlySet<TPortfolioColumn> = new Set(['invested', 'paid', 'outstanding', 'shares', 'sharePrice', 'currentValue', 'distributions', 'gain', 'gainPercent'])

/** The tenant's chosen stats, one row per currency (totals are never mixed across currencies). */
export function PortfolioStats({ totals, stats, terminology }: { totals: TPortfolioTotals[]; stats: readonly TPortfolioStat[]; terminology: TTerminology }) {
  return (
    <Box display="grid" gap={4} data-testid="portfolio-stats">
      {totals.map((each) => (
        <Card.Root key={each.currency} size="sm">
          <Card.Body gap={2}>
            {totals.length > 1 && (
              <Heading as="h2" size="sm">
                In {each.currency}
              </Heading>
            )}
            <SimpleGrid columns={{ base: 2, md: Math.min(stats.length, 4) }} gap={4}>
              {stats.map((stat) => (
                <StatFigure key={stat} label={statLabel(terminology, stat)} value={statValue(each, stat)} help={stat === 'currentValue' && each.unvalued > 0 ? `${each.unvalued} not valued yet` : undefined} />
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </Box>
  )
}

/** A table of holdings with the tenant's columns; each name opens the holding. */
export function HoldingsTable({ title, holdings, columns, terminology, testId }: { title: string; holdings: TPortfolioHolding[]; columns: readonly TPortfolioColumn[]; terminology: TTerminology; testId: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId}>
      <Heading as="h2" size="md" mb={3}>
        {title}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column} textAlign={RIGHT.has(column) ? 'end' : 'start'} data-column={column}>
                  {columnLabel(terminology, column)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {holdings.map((holding) => (
              <Table.Row key={`${holding.subject.kind}-${holding.subject.id}-${holding.holder.kind}-${holding.holder.id}`} data-testid="portfolio-holding">
                <Table.Cell>
                  <Link asChild colorPalette="brand">
                    <NextLink href={portfolioPath(holding.subject)}>{holding.subject.name}</NextLink>
                  </Link>
                  {holding.subject.kind === 'company' && (
                    <Badge ms={2} size="sm" variant="subtle">
                      {SUBJECT_KIND_LABEL.company}
                    </Badge>
                  )}
                </Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column} textAlign={RIGHT.has(column) ? 'end' : 'start'} data-column={column}>
                    {holdingCell(holding, column)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  )
}

/** A holding's ledger entries (the investor's and those of the holders they act for), oldest first. */
export function PortfolioEntriesTable({ entries, terminology }: { entries: TPortfolioEntry[]; terminology: TTerminology }) {
  if (entries.length === 0) return <Text color="fg.muted">No transactions yet.</Text>
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" aria-label="Transactions" data-testid="portfolio-transactions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Entry</Table.ColumnHeader>
            <Table.ColumnHeader>{columnLabel(terminology, 'heldBy')}</Table.ColumnHeader>
            <Table.ColumnHeader>Payment reference</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{columnLabel(terminology, 'shares')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>{formatDate(entry.occurredAt)}</Table.Cell>
              <Table.Cell>{entryKindLabel(entry)}</Table.Cell>
              <Table.Cell>{holderLabel(entry.holder)}</Table.Cell>
              <Table.Cell>{entry.paymentReference ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(Number(entry.amount), entry.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{entry.sharesDelta === '0' ? '—' : Number(entry.sharesDelta).toLocaleString('en-GB')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
