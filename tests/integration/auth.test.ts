import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { hashPassword } from '@/auth/password'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse, SESSION_COOKIE, XSRF_COOKIE } from '../support/http-client'
import { deleteRunUsers, linkIn, mailsTo, newestMailArriving, testPayload, unique, userRow, waitForMailsTo } from '../support/payload'

// spec 4 and 7, foundation issue item 5: login, lock-out, session, logout, password reset and
// update, registration and email verification. Every account here is made for the test (so no
// demo user is ever locked or changes password) and removed afterwards.

const PASSWORD = 'first-password-1'
const NEW_PASSWORD = 'second-password-2'

/** Columns that must never leave the server. */
const SECRET_FIELDS = ['password_hash', 'token_hash', 'token_purpose', 'token_expires_at', 'failed_logins', 'locked_until', 'session_version', 'password', 'hash', 'salt']

/** spec 3: the user and the relations loaded with it. */
const SPEC_USER_FIELDS = ['id', 'name', 'surname', 'email', 'email_verified_at', 'role_id', 'avatar', 'accepted_terms_version', 'compliance_passed', 'compliance_tries']
const SPEC_USER_RELATIONS = ['organisations', 'attributeValues', 'onboardingDocuments', 'owner', 'investmentMethodEntities', 'leadInvestmentMethodEntities', 'ownershipChoices']

let payload: Payload
const tenants = new Map<string, Tenant>()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const testEmail = (label: string) => `${unique(label)}@auth.test`

async function createUser(tenantCode: string, options: { email?: string; password?: string; role_id?: number } = {}): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      name: 'Auth',
      surname: 'Test',
      email: options.email ?? testEmail('user'),
      role_id: options.role_id ?? 5,
      tenant: tenants.get(tenantCode)!.id,
      email_verified_at: new Date().toISOString(),
      password_hash: await hashPassword(options.password ?? PASSWORD),
    },
    overrideAccess: true,
  })
}

/** POST /login with the anti-forgery cookie, returning the raw response (TestClient.login throws on failure). */
async function attemptLogin(client: TestClient, email: string, password: string): Promise<TResponse> {
  if (!client.cookies.has(XSRF_COOKIE)) await client.csrf()
  return client.request('POST', '/login', { body: { email, password } })
}

async function loggedIn(tenantCode: string, email: string, password = PASSWORD): Promise<TestClient> {
  const client = new TestClient(tenantCode)
  await client.login(email, password)
  return client
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
  return []
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'tenants', where: { code: { in: ['demo', 'angel', 'capital'] } }, depth: 0, overrideAccess: true })
  for (const tenant of docs) tenants.set(tenant.code, tenant)
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('login', () => {
  test('a wrong password and an unknown email get the same status and the same message', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    const [wrongPassword, unknownEmail] = await Promise.all([attemptLogin(client, user.email, 'not-the-password'), attemptLogin(new TestClient('demo'), testEmail('nobody'), 'not-the-password')])
    expect(wrongPassword.status, show(wrongPassword)).toBe(422)
    expect(unknownEmail.status).toBe(wrongPassword.status)
    expect(unknownEmail.json()).toEqual(wrongPassword.json())
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
  })

  test('the right password signs in with an httpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    const response = await attemptLogin(client, user.email, PASSWORD)
    expect(response.status, show(response)).toBe(204)
    const cookie = (response.headers['set-cookie'] ?? []).find((header) => header.startsWith(`${SESSION_COOKIE}=`))
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect((await client.get('/api/user')).json<{ id: number }>().id).toBe(user.id)
  })

  test('an account of another tenant cannot sign in on this host, with the same generic answer', async () => {
    const angelUser = await createUser('angel')
    const [onCapital, unknown] = await Promise.all([
      attemptLogin(new TestClient('capital'), angelUser.email, PASSWORD),
      attemptLogin(new TestClient('capital'), testEmail('nobody'), PASSWORD),
    ])
    expect(onCapital.status, show(onCapital)).toBe(422)
    expect(onCapital.json()).toEqual(unknown.json())
  })

  test('after 5 wrong passwords the account is locked: even the right password then fails', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    await client.csrf()
    const wrong: TResponse[] = []
    for (let attempt = 0; attempt < 5; attempt++) wrong.push(await attemptLogin(client, user.email, `wrong-password-${attempt}`))
    expect(wrong.map((response) => response.status)).toEqual([422, 422, 422, 422, 422])
    const locked = await attemptLogin(client, user.email, PASSWORD)
    expect(locked.status, show(locked)).toBe(422)
    expect(locked.json()).toEqual(wrong[0].json())
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
    const row = await userRow(payload, user.id)
    expect(new Date(row!.locked_until!).getTime()).toBeGreaterThan(Date.now())
    expect((await waitForMailsTo(user.email)).some((mail) => /paused/i.test(mail.subject)), 'the owner is told about the lock').toBe(true)

    // Once the lock has run out, the right password works again.
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { locked_until: new Date(Date.now() - 1000).toISOString() } })
    expect((await attemptLogin(client, user.email, PASSWORD)).status).toBe(204)
  })

  test('four wrong passwords and then the right one sign in and reset the count', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    await client.csrf()
    for (let attempt = 0; attempt < 4; attempt++) expect((await attemptLogin(client, user.email, 'wrong-password')).status).toBe(422)
    expect((await attemptLogin(client, user.email, PASSWORD)).status).toBe(204)
    const row = await userRow(payload, user.id)
    expect(row?.failed_logins ?? 0).toBe(0)
    expect(row?.locked_until ?? null).toBeNull()
  })
})

