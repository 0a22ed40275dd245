import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { isAllowedMove, refusedMoveMessage, STAGE_MOVES } from '@/domain/investments/stage-moves'
import { adminPathForOpportunity, EXISTING_STAGES, INVESTOR_VISIBLE_STAGES, OPPORTUNITY_STAGES, STAGE_LABEL, type TOpportunityStage } from '@/domain/investments/stages'
import type { InvestmentOpportunity, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { openTransactions, tenantByCode, testPayload, unique } from '../support/payload'

// issue 9 §5 through HTTP on the real database: POST /api/investment-opportunities/{id}/stage
// applies exactly the moves of domain/investments/stage-moves.ts, for roles with update on both
// stages, one at a time; every other change of the stage is refused and leaves the row as it was.

const API = '/api/investment-opportunities'
const LIVE = 'investment_opportunity_live'
const EXISTING = 'investment_opportunity_existing'

let payload: Payload
let demo: Tenant
let fund: Tenant
const clients = new Map<TRoleId, TestClient>()
const createdIds: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const superadmin = () => clients.get(1)!

/** A closing date well ahead, so every row meets the publishing requirements unless a test says otherwise. */
const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

async function createRow(stage: TOpportunityStage, overrides: Partial<InvestmentOpportunity> = {}, tenant: Tenant = demo): Promise<InvestmentOpportunity> {
  const slug = unique(`move-s${stage}`)
  const doc = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Stage move ${slug}`, slug, stage, targetAmount: 50_000_00, currency: 'GBP', closesAt: FUTURE, tenant: tenant.id, ...overrides },
    overrideAccess: true,
  })
  createdIds.push(doc.id)
  return doc
}

const stored = (id: number) => payload.findByID({ collection: 'investment-opportunities', id, depth: 0, overrideAccess: true })

const move = (client: TestClient, id: number, body: unknown) => client.request('POST', `${API}/${id}/stage`, { body })

/** spec 6 written out from can(): drafts and live stages are live opportunities, 5-6 existing ones. */
const resourceOf = (stage: TOpportunityStage) => ((EXISTING_STAGES as number[]).includes(stage) ? EXISTING : LIVE)
const mayUpdate = (role: TRoleId, stage: TOpportunityStage) => can(role, resourceOf(stage), 'update')
function maySee(role: TRoleId, stage: TOpportunityStage): boolean {
  if ((INVESTOR_VISIBLE_STAGES as number[]).includes(stage) && can(role, 'portal_investments', 'show')) return true
  if (stage === 1) return can(role, LIVE, 'create') || can(role, LIVE, 'update')
  return can(role, resourceOf(stage), 'show')
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fund = await tenantByCode(payload, 'fund')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }),
  )
}, 60_000)

afterAll(async () => {
  if (payload && createdIds.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdIds } }, overrideAccess: true })
})

describe('the moves of the table', () => {
  test.each(STAGE_MOVES.map((m) => ({ ...m, name: `${m.from} → ${m.to} (${m.label})` })))('$name succeeds for the Super Admin', async ({ from, to }) => {
    const row = await createRow(from)
    const response = await move(superadmin(), row.id, { to })
    expect(response.status, show(response)).toBe(200)
    const body = response.json<{ message: string; doc: { id: number; stage: number }; path: string }>()
    expect(body.doc).toMatchObject({ id: row.id, stage: to })
    expect(body.path).toBe(adminPathForOpportunity({ id: row.id, stage: to }))
    expect(body.message).toContain(STAGE_LABEL[to])
    expect((await stored(row.id)).stage).toBe(to)
  })

  const refused = OPPORTUNITY_STAGES.flatMap((from) => OPPORTUNITY_STAGES.filter((to) => !isAllowedMove(from, to)).map((to) => ({ from, to })))

  test(`every other pair of the 6×6 table (${refused.length}) is refused with its reason, the row unchanged`, async () => {
    const rows = new Map<TOpportunityStage, InvestmentOpportunity>()
    for (const stage of OPPORTUNITY_STAGES) rows.set(stage, await createRow(stage))
    for (const { from, to } of refused) {
      const row = rows.get(from)!
      const response = await move(superadmin(), row.id, { to })
      expect(response.status, `${from} → ${to}: ${show(response)}`).toBe(422)
      expect(response.json()).toEqual({ message: refusedMoveMessage(from, to), errors: { to: [refusedMoveMessage(from, to)] } })
    }
    for (const [stage, row] of rows) {
      const after = await stored(row.id)
      expect(after.stage).toBe(stage)
      expect(after.updatedAt).toBe(row.updatedAt)
    }
  })

  test('back to draft is allowed from 2 and 3 (nobody has invested: there is no money model yet) and refused from 4', async () => {
    for (const from of [2, 3] as const) {
      const row = await createRow(from)
      const response = await move(superadmin(), row.id, { to: 1 })
      expect(response.status, show(response)).toBe(200)
      expect((await stored(row.id)).stage).toBe(1)
    }
    const closed = await createRow(4)
    const response = await move(superadmin(), closed.id, { to: 1 })
    expect(response.status).toBe(422)
    expect(response.json<{ message: string }>().message).toBe('An opportunity cannot move from Closed to Draft. From Closed it can: Complete (Completed).')
    expect((await stored(closed.id)).stage).toBe(4)
  })
})

describe('who may move', () => {
  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    test('makes a move exactly where it may update both stages', async () => {
      const attempts = []
      for (const m of STAGE_MOVES) attempts.push({ ...m, row: await createRow(m.from) })
      const responses = await Promise.all(attempts.map(({ row, to }) => move(clients.get(role)!, row.id, { to })))
      for (const [index, { from, to, row }] of attempts.entries()) {
        const response = responses[index]
        const allowed = mayUpdate(role, from) && mayUpdate(role, to)
        // A role without update anywhere is told so (403); one that may update somewhere but cannot see this row gets a 404.
        const mayUpdateSomewhere = OPPORTUNITY_STAGES.some((stage) => mayUpdate(role, stage))
        const expected = allowed ? 200 : !mayUpdateSomewhere || maySee(role, from) ? 403 : 404
        expect(response.status, `${from} → ${to}: ${show(response)}`).toBe(expected)
        if (expected === 403) expect(response.json<{ message: string }>().message).toMatch(/^Your role may not (change the stage of|move opportunities to)/)
        expect((await stored(row.id)).stage, `${from} → ${to}`).toBe(allowed ? to : from)
      }
    })
  })
})

describe('refusals', () => {
  test('a REST PATCH that changes the stage is refused, pointing to the stage action, by id and by query', async () => {
    const row = await createRow(2)
    const byId = await superadmin().request('PATCH', `${API}/${row.id}?depth=0`, { body: { stage: 3, title: 'Renamed with a stage' } })
    expect(byId.status, show(byId)).toBe(400)
    const issues = byId.json<{ errors: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors[0]?.data?.errors
    expect(issues).toEqual([{ path: 'stage', message: expect.stringContaining(`${API}/{id}/stage`) }])
    const byQuery = await superadmin().request('PATCH', `${API}?where[id][equals]=${row.id}&depth=0`, { body: { stage: 4 } })
    expect(byQuery.status, show(byQuery)).toBeGreaterThanOrEqual(400)
    const after = await stored(row.id)
    expect([after.stage, after.title, after.updatedAt]).toEqual([2, row.title, row.updatedAt])
  })

  test('a PATCH that repeats the current stage (an unchanged form) is fine', async () => {
    const row = await createRow(3)
    const response = await superadmin().request('PATCH', `${API}/${row.id}?depth=0`, { body: { stage: 3, title: `${row.title} renamed` } })
    expect(response.status, show(response)).toBe(200)
    expect((await stored(row.id)).title).toBe(`${row.title} renamed`)
  })

  test('a new opportunity starts at stage 1, 2 or 3 only; a live one must be publishable', async () => {
    const base = { title: 'Created at a stage', targetAmount: 10_000_00, currency: 'GBP', closesAt: FUTURE }
    for (const stage of [4, 5, 6]) {
      const slug = unique(`create-s${stage}`)
      const response = await superadmin().request('POST', `${API}?depth=0`, { body: { ...base, slug, stage } })
      expect(response.status, show(response)).toBe(400)
      expect(response.json<{ errors: { data?: { errors?: { path: string }[] } }[] }>().errors[0]?.data?.errors?.map((issue) => issue.path)).toEqual(['stage'])
    }
    const undated = await superadmin().request('POST', `${API}?depth=0`, { body: { ...base, slug: unique('create-undated'), stage: 2, closesAt: undefined } })
    expect(undated.status, show(undated)).toBe(400)
    expect(undated.json<{ errors: { data?: { errors?: { path: string }[] } }[] }>().errors[0]?.data?.errors?.map((issue) => issue.path)).toEqual(['closesAt'])
    const draft = await superadmin().request('POST', `${API}?depth=0`, { body: { ...base, slug: unique('create-draft'), stage: 1, closesAt: undefined } })
    expect(draft.status, show(draft)).toBe(201)
    createdIds.push(draft.json<{ doc: { id: number } }>().doc.id)
    const live = await superadmin().request('POST', `${API}?depth=0`, { body: { ...base, slug: unique('create-live'), stage: 3 } })
    expect(live.status, show(live)).toBe(201)
    createdIds.push(live.json<{ doc: { id: number } }>().doc.id)
  })

  test('publishing needs a closing date from today on and a target amount above zero', async () => {
    const undated = await createRow(1, { closesAt: null, targetAmount: 0 })
    const response = await move(superadmin(), undated.id, { to: 2 })
    expect(response.status, show(response)).toBe(422)
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['closesAt', 'targetAmount'])
    const expired = await createRow(3, { closesAt: '2020-01-31T00:00:00.000Z' })
    const republished = await move(superadmin(), expired.id, { to: 2 })
    expect(republished.status, show(republished)).toBe(422)
    expect(republished.json<{ errors: Record<string, string[]> }>().errors.closesAt?.[0]).toContain('has passed')
    expect((await stored(undated.id)).stage).toBe(1)
    expect((await stored(expired.id)).stage).toBe(3)
    // Closing an expired opportunity needs nothing.
    expect((await move(superadmin(), expired.id, { to: 4 })).status).toBe(200)
  })

  test('a move from a stage the row has left (the `from` the client saw) is a 409', async () => {
    const row = await createRow(3)
    const response = await move(superadmin(), row.id, { to: 4, from: 2 })
    expect(response.status, show(response)).toBe(409)
    expect(response.json<{ message: string }>().message).toContain('Live - Internal now')
    expect((await stored(row.id)).stage).toBe(3)
  })

  test('bad input, unknown rows, other tenants and visitors', async () => {
    const row = await createRow(2)
    for (const body of [{}, { to: 'four' }, { to: 7 }, { to: 2.5 }, { to: null }, [4]]) {
      const response = await move(superadmin(), row.id, body)
      expect(response.status, `${JSON.stringify(body)}: ${show(response)}`).toBe(422)
      expect(response.json<{ errors: Record<string, string[]> }>().errors.to?.length).toBeGreaterThan(0)
    }
    expect((await move(superadmin(), row.id, { to: '4' })).status).toBe(200)
    const foreign = await createRow(2, {}, fund)
    expect((await move(superadmin(), foreign.id, { to: 4 })).status).toBe(404)
    expect((await stored(foreign.id)).stage).toBe(2)
    for (const id of ['999999999', '0', 'abc']) expect((await superadmin().request('POST', `${API}/${id}/stage`, { body: { to: 4 } })).status).toBe(404)
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const other = await createRow(2)
    expect((await move(visitor, other.id, { to: 4 })).status).toBe(401)
    expect((await stored(other.id)).stage).toBe(2)
  })
})

describe('concurrent moves', () => {
  test('two identical moves at once: exactly one applies', async () => {
    for (let round = 0; round < 5; round++) {
      const row = await createRow(2)
      const responses = await Promise.all([move(superadmin(), row.id, { to: 4 }), move(superadmin(), row.id, { to: 4 })])
      expect(responses.map((response) => response.status).sort(), responses.map(show).join(' | ')).toEqual([200, 422])
      expect((await stored(row.id)).stage).toBe(4)
    }
  })

  test('two different moves from the same stage at once: exactly one applies, the other is a 409', async () => {
    for (let round = 0; round < 5; round++) {
      const row = await createRow(2)
      const responses = await Promise.all([move(superadmin(), row.id, { to: 3, from: 2 }), move(superadmin(), row.id, { to: 4, from: 2 })])
      const statuses = responses.map((response) => response.status)
      expect([...statuses].sort(), responses.map(show).join(' | ')).toEqual([200, 409])
      const winner = statuses[0] === 200 ? 3 : 4
      expect((await stored(row.id)).stage).toBe(winner)
    }
  })

  test('no move leaves a database transaction open', async () => {
    await expect.poll(() => openTransactions(payload), { timeout: 5_000 }).toEqual([])
  })
})
