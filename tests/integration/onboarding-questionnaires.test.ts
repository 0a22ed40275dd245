import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { QUESTIONNAIRE_KINDS, QUESTIONNAIRE_TAB_SEGMENT, type TQuestionnaireKind } from '@/domain/onboarding/questionnaires'
import type { Contact, Questionnaire, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, testPayload, unique } from '../support/payload'

// issue 11 §7 onboarding questionnaires (decision 026) over HTTP on the real database: every tenant
// has the three versioned questionnaires and demo answers; the tabs open per role as spec 6's
// investors show says and offer the form as investors update says; a submission is checked against
// its version (a bad one writes nothing), is a new row (the history), and nothing crosses tenants.

let payload: Payload
let demo: Tenant
let angel: Tenant
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const mayOpen = (role: TRoleId) => can(role, 'investors', 'show')
const mayRecord = (role: TRoleId) => can(role, 'investors', 'update') && can(role, 'investors', 'show')
const contacts: number[] = []

/** The current (highest) version of a tenant's questionnaire of this kind. */
async function currentVersion(tenant: Tenant, kind: TQuestionnaireKind): Promise<Questionnaire> {
  const { docs } = await payload.find({ collection: 'questionnaires', where: { and: [{ tenant: { equals: tenant.id } }, { kind: { equals: kind } }] }, sort: '-version', limit: 1, depth: 0, overrideAccess: true })
  return docs[0]!
}

async function answersOf(where: { investor: number } | { contact: number }) {
  const [field, id] = Object.entries(where)[0]!
  return (await payload.find({ collection: 'questionnaire-answers', where: { [field]: { equals: id } }, sort: '-createdAt', depth: 0, overrideAccess: true, limit: 100 })).docs
}

async function newContact(tenant: Tenant = demo): Promise<Contact> {
  const contact = await payload.create({ collection: 'contacts', data: { name: 'Quinn', surname: 'Questionnaire', email: `${unique('questionnaire')}@contacts.test`, leadStatus: 1, tenant: tenant.id }, overrideAccess: true })
  contacts.push(contact.id)
  return contact
}

const FACT_FIND = {
  annual_income: '120,000',
  cash_savings: '45000',
  investments_value: 250000,
  liabilities: '0',
  emergency_fund: 'yes',
  objective: 'tax',
  horizon: '5-10',
  experience: 'unlisted',
}

const RISK = { loss_reaction: 'buy-more', loss_capacity: 'most', illiquidity: 'very', describe: 'growth', diversification: 'under-10' }

const record = (role: TRoleId, body: Record<string, unknown>) => client(role).request('POST', '/api/questionnaire-answers/record', { body })

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
  if (payload && contacts.length > 0) await payload.delete({ collection: 'contacts', where: { id: { in: contacts } }, overrideAccess: true })
  await deleteRunUsers(payload)
})

describe('demo data', () => {
  test.each(['demo', 'angel', 'capital', 'fund', 'custodian'])('%s: the three questionnaires (risk profile in two versions) and answers of investors and contacts', async (code) => {
    const tenant = await tenantByCode(payload, code)
    for (const kind of QUESTIONNAIRE_KINDS) expect((await currentVersion(tenant, kind)).version, kind).toBe(kind === 'risk-profile' ? 2 : 1)
    const count = async (where: object) => (await payload.count({ collection: 'questionnaire-answers', where: { and: [{ tenant: { equals: tenant.id } }, where] } as never, overrideAccess: true })).totalDocs
    expect(await count({ investor: { exists: true } })).toBeGreaterThan(30)
    expect(await count({ contact: { exists: true } })).toBeGreaterThanOrEqual(5)
    const main = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `investor@${code}.test` } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const kinds = (await answersOf({ investor: main.id })).map((row) => `${row.kind}:${row.version}`)
    expect(kinds).toEqual(expect.arrayContaining(['registration:1', 'fact-find:1', 'risk-profile:1', 'risk-profile:2']))
    expect(kinds.filter((kind) => kind === 'registration:1')).toHaveLength(2)
  })
})

