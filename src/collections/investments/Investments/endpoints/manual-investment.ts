import type { PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { mayOnInvestments } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { sharesFor, ZManualInvestmentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody } from '@/lib/http'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { allocationRefusal, fitsAllocation, lockOpportunity } from '../../money/ledger'
import { recordInvestment } from '../../money/record-investment'
import { investorOfTenant, opportunityForStaff } from './shared'

/**
 * POST /api/investments/manual { opportunity, holder | holderEmail, amount, shares?, type?, occurredAt?, note? }
 * (spec 3 "manual, private_manual", spec 7 /manual and /subsequent): staff record an investment an
 * investor made outside the portal. Needs update on the opportunity's resource at its stage
 * (src/access/investment-access.ts). Manual and private manual investments must fit the room left
 * (the row is locked, as for investors); a subsequent investment (a follow-on round) is beyond the
 * original target. Starts awaiting payment. Idempotency-Key honoured. 201 { investment, entry }.
 */
async function recordStaffInvestment(req: PayloadRequest, route: 'manual' | 'subsequent'): Promise<Response> {
  const user = requireTenantUser(req.user)
  const parsed = await parseBody(req, ZManualInvestmentInput)
  const input = route === 'subsequent' ? { ...parsed, type: 'subsequent' as const } : parsed
  const tenantId = tenantIdOf(user.tenant)!
  await opportunityForStaff(req, user, input.opportunity, 'record')
  const holder = await investorOfTenant(req, tenantId, input)
  return idempotentMoneyWrite(req, user, route, input, async () => {
    const opportunity = await lockOpportunity(req, input.opportunity, tenantId)
    // Its stage as of now, under the lock: a move since the check above is judged here.
    if (!opportunity || !mayOnInvestments(user.role_id, opportunity.stage, 'record')) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it to see what it can take.')
    if (input.type !== 'subsequent' && !fitsAllocation(opportunity, input.amount)) throw allocationRefusal(opportunity)
    const answer = await recordInvestment(req, {
      opportunity,
      holder: { kind: 'investor', id: holder.id },
      amount: input.amount,
      shares: input.shares ?? sharesFor(input.amount, opportunity.sharePrice === null ? null : Number(opportunity.sharePrice)),
      status: 'awaiting_payment',
      type: input.type,
      occurredAt: input.occurredAt ? new Date(input.occurredAt).toISOString() : new Date().toISOString(),
      createdBy: user.id,
      tenant: tenantId,
      note: input.note ?? null,
    })
    return { status: 201, body: answer }
  })
}

export const manualInvestmentEndpoint = defineEndpoint({ path: '/manual', method: 'post', handler: (req) => recordStaffInvestment(req, 'manual') })

/**
 * POST /api/investments/subsequent (spec 7): the same record as /manual for a follow-on round, its
 * type always `subsequent` whatever the body says (beyond the original target, awaiting payment).
 */
export const subsequentInvestmentEndpoint = defineEndpoint({ path: '/subsequent', method: 'post', handler: (req) => recordStaffInvestment(req, 'subsequent') })
