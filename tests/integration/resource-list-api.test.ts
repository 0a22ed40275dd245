import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { filterParams, selectedFields, type TFilter, type TResourceDefinition } from '@/lib/resource/define-resource'
import { resourceListPageBySql } from '@/lib/resource/list-api'
import { listTableOf } from '@/lib/resource/resource-list-sql'
import { findResourcePage, parseListQuery, SEARCH_PARAM, type TListQuery, type TResourceContext, type TSearchParams } from '@/lib/resource/resource-query'
import { RESOURCES } from '@/resources'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant, User } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// The kit's list API (GET /api/resources/{key}): its one SQL statement (resource-list-sql.ts) must
// answer exactly what Payload's find answers for the same list, user and query: same rows, same
// order, same fields and values, same pagination. Every declared list, every role that may open
// it, every sort, the search box and each filter; then over HTTP, who may ask.

let payload: Payload
let demo: Tenant
/** The demo tenants, demo first: a list behind a tenant switch is asked where the switch is on. */
const TENANT_CODES = ['demo', 'angel', 'capital', 'fund', 'custodian']
const tenants: Tenant[] = []
/** The demo user of each role, per tenant id. */
const users = new Map<number, Map<number, User>>()

beforeAll(async () => {
  payload = await testPayload()
  for (const code of TENANT_CODES) tenants.push(await tenantByCode(payload, code))
  demo = tenants[0]!
  for (const tenant of tenants) {
    const byRole = new Map<number, User>()
    for (const role of ROLE_IDS) {
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: `${ROLE_SLUG[role]}@${tenant.code}.test` } }, depth: 0, limit: 1, overrideAccess: true })
      if (docs[0]) byRole.set(role, docs[0])
    }
    users.set(tenant.id, byRole)
  }
})

/** The first demo tenant whose switches show the list (nominees: capital). */
const tenantFor = (resource: TResourceDefinition) => tenants.find((tenant) => !resource.feature || featuresOf(tenant)[resource.feature])!


/** A value each filter kind can take on the demo data (a match or not: both must agree). */
function sampleFilter(filter: TFilter): TSearchParams {
  const [low, high] = filterParams(filter)
  switch (filter.kind) {
    case 'text':
      return { [low!.param]: 'a' }
    case 'date-range':
      return { [low!.param]: '2020-01-01', [high!.param]: '2030-12-31' }
    case 'number-range':
      return { [low!.param]: '1000', [high!.param]: '5000000' }
    case 'yes-no':
      return { [low!.param]: 'no' }
    case 'select':
    case 'multi-select':
      return { [low!.param]: filter.options.slice(0, 2).map((option) => option.value).join(',') }
    default:
      return { [low!.param]: '1,2,3,4,5,6,7,8,9,10' }
  }
}

function queriesOf(resource: TResourceDefinition): Array<{ label: string; params: TSearchParams }> {
  const queries: Array<{ label: string; params: TSearchParams }> = [
    { label: 'default', params: {} },
    { label: 'page 2', params: { page: '2' } },
    { label: '50 a page, page 2', params: { limit: '50', page: '2' } },
  ]
  for (const column of resource.columns.filter((column) => column.sortable)) {
    queries.push({ label: `sort ${column.field}`, params: { sort: column.field } }, { label: `sort -${column.field}`, params: { sort: `-${column.field}` } })
  }
  if (resource.search) queries.push({ label: 'search', params: { [SEARCH_PARAM]: 'e' } }, { label: 'search 50%', params: { [SEARCH_PARAM]: '50%_x' } })
  for (const filter of resource.filters ?? []) queries.push({ label: `filter ${filter.field}`, params: sampleFilter(filter) })
  return queries
}

/**
 * Values the samples above would miss on the demo data: the investors' category (each of the four),
 * lead status and adviser (the tenant's Adviser and Super Admin, whose investors exist), with the
 * search and another filter together (decision 028).
 */
function extraQueriesOf(resource: TResourceDefinition, tenant: Tenant): Array<{ label: string; params: TSearchParams }> {
  if (resource.key !== 'investors') return []
  const adviser = users.get(tenant.id)?.get(ROLE.adviser)?.id
  const superAdmin = users.get(tenant.id)?.get(ROLE.superAdmin)?.id
  return [
    ...['restricted', 'high-net-worth', 'sophisticated-certified', 'sophisticated-self-certified'].map((category) => ({ label: `category ${category}`, params: { 'filter[latestCategory]': category } })),
    { label: 'lead status 1', params: { 'filter[leadStatus]': '1' } },
    { label: 'lead status 2,3', params: { 'filter[leadStatus]': '2,3', sort: '-createdAt' } },
    { label: 'adviser', params: { 'filter[owner]': String(adviser) } },
    { label: 'super admin as adviser, page 2', params: { 'filter[owner]': String(superAdmin), page: '2' } },
    { label: 'adviser, category and search', params: { 'filter[owner]': String(adviser), 'filter[latestCategory]': 'high-net-worth', [SEARCH_PARAM]: 'e' } },
  ]
}

