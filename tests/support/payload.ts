import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { hashPassword } from '@/auth/password'
import type { Tenant, User } from '@/payload-types'

/**
 * Local API access for integration tests: the same database as the server under test
 * (DATABASE_URL: the worker's own copy, set by scripts/test.ts and tests/support/integration-worker-env.ts).
 * Each integration worker runs its files one after another and keeps its modules (vitest.config.ts:
 * isolate off), so the Payload config loads once per worker and its files share this one instance,
 * its pool and its job queue; nothing is closed per file.
 */
let instance: Promise<Payload> | null = null

export function testPayload(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}

const newRunId = () => `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`

/**
 * A short id unique to this file's run, for emails and slugs (the tests are re-runnable on one
 * database): tests/support/integration-setup.ts draws a new one before each file, so what one file
 * made (and its search words) never counts as another's.
 */
export let RUN_ID = newRunId()

export function startTestFile(): void {
  RUN_ID = newRunId()
}

let counter = 0
/** A value unique within the run: `prefix-<run>-<n>`, lower-case, slug-safe. */
export const unique = (prefix: string) => `${prefix}-${RUN_ID}-${++counter}`

/** The password of every user createTestUser makes. */
export const TEST_PASSWORD = 'test-user-password-1'
let testPasswordHash: Promise<string> | null = null

/**
 * A user made for one test in `tenant`: verified, the tenant's current terms accepted, password
 * TEST_PASSWORD; `overrides` change any of that. The email carries RUN_ID, so deleteRunUsers
 * removes it.
 */
/**
 * A user of `tenant` signed in with TEST_PASSWORD. An investor (role 5) is by default through the
 * first-time journey (decision 030: a categorisation in force, the risk warning read, the cooling-off
 * waited out, the test passed), as the tests of what comes after it need; `journey: false` makes one
 * who has done none of it (the overrides still set what they name).
 */
export async function createTestUser(payload: Payload, tenant: Tenant, roleId: number, overrides: Partial<User> & { slug?: string; journey?: boolean } = {}): Promise<User> {
  const { slug = 'user', journey = true, ...data } = overrides
  testPasswordHash ??= hashPassword(TEST_PASSWORD)
  const onboarded = roleId === 5 && journey
  const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
  const user = await payload.create({
    collection: 'users',
    data: {
      name: 'Test',
      surname: slug,
      email: `${unique(slug)}@tests.test`,
      role_id: roleId,
      tenant: tenant.id,
      email_verified_at: new Date().toISOString(),
      accepted_terms_version: tenant.terms.version,
      password_hash: await testPasswordHash,
      ...(onboarded ? { compliance_passed: true, risk_warning_accepted_at: longAgo, offers_requested_at: longAgo, offers_proceeded_at: longAgo } : {}),
      ...data,
    },
    overrideAccess: true,
  })
  if (onboarded) {
    const declaration = await payload.create({
      collection: 'investor-categorisations',
      data: { investor: user.id, category: 'restricted', answers: [{ question: 'A test declaration', answer: 'Yes' }], declaredAt: new Date().toISOString(), source: 'investor', tenant: tenant.id } as never,
      overrideAccess: true,
      depth: 0,
    })
    if (declaration.status !== 'approved') await payload.update({ collection: 'investor-categorisations', id: declaration.id, data: { status: 'approved' }, overrideAccess: true, depth: 0 })
  }
  return user
}

/** Removes the users this run made (their emails carry RUN_ID). */
export async function deleteRunUsers(payload: Payload | undefined): Promise<void> {
  if (payload) await payload.delete({ collection: 'users', where: { email: { contains: RUN_ID } }, overrideAccess: true })
}

/** The demo tenants (tenants/*.json); tests may add tenants of their own (tenant provisioning). */
export const DEMO_TENANT_CODES = ['demo', 'angel', 'capital', 'fund', 'custodian']

export async function tenantByCode(payload: Payload, code: string): Promise<Tenant> {
  const { docs } = await payload.find({ collection: 'tenants', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Error(`The demo tenant ${code} is missing: seed the database first`)
  return docs[0]
}

export async function userByEmail(payload: Payload, tenantId: number, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The raw user row, secrets included (password hash, tokens, throttling). */
export type TUserRow = User & { tenant: number }

export async function userRow(payload: Payload, id: number): Promise<TUserRow | null> {
  return (await payload.db.findOne<TUserRow>({ collection: 'users', where: { id: { equals: id } } })) ?? null
}

/** Where the server writes mail without SMTP (src/email/nodemailer-adapter.ts). */
export const mailDir = () => path.resolve(process.env.MAIL_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'mail'))

/** A message as nodemailer's jsonTransport writes it. */
export type TMail = { to: Array<{ address: string; name?: string }>; subject: string; text: string; html?: string; file: string }

/** Every mail addressed to `address`, oldest first. */
export function mailsTo(address: string): TMail[] {
  const dir = mailDir()
  if (!fs.existsSync(dir)) return []
  const wanted = address.toLowerCase()
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, mtime: fs.statSync(path.join(dir, file)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file))
    .map(({ file }) => ({ ...(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Omit<TMail, 'file'>), file }))
    .filter((mail) => mail.to?.some((to) => to.address.toLowerCase() === wanted))
}

/**
 * Mail leaves from a queue after the response (src/email/mail-queue.ts): waits until `count` mails
 * to `address` are on disk and returns them all, oldest first; throws after `timeoutMs`.
 */
export async function waitForMailsTo(address: string, count = 1, timeoutMs = 10_000): Promise<TMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = mailsTo(address)
    if (mails.length >= count) return mails
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mail(s) to ${address} in ${mailDir()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The newest mail to `address` once it has arrived. */
export const newestMailArriving = async (address: string): Promise<TMail> => (await waitForMailsTo(address)).at(-1)!

/** The newest mail to `address`; throws when there is none. */
export function newestMailTo(address: string): TMail {
  const mails = mailsTo(address)
  const mail = mails[mails.length - 1]
  if (!mail) throw new Error(`No mail to ${address} in ${mailDir()}`)
  return mail
}

/** The first link in a mail's text, as a URL. */
export function linkIn(mail: TMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`No link in mail "${mail.subject}"`)
  return new URL(match[0])
}

/** Other connections sitting idle inside a transaction (a leak holds its row locks): their last statement. */
export async function openTransactions(payload: Payload): Promise<string[]> {
  const { rows } = await payload.db.pool.query<{ query: string }>(
    `SELECT query FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%' AND now() - state_change > interval '1 second'`,
  )
  return rows.map((row) => row.query)
}
