import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { TRIGRAM_INDEXED } from '@/collections/search-indexes'
import { MAX_BULK_IDS, NOT_IN_LIST } from '@/lib/resource/bulk-delete-endpoint'
import type { Deal, Pipeline, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, RUN_ID, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// The kit's list (issue 9 §2) over real HTTP: the search box, number-range and relationship
// filters narrow the screen and its CSV export alike; a person's columns are theirs alone; bulk
// delete follows the permission table, the tenant and each record's own delete rules, row by row.

let payload: Payload
let demo: Tenant
let angel: Tenant
let pipeline: Pipeline
let otherPipeline: Pipeline
const staff = new TestClient('demo')
/** Every name this file gives a deal carries TOKEN, so one search finds exactly this file's deals. */
const TOKEN = `zq${RUN_ID}`

const html = (client: TestClient, path: string) => client.request('GET', path, { headers: { accept: 'text/html' } })
const csvRows = (response: TResponse) => response.text.trim().split(/\r?\n/).slice(1).filter(Boolean)
const tableHead = (page: string) => /<thead[\s\S]*?<\/thead>/.exec(page)?.[0] ?? ''
const tableBody = (page: string) => /<tbody[\s\S]*?<\/tbody>/.exec(page)?.[0] ?? ''

async function makeDeal(data: Partial<Deal> & { name: string }, on: Pipeline = pipeline, tenant: Tenant = demo): Promise<Deal> {
  return payload.create({
    collection: 'deals',
    data: { pipeline: on.id, stage: on.stages![0]!.id!, currency: 'GBP', tenant: tenant.id, ...data } as never,
    overrideAccess: true,
  })
}

const exists = async (collection: 'deals' | 'attribute-options', id: number) =>
  (await payload.find({ collection, where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })).docs.length === 1

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  otherPipeline = await payload.create({
    collection: 'pipelines',
    data: { name: `List pipeline ${TOKEN}`, stages: [{ name: 'Screening' }, { name: 'Term sheet' }], tenant: demo.id } as never,
    overrideAccess: true,
  })
  await staff.login('superadmin@demo.test')
}, 120_000)

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'deals', where: { name: { contains: TOKEN } }, overrideAccess: true })
    await payload.delete({ collection: 'attribute-options', where: { and: [{ name: { contains: TOKEN } }, { kind: { equals: 'investment-sub-type' } }] }, overrideAccess: true })
    await payload.delete({ collection: 'attribute-options', where: { name: { contains: TOKEN } }, overrideAccess: true })
    await payload.delete({ collection: 'pipelines', where: { name: { contains: TOKEN } }, overrideAccess: true })
    await deleteRunUsers(payload)
  }
})

