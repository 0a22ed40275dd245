import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { mayOnInvestments } from '@/access/investment-access'
import { ROLE } from '@/access/roles'
import { countOpportunityInvestments, opportunityInvestments, opportunityMoneySummary, recentLedgerEntries } from '@/collections/investments/money/ledger-figures'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE, INVESTMENT_TYPE_LABEL, LEDGER_KIND_LABEL } from '@/domain/investments/money-model'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import { EmptyPanel } from '@/ui/empty-panel'
import { StatFigure } from '@/ui/stat-figure'

import { investmentActionLooks } from './investment-actions'
import { InvestmentActionsIsland } from './investment-actions-island'
import type { TInvestmentDialogContext } from './investment-dialog'
import type { TSignedInContext } from './opportunity-queries'

export const INVESTMENTS_PAGE_SIZE = 50
const LEDGER_ROWS = 50

const money = (minor: string, currency: string) => formatMoney(Number(minor), currency)

/** Up to 200 investors of the tenant the user may read (the users collection's own rule), offered by email in the record dialog. */
async function investorChoices(ctx: TSignedInContext): Promise<TInvestmentDialogContext['investors']> {
  try {
    const { docs } = await ctx.payload.find({
      collection: 'users',
      where: { and: [{ tenant: { equals: ctx.tenant.id } }, { role_id: { equals: ROLE.user } }] },
      overrideAccess: false,
      user: ctx.user,
      depth: 0,
      limit: 200,
      pagination: false,
      sort: 'email',
      select: { email: true, name: true, surname: true },
    })
    return docs.map((doc) => ({ email: doc.email, name: [doc.name, doc.surname].filter(Boolean).join(' ') }))
  } catch {
    // A role that may not list investors types the email itself.
    return []
  }
}

/**
 * spec 2.1 transactions tab of an opportunity (issue 10 §1, §2): what the ledger says was committed
 * and paid, the investments with their status, paid and outstanding amounts (and the staff actions
 * this role may use on them), the newest ledger entries, and the whole list as CSV.
 */
