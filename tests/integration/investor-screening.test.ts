import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnInvestorCompliance } from '@/access/investor-compliance'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { screeningClears } from '@/lib/screening/screenings'
import { tinyPdf } from '@/seed/demo-files'
import type { Tenant, User } from '@/payload-types'

import { multipartBody } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, testPayload } from '../support/payload'

// issue 11 §9 screening (decision 027) over HTTP on the real database: behind user_screening_enabled
// (on for custodian with the UK check and capital with the international one, off for demo); results
// recorded by the roles can() allows (compliance create), append-only, the newest shown on the
// investor's details tab; screeningClears() for the portal; nothing crosses tenants.

let payload: Payload
let demo: Tenant
let custodian: Tenant
let capital: Tenant
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.filter((role) => role !== ROLE.user).map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const mayRecord = (role: TRoleId) => mayOnInvestorCompliance(role, 'record-screening') && can(role, 'investors', 'show')

const record = (as: TestClient, investor: number, body: Record<string, unknown> = {}) =>
  as.request('POST', '/api/investor-screenings/record', { body: { investor, status: 'clear', note: 'Passport and address verified; no sanctions match.', ...body } })

async function login(code: string, slug: string): Promise<TestClient> {
  const c = new TestClient(code)
  await c.login(`${slug}@${code}.test`)
  return c
}

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, custodian, capital] = await Promise.all(['demo', 'custodian', 'capital'].map((code) => tenantByCode(payload, code)))
  await Promise.all(roles.map(async ({ role }) => clients.set(role, await login('custodian', ROLE_SLUG[role]))))
}, 120_000)

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('with user_screening_enabled off (demo)', () => {
  test('the record endpoint is a 404, the REST list a 403, the panel absent; screeningClears lets the investor through', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'unscreened' })
    const admin = await login('demo', 'superadmin')
    const response = await record(admin, investor.id)
    expect(response.status, show(response)).toBe(404)
    const list = await admin.get('/api/investor-screenings?limit=10')
    expect(list.status, show(list)).toBe(403)
    const page = await admin.get(`/admin/investors/${investor.id}/details`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('data-testid="investor-screening"')
    expect(await screeningClears(payload, investor.id)).toBe(true)
  })
})

