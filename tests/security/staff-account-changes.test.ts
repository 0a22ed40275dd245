import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import type { Tenant, User } from '@/payload-types'

import { SESSION_COOKIE, TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, newestMailArriving, tenantByCode, TEST_PASSWORD, testPayload, unique, userByEmail, userRow } from '../support/payload'

// Issue 8, finding 16.
// - Staff change an investor's sign-in email (a typo fix, or a social-engineered "I lost my
//   mailbox" call): the new address is unverified until its owner confirms it, the old address is
//   told, and anyone holding the account's sessions (the attacker who asked, or the owner's stolen
//   cookie) is signed out.
// - Support holds every grant of Super Admin's on resources (spec 6) but may not mint, edit,
//   demote or delete a Super Admin: that would let one role take the tenant over
//   (docs/decisions/008-super-admin-accounts.md).

const PASSWORD = TEST_PASSWORD

let payload: Payload
let demo: Tenant

const createUser = (roleId: number, slug: string): Promise<User> => createTestUser(payload, demo, roleId, { slug })

async function signedIn(user: User): Promise<TestClient> {
  const client = new TestClient('demo')
  await client.login(user.email, PASSWORD)
  return client
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('a staff change of an investor’s email', () => {
  test('unverifies the address, tells the old one, and ends every session of the account', async () => {
    const investor = await createUser(ROLE.user, 'investor')
    const session = await signedIn(investor)
    const copy = new TestClient('demo')
    copy.cookies.set(SESSION_COOKIE, session.cookies.get(SESSION_COOKIE)!)
    expect((await copy.get('/api/user')).status).toBe(200)

    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    const newEmail = `${unique('moved')}@staff-changes.test`
    const changed = await staff.request('POST', `/api/users/${investor.id}`, { body: { _method: 'PATCH', email: newEmail } })
    expect(changed.status, changed.text).toBe(200)

    const row = await userRow(payload, investor.id)
    expect(row?.email).toBe(newEmail)
    expect(row?.email_verified_at ?? null).toBeNull()
    expect([(await session.get('/api/user')).status, (await copy.get('/api/user')).status]).toEqual([401, 401])
    const { rows } = await payload.db.pool.query(`SELECT count(*)::int AS open FROM user_sessions WHERE user_id = $1 AND ended_at IS NULL`, [investor.id])
    expect(rows[0].open).toBe(0)
    const notice = await newestMailArriving(investor.email)
    expect(notice.subject).toContain('Your sign-in email was changed')
    expect(notice.text).not.toContain(newEmail)
  })

  test('a change that keeps the same address changes nothing of the kind', async () => {
    const investor = await createUser(ROLE.user, 'same')
    const session = await signedIn(investor)
    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    const changed = await staff.request('POST', `/api/users/${investor.id}`, { body: { _method: 'PATCH', email: investor.email.toUpperCase(), name: 'Renamed' } })
    expect(changed.status, changed.text).toBe(200)
    expect((await session.get('/api/user')).status).toBe(200)
    expect((await userRow(payload, investor.id))?.email_verified_at).toBeTruthy()
  })
})

describe('Super Admin accounts are managed by Super Admins only', () => {
  test('Support cannot create a Super Admin, promote anyone to one, or edit, demote or delete one', async () => {
    const support = new TestClient('demo')
    await support.login('support@demo.test')
    const victim = await createUser(ROLE.superAdmin, 'victim')
    const colleague = await createUser(ROLE.custodian, 'colleague')

    const email = `${unique('minted')}@staff-changes.test`
    const minted = await support.request('POST', '/api/users', { body: { name: 'Minted', email, role_id: ROLE.superAdmin, tenant: demo.id } })
    expect(minted.status, minted.text).toBe(403)
    expect(await userByEmail(payload, demo.id, email)).toBeNull()

    const promoted = await support.request('PATCH', `/api/users/${colleague.id}`, { body: { role_id: ROLE.superAdmin } })
    expect(promoted.status, promoted.text).toBe(403)
    const demoted = await support.request('PATCH', `/api/users/${victim.id}`, { body: { role_id: ROLE.user } })
    expect([403, 404]).toContain(demoted.status)
    const hijacked = await support.request('POST', `/api/users/${victim.id}`, { body: { _method: 'PATCH', email: `${unique('hijack')}@staff-changes.test` } })
    expect([403, 404]).toContain(hijacked.status)
    const deleted = await support.request('DELETE', `/api/users/${victim.id}`)
    expect([403, 404]).toContain(deleted.status)

    expect((await userRow(payload, colleague.id))?.role_id).toBe(ROLE.custodian)
    const after = await userRow(payload, victim.id)
    expect([after?.role_id, after?.email]).toEqual([ROLE.superAdmin, victim.email])
  })

  test('a Super Admin can (the rule above is not a blanket refusal)', async () => {
    const superadmin = new TestClient('demo')
    await superadmin.login('superadmin@demo.test')
    const colleague = await createUser(ROLE.custodian, 'promoted')
    const promoted = await superadmin.request('PATCH', `/api/users/${colleague.id}`, { body: { role_id: ROLE.superAdmin } })
    expect(promoted.status, promoted.text).toBe(200)
    expect((await userRow(payload, colleague.id))?.role_id).toBe(ROLE.superAdmin)
  })
})
