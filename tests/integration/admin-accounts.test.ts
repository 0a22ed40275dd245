import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, mayGrantRole } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { IDLE_MINUTES } from '@/auth/session-records'
import { adminRouteOpen } from '@/navigation/admin-routes'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'
import { TENANT_CACHE_TTL_MS } from '@/tenancy/resolve-tenant'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, linkIn, newestMailArriving, TEST_PASSWORD, tenantByCode, testPayload, unique } from '../support/payload'

// Issue 12 §5: admin accounts (invite staff with a role, change a role, disable), the staff member's
// own security pages and the tenant's session time-outs. Per role, table-driven from the permission
// module (spec 6 `user`, `features`; decision 008: Super Admin only by a Super Admin). On 'custodian'.

const TENANT = 'custodian'
let payload: Payload
let custodian: Tenant
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const inviteEmail = () => `${unique('invite')}@tests.test`

beforeAll(async () => {
  payload = await testPayload()
  custodian = await tenantByCode(payload, TENANT)
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient(TENANT)
      await client.login(`${ROLE_SLUG[role]}@${TENANT}.test`)
      clients.set(role, client)
    }),
  )
})

afterAll(async () => {
  await payload.update({ collection: 'tenants', id: custodian.id, data: { staffIdleMinutes: custodian.staffIdleMinutes ?? null, investorIdleMinutes: custodian.investorIdleMinutes ?? null }, overrideAccess: true })
  await deleteRunUsers(payload)
  await new Promise((resolve) => setTimeout(resolve, TENANT_CACHE_TTL_MS + 500))
})

const invite = (role: TRoleId, roleId: number, email = inviteEmail()) => as(role).request('POST', '/api/staff-accounts/invite', { body: { name: 'Invited', surname: 'Colleague', email, role_id: roleId } })

describe('per role, from the permission module', () => {
  test.each(roles)('$label: the admin accounts and security pages open as the route table says', async ({ role }) => {
    const features = featuresOf(custodian)
    for (const path of ['/admin/settings/account/admin-accounts', '/admin/settings/security', '/admin/settings/security/details']) {
      const response = await as(role).get(path, { accept: 'text/html' })
      const expected = adminRouteOpen(path, role, features) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403]
      expect(expected, `${path}: ${response.status}`).toContain(response.status)
    }
  })

  test.each(roles)('$label: inviting a Support colleague and a Super Admin answers as user create and decision 008 allow', async ({ role }) => {
    const support = await invite(role, ROLE.support)
    expect(support.status, show(support)).toBe(mayGrantRole(role, ROLE.support, 'create') ? 201 : 403)
    const superAdmin = await invite(role, ROLE.superAdmin)
    expect(superAdmin.status, show(superAdmin)).toBe(mayGrantRole(role, ROLE.superAdmin, 'create') ? 201 : 403)
  })

  test.each(roles)('$label: changing a colleague’s role and disabling them answer as user update and delete allow', async ({ role }) => {
    const colleague = await createTestUser(payload, custodian, ROLE.adviser, { slug: 'colleague' })
    const changed = await as(role).request('POST', `/api/staff-accounts/${colleague.id}/role`, { body: { role_id: ROLE.creator } })
    expect(changed.status, show(changed)).toBe(can(role, 'user', 'update') ? 200 : 403)
    const disabled = await as(role).request('POST', `/api/staff-accounts/${colleague.id}/disable`, { body: {} })
    expect(disabled.status, show(disabled)).toBe(can(role, 'user', 'delete') ? 200 : 403)
  })
})

