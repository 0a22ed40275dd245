import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnCashCalls } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { publishToUser, storeNotification } from '@/collections/people/Notifications/notify'
import { ZRefundPaymentInput } from '@/domain/payments/payments'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { cardPayments } from '@/lib/payments/configured-provider'
import { PaymentProviderError } from '@/lib/payments/payment-provider'
import { queryInTransaction, sql } from '@/lib/transaction'
import { INVESTOR_ACTIONS_PATH } from '@/navigation/investor-navigation'

import { requireInvestmentRight } from '../../Investments/endpoints/receive-payment'
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { notifyLineHolder } from '../../money/cash-call-notices'
import { lineSubjectRef, lockCashCallLine, refreshCashCallLineStatus } from '../../money/cash-calls'
import { lockInvestment } from '../../money/ledger'
import { fundsEnabledFor } from '../../money/money-access'
import { lockPaymentOf, lockPaymentOfLine, paymentRefundFigures, recordRefund, recordRefundEntry, type TLockedPayment } from '../../money/payments'

type TRefundInput = { amount?: number; reason: string }
type TAnswer = { status: number; body: Record<string, unknown> }

/** How much to refund of a locked payment (all that is left when no amount is asked): a 409 when nothing is left or it brought no money, a 422 beyond what is left. */
async function amountToRefund(req: PayloadRequest, payment: TLockedPayment, requested: number | undefined) {
  if (payment.state === 'refunded') throw new AppError('conflict', 'This payment was already refunded in full: nothing is left to refund.')
  if (payment.state !== 'succeeded') throw new AppError('conflict', 'Only a received payment can be refunded: this one brought no money.')
  const figures = await paymentRefundFigures(req, payment.id)
  const left = BigInt(figures.refundable.split('.')[0]!)
  if (left <= 0n) throw new AppError('conflict', 'Nothing is left to refund on this payment.')
  const amount = requested ?? Number(left)
  if (BigInt(amount) > left) {
    const message = `Only ${formatMoney(Number(figures.refundable), payment.currency)} of this payment is left to refund.`
    throw invalid({ amount: [message] }, message)
  }
  return { amount, figures }
}

/**
 * A cash-call line's payment refunded (decision 025): the line locked, then the payment (the order
 * a line's receipt takes), the rights of marking the line received (the cash-call resource's update
 * on an opportunity, funds update on a fund; a line the role may not see is not found), then the
 * same refund entry as an investment's (`recordRefundEntry`) and the line's status from the ledger
 * (awaiting payment again while something is outstanding). A line's receipts are bank transfers
 * staff marked received, so no card provider is involved. The holder is told.
 */
