import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { currentTotpCode, newTotpEnrolment } from '@/auth/operator-totp'
import { RATE_LIMITS } from '@/lib/rate-limit'

import { TestClient } from '../support/http-client'
import { testPayload, unique } from '../support/payload'

// Issue 8, findings 3, 9 and 14: the operators' console controls every tenant.
// - Its auth operations (unlock included) are for operators only: a tenant user, who can register
//   freely, must not reset an operator's lockout and so guess without limit.
// - It exists on the platform host only, never on a tenant's domain, and has no first-user screen
//   in production (the first operator comes from `npm run operator:create`).
// - Its cookie is Secure and SameSite=Strict, its sign-in is rate limited, and a call without a
//   token passes the anti-forgery check only when the browser itself says same-origin.

const PASSWORD = `operator-${crypto.randomBytes(8).toString('hex')}`

let payload: Payload
let lockedOperator: { id: number; email: string }

beforeAll(async () => {
  payload = await testPayload()
  const operator = await payload.create({ collection: 'operators', data: { email: `${unique('locked-op')}@console.test`, password: PASSWORD }, overrideAccess: true })
  await payload.db.updateOne({ collection: 'operators', id: operator.id, data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 3_600_000).toISOString() } })
  lockedOperator = { id: operator.id as number, email: operator.email }
})

afterAll(async () => {
  if (payload) await payload.delete({ collection: 'operators', where: { email: { contains: '@console.test' } }, overrideAccess: true })
})

describe('operator auth operations are for operators', () => {
  test('a signed-in investor cannot lift an operator’s lockout', async () => {
    const investor = new TestClient('demo')
    await investor.login('investor@demo.test')
    const response = await investor.request('POST', '/api/operators/unlock', { body: { email: lockedOperator.email } })
    expect([401, 403]).toContain(response.status)
    const row = await payload.db.findOne<{ id: number; lockUntil?: string | null; loginAttempts?: number }>({ collection: 'operators', where: { id: { equals: lockedOperator.id } } })
    expect(new Date(row?.lockUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
  })

  test('no first-user screen or call in production', async () => {
    const client = new TestClient('demo')
    await client.csrf()
    const [page, call] = await Promise.all([
      client.get('/cms/create-first-user', { accept: 'text/html' }),
      client.request('POST', '/api/operators/first-register', { body: { email: `${unique('first')}@console.test`, password: PASSWORD, 'confirm-password': PASSWORD } }),
    ])
    expect([page.status, call.status]).toEqual([404, 404])
  })
})

async function enrolledOperator(slug: string, enrolled = true): Promise<{ email: string; secret: string }> {
  const email = `${unique(slug)}@console.test`
  const operator = await payload.create({ collection: 'operators', data: { email, password: PASSWORD }, overrideAccess: true })
  const { secret } = newTotpEnrolment(email)
  if (enrolled) await payload.db.updateOne({ collection: 'operators', id: operator.id, data: { totpSecret: secret } })
  return { email, secret }
}

describe('operators sign in with a second factor (production)', () => {
  test('the password alone, a wrong code or a used one is refused; with the current code it signs in', async () => {
    const { email, secret } = await enrolledOperator('totp-op')
    const client = new TestClient('demo')
    await client.csrf()
    const login = (password: string, extra: Record<string, string> = {}) => client.request('POST', '/api/operators/login', { body: { email, password, ...extra } })
    const code = await currentTotpCode(secret)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await login(PASSWORD)).status).toBe(401)
    expect((await login(`${PASSWORD} ${wrong}`)).status).toBe(401)
    expect((await login(PASSWORD, { totp: wrong })).status).toBe(401)
    const signedIn = await login(`${PASSWORD} ${code}`)
    expect(signedIn.status, signedIn.text).toBe(200)
    // A code seen over a shoulder or in a log is worthless once used, within its 30 seconds too.
    const replay = new TestClient('demo')
    await replay.csrf()
    expect((await replay.request('POST', '/api/operators/login', { body: { email, password: `${PASSWORD} ${code}` } })).status).toBe(401)
  })

  test('wrong codes count towards the operator’s lockout', async () => {
    const { email, secret } = await enrolledOperator('totp-lock')
    const code = await currentTotpCode(secret)
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = new TestClient('demo')
      await client.csrf()
      await client.request('POST', '/api/operators/login', { body: { email, password: `${PASSWORD} ${wrong}` } })
    }
    // The count is written just after each refused sign-in's transaction ends.
    let lockedUntil = 0
    for (let tries = 0; tries < 50 && lockedUntil <= Date.now(); tries++) {
      const row = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'operators', where: { email: { equals: email } } })
      lockedUntil = new Date(row?.lockUntil ?? 0).getTime()
      if (lockedUntil <= Date.now()) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(lockedUntil).toBeGreaterThan(Date.now())
  })

  test('an operator without an authenticator cannot sign in at all', async () => {
    const { email } = await enrolledOperator('no-totp', false)
    const client = new TestClient('demo')
    await client.csrf()
    const response = await client.request('POST', '/api/operators/login', { body: { email, password: PASSWORD } })
    expect(response.status).toBe(403)
    expect(response.text).toContain('Two-factor sign-in is required')
  })
})

describe('the console lives on the platform host only', () => {
  test('a tenant’s domain has no /cms and no operator API', async () => {
    const tenantHost = new TestClient('angel')
    await tenantHost.csrf()
    const [page, login] = await Promise.all([
      tenantHost.get('/cms/login', { accept: 'text/html' }),
      tenantHost.request('POST', '/api/operators/login', { body: { email: lockedOperator.email, password: PASSWORD } }),
    ])
    expect([page.status, login.status]).toEqual([404, 404])
    const platform = await new TestClient('demo').get('/cms/login', { accept: 'text/html' })
    expect(platform.status).toBe(200)
  })

  test('the operator cookie is Secure and SameSite=Strict', async () => {
    const { email, secret } = await enrolledOperator('cookie-op')
    const client = new TestClient('demo')
    await client.csrf()
    const login = await client.request('POST', '/api/operators/login', { body: { email, password: `${PASSWORD} ${await currentTotpCode(secret)}` } })
    expect(login.status, login.text).toBe(200)
    const cookie = (login.headers['set-cookie'] ?? []).find((header) => header.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/SameSite=Strict/i)

    // Payload takes the cookie only from the console's own origin (its csrf allowlist): a page of
    // another site that makes the browser send it gets nobody.
    const me = async (origin: string) => (await client.get('/api/operators/me', { origin })).json<{ user: { email: string } | null }>().user?.email ?? null
    expect(await me('https://localhost')).toBe(email)
    expect(await me('https://attacker.example')).toBeNull()
  })

  test('failed console sign-ins from one address are limited', async () => {
    const guesser = new TestClient('demo')
    await guesser.csrf()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMITS['operator-login-failures:ip'].limit; attempt++) {
      statuses.push((await guesser.request('POST', '/api/operators/login', { body: { email: `nobody-${attempt}@console.test`, password: 'guess' } })).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  test('a call without the anti-forgery token passes only with Sec-Fetch-Site same-origin, not on a Referer alone', async () => {
    const client = new TestClient('demo')
    const referer = `http://${client.host}/cms/collections/tenants`
    const forged = await client.request('POST', '/api/operators/logout', { headers: { referer, origin: `http://${client.host}` }, csrf: false })
    expect(forged.status).toBe(419)
    const fromConsole = await client.request('POST', '/api/operators/logout', { headers: { referer, origin: `http://${client.host}`, 'sec-fetch-site': 'same-origin' }, csrf: false })
    expect(fromConsole.status).not.toBe(419)
  })
})
