import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { categorisationExpiry } from '@/domain/investors/categorisation'
import type { InvestorCategorisation, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, testPayload } from '../support/payload'

// issue 11 §1 category tab (decision 023) over HTTP on the real database: declarations are written as
// the portal will (Local API), approved at once or pending by the tenant's switch; staff decide per
// role as spec 6's investor_category says; the tab shows the one in force and the history; nothing
// crosses tenants.

let payload: Payload
let demo: Tenant
let angel: Tenant
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const mayDecide = (role: TRoleId) => can(role, 'investor_category', 'update') && can(role, 'investors', 'show')

const ANSWERS = [
  { question: 'In the last 12 months I have not invested more than 10% of my net assets in non-readily realisable securities.', answer: 'Agreed' },
  { question: 'Nor do I intend to in the next 12 months.', answer: 'Agreed' },
]

/** A declaration as the portal will write it, with the demo tenant's approval switch as given. */
async function declare(investor: User, tenant: Tenant, approvalRequired: boolean, declaredAt = new Date().toISOString()): Promise<InvestorCategorisation> {
  const features = { ...(tenant.features as object), compliance_test_requires_categorisation_approval: approvalRequired }
  await payload.update({ collection: 'tenants', id: tenant.id, data: { features } as never, overrideAccess: true })
  try {
    return await payload.create({ collection: 'investor-categorisations', data: { investor: investor.id, category: 'restricted', answers: ANSWERS, declaredAt, tenant: tenant.id } as never, overrideAccess: true })
  } finally {
    await payload.update({ collection: 'tenants', id: tenant.id, data: { features: tenant.features } as never, overrideAccess: true })
  }
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

describe('declarations', () => {
  test('approved at once with the switch off, pending with it on; the expiry is 12 months on whatever the writer sent', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'categorised' })
    const declaredAt = '2026-02-10T09:30:00.000Z'
    const open = await declare(investor, demo, false, declaredAt)
    expect([open.status, open.expiresAt]).toEqual(['approved', categorisationExpiry(declaredAt)])
    expect(open.expiresAt).toBe('2027-02-10T09:30:00.000Z')
    const waiting = await declare(investor, demo, true)
    expect(waiting.status).toBe('pending')
    // Both kept: a newer one supersedes, the older stays as history.
    expect((await payload.count({ collection: 'investor-categorisations', where: { investor: { equals: investor.id } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  test('bad declarations and staff accounts are refused; REST writes are the operators’', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'bad-declaration' })
    await expect(payload.create({ collection: 'investor-categorisations', data: { investor: investor.id, category: 'nonsense', answers: [], declaredAt: 'x', tenant: demo.id } as never, overrideAccess: true })).rejects.toThrow()
    const staff = await createTestUser(payload, demo, ROLE.adviser, { slug: 'staff-declaration' })
    await expect(payload.create({ collection: 'investor-categorisations', data: { investor: staff.id, category: 'restricted', answers: ANSWERS, declaredAt: new Date().toISOString(), tenant: demo.id } as never, overrideAccess: true })).rejects.toThrow()
    const rest = await client(ROLE.superAdmin).request('POST', '/api/investor-categorisations', { body: { investor: investor.id, category: 'restricted', answers: ANSWERS, declaredAt: new Date().toISOString() } })
    expect(rest.status, show(rest)).toBe(403)
  })
})

describe('staff decisions', () => {
  test.each(roles)('$label: approves a pending declaration only with investor_category update', async ({ role }) => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'to-approve' })
    const pending = await declare(investor, demo, true)
    const response = await client(role).request('POST', `/api/investor-categorisations/${pending.id}/approve`, { body: {} })
    expect(response.status, show(response)).toBe(mayDecide(role) ? 200 : 403)
    const stored = await payload.findByID({ collection: 'investor-categorisations', id: pending.id, overrideAccess: true })
    expect(stored.status).toBe(mayDecide(role) ? 'approved' : 'pending')
  })

  test('a rejection needs a reason, is decided once, tells the investor and goes on the trail', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'to-reject' })
    const pending = await declare(investor, demo, true)
    const path = `/api/investor-categorisations/${pending.id}/reject`
    const empty = await client(ROLE.investmentManager).request('POST', path, { body: { reason: '  ' } })
    expect(empty.status, show(empty)).toBe(422)
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['reason'])
    const rejected = await client(ROLE.investmentManager).request('POST', path, { body: { reason: 'The 10% statement contradicts the fact find.' } })
    expect(rejected.status, show(rejected)).toBe(200)
    const again = await client(ROLE.superAdmin).request('POST', `/api/investor-categorisations/${pending.id}/approve`, { body: {} })
    expect(again.status, show(again)).toBe(409)
    const stored = await payload.findByID({ collection: 'investor-categorisations', id: pending.id, overrideAccess: true })
    expect([stored.status, stored.decisionReason, stored.decidedByName]).toEqual(['rejected', 'The 10% statement contradicts the fact find.', expect.any(String)])
    const notices = await payload.find({ collection: 'notifications', where: { user: { equals: investor.id } }, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(notices.docs)).toContain('The 10% statement contradicts the fact find.')
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'categorisation-rejected' } }] }, overrideAccess: true })
    expect(trail.docs).toHaveLength(1)
  })

  test('another tenant’s declaration is a 404 and stays pending; the investor reads their own only', async () => {
    const angelInvestor = await createTestUser(payload, angel, ROLE.user, { journey: false, slug: 'angel-categorised' })
    const pending = await declare(angelInvestor, angel, true)
    const response = await client(ROLE.superAdmin).request('POST', `/api/investor-categorisations/${pending.id}/approve`, { body: {} })
    expect(response.status, show(response)).toBe(404)
    expect((await payload.findByID({ collection: 'investor-categorisations', id: pending.id, overrideAccess: true })).status).toBe('pending')
    expect((await client(ROLE.superAdmin).get(`/api/investor-categorisations/${pending.id}`)).status).toBe(404)

    const [owner, other] = [await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'owner' }), await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'other' })]
    const mine = await declare(owner, demo, false)
    for (const [person, count] of [[owner, 1], [other, 0]] as const) {
      const visitor = new TestClient('demo')
      await visitor.login(person.email, 'test-user-password-1')
      const read = await visitor.get(`/api/investor-categorisations?where[id][equals]=${mine.id}&depth=0`)
      expect(read.status, show(read)).toBe(200)
      expect(read.json<{ totalDocs: number }>().totalDocs).toBe(count)
    }
  })
})

