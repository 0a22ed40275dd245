import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayInvestInPortal, mayOnInvestments } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { adminPathForOpportunity } from '@/domain/investments/stages'
import { cardPaymentState } from '@/collections/investments/money/payment-figures'
import { CARD_PAYMENTS_UNAVAILABLE } from '@/lib/payments/configured-provider'
import { stripeProvider } from '@/lib/payments/stripe-provider'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { secondAppUrl } from '../support/app-server'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'
import { fakeCall, runStripeFake, stripeEventRequest, type TFakeRequest } from '../support/stripe-fake'

// Payments (issue 10 §9, docs/decisions/016-payments.md) over HTTP on the real database, with the
// card provider's API answered by the harness's local fake of Stripe (tests/support/stripe-fake.ts)
// and its webhook events signed with Stripe's own scheme: who may read and make payments per role
// (from the permission module), tenant isolation, the bank-detail switches, partial payments that
// sum exactly, the card round trip (single and instalments), replayed and forged webhooks, and card
// payments without a configured provider.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

const fake = runStripeFake()
let payload: Payload
let demo: Tenant
let fundTenant: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let demoInvestor: User
const investors: Array<{ user: User; client: TestClient }> = []
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

function requireFake() {
  if (!fake) throw new Error('The Stripe fake is not running: run this file through `npm test` (scripts/test.ts starts it)')
  return fake
}

/** What the pay page asks (decision 031): is the investment's newest card payment already with the provider, or did it fail? */
const cardState = (investment: number, tenant: Tenant = demo) =>
  cardPaymentState(payload, stripeProvider({ secretKey: requireFake().secretKey, webhookSecret: requireFake().webhookSecret, publishableKey: 'pk_test_fake', apiUrl: requireFake().url }), investment, tenant.id)
const underway = async (investment: number, tenant: Tenant = demo) => (await cardState(investment, tenant)).underway

async function createOpportunity(stage: number, tenant: Tenant = demo): Promise<InvestmentOpportunity> {
  const slug = unique(`pay-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Payments ${slug}`, slug, stage, targetAmount: 10_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: tenant.id },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

type TInvestmentAnswer = { investment: { id: number; paymentReference: string; status: string } }
type TCardAnswer = { payment: { id: number; state: string; amount: number }; clientSecret: string; publishableKey: string | null; provider: string }
type TPlanAnswer = TCardAnswer & { plan: { instalments: number; firstAmount: string; instalmentAmount: string } }

/** A manual investment recorded by demo's Super Admin for `holder`. */
async function investmentFor(opportunity: InvestmentOpportunity, holder: User, amount: number) {
  const response = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holder.id, amount } })
  expect(response.status, show(response)).toBe(201)
  return response.json<TInvestmentAnswer>().investment
}

const receive = (who: TestClient, investment: number, body: Record<string, unknown>, headers?: Record<string, string>) => who.request('POST', `/api/investments/${investment}/payments`, { body, headers })
const payByCard = (who: TestClient, investment: number, body: Record<string, unknown> = {}, headers?: Record<string, string>) => who.request('POST', `/api/investments/${investment}/stripe`, { body, headers })

async function paymentRows(investment: number) {
  return (await payload.find({ collection: 'payments', where: { investment: { equals: investment } }, sort: 'id', depth: 0, limit: 100, pagination: false, overrideAccess: true })).docs
}

async function entriesOf(investment: number) {
  return (await payload.find({ collection: 'ledger-entries', where: { investment: { equals: investment } }, sort: 'id', depth: 0, limit: 100, pagination: false, overrideAccess: true })).docs
}

