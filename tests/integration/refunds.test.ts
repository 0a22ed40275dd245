import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnInvestments } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { TTenantUser } from '@/access/current-user'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { adminPathForOpportunity } from '@/domain/investments/stages'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'
import { fakeCall, runStripeFake, stripeEventRequest, type TFakeRequest } from '../support/stripe-fake'

// Staff refunds (issue 10 §9, docs/decisions/018) over HTTP on the real database, card refunds
// answered by the harness's local fake of Stripe: a refund is one `refund` ledger entry naming the
// payment's receipt (never an edit), in full or in part; the payment reads refunded or partly
// refunded and the investment's figures follow the ledger; a retry with the same Idempotency-Key
// writes nothing; more than is left is refused and changes nothing; a cancelled investment's money
// is what it is mostly for; spec 6 per role from the permission module; tenant isolation; the screen.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

const fake = runStripeFake()
let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let angelAdmin: TestClient
const investors: Array<{ user: User; client: TestClient }> = []
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

function requireFake() {
  if (!fake) throw new Error('The Stripe fake is not running: run this file through `npm test` (scripts/test.ts starts it)')
  return fake
}

async function createOpportunity(stage = 4): Promise<InvestmentOpportunity> {
  const slug = unique(`refund-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Refunds ${slug}`, slug, stage, targetAmount: 10_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: demo.id },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

type TRefundAnswer = { payment: { id: number; state: string; received: string; refunded: string; refundable: string }; entry: { id: number; kind: string; amount: string }; investment: { status: string; paid: string }; provider: { refundId: string } | null }

async function investmentFor(opportunity: InvestmentOpportunity, holder: User, amount: number): Promise<number> {
  const response = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holder.id, amount } })
  expect(response.status, show(response)).toBe(201)
  return response.json<{ investment: { id: number } }>().investment.id
}

/** A bank transfer marked received; answers its payment's id. */
async function received(investment: number, amount: number): Promise<number> {
  const response = await client(ROLE.superAdmin).request('POST', `/api/investments/${investment}/payments`, { body: { amount } })
  expect(response.status, show(response)).toBe(201)
  return response.json<{ payment: { id: number } }>().payment.id
}

const refund = (payment: number, body: Record<string, unknown>, key: string | null = unique('refund'), who = client(ROLE.superAdmin)) =>
  who.request('POST', `/api/payments/${payment}/refund`, { body, headers: key === null ? {} : { 'Idempotency-Key': key } })
const cancel = (investment: number) => client(ROLE.superAdmin).request('POST', `/api/investments/${investment}/cancel`, { body: {} })

const entriesOf = async (investment: number) =>
  (await payload.find({ collection: 'ledger-entries', where: { investment: { equals: investment } }, sort: 'id', depth: 0, limit: 100, pagination: false, overrideAccess: true })).docs
const paymentRow = async (id: number) => payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true })
const investmentRow = async (id: number) => payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })

