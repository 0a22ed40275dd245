import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { inviteToSounding } from '@/collections/compliance/MarketSoundingInvitations/invitations'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { investorPendingActions } from '@/collections/investments/money/portal-actions'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// issue 13 §3 (docs/decisions/031) over HTTP on the real database: investing in the portal as a
// holder the investor really has, the idempotent retry, two investors racing for the last of an
// allocation, bank details and the payment reference kept out of the HTML and the JSON under the
// switches, the market sounding (404 while its switch is off), interest options, the investor's own
// pre-emption answer, the pending actions, and another tenant's rows staying out of reach.

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const HTML = { accept: 'text/html' }

let payload: Payload
let demo: Tenant
let angel: Tenant
let capital: Tenant
let custodian: Tenant
const created: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

async function createOpportunity(tenant: Tenant, options: { target?: number; sharePrice?: number | null; minimumInvestment?: number | null; stage?: number; taxOptions?: string[] } = {}): Promise<InvestmentOpportunity> {
  const slug = unique('portal-invest')
  const row = await payload.create({
    collection: 'investment-opportunities',
    data: {
      title: `Portal ${slug}`,
      slug,
      stage: options.stage ?? 2,
      targetAmount: options.target ?? 1_000_000_00,
      currency: 'GBP',
      closesAt: FUTURE,
      sharePrice: options.sharePrice === undefined ? 100 : options.sharePrice,
      minimumInvestment: options.minimumInvestment ?? null,
      ...(options.taxOptions ? { taxOptions: options.taxOptions as never } : {}),
      tenant: tenant.id,
    },
    overrideAccess: true,
  })
  created.push(row.id)
  return row
}

async function investorClient(tenant: Tenant, slug: string, overrides: Partial<User> = {}): Promise<{ user: User; client: TestClient }> {
  const user = await createTestUser(payload, tenant, ROLE.user, { slug, compliance_passed: true, ...overrides })
  const client = new TestClient(tenant.code)
  await client.login(user.email, TEST_PASSWORD)
  return { user, client }
}

const invest = (client: TestClient, body: Record<string, unknown>, key = unique('key')) => client.request('POST', '/api/investments', { body, headers: { 'Idempotency-Key': key } })

type TInvestAnswer = { investment: { id: number; status: string; holderKind: string; paymentReference: string | null; amount: number } }

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel, capital, custodian] = await Promise.all(['demo', 'angel', 'capital', 'custodian'].map((code) => tenantByCode(payload, code)))
}, 60_000)