describe('the tabs, per role', () => {
  test.each(roles)('$label: the three tabs open with investors show; the form only with investors update', async ({ role }) => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'tabs' })
    for (const kind of QUESTIONNAIRE_KINDS) {
      const response = await client(role).get(`/admin/investors/${investor.id}/details/${QUESTIONNAIRE_TAB_SEGMENT[kind]}`, { accept: 'text/html' })
      if (!mayOpen(role)) {
        expect(response.status, `${kind}: ${response.status}`).not.toBe(200)
        continue
      }
      expect(response.status, show(response)).toBe(200)
      expect(response.text).toContain(`data-testid="questionnaire-${kind}"`)
      expect(response.text).toContain('data-testid="questionnaire-empty"')
      expect(response.text.includes('data-testid="questionnaire-record"'), `${kind} form`).toBe(mayRecord(role))
    }
  })

  test.each(roles)('$label: a contact’s risk-profile tab likewise', async ({ role }) => {
    const contact = await newContact()
    const response = await client(role).get(`/admin/investors/contacts/${contact.id}/risk-profile`, { accept: 'text/html' })
    if (!mayOpen(role)) return expect(response.status).not.toBe(200)
    expect(response.status, show(response)).toBe(200)
    expect(response.text).toContain('data-testid="questionnaire-risk-profile"')
    expect(response.text.includes('data-testid="questionnaire-record"')).toBe(mayRecord(role))
  })

  test('the record links the three tabs', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'links' })
    const details = await client(ROLE.superAdmin).get(`/admin/investors/${investor.id}/details`, { accept: 'text/html' })
    for (const kind of QUESTIONNAIRE_KINDS) expect(details.text).toContain(`href="/admin/investors/${investor.id}/details/${QUESTIONNAIRE_TAB_SEGMENT[kind]}"`)
  })
})

