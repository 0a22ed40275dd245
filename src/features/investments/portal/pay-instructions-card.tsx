import { Badge, Card, DataList, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import crypto from 'node:crypto'

import { cardPaymentState, NO_CARD_PAYMENT, type TInvestmentForPayment } from '@/collections/investments/money/payment-figures'
import type { TPortalPlan } from '@/collections/investments/money/portal-plans'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE } from '@/domain/investments/money-model'
import { BANK_DETAIL_FIELDS, BANK_DETAIL_LABEL } from '@/domain/payments/bank-details'
import { bankDetailsOf, MAX_INSTALMENTS, payInstructions } from '@/domain/payments/payments'
import { formatMoney } from '@/lib/money'
import { CARD_PAYMENTS_UNAVAILABLE, cardPayments } from '@/lib/payments/configured-provider'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

import type { TSignedInContext } from '../opportunity-queries'
import { CardPayment } from './card-payment'
import { portalFormLooks } from './portal-looks'
import { PostButtons } from './post-buttons'

/** The card provider's `redirect_status` when it sends the investor back to the pay page (Stripe's return_url). */
export type TCardReturn = 'succeeded' | 'processing' | 'failed' | null

export const cardReturnOf = (value: string | undefined): TCardReturn => (value === 'succeeded' || value === 'processing' || value === 'failed' ? value : null)

/**
 * How to pay one investment (issue 13 §3, decisions 016, 031), server-rendered from the same
 * `payInstructions` the API answers with: the bank transfer's reference and the tenant's bank
 * details, each left out of the page entirely (not hidden by CSS) under hide_payment_reference and
 * hide_bank_details; the figures from the ledger; "I have sent the transfer" (a pending payment staff
 * settle when the money arrives); by card where the platform has a card provider (CardPayment), with
 * `cardReturn` the provider's verdict when it sends the investor back after the bank's check; while
 * a monthly instalment `plan` is running, what it has paid instead (the provider takes the rest).
 * While a card payment the investor confirmed is still being confirmed by the provider (they left the
 * page, or its webhook is late), only that is said, and neither the card nor the transfer is offered
 * again: paying twice is what the investor would otherwise be invited to do. A card payment that
 * failed after the investor left (its webhook) is said above the card form, with the provider's reason.
 */
export async function PayInstructionsCard({ ctx, investment, plan, cardReturn }: { ctx: TSignedInContext; investment: TInvestmentForPayment; plan: TPortalPlan | null; cardReturn: TCardReturn }) {
  const terminology = terminologyOf(ctx.tenant)
  const features = featuresOf(ctx.tenant)
  const instructions = payInstructions(features, bankDetailsOf(ctx.tenant.bankDetails), investment.paymentReference, 'portal')
  const money = (minor: string) => formatMoney(Number(minor), investment.currency)
  const outstanding = BigInt(investment.outstanding.split('.')[0]!)
  const card = cardPayments()
  const due = investment.status === 'awaiting_payment' && outstanding > 0n
  const { underway, lastFailure } = due && !plan && card.available ? await cardPaymentState(ctx.payload, card.provider, investment.id, ctx.tenant.id) : NO_CARD_PAYMENT
  const cardState = underway ? 'processing' : cardReturn
  const { looks, styles } = portalFormLooks()
  const statusLabel = investment.status === 'awaiting_payment' ? term(terminology, 'awaitingPayment') : INVESTMENT_STATUS_LABEL[investment.status]
  const details = instructions.bankDetails
  return (
    <Card.Root as="section" aria-labelledby="pay-heading">
      <Card.Header>
        <Card.Title as="h2" id="pay-heading">
          {investment.status === 'reserved' ? term(terminology, 'reserveAllocation') : 'How to pay'}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {styles}
        <Stack gap={5}>
          <DataList.Root orientation="horizontal" gap={3}>
            <DataList.Item>
              <DataList.ItemLabel>Status</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={INVESTMENT_STATUS_PALETTE[investment.status]}>{statusLabel}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Amount</DataList.ItemLabel>
              <DataList.ItemValue>{money(investment.amount)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Paid</DataList.ItemLabel>
              <DataList.ItemValue>{money(investment.paid)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Outstanding</DataList.ItemLabel>
              <DataList.ItemValue data-testid="outstanding">{money(investment.outstanding)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {investment.status === 'reserved' && (
            <Text>Your allocation is reserved. The team will contact you when it is time to pay; nothing is due yet.</Text>
          )}
          {due && (
            <>
              {!underway && (
                <Stack gap={2} data-testid="bank-transfer">
                  <Text fontWeight="semibold">Pay by bank transfer</Text>
                  {details ? (
                    <DataList.Root orientation="horizontal" gap={2} aria-label="Bank details">
                      {BANK_DETAIL_FIELDS.filter((field) => details[field]).map((field) => (
                        <DataList.Item key={field}>
                          <DataList.ItemLabel>{BANK_DETAIL_LABEL[field]}</DataList.ItemLabel>
                          <DataList.ItemValue fontFamily="mono">{details[field]}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  ) : (
                    <Text color="fg.muted">{instructions.hidden.bankDetails ? 'The team will send you the bank details to pay into.' : 'The bank details are not set up yet: the team will send them to you.'}</Text>
                  )}
                  {instructions.reference ? (
                    <Text>
                      Quote the reference{' '}
                      <Text as="strong" fontFamily="mono" data-testid="payment-reference">
                        {instructions.reference}
                      </Text>{' '}
                      with your transfer of {money(investment.outstanding)}.
                    </Text>
                  ) : (
                    <Text>Transfer {money(investment.outstanding)}; the team will tell you how to identify your payment.</Text>
                  )}
                  <PostButtons
                    label="Tell the team about your transfer"
                    path={`/api/investments/${investment.id}/bank-transfer`}
                    choices={[{ label: 'I have sent the transfer', body: { amount: Number(outstanding) } }]}
                    look={looks.secondary}
                    rowLook={looks.row}
                    alert={looks.alert}
                    idempotencyKey={crypto.randomUUID()}
                    done="Thank you: the team will mark your payment received when it arrives."
                  />
                </Stack>
              )}
              <Stack gap={2} data-testid="card-payment">
                <Text fontWeight="semibold">Pay by card</Text>
                {plan ? (
                  <Text data-testid="instalment-plan">
                    {plan.instalments ? `Paying by card in ${plan.instalments} monthly instalments: ${plan.paidCount} of ${plan.instalments} paid` : `Paying by card in monthly instalments: ${plan.paidCount} paid`} ({money(plan.paidAmount)}). Your card provider takes the next one each month;{' '}
                    <Link asChild colorPalette="brand">
                      <NextLink href="/investor/profile/subscription">see your instalment plans</NextLink>
                    </Link>
                    .
                  </Text>
                ) : card.available && card.provider.publishableKey ? (
                  <CardPayment
                    // A new verdict of the server (underway, failed, or neither) starts the form afresh from it.
                    key={`${cardState ?? 'open'} ${lastFailure ?? ''}`}
                    investmentId={investment.id}
                    amountLabel={money(investment.outstanding)}
                    idempotencyKey={crypto.randomUUID()}
                    maxInstalments={features.subscriptions_enabled ? MAX_INSTALMENTS : null}
                    returned={cardState}
                    lastFailure={lastFailure}
                    looks={looks}
                  />
                ) : (
                  <Text color="fg.muted">{CARD_PAYMENTS_UNAVAILABLE}</Text>
                )}
              </Stack>
            </>
          )}
          {investment.status === 'paid' && <Text>Paid in full. Thank you.</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
