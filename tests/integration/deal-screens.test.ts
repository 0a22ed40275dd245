import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE_IDS, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { COLUMN_LIMIT } from '@/domain/deals/deal-board'
import type { Deal, Pipeline, Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// The kit's deal screens (issue 9 §2, §4): one zod schema (domain/deals/deal-body.ts) checks every
// REST write and the form; the record's tab pages, edit and new-deal answer by the route table.

let payload: Payload
let demo: Tenant
let pipeline: Pipeline
let deal: Deal
let admin: TestClient

const fieldErrors = (text: string) => JSON.parse(text).errors?.[0]?.data?.errors as { path: string; message: string }[] | undefined

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  deal = await payload.create({
    collection: 'deals',
    data: { name: unique('Screens deal'), pipeline: pipeline.id, stage: pipeline.stages![0]!.id!, currency: 'GBP', amount: 1_000_00, tenant: demo.id } as never,
    overrideAccess: true,
  })
  admin = new TestClient('demo')
  await admin.login('superadmin@demo.test')
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'deals', where: { name: { like: 'Screens deal' } }, overrideAccess: true })
})

describe('the deal body schema at the REST edge', () => {
  test.each([
    ['a fractional amount', { amount: 10.5 }, 'amount', 'Enter a whole number of minor units'],
    ['a negative amount', { amount: -1 }, 'amount', 'Enter an amount of zero or more'],
    ['a blank name', { name: '   ' }, 'name', 'Enter a name'],
    ['a lower-case currency', { currency: 'gbp' }, 'currency', 'Use a 3-letter ISO currency code'],
    ['a date beyond year 9999', { expectedCloseAt: '+275760-09-13T00:00:00.000Z' }, 'expectedCloseAt', 'Enter a valid date'],
    ['an object where text goes', { company: { $ne: 1 } }, 'company', 'Enter text'],
  ])('%s is a field error and changes nothing', async (_label, body, field, message) => {
    const response = await admin.request('PATCH', `/api/deals/${deal.id}`, { body })
    expect(response.status, response.text).toBe(400)
    expect(fieldErrors(response.text)).toContainEqual(expect.objectContaining({ path: field, message }))
    const stored = await payload.findByID({ collection: 'deals', id: deal.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ name: deal.name, amount: deal.amount, currency: 'GBP', company: deal.company ?? null })
  })

  test('a partial update is checked against the whole record, and text is trimmed', async () => {
    const response = await admin.request('PATCH', `/api/deals/${deal.id}`, { body: { company: '  Acme Ltd  ' } })
    expect(response.status, response.text).toBe(200)
    expect(response.json<{ doc: Deal }>().doc).toMatchObject({ company: 'Acme Ltd', name: deal.name, amount: deal.amount })
  })

  test('a stage of another pipeline is refused on the stage field (a rule only the server can check)', async () => {
    const response = await admin.request('PATCH', `/api/deals/${deal.id}`, { body: { stage: 'not-a-stage' } })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.text)?.map((error) => error.path)).toEqual(['stage'])
  })
})

describe('deal pages by role', () => {
  const staff = ROLE_IDS.filter((role) => role !== 5)
  const clients = new Map<TRoleId, TestClient>()

  beforeAll(async () => {
    for (const role of staff) {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }
  }, 120_000)

  test.each(staff)('role %i opens the tabs, edit and new-deal exactly as spec 6 allows', async (role) => {
    const client = clients.get(role)!
    const base = `/admin/investments/deals/${deal.id}`
    const expectStatus = async (path: string, allowed: boolean) => {
      const response = await client.request('GET', path, { headers: { accept: 'text/html' } })
      expect(response.status, `${path} for role ${role}`).toBe(allowed ? 200 : 403)
      return response.text
    }
    const mayShow = can(role, 'pipeline_deals', 'show')
    const page = await expectStatus(`${base}/key-information`, mayShow)
    await expectStatus(`${base}/performance`, mayShow)
    await expectStatus(`${base}/notes-calls-tasks`, mayShow)
    await expectStatus(`${base}/edit`, can(role, 'pipeline_deals', 'update'))
    await expectStatus('/admin/investments/deals/new-deal', can(role, 'pipeline_deals', 'create'))
    if (mayShow) {
      expect(page).toContain(deal.name)
      expect(page.includes(`href="${base}/edit"`), 'the Edit action follows the update right').toBe(can(role, 'pipeline_deals', 'update'))
    }
  })

  test('an unknown tab, a malformed id, an id beyond PostgreSQL’s integers and another tenant’s deal are 404s', async () => {
    const other = await tenantByCode(payload, 'angel')
    const otherPipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: other.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const foreign = await payload.create({
      collection: 'deals',
      data: { name: unique('Screens deal foreign'), pipeline: otherPipeline.id, stage: otherPipeline.stages![0]!.id!, currency: 'GBP', tenant: other.id } as never,
      overrideAccess: true,
    })
    for (const path of [`/admin/investments/deals/${deal.id}/cap-table`, '/admin/investments/deals/12abc/key-information', '/admin/investments/deals/99999999999/key-information', '/admin/investments/existing/2147483648/details', `/admin/investments/deals/${foreign.id}/key-information`, `/admin/investments/deals/${foreign.id}/edit`]) {
      const response = await admin.request('GET', path, { headers: { accept: 'text/html' } })
      expect(response.status, path).toBe(404)
    }
  })
})

