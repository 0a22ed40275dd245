import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { DEFAULT_APPROPRIATENESS_SETS } from '@/domain/compliance/default-appropriateness-tests'
import { PORTAL_STEP_MESSAGE, type TPortalStep } from '@/domain/onboarding/portal-gate'
import { TERMINOLOGY_DEFAULTS } from '@/tenancy/terminology'
import type { Tenant, User } from '@/payload-types'

import { moveServerClock, TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// Issue 13 §1, §2 (decision 030): the first-time journey, step by step, over the real server: every
// step refused out of order with 403 { message, step }, each step recorded in the trail, the 24-hour
// rules passed with the test clock, the appropriateness test scored on the server with spec 4's
// rules, and no correct answer in any response an investor gets.

const DAY = 24 * 3_600_000

let payload: Payload
let demo: Tenant
let fund: Tenant
let angel: Tenant
const investorResponses: TResponse[] = []

/** Every correct-answer marker of the default sets: none may appear in what an investor reads. */
function leaksCorrectAnswers(response: TResponse): boolean {
  return /"correct"\s*:/.test(response.text) || /"marked"/.test(response.text)
}

async function investorClient(tenant: Tenant, slug: string): Promise<{ user: User; client: TestClient }> {
  const user = await createTestUser(payload, tenant, ROLE.user, { slug, journey: false })
  const client = new TestClient(tenant.code)
  await client.login(user.email, TEST_PASSWORD)
  return { user, client }
}

/** A request whose response the leak check reads afterwards. */
async function as(client: TestClient, method: 'GET' | 'POST', path: string, body?: unknown): Promise<TResponse> {
  const response = method === 'GET' ? await client.get(path) : await client.request('POST', path, { body: body ?? {} })
  investorResponses.push(response)
  return response
}


const refusedAt = (response: TResponse, step: TPortalStep) => {
  expect(response.status, response.text).toBe(403)
  expect(response.json<{ step: string; message: string }>()).toEqual({ step, message: PORTAL_STEP_MESSAGE[step] })
}

const trailOf = async (userId: number) =>
  (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: userId } }] }, sort: 'createdAt', limit: 50, depth: 0, overrideAccess: true })).docs
    .map((row) => row.action)
    // The journey's own entries (the account's creation and sign-ins are there too).
    .filter((action) => action.startsWith('journey-') || action.startsWith('appropriateness-test-'))

const answersFor = (kind: keyof typeof DEFAULT_APPROPRIATENESS_SETS, wrong: number) =>
  Object.fromEntries(DEFAULT_APPROPRIATENESS_SETS[kind].questions.map((question, at) => [question.id, at < wrong ? question.options.find((option) => option.id !== question.correct)!.id : question.correct]))

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fund = await tenantByCode(payload, 'fund')
  angel = await tenantByCode(payload, 'angel')
})

afterAll(async () => {
  await moveServerClock('reset')
  await deleteRunUsers(payload)
})

