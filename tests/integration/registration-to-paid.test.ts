import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { appropriatenessSetFor } from '@/collections/compliance/AppropriatenessSets/appropriateness-sets'
import { investmentTermsOf } from '@/collections/investments/money/terms-acceptance'
import type { TAppropriatenessKind } from '@/domain/compliance/appropriateness'
import { amountStep } from '@/domain/investments/portal-investing'
import { CATEGORY_STATEMENTS } from '@/domain/investors/categorisation-statements'
import { PORTAL_STEP_MESSAGE, type TPortalStep } from '@/domain/onboarding/portal-gate'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { moveServerClock, TestClient, type TResponse } from '../support/http-client'
import { DEMO_TENANT_CODES, deleteRunUsers, linkIn, tenantByCode, testPayload, unique, userByEmail, waitForMailsTo } from '../support/payload'
import { fakeCall, runStripeFake, stripeEventRequest } from '../support/stripe-fake'

// Issue 13 "Done when": a first-time investor goes from registration to a paid investment on every
// demo tenant, over the real HTTP server, each tenant with its own switches (risk warning, staff
// approval of categorisations, the FCA or the general test, hidden bank details and reference, no
// bank details at all): register, verify the address from the mail, accept the terms, declare a
// category (approved by staff where the tenant asks), the personalised risk warning where it is on,
// the 24-hour cooling-off (the server's test clock, decision 030), the offer choice, the
// appropriateness test (the correct answers read from the tenant's set on the server, never from a
// response to the investor), invest in a live opportunity, then the money arrives: staff settle the
// investor's announced bank transfer (decision 016), or, on the tenant without bank details, the
// card provider's event; the investor then sees it paid. The steps after the terms refused out of
// order are tests/integration/first-time-journey.test.ts; the steps before it are here.

const DAY = 24 * 3_600_000
const PASSWORD = 'Registered-investor-2026'

const fake = runStripeFake()
let payload: Payload
const tenants = new Map<string, Tenant>()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

const refusedAt = (response: TResponse, step: TPortalStep) => {
  expect(response.status, show(response)).toBe(403)
  expect(response.json()).toMatchObject({ step, message: PORTAL_STEP_MESSAGE[step] })
}


const post = (client: TestClient, path: string, body: unknown = {}, key?: string) => client.request('POST', path, { body, headers: key ? { 'Idempotency-Key': key } : {} })

/** The tenant's own answers to the set the investor is asked (read on the server's side, as the scoring does). */
async function correctAnswers(tenant: Tenant, kind: TAppropriatenessKind): Promise<Record<string, string>> {
  const set = await appropriatenessSetFor(payload, tenant.id, kind)
  return Object.fromEntries(set.questions.map((question) => [question.id, question.correct]))
}

/** A live opportunity the investor is shown, with the amount to invest: its minimum (or two steps), in whole steps, within what is left. */
async function opportunityToInvestIn(client: TestClient, tenant: Tenant): Promise<{ id: number; slug: string; title: string; amount: number }> {
  const list = await client.get('/api/portal/opportunities?limit=50')
  expect(list.status, show(list)).toBe(200)
  const shown = list.json<{ docs: { id: number; slug: string; title: string; stage: number }[] }>().docs.filter((row) => row.stage === 2)
  expect(shown.length, `${tenant.code}: a live opportunity in the investor's list`).toBeGreaterThan(0)
  for (const row of shown) {
    const opportunity = await payload.findByID({ collection: 'investment-opportunities', id: row.id, depth: 0, overrideAccess: true })
    const step = amountStep(opportunity.sharePrice, opportunity.currency)
    const wanted = Math.max(opportunity.minimumInvestment ?? 0, 500_00)
    const amount = Math.ceil(wanted / step) * step
    const { rows } = await payload.db.pool.query<{ committed: string }>(`SELECT COALESCE(SUM(amount), 0)::text AS committed FROM ledger_entries WHERE opportunity_id = $1 AND kind = 'investment'`, [row.id])
    if (Number(opportunity.targetAmount) - Number(rows[0]!.committed) >= amount) return { id: row.id, slug: row.slug, title: row.title, amount }
  }
  throw new Error(`${tenant.code}: no live opportunity has room for a first investment`)
}