describe('recording answers', () => {
  test.each(roles)('$label: records a fact find only with investors update', async ({ role }) => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'record' })
    const version = await currentVersion(demo, 'fact-find')
    const response = await record(role, { questionnaire: version.id, investor: investor.id, answers: FACT_FIND })
    expect(response.status, show(response)).toBe(mayRecord(role) ? 201 : 403)
    const rows = await answersOf({ investor: investor.id })
    expect(rows).toHaveLength(mayRecord(role) ? 1 : 0)
    if (!mayRecord(role)) return
    // Read as the version's schema reads them: whole pounds as numbers, blanks as null, by whom.
    expect(rows[0]!.answers).toMatchObject({ annual_income: 120_000, cash_savings: 45_000, investments_value: 250_000, liabilities: 0, objective: 'tax', notes: null })
    expect([rows[0]!.kind, rows[0]!.version, rows[0]!.source, rows[0]!.recordedBy]).toEqual(['fact-find', version.version, 'staff', expect.any(Number)])
    const tab = await client(role).get(`/admin/investors/${investor.id}/details/fact-find`, { accept: 'text/html' })
    expect(tab.text).toContain('data-testid="questionnaire-latest"')
    expect(tab.text).toContain('£120,000')
  })

  test('bad answers write nothing and each error names its question', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'bad-answers' })
    const version = await currentVersion(demo, 'fact-find')
    const response = await record(ROLE.adviser, { questionnaire: version.id, investor: investor.id, answers: { ...FACT_FIND, annual_income: 'lots', objective: 'yacht', horizon: '', surprise: 'x' } })
    expect(response.status, show(response)).toBe(422)
    const errors = response.json<{ errors: Record<string, string[]> }>().errors
    expect(errors['answers.annual_income']).toEqual(['Enter an amount in whole pounds'])
    expect(errors['answers.objective']).toEqual(['Choose one of the options'])
    expect(errors['answers.horizon']).toEqual(['Answer this question'])
    expect(Object.keys(errors)).toContain('answers')
    const missing = await record(ROLE.adviser, { questionnaire: version.id, investor: investor.id, answers: {} })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(expect.arrayContaining(['answers.annual_income', 'answers.cash_savings', 'answers.experience']))
    const neither = await record(ROLE.adviser, { questionnaire: version.id, answers: FACT_FIND })
    expect(neither.status).toBe(422)
    expect(await answersOf({ investor: investor.id })).toEqual([])
  })

  test('a new submission is a new row: the tab shows the latest and the history; the risk band is the server’s', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'history' })
    const version = await currentVersion(demo, 'risk-profile')
    const cautious = { loss_reaction: 'sell-all', loss_capacity: 'none', illiquidity: 'not', describe: 'cautious', diversification: 'over-50' }
    expect((await record(ROLE.investmentManager, { questionnaire: version.id, investor: investor.id, answers: cautious, score: 99, band: 'Speculative' })).status).toBe(201)
    expect((await record(ROLE.investmentManager, { questionnaire: version.id, investor: investor.id, answers: RISK })).status).toBe(201)
    const rows = await answersOf({ investor: investor.id })
    expect(rows.map((row) => [row.score, row.band])).toEqual([
      [18, 'Speculative'],
      [5, 'Cautious'],
    ])
    const tab = await client(ROLE.investmentManager).get(`/admin/investors/${investor.id}/details/risk-profile`, { accept: 'text/html' })
    expect(tab.text).toContain('data-testid="questionnaire-history"')
    expect(tab.text).toContain('data-testid="risk-band"')
    const trail = await payload.count({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'questionnaire-answered' } }] }, overrideAccess: true })
    expect(trail.totalDocs).toBe(2)
  })

  test('an older version is refused (409), and answers are never changed or removed through the API', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'old-version' })
    const old = (await payload.find({ collection: 'questionnaires', where: { and: [{ tenant: { equals: demo.id } }, { kind: { equals: 'risk-profile' } }, { version: { equals: 1 } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const stale = await record(ROLE.superAdmin, { questionnaire: old.id, investor: investor.id, answers: { loss_reaction: 'hold', loss_capacity: 'some', illiquidity: 'comfortable', describe: 'balanced' } })
    expect(stale.status, show(stale)).toBe(409)
    const version = await currentVersion(demo, 'registration')
    const registration = { date_of_birth: '1980-04-02', nationality: 'British', address_line_1: '1 High Street', town: 'Oxford', postcode: 'OX1 1AA', country: 'United Kingdom', employment_status: 'employed', source_of_funds: 'salary', politically_exposed: 'no' }
    const created = await record(ROLE.superAdmin, { questionnaire: version.id, investor: investor.id, answers: registration })
    expect(created.status, show(created)).toBe(201)
    const id = created.json<{ answer: { id: number } }>().answer.id
    expect((await client(ROLE.superAdmin).request('PATCH', `/api/questionnaire-answers/${id}`, { body: { band: 'x' } })).status).toBe(403)
    expect((await client(ROLE.superAdmin).request('DELETE', `/api/questionnaire-answers/${id}`)).status).toBe(403)
    expect((await client(ROLE.superAdmin).request('POST', '/api/questionnaire-answers', { body: { questionnaire: version.id, investor: investor.id, answers: registration } })).status).toBe(403)
    await expect(payload.update({ collection: 'questionnaire-answers', id, data: { band: 'x' }, overrideAccess: true })).rejects.toThrow()
    expect(await answersOf({ investor: investor.id })).toHaveLength(1)
  })

  test('a contact’s answers are recorded on the contact and shown on its tab', async () => {
    const contact = await newContact()
    const version = await currentVersion(demo, 'fact-find')
    const response = await record(ROLE.adviser, { questionnaire: version.id, contact: contact.id, answers: FACT_FIND })
    expect(response.status, show(response)).toBe(201)
    expect(await answersOf({ contact: contact.id })).toHaveLength(1)
    const tab = await client(ROLE.adviser).get(`/admin/investors/contacts/${contact.id}/fact-find`, { accept: 'text/html' })
    expect(tab.text).toContain('data-testid="questionnaire-latest"')
  })
})

describe('tenant isolation', () => {
  test('another tenant’s questionnaire, investor or contact is a 404 and nothing is written', async () => {
    const [mine, theirs] = [await createTestUser(payload, demo, ROLE.user, { slug: 'iso-mine' }), await createTestUser(payload, angel, ROLE.user, { slug: 'iso-theirs' })]
    const theirContact = await newContact(angel)
    const [demoVersion, angelVersion] = [await currentVersion(demo, 'fact-find'), await currentVersion(angel, 'fact-find')]
    for (const body of [
      { questionnaire: angelVersion.id, investor: mine.id },
      { questionnaire: demoVersion.id, investor: theirs.id },
      { questionnaire: demoVersion.id, contact: theirContact.id },
    ]) {
      const response = await record(ROLE.superAdmin, { ...body, answers: FACT_FIND })
      expect(response.status, show(response)).toBe(404)
    }
    expect([...(await answersOf({ investor: mine.id })), ...(await answersOf({ investor: theirs.id })), ...(await answersOf({ contact: theirContact.id }))]).toEqual([])
  })

  test('REST reads give the tenant’s own questionnaires and answers only; another tenant’s investor’s tab is a 404', async () => {
    const angelMain = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: angel.id } }, { email: { equals: 'investor@angel.test' } }] }, depth: 0, overrideAccess: true })).docs[0]!
    const angelAnswer = (await answersOf({ investor: angelMain.id }))[0]!
    expect((await client(ROLE.superAdmin).get(`/api/questionnaire-answers/${angelAnswer.id}`)).status).toBe(404)
    const list = await client(ROLE.superAdmin).get('/api/questionnaire-answers?limit=1000&depth=0')
    expect(list.json<{ docs: Array<{ tenant: number }> }>().docs.every((row) => row.tenant === demo.id)).toBe(true)
    const versions = await client(ROLE.superAdmin).get('/api/questionnaires?limit=100&depth=0')
    expect(versions.json<{ docs: Array<{ tenant: number }> }>().docs.map((row) => row.tenant)).toEqual(expect.arrayContaining([demo.id]))
    expect(versions.json<{ docs: Array<{ tenant: number }> }>().docs.every((row) => row.tenant === demo.id)).toBe(true)
    const tab = await client(ROLE.superAdmin).get(`/admin/investors/${angelMain.id}/details/risk-profile`, { accept: 'text/html' })
    expect(tab.status).toBe(404)
  })

  test('an investor reads their own answers only; a role without investors show reads none', async () => {
    const owner = await createTestUser(payload, demo, ROLE.user, { slug: 'reader' })
    const version = await currentVersion(demo, 'fact-find')
    expect((await record(ROLE.superAdmin, { questionnaire: version.id, investor: owner.id, answers: FACT_FIND })).status).toBe(201)
    const visitor = new TestClient('demo')
    await visitor.login(owner.email, 'test-user-password-1')
    const own = await visitor.get('/api/questionnaire-answers?limit=100&depth=0')
    expect(own.status, show(own)).toBe(200)
    expect(own.json<{ docs: Array<{ investor: number }> }>().docs.map((row) => row.investor)).toEqual([owner.id])
    const custodian = await client(ROLE.custodian).get('/api/questionnaire-answers?limit=1&depth=0')
    expect([403, 404]).toContain(custodian.status)
  })
})

