import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { ZCancelInvestmentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { cardPayments } from '@/lib/payments/configured-provider'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { lockInvestment, reverseInvestmentEntries } from '../../money/ledger'
import { settlePaymentsOnCancel } from '../../money/payments'
import { requireInvestmentRight } from './receive-payment'

/**
 * POST /api/investments/{id}/cancel { reason? }: staff cancel an investment. Nothing is edited:
 * every entry of it not yet reversed (its commitment and shares) gets a reversing entry, so its room
 * goes back to the opportunity. Its pending payments fail (decision 016: card ones are cancelled with
 * the provider, a running instalment plan is stopped). Money received stays received (decision 018):
 * it arrived, so the ledger keeps it until staff refund it (POST /api/payments/{id}/refund, through
 * the provider for a card); until then the reconciliation shows it as received beyond what is
 * expected. A cancelled investment cannot be cancelled again (409). Idempotency-Key honoured.
 * 200 { investment, reversals }.
 */
export const cancelInvestmentEndpoint = defineEndpoint({
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZCancelInvestmentInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `cancel:${id}`, input, async () => {
      const investment = await requireInvestmentRight(req, user, await lockInvestment(req, id, tenantId), 'cancel')
      if (investment.status === 'cancelled') throw new AppError('conflict', `Investment ${investment.paymentReference} is already cancelled.`)
      // Its pending payments first: they fail (card ones are stopped with the provider); received ones wait for a refund (decision 018).
      const card = cardPayments()
      await settlePaymentsOnCancel(req, card.available ? card.provider : null, investment.id)
      const reversals = await reverseInvestmentEntries(req, investment.id, user.id, input.reason ?? `Cancelled ${investment.paymentReference}`)
      await req.payload.update({ collection: 'investments', id: investment.id, data: { status: 'cancelled' }, req, overrideAccess: true, depth: 0 })
      return { status: 200, body: { investment: { id: investment.id, paymentReference: investment.paymentReference, status: 'cancelled' }, reversals: reversals.map((row) => row.id) } }
    })
  },
})