afterAll(async () => {
  for (const id of created) await deleteOpportunityDependants(payload, id)
  if (created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

describe('investing', () => {
  test('an idempotent retry answers the same investment and writes nothing more', async () => {
    const opportunity = await createOpportunity(demo)
    const { client } = await investorClient(demo, 'portal-retry')
    const key = unique('retry')
    const first = await invest(client, { opportunity: opportunity.id, amount: 1_000_00 }, key)
    expect(first.status, show(first)).toBe(201)
    const again = await invest(client, { opportunity: opportunity.id, amount: 1_000_00 }, key)
    expect(again.status, show(again)).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json<TInvestAnswer>().investment.id).toBe(first.json<TInvestAnswer>().investment.id)
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  test('investors racing over HTTP for the last of an allocation never exceed it', async () => {
    const opportunity = await createOpportunity(demo, { target: 6 * 500_00, sharePrice: 100 })
    const racers = await Promise.all([0, 1, 2, 3].map((index) => investorClient(demo, `portal-race-${index}`)))
    // 16 concurrent investments of £500 into room for 6 (four investors, four tabs each).
    const answers = await Promise.all(racers.flatMap(({ client }) => [0, 1, 2, 3].map(() => invest(client, { opportunity: opportunity.id, amount: 500_00 }))))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(6)
    expect(statuses.filter((status) => status === 409)).toHaveLength(10)
    const { rows } = await payload.db.pool.query<{ committed: string }>(`SELECT COALESCE(SUM(amount), 0)::text AS committed FROM ledger_entries WHERE opportunity_id = $1 AND kind = 'investment'`, [opportunity.id])
    expect(rows[0]!.committed).toBe(String(6 * 500_00))
  })

  test('the invest page and its payment page are server-rendered; a tax relief only where the tenant and the opportunity offer it', async () => {
    const opportunity = await createOpportunity(demo, { minimumInvestment: 250_00 })
    const { client } = await investorClient(demo, 'portal-pages')
    const form = await client.get(`/investor/investments/${opportunity.slug}/invest?holder=investor`, HTML)
    expect(form.status, show(form)).toBe(200)
    expect(form.text).toContain('Minimum £250.00')
    expect(form.text).not.toContain('Tax relief you will claim')
    const refused = await invest(client, { opportunity: opportunity.id, amount: 1_000_00, taxRelief: 'EIS' })
    expect(refused.status, show(refused)).toBe(422)
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.taxRelief).toBeDefined()
    const small = await invest(client, { opportunity: opportunity.id, amount: 100_00 })
    expect(small.status, show(small)).toBe(422)
    const made = await invest(client, { opportunity: opportunity.id, amount: 1_000_00 })
    expect(made.status, show(made)).toBe(201)
    const { id, paymentReference } = made.json<TInvestAnswer>().investment
    const page = await client.get(`/investor/investments/${opportunity.slug}/invest?investment=${id}`, HTML)
    expect(page.status, show(page)).toBe(200)
    // demo: every switch off, bank details set: the reference and the account are on the page.
    expect(page.text).toContain(paymentReference!)
    expect(page.text).toContain('55779911')
    const other = await investorClient(demo, 'portal-pages-other')
    expect((await other.client.get(`/investor/investments/${opportunity.slug}/invest?investment=${id}`, HTML)).status).toBe(404)
  })

  test('custodian (hide_bank_details, hide_payment_reference): neither the bank details nor the reference reach the investor, in the HTML or the JSON', async () => {
    const opportunity = await createOpportunity(custodian)
    const { client } = await investorClient(custodian, 'portal-hidden')
    const made = await invest(client, { opportunity: opportunity.id, amount: 2_000_00 })
    expect(made.status, show(made)).toBe(201)
    const answer = made.json<TInvestAnswer>().investment
    expect(answer.paymentReference).toBeNull()
    const stored = await payload.findByID({ collection: 'investments', id: answer.id, depth: 0, overrideAccess: true })
    const reference = stored.paymentReference
    expect(made.text).not.toContain(reference)
    const page = await client.get(`/investor/investments/${opportunity.slug}/invest?investment=${answer.id}`, HTML)
    expect(page.status, show(page)).toBe(200)
    const json = await client.get(`/api/investments/${answer.id}/pay-instructions`)
    expect(json.status, show(json)).toBe(200)
    for (const text of [page.text, json.text]) {
      expect(text).not.toContain(reference)
      expect(text).not.toContain('31926819')
    }
    expect(page.text).toContain('The team will send you the bank details')
  })

  test('holders: only those the investor really has (checked by the server), on the investor-type page and the invest call', async () => {
    const opportunity = await createOpportunity(capital)
    const { user, client } = await investorClient(capital, 'portal-holders')
    const someoneElse = await createTestUser(payload, capital, ROLE.user, { slug: 'portal-holders-other' })
    const signs = await payload.create({ collection: 'organisations', data: { name: unique('Signs Ltd'), businessType: 'business', tenant: capital.id }, overrideAccess: true })
    const member = await payload.create({ collection: 'organisations', data: { name: unique('Member Ltd'), businessType: 'business', tenant: capital.id }, overrideAccess: true })
    await payload.create({ collection: 'organisation-members', data: { organisation: signs.id, investor: user.id, role: 'director', tenant: capital.id }, overrideAccess: true })
    await payload.create({ collection: 'organisation-members', data: { organisation: member.id, investor: user.id, role: 'member', tenant: capital.id }, overrideAccess: true })
    const method = await payload.create({ collection: 'investment-methods', data: { name: unique('Portal ISA'), kind: 'isa', tenant: capital.id }, overrideAccess: true })
    const mine = await payload.create({ collection: 'investment-method-entities', data: { method: method.id, lead: user.id, associates: [], status: 'active', tenant: capital.id }, overrideAccess: true })
    const theirs = await payload.create({ collection: 'investment-method-entities', data: { method: method.id, lead: someoneElse.id, associates: [], status: 'active', tenant: capital.id }, overrideAccess: true })
    const nominee = await payload.create({ collection: 'nominees', data: { name: unique('Portal Nominees'), tenant: capital.id }, overrideAccess: true })

    const page = await client.get(`/investor/investments/${opportunity.slug}/investor-type`, HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain(`holder=organisation-${signs.id}`)
    expect(page.text).not.toContain(`holder=organisation-${member.id}`)
    expect(page.text).toContain(`holder=method_entity-${mine.id}`)
    expect(page.text).not.toContain(`holder=method_entity-${theirs.id}`)
    expect(page.text).toContain(`holder=nominee-${nominee.id}`)

    for (const [holder, kind] of [[`organisation-${signs.id}`, 'organisation'], [`method_entity-${mine.id}`, 'method_entity'], [`nominee-${nominee.id}`, 'nominee']] as const) {
      const made = await invest(client, { opportunity: opportunity.id, amount: 1_000_00, holder })
      expect(made.status, show(made)).toBe(201)
      const { id, holderKind } = made.json<TInvestAnswer>().investment
      expect(holderKind).toBe(kind)
      // The investor acts on it: its payment instructions and page are theirs.
      expect((await client.get(`/api/investments/${id}/pay-instructions`)).status).toBe(200)
    }
    const before = await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })
    for (const holder of [`organisation-${member.id}`, `method_entity-${theirs.id}`, 'organisation-2147483000', 'nobody-1']) {
      const refused = await invest(client, { opportunity: opportunity.id, amount: 1_000_00, holder })
      expect(refused.status, `${holder}: ${show(refused)}`).toBe(422)
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.holder).toBeDefined()
      expect((await client.get(`/investor/investments/${opportunity.slug}/invest?holder=${holder}`, HTML)).status).toBe(404)
    }
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(before.totalDocs)

    // demo has nominee_enabled off: a nominee is no holder there, even one of its own tenant.
    const demoOpportunity = await createOpportunity(demo)
    const demoNominee = await payload.create({ collection: 'nominees', data: { name: unique('Demo Nominees'), tenant: demo.id }, overrideAccess: true })
    const { client: demoClient } = await investorClient(demo, 'portal-holders-demo')
    expect((await invest(demoClient, { opportunity: demoOpportunity.id, amount: 1_000_00, holder: `nominee-${demoNominee.id}` })).status).toBe(422)
  })

  test('another tenant: its opportunity and its investments do not exist for the investor', async () => {
    const angelOpportunity = await createOpportunity(angel)
    const { client: angelClient } = await investorClient(angel, 'portal-angel')
    const made = await invest(angelClient, { opportunity: angelOpportunity.id, amount: 1_000_00 })
    expect(made.status, show(made)).toBe(201)
    const { client } = await investorClient(demo, 'portal-isolation')
    expect((await invest(client, { opportunity: angelOpportunity.id, amount: 1_000_00 })).status).toBe(404)
    expect((await client.get(`/api/investments/${made.json<TInvestAnswer>().investment.id}/pay-instructions`)).status).toBe(404)
    expect((await client.request('POST', '/api/opportunity-interests', { body: { opportunity: angelOpportunity.id, option: 'with_finance' } })).status).toBe(404)
    expect((await client.get(`/investor/investments/${angelOpportunity.slug}/invest?holder=investor`, HTML)).status).toBe(404)
  })

  test('the portal gate applies to every call: an investor who has not accepted the terms is refused with the step', async () => {
    const opportunity = await createOpportunity(demo)
    const { client } = await investorClient(demo, 'portal-gate', { accepted_terms_version: 0 })
    for (const [path, body] of [
      ['/api/investments', { opportunity: opportunity.id, amount: 1_000_00 }],
      ['/api/opportunity-interests', { opportunity: opportunity.id, option: 'with_finance' }],
    ] as const) {
      const refused = await client.request('POST', path, { body, headers: { 'Idempotency-Key': unique('gate') } })
      expect(refused.status, show(refused)).toBe(403)
      expect(refused.json<{ step: string }>().step).toBe('accept-terms')
    }
  })
})

describe('interest options', () => {
  test('stored per investor (a second choice replaces the first) and shown to staff on the opportunity', async () => {
    const opportunity = await createOpportunity(demo)
    const { user, client } = await investorClient(demo, 'portal-interest')
    const first = await client.request('POST', '/api/opportunity-interests', { body: { opportunity: opportunity.id, option: 'with_finance', note: 'Needs a loan' } })
    expect(first.status, show(first)).toBe(200)
    const second = await client.request('POST', '/api/opportunity-interests', { body: { opportunity: opportunity.id, option: 'not_interested' } })
    expect(second.status, show(second)).toBe(200)
    const rows = await payload.find({ collection: 'opportunity-interests', where: { opportunity: { equals: opportunity.id } }, depth: 0, overrideAccess: true })
    expect(rows.docs.map((row) => [row.investor, row.option])).toEqual([[user.id, 'not_interested']])
    expect((await client.request('POST', '/api/opportunity-interests', { body: { opportunity: opportunity.id, option: 'maybe' } })).status).toBe(422)
    const admin = new TestClient('demo')
    await admin.login('superadmin@demo.test')
    const tab = await admin.get(`/admin/investments/opportunities/${opportunity.id}/details`, HTML)
    expect(tab.status, show(tab)).toBe(200)
    expect(tab.text).toContain('Investor interest')
    // React separates the label and the count with a comment in the HTML.
    expect(tab.text).toMatch(/Not interested(<!-- -->)?: (<!-- -->)?1</)
  })
})

describe('market sounding', () => {
  test('404 while market_sounding_enabled is off (demo), the page and the call', async () => {
    const opportunity = await createOpportunity(demo)
    const { client } = await investorClient(demo, 'portal-sounding-off')
    expect((await client.get(`/investor/investments/market-sounding/${opportunity.id}`, HTML)).status).toBe(404)
    expect((await client.request('POST', '/api/market-sounding-acceptances/respond', { body: { opportunity: opportunity.id, decision: 'accept' } })).status).toBe(404)
  })

  test('angel: the tenant’s description, accept recorded for the insider register, decline records nothing', async () => {
    const opportunity = await createOpportunity(angel, { stage: 3 })
    const { user, client } = await investorClient(angel, 'portal-sounding')
    // Only an invited investor sees the sounding (decision 040; tests/integration/market-sounding-invitations.test.ts).
    expect((await client.get(`/investor/investments/market-sounding/${opportunity.id}`, HTML)).status).toBe(404)
    await inviteToSounding(payload, { tenant: angel.id, opportunity: opportunity.id, investors: [user.id] })
    const page = await client.get(`/investor/investments/market-sounding/${opportunity.id}`, HTML)
    expect(page.status, show(page)).toBe(200)
    const tenant = await payload.findByID({ collection: 'tenants', id: angel.id, depth: 0, overrideAccess: true })
    expect(page.text).toContain((tenant.marketSoundingDescription ?? '').trim().slice(0, 40).replace(/'/g, '&#x27;'))
    const declined = await client.request('POST', '/api/market-sounding-acceptances/respond', { body: { opportunity: opportunity.id, decision: 'decline' } })
    expect(declined.status, show(declined)).toBe(200)
    const count = () => payload.count({ collection: 'market-sounding-acceptances', where: { and: [{ investor: { equals: user.id } }, { opportunity: { equals: opportunity.id } }] }, overrideAccess: true })
    expect((await count()).totalDocs).toBe(0)
    const accepted = await client.request('POST', '/api/market-sounding-acceptances/respond', { body: { opportunity: opportunity.id, decision: 'accept' } })
    expect(accepted.status, show(accepted)).toBe(201)
    expect((await count()).totalDocs).toBe(1)
    expect((await client.get(`/investor/investments/market-sounding/${opportunity.id}`, HTML)).text).toContain(accepted.json<{ acceptance: { reference: string } }>().acceptance.reference)
    // A draft, or another tenant's opportunity, is not there.
    const draft = await createOpportunity(angel, { stage: 1 })
    expect((await client.get(`/investor/investments/market-sounding/${draft.id}`, HTML)).status).toBe(404)
    const demoOpportunity = await createOpportunity(demo)
    expect((await client.request('POST', '/api/market-sounding-acceptances/respond', { body: { opportunity: demoOpportunity.id, decision: 'accept' } })).status).toBe(404)
  })
})

describe('pre-emption answers and pending actions (demo data)', () => {
  test('investor@demo.test has payments due, a reservation, a cash call awaiting payment and a round waiting for their answer; they answer it', async () => {
    const investor = (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const actions = await investorPendingActions(payload, investor.id, demo.id)
    expect(actions.paymentsDue.length).toBeGreaterThan(0)
    expect(actions.reservations.length).toBeGreaterThan(0)
    expect(actions.cashCalls.some((line) => line.status === 'awaiting_payment')).toBe(true)
    const round = actions.preEmption.find((row) => row.code === 5 && row.holderKind === 'investor')
    expect(round, 'an open round awaiting the answer of investor@demo.test').toBeDefined()

    const client = new TestClient('demo')
    await client.login('investor@demo.test')
    const page = await client.get('/investor/investments/actions', HTML)
    expect(page.status, show(page)).toBe(200)
    for (const text of ['Payments due', 'My Reserved Allocations', 'cash call awaiting payment', 'Pre-emption rounds']) expect(page.text).toContain(text)

    const staffCode = await client.request('POST', `/api/pre-emption-rounds/${round!.round}/my-response`, { body: { code: 4 }, headers: { 'Idempotency-Key': unique('pe') } })
    expect(staffCode.status, show(staffCode)).toBe(422)
    const answered = await client.request('POST', `/api/pre-emption-rounds/${round!.round}/my-response`, { body: { code: 2 }, headers: { 'Idempotency-Key': unique('pe') } })
    expect(answered.status, show(answered)).toBe(200)
    expect(answered.json<{ response: { code: number; shares: string; respondedVia: string } }>().response).toMatchObject({ code: 2, shares: round!.entitlement.split('.')[0], respondedVia: 'investor' })
    // Someone without a response in the round: not there for them.
    const { client: stranger } = await investorClient(demo, 'portal-pe-stranger')
    expect((await stranger.request('POST', `/api/pre-emption-rounds/${round!.round}/my-response`, { body: { code: 2 }, headers: { 'Idempotency-Key': unique('pe') } })).status).toBe(404)
  })

  test('investor@<tenant>.test can invest on a live opportunity of every demo tenant', async () => {
    for (const code of ['demo', 'angel', 'capital', 'custodian', 'fund']) {
      const tenant = await tenantByCode(payload, code)
      const live = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: 2 } }] }, sort: 'id', depth: 0, limit: 1, overrideAccess: true })).docs[0]
      expect(live, `${code} has a live opportunity`).toBeDefined()
      const client = new TestClient(code)
      await client.login(`investor@${code}.test`)
      const page = await client.get(`/investor/investments/${live!.slug}`, HTML)
      expect(page.status, `${code}: ${show(page)}`).toBe(200)
      expect(page.text).toContain('Reserve An Allocation')
      expect((await client.get(`/investor/investments/${live!.slug}/invest?holder=investor`, HTML)).status).toBe(200)
    }
  })
})