async function refundCashCallLinePayment(req: PayloadRequest, user: TTenantUser, tenantId: number, lineId: number, paymentId: number, input: TRefundInput, pushes: Array<() => Promise<void>>): Promise<TAnswer> {
  const line = await lockCashCallLine(req, lineId, tenantId)
  if (!line || !mayOnCashCalls(user.role_id, lineSubjectRef(line), 'view')) throw new AppError('not_found')
  if (line.subjectKind === 'fund' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
  if (!mayOnCashCalls(user.role_id, lineSubjectRef(line), 'receive')) throw new AppError('forbidden', 'Your role may not refund cash-call payments here.')
  const payment = await lockPaymentOfLine(req, line.id, paymentId)
  if (!payment) throw new AppError('not_found')
  const { amount } = await amountToRefund(req, payment, input.amount)
  const refund = await recordRefundEntry(req, payment, { amount, note: input.reason, createdBy: user.id })
  const after = await refreshCashCallLineStatus(req, line)
  await notifyLineHolder(
    req,
    { kind: line.holderKind, id: line.holder },
    tenantId,
    (holderName) =>
      `**Refund**: ${formatMoney(amount, payment.currency)} of ${holderName ? `${holderName}’s` : 'your'} cash call payment for ${line.title} (reference ${line.paymentReference}) is being returned to ${holderName ?? 'you'}. ${input.reason}`,
    { icon: 'payment', cta: INVESTOR_ACTIONS_PATH },
    pushes,
  )
  return {
    status: 201,
    body: {
      payment: { id: payment.id, method: payment.method, state: refund.payment.state, received: refund.payment.received, refunded: refund.payment.refunded, refundable: refund.payment.refundable },
      entry: { id: refund.entry.id, kind: 'refund', amount: refund.entry.amount },
      line: { id: line.id, paymentReference: line.paymentReference, status: after.status, paid: after.paid, outstanding: after.outstanding },
      provider: null,
    },
  }
}

/** The subject's name for the investor's notice. */
async function subjectTitle(req: PayloadRequest, investmentId: number): Promise<string> {
  const [row] = await queryInTransaction<{ title: string | null }>(
    req,
    sql`SELECT COALESCE(o.title, f.name, c.name) AS title FROM investments i
          LEFT JOIN investment_opportunities o ON o.id = i.opportunity_id LEFT JOIN funds f ON f.id = i.fund_id LEFT JOIN companies c ON c.id = i.company_id
         WHERE i.id = ${investmentId}`,
  )
  return row?.title ?? 'your investment'
}

/**
 * POST /api/payments/{id}/refund { amount?, reason } (issue 10 §9, decision 018): staff give back all
 * or part of a received payment (the main use: the money of a cancelled investment). In one
 * transaction, the investment's row then the payment's locked (the lock every payment write takes):
 * more than is left to refund is a 422 and a payment with nothing left a 409, nothing written; a card
 * payment is refunded with the provider first (Stripe's refunds API, with an idempotency key of its
 * own, so a retry after a lost answer refunds once), and if the provider refuses nothing of ours is
 * stored; then one `refund` ledger entry naming the payment's receipt (never an edit), the payment
 * refunded once nothing is left, the investment's status from the ledger. The investor is told.
 * Rights: as marking a payment received (decision 016). A cash-call line's payment is refunded the
 * same way (decision 025: `refundCashCallLinePayment`). An Idempotency-Key is required here: a
 * refund moves money out. 201 { payment, entry, investment | line, provider }.
 */
export const refundPaymentEndpoint = defineEndpoint({
  path: '/:id/refund',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZRefundPaymentInput)
    if (idempotencyKeyOf(req) === null) throw invalid({ [IDEMPOTENCY_HEADER]: ['Send an Idempotency-Key header: a refund moves money, and a retry must not move it twice'] }, 'Send an Idempotency-Key header with a refund.')
    const tenantId = tenantIdOf(user.tenant)!
    const pushes: Array<() => Promise<void>> = []
    const response = await idempotentMoneyWrite(req, user, `refund:${id}`, input, async () => {
      const [row] = await queryInTransaction<{ investment_id: number | null; cash_call_line_id: number | null }>(req, sql`SELECT investment_id, cash_call_line_id FROM payments WHERE id = ${id} AND tenant_id = ${tenantId}`)
      if (row?.cash_call_line_id) return refundCashCallLinePayment(req, user, tenantId, row.cash_call_line_id, id, input, pushes)
      if (!row?.investment_id) throw new AppError('not_found')
      const investment = await requireInvestmentRight(req, user, await lockInvestment(req, row.investment_id, tenantId), 'refund')
      const payment = await lockPaymentOf(req, investment.id, id)
      if (!payment) throw new AppError('not_found')
      const { amount, figures } = await amountToRefund(req, payment, input.amount)
      let provider: { name: 'stripe'; refundId: string; status: 'succeeded' | 'pending' } | null = null
      if (payment.method === 'card') {
        const card = cardPayments()
        if (!card.available) throw new AppError('conflict', 'Card payments are not configured on this platform, so a card payment cannot be refunded from here: refund it with the card provider.')
        if (!payment.providerPaymentId) throw new AppError('conflict', 'This card payment has no provider reference to refund.')
        try {
          const started = await card.provider.refundPayment({
            providerPaymentId: payment.providerPaymentId,
            amount,
            currency: payment.currency,
            // The payment's refund state names the refund: a retry of this very refund (our transaction lost) is the same one to the provider.
            idempotencyKey: `refund-${payment.id}-after-${figures.refunded}-of-${amount}`,
            metadata: { tenant_id: String(tenantId), payment_id: String(payment.id), investment_id: String(investment.id), reference: investment.paymentReference },
          })
          provider = { name: card.provider.name, refundId: started.providerRefundId, status: started.status }
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error
          req.payload.logger.error({ err: error, msg: `${error.name}: ${error.detail}` })
          throw new AppError('bad_gateway', 'The card provider did not make the refund: nothing was recorded. Try again in a moment.')
        }
      }
      const note = provider ? `${input.reason} (card refund ${provider.refundId})` : input.reason
      const refund = await recordRefund(req, investment, payment, { amount, note, createdBy: user.id })
      if (investment.holderKind === 'investor' && investment.holder !== null) {
        const holder = investment.holder
        const message = `**Refund**: ${formatMoney(amount, payment.currency)} of your payment for ${await subjectTitle(req, investment.id)} (reference ${investment.paymentReference}) is being returned to you${payment.method === 'card' ? ' to your card' : ''}. ${input.reason}`
        const notice = await storeNotification(req, holder, tenantId, { message: message.slice(0, 1000), icon: 'payment', cta: '/investor' })
        pushes.push(() => publishToUser(holder, notice))
      }
      return {
        status: 201,
        body: {
          payment: { id: payment.id, method: payment.method, state: refund.payment.state, received: refund.payment.received, refunded: refund.payment.refunded, refundable: refund.payment.refundable },
          entry: { id: refund.entry.id, kind: 'refund', amount: refund.entry.amount },
          investment: { id: investment.id, paymentReference: investment.paymentReference, status: refund.figures.status, paid: refund.figures.paid, outstanding: refund.figures.outstanding },
          provider,
        },
      }
    })
    if (response.ok && response.headers.get('Idempotent-Replayed') !== 'true') for (const push of pushes) await push().catch(() => {})
    return response
  },
})
