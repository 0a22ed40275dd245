import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { ZFailPaymentInput } from '@/domain/payments/payments'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { queryInTransaction, sql } from '@/lib/transaction'

import { requireInvestmentRight } from '../../Investments/endpoints/receive-payment'
import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { lockInvestment } from '../../money/ledger'
import { failPayment, lockPaymentOf } from '../../money/payments'

/**
 * POST /api/payments/{id}/fail { reason? } (docs/decisions/016-payments.md): staff record that a
 * bank transfer an investor announced never arrived. Pending bank transfers only (card payments
 * fail by the provider's word); nothing is written to the ledger. Needs the right to mark payments
 * received on the investment's opportunity. Idempotency-Key honoured. 200 { payment }.
 */
export const failPaymentEndpoint = defineEndpoint({
  path: '/:id/fail',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZFailPaymentInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `fail:${id}`, input, async () => {
      const [row] = await queryInTransaction<{ investment_id: number | null }>(req, sql`SELECT investment_id FROM payments WHERE id = ${id} AND tenant_id = ${tenantId}`)
      if (!row?.investment_id) throw new AppError('not_found')
      const investment = await requireInvestmentRight(req, user, await lockInvestment(req, row.investment_id, tenantId), 'receive-payment')
      const payment = await lockPaymentOf(req, investment.id, id)
      if (!payment) throw new AppError('not_found')
      if (payment.method !== 'bank_transfer') throw new AppError('conflict', 'A card payment fails by the card provider’s word, not by hand.')
      if (payment.state !== 'pending') throw new AppError('conflict', 'Only a pending bank transfer can be marked as not received.')
      const reason = input.reason ?? 'Not received'
      await failPayment(req, payment, reason)
      return { status: 200, body: { payment: { id: payment.id, state: 'failed', method: payment.method, failureReason: reason } } }
    })
  },
})