describe('recording a result, per role (can(): compliance create)', () => {
  test.each(roles)('$label ($role)', async ({ role }) => {
    const investor = await createTestUser(payload, custodian, ROLE.user, { slug: `screened-${role}` })
    const response = await record(client(role), investor.id)
    const page = await client(role).get(`/admin/investors/${investor.id}/details`)
    if (mayRecord(role)) {
      expect(response.status, show(response)).toBe(201)
      expect(response.json<{ screening: { status: string; check: string; provider: string } }>().screening).toMatchObject({ status: 'clear', check: 'uk', provider: 'manual' })
    } else {
      expect(response.status, show(response)).toBe(403)
      expect(await payload.count({ collection: 'investor-screenings', where: { investor: { equals: investor.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    }
    if (can(role, 'investors', 'show')) {
      expect(page.status).toBe(200)
      expect(page.text).toContain('data-testid="investor-screening"')
      expect(page.text.includes('Record a screening result')).toBe(mayRecord(role))
    }
  })
})

describe('the history', () => {
  test('append-only, newest first; the newest decides screeningClears; evidence is one of the investor’s documents', async () => {
    const investor = await createTestUser(payload, custodian, ROLE.user, { slug: 'history' })
    const other = await createTestUser(payload, custodian, ROLE.user, { slug: 'history-other' })
    const admin = client(ROLE.superAdmin)
    expect(await screeningClears(payload, investor.id)).toBe(false)
    const upload = (owner: User) =>
      admin.request('POST', '/api/documents/upload', { raw: multipartBody({ targetCollection: 'users', targetId: owner.id, visibility: 'private' }, { filename: 'Passport.pdf', bytes: tinyPdf(['Passport']), contentType: 'application/pdf' }) })
    const own = (await upload(investor)).json<{ doc: { id: number } }>().doc.id
    const theirs = (await upload(other)).json<{ doc: { id: number } }>().doc.id
    const wrongEvidence = await record(admin, investor.id, { evidenceDocument: theirs })
    expect(wrongEvidence.status, show(wrongEvidence)).toBe(422)
    const noNote = await record(admin, investor.id, { note: ' ', status: 'maybe' })
    expect(noNote.status).toBe(422)
    expect(Object.keys(noNote.json<{ errors: object }>().errors).sort()).toEqual(['note', 'status'])
    expect((await record(admin, investor.id, { status: 'refer', note: 'Possible name match' })).status).toBe(201)
    expect(await screeningClears(payload, investor.id)).toBe(false)
    const cleared = await record(admin, investor.id, { status: 'clear', evidenceDocument: own })
    expect(cleared.status, show(cleared)).toBe(201)
    expect(await screeningClears(payload, investor.id)).toBe(true)
    const { docs } = await payload.find({ collection: 'investor-screenings', where: { investor: { equals: investor.id } }, sort: '-createdAt', overrideAccess: true, depth: 0 })
    expect(docs.map((row) => row.status)).toEqual(['clear', 'refer'])
    expect(docs[0]).toMatchObject({ evidenceDocument: own, evidenceFilename: 'Passport.pdf', provider: 'manual', check: 'uk' })
    const page = await admin.get(`/admin/investors/${investor.id}/details`)
    expect(page.text).toContain('data-testid="screening-status"')
    expect(page.text).toMatch(/data-testid="screening-status"[^>]*>Clear</)
    // Never changed or removed, whoever asks.
    const patch = await admin.request('PATCH', `/api/investor-screenings/${docs[1].id}`, { body: { status: 'clear' } })
    expect(patch.status).not.toBe(200)
    const remove = await admin.request('DELETE', `/api/investor-screenings/${docs[1].id}`)
    expect(remove.status).not.toBe(200)
    await expect(payload.update({ collection: 'investor-screenings', id: docs[1].id, data: { status: 'clear' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.delete({ collection: 'investor-screenings', id: docs[1].id, overrideAccess: true })).rejects.toThrow()
    const trail = await payload.count({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'screening-recorded' } }] }, overrideAccess: true })
    expect(trail.totalDocs).toBe(2)
  })

  test('capital (ca_use_intl_check) records the international check; screeningClears refuses staff accounts and unknown ids', async () => {
    const investor = await createTestUser(payload, capital, ROLE.user, { slug: 'intl' })
    const admin = await login('capital', 'superadmin')
    const response = await record(admin, investor.id)
    expect(response.status, show(response)).toBe(201)
    expect(response.json<{ screening: { check: string } }>().screening.check).toBe('international')
    const staff = await createTestUser(payload, capital, ROLE.adviser, { slug: 'intl-staff' })
    expect(await screeningClears(payload, staff.id)).toBe(false)
    expect(await screeningClears(payload, 999_999_999)).toBe(false)
  })
})

describe('isolation', () => {
  test('another tenant’s investor is a 404 and their results are never listed', async () => {
    const investor = await createTestUser(payload, capital, ROLE.user, { slug: 'iso-screened' })
    const capitalAdmin = await login('capital', 'superadmin')
    expect((await record(capitalAdmin, investor.id)).status).toBe(201)
    const before = await payload.count({ collection: 'investor-screenings', where: { investor: { equals: investor.id } }, overrideAccess: true })
    const response = await record(client(ROLE.superAdmin), investor.id)
    expect(response.status, show(response)).toBe(404)
    expect(await payload.count({ collection: 'investor-screenings', where: { investor: { equals: investor.id } }, overrideAccess: true })).toEqual(before)
    const list = await client(ROLE.superAdmin).get('/api/investor-screenings?limit=1000&depth=0')
    expect(list.status, show(list)).toBe(200)
    expect(list.json<{ docs: { tenant: number }[] }>().docs.every((row) => row.tenant === custodian.id)).toBe(true)
    const page = await client(ROLE.superAdmin).get(`/admin/investors/${investor.id}/details`)
    expect(page.status).toBe(404)
  })
})
