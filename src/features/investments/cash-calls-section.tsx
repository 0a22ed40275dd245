import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { mayOnCashCalls, type TCashCallSubjectRef } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { cashCallLines, subjectCashCalls, type TCashCallLineRow } from '@/collections/investments/money/cash-call-figures'
import { subjectHolders } from '@/collections/investments/money/cash-calls'
import { CASH_CALL_HOLDER_KIND_LABEL, CASH_CALL_KIND_LABEL, CASH_CALL_LINE_STATUS_LABEL, CASH_CALL_LINE_STATUS_PALETTE, CASH_CALL_SPLIT_LABEL, cashCallHolderKey, type TCashCallSplit } from '@/domain/investments/cash-calls'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { holderTransactionsPath } from '@/navigation/record-paths'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { StatFigure } from '@/ui/stat-figure'

import { CashCallActionsIsland } from './cash-call-actions-island'
import type { TCashCallDialogContext } from './cash-call-dialog'
import { investmentActionLooks } from './investment-actions'

// The cash calls and distributions of an opportunity or a fund (issue 10 §7, decision 014), on its
// transactions tab: each call with its totals and its holders' lines (what was called, received,
// outstanding, and the line's status), from the ledger, each call's lines as CSV; the issue,
// mark-received and cancel (decision 018) actions for whoever may use them. A line's holder is any
// kind (an investor, an organisation, an investment-method account, a nominee): named with its kind
// and linked to the record whose transactions tab shows it, for roles that may open investors.

const CALLS = 10

/** A line as the row's dialogs name it. */
const lineRef = (line: TCashCallLineRow) => ({
  id: line.id,
  paymentReference: line.paymentReference,
  holderName: `${line.holderName || line.holderEmail}${line.holderKind === 'investor' ? '' : ` (${CASH_CALL_HOLDER_KIND_LABEL[line.holderKind].toLowerCase()})`}`,
  outstanding: line.outstanding,
})

type TProps = {
  ctx: TDetailContext
  subject: { kind: 'opportunity'; id: number; stage: number } | { kind: 'fund'; id: number }
  title: string
  currency: string
}