describe('onboarding (sign-up) documents', () => {
  test.each(roles)('$label: the list at /admin/settings/investor/sign-up-documents and REST as onboarding_documents says', async ({ role }) => {
    const page = await client(role).get('/admin/settings/investor/sign-up-documents', { accept: 'text/html' })
    const mayList = can(role, 'onboarding_documents', 'index')
    if (mayList) {
      expect(page.status, show(page)).toBe(200)
      expect(page.text).toContain('Terms of business')
      expect(page.text).toContain('Must accept')
    } else {
      expect(page.status).not.toBe(200)
    }
    const list = await client(role).get('/api/onboarding-documents?limit=100&depth=0')
    if (mayList || role === ROLE.user) {
      expect(list.status, show(list)).toBe(200)
      const docs = list.json<{ docs: Array<{ tenant: number; title: string }> }>().docs
      expect(docs.length).toBeGreaterThanOrEqual(4)
      expect(docs.every((doc) => doc.tenant === demo.id)).toBe(true)
    } else {
      expect([403, 404], show(list)).toContain(list.status)
    }
    const title = unique('Sign-up document')
    const created = await client(role).request('POST', '/api/onboarding-documents?depth=0', { body: { title, url: 'https://example.com/doc.pdf', required: false, position: 90 } })
    expect(created.status === 201, show(created)).toBe(can(role, 'onboarding_documents', 'create'))
    const id = created.status === 201 ? created.json<{ doc: { id: number; tenant: number } }>().doc.id : (await payload.create({ collection: 'onboarding-documents', data: { title, position: 90, tenant: demo.id }, overrideAccess: true })).id
    const updated = await client(role).request('PATCH', `/api/onboarding-documents/${id}?depth=0`, { body: { description: 'Changed' } })
    expect(updated.status === 200, show(updated)).toBe(can(role, 'onboarding_documents', 'update'))
    const removed = await client(role).request('DELETE', `/api/onboarding-documents/${id}`)
    expect(removed.status === 200, show(removed)).toBe(can(role, 'onboarding_documents', 'delete'))
    await payload.delete({ collection: 'onboarding-documents', where: { title: { equals: title } }, overrideAccess: true })
  })

  test('a bad address or no title is refused field by field; the tenant is the session’s', async () => {
    const bad = await client(ROLE.superAdmin).request('POST', '/api/onboarding-documents', { body: { title: '', url: 'http://insecure.example.com/a.pdf' } })
    expect(bad.status, show(bad)).toBe(400)
    expect(bad.text).toContain('https://')
    const title = unique('Tenant stamp')
    const created = await client(ROLE.superAdmin).request('POST', '/api/onboarding-documents?depth=0', { body: { title, tenant: angel.id } })
    expect(created.status, show(created)).toBe(201)
    expect(created.json<{ doc: { tenant: number } }>().doc.tenant).toBe(demo.id)
    await payload.delete({ collection: 'onboarding-documents', where: { title: { equals: title } }, overrideAccess: true })
  })
})
