import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG } from '@/access/roles'
import { OPPORTUNITY_SORTS } from '@/features/investments/opportunity-queries'
import { OPPORTUNITY_STAGES } from '@/domain/investments/stages'

import { TestClient, type TResponse, SESSION_COOKIE } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique, userRow } from '../support/payload'

// issue 4: GET /api/portal/opportunities (exact SQL) must refuse exactly what the REST list
// refuses and, where it answers, return the REST list's rows: same ids, same order, same fields,
// same pagination, for every demo role on two tenants, every sort, and a page at a time.

const FAST = '/api/portal/opportunities'
const PORTAL_FIELDS = ['title', 'slug', 'stage', 'targetAmount', 'currency', 'opensAt', 'closesAt']
const restList = (query: { sort?: string; limit?: number; page?: number } = {}) =>
  `/api/investment-opportunities?depth=0&limit=${query.limit ?? 100}&page=${query.page ?? 1}&sort=${query.sort ?? 'closesAt'},id&${PORTAL_FIELDS.map((field) => `select[${field}]=true`).join('&')}`
const fastList = (query: { sort?: string; limit?: number; page?: number } = {}) => `${FAST}?limit=${query.limit ?? 100}&page=${query.page ?? 1}&sort=${query.sort ?? 'closesAt'}`

type TPage = { docs: Array<Record<string, unknown> & { id: number }>; totalDocs: number; page: number; limit: number } & Record<string, unknown>

const TENANTS = ['demo', 'angel'] as const
const REFUSED = [401, 403]
const describeStatus = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

/** Did REST refuse? A 403, or (for an anonymous list) an answer with no rows at all. */
const restRefused = (response: TResponse) => response.status === 403 || (response.status === 200 && response.json<TPage>().totalDocs === 0)

let payload: Payload
const clients = new Map<string, TestClient>()
const createdIds: number[] = []
const createdUsers: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  // Rows that make order and visibility non-trivial: every stage, empty closing dates, equal closing dates.
  for (const code of TENANTS) {
    const tenant = await tenantByCode(payload, code)
    for (const [index, stage] of [...OPPORTUNITY_STAGES, 2, 2, 2].entries()) {
      const slug = unique(`fast-${code}-s${stage}`)
      const closesAt = index % 3 === 0 ? null : new Date(Date.UTC(2027, 0, 15)).toISOString()
      const doc = await payload.create({
        collection: 'investment-opportunities',
        data: { title: `Fast path ${slug}`, slug, stage, targetAmount: (index + 1) * 123_456_00, currency: 'GBP', closesAt, tenant: tenant.id },
        overrideAccess: true,
      })
      createdIds.push(doc.id)
    }
  }
  await Promise.all(
    TENANTS.flatMap((code) =>
      ROLE_IDS.map(async (role) => {
        const client = new TestClient(code)
        await client.login(`${ROLE_SLUG[role]}@${code}.test`)
        clients.set(`${code}:${role}`, client)
      }),
    ),
  )
})

afterAll(async () => {
  if (payload && createdIds.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdIds } }, overrideAccess: true })
  if (payload && createdUsers.length) await payload.delete({ collection: 'users', where: { id: { in: createdUsers } }, overrideAccess: true })
})

describe.each(TENANTS.flatMap((code) => ROLE_IDS.map((role) => ({ code, role, label: ROLE_LABEL[role] }))))('$label on $code', ({ code, role }) => {
  const client = () => clients.get(`${code}:${role}`)!
  const portal = can(role, 'portal_investments', 'index')

  test(portal ? 'answers with exactly the REST list' : 'refuses: the role has no portal list', async () => {
    const [fast, rest] = await Promise.all([client().get(fastList()), client().get(restList())])
    if (restRefused(rest)) expect(REFUSED, `REST refused but the fast path said ${describeStatus(fast)}`).toContain(fast.status)
    if (!portal) {
      expect(fast.status, describeStatus(fast)).toBe(403)
      return
    }
    expect(fast.status, describeStatus(fast)).toBe(200)
    expect(rest.status, describeStatus(rest)).toBe(200)
    const fastPage = fast.json<TPage>()
    const restPage = rest.json<TPage>()
    expect(fastPage.docs.map((doc) => doc.id)).toEqual(restPage.docs.map((doc) => doc.id))
    expect(fastPage).toEqual(restPage)
    expect(fastPage.totalDocs).toBeGreaterThan(0)
  })
})

