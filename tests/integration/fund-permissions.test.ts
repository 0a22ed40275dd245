import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TResource } from '@/access/permissions'
import { ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// spec 6 through HTTP for funds (`funds`) and fund investments (`funds_opportunity`), issue 10 §5, §6:
// each demo role may list, open, create, update and delete funds and companies exactly where can()
// says; their dated series are read with the record's list right and added or removed with its update
// right (a point is part of the record), never edited over the API; the screens and the fund reports
// answer as the same table says. Table-driven from the permission module.

let payload: Payload
let demo: Tenant
let fund: number
let company: number
const clients = new Map<TRoleId, TestClient>()
const made: { collection: CollectionSlug; id: number }[] = []
let day = 0

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

/** A distinct past day per row, before any seeded history. */
const nextDay = () => new Date(Date.UTC(1980, 0, 1 + ++day)).toISOString()

type TCase = { collection: CollectionSlug; resource: TResource; data: (label: string) => Record<string, unknown>; change: Record<string, unknown> }

const RECORDS: TCase[] = [
  { collection: 'funds', resource: 'funds', data: (label) => ({ name: `Permission ${unique(label)}`, status: 1, currency: 'GBP' }), change: { name: 'Renamed by permission test' } },
  { collection: 'companies', resource: 'funds_opportunity', data: (label) => ({ name: `Permission ${unique(label)}`, currency: 'GBP' }), change: { name: 'Renamed by permission test' } },
]

const SERIES: TCase[] = [
  { collection: 'net-asset-values', resource: 'funds', data: () => ({ fund, date: nextDay(), navPerUnit: 105 }), change: { navPerUnit: 1 } },
  { collection: 'fund-kpis', resource: 'funds', data: () => ({ fund, period: nextDay(), key: 'net-irr', value: -250 }), change: { value: 1 } },
  { collection: 'valuations', resource: 'funds_opportunity', data: () => ({ company, date: nextDay(), value: 2_500_000_00 }), change: { value: 1 } },
  { collection: 'share-prices', resource: 'funds_opportunity', data: () => ({ company, date: nextDay(), price: 125 }), change: { price: 1 } },
  { collection: 'company-maturity-statuses', resource: 'funds_opportunity', data: () => ({ company, date: nextDay(), status: 'dormant' }), change: { status: 'active' } },
]

async function makeRow(collection: CollectionSlug, data: Record<string, unknown>): Promise<number> {
  const doc = await payload.create({ collection, data: { ...data, tenant: demo.id } as never, overrideAccess: true })
  made.push({ collection, id: doc.id })
  return doc.id
}

const exists = async (collection: CollectionSlug, id: number) => (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  fund = (await payload.find({ collection: 'funds', where: { tenant: { equals: demo.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  company = (await payload.find({ collection: 'companies', where: { tenant: { equals: demo.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  for (const role of ROLE_IDS) {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    clients.set(role, client)
  }
}, 120_000)

afterAll(async () => {
  for (const { collection, id } of made.reverse()) await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
})

test('the table gives these rights (a few literal rows of spec 6 as a guard)', () => {
  expect(can(1, 'funds', 'delete')).toBe(true) // Super Admin: delete on funds
  expect(can(3, 'funds', 'create')).toBe(true) // Investment Committee: funds (full)
  expect(can(3, 'funds_opportunity', 'update')).toBe(false) // ... fund opportunities: list and visit
  expect(can(11, 'funds', 'create')).toBe(false) // Fund Manager: funds (no create)
  expect(can(11, 'funds_opportunity', 'delete')).toBe(false) // ... fund opportunities (full except delete)
  expect(can(7, 'funds_opportunity', 'update')).toBe(true) // Custodian: list, visit, update on fund opportunities
  expect(can(10, 'funds', 'index')).toBe(false) // Investment Manager: no funds
})

describe.each(RECORDS)('$collection', ({ collection, resource, data, change }) => {
  test.each(roles)('$label: list and open as can() says', async ({ role }) => {
    const id = await makeRow(collection, data(`read-${role}`))
    const client = clients.get(role)!
    const list = await client.get(`/api/${collection}?limit=200&depth=0&sort=-id`)
    const opened = await client.get(`/api/${collection}/${id}?depth=0`)
    if (can(role, resource, 'index')) {
      expect(list.status, show(list)).toBe(200)
      expect(list.json<{ docs: { id: number }[] }>().docs.map((doc) => doc.id)).toContain(id)
      expect(opened.status, show(opened)).toBe(200)
    } else {
      expect([403, 404], show(list)).toContain(list.status)
      expect([403, 404], show(opened)).toContain(opened.status)
    }
  })

  test.each(roles)('$label: create, update and delete as can() says', async ({ role }) => {
    const client = clients.get(role)!
    const created = await client.request('POST', `/api/${collection}?depth=0`, { body: data(`create-${role}`) })
    if (created.status === 201) made.push({ collection, id: created.json<{ doc: { id: number } }>().doc.id })
    expect(created.status === 201, `create: ${show(created)}`).toBe(can(role, resource, 'create'))

    const id = await makeRow(collection, data(`change-${role}`))
    const updated = await client.request('PATCH', `/api/${collection}/${id}?depth=0`, { body: change })
    expect(updated.status === 200, `update: ${show(updated)}`).toBe(can(role, resource, 'update'))

    const deleted = await client.request('DELETE', `/api/${collection}/${id}`)
    expect(deleted.status === 200, `delete: ${show(deleted)}`).toBe(can(role, resource, 'delete'))
    expect(await exists(collection, id)).toBe(!can(role, resource, 'delete'))
  })
})

describe.each(SERIES)('$collection (a series of its record)', ({ collection, resource, data, change }) => {
  test.each(roles)('$label: read with the list right, add and remove with the update right, never edit', async ({ role }) => {
    const client = clients.get(role)!
    const id = await makeRow(collection, data('series'))
    const list = await client.get(`/api/${collection}?limit=5&depth=0&where[id][equals]=${id}`)
    if (can(role, resource, 'index')) {
      expect(list.status, show(list)).toBe(200)
      expect(list.json<{ docs: { id: number }[] }>().docs.map((doc) => doc.id)).toEqual([id])
    } else {
      expect([403, 404], show(list)).toContain(list.status)
    }

    const added = await client.request('POST', `/api/${collection}?depth=0`, { body: data('series') })
    if (added.status === 201) made.push({ collection, id: added.json<{ doc: { id: number } }>().doc.id })
    expect(added.status === 201, `add: ${show(added)}`).toBe(can(role, resource, 'update'))

    const edited = await client.request('PATCH', `/api/${collection}/${id}?depth=0`, { body: change })
    expect([403, 404], `edit: ${show(edited)}`).toContain(edited.status)

    const removed = await client.request('DELETE', `/api/${collection}/${id}`)
    expect(removed.status === 200, `remove: ${show(removed)}`).toBe(can(role, resource, 'update'))
    expect(await exists(collection, id)).toBe(!can(role, resource, 'update'))
  })
})

describe('screens and reports', () => {
  const page = (client: TestClient, path: string) => client.get(path, { accept: 'text/html' })

  test.each(roles)('$label: the fund and company screens open as can() says', async ({ role }) => {
    const client = clients.get(role)!
    const expected = (resource: TResource, action: 'index' | 'show' | 'create' | 'update') => (can(role, resource, action) ? 200 : role === 5 ? [302, 303, 307, 403] : 403)
    const cases: [string, TResource, 'index' | 'show' | 'create' | 'update'][] = [
      ['/admin/funds', 'funds', 'index'],
      ['/admin/funds/new-fund', 'funds', 'create'],
      [`/admin/funds/${fund}/details`, 'funds', 'show'],
      [`/admin/funds/${fund}/details/portfolio`, 'funds', 'show'],
      [`/admin/funds/${fund}/edit`, 'funds', 'update'],
      ['/admin/investments/companies', 'funds_opportunity', 'index'],
      ['/admin/investments/companies/new-company', 'funds_opportunity', 'create'],
      [`/admin/investments/companies/${company}/details/maturity-statuses`, 'funds_opportunity', 'show'],
      [`/admin/investments/companies/${company}/edit`, 'funds_opportunity', 'update'],
    ]
    for (const [path, resource, action] of cases) {
      const response = await page(client, path)
      const want = expected(resource, action)
      if (Array.isArray(want)) expect(want, `${path}: ${response.status}`).toContain(response.status)
      else expect(response.status, path).toBe(want)
    }
  })

  test.each(roles)('$label: the fund reports answer as can(funds, show) says', async ({ role }) => {
    const client = clients.get(role)!
    for (const report of ['kpi', 'portfolio', 'investments']) {
      const response = await client.get(`/api/reports/funds/${fund}/${report}`)
      expect(response.status, `${report}: ${show(response)}`).toBe(can(role, 'funds', 'show') ? 200 : 403)
    }
  })
})