test('a board column shows its stage’s first deals by name, the stage’s full count and a way to the rest', async () => {
  const board = await payload.create({
    collection: 'pipelines',
    data: { name: unique('Screens deal board'), stages: [{ name: 'Crowded' }, { name: 'Quiet' }], tenant: demo.id } as never,
    overrideAccess: true,
  })
  const [crowded, quiet] = board.stages!.map((stage) => stage.id!)
  const count = COLUMN_LIMIT + 4
  for (let i = 0; i < count; i++) {
    await payload.create({ collection: 'deals', data: { name: `Screens deal ${String(i).padStart(2, '0')}`, pipeline: board.id, stage: crowded, tenant: demo.id } as never, overrideAccess: true })
  }
  const quietDeal = await payload.create({ collection: 'deals', data: { name: unique('Screens deal quiet'), pipeline: board.id, stage: quiet, tenant: demo.id } as never, overrideAccess: true })
  try {
    const page = await admin.request('GET', `/admin/investments/deals?view=board&pipeline=${board.id}`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    const column = (stage: string) => new RegExp(`<section[^>]*data-stage-column="${stage}"[\\s\\S]*?</section>`).exec(page.text)?.[0] ?? ''
    const cards = (html: string) => [...html.matchAll(/data-deal-card="(\d+)"/g)].length
    expect(column(crowded)).toContain(`aria-label="Crowded: ${count} deals"`)
    expect(cards(column(crowded))).toBe(COLUMN_LIMIT)
    expect(column(crowded)).toContain('Screens deal 00')
    expect(column(crowded)).not.toContain(`Screens deal ${count - 1}`)
    expect(column(crowded)).toContain('4 more in the list')
    expect(cards(column(quiet))).toBe(1)
    expect(column(quiet)).toContain(quietDeal.name)
    expect(column(quiet)).not.toContain('more in the list')
  } finally {
    await payload.delete({ collection: 'deals', where: { pipeline: { equals: board.id } }, overrideAccess: true })
    await payload.delete({ collection: 'pipelines', id: board.id, overrideAccess: true })
  }
})

describe('a deal becomes a draft opportunity', () => {
  test('once, carrying its data, linked both ways; the link is not writable over REST', async () => {
    const source = await payload.create({
      collection: 'deals',
      data: { name: unique('Screens deal convert'), pipeline: pipeline.id, stage: pipeline.stages![0]!.id!, currency: 'EUR', amount: 42_000_00, expectedCloseAt: '2031-03-01T00:00:00.000Z', tenant: demo.id } as never,
      overrideAccess: true,
    })
    const first = await admin.request('POST', `/api/deals/${source.id}/opportunity`)
    expect(first.status, first.text).toBe(201)
    const { id, path } = first.json<{ id: number; path: string }>()
    expect(path).toBe(`/admin/investments/opportunities/${id}/edit`)
    const draft = await payload.findByID({ collection: 'investment-opportunities', id, depth: 0, overrideAccess: true })
    expect(draft).toMatchObject({ title: source.name, stage: 1, targetAmount: 42_000_00, currency: 'EUR', closesAt: '2031-03-01T00:00:00.000Z', tenant: demo.id })
    expect((await payload.findByID({ collection: 'deals', id: source.id, depth: 0, overrideAccess: true })).opportunity).toBe(id)

    const again = await admin.request('POST', `/api/deals/${source.id}/opportunity`)
    expect(again.status).toBe(409)
    expect(again.text).toContain('already a draft opportunity')

    await admin.request('PATCH', `/api/deals/${source.id}`, { body: { opportunity: null } })
    expect((await payload.findByID({ collection: 'deals', id: source.id, depth: 0, overrideAccess: true })).opportunity).toBe(id)
    await payload.delete({ collection: 'investment-opportunities', id, overrideAccess: true })
  })

  test.each(ROLE_IDS.filter((role) => role !== 5))('role %i may convert exactly with deal update and draft create', async (role) => {
    const source = await payload.create({
      collection: 'deals',
      data: { name: unique('Screens deal role'), pipeline: pipeline.id, stage: pipeline.stages![0]!.id!, currency: 'GBP', tenant: demo.id } as never,
      overrideAccess: true,
    })
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    const response = await client.request('POST', `/api/deals/${source.id}/opportunity`)
    // Refused first for lacking draft create, then (404) for not seeing the deal, then for lacking deal update.
    const expected = !can(role, 'investment_opportunity_live', 'create') ? 403 : !can(role, 'pipeline_deals', 'index') ? 404 : !can(role, 'pipeline_deals', 'update') ? 403 : 201
    const allowed = expected === 201
    expect(response.status, response.text).toBe(expected)
    if (allowed) await payload.delete({ collection: 'investment-opportunities', id: response.json<{ id: number }>().id, overrideAccess: true })
  })
})

test('a date range filters the list page and its CSV export alike (whole days, both ends included)', async () => {
  const range = 'filter[expectedCloseAt][from]=2041-05-01&filter[expectedCloseAt][to]=2041-05-31'
  const inside = ['2041-05-01T00:00:00.000Z', '2041-05-31T00:00:00.000Z']
  const outside = ['2041-04-30T00:00:00.000Z', '2041-06-01T00:00:00.000Z']
  const names: Record<string, string> = {}
  for (const day of [...inside, ...outside]) {
    const name = unique('Screens deal range')
    names[day] = name
    await payload.create({ collection: 'deals', data: { name, pipeline: pipeline.id, stage: pipeline.stages![0]!.id!, currency: 'GBP', expectedCloseAt: day, tenant: demo.id } as never, overrideAccess: true })
  }
  const page = await admin.request('GET', `/admin/investments/deals?${range}&q=Screens%20deal%20range`, { headers: { accept: 'text/html' } })
  expect(page.status).toBe(200)
  const csv = await admin.request('GET', `/api/resources/deals/export?${range}&q=Screens%20deal%20range`, { headers: { accept: 'text/csv' } })
  expect(csv.status).toBe(200)
  for (const day of inside) {
    expect(page.text, day).toContain(names[day])
    expect(csv.text, day).toContain(names[day])
  }
  for (const day of outside) {
    expect(page.text, day).not.toContain(names[day])
    expect(csv.text, day).not.toContain(names[day])
  }
  expect(csv.headers['x-total-count']).toBe('2')
})

test('a pipeline holding deals is not deleted: a 409 that says so, and the pipeline and its deals stay', async () => {
  const held = await payload.create({ collection: 'pipelines', data: { name: unique('Screens deal held'), stages: [{ name: 'Only' }], tenant: demo.id } as never, overrideAccess: true })
  const heldDeal = await payload.create({ collection: 'deals', data: { name: unique('Screens deal held'), pipeline: held.id, stage: held.stages![0]!.id!, tenant: demo.id } as never, overrideAccess: true })
  try {
    const refused = await admin.request('DELETE', `/api/pipelines/${held.id}`)
    expect(refused.status, refused.text).toBe(409)
    expect(refused.text).toContain('This pipeline still holds 1 deal')
    expect((await payload.count({ collection: 'pipelines', where: { id: { equals: held.id } }, overrideAccess: true })).totalDocs).toBe(1)
    await payload.delete({ collection: 'deals', id: heldDeal.id, overrideAccess: true })
    expect((await admin.request('DELETE', `/api/pipelines/${held.id}`)).status).toBe(200)
  } finally {
    await payload.delete({ collection: 'deals', where: { pipeline: { equals: held.id } }, overrideAccess: true })
    await payload.delete({ collection: 'pipelines', where: { id: { equals: held.id } }, overrideAccess: true })
  }
})
