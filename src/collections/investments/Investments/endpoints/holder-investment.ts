import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnInvestments } from '@/access/investment-access'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { relationIdOf } from '@/collections/fields/relation-id'
import { numeric, sharesFor, STAFF_INVESTMENT_TYPES, zId, zPositiveMinor } from '@/domain/investments/money-model'
import { zOptionalDate } from '@/domain/values'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody } from '@/lib/http'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { allocationRefusal, fitsAllocation, lockOpportunity } from '../../money/ledger'
import { recordInvestment, type TOpportunityHolder } from '../../money/record-investment'
import { opportunityForStaff } from './shared'

// Staff record an investment held by someone other than an investor (decisions 020, 025): an
// organisation (spec 7 /api/investments/org), an investment method entity (spec 7 /pension: an
// investor's SIPP, SSAS, ISA, company or trust account) or a nominee (/nominee, beyond the spec, the
// same shape). One handler for the three: the body names the holder in its own field, the holder is
// read as the user (the collection's access: tenant, role, switch) and checked to be the tenant's,
// then /api/investments/manual's money code runs: the opportunity's row locked, the room left
// checked (a subsequent investment excepted), the order and its `investment` entry in one
// transaction, an Idempotency-Key honoured. Payments and cancellation are the existing calls.

const ZStaffHolderInvestment = z.object({
  opportunity: zId('Choose an opportunity'),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  /** Whole shares; when left out, the amount at the opportunity's share price (rounded down). */
  shares: numeric(z.number('Enter a whole number of shares').int('Enter a whole number of shares').nonnegative('Enter zero or more shares').max(Number.MAX_SAFE_INTEGER)).optional(),
  type: z.enum(STAFF_INVESTMENT_TYPES, 'Choose manual, private manual or subsequent').default('manual'),
  occurredAt: zOptionalDate,
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})

export const ZOrganisationInvestmentInput = ZStaffHolderInvestment.extend({ organisation: zId('Choose an organisation') })
export const ZPensionInvestmentInput = ZStaffHolderInvestment.extend({ entity: zId('Choose an investment method account') })
export const ZNomineeInvestmentInput = ZStaffHolderInvestment.extend({ nominee: zId('Choose a nominee') })

type TStaffHolderInput = z.infer<typeof ZStaffHolderInvestment>

/** A refusal on the body's holder field (422), as the forms show it. */
const notTheTenants = (field: string, message: string) => invalid({ [field]: [message] }, `${message}.`)

async function recordHolderInvestment<TInput extends TStaffHolderInput>(
  req: PayloadRequest,
  route: string,
  schema: z.ZodType<TInput>,
  holderOf: (req: PayloadRequest, user: TTenantUser, tenantId: number, input: TInput) => Promise<TOpportunityHolder>,
): Promise<Response> {
  const user = requireTenantUser(req.user)
  // The holder's record is read (spec 6 investors show: organisations, methods and nominees follow that row).
  requirePermission(user, 'investors', 'show')
  const input = await parseBody(req, schema)
  const tenantId = tenantIdOf(user.tenant)!
  await opportunityForStaff(req, user, input.opportunity, 'record')
  const holder = await holderOf(req, user, tenantId, input)
  return idempotentMoneyWrite(req, user, route, input, async () => {
    const opportunity = await lockOpportunity(req, input.opportunity, tenantId)
    if (!opportunity || !mayOnInvestments(user.role_id, opportunity.stage, 'record')) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it to see what it can take.')
    if (input.type !== 'subsequent' && !fitsAllocation(opportunity, input.amount)) throw allocationRefusal(opportunity)
    const answer = await recordInvestment(req, {
      opportunity,
      holder,
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

/**
 * POST /api/investments/org { opportunity, organisation, amount, shares?, type?, occurredAt?, note? }
 * (decision 020): an organisation of the tenant holds it. 201 { investment, entry }.
 */
export const organisationInvestmentEndpoint = defineEndpoint({
  path: '/org',
  method: 'post',
  handler: (req) =>
    recordHolderInvestment(req, 'org', ZOrganisationInvestmentInput, async (req, user, tenantId, input) => {
      const organisation = await req.payload.findByID({ collection: 'organisations', id: input.organisation, depth: 0, user, overrideAccess: false, disableErrors: true, select: { tenant: true } })
      if (!organisation || tenantIdOf(organisation.tenant as number) !== tenantId) throw notTheTenants('organisation', 'Choose an organisation of this tenant')
      return { kind: 'organisation', id: organisation.id }
    }),
})

/**
 * POST /api/investments/pension { opportunity, entity, amount, shares?, type?, occurredAt?, note? }
 * (spec 7 /pension, decision 025): an active investment method entity of the tenant holds it (an
 * investor's account in a SIPP or SSAS, the case the spec names, or in an ISA, company or trust:
 * the same shape). An entity still opening or closed is refused. 201 { investment, entry }.
 */
export const pensionInvestmentEndpoint = defineEndpoint({
  path: '/pension',
  method: 'post',
  handler: (req) =>
    recordHolderInvestment(req, 'pension', ZPensionInvestmentInput, async (req, user, tenantId, input) => {
      const entity = await req.payload.findByID({ collection: 'investment-method-entities', id: input.entity, depth: 0, user, overrideAccess: false, disableErrors: true, select: { tenant: true, status: true, method: true } })
      if (!entity || tenantIdOf(entity.tenant as number) !== tenantId || relationIdOf(entity.method) === null) throw notTheTenants('entity', 'Choose an investment method account of this tenant')
      if (entity.status !== 'active') throw notTheTenants('entity', entity.status === 'closed' ? 'This account is closed: it cannot take new investments' : 'This account is still opening: mark it active once the provider has opened it')
      return { kind: 'method_entity', id: entity.id }
    }),
})

/**
 * POST /api/investments/nominee { opportunity, nominee, amount, shares?, type?, occurredAt?, note? }
 * (decision 025): a nominee of the tenant holds it in its name. Only while the tenant's
 * nominee_enabled is on (a 404 otherwise, as its screens). 201 { investment, entry }.
 */
export const nomineeInvestmentEndpoint = defineEndpoint({
  path: '/nominee',
  method: 'post',
  handler: (req) =>
    recordHolderInvestment(req, 'nominee', ZNomineeInvestmentInput, async (req, user, tenantId, input) => {
      const tenant = await tenantById(req.payload, tenantId)
      if (!tenant || !featuresOf(tenant).nominee_enabled) throw new AppError('not_found')
      const nominee = await req.payload.findByID({ collection: 'nominees', id: input.nominee, depth: 0, user, overrideAccess: false, disableErrors: true, select: { tenant: true } })
      if (!nominee || tenantIdOf(nominee.tenant as number) !== tenantId) throw notTheTenants('nominee', 'Choose a nominee of this tenant')
      return { kind: 'nominee', id: nominee.id }
    }),
})