describe('admin accounts', () => {
  test('an invited colleague gets a set-password link on the tenant’s domain, sets a password and signs in with the role', async () => {
    const email = inviteEmail()
    const invited = await invite(ROLE.support, ROLE.fundManager, email)
    expect(invited.status, show(invited)).toBe(201)
    const mail = await newestMailArriving(email)
    const link = linkIn(mail)
    expect(link.hostname).toBe('custodian.localhost')
    expect(link.pathname).toBe('/password/set')
    const colleague = new TestClient(TENANT)
    await colleague.csrf()
    const set = await colleague.request('POST', '/api/auth/set-password', {
      body: { token: link.searchParams.get('token'), email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    })
    expect(set.status, show(set)).toBe(200)
    expect((await colleague.get('/api/user')).json<{ role_id: number }>().role_id).toBe(ROLE.fundManager)
    // Listed with the role's name.
    const page = await as(ROLE.support).get('/admin/settings/account/admin-accounts', { accept: 'text/html' })
    expect(page.text).toContain(email)
  })

  test('refusals: an existing email, an investor role, one’s own account, a Super Admin by Support, another tenant’s account', async () => {
    const taken = await invite(ROLE.superAdmin, ROLE.support, `support@${TENANT}.test`)
    expect(taken.status).toBe(422)
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('email')
    const investorRole = await invite(ROLE.superAdmin, ROLE.user)
    expect(investorRole.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('role_id')
    const me = (await as(ROLE.support).get('/api/user')).json<{ id: number }>()
    expect((await as(ROLE.support).request('POST', `/api/staff-accounts/${me.id}/role`, { body: { role_id: ROLE.superAdmin } })).status).toBe(409)
    const superAdmin = (await as(ROLE.superAdmin).get('/api/user')).json<{ id: number }>()
    expect((await as(ROLE.support).request('POST', `/api/staff-accounts/${superAdmin.id}/disable`, { body: {} })).status).toBe(403)
    const demo = await tenantByCode(payload, 'demo')
    const foreign = await createTestUser(payload, demo, ROLE.adviser, { slug: 'foreign' })
    expect((await as(ROLE.superAdmin).request('POST', `/api/staff-accounts/${foreign.id}/disable`, { body: {} })).status).toBe(404)
    expect((await payload.findByID({ collection: 'users', id: foreign.id, overrideAccess: true })).disabled_at).toBeFalsy()
  })

  test('a disabled colleague cannot sign in until enabled', async () => {
    const colleague = await createTestUser(payload, custodian, ROLE.creator, { slug: 'disabled' })
    expect((await as(ROLE.superAdmin).request('POST', `/api/staff-accounts/${colleague.id}/disable`, { body: {} })).status).toBe(200)
    await expect(new TestClient(TENANT).login(colleague.email, TEST_PASSWORD)).rejects.toThrow()
    expect((await as(ROLE.superAdmin).request('POST', `/api/staff-accounts/${colleague.id}/enable`, { body: {} })).status).toBe(200)
    await new TestClient(TENANT).login(colleague.email, TEST_PASSWORD)
  })
})

describe('security', () => {
  test('a staff member changes their own name on the details page’s call, and their password', async () => {
    const staff = await createTestUser(payload, custodian, ROLE.adviser, { slug: 'own-details' })
    const client = new TestClient(TENANT)
    await client.login(staff.email, TEST_PASSWORD)
    expect((await client.get('/admin/settings/security/details', { accept: 'text/html' })).text).toContain(staff.email)
    const renamed = await client.request('POST', `/api/users/${staff.id}`, { body: { _method: 'PATCH', name: 'Renamed', surname: 'Adviser' } })
    expect(renamed.status, show(renamed)).toBe(200)
    const changed = await client.request('POST', '/api/auth/update-password', { body: { current_password: TEST_PASSWORD, password: 'another-password-2', password_confirmation: 'another-password-2' } })
    expect(changed.status, show(changed)).toBe(200)
    await new TestClient(TENANT).login(staff.email, 'another-password-2')
  })

  test('the tenant’s session time-outs apply to new sign-ins; only features update may set them', async () => {
    for (const role of ROLE_IDS) {
      if (can(role, 'features', 'update')) continue
      expect((await as(role).request('POST', '/api/security-settings', { body: { staffIdleMinutes: 45 } })).status, ROLE_LABEL[role]).toBe(403)
    }
    const bad = await as(ROLE.superAdmin).request('POST', '/api/security-settings', { body: { staffIdleMinutes: 3 } })
    expect(bad.status).toBe(422)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('staffIdleMinutes')
    const saved = await as(ROLE.superAdmin).request('POST', '/api/security-settings', { body: { staffIdleMinutes: 45, investorIdleMinutes: '' } })
    expect(saved.status, show(saved)).toBe(200)
    const staff = await createTestUser(payload, custodian, ROLE.creator, { slug: 'timeout-staff' })
    const investor = await createTestUser(payload, custodian, ROLE.user, { slug: 'timeout-investor' })
    await new TestClient(TENANT).login(staff.email, TEST_PASSWORD)
    await new TestClient(TENANT).login(investor.email, TEST_PASSWORD)
    const idle = async (userId: number) =>
      Number((await payload.db.pool.query<{ idle_minutes: string }>('SELECT idle_minutes FROM user_sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [userId])).rows[0]?.idle_minutes)
    expect(await idle(staff.id)).toBe(45)
    expect(await idle(investor.id)).toBe(IDLE_MINUTES.investor)
  })
})
