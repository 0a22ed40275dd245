import { tenantIdOf } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { sharesFor, ZCreateInvestmentInput } from '@/domain/investments/money-model'
import { amountStepRefusal, parseHolderKey } from '@/domain/investments/portal-investing'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepError, portalStepFor } from '@/collections/people/Users/portal-journey'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { allocationRefusal, fitsAllocation, lockOpportunity } from '../../money/ledger'
import { recordInvestment } from '../../money/record-investment'
import { portalHolderOf, toOpportunityHolder } from '../../money/portal-holders'
import { requireTermsAcceptance } from '../../money/terms-acceptance'
import { readableOpportunity } from './shared'

const NOT_YOUR_HOLDER = 'Choose yourself, an organisation you sign for, an investment account you lead or a nominee of this organisation.'
const NO_SUCH_RELIEF = 'Choose a tax relief this opportunity offers.'

/**
 * POST /api/investments { opportunity, amount, reserve?, holder?, taxRelief? } (spec 7): an investor invests in, or
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
    const readable = await readableOpportunity(req, user, input.opportunity)
    if (!readable) throw new AppError('not_found', 'This opportunity is not open to you.')
    // Who invests (decision 031): only a holder the investor really has, read from the database now.
    const holder = await portalHolderOf(req.payload, user, tenant!, parseHolderKey(input.holder)!)
    if (!holder) throw invalid({ holder: [NOT_YOUR_HOLDER] }, NOT_YOUR_HOLDER)
    if (input.taxRelief !== undefined && !(featuresOf(tenant!).tax_enabled && (readable.taxOptions ?? []).includes(input.taxRelief))) throw invalid({ taxRelief: [NO_SUCH_RELIEF] }, NO_SUCH_RELIEF)
    // investment_terms_enabled (decision 043): the opportunity's terms accepted, in the version in force.
    const termsAcceptance = await requireTermsAcceptance(req, tenant!, input)
    return idempotentMoneyWrite(req, user, 'invest', input, async () => {
      const opportunity = await lockOpportunity(req, input.opportunity, tenantId)
      if (!opportunity || !(INVESTOR_VISIBLE_STAGES as number[]).includes(opportunity.stage)) throw new AppError('conflict', 'This opportunity is no longer open for investment.')
      if (opportunity.minimumInvestment !== null && BigInt(input.amount) < BigInt(opportunity.minimumInvestment.split('.')[0]!)) {
        const message = `The minimum investment is ${formatMoney(Number(opportunity.minimumInvestment), opportunity.currency)}.`
        throw invalid({ amount: [message] }, message)
      }
      // The step (decision 040): whole shares at the share price (a whole unit of the currency without one), so no money is left over.
      const offStep = amountStepRefusal(input.amount, opportunity.sharePrice === null ? null : Number(opportunity.sharePrice), opportunity.currency)
      if (offStep) throw invalid({ amount: [offStep] }, offStep)
      if (!fitsAllocation(opportunity, input.amount)) throw allocationRefusal(opportunity)
      const answer = await recordInvestment(req, {
        opportunity,
        holder: toOpportunityHolder(holder),
        amount: input.amount,
        shares: sharesFor(input.amount, opportunity.sharePrice === null ? null : Number(opportunity.sharePrice)),
        status: input.reserve ? 'reserved' : 'awaiting_payment',
        type: 'standard',
        occurredAt: new Date().toISOString(),
        createdBy: user.id,
        tenant: tenantId,
        taxRelief: input.taxRelief ?? null,
        termsAcceptance,
      })
      // hide_payment_reference (spec 3): the investor is not told the reference, in the page or the JSON (decision 031).
      if (featuresOf(tenant!).hide_payment_reference) return { status: 201, body: { ...answer, investment: { ...answer.investment, paymentReference: null } } }
      return { status: 201, body: answer }
    })
  },
})
