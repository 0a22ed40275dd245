import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { currentTotpCode } from '@/auth/operator-totp'
import { DEMO_PASSWORD, OPERATOR_EMAIL } from '@/seed/demo-data'

import { anyFreePort, startAppServer, type TAppServer } from '../support/app-server'
import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// Issue 8, findings 0, 1, 10, 11 (mail), 15: what a production start does on its own.
// - `npm start` as the README says (build output reused, no DATABASE_URL: the embedded database)
//   starts and answers, and creates no demo tenant, operator or password (the critical hole: the
//   demo operator controlled every tenant through /cms).
// - The first operator comes from `npm run operator:create`, with a password printed once.
// - It refuses to start without its secrets or SMTP, with SEED_DEMO=1 unless explicitly allowed,
//   and while any account still signs in with the published demo password.
// - Unknown hosts are refused (421) rather than served as the default tenant; a tenant's domains
//   are stored normalised and belong to one tenant only.

const SECRET = crypto.randomBytes(32).toString('hex')
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'production-start')

/** What the README's production environment needs, and nothing the test runner adds for itself. */
const productionEnv = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  SESSION_SECRET: SECRET,
  SMTP_HOST: '127.0.0.1',
  TEST_RUN: '0',
  ALLOW_DEMO_IN_PRODUCTION: '',
  MAIL_TRANSPORT: '',
  SEED_DEMO: '',
  TEST_CLOCK_CONTROL: '',
  // The test servers' STAFF_TOTP=tenant (tests/support/app-server.ts) is refused by a production start.
  STAFF_TOTP: '',
  ...extra,
})


/** `npm start` that is expected to refuse: its exit code and what it printed. */
function refusedStart(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** `npm run operator:create -- <email>` on the embedded database `npm start` uses: its output. */
function createOperator(email: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/operator-create.ts', email], {
    env: { ...process.env, ...productionEnv(), NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

describe('npm start on an empty install (embedded database, no demo data)', () => {
  let server: TAppServer
  let created: ReturnType<typeof createOperator>

  beforeAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    // The first operator before the first start (the README's order for a new install). Run while
    // the server ran, this step twice saw the server stop on a SIGTERM of unknown origin in full
    // suite runs (never alone, never by hand): see the issue 9 note.
    created = createOperator('first.operator@example.com')
    server = await startAppServer({ port: await anyFreePort(), env: productionEnv(), timeoutMs: 180_000 })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('starts and serves the operator console on the platform host', async () => {
    const consolePage = await new TestClient('demo', server.url).get('/cms/login', { accept: 'text/html' })
    expect(consolePage.status).toBe(200)
  })

  test('no demo operator: operator@platform.test with the demo password is refused', async () => {
    const visitor = new TestClient('demo', server.url)
    await visitor.csrf()
    const login = await visitor.request('POST', '/api/operators/login', { body: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD } })
    expect(login.status, login.text).toBe(401)
  })

  test('no demo tenant answers: its hosts and unknown hosts get 421, pages and API alike', async () => {
    for (const host of ['angel.localhost', 'attacker.example']) {
      const client = new TestClient('demo', server.url)
      const [page, api] = await Promise.all([client.get('/login', { accept: 'text/html', host }), client.get('/api/branding', { host })])
      expect([page.status, api.status], host).toEqual([421, 421])
    }
  })

  test('npm run operator:create prints a one-time password that signs in to /cms', async () => {
    expect(created.status, created.stderr).toBe(0)
    const password = /Password \(shown once[^)]*\): (\S+)/.exec(created.stdout)?.[1]
    const secret = /secret: (\S+)/.exec(created.stdout)?.[1]
    expect(password, created.stdout).toMatch(/^[\w-]{20,}$/)
    expect(created.stdout).toMatch(/otpauth:\/\/totp\//)
    const visitor = new TestClient('demo', server.url)
    await visitor.csrf()
    // Production requires the authenticator code after the password (finding 9).
    const withoutCode = await visitor.request('POST', '/api/operators/login', { body: { email: 'first.operator@example.com', password } })
    expect(withoutCode.status).toBe(401)
    const login = await visitor.request('POST', '/api/operators/login', {
      body: { email: 'first.operator@example.com', password: `${password} ${await currentTotpCode(secret!)}` },
    })
    expect(login.status, login.text).toBe(200)
  })
})

describe('a production start refuses unsafe settings', () => {
  test('without SESSION_SECRET or SMTP_HOST, or with SEED_DEMO=1 or TEST_CLOCK_CONTROL=1 alone, it names each problem and exits', () => {
    const { status, output } = refusedStart(productionEnv({ SESSION_SECRET: 'short', SMTP_HOST: '', SEED_DEMO: '1', TEST_CLOCK_CONTROL: '1' }))
    expect(status).toBe(1)
    expect(output).toContain('SESSION_SECRET must be set')
    expect(output).toContain('SMTP_HOST must be set')
    expect(output).toContain('SEED_DEMO=1')
    expect(output).toContain('TEST_CLOCK_CONTROL=1')
  })

  test('while any account signs in with the demo password (a demo database taken to production)', () => {
    // The test database holds the demo seed; ALLOW_DEMO_IN_PRODUCTION is what the test servers set.
    const { status, output } = refusedStart(productionEnv({ DATABASE_URL: process.env.DATABASE_URL! }))
    expect(status).toBe(1)
    expect(output).toContain('published demo password')
    expect(output).toContain(OPERATOR_EMAIL)
  }, 120_000)
})

describe('hosts and domains', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
  })

  test('the running server refuses a host that is no tenant’s domain with 421, fast routes included', async () => {
    const client = new TestClient('demo')
    const answers = await Promise.all(
      ['/login', '/api/user', '/api/portal/opportunities', '/api/branding'].map(async (url) => (await client.get(url, { host: 'nobody.localhost' })).status),
    )
    expect(answers).toEqual([421, 421, 421, 421])
  })

  test('a domain is stored normalised and cannot be given to a second tenant', async () => {
    const capital = await tenantByCode(payload, 'capital')
    const domains = capital.domains ?? []
    try {
      const updated = await payload.update({ collection: 'tenants', id: capital.id, data: { domains: [...domains, { domain: 'Invest.Capital.Example.:8443' }] }, overrideAccess: true })
      expect(updated.domains?.map((entry) => entry.domain)).toContain('invest.capital.example')
      await expect(
        payload.update({ collection: 'tenants', id: capital.id, data: { domains: [...domains, { domain: 'ANGEL.localhost' }] }, overrideAccess: true }),
      ).rejects.toMatchObject({ name: 'ValidationError' })
    } finally {
      await payload.update({ collection: 'tenants', id: capital.id, data: { domains }, overrideAccess: true })
    }
  })
})
