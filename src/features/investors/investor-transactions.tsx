import { Badge, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { holderInvestments, holderLedgerEntries, holderTotals } from '@/collections/investments/money/ledger-figures'
import { portfolioHoldings } from '@/collections/investments/money/portfolio-figures'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE, INVESTMENT_TYPE_LABEL } from '@/domain/investments/money-model'
import { HolderLedgerCard, holderMoney, holderShares, OpportunityName } from '@/features/investments/holder-ledger'
import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import type { Tenant } from '@/payload-types'
import { EmptyPanel } from '@/ui/empty-panel'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { featuresOf } from '@/tenancy/branding'
import { StatFigure } from '@/ui/stat-figure'

import { InvestorFundHoldings } from './investor-fund-holdings'

// spec 2.1 /admin/investors/{id}/details/transactions (issue 11 §1): the investor's investments
// across opportunities with what the ledger says was paid and is outstanding, their totals per
// currency, and their newest ledger entries. Every figure is PostgreSQL's (ledger-figures.ts); the
// tab is part of the investor's record, so `investors show` opens it (decision 017), and an
// opportunity's name links to it only where the role may open that opportunity. Below them, where
// funds are on, the investor's own fund commitments and company stakes (investor-fund-holdings.tsx).

export const INVESTOR_INVESTMENTS_PAGE_SIZE = 25
export const INVESTOR_LEDGER_ROWS = 50

type TProps = { ctx: TDetailContext & { tenant: Pick<Tenant, 'id' | 'features'> }; row: TRow; page?: number }

export async function InvestorTransactions({ ctx, row, page = 1 }: TProps) {
  const role = ctx.user.role_id
  const tenantId = ctx.tenant.id
  const fundsEnabled = featuresOf(ctx.tenant).funds_enabled
  const [totals, investments, entries, holdings] = await Promise.all([
    holderTotals(ctx.payload, row.id, tenantId),
    holderInvestments(ctx.payload, row.id, tenantId, { limit: INVESTOR_INVESTMENTS_PAGE_SIZE, offset: (page - 1) * INVESTOR_INVESTMENTS_PAGE_SIZE }),
    holderLedgerEntries(ctx.payload, row.id, tenantId, INVESTOR_LEDGER_ROWS),
    fundsEnabled ? portfolioHoldings(ctx.payload, { investorId: row.id, tenantId, fundsEnabled }) : Promise.resolve([]),
  ])
  const fundHoldings = holdings.filter((holding) => holding.subject.kind !== 'opportunity' && holding.holder.kind === 'investor')
  const fundCard = fundHoldings.length > 0 ? <InvestorFundHoldings role={role} holdings={fundHoldings} /> : null
  if (investments.total === 0) {
    return (
      fundCard ?? <EmptyPanel title="No transactions yet." description="This investor's investments, payments and their ledger entries will be listed here." data-testid="investor-transactions-empty" />
    )
  }
  const pages = Math.max(1, Math.ceil(investments.total / INVESTOR_INVESTMENTS_PAGE_SIZE))
  const entryCount = totals.reduce((count, total) => count + total.entries, 0)
  return (
    <Stack gap={6}>
      {totals.map((total) => (
        <Card.Root key={total.currency} as="section" aria-label={`Totals in ${total.currency}`} data-testid={`investor-totals-${total.currency}`}>
          <Card.Body>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
              <StatFigure label="Committed" value={holderMoney(total.committed, total.currency)} help={total.investments === 1 ? '1 investment standing' : `${total.investments} investments standing`} />
              <StatFigure label="Paid" value={holderMoney(total.paid, total.currency)} />
              <StatFigure label="Outstanding" value={holderMoney(total.outstanding, total.currency)} />
              <StatFigure label="Shares held" value={holderShares(total.shares)} />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}

      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Investments</Card.Title>
          <Card.Description>Newest first. Paid and outstanding come from the ledger.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Investments">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Opportunity</Table.ColumnHeader>
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {investments.rows.map((investment) => (
                  <Table.Row key={investment.id} data-investment={investment.id}>
                    <Table.Cell>
                      <OpportunityName role={role} opportunity={investment.opportunity} />
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{investment.paymentReference}</Table.Cell>
                    <Table.Cell>{INVESTMENT_TYPE_LABEL[investment.type]}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={INVESTMENT_STATUS_PALETTE[investment.status]} variant="subtle">
                        {INVESTMENT_STATUS_LABEL[investment.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{holderMoney(investment.amount, investment.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{holderMoney(investment.paid, investment.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{investment.status === 'cancelled' ? '—' : holderMoney(investment.outstanding, investment.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{holderShares(investment.shares)}</Table.Cell>
                    <Table.Cell>{formatDate(investment.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {pages > 1 && (
            <HStack as="nav" aria-label="Investment pages" gap={3} mt={4}>
              {page > 1 && (
                <Link asChild>
                  <NextLink href={`?page=${page - 1}`}>Previous</NextLink>
                </Link>
              )}
              <Text>
                Page {page} of {pages}
              </Text>
              {page < pages && (
                <Link asChild>
                  <NextLink href={`?page=${page + 1}`}>Next</NextLink>
                </Link>
              )}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      {fundCard}

      <HolderLedgerCard entries={entries} total={entryCount} shown={INVESTOR_LEDGER_ROWS} holder="this investor" role={role} />
    </Stack>
  )
}
