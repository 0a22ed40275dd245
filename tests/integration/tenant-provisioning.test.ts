import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { currentTotpCode, newTotpEnrolment } from '@/auth/operator-totp'
import type { Tenant } from '@/payload-types'
import { DEFAULT_PIPELINE } from '@/tenancy/provisioning'
import { TENANT_CACHE_TTL_MS } from '@/tenancy/resolve-tenant'

import { TestClient, type TResponse } from '../support/http-client'
import { linkIn, newestMailArriving, RUN_ID, testPayload, unique } from '../support/payload'

// Issue 12 §6: operators provision tenants from the console's API (what /cms itself calls). A new
// tenant has its defaults and its first Super Admin at once; codes and domains are checked; a
// suspended tenant's pages and APIs answer 403 while its data stays, and resuming brings it back.

const PASSWORD = `operator-${crypto.randomBytes(8).toString('hex')}`
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

let payload: Payload
let operator: TestClient

beforeAll(async () => {
  payload = await testPayload()
  const email = `${unique('provisioner')}@console.test`
  const created = await payload.create({ collection: 'operators', data: { email, password: PASSWORD }, overrideAccess: true })
  const { secret } = newTotpEnrolment(email)
  await payload.db.updateOne({ collection: 'operators', id: created.id, data: { totpSecret: secret } })
  operator = new TestClient('demo')
  await operator.csrf()
  const login = await operator.request('POST', '/api/operators/login', { body: { email, password: `${PASSWORD} ${await currentTotpCode(secret)}` } })
  expect(login.status, show(login)).toBe(200)
})

afterAll(async () => {
  if (payload) await payload.delete({ collection: 'operators', where: { email: { contains: '@console.test' } }, overrideAccess: true })
})

/**
 * Waits until the server serves the new tenant's host: the HTTP server's own tenant list reloads for an
 * unknown host at most once a second (other files' unknown hosts may have just used that turn; until
 * then 421), and the app's tenant cache may still hold the list without it for up to its TTL (then a
 * route answers 500 "No tenant has the domain", seen in a clean-clone run): /api/branding passes both.
 */
async function served(code: string): Promise<void> {
  const deadline = Date.now() + 2 * TENANT_CACHE_TTL_MS + 5_000
  const client = new TestClient(code)
  while ((await client.get('/api/branding')).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
}

/** A code of this run (2-31 characters: the run id is 11). */
const newCode = (slug: string) => `${slug}-${RUN_ID}`.slice(0, 31)

// Payload takes the console cookie only with the console's own Origin (decision 009's csrf allowlist).
const CONSOLE = { origin: 'https://localhost' }
const asOperator = (method: string, path: string, body?: unknown) => operator.request(method, path, { body, headers: CONSOLE })
const createTenant = (data: Record<string, unknown>) => asOperator('POST', '/api/tenants?depth=0', data)

const tenantData = (code: string, adminEmail: string) => ({
  name: `Provisioned ${code}`,
  code,
  domains: [{ domain: `${code}.localhost` }],
  firstAdmin: { name: 'Fiona', surname: 'First', email: adminEmail },
})

const count = async (table: string, tenantId: number) => (await payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [tenantId])).rows[0]!.n