/** What the ledger says was paid on an investment (refunds and reversals in the category of what they undo), summed by PostgreSQL. */
async function ledgerPaid(investment: number): Promise<string> {
  const { rows } = await payload.db.pool.query<{ paid: string }>(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
      WHERE e.investment_id = $1 AND COALESCE(r.kind, e.kind)::text = 'payment_received'`,
    [investment],
  )
  return rows[0]!.paid
}

const reconciliationOf = async (opportunity: number, holder: number) =>
  (await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${opportunity}`)).json<{ data: Array<{ holderId: number; expected: string; received: string; difference: string; state: string }> }>().data.find((row) => row.holderId === holder)

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      staff.set(role, c)
    }),
  )
  angelAdmin = new TestClient('angel')
  await angelAdmin.login('superadmin@angel.test')
  for (let index = 0; index < 3; index++) {
    const user = await createTestUser(payload, demo, ROLE.user, { slug: `refund-investor-${index}`, compliance_passed: true })
    const c = new TestClient('demo')
    await c.login(user.email, TEST_PASSWORD)
    investors.push({ user, client: c })
  }
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('a cancelled investment’s money, refunded in part then in full', () => {
  test('each refund is one refund entry naming the receipt; the payment reads partly refunded, then refunded; the reconciliation follows; the investor is told', async () => {
    const opportunity = await createOpportunity()
    const holder = investors[0]!.user
    const investment = await investmentFor(opportunity, holder, 1_000_00)
    const payment = await received(investment, 1_000_00)
    expect((await cancel(investment)).status).toBe(200)
    // Cancelled, the money is still received: 1,000.00 beyond what is expected.
    expect(await ledgerPaid(investment)).toBe('100000')
    expect(await reconciliationOf(opportunity.id, holder.id)).toMatchObject({ expected: '0', received: '100000', difference: '-100000', state: 'over' })
    const receipt = (await entriesOf(investment)).find((entry) => entry.kind === 'payment_received')!
    const notices = async () => (await payload.count({ collection: 'notifications', where: { user: { equals: holder.id } }, overrideAccess: true })).totalDocs
    const before = await notices()

    const part = await refund(payment, { amount: 600_00, reason: 'Withdrew: first part returned' })
    expect(part.status, show(part)).toBe(201)
    expect(part.json<TRefundAnswer>()).toMatchObject({ payment: { state: 'succeeded', received: '100000', refunded: '60000', refundable: '40000' }, entry: { kind: 'refund', amount: '-60000' }, investment: { status: 'cancelled', paid: '40000' }, provider: null })
    const refunds = (await entriesOf(investment)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => [entry.amount, entry.reverses, entry.payment, entry.note])).toEqual([[-600_00, receipt.id, payment, 'Withdrew: first part returned']])
    expect((await paymentRow(payment)).state).toBe('succeeded')
    expect(await reconciliationOf(opportunity.id, holder.id)).toMatchObject({ received: '40000', difference: '-40000' })
    expect(await notices()).toBe(before + 1)

    // The rest, with no amount: all that is left.
    const rest = await refund(payment, { reason: 'Withdrew: the rest returned' })
    expect(rest.status, show(rest)).toBe(201)
    expect(rest.json<TRefundAnswer>()).toMatchObject({ payment: { state: 'refunded', refunded: '100000', refundable: '0' }, entry: { amount: '-40000' } })
    expect((await paymentRow(payment)).state).toBe('refunded')
    expect(await ledgerPaid(investment)).toBe('0')
    expect(await reconciliationOf(opportunity.id, holder.id)).toBeUndefined()
    expect((await investmentRow(investment)).status).toBe('cancelled')

    // Nothing is left: a 409, and nothing is written.
    const count = (await entriesOf(investment)).length
    const again = await refund(payment, { amount: 1, reason: 'Again' })
    expect(again.status, show(again)).toBe(409)
    expect(again.json<{ message: string }>().message).toContain('already refunded in full')
    expect((await entriesOf(investment)).length).toBe(count)

    // The payments list says so.
    const html = (await client(ROLE.superAdmin).get(`${adminPathForOpportunity(opportunity)}/transactions`, { accept: 'text/html' })).text
    expect(html).toContain('Refunded')
    expect(html).toContain('£1,000.00 refunded')
  })
})