export async function CashCallsSection({ ctx, subject, title, currency }: TProps) {
  const role = ctx.user.role_id
  const ref: TCashCallSubjectRef = subject.kind === 'opportunity' ? { kind: 'opportunity', stage: subject.stage } : { kind: 'fund' }
  if (!mayOnCashCalls(role, ref, 'view')) return null
  const mayIssue = mayOnCashCalls(role, ref, 'issue')
  const mayReceive = mayOnCashCalls(role, ref, 'receive')
  const mayCancel = mayOnCashCalls(role, ref, 'cancel')
  const [calls, holders] = await Promise.all([subjectCashCalls(ctx.payload, subject, ctx.tenant.id, CALLS), mayIssue ? subjectHolders(ctx.payload, subject, ctx.tenant.id) : Promise.resolve([])])
  const lines = await cashCallLines(
    ctx.payload,
    calls.map((call) => call.id),
    ctx.tenant.id,
  )
  const splits: TCashCallSplit[] = subject.kind === 'fund' ? ['pro_rata_commitment', 'per_holder'] : ['pro_rata_shares', 'pro_rata_commitment', 'per_holder']
  const context: TCashCallDialogContext = {
    subject: { kind: subject.kind, id: subject.id },
    title,
    currency,
    splits,
    holders: holders.map((holder) => ({ key: cashCallHolderKey({ kind: holder.holderKind, id: holder.holder }), kind: holder.holderKind, id: holder.holder, kindLabel: CASH_CALL_HOLDER_KIND_LABEL[holder.holderKind], name: holder.name, email: holder.email, shares: holder.shares, committed: holder.committed })),
  }
  // The holder's record: investors' records and tabs follow spec 6's investors row; nominees' pages exist while the tenant's switch is on.
  const mayOpenHolders = can(role, 'investors', 'show')
  const tenant = lines.some((line) => line.holderKind === 'nominee') ? await tenantById(ctx.payload, ctx.tenant.id) : null
  const nomineesOn = tenant !== null && featuresOf(tenant).nominee_enabled
  const holderHref = (line: TCashCallLineRow) => (mayOpenHolders && (line.holderKind !== 'nominee' || nomineesOn) ? holderTransactionsPath(line.holderKind, line.holderRecordId) : undefined)
  const buttons = investmentActionLooks('md')
  const rowButtons = investmentActionLooks('xs')
  const money = (minor: string) => formatMoney(Number(minor), currency)
  return (
    <Card.Root as="section" aria-label="Cash calls and distributions">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Stack gap={1}>
            <Card.Title as="h2">Cash calls and distributions</Card.Title>
            <Card.Description>
              What the holders were asked for or paid, line by line; what was received is the ledger’s. {calls.length === CALLS ? `The newest ${CALLS}.` : ''}
            </Card.Description>
          </Stack>
          {mayIssue && holders.length > 0 && (
            <HStack gap={2} wrap="wrap">
              {buttons.styles}
              <CashCallActionsIsland looks={buttons.looks} context={context} actions={[{ kind: 'issue' }, { kind: 'distribute' }]} />
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap={6}>
        {calls.length === 0 && <Text color="fg.muted">{holders.length === 0 && mayIssue ? 'No cash calls yet. There are no holders to call on.' : 'No cash calls or distributions yet.'}</Text>}
        {(mayReceive || mayCancel) && rowButtons.styles}
        {calls.map((call) => {
          const own = lines.filter((line) => line.cashCall === call.id)
          return (
            <Stack key={call.id} gap={3} borderWidth="1px" rounded="md" p={4} as="article" aria-label={`${CASH_CALL_KIND_LABEL[call.kind]} ${call.reference}`}>
              <HStack justify="space-between" wrap="wrap" gap={2}>
                <Stack gap={0}>
                  <Text fontWeight="semibold">
                    {CASH_CALL_KIND_LABEL[call.kind]} <Text as="span" fontFamily="mono">{call.reference}</Text>
                    {call.purpose ? ` · ${call.purpose}` : ''}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    Issued {formatDate(call.issuedAt)}
                    {call.dueAt ? `, due by ${formatDate(call.dueAt)}` : ''} · {CASH_CALL_SPLIT_LABEL[call.split].toLowerCase()}
                  </Text>
                </Stack>
                <HStack gap={2} wrap="wrap">
                  <Badge colorPalette={call.cancelledLines === call.lines ? 'gray' : call.settledLines + call.cancelledLines === call.lines ? 'green' : 'orange'} variant="subtle">
                    {call.kind === 'distribution'
                      ? 'Paid out'
                      : call.cancelledLines === call.lines
                        ? 'Cancelled'
                        : call.settledLines + call.cancelledLines === call.lines
                          ? 'Settled'
                          : `${call.settledLines} of ${call.lines - call.cancelledLines} paid`}
                    {call.kind === 'call' && call.cancelledLines > 0 && call.cancelledLines < call.lines ? `, ${call.cancelledLines} cancelled` : ''}
                  </Badge>
                  <Button asChild size="xs" variant="outline" colorPalette="brand">
                    <a href={`/api/cash-calls/${call.id}/export`} download aria-label={`Export CSV of the lines of ${call.reference}`}>
                      Export CSV
                    </a>
                  </Button>
                  {mayCancel && call.kind === 'call' && call.unpaidLines > 0 && (
                    <CashCallActionsIsland
                      looks={rowButtons.looks}
                      context={{ ...context, holders: [] }}
                      actions={[{ kind: 'cancel', call: { id: call.id, reference: call.reference, unpaidOnly: call.linesWithMoney > 0, unpaidLines: call.unpaidLines, outstanding: call.outstanding } }]}
                    />
                  )}
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
                {call.kind === 'call' ? (
                  <>
                    <StatFigure label="Called" value={money(call.called)} />
                    <StatFigure label="Received" value={money(call.received)} />
                    <StatFigure label="Outstanding" value={money(call.outstanding)} />
                  </>
                ) : (
                  <StatFigure label="Distributed" value={money(call.distributed)} />
                )}
                <StatFigure label="Holders" value={String(call.lines)} />
              </SimpleGrid>
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={`Lines of ${call.reference}`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Holder</Table.ColumnHeader>
                      <Table.ColumnHeader>Payment reference</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      {call.kind === 'call' && <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>}
                      {call.kind === 'call' && <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>}
                      {call.kind === 'call' && mayReceive && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {own.map((line) => {
                      const href = holderHref(line)
                      return (
                        <Table.Row key={line.id} data-holder-kind={line.holderKind}>
                          <Table.Cell>
                            {href ? (
                              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                                <NextLink href={href}>{line.holderName || line.holderEmail}</NextLink>
                              </Link>
                            ) : (
                              <Text>{line.holderName || line.holderEmail}</Text>
                            )}
                            <Text textStyle="xs" color="fg.muted">
                              {CASH_CALL_HOLDER_KIND_LABEL[line.holderKind]}
                              {line.holderEmail ? ` · ${line.holderEmail}` : ''}
                            </Text>
                          </Table.Cell>
                          <Table.Cell fontFamily="mono">{line.paymentReference}</Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={CASH_CALL_LINE_STATUS_PALETTE[line.status]} variant="subtle">
                              {CASH_CALL_LINE_STATUS_LABEL[line.status]}
                            </Badge>
                          </Table.Cell>
                          <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
                          {call.kind === 'call' && <Table.Cell textAlign="end">{money(line.received)}</Table.Cell>}
                          {call.kind === 'call' && <Table.Cell textAlign="end">{money(line.outstanding)}</Table.Cell>}
                          {call.kind === 'call' && mayReceive && (
                            <Table.Cell>
                              {(Number(line.outstanding) > 0 || line.refundable) && (
                                <HStack gap={2} wrap="wrap">
                                  <CashCallActionsIsland
                                    looks={rowButtons.looks}
                                    context={{ ...context, holders: [] }}
                                    actions={[
                                      ...(Number(line.outstanding) > 0 ? [{ kind: 'receive' as const, line: lineRef(line) }] : []),
                                      ...(line.refundable ? [{ kind: 'refund' as const, line: lineRef(line), payment: { id: line.refundable.payment, refundable: line.refundable.amount } }] : []),
                                    ]}
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
            </Stack>
          )
        })}
      </Card.Body>
    </Card.Root>
  )
}