/** The card provider reports the payment: the fake's PaymentIntent succeeds and its signed event reaches the webhook. */
async function cardPaymentSucceeds(investmentId: number): Promise<void> {
  if (!fake) throw new Error('The Stripe fake is not running: run this file through `npm test` (scripts/test.ts starts it)')
  const payment = (await payload.find({ collection: 'payments', where: { and: [{ investment: { equals: investmentId } }, { method: { equals: 'card' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  const intent = await fakeCall(fake, 'POST', `/_fake/payment_intents/${payment.providerPaymentId}/succeed`)
  const event = stripeEventRequest('payment_intent.succeeded', intent, fake.webhookSecret)
  const delivered = await new TestClient('demo').request('POST', '/api/payments/stripe/webhook', { raw: { contentType: 'application/json; charset=utf-8', text: event.body }, headers: { 'stripe-signature': event.signature } })
  expect(delivered.status, show(delivered)).toBe(200)
  expect(delivered.json()).toMatchObject({ received: true, outcome: 'recorded' })
}

beforeAll(async () => {
  payload = await testPayload()
  for (const code of DEMO_TENANT_CODES) tenants.set(code, await tenantByCode(payload, code))
}, 60_000)

afterAll(async () => {
  await moveServerClock('reset')
  await deleteRunUsers(payload)
})

describe('a first-time investor, from registration to a paid investment', () => {
  test.each(DEMO_TENANT_CODES)('on %s', async (code) => {
    const tenant = tenants.get(code)!
    const features = featuresOf(tenant)
    const email = `${unique(`registered-${code}`)}@tests.test`
    const client = new TestClient(code)

    // Registration: signed in at once, nothing open to them before the address is verified. A tenant
    // that takes investors by invitation only (invite_on_register: custodian) refuses open registration;
    // there the investor registers from the invitation staff send, which proves the address.
    await client.csrf()
    const registration = { name: 'Rosa', surname: `Newman ${code}`, email, password: PASSWORD, password_confirmation: PASSWORD }
    let registered = await post(client, '/api/auth/manual-register', registration)
    const someLive = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: 2 } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    if (features.invite_on_register) {
      expect(registered.status, show(registered)).toBe(403)
      const inviter = new TestClient(code)
      await inviter.login(`superadmin@${code}.test`)
      const invited = await inviter.request('POST', '/api/invitations', { body: { email } })
      expect(invited.status, show(invited)).toBe(201)
      const token = linkIn((await waitForMailsTo(email, 1, 15_000)).at(-1)!).searchParams.get('token')
      registered = await post(client, '/api/invitations/accept', { token, ...registration })
      expect(registered.status, show(registered)).toBe(201)
    } else {
      expect(registered.status, show(registered)).toBe(201)
      refusedAt(await client.get('/api/portal/opportunities'), 'verify-email')
      refusedAt(await post(client, '/api/portal-journey/categorisation', { category: 'restricted', statements: CATEGORY_STATEMENTS.restricted.map((statement) => statement.id) }), 'verify-email')
      refusedAt(await post(client, '/api/investments', { opportunity: someLive.id, amount: 1_000_00 }, unique('early')), 'verify-email')
      expect((await client.get('/investor/investments', { accept: 'text/html' })).text).not.toContain(someLive.title)

      // The verification link from the mail (as the investor's mail client opens it).
      const mail = (await waitForMailsTo(email, 1, 15_000)).at(-1)!
      const link = linkIn(mail)
      const verified = await client.get(`${link.pathname}${link.search}`, { accept: 'text/html' })
      expect(verified.status, show(verified)).toBe(303)
      expect(verified.headers.location).toBe('/investor?verified=1')
    }
    const userId = registered.json<{ id: number }>().id
    refusedAt(await client.get('/api/portal/opportunities'), 'accept-terms')
    refusedAt(await post(client, '/api/portal-journey/categorisation', { category: 'restricted', statements: CATEGORY_STATEMENTS.restricted.map((statement) => statement.id) }), 'accept-terms')

    // The terms, as the blocking dialog sends them.
    const accepted = await client.request('POST', `/api/users/${userId}`, { form: { _method: 'PATCH', accepted_terms_version: String(tenant.terms.version) } })
    expect(accepted.status, show(accepted)).toBe(200)
    refusedAt(await client.get('/api/portal/opportunities'), 'categorise')

    // Categorisation; where the tenant asks, staff approve it.
    const declared = await post(client, '/api/portal-journey/categorisation', { category: 'restricted', statements: CATEGORY_STATEMENTS.restricted.map((statement) => statement.id) })
    expect(declared.status, show(declared)).toBe(201)
    const declaration = declared.json<{ categorisation: { id: number; status: string } }>().categorisation
    const staff = new TestClient(code)
    await staff.login(`superadmin@${code}.test`)
    if (features.compliance_test_requires_categorisation_approval) {
      expect(declaration.status).toBe('pending')
      refusedAt(await client.get('/api/portal/opportunities'), 'categorisation-pending')
      const approved = await post(staff, `/api/investor-categorisations/${declaration.id}/approve`)
      expect(approved.status, show(approved)).toBe(200)
    } else {
      expect(declaration.status).toBe('approved')
    }

    // The personalised risk warning, where it is on.
    if (features.risk_warning_enabled) {
      refusedAt(await client.get('/api/portal/opportunities'), 'risk-warning')
      expect((await post(client, '/api/portal-journey/risk-warning', { choice: 'proceed' })).status).toBe(200)
    }

    // The first request to see offers starts the 24 hours; then the express choice.
    refusedAt(await client.get('/api/portal/opportunities'), 'cooling-off')
    // The overview shows the next step (and no offers) while the journey is under way.
    const overview = await client.get('/investor', { accept: 'text/html' })
    expect(overview.status).toBe(200)
    expect(overview.text).toContain('data-testid="journey-next-step"')
    expect(overview.text).toContain('data-step="cooling-off"')
    expect(overview.text).not.toContain('data-testid="overview-opportunities"')
    await moveServerClock(DAY + 1000)
    refusedAt(await client.get('/api/portal/opportunities'), 'offer-choice')
    expect((await post(client, '/api/portal-journey/offers', { choice: 'proceed' })).status).toBe(200)

    // The appropriateness test of the tenant's family, with the tenant's correct answers.
    refusedAt(await client.get('/api/portal/opportunities'), 'appropriateness-test')
    const family = features.risk_warning_enabled ? 'fca-compliance' : 'compliance'
    const questions = await client.get(`/api/${family}-questions`)
    expect(questions.status, show(questions)).toBe(200)
    const asked = questions.json<{ test: { kind: TAppropriatenessKind; questions: { id: string }[] } }>().test
    expect(asked.kind).toBe(features.risk_warning_enabled ? 'fca-1' : 'appropriateness')
    expect(questions.text).not.toMatch(/"correct"\s*:/)
    const answers = await correctAnswers(tenant, asked.kind)
    expect(Object.keys(answers)).toEqual(asked.questions.map((question) => question.id))
    const passed = await post(client, `/api/${family}-answers`, { answers })
    expect(passed.status, show(passed)).toBe(201)
    expect(passed.json()).toMatchObject({ passed: true })
    expect(passed.text).not.toMatch(/"correct"\s*:/)

    // Through: a live opportunity of the tenant, as the investor themselves, in whole steps.
    const opportunity = await opportunityToInvestIn(client, tenant)
    expect((await client.get(`/investor/investments/${opportunity.slug}/invest?holder=investor`, { accept: 'text/html' })).status).toBe(200)
    // Where the tenant asks (investment_terms_enabled) and the opportunity has terms, the investor accepts the version shown (decision 043).
    const terms = await investmentTermsOf(payload, tenant, opportunity.id)
    const order = { opportunity: opportunity.id, amount: opportunity.amount, holder: 'investor' }
    if (terms) {
      const unaccepted = await post(client, '/api/investments', order, unique('no-terms'))
      expect(unaccepted.status, show(unaccepted)).toBe(422)
    }
    const invested = await post(client, '/api/investments', { ...order, ...(terms ? { termsAccepted: true, termsVersion: terms.version } : {}) }, unique('invest'))
    expect(invested.status, show(invested)).toBe(201)
    const investment = invested.json<{ investment: { id: number; status: string; paymentReference: string | null } }>().investment
    expect(investment.status).toBe('awaiting_payment')
    expect(investment.paymentReference === null).toBe(features.hide_payment_reference)
    const due = await client.get('/investor/investments/actions', { accept: 'text/html' })
    expect(due.text).toContain(`/invest?investment=${investment.id}`)
    const payPage = await client.get(`/investor/investments/${opportunity.slug}/invest?investment=${investment.id}`, { accept: 'text/html' })
    expect(payPage.status, show(payPage)).toBe(200)

    // The money arrives.
    const hasBankDetails = !!tenant.bankDetails?.accountNumber || !!tenant.bankDetails?.iban
    if (hasBankDetails) {
      // The investor says they sent the transfer; staff find it on the account and settle it (decision 016).
      const announced = await post(client, `/api/investments/${investment.id}/bank-transfer`, { amount: opportunity.amount })
      expect(announced.status, show(announced)).toBe(201)
      const pending = announced.json<{ payment: { id: number; state: string } }>().payment
      expect(pending.state).toBe('pending')
      const settled = await post(staff, `/api/investments/${investment.id}/payments`, { amount: opportunity.amount, payment: pending.id }, unique('receive'))
      expect(settled.status, show(settled)).toBe(201)
      expect(settled.json()).toMatchObject({ investment: { status: 'paid' }, outstanding: '0' })
    } else {
      // No bank details to send a transfer to: the investor pays by card and the provider reports it.
      const card = await post(client, `/api/investments/${investment.id}/stripe`, {}, unique('card'))
      expect(card.status, show(card)).toBe(201)
      await cardPaymentSucceeds(investment.id)
    }

    // The investor sees it paid: in their investments, no longer due, and in the portfolio.
    expect((await client.get('/investor', { accept: 'text/html' })).text).toContain('data-testid="overview-opportunities"')
    const mine = await client.get('/api/investments/user')
    expect(mine.status, show(mine)).toBe(200)
    expect(mine.json<{ docs: unknown[] }>().docs).toEqual([expect.objectContaining({ id: investment.id, status: 'paid', paid: String(opportunity.amount), outstanding: '0' })])
    const actions = await client.get('/investor/investments/actions', { accept: 'text/html' })
    expect(actions.status).toBe(200)
    expect(actions.text).not.toContain(`/invest?investment=${investment.id}`)
    expect(actions.text).toContain('You have no payments due.')
    const portfolio = await client.get('/investor/portfolio', { accept: 'text/html' })
    expect(portfolio.status).toBe(200)
    expect(portfolio.text).not.toContain('data-testid="portfolio-empty"')
    expect(portfolio.text).toContain(opportunity.title.replaceAll('&', '&amp;'))

    const user = (await userByEmail(payload, tenant.id, email))!
    expect(user).toMatchObject({ compliance_passed: true })
    expect(user.offers_proceeded_at).toBeTruthy()
  }, 120_000)
})