describe('an operator creates a tenant', () => {
  test('it starts with the default pipeline, attributes, questionnaires and terms, and its first Super Admin sets a password on its domain and signs in', async () => {
    const code = newCode('newco')
    const adminEmail = `${unique('first-admin')}@provisioned.test`
    const response = await createTenant(tenantData(code, adminEmail))
    expect(response.status, show(response)).toBe(201)
    const tenant = response.json<{ doc: Tenant }>().doc
    expect(tenant.status).toBe('active')
    expect(tenant.terms?.version).toBe(1)

    const pipelines = await payload.find({ collection: 'pipelines', where: { tenant: { equals: tenant.id } }, depth: 0, overrideAccess: true })
    expect(pipelines.docs.map((pipeline) => [pipeline.name, pipeline.stages?.map((stage) => stage.name)])).toEqual([[DEFAULT_PIPELINE.name, [...DEFAULT_PIPELINE.stages]]])
    expect(await count('attribute_options', tenant.id)).toBeGreaterThan(20)
    const questionnaires = await payload.find({ collection: 'questionnaires', where: { tenant: { equals: tenant.id } }, depth: 0, overrideAccess: true })
    expect(questionnaires.docs.map((questionnaire) => questionnaire.kind).sort()).toEqual(['fact-find', 'registration', 'risk-profile'])

    const admins = await payload.find({ collection: 'users', where: { tenant: { equals: tenant.id } }, depth: 0, overrideAccess: true })
    expect(admins.docs.map((user) => [user.email, user.role_id])).toEqual([[adminEmail, ROLE.superAdmin]])

    // The link points at the tenant's own domain; with it the Super Admin chooses a password and signs in there.
    const link = linkIn(await newestMailArriving(adminEmail))
    expect([link.hostname, link.pathname]).toEqual([`${code}.localhost`, '/password/set'])
    await served(code)
    const visitor = new TestClient(code)
    await visitor.csrf()
    const set = await visitor.request('POST', '/api/auth/set-password', {
      body: { token: link.searchParams.get('token'), email: adminEmail, password: 'first-admin-password-1', password_confirmation: 'first-admin-password-1' },
    })
    expect(set.status, show(set)).toBe(200)
    const admin = new TestClient(code)
    await admin.login(adminEmail, 'first-admin-password-1')
    const me = (await admin.get('/api/user')).json<{ email: string; role_id: number }>()
    expect([me.email, me.role_id]).toEqual([adminEmail, ROLE.superAdmin])
  })

  test.each([
    ['a code in use', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), code: 'demo' }), 'code'],
    ['a reserved code', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), code: 'admin' }), 'code'],
    ['a code with capitals', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), code: 'NewCo' }), 'code'],
    ['another tenant’s domain', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), domains: [{ domain: 'angel.localhost' }] }), 'domains'],
    ['a domain with a path', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), domains: [{ domain: 'invest.example.com/x' }] }), 'domains'],
    ['the same domain twice', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), domains: [{ domain: `${code}.localhost` }, { domain: `${code.toUpperCase()}.localhost` }] }), 'domains'],
    ['no first Super Admin', (code: string) => ({ ...tenantData(code, 'x@provisioned.test'), firstAdmin: {} }), 'firstAdmin'],
  ])('%s is refused with the field named, and nothing is created', async (_label, body, field) => {
    const code = newCode(`bad${Math.floor(Math.random() * 1e6)}`)
    const response = await createTenant(body(code))
    expect(response.status, show(response)).toBe(400)
    const paths = response.json<{ errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }>().errors.flatMap((error) => error.data?.errors?.map((issue) => issue.path) ?? [])
    expect(paths.some((path) => path.startsWith(field)), paths.join(', ')).toBe(true)
    expect((await payload.count({ collection: 'tenants', where: { code: { equals: code } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('a tenant’s staff cannot create or change tenants', async () => {
    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    const created = await staff.request('POST', '/api/tenants', { body: tenantData(newCode('staffco'), 'y@provisioned.test') })
    expect([401, 403]).toContain(created.status)
    const demo = (await payload.find({ collection: 'tenants', where: { code: { equals: 'demo' } }, depth: 0, overrideAccess: true })).docs[0]!
    const suspended = await staff.request('PATCH', `/api/tenants/${demo.id}`, { body: { status: 'suspended' } })
    expect([401, 403]).toContain(suspended.status)
  })
})

/** Polls until the server's view of the tenant (cached for a few seconds) gives `status` on `path`. */
async function eventually(client: TestClient, path: string, status: number): Promise<TResponse> {
  const deadline = Date.now() + TENANT_CACHE_TTL_MS + 5_000
  for (;;) {
    const response = await client.request('GET', path, { headers: { accept: path.startsWith('/api/') ? 'application/json' : 'text/html' } })
    if (response.status === status || Date.now() > deadline) return response
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('suspending a tenant', () => {
  test('its pages show the suspended page and its APIs answer 403; other tenants carry on; resuming brings back the same data and sessions start again', async () => {
    const code = newCode('pauseco')
    const adminEmail = `${unique('pause-admin')}@provisioned.test`
    const created = await createTenant(tenantData(code, adminEmail))
    expect(created.status, show(created)).toBe(201)
    const tenant = created.json<{ doc: Tenant }>().doc
    const link = linkIn(await newestMailArriving(adminEmail))
    await served(code)
    const visitor = new TestClient(code)
    await visitor.csrf()
    const set = await visitor.request('POST', '/api/auth/set-password', { body: { token: link.searchParams.get('token'), email: adminEmail, password: 'pause-password-1', password_confirmation: 'pause-password-1' } })
    expect(set.status, show(set)).toBe(200)
    const admin = new TestClient(code)
    await admin.login(adminEmail, 'pause-password-1')
    const pipelinesBefore = await count('pipelines', tenant.id)

    const suspend = await asOperator('PATCH', `/api/tenants/${tenant.id}?depth=0`, { status: 'suspended' })
    expect(suspend.status, show(suspend)).toBe(200)
    expect(suspend.json<{ doc: Tenant }>().doc.suspendedAt).toBeTruthy()

    const page = await eventually(new TestClient(code), '/login', 403)
    expect(page.status).toBe(403)
    expect(page.text).toContain('has been suspended')
    const api = await eventually(admin, '/api/user', 403)
    expect(api.json<{ message: string }>().message).toMatch(/suspended/)
    const login = new TestClient(code)
    await login.request('GET', '/sanctum/csrf-cookie')
    expect((await login.request('POST', '/login', { body: { email: adminEmail, password: 'pause-password-1' } })).status).toBe(403)
    // Another tenant is untouched, and so is the console.
    const angel = new TestClient('angel')
    await angel.login('superadmin@angel.test')
    expect((await angel.get('/api/user')).status).toBe(200)
    expect((await asOperator('GET', `/api/tenants/${tenant.id}?depth=0`)).status).toBe(200)

    const resume = await asOperator('PATCH', `/api/tenants/${tenant.id}?depth=0`, { status: 'active' })
    expect(resume.status, show(resume)).toBe(200)
    expect(resume.json<{ doc: Tenant }>().doc.suspendedAt ?? null).toBeNull()
    expect((await eventually(admin, '/api/user', 200)).json<{ email: string }>().email).toBe(adminEmail)
    expect(await count('pipelines', tenant.id)).toBe(pipelinesBefore)
  })
})
