import { tenantIdOf } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { sharesFor, ZCreateInvestmentInput } from '@/domain/investments/money-model'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepError, portalStepFor } from '@/collections/people/Users/portal-journey'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { tenantById } from '@/tenancy/resolve-tenant'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { allocationRefusal, fitsAllocation, lockOpportunity } from '../../money/ledger'
import { recordInvestment } from '../../money/record-investment'
import { readableOpportunity } from './shared'

/**
 * POST /api/investments { opportunity, amount, reserve? } (spec 7): an investor invests in, or
 * with `reserve` reserves an allocation of (spec 4), an opportunity the portal shows them. The
 * investment starts awaiting payment (or reserved), with its `investment` ledger entry; the
 * opportunity's row is locked while the room left is checked (issue 10 §10). Idempotency-Key
 * honoured. Answers 201 { investment, entry }.
 */
export const createInvestmentEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    if (!mayInvestInPortal(user.role_id)) throw new AppError('forbidden', 'Investors invest through the portal; staff record investments with POST /api/investments/manual.')
    const tenantId = tenantIdOf(user.tenant)!
    // Before the transaction: the tenant lookup may need a connection of its own (cached otherwise).
    const tenant = await tenantById(req.payload, tenantId)
    const step = await portalStepFor(req.payload, user, tenant)
    if (step) throw portalStepError(step, tenant)
    const input = await parseBody(req, ZCreateInvestmentInput)
    // Read as the investor: an opportunity the portal does not show them does not exist for them.
    if (!(await readableOpportunity(req, user, input.opportunity))) throw new AppError('not_found', 'This opportunity is not open to you.')
    return idempotentMoneyWrite(req, user, 'invest', input, async () => {
      const opportunity = await lockOpportunity(req, input.opportunity, tenantId)
      if (!opportunity || !(INVESTOR_VISIBLE_STAGES as number[]).includes(opportunity.stage)) throw new AppError('conflict', 'This opportunity is no longer open for investment.')
      if (opportunity.minimumInvestment !== null && BigInt(input.amount) < BigInt(opportunity.minimumInvestment.split('.')[0]!)) {
        const message = `The minimum investment is ${formatMoney(Number(opportunity.minimumInvestment), opportunity.currency)}.`
        throw invalid({ amount: [message] }, message)
      }
      if (!fitsAllocation(opportunity, input.amount)) throw allocationRefusal(opportunity)
      const answer = await recordInvestment(req, {
        opportunity,
        holder: { kind: 'investor', id: user.id },
        amount: input.amount,
        shares: sharesFor(input.amount, opportunity.sharePrice === null ? null : Number(opportunity.sharePrice)),
        status: input.reserve ? 'reserved' : 'awaiting_payment',
        type: 'standard',
        occurredAt: new Date().toISOString(),
        createdBy: user.id,
        tenant: tenantId,
      })
      return { status: 201, body: answer }
    })
  },
})
