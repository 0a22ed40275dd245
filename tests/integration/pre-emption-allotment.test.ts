import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnPreEmption } from '@/access/pre-emption-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { PRE_EMPTION_CODE } from '@/domain/investments/pre-emption'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Allotting the shares taken up in a pre-emption round (issue 10 §8, decision 025) over HTTP on the
// real database: a closed round's responses with shares become one subsequent investment each,
// awaiting payment, with its ledger entry (the cap table follows), once per round (a replay, a
// second call and a concurrent call write nothing more), each holder notified; an open round, a
// round with nothing taken up, and an oversubscribed round without confirmation refused with
// nothing written; the tab's button; per role from the permission module; another tenant's round
// not found.

const PRICE = 100
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)
const STAGE = 6

let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
const angelAdmin = new TestClient('angel')
const holders: User[] = []
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 500)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const key = () => ({ 'Idempotency-Key': unique('allot') })

/** A matured opportunity whose first holders hold these whole shares, with an open round offering `offered` shares, answered as `answers` (code, shares?), then closed. */
async function closedRound(held: number[], offered: number, answers: Array<{ code: number; shares?: number }>): Promise<{ opportunity: InvestmentOpportunity; round: number }> {
  const slug = unique('allot')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Allot ${slug}`, slug, stage: STAGE, targetAmount: 1_000_000_000_00, currency: 'GBP', closesAt: `${day(90)}T00:00:00.000Z`, sharePrice: PRICE, tenant: demo.id },
    overrideAccess: true,
  })
  createdOpportunities.push(opportunity.id)
  for (const [index, count] of held.entries()) {
    const response = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holders[index]!.id, amount: count * PRICE, shares: count, type: 'subsequent' } })
    expect(response.status, show(response)).toBe(201)
  }
  const opened = await client(ROLE.superAdmin).request('POST', '/api/pre-emption-rounds', { body: { opportunity: opportunity.id, deadline: day(14), sharePrice: PRICE, amountOffered: offered * PRICE } })
  expect(opened.status, show(opened)).toBe(201)
  const round = opened.json<{ round: { id: number } }>().round.id
  for (const [index, answer] of answers.entries()) {
    const response = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${round}/responses`, { body: { holder: holders[index]!.id, ...answer } })
    expect(response.status, show(response)).toBe(200)
  }
  const closed = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${round}/close`, { body: { confirmEarly: true } })
  expect(closed.status, show(closed)).toBe(200)
  return { opportunity, round }
}

const allot = (round: number, body: Record<string, unknown> = {}, who = client(ROLE.superAdmin), headers = key()) => who.request('POST', `/api/pre-emption-rounds/${round}/allot`, { body, headers })

/** The investments allotting a round's responses, with their first ledger entry, straight from the tables. */
async function allotments(round: number) {
  const { rows } = await payload.db.pool.query<{ holder_id: number; shares: string; amount: string; type: string; status: string; entry_shares: string; entry_amount: string }>(
    `SELECT i.holder_id, i.shares::text AS shares, i.amount::text AS amount, i.type::text AS type, i.status::text AS status, e.shares_delta::text AS entry_shares, e.amount::text AS entry_amount
       FROM investments i JOIN pre_emption_responses r ON r.id = i.pre_emption_response_id
       JOIN ledger_entries e ON e.investment_id = i.id AND e.kind = 'investment'
      WHERE r.round_id = $1 ORDER BY i.holder_id`,
    [round],
  )
  return rows
}

async function capTableShares(opportunity: number): Promise<Map<number, string>> {
  const response = await client(ROLE.superAdmin).get(`/api/investments/investors?opportunity=${opportunity}&limit=500`)
  expect(response.status, show(response)).toBe(200)
  return new Map(response.json<{ data: Array<{ id: number; shares: string }> }>().data.map((row) => [row.id, row.shares]))
}

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
  for (let index = 0; index < 3; index++) holders.push(await createTestUser(payload, demo, ROLE.user, { slug: `allot-holder-${index}`, compliance_passed: true }))
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('allotting a closed round', () => {
  test('each response with shares becomes a subsequent investment awaiting payment with its ledger entry, once; the cap table follows; holders are told; the tab says so', async () => {
    // 400:300:300 held, 100 offered: entitlements 40, 30, 30. Maintain 40, increase to 50, don't take.
    const { opportunity, round } = await closedRound([400, 300, 300], 100, [{ code: PRE_EMPTION_CODE.maintain }, { code: PRE_EMPTION_CODE.increase, shares: 50 }, { code: PRE_EMPTION_CODE.dontTake }])
    const tab = `/admin/investments/existing/${opportunity.id}/details/pre-emption?round=${round}`
    expect((await client(ROLE.superAdmin).get(tab, { accept: 'text/html' })).text).toContain('Allot shares')

    const headers = key()
    const first = await allot(round, {}, client(ROLE.superAdmin), headers)
    expect(first.status, show(first)).toBe(201)
    expect(first.json()).toMatchObject({ sharesAllotted: '90', amountAllotted: String(90 * PRICE) })
    const replay = await allot(round, {}, client(ROLE.superAdmin), headers)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    const again = await allot(round)
    expect(again.status, show(again)).toBe(409)
    expect(again.text).toContain('were allotted on')

    expect(await allotments(round)).toEqual([
      { holder_id: holders[0]!.id, shares: '40', amount: String(40 * PRICE), type: 'subsequent', status: 'awaiting_payment', entry_shares: '40', entry_amount: String(40 * PRICE) },
      { holder_id: holders[1]!.id, shares: '50', amount: String(50 * PRICE), type: 'subsequent', status: 'awaiting_payment', entry_shares: '50', entry_amount: String(50 * PRICE) },
    ])
    const shares = await capTableShares(opportunity.id)
    expect([shares.get(holders[0]!.id), shares.get(holders[1]!.id), shares.get(holders[2]!.id)]).toEqual(['440', '350', '300'])
    for (const [index, expected] of [
      [0, 1],
      [1, 1],
      [2, 0],
    ] as const) {
      const notices = (await payload.find({ collection: 'notifications', where: { user: { equals: holders[index]!.id } }, depth: 0, limit: 50, overrideAccess: true })).docs
      const allotted = notices.filter((notice) => notice.data.message.includes('pre-emption shares') && notice.data.message.includes(opportunity.title))
      expect(allotted, `holder ${index}`).toHaveLength(expected)
      // Awaiting payment: the notice links to where it is paid.
      for (const notice of allotted) expect(notice.data.cta).toBe('/investor/investments/actions')
    }
    const after = await client(ROLE.superAdmin).get(tab, { accept: 'text/html' })
    expect(after.text).toContain('The shares taken up were allotted')
    expect(after.text).not.toContain('Allot shares')
  })

  test('refused with nothing written: an open round, a round nobody took shares in, an oversubscribed round until confirmed', async () => {
    const slug = unique('allot-open')
    const opportunity = await payload.create({
      collection: 'investment-opportunities',
      data: { title: `Allot ${slug}`, slug, stage: STAGE, targetAmount: 1_000_000_000_00, currency: 'GBP', closesAt: `${day(90)}T00:00:00.000Z`, sharePrice: PRICE, tenant: demo.id },
      overrideAccess: true,
    })
    createdOpportunities.push(opportunity.id)
    await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holders[0]!.id, amount: 100 * PRICE, shares: 100, type: 'subsequent' } })
    const opened = await client(ROLE.superAdmin).request('POST', '/api/pre-emption-rounds', { body: { opportunity: opportunity.id, deadline: day(14), sharePrice: PRICE, amountOffered: 10 * PRICE } })
    const openRound = opened.json<{ round: { id: number } }>().round.id
    const whileOpen = await allot(openRound)
    expect(whileOpen.status, show(whileOpen)).toBe(409)
    expect(whileOpen.text).toContain('Close the round first')

    const nobody = await closedRound([100, 100], 10, [{ code: PRE_EMPTION_CODE.dontTake }, { code: PRE_EMPTION_CODE.dontTake }])
    const empty = await allot(nobody.round)
    expect(empty.status, show(empty)).toBe(409)
    expect(await allotments(nobody.round)).toEqual([])

    // 10 offered, 5 each entitled; 10 + 5 taken up: oversubscribed.
    const over = await closedRound([100, 100], 10, [{ code: PRE_EMPTION_CODE.increase, shares: 10 }, { code: PRE_EMPTION_CODE.maintain }])
    const refused = await allot(over.round)
    expect(refused.status, show(refused)).toBe(409)
    expect(refused.text).toContain('15 shares were taken up of the 10 shares offered')
    expect(await allotments(over.round)).toEqual([])
    const confirmed = await allot(over.round, { confirmOversubscribed: true })
    expect(confirmed.status, show(confirmed)).toBe(201)
    expect((await allotments(over.round)).map((row) => row.shares)).toEqual(['10', '5'])
  })

  test('two allotments at once with different keys allot once', async () => {
    const { round } = await closedRound([100, 100], 10, [{ code: PRE_EMPTION_CODE.maintain }, { code: PRE_EMPTION_CODE.maintain }])
    const answers = await Promise.all([1, 2].map(() => allot(round)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await allotments(round)).toHaveLength(2)
  })
})

describe('spec 6 per role and tenants', () => {
  test.each(roles)('$label allots only with the right to close rounds', async ({ role }) => {
    const { round } = await closedRound([100], 10, [{ code: PRE_EMPTION_CODE.maintain }])
    const response = await allot(round, {}, client(role))
    const expected = mayOnPreEmption(role, STAGE, 'close') ? [201] : mayOnPreEmption(role, STAGE, 'view') ? [403] : [403, 404]
    expect(expected, `${ROLE_LABEL[role]}: ${show(response)}`).toContain(response.status)
    if (response.status !== 201) expect(await allotments(round)).toEqual([])
  })

  test('another tenant’s staff find no such round', async () => {
    const { round } = await closedRound([100], 10, [{ code: PRE_EMPTION_CODE.maintain }])
    const response = await allot(round, {}, angelAdmin)
    expect(response.status, show(response)).toBe(404)
    expect(await allotments(round)).toEqual([])
  })
})