describe('refusals and retries', () => {
  test('more than is left is a 422 and changes nothing; no Idempotency-Key or no reason is a 422; a pending transfer is a 409', async () => {
    const opportunity = await createOpportunity(2)
    const investment = await investmentFor(opportunity, investors[1]!.user, 500_00)
    const payment = await received(investment, 200_00)
    const before = await entriesOf(investment)
    const over = await refund(payment, { amount: 200_01, reason: 'Too much' })
    expect(over.status, show(over)).toBe(422)
    expect(over.json<{ errors: Record<string, string[]> }>().errors.amount![0]).toBe('Only £200.00 of this payment is left to refund.')
    expect(await refund(payment, { amount: 1 }, unique('k'))).toMatchObject({ status: 422 })
    const noKey = await refund(payment, { amount: 1, reason: 'No key' }, null)
    expect(noKey.status, show(noKey)).toBe(422)
    expect(noKey.text).toContain('Idempotency-Key')
    expect(await entriesOf(investment)).toEqual(before)
    expect((await paymentRow(payment)).state).toBe('succeeded')
    expect(await ledgerPaid(investment)).toBe('20000')

    const announced = await investors[1]!.client.request('POST', `/api/investments/${investment}/bank-transfer`, { body: { amount: 100_00 } })
    expect(announced.status, show(announced)).toBe(201)
    const pending = announced.json<{ payment: { id: number } }>().payment.id
    const refusedPending = await refund(pending, { amount: 1, reason: 'Not received yet' })
    expect(refusedPending.status, show(refusedPending)).toBe(409)
    expect(await entriesOf(investment)).toEqual(before)
  })

  test('a retry with the same key, even concurrent, writes one refund entry; the answer is replayed', async () => {
    const opportunity = await createOpportunity()
    const investment = await investmentFor(opportunity, investors[1]!.user, 500_00)
    const payment = await received(investment, 500_00)
    expect((await investmentRow(investment)).status).toBe('paid')
    const key = unique('refund-key')
    const answers = await Promise.all([1, 2, 3].map(() => refund(payment, { amount: 100_00, reason: 'Overpaid' }, key)))
    for (const answer of answers) expect(answer.status, show(answer)).toBe(201)
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2)
    expect((await entriesOf(investment)).filter((entry) => entry.kind === 'refund')).toHaveLength(1)
    // A refund on a standing investment makes it awaiting payment again: its figures are the ledger's.
    expect(await ledgerPaid(investment)).toBe('40000')
    expect((await investmentRow(investment)).status).toBe('awaiting_payment')
    // Two different keys at once are two refunds, judged one after the other under the payment's lock: only what is left.
    const both = await Promise.all([refund(payment, { amount: 300_00, reason: 'A' }), refund(payment, { amount: 300_00, reason: 'B' })])
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(await ledgerPaid(investment)).toBe('10000')
  })
})

describe('a card payment’s refund goes through the provider', () => {
  test('Stripe is asked to refund the PaymentIntent (with its own idempotency key); its later charge.refunded event changes nothing', async () => {
    const { user, client: investor } = investors[2]!
    const opportunity = await createOpportunity(2)
    const investment = await investmentFor(opportunity, user, 250_00)
    const started = await investor.request('POST', `/api/investments/${investment}/stripe`, { body: {} })
    expect(started.status, show(started)).toBe(201)
    const payment = started.json<{ payment: { id: number } }>().payment.id
    const intentId = (await paymentRow(payment)).providerPaymentId!
    const intent = await fakeCall(requireFake(), 'POST', `/_fake/payment_intents/${intentId}/succeed`)
    const deliver = (type: string, object: unknown) => {
      const event = stripeEventRequest(type, object, requireFake().webhookSecret)
      return new TestClient('demo').request('POST', '/api/payments/stripe/webhook', { raw: { contentType: 'application/json; charset=utf-8', text: event.body }, headers: { 'stripe-signature': event.signature } })
    }
    expect((await deliver('payment_intent.succeeded', intent)).json()).toMatchObject({ outcome: 'recorded' })

    const response = await refund(payment, { amount: 100_00, reason: 'Goodwill' })
    expect(response.status, show(response)).toBe(201)
    const answer = response.json<TRefundAnswer>()
    expect(answer.provider?.refundId).toMatch(/^re_/)
    const asked = (await fakeCall<TFakeRequest[]>(requireFake(), 'GET', '/_fake/requests')).filter((request) => request.path === '/v1/refunds')
    expect(asked.at(-1)).toMatchObject({ method: 'POST', body: { payment_intent: intentId, amount: '10000', reason: 'requested_by_customer', metadata: { payment_id: String(payment) } } })
    expect(asked.at(-1)!.idempotencyKey).toBe(`refund-${payment}-after-0-of-10000`)
    expect(await fakeCall(requireFake(), 'GET', `/v1/payment_intents/${intentId}`)).toMatchObject({ amount_refunded: 100_00 })
    const refunds = (await entriesOf(investment)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => [entry.amount, entry.note])).toEqual([[-100_00, `Goodwill (card refund ${answer.provider!.refundId})`]])
    // Stripe then reports the refund: already on the ledger.
    const charge = { id: unique('ch_fake'), object: 'charge', payment_intent: intentId, amount: 250_00, amount_refunded: 100_00, refunded: false }
    expect((await deliver('charge.refunded', charge)).json()).toMatchObject({ outcome: 'unchanged' })
    expect(await ledgerPaid(investment)).toBe('15000')
    // More than the card has left is refused by us before Stripe is asked.
    const count = asked.length
    expect((await refund(payment, { amount: 150_01, reason: 'Too much' })).status).toBe(422)
    expect((await fakeCall<TFakeRequest[]>(requireFake(), 'GET', '/_fake/requests')).filter((request) => request.path === '/v1/refunds')).toHaveLength(count)
  })
})

