import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { ZCancelInvestmentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody, rowIdOf } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { lockInvestment, reverseInvestmentEntries } from '../../money/ledger'
import { requireInvestmentRight } from './receive-payment'

/**
 * POST /api/investments/{id}/cancel { reason? }: staff cancel an investment. Nothing is edited:
 * every entry of it not yet reversed (its commitment and any payments received) gets a reversing
 * entry, so its room goes back to the opportunity and the holder's figures return to what they
 * were before it. Returning money already paid is the payments work's (issue 10 §9). A cancelled
 * investment cannot be cancelled again (409). Idempotency-Key honoured. 200 { investment, reversals }.
 */
export const cancelInvestmentEndpoint = defineEndpoint({
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const input = await parseBody(req, ZCancelInvestmentInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `cancel:${id}`, input, async () => {
      const investment = requireInvestmentRight(user.role_id, await lockInvestment(req, id, tenantId), 'cancel')
      if (investment.status === 'cancelled') throw new AppError('conflict', `Investment ${investment.paymentReference} is already cancelled.`)
      const reversals = await reverseInvestmentEntries(req, investment.id, user.id, input.reason ?? `Cancelled ${investment.paymentReference}`)
      await req.payload.update({ collection: 'investments', id: investment.id, data: { status: 'cancelled' }, req, overrideAccess: true, depth: 0 })
      return { status: 200, body: { investment: { id: investment.id, paymentReference: investment.paymentReference, status: 'cancelled' }, reversals: reversals.map((row) => row.id) } }
    })
  },
})