describe('the first-time journey on demo (risk warning on, FCA test)', () => {
  test('every step in order, each refused before its turn, each in the trail', async () => {
    const { user, client } = await investorClient(demo, 'journey-demo')
    const opportunity = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: 2 } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!

    // Nothing done yet: categorisation is due; every later step and every offer door is refused with its name.
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'categorise')
    refusedAt(await as(client, 'POST', '/api/portal-journey/risk-warning', { choice: 'proceed' }), 'categorise')
    refusedAt(await as(client, 'POST', '/api/portal-journey/offers', { choice: 'proceed' }), 'categorise')
    refusedAt(await as(client, 'GET', '/api/fca-compliance-questions'), 'categorise')
    refusedAt(await as(client, 'POST', '/api/fca-compliance-answers', { answers: answersFor('fca-1', 0) }), 'categorise')
    refusedAt(await as(client, 'POST', '/api/investments', { opportunity: opportunity.id, amount: 100_000 }), 'categorise')
    expect((await as(client, 'GET', `/api/investment-opportunities/${opportunity.id}?depth=0`)).status).toBe(403)
    expect((await client.get('/investor/investments', { accept: 'text/html' })).text).toContain('data-step="categorise"')

    // A declaration needs every statement confirmed.
    const partial = await as(client, 'POST', '/api/portal-journey/categorisation', { category: 'restricted', statements: ['past-10'] })
    expect(partial.status).toBe(422)
    const declared = await as(client, 'POST', '/api/portal-journey/categorisation', { category: 'restricted', statements: ['past-10', 'next-10', 'risk'] })
    expect(declared.status, declared.text).toBe(201)
    expect(declared.json<{ categorisation: { status: string } }>().categorisation.status).toBe('approved')

    // The personalised risk warning, with the investor's name.
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'risk-warning')
    const warning = await client.get('/investor/journey', { accept: 'text/html' })
    expect(warning.text).toContain('data-step="risk-warning"')
    // React separates adjacent text with an empty comment in server HTML.
    expect(warning.text.replaceAll('<!-- -->', '')).toContain(`${user.name}, this is a high-risk investment`)
    expect(warning.text).toContain(TERMINOLOGY_DEFAULTS.riskWarningLearnMore)
    const left = await as(client, 'POST', '/api/portal-journey/risk-warning', { choice: 'leave' })
    expect(left.status).toBe(200)
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'risk-warning')
    expect((await as(client, 'POST', '/api/portal-journey/risk-warning', { choice: 'proceed' })).status).toBe(200)
    refusedAt(await as(client, 'POST', '/api/portal-journey/risk-warning', { choice: 'proceed' }), 'cooling-off')

    // The first request to see offers starts the 24 hours; the choice is refused until they pass.
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'cooling-off')
    const stamped = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    expect(stamped.offers_requested_at).toBeTruthy()
    refusedAt(await as(client, 'POST', '/api/portal-journey/offers', { choice: 'proceed' }), 'cooling-off')
    await moveServerClock(DAY - 60_000)
    refusedAt(await as(client, 'POST', '/api/portal-journey/offers', { choice: 'proceed' }), 'cooling-off')
    await moveServerClock(61_000)
    const choice = await client.get('/investor/journey', { accept: 'text/html' })
    expect(choice.text).toContain('data-step="offer-choice"')
    expect(choice.text).toContain('data-testid="journey-proceed"')
    expect(choice.text).toContain('data-testid="journey-leave"')
    expect((await as(client, 'POST', '/api/portal-journey/offers', { choice: 'proceed' })).status).toBe(200)

    // The appropriateness test: FCA family only; questions without correct answers.
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'appropriateness-test')
    expect((await as(client, 'GET', '/api/compliance-questions')).status).toBe(404)
    const questions = await as(client, 'GET', '/api/fca-compliance-questions')
    expect(questions.status, questions.text).toBe(200)
    const view = questions.json<{ tries: number; allowed: number; test: { kind: string; questions: { id: string; options: { id: string }[] }[] } }>()
    expect(view).toMatchObject({ tries: 0, allowed: 9999, test: { kind: 'fca-1' } })
    expect(view.test.questions.map((question) => question.id)).toEqual(DEFAULT_APPROPRIATENESS_SETS['fca-1'].questions.map((question) => question.id))

    const incomplete = await as(client, 'POST', '/api/fca-compliance-answers', { answers: { loss: 'all' } })
    expect(incomplete.status).toBe(422)
    const failed = await as(client, 'POST', '/api/fca-compliance-answers', { answers: answersFor('fca-1', 2) })
    expect(failed.status, failed.text).toBe(201)
    expect(failed.json()).toMatchObject({ passed: false, score: 3, total: 5, tries: 1 })
    expect(failed.json<{ message: string }>().message).toContain(TERMINOLOGY_DEFAULTS.testCooldown)

    // 24-hour cooldown: the count, no questions; answers refused.
    const cooling = await as(client, 'GET', '/api/fca-compliance-questions')
    expect(cooling.json()).toMatchObject({ tries: 1, test: null, message: TERMINOLOGY_DEFAULTS.testCooldown })
    expect((await as(client, 'POST', '/api/fca-compliance-answers', { answers: answersFor('fca-1', 0) })).status).toBe(403)
    expect((await as(client, 'GET', '/api/fca-compliance-score')).json()).toMatchObject({ data: { score: 3, total: 5, passed: false } })

    await moveServerClock(DAY)
    const retake = await as(client, 'GET', '/api/fca-compliance-questions')
    expect(retake.json()).toMatchObject({ tries: 1, test: { kind: 'fca-2' } })
    const bulk = DEFAULT_APPROPRIATENESS_SETS['fca-2'].questions.map((question) => ({ question: question.id, option: question.correct }))
    const passed = await as(client, 'POST', '/api/fca-compliance-bulk-answers', { answers: bulk })
    expect(passed.status, passed.text).toBe(201)
    expect(passed.json()).toMatchObject({ passed: true, score: 5, tries: 2, message: TERMINOLOGY_DEFAULTS.testSuccess })
    expect((await as(client, 'GET', '/api/fca-compliance-successes')).json()).toMatchObject({ passed: true })

    // Through: every door opens.
    expect((await as(client, 'GET', '/api/portal/opportunities')).status).toBe(200)
    expect((await as(client, 'GET', `/api/investment-opportunities/${opportunity.id}?depth=0`)).status).toBe(200)
    const again = await as(client, 'GET', '/api/fca-compliance-questions')
    expect(again.json()).toMatchObject({ applies: false, passed: true, tries: 2 })

    expect(await trailOf(user.id)).toEqual([
      'journey-categorised',
      'journey-risk-warning-left',
      'journey-risk-warning-accepted',
      'journey-offers-requested',
      'journey-offers-proceeded',
      'appropriateness-test-failed',
      'appropriateness-test-passed',
    ])
    const attempts = await payload.find({ collection: 'appropriateness-attempts', where: { investor: { equals: user.id } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    expect(attempts.docs.map((row) => [row.kind, row.score, row.passed])).toEqual([
      ['fca-1', 3, false],
      ['fca-2', 5, true],
    ])
  })

  test('the investor reads neither the sets nor the attempts over REST', async () => {
    const { client } = await investorClient(demo, 'journey-rest')
    for (const path of ['/api/appropriateness-sets?depth=0', '/api/appropriateness-attempts?depth=0', '/api/appropriateness-sets/by-kind/fca-1']) {
      const response = await as(client, 'GET', path)
      expect(response.status, path).toBe(403)
    }
  })
})

