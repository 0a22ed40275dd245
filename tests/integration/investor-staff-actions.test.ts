import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnInvestorAccount, type TInvestorAction } from '@/access/investor-actions'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { ACCOUNT_DISABLED } from '@/auth/endpoints/login'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, linkIn, mailsTo, tenantByCode, testPayload, TEST_PASSWORD, userByEmail, userRow, waitForMailsTo } from '../support/payload'

// issue 11 §1 staff actions on an investor (decision 023) over HTTP on the real database: reset the
// appropriateness test, resend the set-password email, set a password, disable and enable; per
// role from the permission module, another tenant's investor unreachable, sessions ended by the
// server-side records, the mail in the sink and its link working.

let payload: Payload
let demo: Tenant
let angel: Tenant
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`

/** Whether `role` may read investors at all (the users collection's rule): a right without it still finds no one. */
const readsInvestors = (role: TRoleId) => can(role, 'investors', 'index') || can(role, 'user', 'index')

/** What `role` is answered: 200 with the action's right (and the investor readable), 403 without the right, 404 when it finds nobody. */
const expectedStatus = (role: TRoleId, action: TInvestorAction) => (!mayOnInvestorAccount(role, action) ? 403 : readsInvestors(role) ? 200 : 404)

const investor = (overrides: Partial<User> & { slug?: string } = {}) => createTestUser(payload, demo, ROLE.user, { slug: 'staff-actions', journey: false, ...overrides })

const trailOf = async (id: number, action: string) =>
  (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: id } }, { action: { equals: action } }] }, depth: 0, overrideAccess: true })).docs

const post = (role: TRoleId, path: string, body: unknown = {}) => client(role).request('POST', path, { body })

const signedIn = async (email: string, password = TEST_PASSWORD) => {
  const visitor = new TestClient('demo')
  await visitor.login(email, password)
  return visitor
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, c)
    }),
  )
}, 120_000)

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('per role, as the permission module says', () => {
  test.each(roles)('$label: resets the appropriateness test', async ({ role }) => {
    const person = await investor({ compliance_passed: true, compliance_tries: 2 })
    const response = await post(role, `/api/users/${person.id}/reset-appropriateness-test`)
    const expected = expectedStatus(role, 'reset-appropriateness-test')
    expect(response.status, show(response)).toBe(expected)
    const row = (await userRow(payload, person.id))!
    expect([row.compliance_passed, row.compliance_tries]).toEqual(expected === 200 ? [false, 0] : [true, 2])
    expect(await trailOf(person.id, 'appropriateness-test-reset')).toHaveLength(expected === 200 ? 1 : 0)
    if (expected === 200) expect(response.json<{ message: string }>().message).toContain('can take it again')
  })

  test.each(roles)('$label: resends the set-password email', async ({ role }) => {
    const person = await investor({ password_hash: null })
    const response = await post(role, '/api/users/resend-set-password-email', { user_id: person.id })
    const expected = expectedStatus(role, 'resend-set-password-email')
    expect(response.status, show(response)).toBe(expected)
    if (expected === 200) expect((await waitForMailsTo(person.email))[0]!.subject).toContain('Set your password')
    else expect((await userRow(payload, person.id))!.token_hash ?? null).toBeNull()
  })

  test.each(roles)('$label: sets a new password', async ({ role }) => {
    const person = await investor()
    const response = await post(role, `/api/users/${person.id}/password`, { password: 'staff-chosen-password', password_confirmation: 'staff-chosen-password' })
    const expected = expectedStatus(role, 'set-password')
    expect(response.status, show(response)).toBe(expected)
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const login = await visitor.request('POST', '/login', { body: { email: person.email, password: 'staff-chosen-password' } })
    expect(login.status, show(login)).toBe(expected === 200 ? 204 : 422)
  })

  test.each(roles)('$label: disables and enables the account', async ({ role }) => {
    const person = await investor()
    const disabled = await post(role, `/api/users/${person.id}/disable`)
    const expected = expectedStatus(role, 'disable')
    expect(disabled.status, show(disabled)).toBe(expected)
    expect(!!(await userRow(payload, person.id))!.disabled_at).toBe(expected === 200)
    const enabled = await post(role, `/api/users/${person.id}/enable`)
    expect(enabled.status, show(enabled)).toBe(expected)
    expect((await userRow(payload, person.id))!.disabled_at ?? null).toBeNull()
  })

  test.each(roles)('$label: the record shows the buttons the role may use, and no others', async ({ role }) => {
    const person = await investor({ compliance_passed: true, password_hash: null })
    const response = await client(role).get(`/admin/investors/${person.id}/details`, { accept: 'text/html' })
    if (!can(role, 'investors', 'show')) return expect(response.status).not.toBe(200)
    expect(response.status).toBe(200)
    const buttons: Array<[string, TInvestorAction]> = [
      ['Reset appropriateness test', 'reset-appropriateness-test'],
      ['Resend set-password email', 'resend-set-password-email'],
      ['Change password', 'set-password'],
      ['Disable account', 'disable'],
    ]
    for (const [text, action] of buttons) expect(response.text.includes(`>${text}</button>`), text).toBe(mayOnInvestorAccount(role, action))
  })
})

describe('reach', () => {
  const ACTIONS: Array<[string, (id: number | string) => [string, unknown]]> = [
    ['reset', (id) => [`/api/users/${id}/reset-appropriateness-test`, {}]],
    ['resend', (id) => ['/api/users/resend-set-password-email', { user_id: id }]],
    ['password', (id) => [`/api/users/${id}/password`, { password: 'another-password-1', password_confirmation: 'another-password-1' }]],
    ['disable', (id) => [`/api/users/${id}/disable`, {}]],
    ['enable', (id) => [`/api/users/${id}/enable`, {}]],
  ]

  test('another tenant’s investor, a staff account and an unknown id are 404s for every action, and nothing changes', async () => {
    const angelInvestor = await createTestUser(payload, angel, ROLE.user, { slug: 'angel-target', journey: false, compliance_passed: true, password_hash: null })
    const adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    const before = await userRow(payload, angelInvestor.id)
    for (const id of [angelInvestor.id, adviser.id, 99_999_999, 'abc']) {
      for (const [name, action] of ACTIONS) {
        const [path, body] = action(id)
        const response = await post(ROLE.superAdmin, path, body)
        expect([404, 422], `${name} ${id}: ${show(response)}`).toContain(response.status)
        if (typeof id === 'number') expect(response.status, `${name} ${id}`).toBe(404)
      }
    }
    const after = (await userRow(payload, angelInvestor.id))!
    expect([after.compliance_passed, after.disabled_at ?? null, after.password_hash ?? null, after.token_hash ?? null]).toEqual([before!.compliance_passed, null, null, null])
    expect(mailsTo(angelInvestor.email)).toHaveLength(0)
  })

  test('no session is a 401 and no anti-forgery token a 419, before anything happens', async () => {
    const person = await investor({ compliance_passed: true })
    const visitor = new TestClient('demo')
    await visitor.csrf()
    expect((await visitor.request('POST', `/api/users/${person.id}/disable`, { body: {} })).status).toBe(401)
    expect((await client(ROLE.superAdmin).request('POST', `/api/users/${person.id}/disable`, { body: {}, csrf: false })).status).toBe(419)
    expect((await userRow(payload, person.id))!.disabled_at ?? null).toBeNull()
  })
})

describe('disabling', () => {
  test('ends every session at once, refuses sign-in and password links, shows on the list and the record, and enabling lets them back', async () => {
    const person = await investor()
    const [phone, laptop] = [await signedIn(person.email), await signedIn(person.email)]
    expect((await phone.get('/api/user')).status).toBe(200)

    const disabled = await post(ROLE.adviser, `/api/users/${person.id}/disable`)
    expect(disabled.status, show(disabled)).toBe(200)
    for (const device of [phone, laptop]) expect((await device.get('/api/user')).status).toBe(401)
    const { rows } = await payload.db.pool.query<{ open: number; reason: string | null }>('SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS open, max(ended_reason) AS reason FROM user_sessions WHERE user_id = $1', [person.id])
    expect(rows[0]).toEqual({ open: 0, reason: 'disabled' })

    const visitor = new TestClient('demo')
    await visitor.csrf()
    const login = await visitor.request('POST', '/login', { body: { email: person.email, password: TEST_PASSWORD } })
    expect(login.status, show(login)).toBe(422)
    expect(login.json<{ message: string }>().message).toBe(ACCOUNT_DISABLED)
    // The wrong password is told nothing more than usual.
    const wrong = await visitor.request('POST', '/login', { body: { email: person.email, password: 'not-the-password' } })
    expect(wrong.json<{ message: string }>().message).not.toBe(ACCOUNT_DISABLED)
    // No set-password link for a disabled account, and no reset mail either.
    expect((await post(ROLE.superAdmin, '/api/users/resend-set-password-email', { user_id: person.id })).status).toBe(409)
    const forgot = await visitor.request('POST', '/password/email', { body: { email: person.email } })
    expect(forgot.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailsTo(person.email).filter((mail) => mail.subject.includes('Reset your password'))).toHaveLength(0)

    expect((await post(ROLE.adviser, `/api/users/${person.id}/disable`)).status).toBe(409)
    const listed = await client(ROLE.adviser).get(`/api/resources/investors?filter[disabled_at]=yes&q=${encodeURIComponent(person.email)}`)
    expect(listed.json<{ docs: Array<{ id: number; disabled_at: string | null }> }>().docs.map((row) => [row.id, !!row.disabled_at])).toEqual([[person.id, true]])
    const record = await client(ROLE.adviser).get(`/admin/investors/${person.id}/details`, { accept: 'text/html' })
    expect(record.text).toContain('Disabled')
    expect(record.text).toContain('>Enable account</button>')
    expect(await trailOf(person.id, 'account-disabled')).toHaveLength(1)

    expect((await post(ROLE.adviser, `/api/users/${person.id}/enable`)).status).toBe(200)
    expect((await post(ROLE.adviser, `/api/users/${person.id}/enable`)).status).toBe(409)
    expect((await (await signedIn(person.email)).get('/api/user')).status).toBe(200)
    expect(await trailOf(person.id, 'account-enabled')).toHaveLength(1)
  })
})

describe('setting a password', () => {
  test('ends the investor’s sessions, the old password stops working, the new one signs in, and the investor is told', async () => {
    const person = await investor()
    const device = await signedIn(person.email)
    const response = await post(ROLE.superAdmin, `/api/users/${person.id}/password`, { password: 'staff-set-password-2', password_confirmation: 'staff-set-password-2' })
    expect(response.status, show(response)).toBe(200)
    expect((await device.get('/api/user')).status).toBe(401)
    const visitor = new TestClient('demo')
    await visitor.csrf()
    expect((await visitor.request('POST', '/login', { body: { email: person.email, password: TEST_PASSWORD } })).status).toBe(422)
    expect((await (await signedIn(person.email, 'staff-set-password-2')).get('/api/user')).status).toBe(200)
    const mail = (await waitForMailsTo(person.email)).at(-1)!
    expect(mail.subject).toContain('Your password was changed')
    expect(mail.text).not.toContain('staff-set-password-2')
    const trail = await trailOf(person.id, 'password-set-by-staff')
    expect(trail).toHaveLength(1)
    expect(JSON.stringify(trail[0]!.changes ?? null)).not.toMatch(/hash|password/i)
  })

  test('bad input is refused field by field and changes nothing', async () => {
    const person = await investor()
    const before = (await userRow(payload, person.id))!.password_hash
    const cases: Array<[unknown, string]> = [
      [{ password: 'short', password_confirmation: 'short' }, 'password'],
      [{ password: 'long-enough-password', password_confirmation: 'something-else-entirely' }, 'password_confirmation'],
      [{}, 'password'],
      [{ password: 'x'.repeat(201), password_confirmation: 'x'.repeat(201) }, 'password'],
    ]
    for (const [body, field] of cases) {
      const response = await post(ROLE.superAdmin, `/api/users/${person.id}/password`, body)
      expect(response.status, show(response)).toBe(422)
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field)
    }
    expect((await userRow(payload, person.id))!.password_hash).toBe(before)
    expect(await trailOf(person.id, 'password-set-by-staff')).toHaveLength(0)
  })
})

describe('resending the set-password email', () => {
  test('the mail arrives in the sink, a second one replaces the first link, and the link sets a password that signs in', async () => {
    const person = await investor({ password_hash: null })
    expect((await post(ROLE.adviser, '/api/users/resend-set-password-email', { user_id: person.id })).status).toBe(200)
    const first = linkIn((await waitForMailsTo(person.email, 1))[0]!)
    expect((await post(ROLE.adviser, '/api/users/resend-set-password-email', { user_id: person.id })).status).toBe(200)
    const second = linkIn((await waitForMailsTo(person.email, 2))[1]!)
    expect(second.pathname).toBe('/password/set')
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'))

    const visitor = new TestClient('demo')
    await visitor.csrf()
    const setWith = (link: URL) =>
      visitor.request('POST', '/api/auth/set-password', { body: { token: link.searchParams.get('token'), email: person.email, password: 'chosen-by-investor-1', password_confirmation: 'chosen-by-investor-1' } })
    expect((await setWith(first)).status, 'the first link stopped working').toBe(422)
    const set = await setWith(second)
    expect(set.status, show(set)).toBe(200)
    expect((await (await signedIn(person.email, 'chosen-by-investor-1')).get('/api/user')).status).toBe(200)
    expect(await trailOf(person.id, 'set-password-email-sent')).toHaveLength(2)

    // Once a password exists, staff are told to point the investor at "Forgot password".
    const again = await post(ROLE.adviser, '/api/users/resend-set-password-email', { user_id: person.id })
    expect(again.status, show(again)).toBe(409)
    expect(mailsTo(person.email)).toHaveLength(2)
  })

  test('a missing or bad user_id is a 422 with the field named', async () => {
    for (const body of [{}, { user_id: 'abc' }, { user_id: -1 }]) {
      const response = await post(ROLE.adviser, '/api/users/resend-set-password-email', body)
      expect(response.status, show(response)).toBe(422)
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain('user_id')
    }
  })
})

describe('resetting the appropriateness test', () => {
  test('an investor who has not taken it is told there is nothing to reset; the trail records what was cleared', async () => {
    const fresh = await investor()
    const nothing = await post(ROLE.superAdmin, `/api/users/${fresh.id}/reset-appropriateness-test`)
    expect(nothing.status, show(nothing)).toBe(409)
    const failedTwice = await investor({ compliance_tries: 2 })
    expect((await post(ROLE.support, `/api/users/${failedTwice.id}/reset-appropriateness-test`)).status).toBe(200)
    const [entry] = await trailOf(failedTwice.id, 'appropriateness-test-reset')
    expect(entry!.changes).toEqual({ compliance_tries: { from: 2, to: 0 } })
    // The investor's own view says so at once.
    const self = await signedIn(failedTwice.email)
    expect((await self.get('/api/user')).json<{ compliance_tries: number }>().compliance_tries).toBe(0)
  })
})
