import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { InvestmentOpportunity, Tenant } from '@/payload-types'

import { TestClient, type TResponse, SESSION_COOKIE, XSRF_COOKIE } from '../support/http-client'
import { testPayload, unique } from '../support/payload'

// spec 7 / foundation issue: every state-changing request without a matching X-XSRF-TOKEN
// header is rejected (419) and changes nothing.

const API = '/api/investment-opportunities'
const CSRF_REJECTED = 419

let payload: Payload
let demo: Tenant
let row: InvestmentOpportunity
const createdIds: number[] = []
const superadmin = new TestClient('demo')

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

async function createRow(label: string): Promise<InvestmentOpportunity> {
  const slug = unique(`csrf-${label}`)
  const doc = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `CSRF ${slug}`, slug, stage: 2, targetAmount: 100_00, currency: 'GBP', tenant: demo.id },
    overrideAccess: true,
  })
  createdIds.push(doc.id)
  return doc
}

const storedRow = (id: number) => payload.findByID({ collection: 'investment-opportunities', id, depth: 0, overrideAccess: true })

async function expectRowUnchanged(before: InvestmentOpportunity): Promise<void> {
  const after = await storedRow(before.id)
  expect(after.title).toBe(before.title)
  expect(after.updatedAt).toBe(before.updatedAt)
}

beforeAll(async () => {
  payload = await testPayload()
  demo = (await payload.find({ collection: 'tenants', where: { code: { equals: 'demo' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  row = await createRow('row')
  await superadmin.login('superadmin@demo.test')
})

afterAll(async () => {
  if (payload && createdIds.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdIds } }, overrideAccess: true })
})

describe('a state-changing call', () => {
  test('without the X-XSRF-TOKEN header is rejected with 419 and the row is unchanged', async () => {
    const response = await superadmin.request('PATCH', `${API}/${row.id}`, { body: { title: 'Forged without token' }, csrf: false })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(row)
  })

  test('with a wrong token is rejected with 419 and the row is unchanged', async () => {
    const response = await superadmin.request('PATCH', `${API}/${row.id}`, { body: { title: 'Forged with a wrong token' }, headers: { 'x-xsrf-token': 'not-the-token' } })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(row)
  })

  test("with another visitor's token is rejected with 419", async () => {
    const other = new TestClient('demo')
    await other.csrf()
    const response = await superadmin.request('PATCH', `${API}/${row.id}`, { body: { title: 'Forged with a stolen token' }, headers: { 'x-xsrf-token': other.cookies.get(XSRF_COOKIE)! } })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(row)
  })

  test('with a header but no XSRF-TOKEN cookie is rejected with 419', async () => {
    const token = superadmin.cookies.get(XSRF_COOKIE)!
    const cookieless = new TestClient('demo')
    cookieless.cookies.set(SESSION_COOKIE, superadmin.cookies.get(SESSION_COOKIE)!)
    const response = await cookieless.request('PATCH', `${API}/${row.id}`, { body: { title: 'Forged without the cookie' }, headers: { 'x-xsrf-token': token } })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(row)
  })

  test('with a malformed (badly percent-encoded) token is rejected with 419, not a server error', async () => {
    const response = await superadmin.request('PATCH', `${API}/${row.id}`, { body: { title: 'Forged with a malformed token' }, headers: { 'x-xsrf-token': '%E0%A4%A' } })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(row)
  })

  test('DELETE without the token is rejected and the row still exists', async () => {
    const target = await createRow('delete')
    const response = await superadmin.request('DELETE', `${API}/${target.id}`, { csrf: false })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    await expectRowUnchanged(target)
  })

  test('POST without the token is rejected and nothing is created', async () => {
    const slug = unique('csrf-post')
    const response = await superadmin.request('POST', API, { body: { title: `CSRF ${slug}`, slug, stage: 2, targetAmount: 100_00, currency: 'GBP' }, csrf: false })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { slug: { equals: slug } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  test('POST /login without the token is rejected and no session is issued', async () => {
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const response = await visitor.request('POST', '/login', { body: { email: 'investor@demo.test', password: 'demo-password-1' }, csrf: false })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false)
    expect((await visitor.get('/api/user')).status).toBe(401)
  })

  test('POST /api/auth/manual-register without the token is rejected and no account is created', async () => {
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const email = `${unique('csrf-register')}@example.test`
    const response = await visitor.request('POST', '/api/auth/manual-register', {
      body: { name: 'Forged', surname: 'Signup', email, password: 'a-long-password-1', password_confirmation: 'a-long-password-1' },
      csrf: false,
    })
    expect(response.status, show(response)).toBe(CSRF_REJECTED)
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  test('with the matching token succeeds', async () => {
    const title = `Renamed with the token ${unique('t')}`
    const response = await superadmin.request('PATCH', `${API}/${row.id}?depth=0`, { body: { title } })
    expect(response.status, show(response)).toBe(200)
    expect((await storedRow(row.id)).title).toBe(title)
    row = await storedRow(row.id)
  })
})

test('a read needs no token', async () => {
  const response = await superadmin.request('GET', `${API}/${row.id}?depth=0`, { csrf: false })
  expect(response.status, show(response)).toBe(200)
})

test('GET /sanctum/csrf-cookie sets a __Host-XSRF-TOKEN cookie (production) that scripts can read', async () => {
  const visitor = new TestClient('demo')
  const response = await visitor.get('/sanctum/csrf-cookie')
  expect(response.status).toBeLessThan(300)
  const cookie = (response.headers['set-cookie'] ?? []).find((header) => header.startsWith(`${XSRF_COOKIE}=`))
  expect(cookie, 'no __Host-XSRF-TOKEN cookie').toBeDefined()
  expect(cookie).not.toMatch(/httponly/i)
  expect(cookie).toMatch(/samesite=lax/i)
  // __Host-: Secure, Path=/ and no Domain, so no sibling subdomain can set or shadow it.
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/Path=\/(;|$)/)
  expect(cookie).not.toMatch(/Domain=/i)
  expect(visitor.cookies.get(XSRF_COOKIE)?.length).toBeGreaterThan(20)
})