describe('the current user', () => {
  let user: User
  let client: TestClient

  beforeAll(async () => {
    user = await createUser('demo', { email: testEmail('current') })
    client = await loggedIn('demo', user.email)
    // Give every secret column a value, so a leak would show.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { failed_logins: 2, token_hash: 'f'.repeat(64), token_purpose: 'reset', token_expires_at: new Date(Date.now() + 60_000).toISOString() },
    })
  })

  test('GET /api/user is 401 when logged out', async () => {
    const response = await new TestClient('demo').get('/api/user')
    expect(response.status).toBe(401)
  })

  test('GET /api/user returns the spec 3 user fields and relations when logged in', async () => {
    const response = await client.get('/api/user')
    expect(response.status, show(response)).toBe(200)
    const body = response.json<Record<string, unknown>>()
    expect(Object.keys(body)).toEqual(expect.arrayContaining([...SPEC_USER_FIELDS, ...SPEC_USER_RELATIONS]))
    expect(body).toMatchObject({ id: user.id, email: user.email, name: 'Auth', surname: 'Test', role_id: 5, tenant: tenants.get('demo')!.id })
  })

  test('secret fields never appear in /api/user, /api/users/<id>, /api/users or /api/users/me', async () => {
    const superadmin = await loggedIn('demo', 'superadmin@demo.test', 'demo-password-1')
    const row = await userRow(payload, user.id)
    const responses = await Promise.all([
      client.get('/api/user'),
      client.get(`/api/users/${user.id}?depth=1`),
      client.get('/api/users/me'),
      superadmin.get(`/api/users/${user.id}?depth=1`),
      superadmin.get(`/api/users?where[id][equals]=${user.id}&depth=1`),
      superadmin.get(`/api/users/${user.id}?select[password_hash]=true&select[token_hash]=true&select[session_version]=true`),
    ])
    for (const response of responses) {
      expect(response.status, show(response)).toBe(200)
      const leaked = keysOf(response.json()).filter((key) => SECRET_FIELDS.includes(key))
      expect(leaked, response.text.slice(0, 300)).toEqual([])
      expect(response.text).not.toContain(row!.password_hash!)
      expect(response.text).not.toContain(row!.token_hash!)
    }
  })

  test('an investor cannot raise their own role, move tenant, or mark themselves verified or compliant', async () => {
    const investor = await createUser('demo', { email: testEmail('escalate') })
    await payload.db.updateOne({ collection: 'users', id: investor.id, data: { email_verified_at: null } })
    const session = await loggedIn('demo', investor.email)
    const forged = { role_id: 1, tenant: tenants.get('angel')!.id, email_verified_at: new Date().toISOString(), compliance_passed: true, compliance_tries: 0, name: 'Still Me' }
    const [patch, methodOverride] = [
      await session.request('PATCH', `/api/users/${investor.id}?depth=0`, { body: forged }),
      await session.request('POST', `/api/users/${investor.id}`, { body: { ...forged, _method: 'PATCH' } }),
    ]
    for (const response of [patch, methodOverride]) expect(response.status, show(response)).toBeLessThan(500)
    const row = await userRow(payload, investor.id)
    expect(row).toMatchObject({ role_id: 5, tenant: tenants.get('demo')!.id, email_verified_at: null, compliance_passed: false })
    expect(row?.name, 'the fields an investor may change were applied').toBe('Still Me')
  })

  test('secret fields cannot be used to filter or sort users (no oracle)', async () => {
    const superadmin = await loggedIn('demo', 'superadmin@demo.test', 'demo-password-1')
    const responses = await Promise.all([
      superadmin.get(`/api/users?where[password_hash][like]=scrypt&depth=0`),
      superadmin.get(`/api/users?where[token_hash][equals]=${'f'.repeat(64)}&depth=0`),
      superadmin.get('/api/users?sort=password_hash&depth=0'),
    ])
    for (const response of responses) {
      if (response.status === 200) expect(response.json<{ docs: unknown[] }>().docs, response.text.slice(0, 200)).toEqual([])
      else expect(response.status, show(response)).toBe(400)
    }
  })
})

