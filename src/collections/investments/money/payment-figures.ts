import type { Payload } from 'payload'

import type { TInvestmentStatus } from '@/domain/investments/money-model'
import type { TPaymentMethod, TPaymentState } from '@/domain/payments/payments'
import type { PaymentProvider } from '@/lib/payments/payment-provider'
import { isoUtc } from '@/lib/sql'

// The read side of payments (docs/decisions/016-payments.md). A payment row says how money came (or
// did not); how much an investment has been paid is always the ledger's sum, read here beside it.
// Callers have checked the user's right on the investment or opportunity and pass the tenant, which
// every statement also filters by.

export type TPaymentListRow = {
  id: number
  investmentId: number | null
  paymentReference: string | null
  holderName: string
  holderEmail: string
  method: TPaymentMethod
  state: TPaymentState
  amount: string
  currency: string
  receivedAt: string | null
  createdAt: string
  failureReason: string | null
  note: string | null
  /** The ledger entry that records it (succeeded and refunded payments). */
  entryId: number | null
  /** What the ledger says is still outstanding on its investment. */
  outstanding: string | null
  /** What its refunds (and reversals) gave back, and what is left of it to refund, from the ledger (decision 018). */
  refunded: string
  refundable: string
  /** Its investment's status (a cancelled investment's money is what refunds are mostly for). */
  investmentStatus: TInvestmentStatus | null
}

type TRawPayment = {
  id: number
  investment_id: number | null
  payment_reference: string | null
  name: string | null
  surname: string | null
  email: string | null
  method: TPaymentMethod
  state: TPaymentState
  amount: string
  currency: string
  received_at: string | null
  created_at: string
  failure_reason: string | null
  note: string | null
  entry_id: number | null
  outstanding: string | null
  refunded: string
  refundable: string
  investment_status: TInvestmentStatus | null
}

const PAYMENT_SELECT = `
  SELECT p.id, p.investment_id, i.payment_reference, u.name, u.surname, u.email, p.method::text AS method, p.state::text AS state, p.amount::text AS amount, p.currency,
         ${isoUtc('p.received_at')} AS received_at, ${isoUtc('p.created_at')} AS created_at, p.failure_reason, p.note,
         (SELECT e.id FROM ledger_entries e WHERE e.payment_id = p.id AND e.kind = 'payment_received') AS entry_id,
         (i.amount - (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
                       WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received'))::text AS outstanding,
         i.status::text AS investment_status, COALESCE(f.refunded, 0)::text AS refunded, COALESCE(f.refundable, 0)::text AS refundable
    FROM payments p
    LEFT JOIN LATERAL (
      SELECT -SUM(e.amount) FILTER (WHERE e.kind <> 'payment_received') AS refunded, SUM(e.amount) AS refundable
        FROM ledger_entries e WHERE e.payment_id = p.id) f ON true
    LEFT JOIN investments i ON i.id = p.investment_id
    LEFT JOIN users u ON u.id = p.holder_id`

const rowOf = (row: TRawPayment): TPaymentListRow => ({
  id: row.id,
  investmentId: row.investment_id,
  paymentReference: row.payment_reference,
  holderName: [row.name, row.surname].filter(Boolean).join(' '),
  holderEmail: row.email ?? '',
  method: row.method,
  state: row.state,
  amount: row.amount,
  currency: row.currency,
  receivedAt: row.received_at,
  createdAt: row.created_at,
  failureReason: row.failure_reason,
  note: row.note,
  entryId: row.entry_id,
  outstanding: row.outstanding,
  refunded: row.refunded,
  refundable: row.refundable,
  investmentStatus: row.investment_status,
})

/** The payments of one investment, newest first. */
export async function investmentPayments(payload: Payload, investmentId: number, tenantId: number): Promise<TPaymentListRow[]> {
  const { rows } = await payload.db.pool.query<TRawPayment>(`${PAYMENT_SELECT} WHERE p.investment_id = $1 AND p.tenant_id = $2 ORDER BY p.created_at DESC, p.id DESC LIMIT 500`, [investmentId, tenantId])
  return rows.map(rowOf)
}

