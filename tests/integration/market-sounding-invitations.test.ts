import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG } from '@/access/roles'
import { inviteToSounding } from '@/collections/compliance/MarketSoundingInvitations/invitations'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// decision 040 over HTTP on the real database: who is invited to a market sounding. Staff who may
// update live opportunities invite investors of their tenant (spec 6, table-driven from the
// permission module); only an invited investor sees /investor/investments/market-sounding/{id} and
// may answer (everyone else: 404, as for a sounding that does not exist); an acceptance still goes
// into the insider register, a decline is noted on the invitation; other tenants stay out.

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const HTML = { accept: 'text/html' }
const INVITE = '/api/market-sounding-invitations/invite'
const RESPOND = '/api/market-sounding-acceptances/respond'

let payload: Payload
let demo: Tenant
let angel: Tenant
let custodian: Tenant
const created: number[] = []
const staff = new Map<string, TestClient>()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

async function staffClient(tenant: string, role: string): Promise<TestClient> {
  const key = `${tenant}:${role}`
  let found = staff.get(key)
  if (!found) {
    found = new TestClient(tenant)
    await found.login(`${role}@${tenant}.test`)
    staff.set(key, found)
  }
  return found
}

async function createOpportunity(tenant: Tenant, stage = 2): Promise<InvestmentOpportunity> {
  const slug = unique('sounding')
  const row = await payload.create({ collection: 'investment-opportunities', data: { title: `Sounding ${slug}`, slug, stage, targetAmount: 1_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 100, tenant: tenant.id }, overrideAccess: true })
  created.push(row.id)
  return row
}

async function investorClient(tenant: Tenant, slug: string): Promise<{ user: User; client: TestClient }> {
  const user = await createTestUser(payload, tenant, ROLE.user, { slug, compliance_passed: true })
  const client = new TestClient(tenant.code)
  await client.login(user.email, TEST_PASSWORD)
  return { user, client }
}

const invitationCount = async (opportunity: number, investor: number) =>
  Number((await payload.db.pool.query<{ n: string }>('SELECT COUNT(*)::text AS n FROM market_sounding_invitations WHERE opportunity_id = $1 AND investor_id = $2', [opportunity, investor])).rows[0]!.n)
const acceptanceCount = async (opportunity: number, investor: number) => (await payload.count({ collection: 'market-sounding-acceptances', where: { and: [{ investor: { equals: investor } }, { opportunity: { equals: opportunity } }] }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel, custodian] = await Promise.all(['demo', 'angel', 'custodian'].map((code) => tenantByCode(payload, code)))
}, 60_000)