describe('the search box', () => {
  test('one q finds the text in any declared field, any case, on the screen and in the CSV', async () => {
    const byName = await makeDeal({ name: `Heron search ${TOKEN}`, company: 'Plain Co' })
    const byCompany = await makeDeal({ name: `Osprey ${TOKEN}`, company: `Heron SEARCH Holdings ${TOKEN}` })
    const neither = await makeDeal({ name: `Kite ${TOKEN}`, company: 'Other Ltd' })
    const q = `q=${encodeURIComponent(`heron search`)}`
    const page = await html(staff, `/admin/investments/deals?${q}`)
    expect(page.status).toBe(200)
    const csv = await staff.get(`/api/resources/deals/export?${q}`)
    expect(csv.status).toBe(200)
    for (const deal of [byName, byCompany]) {
      expect(tableBody(page.text)).toContain(deal.name)
      expect(csv.text).toContain(deal.name)
    }
    expect(page.text).not.toContain(neither.name)
    expect(csv.text).not.toContain(neither.name)
    expect(csvRows(csv)).toHaveLength(2)
    expect(csv.headers['x-total-count']).toBe('2')
    // The box shows what was searched; the export link carries it.
    expect(page.text).toContain('value="heron search"')
    expect(page.text).toContain(`href="/api/resources/deals/export?q=heron+search"`)
  })

  test('LIKE’s own characters are literal, and a search matching nothing says so', async () => {
    const page = await html(staff, `/admin/investments/deals?q=${encodeURIComponent(`%${TOKEN}_%`)}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Nothing matches these filters.')
    const csv = await staff.get(`/api/resources/deals/export?q=%25`)
    expect(csv.status).toBe(200)
    expect(csv.headers['x-total-count']).toBe('0')
  })

  test('every searched field has its trigram index in the database', async () => {
    const { rows } = await payload.db.pool.query<{ tablename: string; indexdef: string }>(`SELECT tablename, indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'`)
    const tableOf = (collection: string) => collection.replace(/-/g, '_')
    for (const [collection, fields] of Object.entries(TRIGRAM_INDEXED)) {
      for (const field of fields) {
        const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
        expect(rows.some((row) => row.tablename === tableOf(collection) && row.indexdef.includes(`(${column} gin_trgm_ops)`)), `${collection}.${field}`).toBe(true)
      }
    }
  })
})

describe('number-range filters', () => {
  test('money is typed in major units and compared in each row’s currency, on the screen and in the CSV', async () => {
    const token = `Range ${TOKEN}`
    const gbpLow = await makeDeal({ name: `${token} gbp 999.99`, amount: 99_999, currency: 'GBP' })
    const gbpIn = await makeDeal({ name: `${token} gbp 1000`, amount: 100_000, currency: 'GBP' })
    const jpyIn = await makeDeal({ name: `${token} jpy 2000`, amount: 2_000, currency: 'JPY' })
    const gbpHigh = await makeDeal({ name: `${token} gbp 2000.01`, amount: 200_001, currency: 'GBP' })
    const jpyHigh = await makeDeal({ name: `${token} jpy 200001`, amount: 200_001, currency: 'JPY' })
    const query = `q=${encodeURIComponent(token)}&filter[amount][min]=1,000&filter[amount][max]=2000`
    const page = await html(staff, `/admin/investments/deals?${query}`)
    const csv = await staff.get(`/api/resources/deals/export?${query}`)
    expect([page.status, csv.status]).toEqual([200, 200])
    for (const deal of [gbpIn, jpyIn]) {
      expect(tableBody(page.text), deal.name).toContain(deal.name)
      expect(csv.text, deal.name).toContain(deal.name)
    }
    for (const deal of [gbpLow, gbpHigh, jpyHigh]) {
      expect(page.text, deal.name).not.toContain(deal.name)
      expect(csv.text, deal.name).not.toContain(deal.name)
    }
    expect(csv.headers['x-total-count']).toBe('2')
  })

  test.each(['abc', '1e3', '-5', '10.5.1'])('an unreadable amount (%s) matches nothing, never an error', async (bad) => {
    const query = `q=${TOKEN}&filter[amount][min]=${encodeURIComponent(bad)}`
    const page = await html(staff, `/admin/investments/deals?${query}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Nothing matches these filters.')
    const csv = await staff.get(`/api/resources/deals/export?${query}`)
    expect(csv.status).toBe(200)
    expect(csv.headers['x-total-count']).toBe('0')
  })
})

describe('relationship filters', () => {
  test('a deal’s pipeline and stage: the tenant’s records as choices, the screen and the CSV narrowed alike', async () => {
    const onOther = await makeDeal({ name: `Pipeline pick ${TOKEN}` }, otherPipeline)
    const onSecondStage = await makeDeal({ name: `Stage pick ${TOKEN}`, stage: otherPipeline.stages![1]!.id! } as never, otherPipeline)
    const onMain = await makeDeal({ name: `Main pick ${TOKEN}` })
    const page = await html(staff, `/admin/investments/deals?filter[pipeline]=${otherPipeline.id}&q=${TOKEN}`)
    expect(page.status).toBe(200)
    // The applied choice stays chosen in the form (the choices are drawn by a client component, select-options.tsx).
    expect(page.text).toContain(`<option value="${otherPipeline.id}" selected="">${otherPipeline.name}</option>`)
    expect(page.text).toContain(`<optgroup label="${otherPipeline.name}">`)
    const angelPipelines = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: angel.id } }, depth: 0, overrideAccess: true })).docs
    for (const other of angelPipelines) expect(page.text).not.toContain(`<option value="${other.id}"`)
    const csv = await staff.get(`/api/resources/deals/export?filter[pipeline]=${otherPipeline.id}&q=${TOKEN}`)
    for (const deal of [onOther, onSecondStage]) {
      expect(tableBody(page.text)).toContain(deal.name)
      expect(csv.text).toContain(deal.name)
    }
    expect(page.text).not.toContain(onMain.name)
    expect(csv.text).not.toContain(onMain.name)

    const stage = otherPipeline.stages![1]!.id!
    const byStage = await staff.get(`/api/resources/deals/export?filter[stage]=${stage}&q=${TOKEN}`)
    expect(csvRows(byStage)).toHaveLength(1)
    expect(byStage.text).toContain(onSecondStage.name)
    const stagePage = await html(staff, `/admin/investments/deals?filter[stage]=${stage}&q=${TOKEN}`)
    expect(tableBody(stagePage.text)).toContain(onSecondStage.name)
    expect(tableBody(stagePage.text)).not.toContain(onOther.name)
  })

  test('another tenant’s pipeline, or a value that is no id, matches nothing', async () => {
    const angelPipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: angel.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    for (const value of [String(angelPipeline.id), 'abc', '99999999999']) {
      const csv = await staff.get(`/api/resources/deals/export?filter[pipeline]=${value}`)
      expect(csv.status, value).toBe(200)
      expect(csv.headers['x-total-count'], value).toBe('0')
      const page = await html(staff, `/admin/investments/deals?filter[pipeline]=${value}`)
      expect(page.status, value).toBe(200)
      expect(page.text).toContain('Nothing matches these filters.')
    }
  })
})

describe('columns remembered per person', () => {
  let owner: User
  let colleague: User
  const ownerClient = new TestClient('demo')
  const colleagueClient = new TestClient('demo')
  const angelClient = new TestClient('angel')

  beforeAll(async () => {
    owner = await createTestUser(payload, demo, 1, { slug: 'columns-owner' })
    colleague = await createTestUser(payload, demo, 1, { slug: 'columns-colleague' })
    await ownerClient.login(owner.email, TEST_PASSWORD)
    await colleagueClient.login(colleague.email, TEST_PASSWORD)
    await angelClient.login('superadmin@angel.test')
  })

  const putColumns = (client: TestClient, key: string, columns: unknown) => client.request('PUT', `/api/resources/${key}/columns`, { body: { columns } })

  test('the chosen columns are kept and the server renders the list with them; unknown names are dropped', async () => {
    const saved = await putColumns(ownerClient, 'deals', ['amount', 'no-such-column', 'company'])
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json()).toEqual({ columns: ['company', 'amount'] })
    const head = tableHead((await html(ownerClient, '/admin/investments/deals')).text)
    // The link column (Deal) always stays; the rest are the choice.
    for (const label of ['Deal', 'Company', 'Amount']) expect(head).toContain(label)
    for (const label of ['Stage', 'Pipeline', 'Expected close']) expect(head).not.toContain(label)
    // Someone else's list is untouched.
    const theirs = tableHead((await html(colleagueClient, '/admin/investments/deals')).text)
    for (const label of ['Stage', 'Pipeline', 'Expected close']) expect(theirs).toContain(label)
    // The export keeps every declared column.
    const csv = await ownerClient.get('/api/resources/deals/export')
    expect(csv.text.split('\n')[0]).toBe('Deal,Company,Stage,Pipeline,Amount,Amount currency,Expected close')
  })

  test('a choice of no known column is refused; a list that is unknown or not the role’s is not found or forbidden', async () => {
    expect((await putColumns(ownerClient, 'deals', ['bogus'])).status).toBe(422)
    expect((await putColumns(ownerClient, 'deals', [])).status).toBe(422)
    expect((await putColumns(ownerClient, 'deals', 'name')).status).toBe(422)
    expect((await putColumns(ownerClient, 'no-such-list', ['name'])).status).toBe(404)
    const investor = new TestClient('demo')
    await investor.login('investor@demo.test')
    expect((await putColumns(investor, 'deals', ['name'])).status).toBe(403)
    const anonymous = new TestClient('demo')
    await anonymous.csrf()
    expect((await anonymous.request('PUT', '/api/resources/deals/columns', { body: { columns: ['name'] } })).status).toBe(401)
  })

  test('nobody else reads or changes the row: not a colleague, not another tenant’s user', async () => {
    await putColumns(ownerClient, 'opportunities-live', ['targetAmount'])
    const row = (await payload.find({ collection: 'list-preferences', where: { and: [{ user: { equals: owner.id } }, { listKey: { equals: 'opportunities-live' } }] }, depth: 0, overrideAccess: true })).docs[0]!
    expect(row.tenant).toBe(demo.id)
    expect(row.columns).toEqual(['targetAmount'])
    for (const intruder of [colleagueClient, angelClient]) {
      expect((await intruder.get(`/api/list-preferences/${row.id}`)).status).toBe(404)
      const listed = await intruder.get(`/api/list-preferences?where[user][equals]=${owner.id}`)
      expect(listed.status).toBe(200)
      expect(listed.json<{ docs: unknown[] }>().docs).toEqual([])
      const changed = await intruder.request('PATCH', `/api/list-preferences/${row.id}`, { body: { columns: ['title'] } })
      expect([403, 404]).toContain(changed.status)
      const removed = await intruder.request('DELETE', `/api/list-preferences/${row.id}`)
      expect([403, 404]).toContain(removed.status)
      // Writing "for" the owner makes a row of the writer's own, never the owner's.
      const forged = await intruder.request('POST', '/api/list-preferences', { body: { user: owner.id, tenant: demo.id, listKey: `forged-${TOKEN}`, columns: ['title'] } })
      if (forged.status === 201) {
        const made = forged.json<{ doc: { user: number; tenant: number } }>().doc
        expect(made.user).not.toBe(owner.id)
        await payload.delete({ collection: 'list-preferences', where: { listKey: { equals: `forged-${TOKEN}` } }, overrideAccess: true })
      }
    }
    const after = await payload.findByID({ collection: 'list-preferences', id: row.id, depth: 0, overrideAccess: true })
    expect(after.columns).toEqual(['targetAmount'])
    expect(after.user).toBe(owner.id)
    // The owner reads it through the REST API too.
    expect((await ownerClient.get(`/api/list-preferences/${row.id}`)).status).toBe(200)
  })
})

describe('bulk delete', () => {
  const bulkDelete = (client: TestClient, key: string, ids: unknown) => client.request('POST', `/api/resources/${key}/bulk-delete`, { body: { ids } })

  test.each(ROLE_IDS)('role %i deletes deals in bulk exactly where the permission table allows delete', async (role) => {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    const deals = [await makeDeal({ name: `Bulk role ${role} a ${TOKEN}` }), await makeDeal({ name: `Bulk role ${role} b ${TOKEN}` })]
    const response = await bulkDelete(client, 'deals', deals.map((deal) => deal.id))
    if (!can(role, 'pipeline_deals', 'delete')) {
      expect(response.status, response.text).toBe(403)
      for (const deal of deals) expect(await exists('deals', deal.id)).toBe(true)
      return
    }
    expect(response.status, response.text).toBe(200)
    expect(response.json()).toEqual({ deleted: deals.map((deal) => ({ id: deal.id, label: deal.name })), failed: [] })
    for (const deal of deals) expect(await exists('deals', deal.id)).toBe(false)
    // Each delete is in the activity trail, as a single delete's is.
    const trail = await payload.find({
      collection: 'activities',
      where: { and: [{ targetCollection: { equals: 'deals' } }, { targetId: { in: deals.map((deal) => deal.id) } }, { action: { equals: 'delete' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(trail.docs.map((entry) => entry.targetId).sort()).toEqual(deals.map((deal) => deal.id).sort())
  })

  test('another tenant’s ids are not deleted: reported as not found beside the rows that were', async () => {
    const mine = await makeDeal({ name: `Bulk mine ${TOKEN}` })
    const angelPipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: angel.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const theirs = await makeDeal({ name: `Bulk theirs ${TOKEN}` }, angelPipeline, angel)
    const response = await bulkDelete(staff, 'deals', [theirs.id, mine.id, theirs.id])
    expect(response.status, response.text).toBe(200)
    expect(response.json()).toEqual({ deleted: [{ id: mine.id, label: mine.name }], failed: [{ id: theirs.id, label: null, reason: NOT_IN_LIST }] })
    expect(await exists('deals', theirs.id)).toBe(true)
    expect(await exists('deals', mine.id)).toBe(false)
  })

  test('a row its own rules keep is reported with the reason, and the others are deleted', async () => {
    const [typeWithSub, plainType] = await Promise.all(
      ['with sub-type', 'plain'].map((label) =>
        payload.create({ collection: 'attribute-options', data: { kind: 'investment-type', name: `Bulk type ${label} ${TOKEN}`, tenant: demo.id } as never, overrideAccess: true }),
      ),
    )
    await payload.create({ collection: 'attribute-options', data: { kind: 'investment-sub-type', name: `Bulk sub-type ${TOKEN}`, parent: typeWithSub!.id, tenant: demo.id } as never, overrideAccess: true })
    const industry = await payload.create({ collection: 'attribute-options', data: { kind: 'industry', name: `Bulk industry ${TOKEN}`, tenant: demo.id } as never, overrideAccess: true })
    // The industry is a row of another list (the scope): not found in this one.
    const response = await bulkDelete(staff, 'attributes-investment-types', [typeWithSub!.id, plainType!.id, industry.id])
    expect(response.status, response.text).toBe(200)
    const outcome = response.json<{ deleted: { id: number }[]; failed: { id: number; label: string | null; reason: string }[] }>()
    expect(outcome.deleted.map((row) => row.id)).toEqual([plainType!.id])
    expect(outcome.failed).toEqual([
      { id: typeWithSub!.id, label: typeWithSub!.name, reason: expect.stringContaining('still has 1 sub-type') },
      { id: industry.id, label: null, reason: NOT_IN_LIST },
    ])
    expect(await exists('attribute-options', typeWithSub!.id)).toBe(true)
    expect(await exists('attribute-options', industry.id)).toBe(true)
    expect(await exists('attribute-options', plainType!.id)).toBe(false)
  })

  test('the body is checked; lists without bulk delete are not found', async () => {
    const deal = await makeDeal({ name: `Bulk body ${TOKEN}` })
    for (const ids of [[], ['x'], [0], [1.5], 'all', Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1)]) {
      const response = await bulkDelete(staff, 'deals', ids)
      expect(response.status, JSON.stringify(ids).slice(0, 40)).toBe(422)
    }
    expect((await bulkDelete(staff, 'opportunities-live', [deal.id])).status).toBe(404)
    expect((await bulkDelete(staff, 'no-such-list', [deal.id])).status).toBe(404)
    expect(await exists('deals', deal.id)).toBe(true)
  })

  test('the list shows the checkboxes only to roles that may delete', async () => {
    const admin = (await html(staff, `/admin/investments/deals?q=${TOKEN}`)).text
    expect(admin).toContain('aria-label="Select every deal on this page"')
    const entrepreneur = new TestClient('demo')
    await entrepreneur.login(`${ROLE_SLUG[2]}@demo.test`)
    expect(can(2, 'pipeline_deals', 'delete')).toBe(false)
    const page = await html(entrepreneur, '/admin/investments/deals')
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('Select every deal on this page')
  })
})
