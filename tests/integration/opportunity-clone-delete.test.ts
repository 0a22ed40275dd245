import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { SAFELY_DELETABLE_STAGES } from '@/domain/investments/stage-moves'
import { EXISTING_STAGES, INVESTOR_VISIBLE_STAGES, OPPORTUNITY_STAGES, type TOpportunityStage } from '@/domain/investments/stages'
import type { InvestmentOpportunity, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// spec 7 /api/investment-opportunities/{id}/clone and spec 6 delete / delete_unsafe
// (docs/decisions/010) through HTTP on the real database.

const API = '/api/investment-opportunities'
const LIVE = 'investment_opportunity_live'
const EXISTING = 'investment_opportunity_existing'

let payload: Payload
let demo: Tenant
let fund: Tenant
const clients = new Map<TRoleId, TestClient>()
const createdIds = new Set<number>()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const client = (role: TRoleId) => clients.get(role)!

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const SUMMARY = {
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, children: [{ type: 'text', text: 'Cloned summary', version: 1, format: 0, mode: 'normal', style: '', detail: 0 }] }] },
} as InvestmentOpportunity['summary']

async function createRow(stage: TOpportunityStage, tenant: Tenant = demo, label = 'row'): Promise<InvestmentOpportunity> {
  const slug = unique(`lifecycle-${label}-s${stage}`)
  const doc = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Lifecycle ${slug}`, slug, stage, summary: SUMMARY, targetAmount: 75_000_00, currency: 'EUR', opensAt: '2026-01-01T00:00:00.000Z', closesAt: FUTURE, tenant: tenant.id },
    overrideAccess: true,
  })
  createdIds.add(doc.id)
  return doc
}

const stored = async (id: number) => (await payload.find({ collection: 'investment-opportunities', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null

const resourceOf = (stage: TOpportunityStage) => ((EXISTING_STAGES as number[]).includes(stage) ? EXISTING : LIVE)
function maySee(role: TRoleId, stage: TOpportunityStage): boolean {
  if ((INVESTOR_VISIBLE_STAGES as number[]).includes(stage) && can(role, 'portal_investments', 'show')) return true
  if (stage === 1) return can(role, LIVE, 'create') || can(role, LIVE, 'update')
  return can(role, resourceOf(stage), 'show')
}

/** decision 010: delete_unsafe removes any stage; plain delete stages 1-3 only (nobody has invested yet: no money model). */
const mayDelete = (role: TRoleId, stage: TOpportunityStage) =>
  can(role, resourceOf(stage), 'delete_unsafe') || (can(role, resourceOf(stage), 'delete') && SAFELY_DELETABLE_STAGES.includes(stage))

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fund = await tenantByCode(payload, 'fund')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, c)
    }),
  )
}, 60_000)

afterAll(async () => {
  if (payload && createdIds.size) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: [...createdIds] } }, overrideAccess: true })
})

type TCloneAnswer = { id: number; path: string; doc: { id: number; title: string; slug: string; stage: number } }

describe('clone', () => {
  test('makes a new draft with the source data, "Copy of" title, a new slug and the session tenant; the source is unchanged', async () => {
    const source = await createRow(5, demo, 'clone-src')
    // Whatever the body says about id, tenant or stage is not taken.
    const response = await client(ROLE.superAdmin).request('POST', `${API}/${source.id}/clone`, { body: { id: 1, tenant: fund.id, stage: 4, title: 'Mine' } })
    expect(response.status, show(response)).toBe(201)
    const answer = response.json<TCloneAnswer>()
    createdIds.add(answer.id)
    expect(answer.id).not.toBe(source.id)
    expect(answer.path).toBe(`/admin/investments/opportunities/${answer.id}/edit`)
    const copy = (await stored(answer.id))!
    expect(copy).toMatchObject({
      title: `Copy of ${source.title}`,
      stage: 1,
      tenant: demo.id,
      summary: source.summary,
      targetAmount: source.targetAmount,
      currency: source.currency,
      opensAt: source.opensAt,
      closesAt: source.closesAt,
    })
    // The source's slug with a new number: 'name-7' → 'name-2' (or the first number free in the tenant).
    expect(copy.slug).not.toBe(source.slug)
    expect(copy.slug.startsWith(`${source.slug.replace(/-\d+$/, '')}-`)).toBe(true)
    expect(copy.slug).toMatch(/-\d+$/)
    expect(copy.createdAt).not.toBe(source.createdAt)
    const after = (await stored(source.id))!
    const unchanged = (row: InvestmentOpportunity) => [row.title, row.slug, row.stage, row.summary, row.updatedAt]
    expect(unchanged(after)).toEqual(unchanged(source))
  })

  test('clones at once get distinct slugs', async () => {
    const source = await createRow(2, demo, 'clone-many')
    const responses = await Promise.all([1, 2, 3].map(() => client(ROLE.superAdmin).request('POST', `${API}/${source.id}/clone`)))
    for (const response of responses) {
      expect(response.status, show(response)).toBe(201)
      createdIds.add(response.json<TCloneAnswer>().id)
    }
    const slugs = responses.map((response) => response.json<TCloneAnswer>().doc.slug)
    expect(new Set(slugs).size).toBe(3)
  })

  test("another tenant's opportunity is not found, and nothing is made", async () => {
    const foreign = await createRow(2, fund, 'clone-foreign')
    const response = await client(ROLE.superAdmin).request('POST', `${API}/${foreign.id}/clone`)
    expect(response.status, show(response)).toBe(404)
    const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { title: { equals: `Copy of ${foreign.title}` } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    const mayCreateDraft = can(role, LIVE, 'create')
    test(mayCreateDraft ? 'clones an opportunity it can read' : 'may not clone (no create): 403, nothing made', async () => {
      const source = await createRow(2, demo, `clone-r${role}`)
      const response = await client(role).request('POST', `${API}/${source.id}/clone`)
      const expected = !mayCreateDraft ? 403 : maySee(role, 2) ? 201 : 404
      expect(response.status, show(response)).toBe(expected)
      if (response.status === 201) createdIds.add(response.json<TCloneAnswer>().id)
      const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { title: { equals: `Copy of ${source.title}` } }, overrideAccess: true })
      expect(totalDocs).toBe(expected === 201 ? 1 : 0)
    })
  })

  test("Payload's own /duplicate is switched off: clone is the one way to copy", async () => {
    const source = await createRow(1, demo, 'dup')
    const response = await client(ROLE.superAdmin).request('POST', `${API}/${source.id}/duplicate`)
    expect(response.status).toBe(404)
  })
})

describe('delete and delete_unsafe', () => {
  describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
    const deletable = OPPORTUNITY_STAGES.filter((stage) => mayDelete(role, stage))
    test(`REST DELETE removes exactly stages ${deletable.join(', ') || 'none'}; other rows stay`, async () => {
      const rows: InvestmentOpportunity[] = []
      for (const stage of OPPORTUNITY_STAGES) rows.push(await createRow(stage, demo, `del-r${role}`))
      const responses = await Promise.all(rows.map((row) => client(role).request('DELETE', `${API}/${row.id}`)))
      for (const [index, row] of rows.entries()) {
        const stage = row.stage as TOpportunityStage
        const response = responses[index]
        if (mayDelete(role, stage)) {
          expect(response.status, `stage ${stage}: ${show(response)}`).toBe(200)
          expect(await stored(row.id), `stage ${stage}: still there`).toBeNull()
        } else {
          expect([403, 404], `stage ${stage}: ${show(response)}`).toContain(response.status)
          expect(await stored(row.id), `stage ${stage}: deleted`).not.toBeNull()
        }
      }
    })
  })

  test('a refused plain delete says why and what would do it', async () => {
    const closed = await createRow(4, demo, 'del-msg')
    const response = await client(ROLE.superAdmin).request('DELETE', `${API}/${closed.id}`)
    expect(response.status, show(response)).toBe(403)
    expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      'A Closed opportunity cannot be deleted: only drafts and open live opportunities (Draft, Live - External, Live - Internal) can. Support can remove it with an unsafe delete.',
    )
  })

  test('a delete by query removes only what each row allows', async () => {
    const draft = await createRow(1, demo, 'del-query')
    const matured = await createRow(6, demo, 'del-query')
    const response = await client(ROLE.superAdmin).request('DELETE', `${API}?where[id][in]=${draft.id},${matured.id}`)
    expect(response.status).toBeGreaterThanOrEqual(200)
    expect(await stored(draft.id)).toBeNull()
    expect(await stored(matured.id)).not.toBeNull()
  })

  test("another tenant's opportunity is not deleted, even by Support", async () => {
    const foreign = await createRow(1, fund, 'del-foreign')
    const response = await client(ROLE.support).request('DELETE', `${API}/${foreign.id}`)
    expect([403, 404]).toContain(response.status)
    expect(await stored(foreign.id)).not.toBeNull()
  })
})