describe('the category tab', () => {
  test.each(roles)('$label: opens with investors show; the decision forms only for whoever may decide', async ({ role }) => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'tab' })
    await declare(investor, demo, false, '2020-01-01T00:00:00.000Z')
    await declare(investor, demo, true)
    const response = await client(role).get(`/admin/investors/${investor.id}/details/category`, { accept: 'text/html' })
    if (!can(role, 'investors', 'show')) return expect(response.status).not.toBe(200)
    expect(response.status, show(response)).toBe(200)
    expect(response.text).toContain('data-testid="investor-category"')
    // The 2020 one expired and the new one waits: nothing in force, both in the history.
    expect(response.text).toContain('None: no approved declaration is within its 12 months.')
    expect(response.text).toContain('Expired')
    expect(response.text).toContain('Waiting for approval')
    expect(response.text.includes('aria-label="Reject the categorisation"')).toBe(can(role, 'investor_category', 'update'))
  })

  test('an investor without declarations has an empty state; the record links the tab', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { journey: false, slug: 'no-category' })
    const response = await client(ROLE.adviser).get(`/admin/investors/${investor.id}/details/category`, { accept: 'text/html' })
    expect(response.status).toBe(200)
    expect(response.text).toContain('data-testid="investor-category-empty"')
    expect(response.text).toContain(`href="/admin/investors/${investor.id}/details/category"`)
  })
})
