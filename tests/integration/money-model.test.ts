import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { TTenantUser } from '@/access/current-user'
import { mayInvestInPortal, mayOnInvestments } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { purgeExpiredIdempotencyKeys } from '@/collections/investments/IdempotencyKeys/retention'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// issue 10 (docs/decisions/012) over HTTP on the real database: investing and reserving, manual
// investments, payments in part and in full, cancellation by reversal, the append-only ledger (API,
// Local API and the PostgreSQL trigger), idempotency, the allocation lock under 50 concurrent
// investments, spec 6 per role from the permission module, the lifecycle seam, and ledger
// properties with fast-check. Investors made here keep their rows: the ledger's foreign keys keep an
// investor with entries (the test database is rebuilt per run).

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

let payload: Payload
let demo: Tenant
let fund: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let demoInvestor: User
/** Investors of this file, each signed in with a client of their own. */
const investors: Array<{ user: User; client: TestClient }> = []

/** This file's opportunities: removed at the end with their investments and entries (the unsafe delete's purge), so other files' lists do not fill with them. */
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

async function createOpportunity(stage: number, options: { target?: number; sharePrice?: number | null; minimumInvestment?: number | null; tenant?: Tenant } = {}): Promise<InvestmentOpportunity> {
  const slug = unique(`money-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: {
      title: `Money ${slug}`,
      slug,
      stage,
      targetAmount: options.target ?? 1_000_000_00,
      currency: 'GBP',
      closesAt: FUTURE,
      sharePrice: options.sharePrice === undefined ? 100 : options.sharePrice,
      minimumInvestment: options.minimumInvestment ?? null,
      tenant: (options.tenant ?? demo).id,
    },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

type TInvestmentAnswer = { investment: { id: number; status: string; shares: number; amount: number; holder: number; paymentReference: string }; entry: { id: number } }

const manual = (role: TRoleId, body: Record<string, unknown>, headers?: Record<string, string>) => client(role).request('POST', '/api/investments/manual', { body, headers })
const pay = (role: TRoleId, id: number, amount: number, headers?: Record<string, string>) => client(role).request('POST', `/api/investments/${id}/payments`, { body: { amount }, headers })
const cancel = (role: TRoleId, id: number) => client(role).request('POST', `/api/investments/${id}/cancel`, { body: {} })

async function entriesOf(investmentId: number) {
  return (await payload.find({ collection: 'ledger-entries', where: { investment: { equals: investmentId } }, sort: 'id', depth: 0, limit: 100, pagination: false })).docs
}

type THolderFigures = { id: number; invested: string; paid: string; shares: string }
async function holdersOf(opportunityId: number): Promise<THolderFigures[]> {
  const response = await client(ROLE.superAdmin).get(`/api/investments/investors?opportunity=${opportunityId}`)
  expect(response.status, show(response)).toBe(200)
  return response.json<{ data: THolderFigures[] }>().data.map(({ id, invested, paid, shares }) => ({ id, invested, paid, shares }))
}

/** The sums of the raw entries per holder, straight from the table (what "holdings" must equal). */
async function entrySums(opportunityId: number): Promise<Map<number, { amount: string; shares: string }>> {
  const { rows } = await payload.db.pool.query<{ holder_id: number; amount: string; shares: string }>(
    'SELECT holder_id, SUM(amount)::text AS amount, SUM(shares_delta)::text AS shares FROM ledger_entries WHERE opportunity_id = $1 GROUP BY holder_id',
    [opportunityId],
  )
  return new Map(rows.map((row) => [row.holder_id, { amount: row.amount, shares: row.shares }]))
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fund = await tenantByCode(payload, 'fund')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      staff.set(role, c)
    }),
  )
  demoInvestor = (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  for (let index = 0; index < 5; index++) {
    const user = await createTestUser(payload, demo, ROLE.user, { slug: `money-investor-${index}`, compliance_passed: true })
    const c = new TestClient('demo')
    await c.login(user.email, TEST_PASSWORD)
    investors.push({ user, client: c })
  }
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  // Some were deleted by the tests themselves: a where skips them.
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('investing through the portal', () => {
  test('an investor invests: awaiting payment, one investment entry of the amount and whole shares; the holder and tenant are the session’s', async () => {
    const opportunity = await createOpportunity(2, { sharePrice: 250 })
    const { user, client: investor } = investors[0]!
    const other = investors[1]!.user
    // Another investor named as the holder is refused (decision 031: `holder` names only a holder the session's investor has), and nothing is written.
    const forged = await investor.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 1_000_00, holder: other.id } })
    expect(forged.status, show(forged)).toBe(422)
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const response = await investor.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 1_000_00, tenant: fund.id, status: 'paid' } })
    expect(response.status, show(response)).toBe(201)
    const { investment } = response.json<TInvestmentAnswer>()
    expect(investment).toMatchObject({ status: 'awaiting_payment', shares: 400, amount: 1_000_00, holder: user.id })
    expect(investment.paymentReference).toMatch(/^INV-[0-9A-F]{12}$/)
    const stored = await payload.findByID({ collection: 'investments', id: investment.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ holder: user.id, tenant: demo.id, type: 'standard', status: 'awaiting_payment', currency: 'GBP' })
    const entries = await entriesOf(investment.id)
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.sharesDelta, entry.holder, entry.tenant, entry.opportunity])).toEqual([['investment', 1_000_00, 400, user.id, demo.id, opportunity.id]])
  })

  test('reserve: true reserves an allocation (spec 4) with the same ledger entry', async () => {
    const opportunity = await createOpportunity(2)
    const response = await investors[0]!.client.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 500_00, reserve: true } })
    expect(response.status, show(response)).toBe(201)
    expect(response.json<TInvestmentAnswer>().investment.status).toBe('reserved')
    expect((await entriesOf(response.json<TInvestmentAnswer>().investment.id)).map((entry) => entry.amount)).toEqual([500_00])
  })

  test('below the minimum, zero, fractions and missing fields are refused with field errors, and nothing is written', async () => {
    const opportunity = await createOpportunity(2, { minimumInvestment: 250_00 })
    const investor = investors[0]!.client
    for (const body of [{ opportunity: opportunity.id, amount: 100_00 }, { opportunity: opportunity.id, amount: 0 }, { opportunity: opportunity.id, amount: 10.5 }, { amount: 500_00 }]) {
      const response = await investor.request('POST', '/api/investments', { body })
      expect(response.status, show(response)).toBe(422)
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).length).toBeGreaterThan(0)
    }
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('an opportunity the portal does not show (internal, another tenant’s) is not found', async () => {
    const internal = await createOpportunity(3)
    const foreign = await createOpportunity(2, { tenant: fund })
    for (const opportunity of [internal, foreign]) {
      const response = await investors[0]!.client.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 100_00 } })
      expect(response.status, show(response)).toBe(404)
    }
  })
})

describe('an investor’s own investments (GET /api/investments/user, spec 7)', () => {
  type TMine = { docs: Array<{ id: number; status: string; amount: string; paid: string; outstanding: string; opportunity: { id: number; title: string } }>; totalDocs: number; page: number; hasNextPage: boolean }

  test('newest first with what the ledger says was paid, a page at a time; only the session’s holder and tenant', async () => {
    const user = await createTestUser(payload, demo, ROLE.user, { slug: 'money-mine', compliance_passed: true })
    const mine = new TestClient('demo')
    await mine.login(user.email, TEST_PASSWORD)
    const empty = await mine.get('/api/investments/user')
    expect(empty.status, show(empty)).toBe(200)
    expect(empty.json<TMine>()).toMatchObject({ docs: [], totalDocs: 0 })

    const [first, second] = [await createOpportunity(4), await createOpportunity(5)]
    const ids: number[] = []
    for (const [opportunity, amount] of [[first, 1_000_00], [second, 2_000_00], [first, 3_000_00]] as const) {
      const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: user.id, amount })
      expect(created.status, show(created)).toBe(201)
      ids.push(created.json<TInvestmentAnswer>().investment.id)
    }
    expect((await pay(ROLE.superAdmin, ids[0]!, 400_00)).status).toBe(201)
    expect((await cancel(ROLE.superAdmin, ids[1]!)).status).toBe(200)
    // Someone else's investment in the same opportunity is not theirs.
    expect((await manual(ROLE.superAdmin, { opportunity: first.id, holder: investors[2]!.user.id, amount: 500_00 })).status).toBe(201)

    const all = (await mine.get('/api/investments/user')).json<TMine>()
    expect(all.totalDocs).toBe(3)
    expect(all.docs.map((doc) => doc.id)).toEqual([...ids].reverse())
    expect(all.docs.map((doc) => [doc.amount, doc.paid, doc.outstanding, doc.status])).toEqual([
      ['300000', '0', '300000', expect.any(String)],
      ['200000', '0', '0', 'cancelled'],
      ['100000', '40000', '60000', expect.any(String)],
    ])
    expect(all.docs[0]!.opportunity).toMatchObject({ id: first.id, title: first.title })

    // The REST list of the same investor (its read access: their own rows) has the same rows in the same order.
    const rest = await mine.get('/api/investments?depth=0&sort=-createdAt&limit=100')
    expect(rest.json<{ docs: Array<{ id: number; amount: number; status: string }> }>().docs.map((doc) => [doc.id, String(doc.amount), doc.status])).toEqual(all.docs.map((doc) => [doc.id, doc.amount, doc.status]))

    const page2 = (await mine.get('/api/investments/user?limit=2&page=2')).json<TMine>()
    expect(page2).toMatchObject({ totalDocs: 3, page: 2, hasNextPage: false })
    expect(page2.docs.map((doc) => doc.id)).toEqual([ids[0]])
  })

  test('staff have no holdings of their own to list (403), a visitor is asked to sign in (401), a bad page is a 422', async () => {
    expect((await client(ROLE.superAdmin).get('/api/investments/user')).status).toBe(403)
    expect((await new TestClient('demo').get('/api/investments/user')).status).toBe(401)
    for (const query of ['limit=500', 'page=0', 'page=x']) expect((await investors[0]!.client.get(`/api/investments/user?${query}`)).status, query).toBe(422)
  })
})

describe('the cap table a page at a time (GET /api/investments/investors)', () => {
  type TCapPage = { data: Array<{ id: number; shares: string; invested: string; percentage: string }>; totals: { holders: number; invested: string; paid: string; shares: string }; totalDocs: number; page: number; hasNextPage: boolean }

  test('largest holdings first, Payload’s pagination, and totals of the whole table that equal the raw entries', async () => {
    const opportunity = await createOpportunity(6, { sharePrice: 100 })
    const amounts = [500_00, 300_00, 900_00, 100_00, 700_00]
    for (const [index, amount] of amounts.entries()) expect((await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: investors[index]!.user.id, amount })).status).toBe(201)
    const page = async (query: string) => {
      const response = await client(ROLE.superAdmin).get(`/api/investments/investors?opportunity=${opportunity.id}&${query}`)
      expect(response.status, show(response)).toBe(200)
      return response.json<TCapPage>()
    }
    const first = await page('limit=2')
    expect(first.data.map((holder) => holder.invested)).toEqual(['90000', '70000'])
    expect(first.data.map((holder) => holder.percentage)).toEqual(['36.00', '28.00'])
    expect(first).toMatchObject({ totalDocs: 5, page: 1, hasNextPage: true, totals: { holders: 5, invested: '250000', paid: '0', shares: '2500' } })
    const last = await page('limit=2&page=3')
    expect(last.data.map((holder) => holder.invested)).toEqual(['10000'])
    expect(last).toMatchObject({ hasNextPage: false, totals: first.totals })
    const { rows } = await payload.db.pool.query<{ amount: string; shares: string }>('SELECT SUM(amount)::text AS amount, SUM(shares_delta)::text AS shares FROM ledger_entries WHERE opportunity_id = $1', [opportunity.id])
    expect([first.totals.invested, first.totals.shares]).toEqual([rows[0]!.amount, rows[0]!.shares])
    for (const query of ['limit=501', 'page=0']) expect((await client(ROLE.superAdmin).get(`/api/investments/investors?opportunity=${opportunity.id}&${query}`)).status, query).toBe(422)
  })
})

describe('payments and cancellation', () => {
  test('a manual investment is paid in part, then in full; more than is outstanding is refused', async () => {
    const opportunity = await createOpportunity(4)
    const holder = investors[1]!.user
    const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holderEmail: holder.email, amount: 1_000_00, type: 'private_manual' })
    expect(created.status, show(created)).toBe(201)
    const { investment } = created.json<TInvestmentAnswer>()
    expect(investment).toMatchObject({ status: 'awaiting_payment', type: 'private_manual', holder: holder.id, shares: 1_000 })

    const first = await pay(ROLE.superAdmin, investment.id, 400_00)
    expect(first.status, show(first)).toBe(201)
    expect(first.json()).toMatchObject({ investment: { status: 'awaiting_payment' }, paid: '40000', outstanding: '60000' })
    const tooMuch = await pay(ROLE.superAdmin, investment.id, 600_01)
    expect(tooMuch.status, show(tooMuch)).toBe(422)
    expect(tooMuch.json<{ errors: { amount: string[] } }>().errors.amount[0]).toContain('£600.00 is outstanding')
    const rest = await pay(ROLE.superAdmin, investment.id, 600_00)
    expect(rest.json()).toMatchObject({ investment: { status: 'paid' }, paid: '100000', outstanding: '0' })
    const again = await pay(ROLE.superAdmin, investment.id, 1)
    expect(again.status, show(again)).toBe(422)
    expect(again.text).toContain('paid in full')
    expect((await entriesOf(investment.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['investment', 1_000_00],
      ['payment_received', 400_00],
      ['payment_received', 600_00],
    ])
  })

  test('POST /api/investments/subsequent (spec 7) records a follow-on investment beyond the target, typed subsequent whatever the body says; a role without the right is refused', async () => {
    const opportunity = await createOpportunity(4, { target: 1_000_00 })
    const holder = investors[2]!.user
    const body = { opportunity: opportunity.id, holder: holder.id, amount: 5_000_00, type: 'manual' }
    const created = await client(ROLE.superAdmin).request('POST', '/api/investments/subsequent', { body })
    expect(created.status, show(created)).toBe(201)
    expect(created.json<TInvestmentAnswer>().investment).toMatchObject({ type: 'subsequent', status: 'awaiting_payment', amount: 5_000_00, holder: holder.id })
    const overTarget = await manual(ROLE.superAdmin, body)
    expect(overTarget.status, 'the same body through /manual must fit the room left').toBe(409)
    const investor = await investors[0]!.client.request('POST', '/api/investments/subsequent', { body })
    expect([403, 404], show(investor)).toContain(investor.status)
  })

  test('cancelling reverses the commitment (nothing is edited), gives the room back, keeps the money received until it is refunded, and cannot be repeated', async () => {
    const opportunity = await createOpportunity(2, { target: 1_000_00 })
    const holder = investors[2]!.user
    const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: holder.id, amount: 1_000_00 })
    const { investment } = created.json<TInvestmentAnswer>()
    await pay(ROLE.superAdmin, investment.id, 300_00)
    const before = await entriesOf(investment.id)
    // Full: nothing more fits.
    const full = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: holder.id, amount: 1 })
    expect(full.status, show(full)).toBe(409)

    const cancelled = await cancel(ROLE.superAdmin, investment.id)
    expect(cancelled.status, show(cancelled)).toBe(200)
    const after = await entriesOf(investment.id)
    // The first entries are unchanged; the commitment's reversal follows. The payment's money stays (decision 018).
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.slice(before.length).map((entry) => [entry.kind, entry.amount, entry.sharesDelta, entry.reverses])).toEqual([['reversal', -1_000_00, -before[0]!.sharesDelta, before[0]!.id]])
    expect((await payload.findByID({ collection: 'investments', id: investment.id, overrideAccess: true })).status).toBe('cancelled')
    expect(await holdersOf(opportunity.id)).toEqual([])
    // Refunding it gives the holder's figures back exactly.
    const paymentId = (await payload.find({ collection: 'payments', where: { investment: { equals: investment.id } }, depth: 0, overrideAccess: true })).docs[0]!.id
    const refunded = await client(ROLE.superAdmin).request('POST', `/api/payments/${paymentId}/refund`, { body: { reason: 'Cancelled' }, headers: { 'Idempotency-Key': `refund-${investment.id}` } })
    expect(refunded.status, show(refunded)).toBe(201)
    // The room is back.
    const fits = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: holder.id, amount: 1_000_00 })
    expect(fits.status, show(fits)).toBe(201)
    const twice = await cancel(ROLE.superAdmin, investment.id)
    expect(twice.status, show(twice)).toBe(409)
    const payCancelled = await pay(ROLE.superAdmin, investment.id, 1)
    expect(payCancelled.status, show(payCancelled)).toBe(409)
    // The ledger as CSV: every entry in order, the reversals naming what they reverse.
    const csv = await client(ROLE.superAdmin).get(`/api/investments/ledger/export?opportunity=${opportunity.id}`)
    expect(csv.status, show(csv)).toBe(200)
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe('Entry,Date,Movement,Reverses entry,Investor,Reference,Amount,Currency,Shares,Note')
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 4).concat(line.split(',').slice(6, 9)))).toEqual([
      // £1,000 at the default price of £1.00 a share: 1,000 shares.
      ['Investment', '', '1000.00', 'GBP', '1000'],
      ['Payment received', '', '300.00', 'GBP', '0'],
      ['Reversal', String(before[0]!.id), '-1000.00', 'GBP', '-1000'],
      ['Refund', String(before[1]!.id), '-300.00', 'GBP', '0'],
      ['Investment', '', '1000.00', 'GBP', '1000'],
    ])
    expect(Number(csv.headers['x-total-count'])).toBe(5)
  })
})

describe('the ledger is append-only', () => {
  let entryId: number
  let opportunityId: number
  beforeAll(async () => {
    const opportunity = await createOpportunity(2)
    opportunityId = opportunity.id
    const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: investors[0]!.user.id, amount: 123_00 })
    entryId = created.json<TInvestmentAnswer>().entry.id
  })

  const stored = async () => (await payload.db.pool.query<{ amount: string; note: string | null }>('SELECT amount::text, note FROM ledger_entries WHERE id = $1', [entryId])).rows[0]

  test('no role changes or removes an entry through the API, by id or by query', async () => {
    for (const role of [ROLE.superAdmin, ROLE.support]) {
      for (const [method, path, body] of [
        ['PATCH', `/api/ledger-entries/${entryId}`, { amount: 1, note: 'edited' }],
        ['PATCH', `/api/ledger-entries?where[id][equals]=${entryId}`, { amount: 1 }],
        ['DELETE', `/api/ledger-entries/${entryId}`, undefined],
        ['DELETE', `/api/ledger-entries?where[id][equals]=${entryId}`, undefined],
        ['POST', '/api/ledger-entries', { kind: 'reversal', reverses: entryId, amount: -123_00, currency: 'GBP', opportunity: opportunityId, occurredAt: new Date().toISOString() }],
      ] as const) {
        const response = await client(role).request(method, path, { body })
        expect([403, 404, 405], `${role} ${method} ${path}: ${show(response)}`).toContain(response.status)
      }
    }
    expect(await stored()).toEqual({ amount: '12300', note: null })
  })

  test('the Local API refuses too, even with overrideAccess', async () => {
    await expect(payload.update({ collection: 'ledger-entries', id: entryId, data: { amount: 1 }, overrideAccess: true })).rejects.toThrow(/append-only/)
    await expect(payload.delete({ collection: 'ledger-entries', id: entryId, overrideAccess: true })).rejects.toThrow(/append-only/)
    expect(await stored()).toEqual({ amount: '12300', note: null })
  })

  test('PostgreSQL refuses UPDATE, DELETE and TRUNCATE, and a purge setting naming another opportunity', async () => {
    await expect(payload.db.pool.query('UPDATE ledger_entries SET amount = 1 WHERE id = $1', [entryId])).rejects.toThrow(/append-only: UPDATE refused/)
    await expect(payload.db.pool.query('DELETE FROM ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(/append-only: DELETE refused/)
    // TRUNCATE: the trigger refuses it (PostgreSQL may refuse first: other tables' foreign keys point at the ledger).
    await expect(payload.db.pool.query('TRUNCATE ledger_entries')).rejects.toThrow(/append-only: TRUNCATE refused|cannot truncate a table referenced in a foreign key constraint/)
    const connection = await payload.db.pool.connect()
    try {
      await connection.query('BEGIN')
      await connection.query("SELECT set_config('app.ledger_purge_opportunity', $1, true)", [String(opportunityId + 1_000_000)])
      await expect(connection.query('DELETE FROM ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(/append-only/)
      await connection.query('ROLLBACK')
      // The setting is transaction-local: naming the right opportunity in one transaction lets nothing through in the next.
      await connection.query('BEGIN')
      await connection.query("SELECT set_config('app.ledger_purge_opportunity', $1, true)", [String(opportunityId)])
      await connection.query('COMMIT')
      await expect(connection.query('DELETE FROM ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(/append-only/)
    } finally {
      connection.release()
    }
    expect(await stored()).toEqual({ amount: '12300', note: null })
  })
})

describe('the lifecycle seam (decision 010)', () => {
  test('an opportunity with investments neither goes back to draft nor is deleted plainly; delete_unsafe removes it with its investments and ledger', async () => {
    const live = await createOpportunity(2)
    const created = await manual(ROLE.superAdmin, { opportunity: live.id, holder: investors[0]!.user.id, amount: 50_00 })
    expect(created.status, show(created)).toBe(201)
    const back = await client(ROLE.superAdmin).request('POST', `/api/investment-opportunities/${live.id}/stage`, { body: { to: 1 } })
    expect(back.status, show(back)).toBe(409)
    const plain = await client(ROLE.superAdmin).request('DELETE', `/api/investment-opportunities/${live.id}`)
    expect(plain.status, show(plain)).not.toBe(200)
    expect((await payload.count({ collection: 'investment-opportunities', where: { id: { equals: live.id } }, overrideAccess: true })).totalDocs).toBe(1)

    const matured = await createOpportunity(6)
    const { investment } = (await manual(ROLE.superAdmin, { opportunity: matured.id, holder: investors[1]!.user.id, amount: 70_00 })).json<TInvestmentAnswer>()
    await pay(ROLE.superAdmin, investment.id, 20_00)
    await cancel(ROLE.superAdmin, investment.id)
    await manual(ROLE.superAdmin, { opportunity: matured.id, holder: investors[1]!.user.id, amount: 30_00 })
    const unsafe = await client(ROLE.support).request('DELETE', `/api/investment-opportunities/${matured.id}`)
    expect(unsafe.status, show(unsafe)).toBe(200)
    const left = await payload.db.pool.query<{ investments: number; entries: number; opportunities: number }>(
      `SELECT (SELECT count(*) FROM investments WHERE opportunity_id = $1)::int AS investments, (SELECT count(*) FROM ledger_entries WHERE opportunity_id = $1)::int AS entries,
              (SELECT count(*) FROM investment_opportunities WHERE id = $1)::int AS opportunities`,
      [matured.id],
    )
    expect(left.rows[0]).toEqual({ investments: 0, entries: 0, opportunities: 0 })
    // The purge setting ended with that transaction.
    await expect(payload.db.pool.query('DELETE FROM ledger_entries WHERE opportunity_id = $1', [live.id])).rejects.toThrow(/append-only/)
  })
})

describe('Idempotency-Key', () => {
  test('a retried POST with the same key answers the first answer and writes nothing new', async () => {
    const opportunity = await createOpportunity(2)
    const { client: investor } = investors[3]!
    const key = unique('key')
    const body = { opportunity: opportunity.id, amount: 250_00 }
    const first = await investor.request('POST', '/api/investments', { body, headers: { 'Idempotency-Key': key } })
    const retry = await investor.request('POST', '/api/investments', { body, headers: { 'Idempotency-Key': key } })
    expect(first.status, show(first)).toBe(201)
    expect(retry.status, show(retry)).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(retry.headers['idempotent-replayed']).toBe('true')
    const count = async () => (await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs
    expect(await count()).toBe(1)
    // Another body under the same key names another request: refused, nothing written.
    const reused = await investor.request('POST', '/api/investments', { body: { ...body, amount: 300_00 }, headers: { 'Idempotency-Key': key } })
    expect(reused.status, show(reused)).toBe(422)
    expect(await count()).toBe(1)
    // The same key of another investor is theirs.
    const otherInvestor = await investors[4]!.client.request('POST', '/api/investments', { body, headers: { 'Idempotency-Key': key } })
    expect(otherInvestor.status, show(otherInvestor)).toBe(201)
    expect(await count()).toBe(2)
  })

  test('a key is kept for a day: the hourly retention removes older ones, and the key then names a new request', async () => {
    const opportunity = await createOpportunity(2)
    const { client: investor, user } = investors[3]!
    const [kept, expired] = [unique('kept'), unique('expired')]
    for (const key of [kept, expired]) expect((await investor.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 10_00 }, headers: { 'Idempotency-Key': key } })).status).toBe(201)
    // Claimed 25 hours ago, as far as the retention can tell.
    await payload.db.pool.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1 AND key = $2`, [user.id, expired])
    expect(await purgeExpiredIdempotencyKeys(payload)).toBeGreaterThanOrEqual(1)
    const { rows } = await payload.db.pool.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])', [user.id, [kept, expired]])
    expect(rows.map((row) => row.key)).toEqual([kept])
    const late = await investor.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 10_00 }, headers: { 'Idempotency-Key': expired } })
    expect(late.status, show(late)).toBe(201)
    expect(late.headers['idempotent-replayed']).toBeUndefined()
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(3)
  })

  test('concurrent retries with one key make one investment; a retried payment one entry', async () => {
    const opportunity = await createOpportunity(2)
    const key = unique('key')
    const body = { opportunity: opportunity.id, holder: investors[3]!.user.id, amount: 90_00 }
    const answers = await Promise.all(Array.from({ length: 6 }, () => manual(ROLE.superAdmin, body, { 'Idempotency-Key': key })))
    for (const answer of answers) expect(answer.status, show(answer)).toBe(201)
    expect(new Set(answers.map((answer) => answer.json<TInvestmentAnswer>().investment.id)).size).toBe(1)
    const id = answers[0]!.json<TInvestmentAnswer>().investment.id
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(1)
    const paymentKey = unique('key')
    const payments = await Promise.all([1, 2, 3].map(() => pay(ROLE.superAdmin, id, 10_00, { 'Idempotency-Key': paymentKey })))
    for (const payment of payments) expect(payment.status, show(payment)).toBe(201)
    expect((await entriesOf(id)).filter((entry) => entry.kind === 'payment_received')).toHaveLength(1)
  })

  test('an overlong key is refused before anything happens', async () => {
    const opportunity = await createOpportunity(2)
    for (const key of ['x'.repeat(256), 'y'.repeat(2_000)]) {
      const response = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: investors[0]!.user.id, amount: 1_00 }, { 'Idempotency-Key': key })
      expect(response.status, show(response)).toBe(422)
    }
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('allocation under concurrency', () => {
  test('50 parallel investments into room for 10 leave exactly 10; the rest are refused with a clear message', async () => {
    const opportunity = await createOpportunity(2, { target: 10 * 500_00, sharePrice: 100 })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => investors[index % investors.length]!.client.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 500_00 } })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(40)
    for (const answer of refused) {
      expect(answer.status, show(answer)).toBe(409)
      expect(answer.json<{ message: string }>().message).toMatch(/fully allocated: there is no room left/)
    }
    expect((await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(10)
    const { rows } = await payload.db.pool.query<{ committed: string }>("SELECT SUM(amount)::text AS committed FROM ledger_entries WHERE opportunity_id = $1 AND kind = 'investment'", [opportunity.id])
    expect(rows[0]!.committed).toBe(String(10 * 500_00))
  })
})

