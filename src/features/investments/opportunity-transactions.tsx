import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { mayOnInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { countOpportunityInvestments, opportunityInvestments, opportunityMoneySummary, recentLedgerEntries } from '@/collections/investments/money/ledger-figures'
import { countOpportunityPayments, opportunityPayments } from '@/collections/investments/money/payment-figures'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE, INVESTMENT_TYPE_LABEL, LEDGER_KIND_LABEL } from '@/domain/investments/money-model'
import { bankDetailsOf, PAYMENT_METHOD_LABEL, PAYMENT_STATE_PALETTE, paymentStateLabel, payInstructions } from '@/domain/payments/payments'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { holderTransactionsPath } from '@/navigation/record-paths'
import type { TRow } from '@/lib/resource/define-resource'
import { featuresOf } from '@/tenancy/branding'
import { EmptyPanel } from '@/ui/empty-panel'
import { StatFigure } from '@/ui/stat-figure'

import { CashCallsSection } from './cash-calls-section'
import { investmentActionLooks } from './investment-actions'
import { InvestmentActionsIsland } from './investment-actions-island'
import type { TInvestmentDialogContext } from './investment-dialog'
import type { TSignedInContext } from './opportunity-queries'
import { ReconciliationSection } from './reconciliation-section'

export const INVESTMENTS_PAGE_SIZE = 50
const LEDGER_ROWS = 50
const PAYMENT_ROWS = 50

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
 * spec 2.1 transactions tab of an opportunity (issue 10 §1, §2, §7, §9): what the ledger says was
 * committed and paid, the investments with their status, paid and outstanding amounts (and the staff
 * actions this role may use on them: mark a payment received, with the bank details and reference
 * the tenant's switches let staff see), the newest payments (method, state, amount; announced
 * transfers can be marked received or not received), its cash calls and distributions (for roles
 * with the cash-call resource), the newest ledger entries, and the whole list as CSV.
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
  const mayRefund = mayOnInvestments(role, stage, 'refund')
  const mayOpenInvestors = can(role, 'investors', 'show')
  const [summary, total, investments, entries, investors, payments, paymentTotal] = await Promise.all([
    opportunityMoneySummary(ctx.payload, row.id, tenantId),
    countOpportunityInvestments(ctx.payload, row.id, tenantId),
    opportunityInvestments(ctx.payload, row.id, tenantId, { limit: INVESTMENTS_PAGE_SIZE, offset: (page - 1) * INVESTMENTS_PAGE_SIZE }),
    recentLedgerEntries(ctx.payload, row.id, tenantId, LEDGER_ROWS),
    mayRecord ? investorChoices(ctx) : Promise.resolve([]),
    opportunityPayments(ctx.payload, row.id, tenantId, PAYMENT_ROWS),
    countOpportunityPayments(ctx.payload, row.id, tenantId),
  ])
  // What staff may read out to an investor paying by transfer, under the tenant's switches (decision 016).
  const instructions = payInstructions(featuresOf(ctx.tenant), bankDetailsOf(ctx.tenant.bankDetails), '', 'staff')
  const context: TInvestmentDialogContext = {
    subject: { kind: 'opportunity', id: row.id },
    title: String(row.title ?? ''),
    currency,
    investors,
    instructions: { bankDetails: instructions.bankDetails, hiddenBankDetails: instructions.hidden.bankDetails, showReference: !instructions.hidden.reference },
  }
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
      {(mayReceive || mayCancel || mayRefund) && rowButtons.styles}
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
                        {mayOpenInvestors ? (
                          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                            <NextLink href={holderTransactionsPath(investment.holderKind, investment.holderRecordId)}>{investment.holderName || investment.holderEmail}</NextLink>
                          </Link>
                        ) : (
                          <Text>{investment.holderName}</Text>
                        )}
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
                      <Table.Cell textAlign="end">{open ? money(investment.outstanding, investment.currency) : Number(investment.paid) > 0 ? `${money(investment.paid, investment.currency)} to refund` : '—'}</Table.Cell>
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

      <ReconciliationSection ctx={ctx} subject={{ kind: 'opportunity', id: row.id }} currency={currency} />

      <CashCallsSection ctx={ctx} subject={{ kind: 'opportunity', id: row.id, stage }} title={String(row.title ?? '')} currency={currency} />

      <Card.Root>
        <Card.Header>
          <Stack gap={1}>
            <Card.Title as="h2">Payments</Card.Title>
            <Card.Description>
              Bank transfers and card payments, newest first{paymentTotal > PAYMENT_ROWS ? ` (the latest ${PAYMENT_ROWS} of ${paymentTotal})` : ''}. What was received is the ledger’s: each received payment has its entry there.
            </Card.Description>
          </Stack>
        </Card.Header>
        <Card.Body>
          {payments.length === 0 ? (
            <Text color="fg.muted">No payments yet.</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Payments">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Investor</Table.ColumnHeader>
                    <Table.ColumnHeader>Reference</Table.ColumnHeader>
                    <Table.ColumnHeader>Method</Table.ColumnHeader>
                    <Table.ColumnHeader>State</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                    <Table.ColumnHeader>Detail</Table.ColumnHeader>
                    {(mayReceive || mayRefund) && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {payments.map((payment) => {
                    const announced = mayReceive && payment.method === 'bank_transfer' && payment.state === 'pending' && payment.investmentId !== null
                    const ref = {
                      id: payment.investmentId ?? 0,
                      paymentReference: payment.paymentReference ?? '',
                      holderName: payment.holderName || payment.holderEmail,
                      outstanding: payment.outstanding ?? payment.amount,
                    }
                    const paymentRef = { id: payment.id, amount: payment.amount, note: payment.note }
                    const refundable = mayRefund && payment.state === 'succeeded' && payment.investmentId !== null && Number(payment.refundable) > 0
                    return (
                      <Table.Row key={payment.id}>
                        <Table.Cell>{formatDate(payment.receivedAt ?? payment.createdAt)}</Table.Cell>
                        <Table.Cell>{payment.holderName || payment.holderEmail}</Table.Cell>
                        <Table.Cell fontFamily="mono">{payment.paymentReference ?? '—'}</Table.Cell>
                        <Table.Cell>{PAYMENT_METHOD_LABEL[payment.method]}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={Number(payment.refunded) > 0 && payment.state === 'succeeded' ? 'purple' : PAYMENT_STATE_PALETTE[payment.state]} variant="subtle">
                            {paymentStateLabel(payment.state, payment.refunded)}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {money(payment.amount, payment.currency)}
                          {Number(payment.refunded) > 0 && (
                            <Text textStyle="xs" color="fg.muted">
                              {`${money(payment.refunded, payment.currency)} refunded`}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>{payment.failureReason ?? payment.note ?? ''}</Table.Cell>
                        {(mayReceive || mayRefund) && (
                          <Table.Cell>
                            {announced && (
                              <HStack gap={2}>
                                <InvestmentActionsIsland
                                  looks={rowButtons.looks}
                                  context={rowContext}
                                  actions={[
                                    { kind: 'payment', investment: ref, payment: paymentRef },
                                    { kind: 'fail-payment', investment: ref, payment: paymentRef },
                                  ]}
                                />
                              </HStack>
                            )}
                            {refundable && (
                              <HStack gap={2}>
                                <InvestmentActionsIsland
                                  looks={rowButtons.looks}
                                  context={rowContext}
                                  actions={[{ kind: 'refund', investment: ref, payment: { id: payment.id, amount: payment.amount, refundable: payment.refundable, method: payment.method } }]}
                                />
                              </HStack>
                            )}
                          </Table.Cell>
                        )}
                      </Table.Row>
                    )
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
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