describe('the first-time journey on fund (risk warning off, staff approve categorisations, general test with 3 tries)', () => {
  test('pending approval holds the investor; no risk warning step; tries run out after three failures', async () => {
    const { user, client } = await investorClient(fund, 'journey-fund')
    const declared = await as(client, 'POST', '/api/portal-journey/categorisation', { category: 'high-net-worth', statements: ['income-or-assets', 'risk'] })
    expect(declared.json<{ categorisation: { id: number; status: string } }>().categorisation.status).toBe('pending')
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'categorisation-pending')
    refusedAt(await as(client, 'POST', '/api/portal-journey/categorisation', { category: 'restricted', statements: ['past-10', 'next-10', 'risk'] }), 'categorisation-pending')

    const staff = new TestClient('fund')
    await staff.login('superadmin@fund.test')
    const approved = await staff.request('POST', `/api/investor-categorisations/${declared.json<{ categorisation: { id: number } }>().categorisation.id}/approve`, { body: {} })
    expect(approved.status, approved.text).toBe(200)

    // Risk warning off: straight to the cooling-off.
    refusedAt(await as(client, 'GET', '/api/portal/opportunities'), 'cooling-off')
    refusedAt(await as(client, 'POST', '/api/portal-journey/risk-warning', { choice: 'proceed' }), 'cooling-off')
    await moveServerClock(DAY + 1000)
    expect((await as(client, 'POST', '/api/portal-journey/offers', { choice: 'proceed' })).status).toBe(200)

    expect((await as(client, 'GET', '/api/fca-compliance-questions')).status).toBe(404)
    for (const attempt of [1, 2, 3]) {
      const questions = await as(client, 'GET', '/api/compliance-questions')
      expect(questions.json(), `attempt ${attempt}`).toMatchObject({ tries: attempt - 1, allowed: 3, test: { kind: 'appropriateness' } })
      expect((await as(client, 'POST', '/api/compliance-answers', { answers: answersFor('appropriateness', 3) })).json()).toMatchObject({ passed: false, tries: attempt })
      await moveServerClock(DAY + 1000)
    }
    // spec 4: allowed (3) at or below used (3): only the count, no questions, answers refused.
    const spent = await as(client, 'GET', '/api/compliance-questions')
    expect(spent.json()).toMatchObject({ applies: true, tries: 3, allowed: 3, test: null })
    expect((await as(client, 'POST', '/api/compliance-answers', { answers: answersFor('appropriateness', 0) })).status).toBe(403)

    // The staff reset (decision 023) offers every attempt again, cooldown included.
    const reset = await staff.request('POST', `/api/users/${user.id}/reset-appropriateness-test`, { body: {} })
    expect(reset.status, reset.text).toBe(200)
    expect((await as(client, 'GET', '/api/compliance-questions')).json()).toMatchObject({ tries: 0, test: { kind: 'appropriateness' } })
    expect((await as(client, 'POST', '/api/compliance-answers', { answers: answersFor('appropriateness', 1) })).json()).toMatchObject({ passed: true, score: 4 })
    expect((await as(client, 'GET', '/api/portal/opportunities')).status).toBe(200)
  })
})

