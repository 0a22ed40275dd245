import { INVESTOR_PRE_EMPTION_CODES } from '@/domain/investments/portal-investing'
import { ZResponseChoice } from '@/domain/investments/pre-emption'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, rowIdOf } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { requirePortalInvestor } from '../../money/portal-investor'
import { lockRound, recordResponse } from '../../pre-emption/rounds'

const INVESTOR_CODE_MESSAGE = 'Choose maintain, increase, decrease or don’t take.'

/**
 * POST /api/pre-emption-rounds/{id}/my-response { code, shares?, note? } (issue 13 §3, decisions 015,
 * 031): the investor answers a round they hold a response in, in the portal, past the portal gate.
 * The round's row is locked; recordResponse applies spec 4's rules and refuses after the deadline
 * (409) or once closed (409). Investors choose maintain, increase, decrease or don't take (codes 2,
 * 3, 6, 1); "not applicable" and "awaiting" are staff's. A round of another tenant, or one the
 * investor holds no response in, is a 404. Idempotency-Key honoured. 200 { response }.
 */
export const myResponseEndpoint = defineEndpoint({
  path: '/:id/my-response',
  method: 'post',
  handler: async (req) => {
    const { user, tenantId } = await requirePortalInvestor(req, 'Staff record a holder’s response with POST /api/pre-emption-rounds/{id}/responses.')
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const input = await parseBody(req, ZResponseChoice)
    if (!(INVESTOR_PRE_EMPTION_CODES as readonly number[]).includes(input.code)) throw invalid({ code: [INVESTOR_CODE_MESSAGE] }, INVESTOR_CODE_MESSAGE)
    // Before the transaction (another connection): the investor's response in this round of their tenant, or a 404.
    const { rows } = await req.payload.db.pool.query(`SELECT 1 FROM pre_emption_responses WHERE round_id = $1 AND holder_kind = 'investor' AND holder_id = $2 AND tenant_id = $3`, [id, user.id, tenantId])
    if (rows.length === 0) throw new AppError('not_found')
    return idempotentMoneyWrite(req, user, `pre-emption-my-response:${id}`, input, async () => {
      const round = await lockRound(req, id, tenantId)
      if (!round) throw new AppError('not_found')
      const answer = await recordResponse(req, round, { holder: user.id, choice: { code: input.code, shares: input.shares, note: input.note }, responder: { kind: 'investor', userId: user.id } })
      return { status: 200, body: answer }
    })
  },
})
