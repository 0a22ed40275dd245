import { Badge, Card, SimpleGrid, Stack, Table } from '@chakra-ui/react'

import { holderRecordInvestments, holderRecordLedgerEntries, holderRecordTotals, type THolderRecord } from '@/collections/investments/money/holder-record-figures'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE, INVESTMENT_TYPE_LABEL } from '@/domain/investments/money-model'
import { formatDate } from '@/lib/dates'
import { EmptyPanel } from '@/ui/empty-panel'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { StatFigure } from '@/ui/stat-figure'

import { HolderLedgerCard, holderMoney, holderShares, OpportunityName } from './holder-ledger'

// The transactions tab of a holder record other than an investor (spec 2.1): an organisation's
// (decision 020), a nominee's, an investment method's through its entities (decision 025). The
// investments it holds, its totals per currency and its newest ledger entries, every figure
// PostgreSQL's (holder-record-figures.ts). Part of the record: investors show opens it; an
// opportunity links only where the role may open it. `testId` prefixes the test ids
// (`{testId}-transactions-empty`, `{testId}-totals-{currency}`); `holder` names it in sentences.

const INVESTMENTS_SHOWN = 100
const LEDGER_ROWS = 50

export async function HolderRecordTransactions({ ctx, record, holder, testId }: { ctx: TDetailContext; record: THolderRecord; holder: string; testId: string }) {
  const role = ctx.user.role_id
  const [totals, investments, entries] = await Promise.all([
    holderRecordTotals(ctx.payload, record, ctx.tenant.id),
    holderRecordInvestments(ctx.payload, record, ctx.tenant.id, INVESTMENTS_SHOWN),
    holderRecordLedgerEntries(ctx.payload, record, ctx.tenant.id, LEDGER_ROWS),
  ])
  if (investments.length === 0) {
    return <EmptyPanel title="No transactions yet." description={`Investments held by ${holder}, their payments and ledger entries will be listed here.`} data-testid={`${testId}-transactions-empty`} />
  }
  const entryCount = totals.reduce((count, total) => count + total.entries, 0)
  return (
    <Stack gap={6}>
      {totals.map((total) => (
        <Card.Root key={total.currency} as="section" aria-label={`Totals in ${total.currency}`} data-testid={`${testId}-totals-${total.currency}`}>
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
          <Card.Description>Held by {holder}, newest first. Paid and outstanding come from the ledger.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Investments">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Opportunity</Table.ColumnHeader>
                  {record.kind === 'method' ? <Table.ColumnHeader>Account of</Table.ColumnHeader> : null}
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
                {investments.map((investment) => (
                  <Table.Row key={investment.id} data-investment={investment.id}>
                    <Table.Cell>
                      <OpportunityName role={role} opportunity={investment.opportunity} />
                    </Table.Cell>
                    {record.kind === 'method' ? <Table.Cell>{investment.account ?? ''}</Table.Cell> : null}
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
        </Card.Body>
      </Card.Root>

      <HolderLedgerCard entries={entries} total={entryCount} shown={LEDGER_ROWS} holder={holder} role={role} />
    </Stack>
  )
}