describe('the question set editors (spec 6 compliance)', () => {
  test.each(ROLE_IDS.filter((role) => role !== ROLE.user))('%s reads and saves by the permission table', async (role: TRoleId) => {
    const staff = new TestClient('angel')
    await staff.login(`${ROLE_SLUG[role]}@angel.test`)
    const read = await staff.get('/api/appropriateness-sets/by-kind/appropriateness')
    expect(read.status).toBe(can(role, 'compliance', 'index') ? 200 : 403)
    const page = await staff.get('/admin/settings/investor/appropriateness-test', { accept: 'text/html' })
    expect(page.status).toBe(can(role, 'compliance', 'index') ? 200 : 403)
    if (!can(role, 'compliance', 'update')) {
      expect((await staff.request('POST', '/api/appropriateness-sets/by-kind/appropriateness', { body: DEFAULT_APPROPRIATENESS_SETS.appropriateness })).status).toBe(403)
    }
  })

  test('a saved set is checked, then what investors are asked', async () => {
    const staff = new TestClient('angel')
    await staff.login('superadmin@angel.test')
    const set = DEFAULT_APPROPRIATENESS_SETS['fca-1']
    const bad = await staff.request('POST', '/api/appropriateness-sets/by-kind/fca-1', { body: { ...set, passMark: 9, questions: [{ ...set.questions[0]!, correct: 'nope' }] } })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['passMark', 'questions.0.correct'])
    expect((await staff.request('POST', '/api/appropriateness-sets/by-kind/unknown', { body: set })).status).toBe(404)
    const mine = { ...set, title: 'Angel check', questions: [{ id: 'one', text: 'Can you lose all your money?', options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'No' }], correct: 'yes' }], passMark: 1 }
    const saved = await staff.request('POST', '/api/appropriateness-sets/by-kind/fca-1', { body: mine })
    expect(saved.status, saved.text).toBe(200)
    expect((await staff.get('/api/appropriateness-sets/by-kind/fca-1')).json()).toMatchObject({ set: { title: 'Angel check', custom: true, questions: [{ correct: 'yes' }] } })

    // Straight to the test for this check: the journey's earlier steps are the other tests'.
    const investor = await createTestUser(payload, angel, ROLE.user, { slug: 'journey-angel', compliance_passed: false })
    const client = new TestClient('angel')
    await client.login(investor.email, TEST_PASSWORD)
    expect((await as(client, 'GET', '/api/portal/opportunities')).json<{ step: string }>().step).toBe('appropriateness-test')
    const asked = await as(client, 'GET', '/api/fca-compliance-questions')
    expect(asked.json()).toMatchObject({ test: { title: 'Angel check', questions: [{ id: 'one', options: [{ id: 'yes' }, { id: 'no' }] }] } })
    await payload.delete({ collection: 'appropriateness-sets', where: { tenant: { equals: angel.id } }, overrideAccess: true })
  })
})

test('no response to an investor carried a correct answer', () => {
  expect(investorResponses.length).toBeGreaterThan(40)
  expect(investorResponses.filter(leaksCorrectAnswers).map((response) => response.text.slice(0, 200))).toEqual([])
})