describe('an investor, page by page and in every order', () => {
  test.each(TENANTS.flatMap((code) => OPPORTUNITY_SORTS.map((sort) => ({ code, sort }))))('$code, sort $sort', async ({ code, sort }) => {
    const client = clients.get(`${code}:${ROLE.user}`)!
    const first = (await client.get(restList({ sort, limit: 2 }))).json<TPage>()
    const pages = Math.min(first.totalPages as number, 6) + 1 // and one past the end
    for (let page = 1; page <= pages; page++) {
      const [fast, rest] = await Promise.all([client.get(fastList({ sort, limit: 2, page })), client.get(restList({ sort, limit: 2, page }))])
      expect(fast.status, describeStatus(fast)).toBe(200)
      expect(fast.json(), `page ${page}`).toEqual(rest.json())
    }
  })

  test('the item shape is the REST one, key for key', async () => {
    const client = clients.get(`demo:${ROLE.user}`)!
    const [fast, rest] = await Promise.all([client.get(fastList({ limit: 5 })), client.get(restList({ limit: 5 }))])
    const keys = (response: TResponse) => response.json<TPage>().docs.map((doc) => Object.keys(doc).sort())
    expect(keys(fast)).toEqual(keys(rest))
    expect(keys(fast)[0]).toEqual(['id', ...PORTAL_FIELDS].sort())
    // Private to the investor: no shared cache may keep it.
    expect(fast.headers['cache-control']).toBe('private, no-store')
    expect(fast.headers['content-type']).toMatch(/^application\/json/)
  })

  test('rejects a query it does not understand', async () => {
    const client = clients.get(`demo:${ROLE.user}`)!
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=x', 'sort=-id']) {
      const response = await client.get(`${FAST}?${query}`)
      expect(response.status, `${query}: ${describeStatus(response)}`).toBe(422)
    }
  })
})

describe('refusals the REST list makes too', () => {
  test('an anonymous visitor', async () => {
    const anonymous = new TestClient('demo')
    const [fast, rest] = await Promise.all([anonymous.get(fastList()), anonymous.get(restList())])
    expect(restRefused(rest), describeStatus(rest)).toBe(true)
    expect(fast.status, describeStatus(fast)).toBe(401)
  })

  test("an investor's session on another tenant's host", async () => {
    const demoInvestor = clients.get(`demo:${ROLE.user}`)!
    const onAngel = new TestClient('angel')
    for (const [key, value] of demoInvestor.cookies) onAngel.cookies.set(key, value)
    const [fast, rest] = await Promise.all([onAngel.get(fastList()), onAngel.get(restList())])
    expect(restRefused(rest), describeStatus(rest)).toBe(true)
    expect(fast.status, describeStatus(fast)).toBe(401)
  })

  test('a forged session cookie', async () => {
    const forged = new TestClient('demo')
    forged.cookies.set(SESSION_COOKIE, 'Fe26.2**forged')
    const [fast, rest] = await Promise.all([forged.get(fastList()), forged.get(restList())])
    expect(restRefused(rest), describeStatus(rest)).toBe(true)
    expect(fast.status, describeStatus(fast)).toBe(401)
  })

  test('a session ended everywhere (session_version bumped)', async () => {
    const demo = await tenantByCode(payload, 'demo')
    // An investor through the first-time journey (decision 030), so the list answers until the session ends.
    const user = await createTestUser(payload, demo, ROLE.user, { slug: 'fast-investor' })
    createdUsers.push(user.id)
    const client = new TestClient('demo')
    await client.login(user.email, TEST_PASSWORD)
    expect((await client.get(fastList())).status).toBe(200)
    const row = await userRow(payload, user.id)
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { session_version: (row?.session_version ?? 0) + 1 } })
    const [fast, rest] = await Promise.all([client.get(fastList()), client.get(restList())])
    expect(restRefused(rest), describeStatus(rest)).toBe(true)
    expect(fast.status, describeStatus(fast)).toBe(401)
  })
})
