import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { mayOnInvestments } from '@/access/investment-access'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { idempotentMoneyWrite } from '@/collections/investments/IdempotencyKeys/idempotency'
import { opportunityForStaff } from '@/collections/investments/Investments/endpoints/shared'
import { allocationRefusal, fitsAllocation, lockOpportunity } from '@/collections/investments/money/ledger'
import { recordInvestment } from '@/collections/investments/money/record-investment'
import { numeric, sharesFor, STAFF_INVESTMENT_TYPES, zId, zPositiveMinor } from '@/domain/investments/money-model'
import { zOptionalDate } from '@/domain/values'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody } from '@/lib/http'

/** POST /api/investments/org: staff record an investment held by an organisation of the tenant (decision 020). */
export const ZOrganisationInvestmentInput = z.object({
  opportunity: zId('Choose an opportunity'),
  organisation: zId('Choose an organisation'),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  /** Whole shares; when left out, the amount at the opportunity's share price (rounded down). */
  shares: numeric(z.number('Enter a whole number of shares').int('Enter a whole number of shares').nonnegative('Enter zero or more shares').max(Number.MAX_SAFE_INTEGER)).optional(),
  type: z.enum(STAFF_INVESTMENT_TYPES, 'Choose manual, private manual or subsequent').default('manual'),
  occurredAt: zOptionalDate,
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})

/**
 * POST /api/investments/org { opportunity, organisation, amount, shares?, type?, occurredAt?, note? }
 * (spec 7 /api/investments/org, decision 020): staff record an investment whose holder is an
 * organisation of the tenant (holder kind `organisation`), through the same money code as
 * /api/investments/manual: the opportunity's row locked, the room left checked (a subsequent
 * investment excepted), the order and its `investment` ledger entry in one transaction, an
 * Idempotency-Key honoured. Needs update on the opportunity's resource at its stage and investors
 * show (the organisation's record). 201 { investment, entry }.
 */
export const organisationInvestmentEndpoint = defineEndpoint({
  path: '/org',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'show')
    const input = await parseBody(req, ZOrganisationInvestmentInput)
    const tenantId = tenantIdOf(user.tenant)!
    await opportunityForStaff(req, user, input.opportunity, 'record')
    const organisation = await req.payload.findByID({ collection: 'organisations', id: input.organisation, depth: 0, user, overrideAccess: false, disableErrors: true, select: { name: true, tenant: true } })
    if (!organisation || tenantIdOf(organisation.tenant as number) !== tenantId) throw new AppError('invalid', 'Choose an organisation of this tenant.', { organisation: ['Choose an organisation of this tenant'] })
    return idempotentMoneyWrite(req, user, 'org', input, async () => {
      const opportunity = await lockOpportunity(req, input.opportunity, tenantId)
      if (!opportunity || !mayOnInvestments(user.role_id, opportunity.stage, 'record')) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it to see what it can take.')
      if (input.type !== 'subsequent' && !fitsAllocation(opportunity, input.amount)) throw allocationRefusal(opportunity)
      const answer = await recordInvestment(req, {
        opportunity,
        holder: null,
        holderOrganisation: organisation.id,
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
  },
})
