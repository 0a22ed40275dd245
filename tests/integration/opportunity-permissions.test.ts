import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { CREATABLE_STAGES, SAFELY_DELETABLE_STAGES } from '@/domain/investments/stage-moves'
import { DRAFT_STAGES, EXISTING_STAGES, INVESTOR_VISIBLE_STAGES, LIVE_STAGES, OPPORTUNITY_STAGES, type TOpportunityStage } from '@/domain/investments/stages'
import type { InvestmentOpportunity, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { testPayload, unique } from '../support/payload'

// spec 6 through HTTP for the opportunity slice: what each demo role may list, open, create,
// update and delete in /api/investment-opportunities, derived from can() and the stage groups.

const API = '/api/investment-opportunities'
const LIVE = 'investment_opportunity_live'
const EXISTING = 'investment_opportunity_existing'

/** Live stages and drafts belong to the live-opportunities resource (spec 2.1: drafts open in its edit screen); 5-6 to existing. */
const resourceOfStage = (stage: TOpportunityStage) => ((EXISTING_STAGES as number[]).includes(stage) ? EXISTING : LIVE)

/** May the role see rows of this stage (list: index, open: show)? */
function maySee(role: TRoleId, stage: TOpportunityStage, action: 'index' | 'show'): boolean {
  if ((INVESTOR_VISIBLE_STAGES as number[]).includes(stage) && can(role, 'portal_investments', action)) return true
  // Drafts are seen by whoever may create or edit opportunities (docs/decisions: stage access).
  if ((DRAFT_STAGES as number[]).includes(stage)) return can(role, LIVE, 'create') || can(role, LIVE, 'update')
  return can(role, resourceOfStage(stage), action)
}

/** May the role create, update or delete rows of this stage? Exactly what can() says for the stage's resource. */
const mayChange = (role: TRoleId, stage: TOpportunityStage, action: Extract<TAction, 'create' | 'update' | 'delete'>) => can(role, resourceOfStage(stage), action)

/** Lifecycle rules on top of spec 6 (docs/decisions/010): a new row starts at stage 1-3 ... */
const mayCreate = (role: TRoleId, stage: TOpportunityStage) => mayChange(role, stage, 'create') && CREATABLE_STAGES.includes(stage)
/** ... and plain delete reaches stages 1-3 (nobody has invested: no money model yet), delete_unsafe every stage. */
const mayDelete = (role: TRoleId, stage: TOpportunityStage) =>
  can(role, resourceOfStage(stage), 'delete_unsafe') || (mayChange(role, stage, 'delete') && SAFELY_DELETABLE_STAGES.includes(stage))

/** Live rows must be publishable (closing date from today on): every row of this test closes in 90 days. */
const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

const DENIED_READ = [403, 404]

let payload: Payload
let demo: Tenant
const clients = new Map<TRoleId, TestClient>()
const fixtures = new Map<TOpportunityStage, InvestmentOpportunity>()
const createdIds = new Set<number>()

function opportunityData(stage: TOpportunityStage, label: string) {
  const slug = unique(`perm-${label}-s${stage}`)
  return { title: `Permission test ${slug}`, slug, stage, targetAmount: 1_000_00, currency: 'GBP', closesAt: FUTURE }
}

async function createRow(stage: TOpportunityStage, label: string): Promise<InvestmentOpportunity> {
  const doc = await payload.create({ collection: 'investment-opportunities', data: { ...opportunityData(stage, label), tenant: demo.id }, overrideAccess: true })
  createdIds.add(doc.id)
  return doc
}

async function rowExists(id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs === 1
}

const describeStatus = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'tenants', where: { code: { equals: 'demo' } }, limit: 1, depth: 0, overrideAccess: true })
  demo = docs[0]
  for (const stage of OPPORTUNITY_STAGES) fixtures.set(stage, await createRow(stage, 'fixture'))
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }),
  )
})

afterAll(async () => {
  if (payload && createdIds.size) {
    await payload.delete({ collection: 'investment-opportunities', where: { id: { in: [...createdIds] } }, overrideAccess: true })
  }
})

test('the stage groups cover every stage once', () => {
  expect([...DRAFT_STAGES, ...LIVE_STAGES, ...EXISTING_STAGES].sort()).toEqual([...OPPORTUNITY_STAGES].sort())
})

describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role], slug: ROLE_SLUG[role] })))('$label ($slug@demo.test)', ({ role }) => {
  const client = () => clients.get(role)!
  const visibleStages = OPPORTUNITY_STAGES.filter((stage) => maySee(role, stage, 'index'))

  test(`lists exactly the stages it may see (${visibleStages.join(', ') || 'none'})`, async () => {
    const response = await client().get(`${API}?limit=100&depth=0`)
    if (visibleStages.length === 0) {
      expect(response.status, describeStatus(response)).toBe(403)
      return
    }
    expect(response.status, describeStatus(response)).toBe(200)
    const body = response.json<{ docs: Array<{ id: number; stage: number; tenant: number }>; totalDocs: number }>()
    expect([...new Set(body.docs.map((doc) => doc.stage))].sort()).toEqual(visibleStages)
    expect(body.docs.every((doc) => doc.tenant === demo.id)).toBe(true)
    const { totalDocs } = await payload.count({
      collection: 'investment-opportunities',
      where: { and: [{ tenant: { equals: demo.id } }, { stage: { in: visibleStages } }] },
      overrideAccess: true,
    })
    expect(body.totalDocs).toBe(totalDocs)
  })

  test('opens a row of a stage only where it may visit that stage', async () => {
    const results = await Promise.all(
      OPPORTUNITY_STAGES.map(async (stage) => {
        const response = await client().get(`${API}/${fixtures.get(stage)!.id}?depth=0`)
        return { stage, allowed: maySee(role, stage, 'show'), status: response.status, id: response.status === 200 ? response.json<{ id: number }>().id : null }
      }),
    )
    for (const { stage, allowed, status, id } of results) {
      if (allowed) {
        expect(status, `stage ${stage}`).toBe(200)
        expect(id).toBe(fixtures.get(stage)!.id)
      } else {
        expect(DENIED_READ, `stage ${stage}: got ${status}`).toContain(status)
      }
    }
  })

  test('creates into a stage only where create is permitted, and only stages 1-3', async () => {
    const attempts = OPPORTUNITY_STAGES.map((stage) => ({ stage, data: opportunityData(stage, `create-r${role}`), allowed: mayCreate(role, stage) }))
    const responses = await Promise.all(attempts.map(({ data }) => client().request('POST', `${API}?depth=0`, { body: data })))
    const stored = await payload.find({
      collection: 'investment-opportunities',
      where: { slug: { in: attempts.map(({ data }) => data.slug) } },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
    for (const doc of stored.docs) createdIds.add(doc.id)
    attempts.forEach(({ stage, data, allowed }, index) => {
      const response = responses[index]
      const row = stored.docs.find((doc) => doc.slug === data.slug)
      if (allowed) {
        expect(response.status, `stage ${stage}: ${describeStatus(response)}`).toBe(201)
        expect(row?.stage).toBe(stage)
        expect(row?.tenant).toBe(demo.id)
      } else {
        // No create right: 403; a right but a stage a new row cannot start in: the stage field's 400.
        expect(response.status, `stage ${stage}: ${describeStatus(response)}`).toBe(mayChange(role, stage, 'create') ? 400 : 403)
        expect(row, `stage ${stage}: a row was stored`).toBeUndefined()
      }
    })
  })

  test('changes a title only where update is permitted', async () => {
    const attempts = OPPORTUNITY_STAGES.map((stage) => ({ stage, id: fixtures.get(stage)!.id, title: `Renamed by role ${role} ${unique('t')}`, allowed: mayChange(role, stage, 'update') }))
    const responses = await Promise.all(attempts.map(({ id, title }) => client().request('PATCH', `${API}/${id}?depth=0`, { body: { title } })))
    const stored = await payload.find({ collection: 'investment-opportunities', where: { id: { in: attempts.map(({ id }) => id) } }, depth: 0, limit: 10, overrideAccess: true })
    attempts.forEach(({ stage, id, title, allowed }, index) => {
      const response = responses[index]
      const row = stored.docs.find((doc) => doc.id === id)
      if (allowed) {
        expect(response.status, `stage ${stage}: ${describeStatus(response)}`).toBe(200)
        expect(row?.title).toBe(title)
      } else {
        expect(DENIED_READ, `stage ${stage}: ${describeStatus(response)}`).toContain(response.status)
        expect(row?.title, `stage ${stage}: the title changed`).not.toBe(title)
      }
      expect(row?.stage).toBe(stage)
    })
  })

  test('deletes a row only where delete (stages 1-3) or delete_unsafe (any stage) is permitted', async () => {
    const rows: InvestmentOpportunity[] = []
    for (const stage of OPPORTUNITY_STAGES) rows.push(await createRow(stage, `delete-r${role}`))
    const responses = await Promise.all(rows.map((row) => client().request('DELETE', `${API}/${row.id}`)))
    for (const [index, row] of rows.entries()) {
      const stage = row.stage as TOpportunityStage
      const response = responses[index]
      const allowed = mayDelete(role, stage)
      if (allowed) {
        expect(response.status, `stage ${stage}: ${describeStatus(response)}`).toBe(200)
        expect(await rowExists(row.id), `stage ${stage}: the row is still there`).toBe(false)
      } else {
        expect(DENIED_READ, `stage ${stage}: ${describeStatus(response)}`).toContain(response.status)
        expect(await rowExists(row.id), `stage ${stage}: the row was deleted`).toBe(true)
      }
    }
  })
})

describe('an anonymous visitor', () => {
  const anonymous = new TestClient('demo')
  beforeAll(() => anonymous.csrf())

  test('lists nothing', async () => {
    const response = await anonymous.get(`${API}?limit=100&depth=0`)
    if (response.status === 200) expect(response.json<{ docs: unknown[] }>().docs).toEqual([])
    else expect(response.status).toBe(403)
  })

  test('opens no row of any stage', async () => {
    const statuses = await Promise.all(OPPORTUNITY_STAGES.map(async (stage) => (await anonymous.get(`${API}/${fixtures.get(stage)!.id}`)).status))
    for (const status of statuses) expect(DENIED_READ).toContain(status)
  })

  test('creates, updates and deletes nothing', async () => {
    const data = opportunityData(2, 'anonymous')
    const created = await anonymous.request('POST', API, { body: { ...data, tenant: demo.id } })
    expect(created.status).toBe(403)
    expect((await payload.count({ collection: 'investment-opportunities', where: { slug: { equals: data.slug } }, overrideAccess: true })).totalDocs).toBe(0)

    const target = fixtures.get(2)!
    const before = await payload.findByID({ collection: 'investment-opportunities', id: target.id, depth: 0, overrideAccess: true })
    const patched = await anonymous.request('PATCH', `${API}/${target.id}`, { body: { title: 'Anonymous was here' } })
    expect(DENIED_READ).toContain(patched.status)
    const deleted = await anonymous.request('DELETE', `${API}/${target.id}`)
    expect(DENIED_READ).toContain(deleted.status)
    const after = await payload.findByID({ collection: 'investment-opportunities', id: target.id, depth: 0, overrideAccess: true })
    expect(after.title).toBe(before.title)
  })
})
