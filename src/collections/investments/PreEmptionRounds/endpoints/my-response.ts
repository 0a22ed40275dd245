import { INVESTOR_PRE_EMPTION_CODES } from '@/domain/investments/portal-investing'
import { ZMyResponseInput } from '@/domain/investments/pre-emption'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { featuresOf } from '@/tenancy/branding'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { HOLDER_ID } from '../../money/holder-sql'
import { portalHolderCondition } from '../../money/portal-holders'
import { requirePortalInvestor } from '../../money/portal-investor'
import { lockRound, recordResponse } from '../../pre-emption/rounds'

const INVESTOR_CODE_MESSAGE = 'Choose maintain, increase, decrease or don’t take.'

/**
 * POST /api/pre-emption-rounds/{id}/my-response { holderKind?, holder?, code, shares?, note? } (issue
 * 13 §3, decisions 015, 031): the investor answers, in the portal, past the portal gate, for a holder
 * they act for as a cash-call line reaches them (decision 014): themselves (`holderKind` left out),
 * an organisation they are a director or authorised signatory of (`organisation` + its id), an
 * investment-method account they lead (`method_entity` + its id). A nominee's answer is staff's. The
 * round is on an opportunity, or on a company (while the tenant's funds area is on, as the company's
 * round is for staff; 404 otherwise).
 * The round's row is locked; recordResponse applies spec 4's rules and refuses after the deadline
 * (409) or once closed (409). Investors choose maintain, increase, decrease or don't take (codes 2,
 * 3, 6, 1); "not applicable" and "awaiting" are staff's. A round of another tenant, or one without a
 * response of a holder the investor acts for, is a 404 and nothing is written. Idempotency-Key
 * honoured. 200 { response }.
 */
export const myResponseEndpoint = defineEndpoint({
  path: '/:id/my-response',
  method: 'post',
  handler: async (req) => {
    const { user, tenant, tenantId } = await requirePortalInvestor(req, 'Staff record a holder’s response with POST /api/pre-emption-rounds/{id}/responses.')
    const id = routeRowId(req)
    const input = await parseBody(req, ZMyResponseInput)
    if (!(INVESTOR_PRE_EMPTION_CODES as readonly number[]).includes(input.code)) throw invalid({ code: [INVESTOR_CODE_MESSAGE] }, INVESTOR_CODE_MESSAGE)
    const holder = input.holderKind === 'investor' ? user.id : input.holder!
    // Before the transaction (another connection): the holder's response in this round of the tenant, when the investor acts for that holder, or a 404.
    const { rows } = await req.payload.db.pool.query<{ subject_kind: string }>(
      `SELECT r.subject_kind::text AS subject_kind FROM pre_emption_responses p JOIN pre_emption_rounds r ON r.id = p.round_id AND r.tenant_id = p.tenant_id
        WHERE p.round_id = $1 AND p.tenant_id = $3 AND p.holder_kind::text = $4 AND ${HOLDER_ID('p')} = $5 AND ${portalHolderCondition('p', '$2')}`,
      [id, user.id, tenantId, input.holderKind, holder],
    )
    const held = rows[0]
    if (!held || (held.subject_kind === 'company' && !featuresOf(tenant).funds_enabled)) throw new AppError('not_found')
    return idempotentMoneyWrite(req, user, `pre-emption-my-response:${id}`, input, async () => {
      const round = await lockRound(req, id, tenantId)
      if (!round) throw new AppError('not_found')
      const answer = await recordResponse(req, round, { holder, holderKind: input.holderKind, choice: { code: input.code, shares: input.shares, note: input.note }, responder: { kind: 'investor', userId: user.id } })
      return { status: 200, body: answer }
    })
  },
})
