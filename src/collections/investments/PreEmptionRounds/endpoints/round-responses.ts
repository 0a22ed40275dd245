import { tenantIdOf } from '@/access/current-user'
import { mayOnRoundSubject } from '@/access/pre-emption-access'
import { requireTenantUser } from '@/access/require-user'
import { ZStaffResponseInput } from '@/domain/investments/pre-emption'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { roundResponses, roundSummary, roundTotals } from '../../pre-emption/figures'
import { fundsEnabledFor } from '../../money/money-access'
import { lockRoundForStaff, recordResponse } from '../../pre-emption/rounds'

/**
 * GET /api/pre-emption-rounds/{id}/responses: the round's table (every holder's holding,
 * entitlement, code and shares with their amounts) and its totals per code and overall, all
 * PostgreSQL's. For staff who may open the opportunity's (or the company's) pre-emption tab; 404 otherwise.
 */
export const roundTableEndpoint = defineEndpoint({
  path: '/:id/responses',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const tenantId = tenantIdOf(user.tenant)!
    const round = await roundSummary(req.payload, id, tenantId)
    const subject = round?.subjectKind === 'company' ? ({ kind: 'company' } as const) : ({ kind: 'opportunity', stage: round?.stage } as const)
    if (!round || !mayOnRoundSubject(user.role_id, subject, 'view')) throw new AppError('not_found')
    if (round.subjectKind === 'company' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
    const [responses, totals] = await Promise.all([roundResponses(req.payload, id, tenantId), roundTotals(req.payload, id, tenantId)])
    return json({ round, responses, totals })
  },
})

/**
 * POST /api/pre-emption-rounds/{id}/responses { holderKind?, holder, code, shares?, note? }: staff record
 * a holder's response (spec 4 codes; shares by the rules of settleResponse). `holderKind` investor
 * (the default), organisation, method_entity or nominee (an opportunity's round: the holder's id in
 * its kind's table), fund or tenant (a company's round: the fund's id, the tenant's own id for the
 * firm); a holder without a response in the round (another tenant's included) is a 422 on `holder`.
 * Needs update on investment_opportunity_existing (funds_opportunity for a company's round). The round's row is locked, so a response and a close never
 * cross; a closed round refuses (409), bad codes and shares are 422s naming the field, and nothing
 * is written. The investor's own call (the portal, my-response) is the same recordResponse, for
 * themselves or a holder they act for. Idempotency-Key honoured. 200 { response }.
 */
export const recordResponseEndpoint = defineEndpoint({
  path: '/:id/responses',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZStaffResponseInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `pre-emption-response:${id}`, input, async () => {
      const round = await lockRoundForStaff(req, user, id, tenantId, 'record')
      const answer = await recordResponse(req, round, { holder: input.holder, holderKind: input.holderKind, choice: { code: input.code, shares: input.shares, note: input.note }, responder: { kind: 'staff', userId: user.id } })
      return { status: 200, body: answer }
    })
  },
})
