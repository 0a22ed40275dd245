import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { PORTAL_STEP_MESSAGE } from '@/domain/onboarding/portal-gate'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// Issue 8, finding 7: the onboarding steps were enforced by the portal's UI only. An investor who
// has not verified their email, or not accepted the current terms, calls the APIs directly and
// reads every marketed opportunity. The server must refuse, with the step to do next, on every
// door (the fast route, Payload's REST by list and by id, the pages), and let them in once done.

const PASSWORD = TEST_PASSWORD

let payload: Payload
let demo: Tenant
let marketed: InvestmentOpportunity

async function investor(state: { verified: boolean; termsVersion: number }): Promise<User> {
  return createTestUser(payload, demo, ROLE.user, {
    slug: 'gate',
    email_verified_at: state.verified ? new Date().toISOString() : null,
    accepted_terms_version: state.termsVersion,
  })
}

async function signedIn(user: User): Promise<TestClient> {
  const client = new TestClient('demo')
  await client.login(user.email, PASSWORD)
  return client
}

/** What each door answers: status, and whether the marketed opportunity's title got out. */
async function doors(client: TestClient) {
  const [fast, list, byId, page, detailPage] = await Promise.all([
    client.get('/api/portal/opportunities'),
    client.get('/api/investment-opportunities?depth=0&limit=100'),
    client.get(`/api/investment-opportunities/${marketed.id}?depth=0`),
    client.get('/investor/investments', { accept: 'text/html' }),
    client.get(`/investor/investments/${marketed.slug}`, { accept: 'text/html' }),
  ])
  const leaks = [fast, list, byId, page, detailPage].filter((response) => response.text.includes(marketed.title)).length
  return { fast, list, byId, page, detailPage, leaks }
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  const { docs } = await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: 2 } }] }, limit: 1, depth: 0, overrideAccess: true })
  marketed = docs[0]
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('portal data waits for the onboarding steps', () => {
  test('an investor whose email is not verified gets no opportunity through any door, and is told why', async () => {
    const client = await signedIn(await investor({ verified: false, termsVersion: 1 }))
    const { fast, list, byId, page, detailPage, leaks } = await doors(client)
    expect(fast.status).toBe(403)
    expect(fast.json()).toEqual({ message: PORTAL_STEP_MESSAGE['verify-email'], step: 'verify-email' })
    expect(list.status).toBe(403)
    expect(byId.status).toBe(403)
    expect(page.text).toContain('data-step="verify-email"')
    expect(detailPage.text).toContain('data-step="verify-email"')
    expect(leaks).toBe(0)
  })

  test('a verified investor who has not accepted the current terms gets none either', async () => {
    const client = await signedIn(await investor({ verified: true, termsVersion: 0 }))
    const { fast, list, byId, page, leaks } = await doors(client)
    expect(fast.status).toBe(403)
    expect(fast.json()).toMatchObject({ step: 'accept-terms' })
    expect([list.status, byId.status]).toEqual([403, 403])
    expect(page.text).toContain('data-step="accept-terms"')
    expect(leaks).toBe(0)
  })

  test('accepting the terms opens every door at once (the control)', async () => {
    const user = await investor({ verified: true, termsVersion: 0 })
    const client = await signedIn(user)
    expect((await client.get('/api/portal/opportunities')).status).toBe(403)
    const accepted = await client.request('POST', `/api/users/${user.id}`, { form: { _method: 'PATCH', accepted_terms_version: String(demo.terms?.version ?? 1) } })
    expect(accepted.status, accepted.text).toBe(200)
    const { fast, list, byId, page, detailPage, leaks } = await doors(client)
    expect([fast.status, list.status, byId.status, page.status, detailPage.status]).toEqual([200, 200, 200, 200, 200])
    expect(leaks).toBe(5)
  })

  test('a new terms version closes the doors again until it is accepted', async () => {
    const client = await signedIn(await investor({ verified: true, termsVersion: demo.terms?.version ?? 1 }))
    expect((await client.get('/api/portal/opportunities')).status).toBe(200)
    const current = demo.terms?.version ?? 1
    const statuses = async () => [(await client.get('/api/portal/opportunities')).status, (await client.get('/api/investment-opportunities?depth=0')).status]
    await payload.update({ collection: 'tenants', id: demo.id, data: { terms: { ...demo.terms, version: current + 1 } }, overrideAccess: true })
    try {
      // Each Payload instance of the server process (fast routes, Next) keeps tenants for a few seconds.
      await expect.poll(statuses, { timeout: 25_000, interval: 500 }).toEqual([403, 403])
    } finally {
      await payload.update({ collection: 'tenants', id: demo.id, data: { terms: { ...demo.terms, version: current } }, overrideAccess: true })
      // Leave only once the server has the old version back, so later files see the seeded tenant.
      await expect.poll(statuses, { timeout: 25_000, interval: 500 }).toEqual([200, 200])
    }
  })

  test('staff are not held by the investor steps', async () => {
    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    expect((await staff.get('/api/investment-opportunities?depth=0')).status).toBe(200)
  })
})
