import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { USER_INCLUDES } from '@/auth/user-includes'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, userByEmail } from '../support/payload'

// GET /api/user with includes (spec 3 and 7, issue 11 §10, decision 028) over HTTP on the seeded
// demo data: each relation only when asked, exactly the user's own rows of the session's tenant
// (compared with the database), the plain call unchanged, unknown names refused.

let payload: Payload
let demo: Tenant
let angel: Tenant
let investor: User

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const ALL = USER_INCLUDES.join(',')

async function signedIn(tenant: string, email: string): Promise<TestClient> {
  const client = new TestClient(tenant)
  await client.login(email)
  return client
}

type TIncluded = {
  id: number
  organisations: Array<{ id: number; name: string; businessType: string; role: string }>
  owner: { id: number; name: string; email: string } | null
  onboardingDocuments: Array<{ id: number; filename: string; url: string }>
  investmentMethodEntities: Array<{ id: number; lead: number; investmentMethod: { id: number; name: string } }>
  leadInvestmentMethodEntities: Array<{ id: number; lead: number; status: string; investmentMethod: { id: number; name: string; kind: string } }>
  attributeValues: unknown[]
  ownershipChoices: unknown[]
}

const ids = async (text: string, values: unknown[]) => (await payload.db.pool.query<{ id: number }>(text, values)).rows.map((row) => row.id).sort((a, b) => a - b)
const sorted = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort((a, b) => a - b)

/** What the database says are the user's rows of each relation (the user's tenant only). */
async function expectedOf(user: User, tenantId: number) {
  return {
    organisations: await ids('SELECT o.id FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id WHERE m.investor_id = $1 AND m.tenant_id = $2', [user.id, tenantId]),
    documents: await ids(`SELECT id FROM documents WHERE target_collection = 'users' AND target_id = $1 AND tenant_id = $2 AND visibility = 'public'`, [user.id, tenantId]),
    lead: await ids('SELECT id FROM investment_method_entities WHERE lead_id = $1 AND tenant_id = $2', [user.id, tenantId]),
    associate: await ids(`SELECT e.id FROM investment_method_entities e JOIN investment_method_entities_rels r ON r.parent_id = e.id AND r.path = 'associates' WHERE r.users_id = $1 AND e.tenant_id = $2`, [user.id, tenantId]),
  }
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  investor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
}, 60_000)


describe('GET /api/user', () => {
  test('the plain call: the user with the relations empty, as before', async () => {
    const client = await signedIn('demo', 'investor@demo.test')
    const response = await client.get('/api/user')
    expect(response.status, show(response)).toBe(200)
    expect(response.json()).toMatchObject({ id: investor.id, organisations: [], attributeValues: [], onboardingDocuments: [], owner: null, investmentMethodEntities: [], leadInvestmentMethodEntities: [], ownershipChoices: [] })
  })

  test('every relation asked comes back with the user’s own rows, each with its investment method', async () => {
    const client = await signedIn('demo', 'investor@demo.test')
    const response = await client.get(`/api/user?include=${ALL}`)
    expect(response.status, show(response)).toBe(200)
    const body = response.json<TIncluded>()
    const expected = await expectedOf(investor, demo.id)
    // The demo data gives the main investor an organisation, an entity they lead, a public document and an adviser.
    expect(expected.organisations.length).toBeGreaterThan(0)
    expect(expected.lead.length).toBeGreaterThan(0)
    expect(expected.documents.length).toBeGreaterThan(0)
    expect(sorted(body.organisations)).toEqual(expected.organisations)
    expect(body.organisations.find((organisation) => organisation.name === 'Ashdown Family Office Ltd')).toBeDefined()
    expect(sorted(body.leadInvestmentMethodEntities)).toEqual(expected.lead)
    expect(sorted(body.investmentMethodEntities)).toEqual(expected.associate)
    for (const entity of body.leadInvestmentMethodEntities) {
      expect(entity.lead).toBe(investor.id)
      expect(entity.investmentMethod).toMatchObject({ id: expect.any(Number), name: expect.any(String), kind: expect.any(String) })
    }
    expect(sorted(body.onboardingDocuments)).toEqual(expected.documents)
    expect(body.onboardingDocuments[0]!.url).toMatch(/^\/api\/documents\/\d+\/download$/)
    const adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    expect(body.owner).toEqual({ id: adviser.id, name: adviser.name, surname: adviser.surname ?? null, email: adviser.email })
    expect(body.attributeValues).toEqual([])
    expect(body.ownershipChoices).toEqual([])
  })

  test('only what is asked: one relation, repeated parameters, spaces', async () => {
    const client = await signedIn('demo', 'investor@demo.test')
    const one = (await client.get('/api/user?include=owner')).json<TIncluded>()
    expect(one.owner).not.toBeNull()
    expect(one.organisations).toEqual([])
    const two = (await client.get('/api/user?include=organisations&include=%20leadInvestmentMethodEntities%20')).json<TIncluded>()
    expect(two.organisations.length).toBeGreaterThan(0)
    expect(two.leadInvestmentMethodEntities.length).toBeGreaterThan(0)
    expect(two.owner).toBeNull()
  })

  test('an unknown relation is a 422 naming it; no session is a 401', async () => {
    const client = await signedIn('demo', 'investor@demo.test')
    const response = await client.get('/api/user?include=organisations,password_hash')
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.include![0]).toContain('password_hash')
    expect((await new TestClient('demo').get(`/api/user?include=${ALL}`)).status).toBe(401)
  })

  test('isolation: another tenant’s investor sees their own tenant’s rows only', async () => {
    const angelInvestor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
    const client = await signedIn('angel', 'investor@angel.test')
    const body = (await client.get(`/api/user?include=${ALL}`)).json<TIncluded>()
    expect(body.id).toBe(angelInvestor.id)
    const expected = await expectedOf(angelInvestor, angel.id)
    expect(sorted(body.organisations)).toEqual(expected.organisations)
    expect(sorted(body.leadInvestmentMethodEntities)).toEqual(expected.lead)
    const demoOrganisations = await ids('SELECT id FROM organisations WHERE tenant_id = $1', [demo.id])
    for (const organisation of body.organisations) expect(demoOrganisations).not.toContain(organisation.id)
    const demoEntities = await ids('SELECT id FROM investment_method_entities WHERE tenant_id = $1', [demo.id])
    for (const entity of [...body.leadInvestmentMethodEntities, ...body.investmentMethodEntities]) expect(demoEntities).not.toContain(entity.id)
    if (body.owner) expect((await userByEmail(payload, angel.id, body.owner.email))?.id).toBe(body.owner.id)
  })

  test.each(ROLE_IDS.filter((role) => role !== ROLE.user))('role %i: staff get their own (empty) relations, never an investor’s', async (role) => {
    const client = await signedIn('demo', `${ROLE_SLUG[role]}@demo.test`)
    const response = await client.get(`/api/user?include=${ALL}`)
    expect(response.status, show(response)).toBe(200)
    const body = response.json<TIncluded>()
    const self = (await userByEmail(payload, demo.id, `${ROLE_SLUG[role]}@demo.test`))!
    const expected = await expectedOf(self, demo.id)
    expect(sorted(body.organisations)).toEqual(expected.organisations)
    expect(sorted(body.leadInvestmentMethodEntities)).toEqual(expected.lead)
    expect(sorted(body.onboardingDocuments)).toEqual(expected.documents)
  })
})
