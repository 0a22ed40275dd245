import type { PayloadRequest } from 'payload'

import type { TCashCallHolderKind } from '@/domain/investments/cash-calls'
import type { TInvestmentStatus } from '@/domain/investments/money-model'
import { mayMovePayment, type TPaymentMethod, type TPaymentState } from '@/domain/payments/payments'
import { AppError } from '@/lib/app-error'
import type { PaymentProvider } from '@/lib/payments/payment-provider'
import { queryInTransaction, sql } from '@/lib/transaction'

import { appendEntry, ENTRY_HOLDER_COLUMNS, entrySubjectOf, HOLDER_ID_COLUMNS, type TLockedInvestment } from './ledger'

// The write side of payments (docs/decisions/016-payments.md). Every function runs in the caller's
// transaction, after the caller has locked the investment (lockInvestment): the investment's row is
// the one lock every payment write of it queues on, taken before its payments' rows, so two writers
// (a staff receipt and a provider's webhook, or a webhook and its replay) never interleave.

export type TLockedPayment = {
  id: number
  state: TPaymentState
  method: TPaymentMethod
  amount: string
  currency: string
  investment: number | null
  /** The cash-call line it pays (decision 025), for a line's receipt. */
  cashCallLine: number | null
  tenant: number
  providerPaymentId: string | null
  providerSubscriptionId: string | null
  providerCustomerId: string | null
  note: string | null
}

type TPaymentRow = {
  id: number
  state: TPaymentState
  method: TPaymentMethod
  amount: string
  currency: string
  investment_id: number | null
  cash_call_line_id: number | null
  tenant_id: number
  provider_payment_id: string | null
  provider_subscription_id: string | null
  provider_customer_id: string | null
  note: string | null
}

const paymentOf = (row: TPaymentRow): TLockedPayment => ({
  id: row.id,
  state: row.state,
  method: row.method,
  amount: row.amount,
  currency: row.currency,
  investment: row.investment_id,
  cashCallLine: row.cash_call_line_id,
  tenant: row.tenant_id,
  providerPaymentId: row.provider_payment_id,
  providerSubscriptionId: row.provider_subscription_id,
  providerCustomerId: row.provider_customer_id,
  note: row.note,
})

const PAYMENT_COLUMNS = sql`id, state::text AS state, method::text AS method, amount::text AS amount, currency, investment_id, cash_call_line_id, tenant_id, provider_payment_id, provider_subscription_id, provider_customer_id, note`

/** A payment of an investment, locked (FOR UPDATE) after the investment's own lock; null when it is not that investment's. */
export async function lockPaymentOf(req: PayloadRequest, investmentId: number, paymentId: number): Promise<TLockedPayment | null> {
  const [row] = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ${paymentId} AND investment_id = ${investmentId} FOR UPDATE`)
  return row ? paymentOf(row) : null
}

/** A payment of a cash-call line, locked (FOR UPDATE) after the line's own lock; null when it is not that line's. */
export async function lockPaymentOfLine(req: PayloadRequest, lineId: number, paymentId: number): Promise<TLockedPayment | null> {
  const [row] = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ${paymentId} AND cash_call_line_id = ${lineId} FOR UPDATE`)
  return row ? paymentOf(row) : null
}

/** The payment a provider's id names (unique across the platform), without a lock: the caller locks its investment, then lockPaymentOf. */
export async function paymentByProviderId(req: PayloadRequest, providerPaymentId: string): Promise<TLockedPayment | null> {
  const [row] = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider_payment_id = ${providerPaymentId}`)
  return row ? paymentOf(row) : null
}

/** The first payment of an instalment plan (its subscription), for the later instalments the provider reports. */
export async function planPayment(req: PayloadRequest, providerSubscriptionId: string): Promise<TLockedPayment | null> {
  const [row] = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider_subscription_id = ${providerSubscriptionId} ORDER BY id LIMIT 1`)
  return row ? paymentOf(row) : null
}

export type TNewPayment = {
  investment: TLockedInvestment
  method: TPaymentMethod
  state: TPaymentState
  amount: number
  receivedAt?: string | null
  provider?: 'stripe' | null
  providerPaymentId?: string | null
  providerSubscriptionId?: string | null
  providerCustomerId?: string | null
  note?: string | null
  failureReason?: string | null
  createdBy: number | null
  /** The investment's tenant (the server's; a session's tenant is stamped again by the tenant field). */
  tenant: number
}