const roleCases = RESOURCES.flatMap((resource) => ROLE_IDS.filter((role) => can(role, resource.permission, 'index')).map((role) => ({ resource, role, key: resource.key })))

test('the hot lists are plain: the opportunity lists and deals are said in SQL', () => {
  for (const key of ['opportunities-live', 'opportunities-existing', 'opportunities-drafts', 'deals']) {
    const resource = RESOURCES.find((candidate) => candidate.key === key)!
    const columns = listTableOf(payload, resource.collection).columns
    expect(Object.keys(selectedFields(resource)).filter((field) => !columns.has(field)), key).toEqual([])
  }
})

describe.each(roleCases)('$key as role $role', ({ resource, role }) => {
  test('the SQL statement answers what Payload’s find answers', async () => {
    const tenant = tenantFor(resource)
    expect(tenant, `a demo tenant with ${resource.feature} on`).toBeDefined()
    const user = users.get(tenant.id)?.get(role)
    expect(user, `the demo user of role ${role} in ${tenant.code}`).toBeDefined()
    const ctx: TResourceContext = { payload, user: user!, tenantId: tenant.id }
    // A list of plain columns at depth 0 is said in SQL (a silent fall back to Payload would hide a
    // gap); one with an array or a populated field (pipelines' stages, a sub-type's parent) is Payload's.
    const columns = listTableOf(payload, resource.collection).columns
    const plain = !resource.depth && Object.keys(selectedFields(resource)).every((field) => columns.has(field))
    for (const { label, params } of [...queriesOf(resource), ...extraQueriesOf(resource, tenant)]) {
      const query: TListQuery = parseListQuery(resource, params)
      const bySql = await resourceListPageBySql(resource, ctx, query)
      if (plain) expect(bySql, `${resource.key} ${label}: not said in SQL`).not.toBeNull()
      if (!bySql) continue
      const byPayload = await findResourcePage(resource, ctx, query)
      expect(bySql.docs, `${resource.key} ${label}`).toEqual(byPayload.docs)
      expect({ totalDocs: bySql.totalDocs, limit: bySql.limit, totalPages: bySql.totalPages, page: bySql.page, hasNextPage: bySql.hasNextPage }, `${resource.key} ${label}`).toEqual({
        totalDocs: byPayload.totalDocs,
        limit: byPayload.limit,
        totalPages: byPayload.totalPages,
        page: byPayload.page,
        hasNextPage: byPayload.hasNextPage,
      })
    }
  })
})

describe('over HTTP', () => {
  test('a list’s JSON for whoever may open it; 401, 403 and 404 otherwise; the session’s tenant only', async () => {
    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    const live = await staff.get('/api/resources/opportunities-live?sort=title')
    expect(live.status, live.text.slice(0, 200)).toBe(200)
    const page = live.json<{ docs: Array<{ id: number; title: string }>; totalDocs: number }>()
    expect(page.totalDocs).toBeGreaterThan(0)
    const ids = page.docs.map((doc) => doc.id)
    const { docs: angelRows } = await payload.find({ collection: 'investment-opportunities', where: { id: { in: ids }, tenant: { not_equals: demo.id } }, depth: 0, overrideAccess: true })
    expect(angelRows).toEqual([])
    expect(String(live.headers['cache-control'])).toContain('no-store')
    // Rows per page: one of the offered sizes, else the list's own.
    for (const [asked, limit] of [['50', 50], ['100', 100], ['7', 20], ['100000', 20]] as const) {
      const sized = await staff.get(`/api/resources/opportunities-live?sort=title&limit=${asked}`)
      const body = sized.json<{ limit: number; docs: unknown[]; totalDocs: number }>()
      expect([sized.status, body.limit, body.docs.length], `limit=${asked}`).toEqual([200, limit, Math.min(limit, body.totalDocs)])
    }

    expect((await new TestClient('demo').get('/api/resources/opportunities-live')).status).toBe(401)
    expect((await staff.get('/api/resources/no-such-list')).status).toBe(404)
    const investor = new TestClient('demo')
    await investor.login('investor@demo.test')
    expect((await investor.get('/api/resources/opportunities-live')).status).toBe(403)
  })
})