/** What the ledger says was paid on an investment, summed by PostgreSQL. */
async function ledgerPaid(investment: number): Promise<string> {
  const { rows } = await payload.db.pool.query<{ paid: string }>(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
      WHERE e.investment_id = $1 AND COALESCE(r.kind, e.kind)::text = 'payment_received'`,
    [investment],
  )
  return rows[0]!.paid
}

const investmentStatus = async (id: number) => (await payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })).status

/** Posts a Stripe event to the webhook as Stripe would: no session, no anti-forgery token, the Stripe-Signature header. */
async function deliver(event: { body: string; signature: string }, signature = event.signature): Promise<TResponse> {
  return new TestClient('demo').request('POST', '/api/payments/stripe/webhook', { raw: { contentType: 'application/json; charset=utf-8', text: event.body }, headers: { 'stripe-signature': signature } })
}

const event = (type: string, object: unknown, options?: { id?: string; timestamp?: number }) => stripeEventRequest(type, object, requireFake().webhookSecret, options)

/** Stripe's answer for a payment the fake now says succeeded, delivered as payment_intent.succeeded. */
async function cardSucceeds(paymentIntent: string): Promise<{ body: string; signature: string }> {
  const intent = await fakeCall(requireFake(), 'POST', `/_fake/payment_intents/${paymentIntent}/succeed`)
  return event('payment_intent.succeeded', intent)
}

const requestsTo = async (path: string) => (await fakeCall<TFakeRequest[]>(requireFake(), 'GET', '/_fake/requests')).filter((request) => request.path === path)

beforeAll(async () => {
  requireFake()
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fundTenant = await tenantByCode(payload, 'fund')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      staff.set(role, c)
    }),
  )
  demoInvestor = (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  for (let index = 0; index < 3; index++) {
    const user = await createTestUser(payload, demo, ROLE.user, { slug: `pay-investor-${index}`, compliance_passed: true })
    const c = new TestClient('demo')
    await c.login(user.email, TEST_PASSWORD)
    investors.push({ user, client: c })
  }
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('bank transfers marked received (the existing call, now through payments)', () => {
  test('partial payments sum exactly: each is a payment with its ledger entry, the investment is paid when the ledger reaches its amount', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[0]!
    const investment = await investmentFor(opportunity, user, 1_000_01)
    const first = await receive(client(ROLE.superAdmin), investment.id, { amount: 333_33, receivedAt: '2026-02-01T00:00:00.000Z' })
    expect(first.status, show(first)).toBe(201)
    expect(first.json()).toMatchObject({ investment: { status: 'awaiting_payment' }, payment: { state: 'succeeded', method: 'bank_transfer', amount: 333_33 }, paid: '33333', outstanding: '66668' })

    // A card payment of a third, then the rest by transfer.
    const card = await payByCard(investor, investment.id, { amount: 333_34 })
    expect(card.status, show(card)).toBe(201)
    const cardPayment = (await paymentRows(investment.id)).find((row) => row.id === card.json<TCardAnswer>().payment.id)!
    expect((await deliver(await cardSucceeds(cardPayment.providerPaymentId!))).json()).toMatchObject({ outcome: 'recorded' })
    const last = await receive(client(ROLE.superAdmin), investment.id, { amount: 333_34 })
    expect(last.json()).toMatchObject({ investment: { status: 'paid' }, paid: '100001', outstanding: '0' })

    expect(await ledgerPaid(investment.id)).toBe('100001')
    const payments = await paymentRows(investment.id)
    expect(payments.map((row) => [row.method, row.state, row.amount])).toEqual([
      ['bank_transfer', 'succeeded', 333_33],
      ['card', 'succeeded', 333_34],
      ['bank_transfer', 'succeeded', 333_34],
    ])
    // Each received payment has exactly one ledger entry, naming it.
    const entries = (await entriesOf(investment.id)).filter((entry) => entry.kind === 'payment_received')
    expect(entries.map((entry) => [entry.payment, entry.amount])).toEqual(payments.map((row) => [row.id, row.amount]))
    expect(await investmentStatus(investment.id)).toBe('paid')
    const more = await receive(client(ROLE.superAdmin), investment.id, { amount: 1 })
    expect(more.status, show(more)).toBe(422)
    const moreByCard = await payByCard(investor, investment.id, { amount: 1 })
    expect(moreByCard.status, show(moreByCard)).toBe(409)
    expect(moreByCard.text).toContain('paid in full')
  })

  test('an announced transfer is pending until staff mark it received (or not received); a settled one cannot be settled again', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[1]!
    const investment = await investmentFor(opportunity, user, 900_00)
    const announced = await investor.request('POST', `/api/investments/${investment.id}/bank-transfer`, { body: { amount: 500_00, sentAt: '2026-03-02' } })
    expect(announced.status, show(announced)).toBe(201)
    const pending = announced.json<{ payment: { id: number; state: string } }>().payment
    expect(pending.state).toBe('pending')
    expect(await ledgerPaid(investment.id)).toBe('0')
    const tooMuch = await investor.request('POST', `/api/investments/${investment.id}/bank-transfer`, { body: { amount: 900_01 } })
    expect(tooMuch.status, show(tooMuch)).toBe(422)

    // £499.50 arrived of the £500 announced: the payment records what arrived.
    const settled = await receive(client(ROLE.superAdmin), investment.id, { amount: 499_50, payment: pending.id, receivedAt: '2026-03-04T00:00:00.000Z' })
    expect(settled.status, show(settled)).toBe(201)
    expect(settled.json()).toMatchObject({ payment: { id: pending.id, state: 'succeeded' }, paid: '49950', outstanding: '40050' })
    const row = (await paymentRows(investment.id)).find((candidate) => candidate.id === pending.id)!
    expect(row).toMatchObject({ state: 'succeeded', amount: 499_50, receivedAt: '2026-03-04T00:00:00.000Z' })
    const twice = await receive(client(ROLE.superAdmin), investment.id, { amount: 1, payment: pending.id })
    expect(twice.status, show(twice)).toBe(409)

    const second = (await investor.request('POST', `/api/investments/${investment.id}/bank-transfer`, { body: { amount: 400_50 } })).json<{ payment: { id: number } }>().payment
    const failed = await client(ROLE.superAdmin).request('POST', `/api/payments/${second.id}/fail`, { body: { reason: 'Nothing arrived by the 10th' } })
    expect(failed.status, show(failed)).toBe(200)
    expect((await paymentRows(investment.id)).find((candidate) => candidate.id === second.id)).toMatchObject({ state: 'failed', failureReason: 'Nothing arrived by the 10th' })
    expect(await ledgerPaid(investment.id)).toBe('49950')
    const settleFailed = await receive(client(ROLE.superAdmin), investment.id, { amount: 1, payment: second.id })
    expect(settleFailed.status, show(settleFailed)).toBe(409)
  })

  test('Idempotency-Key: a retried receipt answers the first answer and writes one payment and one entry', async () => {
    const opportunity = await createOpportunity(2)
    const investment = await investmentFor(opportunity, investors[0]!.user, 100_00)
    const key = unique('pay-key')
    const [a, b] = await Promise.all([receive(client(ROLE.superAdmin), investment.id, { amount: 10_00 }, { 'Idempotency-Key': key }), receive(client(ROLE.superAdmin), investment.id, { amount: 10_00 }, { 'Idempotency-Key': key })])
    expect([a.status, b.status].sort()).toEqual([201, 201])
    expect(a.json()).toEqual(b.json())
    expect((await paymentRows(investment.id)).length).toBe(1)
    expect(await ledgerPaid(investment.id)).toBe('1000')
  })
})

describe('card payments against the Stripe fake', () => {
  test('round trip: the investor starts a payment, Stripe is asked for a PaymentIntent, the signed webhook records it once', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[0]!
    const investment = await investmentFor(opportunity, user, 250_00)
    const started = await payByCard(investor, investment.id, {}, { 'Idempotency-Key': unique('card') })
    expect(started.status, show(started)).toBe(201)
    const answer = started.json<TCardAnswer>()
    expect(answer).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake', payment: { state: 'pending', amount: 250_00 } })
    const [row] = await paymentRows(investment.id)
    expect(row).toMatchObject({ method: 'card', state: 'pending', provider: 'stripe', holder: user.id, opportunity: opportunity.id, tenant: demo.id })

    // What Stripe was asked, with the secret key; the client secret is the PaymentIntent's.
    const asked = (await requestsTo('/v1/payment_intents')).find((request) => request.body.metadata && (request.body.metadata as Record<string, string>).payment_id === String(row!.id))!
    expect(asked).toMatchObject({ method: 'POST', authorization: `Bearer ${requireFake().secretKey}`, body: { amount: '25000', currency: 'gbp', receipt_email: user.email, metadata: { investment_id: String(investment.id), tenant_id: String(demo.id), reference: investment.paymentReference } } })
    const intent = await fakeCall<{ id: string; client_secret: string }>(requireFake(), 'GET', `/v1/payment_intents/${row!.providerPaymentId}`)
    expect(answer.clientSecret).toBe(intent.client_secret)

    const succeeded = await cardSucceeds(intent.id)
    const first = await deliver(succeeded)
    expect(first.status, show(first)).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'recorded' })
    expect(await investmentStatus(investment.id)).toBe('paid')
    const entries = await entriesOf(investment.id)
    // Replayed, and sent again as a new event: nothing new.
    expect((await deliver(succeeded)).json()).toMatchObject({ outcome: 'unchanged' })
    expect((await deliver(event('payment_intent.succeeded', await fakeCall(requireFake(), 'GET', `/v1/payment_intents/${intent.id}`)))).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await entriesOf(investment.id)).toEqual(entries)
    expect((await paymentRows(investment.id)).map((payment) => payment.state)).toEqual(['succeeded'])
    // A late "failed" after the success changes nothing either.
    expect((await deliver(event('payment_intent.payment_failed', { ...(await fakeCall(requireFake(), 'GET', `/v1/payment_intents/${intent.id}`)), last_payment_error: { message: 'late' } }))).json()).toMatchObject({ outcome: 'unchanged' })
    expect((await paymentRows(investment.id))[0]!.state).toBe('succeeded')
  })

  test('the same event delivered five times at once writes one ledger entry', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[2]!
    const investment = await investmentFor(opportunity, user, 75_00)
    await payByCard(investor, investment.id)
    const [row] = await paymentRows(investment.id)
    const succeeded = await cardSucceeds(row!.providerPaymentId!)
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(succeeded)))
    expect(outcomes.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(outcomes.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual(['recorded', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
    expect((await entriesOf(investment.id)).filter((entry) => entry.kind === 'payment_received').length).toBe(1)
    expect(await ledgerPaid(investment.id)).toBe('7500')
  })

  test('a forged, unsigned or stale event is refused with 400 and changes nothing', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[1]!
    const investment = await investmentFor(opportunity, user, 60_00)
    await payByCard(investor, investment.id)
    const [row] = await paymentRows(investment.id)
    const intent = await fakeCall(requireFake(), 'POST', `/_fake/payment_intents/${row!.providerPaymentId}/succeed`)
    const genuine = event('payment_intent.succeeded', intent)
    const forged = stripeEventRequest('payment_intent.succeeded', intent, 'whsec_not_the_secret')
    const stale = event('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    for (const [name, response] of [
      ['another secret', await deliver(forged)],
      ['no signature', await deliver(genuine, '')],
      ['a signature of another body', await deliver({ body: genuine.body.replace(/}$/, ',"livemode":true}'), signature: genuine.signature })],
      ['an hour old', await deliver(stale)],
    ] as const) {
      expect(response.status, `${name}: ${show(response)}`).toBe(400)
      expect(response.json<{ message: string }>().message).toContain('signature')
    }
    expect((await paymentRows(investment.id)).map((payment) => payment.state)).toEqual(['pending'])
    expect(await ledgerPaid(investment.id)).toBe('0')
    expect((await deliver(genuine)).json()).toMatchObject({ outcome: 'recorded' })
  })

  test('a declined card fails the payment with its reason; a new attempt replaces an unfinished one (cancelled with Stripe); one being processed is not replaced', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[2]!
    const investment = await investmentFor(opportunity, user, 300_00)
    await payByCard(investor, investment.id, { amount: 100_00 })
    const [declined] = await paymentRows(investment.id)
    const failedIntent = await fakeCall(requireFake(), 'POST', `/_fake/payment_intents/${declined!.providerPaymentId}/fail`)
    expect((await deliver(event('payment_intent.payment_failed', failedIntent))).json()).toMatchObject({ outcome: 'recorded' })
    expect((await paymentRows(investment.id))[0]).toMatchObject({ state: 'failed', failureReason: 'Your card was declined.' })
    // The pay page says why, above the card form.
    expect(await cardState(investment.id)).toEqual({ underway: false, lastFailure: 'Your card was declined.' })
    expect(await ledgerPaid(investment.id)).toBe('0')

    await payByCard(investor, investment.id, { amount: 100_00 })
    const unfinished = (await paymentRows(investment.id))[1]!
    const again = await payByCard(investor, investment.id, { amount: 100_00 })
    expect(again.status, show(again)).toBe(201)
    expect((await paymentRows(investment.id))[1]).toMatchObject({ id: unfinished.id, state: 'failed', failureReason: 'Replaced by a newer card payment.' })
    expect(await fakeCall(requireFake(), 'GET', `/v1/payment_intents/${unfinished.providerPaymentId}`)).toMatchObject({ status: 'canceled' })

    const current = (await paymentRows(investment.id))[2]!
    expect(await cardState(investment.id)).toEqual({ underway: false, lastFailure: null })
    await fakeCall(requireFake(), 'POST', `/_fake/payment_intents/${current.providerPaymentId}/process`)
    // Confirmed by the investor, not yet by a webhook: the pay page says it is being confirmed instead of offering the card again.
    expect(await underway(investment.id)).toBe(true)
    expect(await underway(investment.id, fundTenant)).toBe(false)
    const blocked = await payByCard(investor, investment.id, { amount: 100_00 })
    expect(blocked.status, show(blocked)).toBe(409)
    expect(blocked.text).toContain('being processed')
    expect((await paymentRows(investment.id)).length).toBe(3)
  })

  test('instalments: three monthly card payments of £1,000.01 add up exactly, each recorded once as it is paid', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[0]!
    const investment = await investmentFor(opportunity, user, 1_000_01)
    const started = await investor.request('POST', '/api/subscription-payment', { body: { investment: investment.id, instalments: 3 }, headers: { 'Idempotency-Key': unique('plan') } })
    expect(started.status, show(started)).toBe(201)
    const answer = started.json<TPlanAnswer>()
    expect(answer.plan).toMatchObject({ instalments: 3, firstAmount: '33335', instalmentAmount: '33333' })
    const [first] = await paymentRows(investment.id)
    expect(first).toMatchObject({ method: 'card', state: 'pending', amount: 333_35, note: 'Instalment 1 of 3' })
    const subscription = await fakeCall<{ id: string; cancel_at: number; latest_invoice: string; status: string }>(requireFake(), 'GET', `/v1/subscriptions/${first!.providerSubscriptionId}`)
    expect(subscription.latest_invoice).toBe(first!.providerPaymentId)
    // The plan stops after its third month.
    expect(subscription.cancel_at * 1000).toBeGreaterThan(Date.now() + 58 * 86_400_000)
    expect(subscription.cancel_at * 1000).toBeLessThan(Date.now() + 64 * 86_400_000)
    const asked = (await requestsTo('/v1/subscriptions')).at(-1)!
    expect(asked.body).toMatchObject({ items: [{ price_data: { unit_amount: '33333', currency: 'gbp', recurring: { interval: 'month' } } }], add_invoice_items: [{ price_data: { unit_amount: '2' } }], payment_behavior: 'default_incomplete' })

    expect(await underway(investment.id)).toBe(false)
    const firstPaid = event('invoice.paid', await fakeCall(requireFake(), 'POST', `/_fake/invoices/${first!.providerPaymentId}/pay`))
    // The first invoice paid with Stripe, its webhook not yet here: underway.
    expect(await underway(investment.id)).toBe(true)
    expect((await deliver(firstPaid)).json()).toMatchObject({ outcome: 'recorded' })
    expect(await underway(investment.id)).toBe(false)
    expect(await ledgerPaid(investment.id)).toBe('33335')
    // While the plan runs, no other card payment starts.
    const single = await payByCard(investor, investment.id)
    expect(single.status, show(single)).toBe(409)
    expect(single.text).toContain('monthly card instalments')

    for (const month of [2, 3]) {
      const paid = event('invoice.paid', await fakeCall(requireFake(), 'POST', `/_fake/subscriptions/${subscription.id}/next-invoice`))
      expect((await deliver(paid)).json()).toMatchObject({ outcome: 'recorded' })
      expect((await deliver(paid)).json()).toMatchObject({ outcome: 'unchanged' })
      expect((await paymentRows(investment.id)).at(-1)).toMatchObject({ state: 'succeeded', amount: 333_33, note: `Instalment ${month} of 3`, providerSubscriptionId: subscription.id })
    }
    expect(await ledgerPaid(investment.id)).toBe('100001')
    expect(await investmentStatus(investment.id)).toBe('paid')
    expect((await paymentRows(investment.id)).length).toBe(3)
  })

  test('refunds the provider reports (its dashboard, partial or full) are refund entries of the difference; a replay changes nothing; the investment is awaiting payment again', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[1]!
    const investment = await investmentFor(opportunity, user, 40_00)
    await payByCard(investor, investment.id)
    const [row] = await paymentRows(investment.id)
    await deliver(await cardSucceeds(row!.providerPaymentId!))
    expect(await investmentStatus(investment.id)).toBe('paid')
    const partial = event('charge.refunded', { id: 'ch_fake_partial', object: 'charge', payment_intent: row!.providerPaymentId, amount: 40_00, amount_refunded: 10_00, refunded: false })
    expect((await deliver(partial)).json()).toMatchObject({ outcome: 'recorded' })
    expect((await deliver(partial)).json()).toMatchObject({ outcome: 'unchanged' })
    expect((await paymentRows(investment.id))[0]!.state).toBe('succeeded')
    expect(await ledgerPaid(investment.id)).toBe('3000')
    const refunded = event('charge.refunded', { id: 'ch_fake_full', object: 'charge', payment_intent: row!.providerPaymentId, amount: 40_00, amount_refunded: 40_00, refunded: true })
    expect((await deliver(refunded)).json()).toMatchObject({ outcome: 'recorded' })
    expect((await deliver(refunded)).json()).toMatchObject({ outcome: 'unchanged' })
    expect((await paymentRows(investment.id))[0]!.state).toBe('refunded')
    const entries = await entriesOf(investment.id)
    const received = entries.find((entry) => entry.kind === 'payment_received')!
    expect(entries.filter((entry) => entry.kind === 'refund').map((entry) => [entry.reverses, entry.amount, entry.payment])).toEqual([
      [received.id, -10_00, row!.id],
      [received.id, -30_00, row!.id],
    ])
    expect(await ledgerPaid(investment.id)).toBe('0')
    expect(await investmentStatus(investment.id)).toBe('awaiting_payment')
  })

  test('cancelling an investment cancels its unfinished card payment with Stripe; money received stays received until refunded (decision 018)', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[2]!
    const investment = await investmentFor(opportunity, user, 500_00)
    await receive(client(ROLE.superAdmin), investment.id, { amount: 100_00 })
    await payByCard(investor, investment.id, { amount: 50_00 })
    const cancelled = await client(ROLE.superAdmin).request('POST', `/api/investments/${investment.id}/cancel`, { body: {} })
    expect(cancelled.status, show(cancelled)).toBe(200)
    const [bank, card] = await paymentRows(investment.id)
    expect(bank).toMatchObject({ method: 'bank_transfer', state: 'succeeded' })
    expect(card).toMatchObject({ method: 'card', state: 'failed', failureReason: 'The investment was cancelled.' })
    expect(await fakeCall(requireFake(), 'GET', `/v1/payment_intents/${card!.providerPaymentId}`)).toMatchObject({ status: 'canceled' })
    // The cancellation reversed the commitment only; the transfer's money is still on the ledger, to be refunded.
    expect((await entriesOf(investment.id)).filter((entry) => entry.kind === 'reversal').map((entry) => entry.payment)).toEqual([null])
    expect(await ledgerPaid(investment.id)).toBe('10000')
  })

  test('an event that names no payment of ours, or another tenant than the payment’s, is acknowledged and ignored', async () => {
    const unknown = event('payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent', amount: 100, amount_received: 100, currency: 'gbp', metadata: {} })
    expect((await deliver(unknown)).json()).toMatchObject({ received: true, outcome: 'ignored' })
    const other = event('customer.created', { id: 'cus_x', object: 'customer' })
    expect((await deliver(other)).json()).toMatchObject({ outcome: 'ignored' })

    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[0]!
    const investment = await investmentFor(opportunity, user, 20_00)
    await payByCard(investor, investment.id)
    const [row] = await paymentRows(investment.id)
    const intent = await fakeCall<Record<string, unknown> & { metadata: Record<string, string> }>(requireFake(), 'POST', `/_fake/payment_intents/${row!.providerPaymentId}/succeed`)
    const crossTenant = event('payment_intent.succeeded', { ...intent, metadata: { ...intent.metadata, tenant_id: String(fundTenant.id) } })
    expect((await deliver(crossTenant)).json()).toMatchObject({ outcome: 'ignored' })
    expect(await ledgerPaid(investment.id)).toBe('0')
  })
})

describe('spec 6 per role (src/access/investment-access.ts, src/access/permissions.ts)', () => {
  let live: InvestmentOpportunity
  let matured: InvestmentOpportunity
  const investmentOn = new Map<number, number>()
  beforeAll(async () => {
    live = await createOpportunity(2)
    matured = await createOpportunity(6)
    for (const opportunity of [live, matured]) investmentOn.set(opportunity.id, (await investmentFor(opportunity, demoInvestor, 1_000_000_00)).id)
  })

  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    test('reads an investment’s payments and pay instructions where it may see the transactions; the investor their own', async () => {
      for (const opportunity of [live, matured]) {
        const id = investmentOn.get(opportunity.id)!
        const expected = role === ROLE.user || mayOnInvestments(role, opportunity.stage, 'transactions') ? 200 : 404
        for (const path of [`/api/investments/${id}/payments`, `/api/investments/${id}/pay-instructions`]) {
          const response = await client(role).get(path)
          expect(response.status, `${path}, stage ${opportunity.stage}: ${show(response)}`).toBe(expected)
        }
      }
    })

    test('reads payment rows through REST only where it may see the transactions, investors their own', async () => {
      const id = investmentOn.get(live.id)!
      await receive(client(ROLE.superAdmin), id, { amount: 1 })
      const response = await client(role).get(`/api/payments?depth=0&limit=100&where[investment][equals]=${id}`)
      if (role === ROLE.user || mayOnInvestments(role, 2, 'transactions')) {
        expect(response.status, show(response)).toBe(200)
        expect(response.json<{ docs: unknown[] }>().docs.length).toBeGreaterThan(0)
      } else {
        expect([403, 200], show(response)).toContain(response.status)
        if (response.status === 200) expect(response.json<{ docs: unknown[] }>().docs).toEqual([])
      }
      const write = await client(role).request('POST', '/api/payments', { body: { investment: id, method: 'bank_transfer', state: 'succeeded', amount: 1, currency: 'GBP' } })
      expect(write.status, show(write)).toBe(403)
    })

    test('marks a transfer received, or an announced one not received, only with update on the opportunity', async () => {
      for (const opportunity of [live, matured]) {
        const id = investmentOn.get(opportunity.id)!
        const expected = (ok: number) => (mayOnInvestments(role, opportunity.stage, 'receive-payment') ? ok : mayOnInvestments(role, opportunity.stage, 'transactions') ? 403 : 404)
        const response = await receive(client(role), id, { amount: 1 })
        expect(response.status, `stage ${opportunity.stage}: ${show(response)}`).toBe(expected(201))
        const announced = await client(ROLE.user).request('POST', `/api/investments/${id}/bank-transfer`, { body: { amount: 1 } })
        expect(announced.status, show(announced)).toBe(201)
        const failed = await client(role).request('POST', `/api/payments/${announced.json<{ payment: { id: number } }>().payment.id}/fail`, { body: {} })
        expect(failed.status, `stage ${opportunity.stage}: ${show(failed)}`).toBe(expected(200))
      }
    })

    test('pays by card (single or instalments) and announces transfers only as the investor', async () => {
      const id = investmentOn.get(live.id)!
      const card = await payByCard(client(role), id, { amount: 1 })
      expect(card.status, show(card)).toBe(mayInvestInPortal(role) ? 201 : 403)
      const single = await client(role).request('POST', '/api/single-payment', { body: { investment: id, amount: 1 } })
      expect(single.status, show(single)).toBe(mayInvestInPortal(role) ? 201 : 403)
      const plan = await client(role).request('POST', '/api/subscription-payment', { body: { investment: investmentOn.get(matured.id)!, instalments: 2 } })
      expect(plan.status, show(plan)).toBe(mayInvestInPortal(role) ? 201 : 403)
      const announced = await client(role).request('POST', `/api/investments/${id}/bank-transfer`, { body: { amount: 1 } })
      expect(announced.status, show(announced)).toBe(mayInvestInPortal(role) ? 201 : 403)
    })
  })

  test('an investor cannot pay or read another investor’s investment', async () => {
    const id = investmentOn.get(live.id)!
    const other = investors[0]!.client
    for (const response of [await payByCard(other, id), await other.request('POST', '/api/single-payment', { body: { investment: id } }), await other.get(`/api/investments/${id}/payments`), await other.get(`/api/investments/${id}/pay-instructions`)]) {
      expect(response.status, show(response)).toBe(404)
    }
  })
})

describe('tenant isolation', () => {
  test('another tenant’s staff and investors cannot read, settle, fail or pay a payment of this tenant', async () => {
    const opportunity = await createOpportunity(2)
    const { user, client: investor } = investors[1]!
    const investment = await investmentFor(opportunity, user, 80_00)
    const announced = (await investor.request('POST', `/api/investments/${investment.id}/bank-transfer`, { body: { amount: 10_00 } })).json<{ payment: { id: number } }>().payment
    const fundAdmin = new TestClient('fund')
    await fundAdmin.login('superadmin@fund.test')
    const fundInvestor = new TestClient('fund')
    await fundInvestor.login('investor@fund.test')
    const before = await paymentRows(investment.id)
    for (const [name, response] of [
      ['payments', await fundAdmin.get(`/api/investments/${investment.id}/payments`)],
      ['pay instructions', await fundAdmin.get(`/api/investments/${investment.id}/pay-instructions`)],
      ['mark received', await receive(fundAdmin, investment.id, { amount: 1 })],
      ['settle the announced transfer', await receive(fundAdmin, investment.id, { amount: 1, payment: announced.id })],
      ['not received', await fundAdmin.request('POST', `/api/payments/${announced.id}/fail`, { body: {} })],
      ['REST read', await fundAdmin.get(`/api/payments/${announced.id}?depth=0`)],
      ['card (investor)', await payByCard(fundInvestor, investment.id)],
      ['single payment (investor)', await fundInvestor.request('POST', '/api/single-payment', { body: { investment: investment.id } })],
      ['instalments (investor)', await fundInvestor.request('POST', '/api/subscription-payment', { body: { investment: investment.id, instalments: 2 } })],
      ['transfer notice (investor)', await fundInvestor.request('POST', `/api/investments/${investment.id}/bank-transfer`, { body: { amount: 1 } })],
    ] as const) {
      expect([403, 404], `${name}: ${show(response)}`).toContain(response.status)
    }
    const listed = await fundAdmin.get(`/api/payments?depth=0&limit=100&where[investment][equals]=${investment.id}`)
    if (listed.status === 200) expect(listed.json<{ docs: unknown[] }>().docs).toEqual([])
    expect(await paymentRows(investment.id)).toEqual(before)
  })
})

describe('bank details and reference under the tenant switches (spec 3)', () => {
  type TInstructions = { bankTransfer: { reference: string | null; bankDetails: Record<string, string | null> | null; hidden: { bankDetails: boolean; reference: boolean } }; card: { available: boolean } }

  /** The pay instructions of a seeded investment of the tenant's demo investor, read by that investor and by the Super Admin. */
  async function instructionsIn(code: string) {
    const tenant = await tenantByCode(payload, code)
    const holder = (await payload.find({ collection: 'users', where: { email: { equals: `investor@${code}.test` } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const investment = (await payload.find({ collection: 'investments', where: { and: [{ tenant: { equals: tenant.id } }, { holder: { equals: holder.id } }] }, depth: 0, limit: 1, sort: 'id', overrideAccess: true })).docs[0]!
    const investor = new TestClient(code)
    await investor.login(`investor@${code}.test`)
    const admin = new TestClient(code)
    await admin.login(`superadmin@${code}.test`)
    const read = async (who: TestClient) => {
      const response = await who.get(`/api/investments/${investment.id}/pay-instructions`)
      expect(response.status, show(response)).toBe(200)
      return response.json<TInstructions>().bankTransfer
    }
    return { reference: investment.paymentReference, portal: await read(investor), staff: await read(admin) }
  }

  test('demo: every switch off, so the investor and staff see the UK bank details and the reference (no IBAN/BIC without intl_bank_details_enabled)', async () => {
    const { reference, portal, staff: admin } = await instructionsIn('demo')
    for (const seen of [portal, admin]) {
      expect(seen).toMatchObject({ reference, hidden: { bankDetails: false, reference: false } })
      expect(seen.bankDetails).toEqual({ accountName: 'Demo Investments Client Account', sortCode: '20-00-00', accountNumber: '55779911', iban: null, bic: null })
    }
  })

  test('fund: intl_bank_details_enabled adds the IBAN and BIC for investor and staff', async () => {
    const { portal, staff: admin } = await instructionsIn('fund')
    for (const seen of [portal, admin]) expect(seen.bankDetails).toEqual({ accountName: 'Fund Partners LLP Subscriptions', sortCode: '30-00-02', accountNumber: '12345678', iban: 'GB82WEST12345698765432', bic: 'LOYDGB21' })
  })

  test('custodian: hide_bank_details and hide_payment_reference hide both from the investor; staff still see the bank details', async () => {
    const { portal, staff: admin } = await instructionsIn('custodian')
    expect(portal).toEqual({ reference: null, bankDetails: null, hidden: { bankDetails: true, reference: true } })
    expect(admin).toMatchObject({ reference: null, hidden: { bankDetails: false, reference: true } })
    expect(admin.bankDetails?.accountNumber).toBe('31926819')
    // Nor does the investor's own list of investments carry it (GET /api/investments/user).
    const investor = new TestClient('custodian')
    await investor.login('investor@custodian.test')
    const mine = (await investor.get('/api/investments/user?limit=100')).json<{ docs: Array<{ paymentReference: string | null }> }>().docs
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((row) => row.paymentReference === null)).toBe(true)
  })

  test('angel: hide_bank_details_admin hides the bank details from staff only', async () => {
    const { reference, portal, staff: admin } = await instructionsIn('angel')
    expect(portal).toMatchObject({ reference, hidden: { bankDetails: false, reference: false } })
    expect(portal.bankDetails?.accountNumber).toBe('70872490')
    expect(admin).toEqual({ reference, bankDetails: null, hidden: { bankDetails: true, reference: false } })
  })

  test('capital: no bank details set, nothing hidden', async () => {
    const { reference, portal } = await instructionsIn('capital')
    expect(portal).toEqual({ reference, bankDetails: null, hidden: { bankDetails: false, reference: false } })
  })

  test('the staff transactions tab lists payments and carries the bank details into the receive dialog only where hide_bank_details_admin is off', async () => {
    for (const [code, accountNumber, shown] of [
      ['demo', '55779911', true],
      ['angel', '70872490', false],
      ['custodian', '31926819', true],
    ] as const) {
      const tenant = await tenantByCode(payload, code)
      const opportunity = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: 2 } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      const admin = new TestClient(code)
      await admin.login(`superadmin@${code}.test`)
      const page = await admin.get(`${adminPathForOpportunity(opportunity)}/transactions`, { accept: 'text/html' })
      expect(page.status, `${code}: ${page.status}`).toBe(200)
      expect(page.text).toContain('aria-label="Payments"')
      for (const state of ['Received', 'Pending', 'Failed']) expect(page.text, `${code}: a ${state} payment`).toContain(`>${state}<`)
      expect(page.text.includes(accountNumber), `${code}: account number on the page`).toBe(shown)
    }
  })
})

describe('without a card provider (no STRIPE_SECRET_KEY: the run’s second server)', () => {
  test('card calls say card payments are unavailable; pay instructions say so; the webhook is not there', async () => {
    const server = secondAppUrl()
    const investor = new TestClient('demo', server)
    await investor.login('investor@demo.test')
    const id = (await payload.find({ collection: 'investments', where: { and: [{ holder: { equals: demoInvestor.id } }, { status: { equals: 'awaiting_payment' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.id
    for (const response of [await payByCard(investor, id), await investor.request('POST', '/api/subscription-payment', { body: { investment: id, instalments: 2 } })]) {
      expect(response.status, show(response)).toBe(409)
      expect(response.json()).toMatchObject({ message: CARD_PAYMENTS_UNAVAILABLE, card: 'unavailable' })
    }
    const instructions = await investor.get(`/api/investments/${id}/pay-instructions`)
    expect(instructions.json()).toMatchObject({ methods: ['bank_transfer'], card: { available: false, message: CARD_PAYMENTS_UNAVAILABLE } })
    const webhook = await new TestClient('demo', server).request('POST', '/api/payments/stripe/webhook', { raw: { contentType: 'application/json', text: '{}' }, headers: { 'stripe-signature': 't=1,v1=x' } })
    expect(webhook.status, show(webhook)).toBe(404)
  })
})