/** Writes a payment row of an investment (the server's write: access is closed to everyone). */
export async function createPayment(req: PayloadRequest, input: TNewPayment) {
  return req.payload.create({
    collection: 'payments',
    data: {
      payableKind: 'investment',
      investment: input.investment.id,
      opportunity: input.investment.opportunity,
      // The investment's holder kind; the row names an investor holder only (other holders are the investment's).
      holderKind: input.investment.holderKind,
      holder: input.investment.holderKind === 'investor' ? input.investment.holder : null,
      method: input.method,
      state: input.state,
      amount: input.amount,
      currency: input.investment.currency,
      receivedAt: input.receivedAt ?? null,
      provider: input.provider ?? null,
      providerPaymentId: input.providerPaymentId ?? null,
      providerSubscriptionId: input.providerSubscriptionId ?? null,
      providerCustomerId: input.providerCustomerId ?? null,
      note: input.note ?? null,
      failureReason: input.failureReason?.slice(0, 500) ?? null,
      createdBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Writes the succeeded payment row of money received on a cash-call line (decision 025): what staff
 * marked received, by bank transfer (lines take no card payments), so a refund can name it. Its
 * `cash_call_payment` entry names the row (one per payment: a partial unique index).
 */
export async function createCashCallLinePayment(
  req: PayloadRequest,
  line: { id: number; opportunity: number | null; holderKind: TCashCallHolderKind; holder: number; currency: string },
  input: { amount: number; receivedAt: string; note: string | null; createdBy: number | null; tenant: number },
) {
  return req.payload.create({
    collection: 'payments',
    data: {
      payableKind: 'cash_call_line',
      cashCallLine: line.id,
      opportunity: line.opportunity,
      // The line's holder kind; the payment's `holder` column is an investor's only (as an organisation's investment's payment).
      holderKind: line.holderKind,
      holder: line.holderKind === 'investor' ? line.holder : null,
      method: 'bank_transfer',
      state: 'succeeded',
      amount: input.amount,
      currency: line.currency,
      receivedAt: input.receivedAt,
      note: input.note,
      createdBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export type TInvestmentFigures = { paid: string; outstanding: string; status: TInvestmentStatus }

/**
 * The investment's paid and outstanding amounts, summed by PostgreSQL from the ledger, and its
 * workflow status written to match: paid once the payments reach the amount, else awaiting payment
 * (a reservation nobody has paid on stays reserved; a cancelled investment stays cancelled).
 */
export async function refreshInvestmentStatus(req: PayloadRequest, investment: Pick<TLockedInvestment, 'id' | 'amount' | 'status'>): Promise<TInvestmentFigures> {
  const [after] = (await queryInTransaction<{ paid: string; outstanding: string; fully_paid: boolean; none_paid: boolean }>(
    req,
    sql`SELECT COALESCE(SUM(e.amount), 0)::text AS paid, (${investment.amount}::numeric - COALESCE(SUM(e.amount), 0))::text AS outstanding,
               COALESCE(SUM(e.amount), 0) >= ${investment.amount}::numeric AS fully_paid, COALESCE(SUM(e.amount), 0) = 0 AS none_paid
          FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
         WHERE e.investment_id = ${investment.id} AND COALESCE(r.kind, e.kind)::text = 'payment_received'`,
  )) as [{ paid: string; outstanding: string; fully_paid: boolean; none_paid: boolean }]
  const status: TInvestmentStatus =
    investment.status === 'cancelled' ? 'cancelled' : after.fully_paid ? 'paid' : investment.status === 'reserved' && after.none_paid ? 'reserved' : 'awaiting_payment'
  if (status !== investment.status) await req.payload.update({ collection: 'investments', id: investment.id, data: { status }, req, overrideAccess: true, depth: 0 })
  return { paid: after.paid, outstanding: after.outstanding, status }
}

export type TReceipt = {
  investment: TLockedInvestment
  /** A pending (or failed card) payment this receipt settles; null writes a new succeeded payment. */
  payment: TLockedPayment | null
  method: TPaymentMethod
  amount: number
  receivedAt: string
  createdBy: number | null
  note?: string | null
  tenant: number
  provider?: Pick<TNewPayment, 'provider' | 'providerPaymentId' | 'providerSubscriptionId' | 'providerCustomerId'>
}

/**
 * Money received: the payment becomes succeeded (or is written so), its `payment_received` ledger
 * entry is appended naming it (one per payment: a partial unique index), and the investment's status
 * follows the ledger. Answers the payment, the entry and the figures after it.
 */
export async function recordReceipt(req: PayloadRequest, receipt: TReceipt) {
  const { investment } = receipt
  let paymentId: number
  if (receipt.payment) {
    if (!mayMovePayment(receipt.payment.state, 'succeeded')) throw new AppError('conflict', 'This payment was already settled.')
    await req.payload.update({
      collection: 'payments',
      id: receipt.payment.id,
      data: { state: 'succeeded', amount: receipt.amount, receivedAt: receipt.receivedAt, failureReason: null, ...(receipt.note ? { note: receipt.note } : {}) },
      req,
      overrideAccess: true,
      depth: 0,
    })
    paymentId = receipt.payment.id
  } else {
    const created = await createPayment(req, { investment, method: receipt.method, state: 'succeeded', amount: receipt.amount, receivedAt: receipt.receivedAt, note: receipt.note ?? null, createdBy: receipt.createdBy, tenant: receipt.tenant, ...receipt.provider })
    paymentId = created.id
  }
  const entry = await appendEntry(req, {
    kind: 'payment_received',
    ...entrySubjectOf(investment),
    investment: investment.id,
    payment: paymentId,
    amount: receipt.amount,
    sharesDelta: 0,
    currency: investment.currency,
    occurredAt: receipt.receivedAt,
    createdBy: receipt.createdBy,
    note: receipt.note ?? (receipt.method === 'card' ? 'Card payment' : 'Bank transfer'),
    tenant: receipt.tenant,
  })
  const figures = await refreshInvestmentStatus(req, investment)
  return { payment: { id: paymentId, state: 'succeeded' as const, method: receipt.method, amount: receipt.amount }, entry, ...figures }
}

/** A payment that did not (or will not) bring money: failed, with why. Nothing is written to the ledger. */
export async function failPayment(req: PayloadRequest, payment: TLockedPayment, reason: string): Promise<void> {
  if (!mayMovePayment(payment.state, 'failed')) throw new AppError('conflict', 'Only a pending payment can fail.')
  await req.payload.update({ collection: 'payments', id: payment.id, data: { state: 'failed', failureReason: reason.slice(0, 500) }, req, overrideAccess: true, depth: 0 })
}

/** What the ledger says of one payment: received (its `payment_received` or `cash_call_payment` entry), refunded (its refunds and reversals) and what is left to refund. */
export type TPaymentRefundFigures = { received: string; refunded: string; refundable: string }

/** A payment's figures from the ledger (every entry naming it), in the caller's transaction. */
export async function paymentRefundFigures(req: PayloadRequest, paymentId: number): Promise<TPaymentRefundFigures> {
  const [row] = (await queryInTransaction<TPaymentRefundFigures>(
    req,
    sql`SELECT COALESCE(SUM(amount) FILTER (WHERE kind::text IN ('payment_received', 'cash_call_payment')), 0)::text AS received,
               (-COALESCE(SUM(amount) FILTER (WHERE kind::text NOT IN ('payment_received', 'cash_call_payment')), 0))::text AS refunded,
               COALESCE(SUM(amount), 0)::text AS refundable
          FROM ledger_entries WHERE payment_id = ${paymentId}`,
  )) as [TPaymentRefundFigures]
  return row
}

export type TRefund = { amount: number; note: string; createdBy: number | null; occurredAt?: string }

/**
 * A refund of (part of) a received payment (decisions 018, 025): a `refund` entry naming the
 * payment's receipt — its `payment_received` entry, or a cash-call line's `cash_call_payment` —
 * (`reverses`) and the payment, the amount negated, so every figure that sums received money takes it
 * back; never an edit. The payment becomes refunded once nothing is left to refund. The caller has
 * locked the payable (investment or line) and then the payment, checked the amount against
 * `paymentRefundFigures`, and brings the payable's status up to date after (`recordRefund` does for
 * an investment). The one writer of refund entries.
 */
export async function recordRefundEntry(req: PayloadRequest, payment: TLockedPayment, refund: TRefund): Promise<{ entry: { id: number; amount: string; occurredAt: string }; payment: TPaymentRefundFigures & { id: number; state: TPaymentState } }> {
  if (payment.state !== 'succeeded') throw new AppError('conflict', payment.state === 'refunded' ? 'This payment was already refunded in full.' : 'Only a received payment can be refunded.')
  const [entry] = await queryInTransaction<{ id: number; amount: string; occurred_at: string }>(
    req,
    sql`INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, fund_id, company_id, investment_id, cash_call_line_id, payment_id, ${sql.raw(HOLDER_ID_COLUMNS)}, amount, shares_delta, currency, reverses_id, occurred_at, created_by, note, tenant_id, created_at, updated_at)
        SELECT 'refund'::enum_ledger_entries_kind, e.subject_kind, e.opportunity_id, e.fund_id, e.company_id, e.investment_id, e.cash_call_line_id, e.payment_id, ${sql.raw(ENTRY_HOLDER_COLUMNS)},
               ${-refund.amount}::numeric, 0, e.currency, e.id, ${refund.occurredAt ?? new Date().toISOString()}::timestamptz, ${refund.createdBy}::numeric, ${refund.note.slice(0, 500)}::varchar, e.tenant_id, now(), now()
          FROM ledger_entries e
         WHERE e.payment_id = ${payment.id} AND e.kind::text IN ('payment_received', 'cash_call_payment')
        RETURNING id, amount::text AS amount, occurred_at::text AS occurred_at`,
  )
  if (!entry) throw new AppError('conflict', 'This payment has no receipt on the ledger to refund.')
  const after = await paymentRefundFigures(req, payment.id)
  const state: TPaymentState = BigInt(after.refundable.split('.')[0]!) <= 0n ? 'refunded' : 'succeeded'
  if (state !== payment.state) await req.payload.update({ collection: 'payments', id: payment.id, data: { state }, req, overrideAccess: true, depth: 0 })
  return { entry: { id: entry.id, amount: entry.amount, occurredAt: entry.occurred_at }, payment: { id: payment.id, state, ...after } }
}

/** A refund of an investment's payment: the entry (`recordRefundEntry`), then the investment's status from the ledger (a paid investment refunded in part is awaiting payment again). */
export async function recordRefund(req: PayloadRequest, investment: TLockedInvestment, payment: TLockedPayment, refund: TRefund) {
  const answer = await recordRefundEntry(req, payment, refund)
  return { ...answer, figures: await refreshInvestmentStatus(req, investment) }
}

/** The investment's card payments still waiting for the investor (each locked). */
async function pendingCardPayments(req: PayloadRequest, investmentId: number): Promise<TLockedPayment[]> {
  const rows = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE investment_id = ${investmentId} AND method = 'card' AND state = 'pending' ORDER BY id FOR UPDATE`)
  return rows.map(paymentOf)
}

/**
 * Whether an instalment plan of the investment is running: the latest payment of one of its
 * subscriptions succeeded (a plan whose latest instalment failed, or whose first is still pending,
 * is not running).
 */
export async function runningPlan(req: PayloadRequest, investmentId: number): Promise<string | null> {
  const [row] = await queryInTransaction<{ provider_subscription_id: string }>(
    req,
    sql`SELECT provider_subscription_id FROM (
          SELECT DISTINCT ON (provider_subscription_id) provider_subscription_id, state
            FROM payments WHERE investment_id = ${investmentId} AND provider_subscription_id IS NOT NULL
           ORDER BY provider_subscription_id, id DESC) latest
         WHERE state = 'succeeded' LIMIT 1`,
  )
  return row?.provider_subscription_id ?? null
}

export const PAYMENT_IN_PROGRESS = 'A card payment of this investment is being processed: wait until it completes before starting another.'

/**
 * Before a new card payment of an investment: the ones the investor left unfinished are cancelled
 * with the provider and marked failed, so at most one card payment can take money at a time. One the
 * provider is already taking money for is a 409.
 */
export async function replacePendingCardPayments(req: PayloadRequest, provider: PaymentProvider, investmentId: number, reason: string): Promise<void> {
  for (const payment of await pendingCardPayments(req, investmentId)) {
    const outcome = await provider.cancelPayment({ providerPaymentId: payment.providerPaymentId, providerSubscriptionId: payment.providerSubscriptionId })
    if (outcome === 'too-late') throw new AppError('conflict', PAYMENT_IN_PROGRESS)
    await failPayment(req, payment, reason)
  }
}

/**
 * An investment being cancelled: pending payments fail (card ones are cancelled with the provider
 * first, and a running instalment plan is stopped). Received ones stay received: the money arrived,
 * and staff give it back with a refund (decision 018), which the ledger then records. Without a
 * provider configured, pending card payments are only marked failed.
 */
export async function settlePaymentsOnCancel(req: PayloadRequest, provider: PaymentProvider | null, investmentId: number): Promise<void> {
  const plan = await runningPlan(req, investmentId)
  if (plan && provider) await provider.cancelPayment({ providerPaymentId: null, providerSubscriptionId: plan })
  const pending = await queryInTransaction<TPaymentRow>(req, sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE investment_id = ${investmentId} AND state = 'pending' ORDER BY id FOR UPDATE`)
  for (const payment of pending.map(paymentOf)) {
    if (payment.method === 'card' && provider) {
      const outcome = await provider.cancelPayment({ providerPaymentId: payment.providerPaymentId, providerSubscriptionId: payment.providerSubscriptionId })
      if (outcome === 'too-late') throw new AppError('conflict', 'A card payment of this investment is being processed: wait until it completes, then cancel.')
    }
    await failPayment(req, payment, 'The investment was cancelled.')
  }
}