describe('spec 6 per role (src/access/investment-access.ts)', () => {
  let live: InvestmentOpportunity
  let matured: InvestmentOpportunity
  const investmentOn = new Map<number, number>()
  beforeAll(async () => {
    live = await createOpportunity(2)
    matured = await createOpportunity(6)
    for (const opportunity of [live, matured]) {
      const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: demoInvestor.id, amount: 1_000_00 })
      investmentOn.set(opportunity.id, created.json<TInvestmentAnswer>().investment.id)
    }
  })

  const seesOpportunity = (role: TRoleId, stage: number) => (stagesFor({ role_id: role } as TTenantUser, 'read') as number[]).includes(stage)

  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    test('lists investors of an opportunity only where it may see its transactions (the Investment Manager not at stage 6)', async () => {
      for (const opportunity of [live, matured]) {
        const response = await client(role).get(`/api/investments/investors?opportunity=${opportunity.id}`)
        expect(response.status, `stage ${opportunity.stage}: ${show(response)}`).toBe(mayOnInvestments(role, opportunity.stage, 'transactions') ? 200 : 404)
        const exported = await client(role).get(`/api/investments/export?opportunity=${opportunity.id}`)
        expect(exported.status, `export, stage ${opportunity.stage}: ${show(exported)}`).toBe(mayOnInvestments(role, opportunity.stage, 'transactions') ? 200 : 404)
        if (exported.status === 200) expect(exported.text.split('\n')[0]).toContain('Reference,Investor,Email')
      }
    })

    test('reads investment rows through REST only where it may see the transactions, investors their own', async () => {
      const response = await client(role).get(`/api/investments?depth=0&limit=100&where[opportunity][equals]=${live.id}`)
      if (mayOnInvestments(role, 2, 'transactions')) {
        expect(response.status, show(response)).toBe(200)
        expect(response.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toContain(investmentOn.get(live.id))
      } else if (role === ROLE.user) {
        // The demo investor holds it: their own row.
        expect(response.json<{ docs: Array<{ holder: number }> }>().docs.every((doc) => doc.holder === demoInvestor.id)).toBe(true)
      } else {
        expect([403, 200], show(response)).toContain(response.status)
        if (response.status === 200) expect(response.json<{ docs: unknown[] }>().docs).toEqual([])
      }
    })

    test('records a manual investment only with update on the opportunity', async () => {
      const response = await manual(role, { opportunity: live.id, holder: demoInvestor.id, amount: 1_00 })
      const expected = mayOnInvestments(role, 2, 'record') ? 201 : seesOpportunity(role, 2) ? 403 : 404
      expect(response.status, show(response)).toBe(expected)
    })

    test('marks a payment received only with update on the opportunity', async () => {
      const response = await pay(role, investmentOn.get(live.id)!, 1)
      const expected = mayOnInvestments(role, 2, 'receive-payment') ? 201 : mayOnInvestments(role, 2, 'transactions') ? 403 : 404
      expect(response.status, show(response)).toBe(expected)
    })

    test('invests through the portal only as an investor', async () => {
      const response = await client(role).request('POST', '/api/investments', { body: { opportunity: live.id, amount: 1_00 } })
      expect(response.status, show(response)).toBe(mayInvestInPortal(role) ? 201 : 403)
    })
  })

  test('a few literal rows of the table', () => {
    expect(mayOnInvestments(ROLE.superAdmin, 2, 'record')).toBe(true)
    expect(mayOnInvestments(ROLE.investmentManager, 2, 'record')).toBe(false)
    expect(mayOnInvestments(ROLE.investmentManager, 5, 'transactions')).toBe(true)
    expect(mayOnInvestments(ROLE.investmentManager, 6, 'transactions')).toBe(false)
    expect(mayOnInvestments(ROLE.investmentManager, 6, 'holdings')).toBe(true)
    expect(mayOnInvestments(ROLE.adviser, 2, 'transactions')).toBe(false)
    expect(mayOnInvestments(ROLE.superAdmin, 1, 'record')).toBe(false)
    expect(mayInvestInPortal(ROLE.user)).toBe(true)
  })
})

