import type { PayloadRequest } from 'payload'

import { mayMovePayment } from '@/domain/payments/payments'
import type { TProviderEvent } from '@/lib/payments/payment-provider'
import { queryInTransaction, sql } from '@/lib/transaction'

import { lockInvestment } from './ledger'
import { createPayment, failPayment, lockPaymentOf, paymentByProviderId, paymentRefundFigures, planPayment, recordReceipt, recordRefund, type TLockedPayment } from './payments'

// What a card provider's verified webhook event does (docs/decisions/016-payments.md), inside the
// webhook's transaction. Idempotent by state, not by remembering events: the investment's row is
// locked first, then the payment's, and a payment only moves along mayMovePayment; a replayed or
// late event finds it already moved and writes nothing. The ledger's partial unique index (one
// `payment_received` entry per payment) holds the same line in PostgreSQL.

export type TEventOutcome = 'recorded' | 'unchanged' | 'ignored'

/** Our ids echoed back by the provider must agree with the row found by the provider's id (a mismatch is ignored and logged). */
function metadataAgrees(payment: TLockedPayment, metadata: Record<string, string> | undefined): boolean {
  const tenant = metadata?.tenant_id
  return tenant === undefined || tenant === String(payment.tenant)
}

/** The number of the next instalment of a plan: the plan's payments so far, plus one. */
async function nextInstalment(req: PayloadRequest, subscriptionId: string): Promise<number> {
  const [row] = await queryInTransaction<{ count: number }>(req, sql`SELECT count(*)::int AS count FROM payments WHERE provider_subscription_id = ${subscriptionId}`)
  return (row?.count ?? 0) + 1
}

/** A later instalment of a plan, reported by the provider: a payment row of its own (succeeded with its ledger entry, or failed). */
async function applyInstalmentEvent(req: PayloadRequest, event: Extract<TProviderEvent, { kind: 'payment_succeeded' | 'payment_failed' }>, subscriptionId: string): Promise<TEventOutcome> {
  const first = await planPayment(req, subscriptionId)
  if (!first || first.investment === null || !metadataAgrees(first, event.metadata)) return 'ignored'
  const investment = await lockInvestment(req, first.investment, first.tenant)
  if (!investment) return 'ignored'
  // Under the investment's lock: a concurrent delivery of the same event has either written it or waits behind us.
  if (await paymentByProviderId(req, event.providerPaymentId)) return 'unchanged'
  const count = event.metadata.instalments
  const note = `Instalment ${await nextInstalment(req, subscriptionId)}${count ? ` of ${count}` : ''}`
  const provider = { provider: 'stripe' as const, providerPaymentId: event.providerPaymentId, providerSubscriptionId: subscriptionId, providerCustomerId: first.providerCustomerId }
  if (event.kind === 'payment_failed') {
    await createPayment(req, { investment, method: 'card', state: 'failed', amount: event.amount > 0 ? event.amount : Number(first.amount), note, failureReason: event.reason, createdBy: null, tenant: first.tenant, ...provider })
    return 'recorded'
  }
  if (event.currency !== investment.currency) return 'ignored'
  await recordReceipt(req, { investment, payment: null, method: 'card', amount: event.amount, receivedAt: event.occurredAt, createdBy: null, note, tenant: first.tenant, provider })
  return 'recorded'
}

/** Applies one verified provider event; says whether it recorded something, found it already done, or had nothing to do with us. */
export async function applyProviderEvent(req: PayloadRequest, event: TProviderEvent): Promise<TEventOutcome> {
  if (event.kind === 'ignored') return 'ignored'
  const found = await paymentByProviderId(req, event.providerPaymentId)
  if (!found) {
    if (event.kind !== 'payment_refunded' && event.subscriptionId) return applyInstalmentEvent(req, event, event.subscriptionId)
    return 'ignored'
  }
  if (found.investment === null || (event.kind !== 'payment_refunded' && !metadataAgrees(found, event.metadata))) return 'ignored'
  const investment = await lockInvestment(req, found.investment, found.tenant)
  const payment = investment && (await lockPaymentOf(req, investment.id, found.id))
  if (!investment || !payment) return 'ignored'
  switch (event.kind) {
    case 'payment_succeeded': {
      if (!mayMovePayment(payment.state, 'succeeded')) return 'unchanged'
      if (event.currency !== payment.currency) return 'ignored'
      // The money that arrived is what the ledger records, even on an investment cancelled meanwhile (staff then return it).
      await recordReceipt(req, { investment, payment, method: 'card', amount: event.amount, receivedAt: event.occurredAt, createdBy: null, note: payment.note, tenant: payment.tenant })
      return 'recorded'
    }
    case 'payment_failed': {
      if (!mayMovePayment(payment.state, 'failed')) return 'unchanged'
      await failPayment(req, payment, event.reason)
      return 'recorded'
    }
    case 'payment_refunded': {
      // The provider reports what it has refunded in all (cumulative). A refund staff made here is on
      // the ledger already (decision 018); what the provider refunded beyond it (its dashboard) is
      // recorded now as a refund of the difference, so a replay or a late event changes nothing.
      if (payment.state !== 'succeeded') return 'unchanged'
      const figures = await paymentRefundFigures(req, payment.id)
      const more = BigInt(event.amountRefunded) - BigInt(figures.refunded.split('.')[0]!)
      const left = BigInt(figures.refundable.split('.')[0]!)
      if (more <= 0n || left <= 0n) return 'unchanged'
      await recordRefund(req, investment, payment, { amount: Number(more < left ? more : left), note: 'Refunded by the card provider', createdBy: null, occurredAt: event.occurredAt })
      return 'recorded'
    }
  }
}
