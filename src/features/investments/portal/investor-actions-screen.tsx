import { Badge, Card, DataList, EmptyState, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { investorPendingActions, type TPortalInvestmentRow, type TPortalPreEmptionRow } from '@/collections/investments/money/portal-actions'
import { PRE_EMPTION_CODE_LABEL, PRE_EMPTION_CODE_PALETTE, type TPreEmptionCode } from '@/domain/investments/pre-emption-codes'
import { BANK_DETAIL_FIELDS, BANK_DETAIL_LABEL } from '@/domain/payments/bank-details'
import { bankDetailsOf, payInstructions } from '@/domain/payments/payments'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

import type { TSignedInContext } from '../opportunity-queries'
import { MyPreEmptionForm } from './my-pre-emption-form'
import { portalFormLooks } from './portal-looks'

const money = (minor: string, currency: string) => formatMoney(Number(minor), currency)

function InvestmentsTable({ label, rows, link }: { label: string; rows: TPortalInvestmentRow[]; link: string }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Opportunity</Table.ColumnHeader>
            <Table.ColumnHeader>Held by</Table.ColumnHeader>
            <Table.ColumnHeader>Made</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.opportunity.title}</Table.Cell>
              <Table.Cell>{row.holderName}</Table.Cell>
              <Table.Cell>{formatDate(row.createdAt)}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.amount, row.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.outstanding, row.currency)}</Table.Cell>
              <Table.Cell>
                <Link asChild colorPalette="brand">
                  <NextLink href={`/investor/investments/${encodeURIComponent(row.opportunity.slug)}/invest?investment=${row.id}`}>{link}</NextLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** What a round offers, to the investor about their own holding or about the organisation's or account's they act for. */
function offerText(row: TPortalPreEmptionRow): string {
  const [holds, whose] = row.holderName ? [`${row.holderName} holds`, 'its'] : ['You hold', 'your']
  const count = (shares: string) => Number(shares).toLocaleString('en-GB')
  return `${holds} ${count(row.holding)} shares and may take up ${count(row.entitlement)} new shares at ${money(row.sharePrice, row.currency)} a share to keep ${whose} share of it. Respond by ${formatDate(row.deadline)}.`
}

function Section({ title, count, empty, children }: { title: string; count: number; empty: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {count === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Description>{empty}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  )
}

/**
 * /investor/investments/actions (issue 13 §3, decision 031): what needs the investor: payments due
 * (each to its payment page), 'My Reserved Allocations', cash calls ('cash call awaiting payment' with
 * how to pay, 'cash call payment received'), and open pre-emption rounds to answer before their
 * deadline (on opportunities and on companies; their own rights and those of the organisations they
 * sign for and the accounts they lead, each naming whose it is). The overview links here; `investorPendingActions` is the one source of both.
 */
export async function InvestorActionsScreen({ ctx }: { ctx: TSignedInContext }) {
  const terminology = terminologyOf(ctx.tenant)
  const actions = await investorPendingActions(ctx.payload, ctx.user.id, ctx.tenant.id)
  const features = featuresOf(ctx.tenant)
  const bank = bankDetailsOf(ctx.tenant.bankDetails)
  const { looks, styles } = portalFormLooks()
  return (
    <Stack gap={6}>
      {styles}
      <Section title="Payments due" count={actions.paymentsDue.length} empty="You have no payments due.">
        <InvestmentsTable label="Payments due" rows={actions.paymentsDue} link="How to pay" />
      </Section>
      <Section title={term(terminology, 'myReservedAllocations')} count={actions.reservations.length} empty="You have no reserved allocations.">
        <InvestmentsTable label={term(terminology, 'myReservedAllocations')} rows={actions.reservations} link="View" />
      </Section>
      <Section title={`${term(terminology, 'cashCall')}s`} count={actions.cashCalls.length} empty="You have no cash calls.">
        <Stack gap={5}>
          {actions.cashCalls.map((line) => {
            const awaiting = line.status === 'awaiting_payment'
            const instructions = payInstructions(features, bank, line.paymentReference, 'portal')
            return (
              <Stack key={line.line} gap={2} borderBottomWidth="1px" pb={4} data-testid="cash-call">
                <Text fontWeight="semibold">
                  {line.subject}
                  {line.holderName ? ` (${line.holderName})` : ''}: {money(line.amount, line.currency)} <Badge colorPalette={awaiting ? 'orange' : 'green'}>{term(terminology, awaiting ? 'cashCallAwaitingPayment' : 'cashCallPaymentReceived')}</Badge>
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {line.reference}
                  {line.purpose ? ` · ${line.purpose}` : ''}
                  {line.dueAt ? ` · due ${formatDate(line.dueAt)}` : ''} · received {money(line.received, line.currency)}
                </Text>
                {awaiting && (
                  <>
                    {instructions.bankDetails && (
                      <DataList.Root orientation="horizontal" gap={2} size="sm" aria-label="Bank details">
                        {BANK_DETAIL_FIELDS.filter((field) => instructions.bankDetails![field]).map((field) => (
                          <DataList.Item key={field}>
                            <DataList.ItemLabel>{BANK_DETAIL_LABEL[field]}</DataList.ItemLabel>
                            <DataList.ItemValue fontFamily="mono">{instructions.bankDetails![field]}</DataList.ItemValue>
                          </DataList.Item>
                        ))}
                      </DataList.Root>
                    )}
                    <Text textStyle="sm">
                      Transfer {money(line.outstanding, line.currency)}
                      {instructions.reference ? (
                        <>
                          {' '}
                          quoting{' '}
                          <Text as="strong" fontFamily="mono">
                            {instructions.reference}
                          </Text>
                        </>
                      ) : null}
                      {instructions.bankDetails ? '.' : '; the team will send you the bank details.'}
                    </Text>
                  </>
                )}
              </Stack>
            )
          })}
        </Stack>
      </Section>
      <Section title="Pre-emption rounds" count={actions.preEmption.length} empty="No pre-emption round is waiting for you.">
        <Stack gap={6}>
          {actions.preEmption.map((row) => (
            <Stack key={row.response} gap={3} borderBottomWidth="1px" pb={5} data-testid="pre-emption-round" data-round={row.round} data-subject-kind={row.subject.kind} data-holder-kind={row.holderKind}>
              <Text fontWeight="semibold">
                {row.subject.title}
                {row.holderName ? ` (${row.holderName})` : ''} <Badge colorPalette={PRE_EMPTION_CODE_PALETTE[row.code as TPreEmptionCode] ?? 'gray'}>{PRE_EMPTION_CODE_LABEL[row.code as TPreEmptionCode] ?? row.code}</Badge>
              </Text>
              <Text textStyle="sm">{offerText(row)}</Text>
              {row.note && (
                <Text textStyle="sm" color="fg.muted">
                  {row.note}
                </Text>
              )}
              <MyPreEmptionForm
                round={row.round}
                subject={row.subject.title}
                holder={{ kind: row.holderKind, id: row.holder, name: row.holderName }}
                entitlement={row.entitlement}
                code={row.code}
                shares={row.shares}
                looks={looks}
              />
            </Stack>
          ))}
        </Stack>
      </Section>
    </Stack>
  )
}
