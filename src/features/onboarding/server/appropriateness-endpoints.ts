import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { appropriatenessPlanFor, appropriatenessSetFor } from '@/collections/compliance/AppropriatenessSets/appropriateness-sets'
import { investorActor, portalStepError, portalStepFor } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { APPROPRIATENESS_FAMILIES, kindFor, scoreAttempt, type TAppropriatenessFamily } from '@/domain/compliance/appropriateness'
import { answersSchema } from '@/domain/compliance/appropriateness-body'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { fieldErrorsOf, json, readBody } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { tenantById } from '@/tenancy/resolve-tenant'
import type { Tenant } from '@/payload-types'

import { appropriatenessView, NO_TRIES_LEFT, tenantFamily } from './appropriateness-view'

// spec 7 "Compliance": /api/compliance-* (the general test) and /api/fca-compliance-* (the FCA
// variants), for the investor (decision 030). Questions come with their options and never the
// correct answers; answers are scored here and stored as an attempt (append-only) with the user's
// tries and passed flag, in one transaction with the trail entry. A tenant's investors take one
// family (risk_warning_enabled: FCA); the other family's calls are a 404 for them.

type TContext = { user: TTenantUser; tenant: Tenant }

async function investorOf(req: PayloadRequest, family: TAppropriatenessFamily): Promise<TContext> {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'investor_portal', 'show')
  const tenant = await tenantById(req.payload, tenantIdOf(user.tenant)!)
  if (!tenant || tenantFamily(tenant) !== family) throw new AppError('not_found', 'This test is not used here.')
  return { user, tenant }
}

/** The test is the journey's last step: any earlier open step is refused with its name. */
async function requireTestStep(req: PayloadRequest, context: TContext): Promise<void> {
  const step = await portalStepFor(req.payload, context.user, context.tenant)
  if (step !== null && step !== 'appropriateness-test') throw portalStepError(step, context.tenant)
}

const questionsEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({
    path: `/${family}-questions`,
    method: 'get',
    handler: async (req) => {
      const context = await investorOf(req, family)
      await requireTestStep(req, context)
      return json(await appropriatenessView(req.payload, context.tenant, context.user.id), 200, { 'Cache-Control': 'private, no-store' })
    },
  })

/** The options of the questions due, per question (the same as the questions' own; no correct answers). */
const optionsEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({
    path: `/${family}-options`,
    method: 'get',
    handler: async (req) => {
      const context = await investorOf(req, family)
      await requireTestStep(req, context)
      const view = await appropriatenessView(req.payload, context.tenant, context.user.id)
      const options = view.applies && view.test ? view.test.questions.map((question) => ({ question: question.id, options: question.options })) : []
      return json({ data: options }, 200, { 'Cache-Control': 'private, no-store' })
    },
  })

type TLockedUser = { tries: number; passed: boolean }

