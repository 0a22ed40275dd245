import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { DEMO_TENANT_CODES, tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// issue 11 §3 (decision 020) over HTTP on the real database: organisations on the kit (REST, list
// API with search and business-type filter, record tabs, forms), their links to investors (never
// across tenants), and organisation applications behind organisation_links_enabled (angel has it
// on, demo off): apply, approve (the link is made), reject with a reason, the investor notified.
// Per role from spec 6's `investors` row through can().

let payload: Payload
let demo: Tenant
let angel: Tenant
let demoInvestor: User
let angelInvestor: User
const demoClients = new Map<TRoleId, TestClient>()
const angelClients = new Map<TRoleId, TestClient>()
const created: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const staffRoles = roles.filter(({ role }) => role !== ROLE.user)
const demoAs = (role: TRoleId) => demoClients.get(role)!
const angelAs = (role: TRoleId) => angelClients.get(role)!
const expectedPage = (role: TRoleId, action: TAction) => (can(role, 'investors', action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

async function newOrganisation(tenant: Tenant, name = unique('Org')): Promise<number> {
  const organisation = await payload.create({ collection: 'organisations', data: { name, businessType: 'business', registrationNumber: unique('RN'), tenant: tenant.id }, overrideAccess: true, depth: 0 })
  created.push(organisation.id)
  return organisation.id
}

const notificationsOf = async (userId: number) => (await payload.find({ collection: 'notifications', where: { user: { equals: userId } }, sort: '-createdAt', limit: 5, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  demoInvestor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
  angelInvestor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
  await Promise.all(
    ROLE_IDS.flatMap((role) => [
      (async () => {
        const client = new TestClient('demo')
        await client.login(`${ROLE_SLUG[role]}@demo.test`)
        demoClients.set(role, client)
      })(),
      (async () => {
        const client = new TestClient('angel')
        await client.login(`${ROLE_SLUG[role]}@angel.test`)
        angelClients.set(role, client)
      })(),
    ]),
  )
}, 120_000)

afterAll(async () => {
  if (created.length) await payload.delete({ collection: 'organisations', where: { id: { in: created } }, overrideAccess: true })
})

describe('organisations per role (spec 6 investors)', () => {
  test.each(roles)('$label: REST list, show, create, update and delete as can(investors, …) says', async ({ role }) => {
    const client = demoAs(role)
    const id = await newOrganisation(demo)
    const list = await client.get('/api/organisations?limit=100&depth=0')
    expect(list.status, show(list)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    if (list.status === 200) expect(list.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toContain(id)
    const read = await client.get(`/api/organisations/${id}?depth=0`)
    expect(read.status, show(read)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    const name = unique('Created')
    const create = await client.request('POST', '/api/organisations?depth=0', { body: { name, businessType: 'sole_trader' } })
    expect(create.status, show(create)).toBe(can(role, 'investors', 'create') ? 201 : 403)
    if (create.status === 201) {
      const doc = create.json<{ doc: { id: number; tenant: number } }>().doc
      created.push(doc.id)
      expect(doc.tenant).toBe(demo.id)
    }
    const update = await client.request('PATCH', `/api/organisations/${id}?depth=0`, { body: { name: `${name} renamed` } })
    expect(update.status, show(update)).toBe(can(role, 'investors', 'update') ? 200 : 403)
    const remove = await client.request('DELETE', `/api/organisations/${id}`)
    expect(remove.status, show(remove)).toBe(can(role, 'investors', 'delete') ? 200 : 403)
  })

  test.each(roles)('$label: the list page, record tabs, edit and new-organisation pages', async ({ role }) => {
    const name = unique('Listed')
    const id = await newOrganisation(demo, name)
    const get = (path: string) => demoAs(role).get(path, { accept: 'text/html' })
    const list = await get(`/admin/investors/organisations?q=${encodeURIComponent(name)}`)
    expect(expectedPage(role, 'index'), show(list)).toContain(list.status)
    if (list.status === 200) {
      expect(list.text).toContain(name)
      expect(list.text.includes(`href="/admin/investors/organisations/${id}/details"`), 'names link to records only with show').toBe(can(role, 'investors', 'show'))
    }
    for (const tab of ['details', 'transactions', 'notes-calls-tasks']) {
      const response = await get(`/admin/investors/organisations/${id}/${tab}`)
      expect(expectedPage(role, 'show'), `${tab}: ${response.status}`).toContain(response.status)
    }
    const edit = await get(`/admin/investors/organisations/${id}/edit`)
    expect(expectedPage(role, 'update'), show(edit)).toContain(edit.status)
    const create = await get('/admin/investors/organisations/new-organisation')
    expect(expectedPage(role, 'create'), show(create)).toContain(create.status)
  })

  test('validation: a name and a business type of spec 3; a bad email is a field error', async () => {
    const client = demoAs(ROLE.superAdmin)
    const missing = await client.request('POST', '/api/organisations', { body: { businessType: 'partnership' } })
    expect(missing.status, show(missing)).toBe(400)
    expect(missing.text).toContain('businessType')
    expect(missing.text).toContain('name')
    const email = await client.request('POST', '/api/organisations', { body: { name: unique('Bad email'), businessType: 'business', contactEmail: 'not-an-email' } })
    expect(email.status, show(email)).toBe(400)
    expect(email.text).toContain('contactEmail')
  })

  test('the kit list: search by name or registration number, filter by business type, another tenant’s rows never', async () => {
    const name = unique('Zephyr Searchable')
    const id = await newOrganisation(demo, name)
    const other = await newOrganisation(angel, name)
    const client = demoAs(ROLE.superAdmin)
    const search = await client.get(`/api/resources/organisations?q=${encodeURIComponent(name.toUpperCase())}`)
    expect(search.status, show(search)).toBe(200)
    expect(search.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toEqual([id])
    const filtered = await client.get(`/api/resources/organisations?q=${encodeURIComponent(name)}&filter[businessType]=sole_trader`)
    expect(filtered.json<{ totalDocs: number }>().totalDocs).toBe(0)
    const business = await client.get(`/api/resources/organisations?filter[businessType]=business&limit=100`)
    const { rows } = await payload.db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM organisations WHERE tenant_id = $1 AND business_type = 'business'`, [demo.id])
    expect(business.json<{ totalDocs: number }>().totalDocs).toBe(rows[0]!.count)
    const read = await client.get(`/api/organisations/${other}?depth=0`)
    expect([403, 404]).toContain(read.status)
  })

  test('notes, calls and tasks are written on an organisation and show on its tab', async () => {
    const id = await newOrganisation(demo)
    const client = demoAs(ROLE.superAdmin)
    const text = unique('Organisation note')
    const post = await client.request('POST', '/api/notes', { body: { targetCollection: 'organisations', targetId: id, body: lexicalParagraphs([text]) } })
    expect(post.status, show(post)).toBe(201)
    const tab = await client.get(`/admin/investors/organisations/${id}/notes-calls-tasks`, { accept: 'text/html' })
    expect(tab.status).toBe(200)
    expect(tab.text).toContain(text)
    // A Creator lists organisations but may not open them, nor write on them.
    const creator = await demoAs(ROLE.creator).request('POST', '/api/notes', { body: { targetCollection: 'organisations', targetId: id, body: lexicalParagraphs(['no']) } })
    expect([403, 404], show(creator)).toContain(creator.status)
  })
})

describe('members: links to investors of the same tenant', () => {
  test('staff link an investor by email; the organisation and the investor’s record both show it; removing it unlinks', async () => {
    const id = await newOrganisation(demo)
    const client = demoAs(ROLE.superAdmin)
    const add = await client.request('POST', `/api/organisations/${id}/members`, { body: { investorEmail: 'INVESTOR@demo.test', role: 'director' } })
    expect(add.status, show(add)).toBe(201)
    const member = add.json<{ member: { id: number; tenant: number } }>().member
    expect(member.tenant).toBe(demo.id)
    const again = await client.request('POST', `/api/organisations/${id}/members`, { body: { investorEmail: 'investor@demo.test', role: 'member' } })
    expect(again.status, show(again)).toBe(400)
    expect(again.text).toContain('already linked')
    const details = await client.get(`/admin/investors/organisations/${id}/details`, { accept: 'text/html' })
    expect(details.text).toContain(`/admin/investors/${demoInvestor.id}/details`)
    expect(details.text).toContain('Director')
    const investorPage = await client.get(`/admin/investors/${demoInvestor.id}/details`, { accept: 'text/html' })
    expect(investorPage.text).toContain(`/admin/investors/organisations/${id}/details`)
    const remove = await client.request('DELETE', `/api/organisation-members/${member.id}`)
    expect(remove.status, show(remove)).toBe(200)
    expect((await payload.count({ collection: 'organisation-members', where: { organisation: { equals: id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('links never cross tenants: another tenant’s investor or organisation is refused, by email, by id, and by REST', async () => {
    const id = await newOrganisation(demo)
    const angelOrganisation = await newOrganisation(angel)
    const client = demoAs(ROLE.superAdmin)
    const byEmail = await client.request('POST', `/api/organisations/${id}/members`, { body: { investorEmail: 'investor@angel.test', role: 'member' } })
    expect(byEmail.status, show(byEmail)).toBe(422)
    const byId = await client.request('POST', `/api/organisations/${id}/members`, { body: { investor: angelInvestor.id, role: 'member' } })
    expect(byId.status, show(byId)).toBe(422)
    const onTheirs = await client.request('POST', `/api/organisations/${angelOrganisation}/members`, { body: { investorEmail: 'investor@demo.test', role: 'member' } })
    expect(onTheirs.status, show(onTheirs)).toBe(404)
    const rest = await client.request('POST', '/api/organisation-members', { body: { organisation: id, investor: angelInvestor.id, role: 'member' } })
    expect(rest.status, show(rest)).toBe(400)
    const restTheirs = await client.request('POST', '/api/organisation-members', { body: { organisation: angelOrganisation, investor: demoInvestor.id, role: 'member' } })
    expect(restTheirs.status, show(restTheirs)).toBe(400)
    // A staff account is not an investor.
    const staff = await client.request('POST', `/api/organisations/${id}/members`, { body: { investorEmail: 'adviser@demo.test', role: 'member' } })
    expect(staff.status, show(staff)).toBe(422)
    // Even the server's own writes (no session) are held to one tenant.
    await expect(payload.create({ collection: 'organisation-members', data: { organisation: id, investor: angelInvestor.id, role: 'member', tenant: demo.id }, overrideAccess: true })).rejects.toBeDefined()
    expect((await payload.count({ collection: 'organisation-members', where: { organisation: { in: [id, angelOrganisation] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test.each(staffRoles)('$label: adding and removing links as can(investors, update) says', async ({ role }) => {
    const id = await newOrganisation(demo)
    const add = await demoAs(role).request('POST', `/api/organisations/${id}/members`, { body: { investorEmail: 'investor@demo.test', role: 'member' } })
    expect(add.status, show(add)).toBe(can(role, 'investors', 'update') ? 201 : 403)
    const link = await payload.create({ collection: 'organisation-members', data: { organisation: id, investor: (await userByEmail(payload, demo.id, 'amara.adeyemi@demo.test'))!.id, role: 'member', tenant: demo.id }, overrideAccess: true })
    const remove = await demoAs(role).request('DELETE', `/api/organisation-members/${link.id}`)
    expect(can(role, 'investors', 'update') ? [200] : [403, 404], show(remove)).toContain(remove.status)
  })
})

describe('organisation applications (organisation_links_enabled)', () => {
  const apply = (client: TestClient, name = unique('Applied Ltd')) => client.request('POST', '/api/organisation-applications/apply', { body: { organisationName: name, businessType: 'business', registrationNumber: unique('RN'), role: 'director', message: 'Please link me' } })

  test('an investor applies; staff approve it into a new organisation; the link exists and the investor is notified', async () => {
    const name = unique('Approved Ltd')
    const applied = await apply(angelAs(ROLE.user), name)
    expect(applied.status, show(applied)).toBe(201)
    const application = applied.json<{ application: { id: number; status: string; applicant: number; tenant: number } }>().application
    expect(application).toMatchObject({ status: 'pending', applicant: angelInvestor.id, tenant: angel.id })
    const twice = await apply(angelAs(ROLE.user), name)
    expect(twice.status, show(twice)).toBe(409)
    // The investor reads their own applications; staff see the list and the record.
    const own = await angelAs(ROLE.user).get('/api/organisation-applications?depth=0&limit=100')
    expect(own.status, show(own)).toBe(200)
    expect(own.json<{ docs: Array<{ applicant: number }> }>().docs.every((doc) => doc.applicant === angelInvestor.id)).toBe(true)
    const listPage = await angelAs(ROLE.superAdmin).get('/admin/investors/organisation-applications', { accept: 'text/html' })
    expect(listPage.status).toBe(200)
    expect(listPage.text).toContain(`/admin/investors/organisation-applications/${application.id}/details`)
    const detail = await angelAs(ROLE.superAdmin).get(`/admin/investors/organisation-applications/${application.id}/details`, { accept: 'text/html' })
    expect(detail.status).toBe(200)
    expect(detail.text).toContain('Approve')
    const approved = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${application.id}/approve`, { body: { organisation: 'new' } })
    expect(approved.status, show(approved)).toBe(200)
    const { organisation } = approved.json<{ organisation: { id: number; name: string } }>()
    created.push(organisation.id)
    expect(organisation.name).toBe(name)
    const links = await payload.find({ collection: 'organisation-members', where: { organisation: { equals: organisation.id } }, depth: 0, overrideAccess: true })
    expect(links.docs.map((link) => [link.investor, link.role])).toEqual([[angelInvestor.id, 'director']])
    const row = await payload.findByID({ collection: 'organisation-applications', id: application.id, depth: 0, overrideAccess: true })
    expect(row).toMatchObject({ status: 'approved', organisation: organisation.id })
    expect((await notificationsOf(angelInvestor.id))[0]!.data.message).toContain(`act for ${name}`)
    const again = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${application.id}/reject`, { body: { reason: 'too late' } })
    expect(again.status, show(again)).toBe(409)
  })

  test('approving into an existing organisation of the tenant; another tenant’s organisation is refused', async () => {
    const applied = await apply(angelAs(ROLE.user))
    const id = applied.json<{ application: { id: number } }>().application.id
    const foreign = await newOrganisation(demo)
    const refused = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${id}/approve`, { body: { organisation: foreign } })
    expect(refused.status, show(refused)).toBe(422)
    expect((await payload.findByID({ collection: 'organisation-applications', id, depth: 0, overrideAccess: true })).status).toBe('pending')
    const existing = await newOrganisation(angel)
    const approved = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${id}/approve`, { body: { organisation: existing } })
    expect(approved.status, show(approved)).toBe(200)
    expect((await payload.count({ collection: 'organisation-members', where: { and: [{ organisation: { equals: existing } }, { investor: { equals: angelInvestor.id } }] }, overrideAccess: true })).totalDocs).toBe(1)
  })

  test('rejecting needs a reason; the investor is told it', async () => {
    const applied = await apply(angelAs(ROLE.user))
    const id = applied.json<{ application: { id: number } }>().application.id
    const noReason = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${id}/reject`, { body: { reason: '  ' } })
    expect(noReason.status, show(noReason)).toBe(422)
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors.reason).toBeDefined()
    const reason = unique('The registration number does not match')
    const rejected = await angelAs(ROLE.superAdmin).request('POST', `/api/organisation-applications/${id}/reject`, { body: { reason } })
    expect(rejected.status, show(rejected)).toBe(200)
    expect(await payload.findByID({ collection: 'organisation-applications', id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'rejected', decisionReason: reason, organisation: null })
    expect((await notificationsOf(angelInvestor.id))[0]!.data.message).toContain(reason)
  })

  test.each(roles)('$label: who may apply, list and decide', async ({ role }) => {
    const appliedByRole = await apply(angelAs(role))
    expect(appliedByRole.status, show(appliedByRole)).toBe(role === ROLE.user ? 201 : 403)
    const applied = await apply(angelAs(ROLE.user))
    const id = applied.json<{ application: { id: number } }>().application.id
    const list = await angelAs(role).get('/api/resources/organisation-applications')
    expect(list.status, show(list)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    const page = await angelAs(role).get(`/admin/investors/organisation-applications/${id}/details`, { accept: 'text/html' })
    expect(expectedPage(role, 'show'), show(page)).toContain(page.status)
    const reject = await angelAs(role).request('POST', `/api/organisation-applications/${id}/reject`, { body: { reason: 'Not for us' } })
    expect(reject.status, show(reject)).toBe(can(role, 'investors', 'update') && role !== ROLE.user ? 200 : 403)
  })

  test('an application of another tenant is not found; rows never cross tenants', async () => {
    const applied = await apply(angelAs(ROLE.user))
    const id = applied.json<{ application: { id: number } }>().application.id
    // The capital tenant has the switch off: its staff get 404 whatever the id.
    const outsider = new TestClient('capital')
    await outsider.login('superadmin@capital.test')
    const decide = await outsider.request('POST', `/api/organisation-applications/${id}/approve`, { body: {} })
    expect(decide.status, show(decide)).toBe(404)
    const rows = await angelAs(ROLE.superAdmin).get('/api/organisation-applications?limit=500&depth=0')
    expect(rows.json<{ docs: Array<{ tenant: number }> }>().docs.every((doc) => doc.tenant === angel.id)).toBe(true)
  })

  test('with the switch off (demo) the routes answer 404 and the API refuses', async () => {
    const applied = await apply(demoAs(ROLE.user))
    expect(applied.status, show(applied)).toBe(404)
    const list = await demoAs(ROLE.superAdmin).get('/admin/investors/organisation-applications', { accept: 'text/html' })
    expect(list.status).toBe(404)
    const record = await demoAs(ROLE.superAdmin).get('/admin/investors/organisation-applications/1/details', { accept: 'text/html' })
    expect(record.status).toBe(404)
    const rest = await demoAs(ROLE.superAdmin).get('/api/organisation-applications?depth=0')
    expect(rest.status).toBe(404)
    const api = await demoAs(ROLE.superAdmin).get('/api/resources/organisation-applications')
    expect([403, 404]).toContain(api.status)
    const approve = await demoAs(ROLE.superAdmin).request('POST', '/api/organisation-applications/1/approve', { body: {} })
    expect(approve.status).toBe(404)
    expect((await payload.count({ collection: 'organisation-applications', where: { tenant: { equals: demo.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('demo data', () => {
  test('every demo tenant has eight organisations of mixed types with members; angel pending and decided applications', async () => {
    const tenants = await payload.find({ collection: 'tenants', where: { code: { in: DEMO_TENANT_CODES } }, depth: 0, limit: 20, overrideAccess: true })
    for (const tenant of tenants.docs) {
      // The seeded ones (registered before this file's rows), each with members.
      const { rows } = await payload.db.pool.query<{ organisations: number; types: number; with_members: number }>(
        `SELECT count(*)::int AS organisations, count(DISTINCT business_type)::int AS types,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = o.id))::int AS with_members
           FROM organisations o WHERE o.tenant_id = $1 AND o.name IN ('Ashdown Family Office Ltd', 'Brightwater Ventures LLP', 'Cedar Lane Holdings Ltd', 'Harbourside Community Trust',
                'Northern Angels Network', 'St Brigid’s College Endowment', 'Morgan Price Consulting', 'Isaac Okafor Design')`,
        [tenant.id],
      )
      expect(rows[0], tenant.code).toEqual({ organisations: 8, types: 3, with_members: 8 })
    }
    const statuses = await payload.db.pool.query<{ status: string }>('SELECT DISTINCT status::text AS status FROM organisation_applications WHERE tenant_id = $1', [angel.id])
    expect(statuses.rows.map((row) => row.status).sort()).toEqual(['approved', 'pending', 'rejected'])
    const page = await angelAs(ROLE.superAdmin).get('/admin/investors/organisations', { accept: 'text/html' })
    expect(page.text).toContain('Ashdown Family Office Ltd')
  })
})

describe('organisations as holders: POST /api/investments/org (decision 020)', () => {
  const opportunityOf = async (tenant: Tenant) =>
    (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: 2 } }] }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const ledgerOf = async (organisation: number) =>
    (
      await payload.db.pool.query<{ committed: string; paid: string; entries: number }>(
        `SELECT COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment'), 0)::text AS committed,
                COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'payment_received'), 0)::text AS paid, count(*)::int AS entries
           FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id WHERE e.holder_organisation_id = $1`,
        [organisation],
      )
    ).rows[0]!

  test('staff record it through the money code; a retried key writes nothing; the figures agree on every screen', async () => {
    const name = unique('Holding Org')
    const organisation = await newOrganisation(demo, name)
    const opportunity = await opportunityOf(demo)
    const client = demoAs(ROLE.superAdmin)
    const key = unique('org-key')
    const body = { opportunity: opportunity.id, organisation, amount: 1_234_00, note: 'Board resolution 12' }
    const first = await client.request('POST', '/api/investments/org', { body, headers: { 'Idempotency-Key': key } })
    expect(first.status, show(first)).toBe(201)
    const { investment } = first.json<{ investment: { id: number; holderKind: string; holderOrganisation: number; holder: number | null; status: string } }>()
    expect(investment).toMatchObject({ holderKind: 'organisation', holderOrganisation: organisation, holder: null, status: 'awaiting_payment' })
    const before = await ledgerOf(organisation)
    const retry = await client.request('POST', '/api/investments/org', { body, headers: { 'Idempotency-Key': key } })
    expect(retry.status, show(retry)).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(await ledgerOf(organisation)).toEqual(before)
    expect((await payload.count({ collection: 'investments', where: { holderOrganisation: { equals: organisation } }, overrideAccess: true })).totalDocs).toBe(1)
    // Part paid, through the ordinary payment call: the entry names the organisation too.
    const paid = await client.request('POST', `/api/investments/${investment.id}/payments`, { body: { amount: 234_00 }, headers: { 'Idempotency-Key': unique('pay') } })
    expect(paid.status, show(paid)).toBe(201)
    expect(await ledgerOf(organisation)).toEqual({ committed: '123400', paid: '23400', entries: 2 })
    // The organisation's transactions tab, the opportunity's transactions tab and its holders (cap table) name it with the ledger's figures.
    const tab = await client.get(`/admin/investors/organisations/${organisation}/transactions`, { accept: 'text/html' })
    expect(tab.status).toBe(200)
    expect(tab.text).toContain('£1,234.00')
    expect(tab.text).toContain('£1,000.00')
    const holders = await client.get(`/api/investments/investors?opportunity=${opportunity.id}&limit=500`)
    expect(holders.status, show(holders)).toBe(200)
    const row = holders.json<{ data: Array<{ id: number; holderKind: string; name: string; invested: string; paid: string }> }>().data.find((holder) => holder.holderKind === 'organisation' && holder.id === organisation)
    expect(row).toMatchObject({ name, invested: '123400', paid: '23400' })
    const opportunityTab = await client.get(`/admin/investments/opportunities/${opportunity.id}/details/transactions`, { accept: 'text/html' })
    expect(opportunityTab.text).toContain(`/admin/investors/organisations/${organisation}/transactions`)
    // Cancelled: the commitment reversed, naming the organisation (the CHECK holds); the £234 received
    // stays received until staff refund it (decision 018), so the organisation is owed it back.
    const cancel = await client.request('POST', `/api/investments/${investment.id}/cancel`, { body: { reason: 'test' }, headers: { 'Idempotency-Key': unique('cancel') } })
    expect(cancel.status, show(cancel)).toBe(200)
    expect(await ledgerOf(organisation)).toEqual({ committed: '0', paid: '23400', entries: 3 })
    // An organisation the ledger names is kept.
    const remove = await client.request('DELETE', `/api/organisations/${organisation}`)
    expect(remove.status, show(remove)).toBe(409)
  })

  test('refused: another tenant’s organisation, a bad body, a role without investors show or the opportunity’s update', async () => {
    const opportunity = await opportunityOf(demo)
    const theirs = await newOrganisation(angel)
    const ours = await newOrganisation(demo)
    const client = demoAs(ROLE.superAdmin)
    const foreign = await client.request('POST', '/api/investments/org', { body: { opportunity: opportunity.id, organisation: theirs, amount: 100_00 } })
    expect(foreign.status, show(foreign)).toBe(422)
    const bad = await client.request('POST', '/api/investments/org', { body: { opportunity: opportunity.id, organisation: ours, amount: -5 } })
    expect(bad.status, show(bad)).toBe(422)
    for (const { role } of roles) {
      const response = await demoAs(role).request('POST', '/api/investments/org', { body: { opportunity: opportunity.id, organisation: ours, amount: 1_00 } })
      const allowed = can(role, 'investors', 'show') && can(role, 'investment_opportunity_live', 'update')
      expect(allowed ? [201] : [403, 404], `${ROLE_LABEL[role]}: ${show(response)}`).toContain(response.status)
    }
    expect((await payload.count({ collection: 'ledger-entries', where: { holderOrganisation: { equals: theirs } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('the demo organisations holding investments show them on their transactions tab', async () => {
    const ashdown = (await payload.find({ collection: 'organisations', where: { and: [{ tenant: { equals: demo.id } }, { name: { equals: 'Ashdown Family Office Ltd' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const figures = await ledgerOf(ashdown.id)
    expect(Number(figures.committed)).toBeGreaterThan(0)
    expect(figures.paid).toBe(figures.committed)
    const tab = await demoAs(ROLE.superAdmin).get(`/admin/investors/organisations/${ashdown.id}/transactions`, { accept: 'text/html' })
    expect(tab.text).toContain('Paid')
    expect(tab.text).not.toContain('No transactions yet.')
  })
})