describe('ledger properties (fast-check)', () => {
  type TCommand = { op: 'invest'; holder: number; shares: number } | { op: 'pay'; which: number; percent: number } | { op: 'cancel'; which: number }
  const command: fc.Arbitrary<TCommand> = fc.oneof(
    fc.record({ op: fc.constant('invest' as const), holder: fc.nat(2), shares: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ op: fc.constant('pay' as const), which: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ op: fc.constant('cancel' as const), which: fc.nat() }),
  )
  const PRICE = 100

  test('for any sequence of investments, payments and cancellations, each holder’s figures are the sums of their entries and match a model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const opportunity = await createOpportunity(2, { sharePrice: PRICE })
        const model: Array<{ id: number; holder: number; amount: bigint; shares: bigint; paid: bigint; cancelled: boolean }> = []
        for (const step of commands) {
          if (step.op === 'invest') {
            const holder = investors[step.holder]!.user.id
            const response = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder, amount: step.shares * PRICE })
            expect(response.status, show(response)).toBe(201)
            model.push({ id: response.json<TInvestmentAnswer>().investment.id, holder, amount: BigInt(step.shares * PRICE), shares: BigInt(step.shares), paid: 0n, cancelled: false })
            continue
          }
          const open = model.filter((investment) => !investment.cancelled)
          const target = open[step.which % Math.max(open.length, 1)]
          if (!target) continue
          if (step.op === 'pay') {
            const outstanding = target.amount - target.paid
            if (outstanding === 0n) continue
            const amount = (outstanding * BigInt(step.percent)) / 100n || 1n
            const response = await pay(ROLE.superAdmin, target.id, Number(amount))
            expect(response.status, show(response)).toBe(201)
            target.paid += amount
          } else {
            const response = await cancel(ROLE.superAdmin, target.id)
            expect(response.status, show(response)).toBe(200)
            target.cancelled = true
          }
        }
        const expected = new Map<number, { invested: bigint; paid: bigint; shares: bigint }>()
        for (const investment of model) {
          // A cancellation takes back the commitment and the shares; money received stays until refunded (decision 018).
          const figures = expected.get(investment.holder) ?? { invested: 0n, paid: 0n, shares: 0n }
          const standing = investment.cancelled ? 0n : 1n
          expected.set(investment.holder, { invested: figures.invested + standing * investment.amount, paid: figures.paid + investment.paid, shares: figures.shares + standing * investment.shares })
        }
        const holders = await holdersOf(opportunity.id)
        expect(new Map(holders.map((holder) => [holder.id, { invested: BigInt(holder.invested), paid: BigInt(holder.paid), shares: BigInt(holder.shares) }]))).toEqual(
          new Map([...expected].filter(([, figures]) => figures.invested !== 0n || figures.shares !== 0n)),
        )
        // Holdings are the sum of the raw entries, holder by holder.
        const sums = await entrySums(opportunity.id)
        for (const holder of holders) expect(holder.shares).toBe(sums.get(holder.id)?.shares)
      }),
      { numRuns: 6 },
    )
  })

  test('an investment, its cancellation and the refund of what was paid on it leave every holder’s figures as they were before it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ holder: fc.nat(2), shares: fc.integer({ min: 1, max: 40 }) }), { maxLength: 4 }), fc.nat(2), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 100 }), async (before, holderIndex, shares, percent) => {
        const opportunity = await createOpportunity(2, { sharePrice: PRICE })
        for (const step of before) await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: investors[step.holder]!.user.id, amount: step.shares * PRICE })
        const snapshot = await holdersOf(opportunity.id)
        const created = await manual(ROLE.superAdmin, { opportunity: opportunity.id, holder: investors[holderIndex]!.user.id, amount: shares * PRICE })
        const id = created.json<TInvestmentAnswer>().investment.id
        const part = Math.floor((shares * PRICE * percent) / 100)
        if (part > 0) await pay(ROLE.superAdmin, id, part)
        const response = await cancel(ROLE.superAdmin, id)
        expect(response.status, show(response)).toBe(200)
        for (const payment of (await payload.find({ collection: 'payments', where: { investment: { equals: id } }, depth: 0, overrideAccess: true })).docs) {
          const refunded = await client(ROLE.superAdmin).request('POST', `/api/payments/${payment.id}/refund`, { body: { reason: 'Cancelled' }, headers: { 'Idempotency-Key': `refund-${payment.id}` } })
          expect(refunded.status, show(refunded)).toBe(201)
        }
        expect(await holdersOf(opportunity.id)).toEqual(snapshot)
      }),
      { numRuns: 5 },
    )
  })
})
