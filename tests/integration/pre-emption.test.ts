import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnPreEmption } from '@/access/pre-emption-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { PRE_EMPTION_CODE } from '@/domain/investments/pre-emption'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Pre-emption rounds (issue 10 §8, docs/decisions/015) over HTTP on the real database: opening a
// round gives every holder of an existing opportunity an awaiting response with a whole-share
// pro-rata entitlement computed by PostgreSQL (sums never above the offer); responses follow spec 4's
// codes (bad codes and shares refused with a clear message, nothing written); totals per code and
// taken up against offered; closing (early only when confirmed) makes the round read-only, in the
// endpoints and in PostgreSQL; holders are notified once; per role from the permission module;
// another tenant sees nothing. Investors made here keep their rows (the ledger's foreign keys).

const PRICE = 100
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
const angelAdmin = new TestClient('angel')
/** Investors of this file; the first is signed in (an investor's view of the API). */
const holders: User[] = []
let investorClient: TestClient
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 500)}`

async function createOpportunity(stage: number): Promise<InvestmentOpportunity> {
  const slug = unique(`pre-emption-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Pre-emption ${slug}`, slug, stage, targetAmount: 1_000_000_000_00, currency: 'GBP', closesAt: `${day(90)}T00:00:00.000Z`, sharePrice: PRICE, tenant: demo.id },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

/** An existing opportunity whose holders hold these whole shares (manual investments over HTTP, at the share price). */
async function heldOpportunity(shares: number[], stage = 6): Promise<InvestmentOpportunity> {
  const opportunity = await createOpportunity(stage)
  for (const [index, count] of shares.entries()) {
    const response = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holders[index]!.id, amount: count * PRICE, shares: count, type: 'subsequent' } })
    expect(response.status, show(response)).toBe(201)
  }
  return opportunity
}

type TRoundAnswer = { round: { id: number; sharesOffered: string; sharesHeld: string; status: string }; holders: number }
type TTable = {
  round: { id: number; status: string; awaiting: number; sharesTaken: string }
  responses: Array<{ holderId: number; holding: string; entitlement: string; code: number; shares: string; amount: string }>
  totals: { byCode: Array<{ code: number; responses: number; shares: string; amount: string }>; holders: number; entitled: string; unallocated: string; taken: string; takenAmount: string; offered: string; remaining: string; takenPercent: string }
}

const open = (role: TRoleId, body: Record<string, unknown>, headers?: Record<string, string>) => client(role).request('POST', '/api/pre-emption-rounds', { body, headers })
const record = (role: TRoleId, roundId: number, body: Record<string, unknown>) => client(role).request('POST', `/api/pre-emption-rounds/${roundId}/responses`, { body })
const closeRound = (role: TRoleId, roundId: number, body: Record<string, unknown> = {}) => client(role).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body })
async function table(roundId: number): Promise<TTable> {
  const response = await client(ROLE.superAdmin).get(`/api/pre-emption-rounds/${roundId}/responses`)
  expect(response.status, show(response)).toBe(200)
  return response.json<TTable>()
}

async function openRound(opportunityId: number, sharesOffered: number, deadline = day(14)): Promise<TRoundAnswer['round']> {
  const response = await open(ROLE.superAdmin, { opportunity: opportunityId, deadline, sharePrice: PRICE, amountOffered: sharesOffered * PRICE, note: 'Test round' })
  expect(response.status, show(response)).toBe(201)
  return response.json<TRoundAnswer>().round
}

/** A response's row as stored (to prove a refusal wrote nothing). */
const storedResponse = async (roundId: number, holderId: number) =>
  (await payload.db.pool.query<{ code: string; shares: string; updated_at: Date }>('SELECT code::text, shares::text, updated_at FROM pre_emption_responses WHERE round_id = $1 AND holder_id = $2', [roundId, holderId])).rows[0]

const countRounds = async (opportunityId: number) => (await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM pre_emption_rounds WHERE opportunity_id = $1', [opportunityId])).rows[0]!.count

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
  await angelAdmin.login('superadmin@angel.test')
  for (let index = 0; index < 5; index++) holders.push(await createTestUser(payload, demo, ROLE.user, { slug: `pre-emption-holder-${index}`, compliance_passed: true }))
  investorClient = new TestClient('demo')
  await investorClient.login(holders[0]!.email, TEST_PASSWORD)
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('opening a round', () => {
  test('every holder gets an awaiting response with their holding and floor(holding × offered / held), computed by PostgreSQL; each is notified once', async () => {
    const opportunity = await heldOpportunity([1_000, 2_000, 3_333])
    const key = unique('open')
    const body = { opportunity: opportunity.id, deadline: day(14), sharePrice: PRICE, amountOffered: 1_000 * PRICE }
    const first = await open(ROLE.superAdmin, body, { 'Idempotency-Key': key })
    expect(first.status, show(first)).toBe(201)
    // A retry with the same key answers the first answer and writes (and notifies) nothing more.
    const retry = await open(ROLE.superAdmin, body, { 'Idempotency-Key': key })
    expect(retry.status, show(retry)).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await countRounds(opportunity.id)).toBe(1)

    const { round, holders: count } = first.json<TRoundAnswer>()
    expect(count).toBe(3)
    expect(round).toMatchObject({ status: 'open', sharesOffered: '1000', sharesHeld: '6333' })
    const { responses, totals } = await table(round.id)
    const expected = [3_333, 2_000, 1_000].map((held) => ({ holding: String(held), entitlement: String((BigInt(held) * 1_000n) / 6_333n), code: PRE_EMPTION_CODE.awaiting, shares: '0', amount: '0' }))
    expect(responses.map(({ holding, entitlement, code, shares, amount }) => ({ holding, entitlement, code, shares, amount }))).toEqual(expected)
    // 526 + 315 + 157 = 998: two shares left by rounding down, never more than offered.
    expect(totals).toMatchObject({ holders: 3, entitled: '998', unallocated: '2', taken: '0', offered: '1000', remaining: '1000', takenPercent: '0.0' })

    for (const holder of holders.slice(0, 3)) {
      const { docs } = await payload.find({ collection: 'notifications', where: { user: { equals: holder.id } }, depth: 0, limit: 10, overrideAccess: true })
      const notices = docs.filter((doc) => doc.data.message.includes(opportunity.title))
      expect(notices, `notifications of holder ${holder.id}`).toHaveLength(1)
      expect(notices[0]!.data.message).toMatch(/A pre-emption round is open in \*\*.+\*\*: you may take up \d+ shares at £1\.00 a share/)
      // It links to where the answer is given.
      expect(notices[0]!.data.cta).toBe('/investor/investments/actions')
    }
    // The opportunity's trail says so.
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'investment-opportunities' } }, { targetId: { equals: opportunity.id } }, { action: { equals: 'pre-emption-opened' } }] }, overrideAccess: true, depth: 0 })
    expect(trail.totalDocs).toBe(1)
  })

  test('entitlements are whole shares that never add up to more than the offer, and miss it by less than one share per holder (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 3_000_000 }), async (held, offered) => {
        const opportunity = await heldOpportunity(held)
        const round = await openRound(opportunity.id, offered)
        const { responses, totals } = await table(round.id)
        const total = held.reduce((sum, shares) => sum + BigInt(shares), 0n)
        const entitlements = responses.map((response) => BigInt(response.entitlement))
        const sum = entitlements.reduce((a, b) => a + b, 0n)
        expect(sum).toBeLessThanOrEqual(BigInt(offered))
        expect(BigInt(offered) - sum).toBeLessThan(BigInt(held.length))
        expect(totals.entitled).toBe(String(sum))
        for (const response of responses) expect(BigInt(response.entitlement)).toBe((BigInt(response.holding) * BigInt(offered)) / total)
        await closeRound(ROLE.superAdmin, round.id, { confirmEarly: true })
      }),
      { numRuns: 5 },
    )
  })

  test('refusals name the field and write nothing: not whole shares, a past deadline, a live opportunity, no holders, a second open round', async () => {
    const opportunity = await heldOpportunity([500])
    const base = { opportunity: opportunity.id, deadline: day(7), sharePrice: 250, amountOffered: 10_000 }
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ amountOffered: 10_050 }, 422, 'amountOffered', /£100\.50 is not a whole number of shares at £2\.50 a share: offer £100\.00 \(40 shares\) or £102\.50 \(41 shares\)/],
      [{ amountOffered: 100 }, 422, 'amountOffered', /buys no whole share/],
      [{ deadline: day(-1) }, 422, 'deadline', /The deadline has passed/],
      [{ sharePrice: 0 }, 422, 'sharePrice', /price per share/],
      [{ amountOffered: 12.5 }, 422, 'amountOffered', /whole number of minor units/],
    ]
    for (const [change, status, field, message] of cases) {
      const response = await open(ROLE.superAdmin, { ...base, ...change })
      expect(response.status, show(response)).toBe(status)
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0], show(response)).toMatch(message)
    }
    expect(await countRounds(opportunity.id)).toBe(0)

    const live = await heldOpportunity([100], 2)
    const onLive = await open(ROLE.superAdmin, { ...base, opportunity: live.id })
    expect(onLive.status, show(onLive)).toBe(422)
    expect(onLive.json<{ errors: { opportunity: string[] } }>().errors.opportunity[0]).toContain('completed or matured')

    const empty = await createOpportunity(5)
    const noHolders = await open(ROLE.superAdmin, { ...base, opportunity: empty.id })
    expect(noHolders.status, show(noHolders)).toBe(409)
    expect(noHolders.text).toContain('has no holders')
    expect(await countRounds(empty.id)).toBe(0)

    await openRound(opportunity.id, 40)
    const second = await open(ROLE.superAdmin, base)
    expect(second.status, show(second)).toBe(409)
    expect(second.text).toContain('already open')
    expect(await countRounds(opportunity.id)).toBe(1)
  })
})

describe('responses (spec 4 codes)', () => {
  let roundId: number
  let holderId: number
  /** The first holder's entitlement in this round. */
  let entitled: number
  beforeAll(async () => {
    const opportunity = await heldOpportunity([4_000, 6_000], 5)
    roundId = (await openRound(opportunity.id, 1_000)).id
    holderId = holders[0]!.id
    entitled = Number((await table(roundId)).responses.find((response) => response.holderId === holderId)!.entitlement)
    expect(entitled).toBe(400)
  })

  test.each([
    ['an unknown code', { code: 7 }, 'code', /Choose a response: 1 don’t take/],
    ['a code that is not a number', { code: 'maybe' }, 'code', /Choose a response/],
    ['maintain with another number', { code: 2, shares: 401 }, 'shares', /takes exactly the entitlement of 400 shares/],
    ['increase without shares', { code: 3 }, 'shares', /more than the entitlement of 400 shares: enter 401 or more/],
    ['increase to the entitlement', { code: 3, shares: 400 }, 'shares', /more than the entitlement/],
    ['increase beyond the offer', { code: 3, shares: 1_001 }, 'shares', /At most the 1,000 shares offered/],
    ['decrease to nothing', { code: 6, shares: 0 }, 'shares', /at least 1 share/],
    ['decrease to the entitlement', { code: 6, shares: 400 }, 'shares', /fewer than the entitlement of 400 shares: enter at most 399/],
    ['don’t take with shares', { code: 1, shares: 5 }, 'shares', /takes no shares/],
    ['not applicable with shares', { code: 4, shares: 1 }, 'shares', /takes no shares/],
    ['a fraction of a share', { code: 3, shares: 400.5 }, 'shares', /whole number of shares/],
    ['negative shares', { code: 3, shares: -3 }, 'shares', /zero or more/],
  ])('%s is refused (422 on %s) and nothing is written', async (_, body, field, message) => {
    const before = await storedResponse(roundId, holderId)
    const response = await record(ROLE.superAdmin, roundId, { holder: holderId, ...body })
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field as string]?.[0], show(response)).toMatch(message as RegExp)
    expect(await storedResponse(roundId, holderId)).toEqual(before)
  })

  test('someone who is not a holder of the round is refused on holder', async () => {
    const response = await record(ROLE.superAdmin, roundId, { holder: holders[4]!.id, code: 1 })
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: { holder: string[] } }>().errors.holder[0]).toContain('not a holder in this round')
  })

  test.each([
    ['maintain takes the entitlement when shares are left out', { code: 2 }, '400'],
    ['increase takes more', { code: 3, shares: 450 }, '450'],
    ['decrease takes fewer', { code: 6, shares: 100 }, '100'],
    ['don’t take takes none', { code: 1 }, '0'],
    ['not applicable takes none', { code: 4, shares: 0 }, '0'],
    ['awaiting again takes none', { code: 5 }, '0'],
  ])('%s', async (_, body, shares) => {
    const response = await record(ROLE.superAdmin, roundId, { holder: holderId, ...body })
    expect(response.status, show(response)).toBe(200)
    expect(response.json<{ response: { code: number; shares: string; amount: string; respondedVia: string } }>().response).toMatchObject({
      code: body.code,
      shares,
      amount: String(BigInt(shares) * BigInt(PRICE)),
      respondedVia: 'staff',
    })
    expect(await storedResponse(roundId, holderId)).toMatchObject({ code: String(body.code), shares })
  })

  test('the database refuses a response against the rules even without the endpoint', async () => {
    await expect(payload.db.pool.query('UPDATE pre_emption_responses SET code = 2, shares = entitlement + 1 WHERE round_id = $1 AND holder_id = $2', [roundId, holderId])).rejects.toThrow(/pre_emption_responses_code_rules/)
    await expect(payload.db.pool.query('UPDATE pre_emption_responses SET code = 9 WHERE round_id = $1 AND holder_id = $2', [roundId, holderId])).rejects.toThrow(/pre_emption_responses_code_rules/)
  })
})

describe('totals and closing', () => {
  test('totals per code and taken up against offered are the sums of the responses; closing early needs confirmation; a closed round refuses responses, in the API and in PostgreSQL', async () => {
    const opportunity = await heldOpportunity([1_000, 1_000, 1_000, 1_000, 2_000])
    const round = await openRound(opportunity.id, 600)
    // Entitlements: 100, 100, 100, 100, 200.
    const answers: Array<[number, Record<string, unknown>]> = [
      [0, { code: 2 }],
      [1, { code: 3, shares: 150 }],
      [2, { code: 6, shares: 40 }],
      [3, { code: 1 }],
      [4, { code: 3, shares: 300 }],
    ]
    for (const [index, body] of answers) {
      const response = await record(ROLE.superAdmin, round.id, { holder: holders[index]!.id, ...body })
      expect(response.status, show(response)).toBe(200)
    }
    const { totals, round: summary } = await table(round.id)
    const byCode = Object.fromEntries(totals.byCode.map((total) => [total.code, [total.responses, total.shares, total.amount]]))
    expect(byCode).toEqual({
      1: [1, '0', '0'],
      2: [1, '100', String(100 * PRICE)],
      3: [2, '450', String(450 * PRICE)],
      4: [0, '0', '0'],
      5: [0, '0', '0'],
      6: [1, '40', String(40 * PRICE)],
    })
    // 590 of 600 taken: 98.3 %.
    expect(totals).toMatchObject({ holders: 5, taken: '590', takenAmount: String(590 * PRICE), offered: '600', remaining: '10', takenPercent: '98.3' })
    expect(summary).toMatchObject({ awaiting: 0, sharesTaken: '590' })
    // The sums again, straight from the table.
    const { rows } = await payload.db.pool.query<{ shares: string }>('SELECT SUM(shares)::text AS shares FROM pre_emption_responses WHERE round_id = $1', [round.id])
    expect(rows[0]!.shares).toBe('590')

    // Before the deadline: only with confirmEarly.
    const early = await closeRound(ROLE.superAdmin, round.id)
    expect(early.status, show(early)).toBe(409)
    expect(early.json<{ errors: { confirmEarly: string[] } }>().errors.confirmEarly[0]).toMatch(/closing now ends the round early/)
    expect((await table(round.id)).round.status).toBe('open')
    const closed = await closeRound(ROLE.superAdmin, round.id, { confirmEarly: true })
    expect(closed.status, show(closed)).toBe(200)
    expect(closed.json()).toMatchObject({ round: { status: 'closed' }, sharesTaken: '590', amountTaken: String(590 * PRICE), awaiting: 0 })

    const before = await storedResponse(round.id, holders[3]!.id)
    const late = await record(ROLE.superAdmin, round.id, { holder: holders[3]!.id, code: 2 })
    expect(late.status, show(late)).toBe(409)
    expect(late.text).toContain('its responses are read-only')
    expect(await storedResponse(round.id, holders[3]!.id)).toEqual(before)
    const again = await closeRound(ROLE.superAdmin, round.id, { confirmEarly: true })
    expect(again.status, show(again)).toBe(409)
    await expect(payload.db.pool.query('UPDATE pre_emption_responses SET code = 4 WHERE round_id = $1', [round.id])).rejects.toThrow(/closed pre-emption round is read-only/)
    await expect(payload.db.pool.query("UPDATE pre_emption_rounds SET status = 'open' WHERE id = $1", [round.id])).rejects.toThrow(/closed pre-emption round is read-only/)
    // A new round may open once the last one is closed; the closed one is among the past rounds.
    const next = await openRound(opportunity.id, 10)
    expect(next.id).not.toBe(round.id)
  })

  test('a round past its deadline closes without confirmation', async () => {
    const opportunity = await heldOpportunity([10])
    const round = await openRound(opportunity.id, 5)
    await payload.db.pool.query('UPDATE pre_emption_rounds SET deadline = $2 WHERE id = $1', [round.id, `${day(-2)}T00:00:00.000Z`])
    const response = await closeRound(ROLE.superAdmin, round.id)
    expect(response.status, show(response)).toBe(200)
  })

  test('responses and a close sent together: each response lands before the close or is refused after it', async () => {
    const opportunity = await heldOpportunity([100, 100, 100, 100])
    const round = await openRound(opportunity.id, 40)
    const answers = await Promise.all([
      ...holders.slice(0, 4).map((holder) => record(ROLE.superAdmin, round.id, { holder: holder.id, code: 2 })),
      closeRound(ROLE.superAdmin, round.id, { confirmEarly: true }),
    ])
    expect(answers.at(-1)!.status, show(answers.at(-1)!)).toBe(200)
    for (const answer of answers.slice(0, 4)) expect([200, 409], show(answer)).toContain(answer.status)
    const { rows } = await payload.db.pool.query<{ late: number }>(
      'SELECT count(*)::int AS late FROM pre_emption_responses x JOIN pre_emption_rounds r ON r.id = x.round_id WHERE r.id = $1 AND x.responded_at > r.closed_at',
      [round.id],
    )
    expect(rows[0]!.late).toBe(0)
    expect((await table(round.id)).totals.byCode.find((total) => total.code === 2)!.responses).toBe(answers.slice(0, 4).filter((answer) => answer.status === 200).length)
  })
})

describe('spec 6 per role (src/access/pre-emption-access.ts)', () => {
  let opportunity: InvestmentOpportunity
  let roundId: number
  beforeAll(async () => {
    opportunity = await heldOpportunity([300, 700])
    roundId = (await openRound(opportunity.id, 100)).id
  })

  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    const view = () => mayOnPreEmption(role, 6, 'view')

    test('sees the round’s table, its REST rows and the tab only with show on existing opportunities', async () => {
      const response = await client(role).get(`/api/pre-emption-rounds/${roundId}/responses`)
      expect(response.status, show(response)).toBe(view() ? 200 : 404)
      const rows = await client(role).get(`/api/pre-emption-responses?depth=0&limit=100&where[round][equals]=${roundId}`)
      if (view()) {
        expect(rows.status, show(rows)).toBe(200)
        expect(rows.json<{ docs: unknown[] }>().docs).toHaveLength(2)
      } else if (rows.status === 200) {
        expect(rows.json<{ docs: unknown[] }>().docs).toEqual([])
      }
      const rounds = await client(role).get(`/api/pre-emption-rounds?depth=0&where[opportunity][equals]=${opportunity.id}`)
      if (view()) expect(rounds.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toEqual([roundId])
      else if (rounds.status === 200) expect(rounds.json<{ docs: unknown[] }>().docs).toEqual([])
      if (role === ROLE.user) return
      const page = await client(role).get(`/admin/investments/existing/${opportunity.id}/details/pre-emption`, { accept: 'text/html' })
      if (view()) {
        expect(page.status).toBe(200)
        expect(page.text).toContain('Pre-emption responses')
        // The forms only for those who may record.
        expect(page.text.includes('Record the response of')).toBe(mayOnPreEmption(role, 6, 'record'))
      } else {
        expect([403, 404]).toContain(page.status)
      }
    })

    test('records a response only with update on existing opportunities', async () => {
      const response = await record(role, roundId, { holder: holders[0]!.id, code: 2 })
      expect(response.status, show(response)).toBe(mayOnPreEmption(role, 6, 'record') ? 200 : view() ? 403 : 404)
    })

    test('opens and closes a round only with update on existing opportunities', async () => {
      const other = await heldOpportunity([50])
      const opened = await open(role, { opportunity: other.id, deadline: day(10), sharePrice: PRICE, amountOffered: 10 * PRICE })
      expect(opened.status, show(opened)).toBe(mayOnPreEmption(role, 6, 'open') ? 201 : view() ? 403 : 404)
      const id = opened.status === 201 ? opened.json<TRoundAnswer>().round.id : (await openRound(other.id, 10)).id
      const closed = await closeRound(role, id, { confirmEarly: true })
      expect(closed.status, show(closed)).toBe(mayOnPreEmption(role, 6, 'close') ? 200 : view() ? 403 : 404)
    })
  })

  test('an investor reads their own responses through REST and nobody else’s', async () => {
    const response = await investorClient.get(`/api/pre-emption-responses?depth=0&limit=100&where[round][equals]=${roundId}`)
    expect(response.status, show(response)).toBe(200)
    const docs = response.json<{ docs: Array<{ holder: number }> }>().docs
    expect(docs.map((doc) => doc.holder)).toEqual([holders[0]!.id])
  })

  test('the tab is not there on a live opportunity (404) and is on a completed one', async () => {
    const live = await createOpportunity(2)
    const completed = await createOpportunity(5)
    expect((await client(ROLE.superAdmin).get(`/admin/investments/opportunities/${live.id}/details/pre-emption`, { accept: 'text/html' })).status).toBe(404)
    const page = await client(ROLE.superAdmin).get(`/admin/investments/existing/${completed.id}/details/pre-emption`, { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Nobody holds shares in this opportunity yet.')
  })
})

describe('tenant isolation', () => {
  test('the Super Admin of another tenant neither reads, records on nor closes this tenant’s round', async () => {
    const opportunity = await heldOpportunity([10, 20])
    const round = await openRound(opportunity.id, 3)
    const before = await storedResponse(round.id, holders[0]!.id)
    expect((await angelAdmin.get(`/api/pre-emption-rounds/${round.id}/responses`)).status).toBe(404)
    expect((await angelAdmin.request('POST', `/api/pre-emption-rounds/${round.id}/responses`, { body: { holder: holders[0]!.id, code: 1 } })).status).toBe(404)
    expect((await angelAdmin.request('POST', `/api/pre-emption-rounds/${round.id}/close`, { body: { confirmEarly: true } })).status).toBe(404)
    expect((await angelAdmin.request('POST', '/api/pre-emption-rounds', { body: { opportunity: opportunity.id, deadline: day(5), sharePrice: PRICE, amountOffered: PRICE } })).status).toBe(404)
    const rows = await angelAdmin.get(`/api/pre-emption-responses?depth=0&where[round][equals]=${round.id}`)
    expect(rows.json<{ docs: unknown[] }>().docs).toEqual([])
    expect(await storedResponse(round.id, holders[0]!.id)).toEqual(before)
    expect((await table(round.id)).round.status).toBe('open')
  })
})