describe('spec 6 per role (the right to mark payments received, through can())', () => {
  let opportunity: InvestmentOpportunity
  let payment: number
  beforeAll(async () => {
    opportunity = await createOpportunity(4)
    payment = await received(await investmentFor(opportunity, investors[0]!.user, 100_00), 100_00)
  })
  const sees = (role: TRoleId) => role !== ROLE.user && (stagesFor({ role_id: role } as TTenantUser, 'read') as number[]).includes(4) && mayOnInvestments(role, 4, 'transactions')

  test.each(roles)('$label: refunds a penny only with the right to mark payments received', async ({ role }) => {
    const response = await refund(payment, { amount: 1, reason: `By ${ROLE_LABEL[role]}` }, unique('k'), client(role))
    expect(response.status, show(response)).toBe(mayOnInvestments(role, 4, 'refund') && sees(role) ? 201 : sees(role) ? 403 : 404)
  })

  test('another tenant’s staff find nothing to refund, and nothing is written', async () => {
    const before = (await payload.count({ collection: 'ledger-entries', where: { payment: { equals: payment } }, overrideAccess: true })).totalDocs
    const response = await refund(payment, { amount: 1, reason: 'Not ours' }, unique('k'), angelAdmin)
    expect(response.status, show(response)).toBe(404)
    expect((await payload.count({ collection: 'ledger-entries', where: { payment: { equals: payment } }, overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('demo data', () => {
  test('the demo tenant’s closed opportunity has a cancelled investment refunded in part: a refunded and a partly refunded payment, and money still to return', async () => {
    for (const code of ['demo']) {
      const tenant = await tenantByCode(payload, code)
      const { rows } = await payload.db.pool.query<{ opportunity_id: number; refunded: number; partly: number; to_return: string }>(
        `SELECT i.opportunity_id,
                (count(DISTINCT p.id) FILTER (WHERE p.state = 'refunded'))::int AS refunded,
                (count(DISTINCT p.id) FILTER (WHERE p.state = 'succeeded' AND EXISTS (SELECT 1 FROM ledger_entries x WHERE x.payment_id = p.id AND x.kind = 'refund')))::int AS partly,
                (SELECT SUM(e.amount) FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received')::text AS to_return
           FROM investments i JOIN payments p ON p.investment_id = i.id
          WHERE i.tenant_id = $1 AND i.status = 'cancelled'
          GROUP BY i.id HAVING count(*) FILTER (WHERE p.state IN ('refunded', 'succeeded')) > 0`,
        [tenant.id],
      )
      expect(rows.length, code).toBeGreaterThanOrEqual(1)
      expect(rows[0]).toMatchObject({ refunded: 1, partly: 1 })
      expect(Number(rows[0]!.to_return)).toBeGreaterThan(0)
      const recon = (await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${rows[0]!.opportunity_id}`)).json<{ totals: { toReturn: string } }>()
      expect(recon.totals.toReturn).toBe(rows[0]!.to_return)
    }
  })
})
