import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { investorActor, portalStepError, portalStepFor } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import type { TActivityAction } from '@/domain/records/activity'
import { INVESTOR_CATEGORIES, INVESTOR_CATEGORY_LABEL } from '@/domain/investors/categorisation'
import { CATEGORY_STATEMENTS } from '@/domain/investors/categorisation-statements'
import { coolingOffLeft, portalStepMessage, type TPortalStep } from '@/domain/onboarding/portal-gate'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { json, parseBody } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import { terminologyOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'
import type { Tenant } from '@/payload-types'

// The investor's own steps of the first-time journey (issue 13 §1, decision 030). Each is taken only
// when it is the next step (nextPortalStep through portalStepFor): out of order the answer is 403
// { message, step } naming the step to do. Each change and its trail entry are one transaction,
// timed by the server's clock (src/lib/clock.ts).

type TInvestorContext = { user: TTenantUser; tenant: Tenant; step: TPortalStep | null }

async function investorContext(req: PayloadRequest): Promise<TInvestorContext> {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'investor_portal', 'show')
  const tenant = await tenantById(req.payload, tenantIdOf(user.tenant)!)
  if (!tenant) throw new AppError('not_found')
  return { user, tenant, step: await portalStepFor(req.payload, user, tenant) }
}

/** 403 naming the open step unless it is one of `allowed`; 409 when the journey is already done. */
function requireStep(context: TInvestorContext, allowed: readonly (TPortalStep | null)[]): void {
  if (allowed.includes(context.step)) return
  if (context.step === null) throw new AppError('conflict', 'You have already completed this step.')
  throw portalStepError(context.step, context.tenant)
}

async function stamp(req: PayloadRequest, context: TInvestorContext, column: 'risk_warning_accepted_at' | 'offers_proceeded_at', action: TActivityAction): Promise<string> {
  const at = now().toISOString()
  await inTransaction(req, async () => {
    // Once: a second click (or a second tab) changes nothing and records nothing.
    const rows = await queryInTransaction(req, sql`UPDATE users SET ${sql.raw(column)} = ${at} WHERE id = ${context.user.id} AND ${sql.raw(column)} IS NULL RETURNING id`)
    if (rows.length === 0) throw new AppError('conflict', 'This step was already done.')
    await recordActivity(req.payload, req, { target: { collection: 'users', id: context.user.id }, tenant: context.tenant.id, action, changes: { [column]: { from: null, to: at } }, actor: investorActor(context.user) })
  })
  return at
}

async function recordLeft(req: PayloadRequest, context: TInvestorContext, action: TActivityAction): Promise<Response> {
  await recordActivity(req.payload, req, { target: { collection: 'users', id: context.user.id }, tenant: context.tenant.id, action, actor: investorActor(context.user) })
  return json({ message: 'You chose to leave. You can come back to this step at any time.', redirect: '/investor' })
}

/** GET /api/portal-journey: the investor's next step, its message in the tenant's words and the cooling-off time left. */
export const journeyStateEndpoint = defineEndpoint({
  path: '/portal-journey',
  method: 'get',
  handler: async (req) => {
    const context = await investorContext(req)
    const left = context.step === 'cooling-off' && context.user.offers_requested_at ? coolingOffLeft(context.user, now()) : null
    return json({
      step: context.step,
      message: context.step ? portalStepMessage(context.step, terminologyOf(context.tenant)) : null,
      coolingOffEndsAt: left === null ? null : new Date(now().getTime() + left).toISOString(),
    })
  },
})

const ZDeclaration = z.object({
  category: z.enum(INVESTOR_CATEGORIES, 'Choose which type of investor you are'),
  statements: z.array(z.string().max(60)).max(10).default([]),
})

/** POST /api/portal-journey/categorisation { category, statements: [ids confirmed] }: the investor's declaration (re-attested yearly). */
export const journeyCategorisationEndpoint = defineEndpoint({
  path: '/portal-journey/categorisation',
  method: 'post',
  handler: async (req) => {
    const context = await investorContext(req)
    // A declaration is due at the categorise step; a categorised investor may renew theirs early.
    requireStep(context, ['categorise', 'risk-warning', 'cooling-off', 'offer-choice', 'appropriateness-test', null])
    const body = await parseBody(req, ZDeclaration)
    const statements = CATEGORY_STATEMENTS[body.category]
    const missing = statements.filter((statement) => !body.statements.includes(statement.id))
    if (missing.length > 0) throw new AppError('invalid', 'Confirm every statement of the declaration.', { statements: ['Confirm every statement of the declaration.'] })
    const declaredAt = now().toISOString()
    const row = await inTransaction(req, async () => {
      const created = await req.payload.create({
        collection: 'investor-categorisations',
        data: { investor: context.user.id, category: body.category, answers: statements.map((statement) => ({ question: statement.text, answer: 'Yes' })), declaredAt, source: 'investor', tenant: context.tenant.id } as never,
        overrideAccess: true,
        depth: 0,
        req,
      })
      await recordActivity(req.payload, req, {
        target: { collection: 'users', id: context.user.id },
        tenant: context.tenant.id,
        action: 'journey-categorised',
        changes: { category: { from: null, to: INVESTOR_CATEGORY_LABEL[body.category] }, status: { from: null, to: created.status } },
        actor: investorActor(context.user),
      })
      return created
    })
    const pending = row.status === 'pending'
    return json({ categorisation: { id: row.id, category: row.category, status: row.status, declaredAt: row.declaredAt, expiresAt: row.expiresAt }, message: pending ? portalStepMessage('categorisation-pending', terminologyOf(context.tenant)) : 'Thank you: your declaration is recorded.' }, 201)
  },
})

const ZChoice = z.object({ choice: z.enum(['proceed', 'leave'], 'Choose to proceed or leave') })

/** POST /api/portal-journey/risk-warning { choice }: the personalised risk warning's proceed or leave. */
export const journeyRiskWarningEndpoint = defineEndpoint({
  path: '/portal-journey/risk-warning',
  method: 'post',
  handler: async (req) => {
    const context = await investorContext(req)
    requireStep(context, ['risk-warning'])
    const { choice } = await parseBody(req, ZChoice)
    if (choice === 'leave') return recordLeft(req, context, 'journey-risk-warning-left')
    const at = await stamp(req, context, 'risk_warning_accepted_at', 'journey-risk-warning-accepted')
    return json({ message: 'Thank you for reading the risk warning.', risk_warning_accepted_at: at, redirect: '/investor/investments' })
  },
})

/** POST /api/portal-journey/offers { choice }: after the 24-hour cooling-off, the express choice to proceed or leave. */
export const journeyOffersEndpoint = defineEndpoint({
  path: '/portal-journey/offers',
  method: 'post',
  handler: async (req) => {
    const context = await investorContext(req)
    requireStep(context, ['offer-choice'])
    const { choice } = await parseBody(req, ZChoice)
    if (choice === 'leave') return recordLeft(req, context, 'journey-offers-left')
    const at = await stamp(req, context, 'offers_proceeded_at', 'journey-offers-proceeded')
    return json({ message: 'Thank you.', offers_proceeded_at: at, redirect: '/investor/investments' })
  },
})

export const journeyEndpoints = [journeyStateEndpoint, journeyCategorisationEndpoint, journeyRiskWarningEndpoint, journeyOffersEndpoint]
