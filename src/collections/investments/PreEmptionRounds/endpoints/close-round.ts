import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { ZCloseRoundInput } from '@/domain/investments/pre-emption'
import { defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { closeRound, lockRoundForStaff } from '../../pre-emption/rounds'

/**
 * POST /api/pre-emption-rounds/{id}/close { confirmEarly? }: staff close a round; its responses are
 * read-only from then on. Before the deadline it needs `confirmEarly: true` (409 naming the
 * deadline otherwise). Needs update on investment_opportunity_existing (funds_opportunity for a company's round). A closed round is not
 * closed again (409). Idempotency-Key honoured. 200 { round, sharesTaken, amountTaken, awaiting }.
 */
export const closeRoundEndpoint = defineEndpoint({
  path: '/:id/close',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZCloseRoundInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `pre-emption-close:${id}`, input, async () => {
      const round = await lockRoundForStaff(req, user, id, tenantId, 'close')
      return { status: 200, body: await closeRound(req, round, user, input.confirmEarly === true) }
    })
  },
})
