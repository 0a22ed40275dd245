import { tenantIdOf } from '@/access/current-user'
import { mayOnInvestments } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { ZReceivePaymentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, rowIdOf } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { queryInTransaction, sql } from '@/lib/transaction'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { appendEntry, lockInvestment, type TLockedInvestment } from '../../money/ledger'

/** A staff member's right on a locked investment: not found unless they may see its transactions; 403 unless they may `action`. */
export function requireInvestmentRight(role: number, investment: TLockedInvestment | null, action: 'receive-payment' | 'cancel'): TLockedInvestment {
  if (!investment || !mayOnInvestments(role, investment.stage, 'transactions')) throw new AppError('not_found')
  if (!mayOnInvestments(role, investment.stage, action)) throw new AppError('forbidden', 'Your role may not change the investments of this opportunity.')
  return investment
}

/**
 * POST /api/investments/{id}/payments { amount, receivedAt?, note? } (issue 10 §9): staff mark a
 * payment received, in part or in full. A `payment_received` ledger entry; the investment is paid
 * once the ledger's payments reach its amount, else awaiting payment. More than is outstanding is
 * refused (422). Idempotency-Key honoured. 201 { investment, entry, paid, outstanding }.
 */
export const receivePaymentEndpoint = defineEndpoint({
  path: '/:id/payments',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const input = await parseBody(req, ZReceivePaymentInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `payment:${id}`, input, async () => {
      const investment = requireInvestmentRight(user.role_id, await lockInvestment(req, id, tenantId), 'receive-payment')
      if (investment.status === 'cancelled') throw new AppError('conflict', `Investment ${investment.paymentReference} is cancelled: no payment can be received on it.`)
      if (BigInt(input.amount) > BigInt(investment.outstanding.split('.')[0]!)) {
        const message =
          BigInt(investment.outstanding.split('.')[0]!) <= 0n
            ? `Investment ${investment.paymentReference} is paid in full.`
            : `Only ${formatMoney(Number(investment.outstanding), investment.currency)} is outstanding on ${investment.paymentReference}.`
        throw invalid({ amount: [message] }, message)
      }
      const entry = await appendEntry(req, {
        kind: 'payment_received',
        opportunity: investment.opportunity,
        investment: investment.id,
        holderKind: 'investor',
        holder: investment.holder,
        amount: input.amount,
        sharesDelta: 0,
        currency: investment.currency,
        occurredAt: input.receivedAt ? new Date(input.receivedAt).toISOString() : new Date().toISOString(),
        createdBy: user.id,
        note: input.note ?? null,
        tenant: tenantId,
      })
      // The figures after this payment, summed by PostgreSQL from the ledger.
      const [after] = (await queryInTransaction<{ paid: string; outstanding: string; fully_paid: boolean }>(
        req,
        sql`SELECT COALESCE(SUM(e.amount), 0)::text AS paid, (${investment.amount}::numeric - COALESCE(SUM(e.amount), 0))::text AS outstanding,
                   COALESCE(SUM(e.amount), 0) >= ${investment.amount}::numeric AS fully_paid
              FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
             WHERE e.investment_id = ${investment.id} AND COALESCE(r.kind, e.kind)::text = 'payment_received'`,
      )) as [{ paid: string; outstanding: string; fully_paid: boolean }]
      const status = after.fully_paid ? 'paid' : 'awaiting_payment'
      await req.payload.update({ collection: 'investments', id: investment.id, data: { status }, req, overrideAccess: true, depth: 0 })
      return {
        status: 201,
        body: {
          investment: { id: investment.id, paymentReference: investment.paymentReference, status },
          entry: { id: entry.id, kind: entry.kind, amount: entry.amount, occurredAt: entry.occurredAt },
          paid: after.paid,
          outstanding: after.outstanding,
        },
      }
    })
  },
})