describe('logout', () => {
  test('POST /logout ends the session', async () => {
    const user = await createUser('demo')
    const client = await loggedIn('demo', user.email)
    expect((await client.get('/api/user')).status).toBe(200)
    const response = await client.request('POST', '/logout')
    expect(response.status, show(response)).toBeLessThan(300)
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  test('GET /api/logout clears the session cookie and redirects to /login', async () => {
    const user = await createUser('demo')
    const client = await loggedIn('demo', user.email)
    const response = await client.get('/api/logout')
    expect([302, 303, 307]).toContain(response.status)
    expect(response.headers.location).toMatch(/^(https?:\/\/[^/]+)?\/login$/)
    const cleared = (response.headers['set-cookie'] ?? []).find((header) => header.startsWith(`${SESSION_COOKIE}=`))
    expect(cleared).toMatch(/max-age=0/i)
    expect((await client.get('/api/user')).status).toBe(401)
  })
})

describe('password reset', () => {
  async function requestReset(client: TestClient, email: string): Promise<TResponse> {
    if (!client.cookies.has(XSRF_COOKIE)) await client.csrf()
    return client.request('POST', '/password/email', { body: { email } })
  }

  async function resetLink(email: string): Promise<{ token: string; email: string }> {
    const link = linkIn(await newestMailArriving(email))
    expect(link.pathname).toBe('/password/reset')
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! }
  }

  async function reset(client: TestClient, link: { token: string; email: string }, password: string): Promise<TResponse> {
    if (!client.cookies.has(XSRF_COOKIE)) await client.csrf()
    return client.request('POST', '/password/reset', { body: { ...link, password, password_confirmation: password } })
  }

  test('POST /password/email answers identically for an existing and an unknown email', async () => {
    const user = await createUser('demo')
    const unknown = testEmail('nobody')
    const [existing, missing] = await Promise.all([requestReset(new TestClient('demo'), user.email), requestReset(new TestClient('demo'), unknown)])
    expect(existing.status, show(existing)).toBe(200)
    expect(missing.status).toBe(existing.status)
    expect(missing.text).toBe(existing.text)
    expect(await waitForMailsTo(user.email)).toHaveLength(1)
    expect(mailsTo(unknown)).toHaveLength(0)
  })

  test('the emailed link resets the password once, and ends older sessions', async () => {
    const user = await createUser('demo')
    const oldSession = await loggedIn('demo', user.email)
    const client = new TestClient('demo')
    expect((await requestReset(client, user.email)).status).toBe(200)
    const link = await resetLink(user.email)
    expect(link.email).toBe(user.email)

    const first = await reset(client, link, NEW_PASSWORD)
    expect(first.status, show(first)).toBe(200)
    expect((await oldSession.get('/api/user')).status, 'a session from before the reset still works').toBe(401)

    const second = await reset(new TestClient('demo'), link, 'third-password-3')
    expect(second.status, show(second)).toBe(422)

    expect((await attemptLogin(new TestClient('demo'), user.email, PASSWORD)).status).toBe(422)
    expect((await attemptLogin(new TestClient('demo'), user.email, NEW_PASSWORD)).status).toBe(204)
    expect((await attemptLogin(new TestClient('demo'), user.email, 'third-password-3')).status).toBe(422)
  })

  test('an expired link does not reset the password', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    expect((await requestReset(client, user.email)).status).toBe(200)
    const link = await resetLink(user.email)
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { token_expires_at: new Date(Date.now() - 1000).toISOString() } })
    const response = await reset(client, link, NEW_PASSWORD)
    expect(response.status, show(response)).toBe(422)
    expect((await attemptLogin(new TestClient('demo'), user.email, PASSWORD)).status).toBe(204)
  })

  test('a link works only on its own tenant and with a token that is not tampered with', async () => {
    const user = await createUser('demo')
    const client = new TestClient('demo')
    expect((await requestReset(client, user.email)).status).toBe(200)
    const link = await resetLink(user.email)
    expect((await reset(new TestClient('angel'), link, NEW_PASSWORD)).status).toBe(422)
    expect((await reset(client, { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` }, NEW_PASSWORD)).status).toBe(422)
    expect((await attemptLogin(new TestClient('demo'), user.email, PASSWORD)).status).toBe(204)
  })
})

describe('update password', () => {
  const update = (client: TestClient, current: string, password: string) =>
    client.request('POST', '/api/auth/update-password', { body: { current_password: current, password, password_confirmation: password } })

  test('requires a signed-in user', async () => {
    const visitor = new TestClient('demo')
    await visitor.csrf()
    expect((await update(visitor, PASSWORD, NEW_PASSWORD)).status).toBe(401)
  })

  test('requires the current password', async () => {
    const user = await createUser('demo')
    const client = await loggedIn('demo', user.email)
    const response = await update(client, 'not-the-current-one', NEW_PASSWORD)
    expect(response.status, show(response)).toBe(422)
    expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toContain('current_password')
    expect((await attemptLogin(new TestClient('demo'), user.email, PASSWORD)).status).toBe(204)
    expect((await attemptLogin(new TestClient('demo'), user.email, NEW_PASSWORD)).status).toBe(422)
  })

  test('with the current password changes it, keeps this session and ends the others', async () => {
    const user = await createUser('demo')
    const client = await loggedIn('demo', user.email)
    const otherSession = await loggedIn('demo', user.email)
    const response = await update(client, PASSWORD, NEW_PASSWORD)
    expect(response.status, show(response)).toBe(200)
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await otherSession.get('/api/user')).status).toBe(401)
    expect((await attemptLogin(new TestClient('demo'), user.email, PASSWORD)).status).toBe(422)
    expect((await attemptLogin(new TestClient('demo'), user.email, NEW_PASSWORD)).status).toBe(204)
  })
})

describe('manual registration', () => {
  const register = async (client: TestClient, body: Record<string, unknown>) => {
    if (!client.cookies.has(XSRF_COOKIE)) await client.csrf()
    return client.request('POST', '/api/auth/manual-register', { body })
  }
  const registration = (email: string, password = PASSWORD) => ({ name: 'New', surname: 'Investor', email, password, password_confirmation: password })

  test("creates an investor (role 5) in the request's tenant only, whatever the body claims", async () => {
    const email = testEmail('register')
    const client = new TestClient('demo')
    const response = await register(client, { ...registration(email), role_id: 1, tenant: tenants.get('angel')!.id })
    expect(response.status, show(response)).toBe(201)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ role_id: 5, tenant: tenants.get('demo')!.id, email_verified_at: null })
    const me = await client.get('/api/user')
    expect(me.status, 'registration signs the new investor in').toBe(200)
    expect(me.json()).toMatchObject({ id: docs[0].id, role_id: 5, tenant: tenants.get('demo')!.id })
  })

  test('rejects an email already registered in the same tenant', async () => {
    const email = testEmail('duplicate')
    expect((await register(new TestClient('demo'), registration(email))).status).toBe(201)
    const again = await register(new TestClient('demo'), registration(email.toUpperCase(), NEW_PASSWORD))
    expect(again.status, show(again)).toBe(422)
    expect(Object.keys(again.json<{ errors: Record<string, unknown> }>().errors)).toContain('email')
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect((await attemptLogin(new TestClient('demo'), email, PASSWORD)).status).toBe(204)
  })

  test('the same email registers independently on demo and on angel, each signing in to its own account', async () => {
    const email = testEmail('twotenants')
    const demoPassword = 'demo-tenant-password'
    const angelPassword = 'angel-tenant-password'
    expect((await register(new TestClient('demo'), registration(email, demoPassword))).status).toBe(201)
    expect((await register(new TestClient('angel'), registration(email, angelPassword))).status).toBe(201)

    const onDemo = await loggedIn('demo', email, demoPassword)
    const onAngel = await loggedIn('angel', email, angelPassword)
    const demoUser = (await onDemo.get('/api/user')).json<{ id: number; tenant: number; email: string }>()
    const angelUser = (await onAngel.get('/api/user')).json<{ id: number; tenant: number; email: string }>()
    expect(demoUser.email).toBe(email)
    expect(angelUser.email).toBe(email)
    expect(demoUser.id).not.toBe(angelUser.id)
    expect(demoUser.tenant).toBe(tenants.get('demo')!.id)
    expect(angelUser.tenant).toBe(tenants.get('angel')!.id)

    expect((await attemptLogin(new TestClient('demo'), email, angelPassword)).status).toBe(422)
    expect((await attemptLogin(new TestClient('angel'), email, demoPassword)).status).toBe(422)
  })

  test('invite_on_register (custodian): open registration is refused with the reason and creates nothing; the page says so and sign-in offers no "Create an account"', async () => {
    const email = testEmail('inviteonly')
    const client = new TestClient('custodian')
    const refused = await register(client, registration(email))
    expect(refused.status, show(refused)).toBe(403)
    expect(refused.json<{ message: string }>().message).toMatch(/by invitation only/)
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await client.get('/api/user')).status, 'nobody was signed in').toBe(401)
    const page = await client.get('/register')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="registration-invite-only"')
    expect(page.text).not.toContain('name="password_confirmation"')
    expect((await client.get('/login')).text).not.toContain('href="/register"')
    // A tenant without the switch keeps its open form and link.
    const demo = new TestClient('demo')
    expect((await demo.get('/register')).text).not.toContain('registration-invite-only')
    expect((await demo.get('/login')).text).toContain('href="/register"')
  })

  test('rejects a password shorter than 10 characters or not confirmed', async () => {
    const short = await register(new TestClient('demo'), registration(testEmail('short'), 'short'))
    expect(short.status).toBe(422)
    const mismatch = await register(new TestClient('demo'), { ...registration(testEmail('mismatch')), password_confirmation: 'something-else-1' })
    expect(mismatch.status).toBe(422)
  })
})

describe('email verification', () => {
  async function registerAndReadLink(): Promise<{ email: string; link: URL; id: number }> {
    const email = testEmail('verify')
    const client = new TestClient('demo')
    await client.csrf()
    const response = await client.request('POST', '/api/auth/manual-register', { body: { name: 'Verify', surname: 'Me', email, password: PASSWORD, password_confirmation: PASSWORD } })
    expect(response.status, show(response)).toBe(201)
    return { email, link: linkIn(await newestMailArriving(email)), id: response.json<{ id: number }>().id }
  }

  const verifiedAt = async (id: number) => (await userRow(payload, id))?.email_verified_at ?? null
  const pathOf = (url: URL) => `${url.pathname}${url.search}`

  test('the link from the registration mail sets email_verified_at', async () => {
    const { link, id } = await registerAndReadLink()
    expect(link.pathname).toBe(`/email/verify/${id}`)
    expect(await verifiedAt(id)).toBeNull()
    const response = await new TestClient('demo').get(pathOf(link))
    expect([302, 303, 307]).toContain(response.status)
    expect(response.headers.location).not.toMatch(/invalid/)
    expect(await verifiedAt(id)).not.toBeNull()
  })

  test('a tampered link does not verify', async () => {
    const { link, id } = await registerAndReadLink()
    const signature = link.searchParams.get('signature')!
    const tampered = [
      (() => {
        const url = new URL(link)
        url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)
        return url
      })(),
      (() => {
        const url = new URL(link)
        url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1000))
        return url
      })(),
      (() => {
        const url = new URL(link)
        url.searchParams.delete('signature')
        return url
      })(),
    ]
    for (const url of tampered) {
      const response = await new TestClient('demo').get(pathOf(url))
      expect([302, 303, 307]).toContain(response.status)
      expect(response.headers.location).toMatch(/invalid/)
    }
    expect(await verifiedAt(id)).toBeNull()
  })

  test("a link opened on another tenant's host does not verify", async () => {
    const { link, id } = await registerAndReadLink()
    const response = await new TestClient('angel').get(pathOf(link))
    expect(response.headers.location).toMatch(/invalid/)
    expect(await verifiedAt(id)).toBeNull()
  })
})
