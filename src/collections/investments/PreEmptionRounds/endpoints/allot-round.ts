import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { ZAllotRoundInput } from '@/domain/investments/pre-emption'
import { defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { allotRound, lockRoundForStaff, notifyRoundAllotted, type TAllottedRound } from '../../pre-emption/rounds'

/**
 * POST /api/pre-emption-rounds/{id}/allot { confirmOversubscribed? } (decisions 025, 015): staff
 * allot the shares taken up in a closed round, once, in one transaction: on an opportunity one
 * subsequent investment awaiting payment per response with shares, of its holder of whatever kind
 * (an investor, an organisation, an investment-method account, a nominee); on a company one company
 * investment per response (a fund, the firm or an investor), recorded paid with its ledger entries
 * as decision 014 records a company's share purchase. Needs what closing needs (update on
 * investment_opportunity_existing; funds_opportunity for a company, and funds update when a fund
 * takes shares). An open round, a round already allotted or with nothing taken up is a 409; an
 * oversubscribed one needs `confirmOversubscribed: true`. The people of each holder (an investor, an
 * organisation's signatories, an account's lead) are notified after the commit (never on a replay). Idempotency-Key honoured.
 * 201 { round, investments, sharesAllotted, amountAllotted }.
 */
export const allotRoundEndpoint = defineEndpoint({
  path: '/:id/allot',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZAllotRoundInput)
    const tenantId = tenantIdOf(user.tenant)!
    // What this request allotted (nothing on a replay, which writes and notifies nothing).
    const made: { allotted?: TAllottedRound } = {}
    const response = await idempotentMoneyWrite(req, user, `pre-emption-allot:${id}`, input, async () => {
      const round = await lockRoundForStaff(req, user, id, tenantId, 'close')
      const allotted = await allotRound(req, round, user, input.confirmOversubscribed === true)
      made.allotted = allotted
      return { status: 201, body: { round: allotted.round, investments: allotted.investments, sharesAllotted: allotted.sharesAllotted, amountAllotted: allotted.amountAllotted } }
    })
    if (made.allotted && response.ok && response.headers.get('Idempotent-Replayed') !== 'true') await notifyRoundAllotted(req.payload, made.allotted)
    return response
  },
})