export async function OpportunityTransactions({ ctx, row, page = 1 }: { ctx: TSignedInContext; row: TRow; page?: number }) {
  const stage = Number(row.stage)
  const role = ctx.user.role_id
  if (!mayOnInvestments(role, stage, 'transactions')) return null
  const currency = String(row.currency ?? 'GBP')
  const tenantId = ctx.tenant.id
  const mayRecord = mayOnInvestments(role, stage, 'record')
  const mayReceive = mayOnInvestments(role, stage, 'receive-payment')
  const mayCancel = mayOnInvestments(role, stage, 'cancel')
  const [summary, total, investments, entries, investors] = await Promise.all([
    opportunityMoneySummary(ctx.payload, row.id, tenantId),
    countOpportunityInvestments(ctx.payload, row.id, tenantId),
    opportunityInvestments(ctx.payload, row.id, tenantId, { limit: INVESTMENTS_PAGE_SIZE, offset: (page - 1) * INVESTMENTS_PAGE_SIZE }),
    recentLedgerEntries(ctx.payload, row.id, tenantId, LEDGER_ROWS),
    mayRecord ? investorChoices(ctx) : Promise.resolve([]),
  ])
  const context: TInvestmentDialogContext = { opportunityId: row.id, title: String(row.title ?? ''), currency, investors }
  // The buttons' looks once per page; the investors' emails only where the record dialog needs them.
  const buttons = investmentActionLooks('md')
  const rowButtons = investmentActionLooks('xs')
  const rowContext: TInvestmentDialogContext = { ...context, investors: [] }
  const recordButton = mayRecord ? (
    <>
      {buttons.styles}
      <InvestmentActionsIsland looks={buttons.looks} context={context} actions={[{ kind: 'record' }]} />
    </>
  ) : null

  if (total === 0) {
    return (
      <Stack gap={4}>
        {recordButton && <HStack justify="flex-end">{recordButton}</HStack>}
        <EmptyPanel title="No transactions yet." description="Investments, payments and fees in this opportunity will be listed here." />
      </Stack>
    )
  }

  const pages = Math.max(1, Math.ceil(total / INVESTMENTS_PAGE_SIZE))
  const base = `?`
  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <StatFigure label="Committed" value={money(summary.committed, currency)} help={`${summary.investments} investments standing`} />
            <StatFigure label="Received" value={money(summary.paid, currency)} />
            <StatFigure label="Outstanding" value={money(summary.outstanding, currency)} />
            <StatFigure label="Investors" value={String(summary.investors)} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap={3}>
            <Card.Title as="h2">Investments</Card.Title>
            <HStack gap={2} wrap="wrap">
              {recordButton}
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <a href={`/api/investments/export?opportunity=${row.id}`} download>
                  Export CSV
                </a>
              </Button>
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Table.ScrollArea>
            {(mayReceive || mayCancel) && rowButtons.styles}
            <Table.Root size="sm" aria-label="Investments">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Investor</Table.ColumnHeader>
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  {(mayReceive || mayCancel) && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {investments.map((investment) => {
                  const open = investment.status !== 'cancelled'
                  const ref = { id: investment.id, paymentReference: investment.paymentReference, holderName: investment.holderName || investment.holderEmail, outstanding: investment.outstanding }
                  const actions = [
                    ...(mayReceive && open && Number(investment.outstanding) > 0 ? [{ kind: 'payment' as const, investment: ref }] : []),
                    ...(mayCancel && open ? [{ kind: 'cancel' as const, investment: ref }] : []),
                  ]
                  return (
                    <Table.Row key={investment.id}>
                      <Table.Cell>
                        <Text>{investment.holderName}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {investment.holderEmail}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontFamily="mono">{investment.paymentReference}</Table.Cell>
                      <Table.Cell>{INVESTMENT_TYPE_LABEL[investment.type]}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={INVESTMENT_STATUS_PALETTE[investment.status]} variant="subtle">
                          {INVESTMENT_STATUS_LABEL[investment.status]}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{money(investment.amount, investment.currency)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(investment.paid, investment.currency)}</Table.Cell>
                      <Table.Cell textAlign="end">{open ? money(investment.outstanding, investment.currency) : '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{Number(investment.shares).toLocaleString('en-GB')}</Table.Cell>
                      <Table.Cell>{formatDate(investment.createdAt)}</Table.Cell>
                      {(mayReceive || mayCancel) && (
                        <Table.Cell>
                          <HStack gap={2}>{actions.length > 0 && <InvestmentActionsIsland looks={rowButtons.looks} context={rowContext} actions={actions} />}</HStack>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  )
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {pages > 1 && (
            <HStack as="nav" aria-label="Investment pages" gap={3} mt={4}>
              {page > 1 && (
                <Link asChild>
                  <NextLink href={`${base}page=${page - 1}`}>Previous</NextLink>
                </Link>
              )}
              <Text>
                Page {page} of {pages}
              </Text>
              {page < pages && (
                <Link asChild>
                  <NextLink href={`${base}page=${page + 1}`}>Next</NextLink>
                </Link>
              )}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap={3}>
            <Stack gap={1}>
              <Card.Title as="h2">Ledger</Card.Title>
              <Card.Description>Every movement, newest first (the latest {LEDGER_ROWS}; the CSV has them all). Entries are never changed: a correction is a reversal.</Card.Description>
            </Stack>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <a href={`/api/investments/ledger/export?opportunity=${row.id}`} download>
                Export ledger CSV
              </a>
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Ledger entries">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Movement</Table.ColumnHeader>
                  <Table.ColumnHeader>Investor</Table.ColumnHeader>
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                  <Table.ColumnHeader>Note</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell>{formatDate(entry.occurredAt)}</Table.Cell>
                    <Table.Cell>{entry.kind === 'reversal' ? `Reversal of ${LEDGER_KIND_LABEL[entry.category].toLowerCase()}` : LEDGER_KIND_LABEL[entry.kind]}</Table.Cell>
                    <Table.Cell>{entry.holderName ?? '—'}</Table.Cell>
                    <Table.Cell fontFamily="mono">{entry.paymentReference ?? '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{money(entry.amount, entry.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{Number(entry.sharesDelta).toLocaleString('en-GB')}</Table.Cell>
                    <Table.Cell>{entry.note ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