afterAll(async () => {
  for (const id of created) await deleteOpportunityDependants(payload, id)
  if (created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

describe('only invited investors see and answer a sounding', () => {
  test('uninvited: 404 for the page and both answers; invited by staff: a notice with the link, the page, a decline noted, an acceptance in the register', async () => {
    const opportunity = await createOpportunity(angel, 3)
    const { user, client } = await investorClient(angel, 'sounding-invited')
    const { client: other } = await investorClient(angel, 'sounding-uninvited')
    const path = `/investor/investments/market-sounding/${opportunity.id}`
    for (const who of [client, other]) {
      expect((await who.get(path, HTML)).status).toBe(404)
      for (const decision of ['accept', 'decline']) expect((await who.request('POST', RESPOND, { body: { opportunity: opportunity.id, decision } })).status).toBe(404)
    }
    expect(await acceptanceCount(opportunity.id, user.id)).toBe(0)

    const admin = await staffClient('angel', 'superadmin')
    const invited = await admin.request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [user.id] } })
    expect(invited.status, show(invited)).toBe(201)
    expect(invited.json()).toEqual({ invited: [user.id], already: [] })
    // Inviting again changes nothing and sends no second notice.
    const again = await admin.request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [user.id] } })
    expect(again.json()).toEqual({ invited: [], already: [user.id] })
    const { rows: notices } = await payload.db.pool.query('SELECT 1 FROM notifications WHERE user_id = $1 AND data_cta = $2', [user.id, path])
    expect(notices).toHaveLength(1)

    expect((await client.get(path, HTML)).status).toBe(200)
    expect((await other.get(path, HTML)).status).toBe(404)
    // The invited investor's overview lists it under "Needs your attention", linking to it; the other's does not.
    const overview = await client.get('/investor', HTML)
    expect(overview.status, show(overview)).toBe(200)
    expect(overview.text).toContain('data-testid="attention-sounding"')
    expect(overview.text).toContain(`href="${path}"`)
    expect((await other.get('/investor', HTML)).text).not.toContain('data-testid="attention-sounding"')
    const declined = await client.request('POST', RESPOND, { body: { opportunity: opportunity.id, decision: 'decline' } })
    expect(declined.status, show(declined)).toBe(200)
    expect(await acceptanceCount(opportunity.id, user.id)).toBe(0)
    expect((await client.get(path, HTML)).text).toContain('You declined on')
    // Answered: no longer waiting on the overview.
    expect((await client.get('/investor', HTML)).text).not.toContain(`href="${path}"`)
    const accepted = await client.request('POST', RESPOND, { body: { opportunity: opportunity.id, decision: 'accept' } })
    expect(accepted.status, show(accepted)).toBe(201)
    expect(await acceptanceCount(opportunity.id, user.id)).toBe(1)
    expect((await other.request('POST', RESPOND, { body: { opportunity: opportunity.id, decision: 'accept' } })).status).toBe(404)

    // Staff see who is invited and what they answered on the opportunity's summary.
    const summary = await admin.get(`/admin/investments/opportunities/${opportunity.id}/details`, HTML)
    expect(summary.status, show(summary)).toBe(200)
    expect(summary.text).toContain('Investors invited to the market sounding')
    expect(summary.text).toContain(accepted.json<{ acceptance: { reference: string } }>().acceptance.reference)
  })

  test('a withdrawn invitation closes the sounding to the investor; an acceptance already given stays in the register', async () => {
    const opportunity = await createOpportunity(angel)
    const { user, client } = await investorClient(angel, 'sounding-withdrawn')
    await inviteToSounding(payload, { tenant: angel.id, opportunity: opportunity.id, investors: [user.id] })
    expect((await client.request('POST', RESPOND, { body: { opportunity: opportunity.id, decision: 'accept' } })).status).toBe(201)
    const { rows } = await payload.db.pool.query<{ id: number }>('SELECT id FROM market_sounding_invitations WHERE opportunity_id = $1 AND investor_id = $2', [opportunity.id, user.id])
    const admin = await staffClient('angel', 'superadmin')
    const withdrawn = await admin.request('DELETE', `/api/market-sounding-invitations/${rows[0]!.id}`)
    expect(withdrawn.status, show(withdrawn)).toBe(200)
    expect((await client.get(`/investor/investments/market-sounding/${opportunity.id}`, HTML)).status).toBe(404)
    expect(await acceptanceCount(opportunity.id, user.id)).toBe(1)
  })
})