/** Scores one attempt; `answers` is { questionId: optionId }. */
async function answer(req: PayloadRequest, family: TAppropriatenessFamily, answers: unknown): Promise<Response> {
  const context = await investorOf(req, family)
  await requireTestStep(req, context)
  const plan = await appropriatenessPlanFor(req.payload, context.tenant, context.user.id)
  const terminology = terminologyOf(context.tenant)
  if (!plan.applies) throw new AppError('conflict', plan.reason === 'passed' ? term(terminology, 'testSuccess') : 'The appropriateness test is not used here.')
  if (!plan.questions) throw new AppError('forbidden', plan.cooldownUntil ? term(terminology, 'testCooldown') : NO_TRIES_LEFT, undefined, {}, { cooldownUntil: plan.cooldownUntil, tries: plan.used, allowed: plan.allowed })
  const set = await appropriatenessSetFor(req.payload, context.tenant.id, kindFor(plan.family, plan.used))
  const parsed = answersSchema(set).safeParse({ answers })
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
  const result = scoreAttempt(set, parsed.data.answers)
  const at = now().toISOString()
  const tries = await inTransaction(req, async () => {
    const [locked] = await queryInTransaction<TLockedUser>(req, sql`SELECT coalesce(compliance_tries, 0)::int AS tries, coalesce(compliance_passed, false) AS passed FROM users WHERE id = ${context.user.id} FOR UPDATE`)
    // Another tab answered meanwhile: its attempt counted; this form was drawn for the one before.
    if (!locked || locked.tries !== plan.used || locked.passed) throw new AppError('conflict', 'Your test was answered in another window meanwhile: reload to see the result.')
    await req.payload.create({
      collection: 'appropriateness-attempts',
      data: { investor: context.user.id, kind: set.kind, answers: result.marked, score: result.score, total: result.total, passMark: set.passMark, passed: result.passed, tenant: context.tenant.id, createdAt: at },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queryInTransaction(req, sql`UPDATE users SET compliance_tries = ${locked.tries + 1}, compliance_passed = ${result.passed} WHERE id = ${context.user.id}`)
    await recordActivity(req.payload, req, {
      target: { collection: 'users', id: context.user.id },
      tenant: context.tenant.id,
      action: result.passed ? 'appropriateness-test-passed' : 'appropriateness-test-failed',
      changes: { score: { from: null, to: `${result.score} of ${result.total} (pass mark ${set.passMark})` }, attempt: { from: null, to: String(locked.tries + 1) } },
      actor: investorActor(context.user),
    })
    return locked.tries + 1
  })
  const message = result.passed ? term(terminology, 'testSuccess') : `${term(terminology, 'testFail')} ${term(terminology, 'testCooldown')}`
  return json({ passed: result.passed, score: result.score, total: result.total, passMark: set.passMark, tries, message }, 201)
}

/** POST /api/{family}-answers { answers: { questionId: optionId } }: one whole attempt. */
const answersEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({ path: `/${family}-answers`, method: 'post', handler: async (req) => answer(req, family, (await readBody(req)).answers) })

const ZBulk = z.object({ answers: z.array(z.object({ question: z.string().max(60), option: z.string().max(60) }), 'Give the answers').max(40) })

/** POST /api/{family}-bulk-answers { answers: [{ question, option }] }: the same attempt as a list. */
const bulkAnswersEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({
    path: `/${family}-bulk-answers`,
    method: 'post',
    handler: async (req) => {
      const parsed = ZBulk.safeParse(await readBody(req))
      if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
      return answer(req, family, Object.fromEntries(parsed.data.answers.map((row) => [row.question, row.option])))
    },
  })

type TAttemptRow = { score: number; total: number; pass_mark: number; passed: boolean; created_at: Date }

async function latestAttempt(req: PayloadRequest, investorId: number, passedOnly: boolean): Promise<TAttemptRow | null> {
  const { rows } = await req.payload.db.pool.query<TAttemptRow>(
    `SELECT score::int AS score, total::int AS total, pass_mark::int AS pass_mark, passed, created_at FROM appropriateness_attempts
     WHERE investor_id = $1 AND ($2::boolean IS FALSE OR passed) ORDER BY created_at DESC, id DESC LIMIT 1`,
    [investorId, passedOnly],
  )
  return rows[0] ?? null
}

/** GET /api/{family}-score: the investor's latest attempt (score, total, pass mark, outcome, when), or null. */
const scoreEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({
    path: `/${family}-score`,
    method: 'get',
    handler: async (req) => {
      const context = await investorOf(req, family)
      const row = await latestAttempt(req, context.user.id, false)
      return json({ data: row && { score: row.score, total: row.total, passMark: row.pass_mark, passed: row.passed, at: new Date(row.created_at).toISOString() }, tries: context.user.compliance_tries ?? 0 })
    },
  })

/** GET /api/{family}-successes: whether the investor passed, and when. */
const successesEndpoint = (family: TAppropriatenessFamily) =>
  defineEndpoint({
    path: `/${family}-successes`,
    method: 'get',
    handler: async (req) => {
      const context = await investorOf(req, family)
      const row = context.user.compliance_passed ? await latestAttempt(req, context.user.id, true) : null
      return json({ passed: !!context.user.compliance_passed, passedAt: row ? new Date(row.created_at).toISOString() : null })
    },
  })

export const appropriatenessEndpoints = APPROPRIATENESS_FAMILIES.flatMap((family) => [
  questionsEndpoint(family),
  optionsEndpoint(family),
  answersEndpoint(family),
  bulkAnswersEndpoint(family),
  scoreEndpoint(family),
  successesEndpoint(family),
])