/** The newest payments of an opportunity's investments (the transactions tab). */
export async function opportunityPayments(payload: Payload, opportunityId: number, tenantId: number, limit: number): Promise<TPaymentListRow[]> {
  const { rows } = await payload.db.pool.query<TRawPayment>(`${PAYMENT_SELECT} WHERE p.opportunity_id = $1 AND p.tenant_id = $2 ORDER BY COALESCE(p.received_at, p.created_at) DESC, p.id DESC LIMIT $3`, [
    opportunityId,
    tenantId,
    limit,
  ])
  return rows.map(rowOf)
}

export const countOpportunityPayments = async (payload: Payload, opportunityId: number, tenantId: number): Promise<number> =>
  (await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM payments WHERE opportunity_id = $1 AND tenant_id = $2', [opportunityId, tenantId])).rows[0]!.count

export type TInvestmentForPayment = {
  id: number
  holderId: number
  opportunityId: number
  stage: number
  status: TInvestmentStatus
  paymentReference: string
  amount: string
  currency: string
  /** From the ledger, as exact text. */
  paid: string
  outstanding: string
}

/** One investment of the tenant with what the ledger says was paid on it (no lock: for reads). */
export async function investmentForPayment(payload: Payload, investmentId: number, tenantId: number): Promise<TInvestmentForPayment | null> {
  const { rows } = await payload.db.pool.query<{ id: number; holder_id: number; opportunity_id: number; stage: number; status: TInvestmentStatus; payment_reference: string; amount: string; currency: string; paid: string; outstanding: string }>(
    `SELECT i.id, i.holder_id, i.opportunity_id, o.stage::int AS stage, i.status::text AS status, i.payment_reference, i.amount::text AS amount, i.currency,
            COALESCE(p.paid, 0)::text AS paid, (i.amount - COALESCE(p.paid, 0))::text AS outstanding
       FROM investments i
       JOIN investment_opportunities o ON o.id = i.opportunity_id
       LEFT JOIN LATERAL (
         SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true
      WHERE i.id = $1 AND i.tenant_id = $2`,
    [investmentId, tenantId],
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    holderId: row.holder_id,
    opportunityId: row.opportunity_id,
    stage: row.stage,
    status: row.status,
    paymentReference: row.payment_reference,
    amount: row.amount,
    currency: row.currency,
    paid: row.paid,
    outstanding: row.outstanding,
  }
}

/** Where the investment's newest card payment stands, for its pay page (decision 031). */
export type TCardPaymentState = {
  /** Confirmed by the investor and being (or been) taken by the provider, its webhook not yet here. */
  underway: boolean
  /** Why it failed, when the newest card payment failed (the provider's words: "Your card was declined."). */
  lastFailure: string | null
}

export const NO_CARD_PAYMENT: TCardPaymentState = { underway: false, lastFailure: null }

/**
 * The investment's newest card payment as its pay page tells it: still pending but already with the
 * provider (the investor confirmed it and left, or the webhook is late), so the page says it is
 * being confirmed instead of offering the card and the transfer again; or failed, and why. The
 * provider is asked only while that payment is pending; a provider that does not answer counts as
 * not underway (starting another card payment is still refused while one is: PAYMENT_IN_PROGRESS).
 */
export async function cardPaymentState(payload: Payload, provider: PaymentProvider, investmentId: number, tenantId: number): Promise<TCardPaymentState> {
  const { rows } = await payload.db.pool.query<{ state: TPaymentState; failure_reason: string | null; provider_payment_id: string | null; provider_subscription_id: string | null }>(
    `SELECT state::text AS state, failure_reason, provider_payment_id, provider_subscription_id FROM payments
      WHERE investment_id = $1 AND tenant_id = $2 AND method = 'card' ORDER BY id DESC LIMIT 1`,
    [investmentId, tenantId],
  )
  const newest = rows[0]
  if (newest?.state === 'failed') return { underway: false, lastFailure: newest.failure_reason ?? 'The card payment failed.' }
  if (newest?.state !== 'pending') return NO_CARD_PAYMENT
  try {
    return { underway: await provider.paymentUnderway({ providerPaymentId: newest.provider_payment_id, providerSubscriptionId: newest.provider_subscription_id }), lastFailure: null }
  } catch (error) {
    payload.logger.warn({ err: error, investmentId }, 'could not ask the card provider about a pending card payment')
    return NO_CARD_PAYMENT
  }
}