describe('what staff may invite', () => {
  test('another tenant’s investor, a draft and another tenant’s opportunity are refused; nothing is written', async () => {
    const admin = await staffClient('angel', 'superadmin')
    const opportunity = await createOpportunity(angel)
    const { user: foreign } = await investorClient(custodian, 'sounding-foreign')
    const refused = await admin.request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [foreign.id] } })
    expect(refused.status, show(refused)).toBe(422)
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.investors).toBeDefined()
    expect(await invitationCount(opportunity.id, foreign.id)).toBe(0)
    const staffMember = (await payload.find({ collection: 'users', where: { email: { equals: 'superadmin@angel.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    expect((await admin.request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [staffMember.id] } })).status).toBe(422)
    const { user } = await investorClient(angel, 'sounding-draft')
    const draft = await createOpportunity(angel, 1)
    expect((await admin.request('POST', INVITE, { body: { opportunity: draft.id, investors: [user.id] } })).status).toBe(422)
    const custodianOpportunity = await createOpportunity(custodian)
    expect((await admin.request('POST', INVITE, { body: { opportunity: custodianOpportunity.id, investors: [user.id] } })).status).toBe(404)
    expect(await invitationCount(custodianOpportunity.id, user.id)).toBe(0)
  })

  test('another tenant’s staff neither read nor withdraw an invitation', async () => {
    const opportunity = await createOpportunity(angel)
    const { user } = await investorClient(angel, 'sounding-iso')
    await inviteToSounding(payload, { tenant: angel.id, opportunity: opportunity.id, investors: [user.id] })
    const { rows } = await payload.db.pool.query<{ id: number }>('SELECT id FROM market_sounding_invitations WHERE opportunity_id = $1 AND investor_id = $2', [opportunity.id, user.id])
    const other = await staffClient('custodian', 'superadmin')
    expect((await other.get(`/api/market-sounding-invitations/${rows[0]!.id}`)).status).toBe(404)
    expect([403, 404]).toContain((await other.request('DELETE', `/api/market-sounding-invitations/${rows[0]!.id}`)).status)
    expect(await invitationCount(opportunity.id, user.id)).toBe(1)
  })

  test('404 while market_sounding_enabled is off (demo)', async () => {
    const opportunity = await createOpportunity(demo)
    const { user } = await investorClient(demo, 'sounding-off')
    expect((await (await staffClient('demo', 'superadmin')).request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [user.id] } })).status).toBe(404)
    await expect(inviteToSounding(payload, { tenant: demo.id, opportunity: opportunity.id, investors: [user.id] })).rejects.toMatchObject({ status: 403 })
  })

  test.each(ROLE_IDS.filter((role) => role !== ROLE.user).map((role) => [ROLE_LABEL[role], role] as const))('spec 6 investment_opportunity_live update: %s', async (_label, role) => {
    const opportunity = await createOpportunity(angel)
    const { user } = await investorClient(angel, `sounding-role-${role}`)
    const response = await (await staffClient('angel', ROLE_SLUG[role])).request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [user.id] } })
    const expected = !can(role, 'investment_opportunity_live', 'update') ? 403 : 201
    // A role that may update but not read this stage's opportunity is told it does not exist.
    expect([expected, 404], show(response)).toContain(response.status)
    if (can(role, 'investment_opportunity_live', 'update') && can(role, 'investment_opportunity_live', 'show')) expect(response.status, show(response)).toBe(201)
    expect(await invitationCount(opportunity.id, user.id)).toBe(response.status === 201 ? 1 : 0)
  })

  test('an investor cannot invite', async () => {
    const opportunity = await createOpportunity(angel)
    const { user, client } = await investorClient(angel, 'sounding-self')
    expect((await client.request('POST', INVITE, { body: { opportunity: opportunity.id, investors: [user.id] } })).status).toBe(403)
    expect(await invitationCount(opportunity.id, user.id)).toBe(0)
  })
})

describe('demo data', () => {
  test('every demo acceptance has its invitation, and investor@ is invited to the sounding their notice links to', async () => {
    for (const tenant of [angel, custodian]) {
      const { rows: missing } = await payload.db.pool.query(
        // The seed's acceptances are dated days back; other files record theirs now, without an invitation (the register's function does not ask for one).
        `SELECT a.id FROM market_sounding_acceptances a
          WHERE a.tenant_id = $1 AND a.accepted_at < now() - interval '2 days'
            AND NOT EXISTS (SELECT 1 FROM market_sounding_invitations i WHERE i.opportunity_id = a.opportunity AND i.investor_id = a.investor)`,
        [tenant.id],
      )
      expect(missing, tenant.code).toEqual([])
      const investor = (await payload.find({ collection: 'users', where: { email: { equals: `investor@${tenant.code}.test` } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
      const { rows: links } = await payload.db.pool.query<{ cta: string }>(`SELECT data_cta AS cta FROM notifications WHERE user_id = $1 AND data_cta LIKE '/investor/investments/market-sounding/%'`, [investor.id])
      expect(links.length, tenant.code).toBeGreaterThan(0)
      for (const { cta } of links) expect(await invitationCount(Number(cta.split('/').pop()), investor.id), cta).toBe(1)
    }
  })
})
