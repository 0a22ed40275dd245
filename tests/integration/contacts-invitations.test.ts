import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { expireStaleInvitations } from '@/collections/people/Invitations/invitations'
import { LEAD_STATUS } from '@/domain/contacts/contacts'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { linkIn, newestMailArriving, tenantByCode, testPayload, unique, userByEmail, waitForMailsTo } from '../support/payload'

// issue 11 §2 and §6 (decision 021) over HTTP on the real database: the contacts list and record
// (search, lead status and owner filters, CSV, tabs, onboarding empty states, edit and new-contact),
// per role from spec 6's `investors` row through can(); invitations (single and bulk with a line-by-line
// report, resend, revoke, bulk delete), the link single-use, expiring, revocable and bound to its
// tenant; converting a contact keeps its history on the new investor; the seeded demo data.

let payload: Payload
let demo: Tenant
let angel: Tenant
let superAdmin: User
let adviser: User
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const page = (role: TRoleId, path: string) => client(role).get(path, { accept: 'text/html' })
const expectedPage = (role: TRoleId, action: TAction) => (can(role, 'investors', action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

type TContactRow = { id: number; name: string; surname: string | null; email: string; leadStatus: number; ownerName: string | null }
const contactList = async (query = '', role: TRoleId = ROLE.superAdmin) => {
  const response = await client(role).get(`/api/resources/contacts${query ? `?${query}` : ''}`)
  expect(response.status, show(response)).toBe(200)
  return response.json<{ docs: TContactRow[]; totalDocs: number }>()
}
const count = async (sql: string, values: unknown[]) => Number((await payload.db.pool.query<{ count: string }>(sql, values)).rows[0]!.count)

async function newContact(data: Record<string, unknown> = {}, tenant: Tenant = demo) {
  return payload.create({ collection: 'contacts', data: { name: 'Test', surname: 'Contact', email: `${unique('contact')}@contacts.test`, leadStatus: 1, tenant: tenant.id, ...data }, overrideAccess: true })
}

/** A visitor's POST to the accept call, with the anti-forgery cookie of that host. */
async function accept(token: string, tenantCode = 'demo', names = { name: 'Invited', surname: 'Person' }) {
  const visitor = new TestClient(tenantCode)
  await visitor.csrf()
  const response = await visitor.request('POST', '/api/invitations/accept', { body: { token, ...names, password: 'invited-password-1', password_confirmation: 'invited-password-1' } })
  return { response, visitor }
}

/** Invites `email` as the Super Admin and returns the invitation and the link's token from the mail. */
async function invite(email: string, body: Record<string, unknown> = {}) {
  const before = (await waitForMailsTo(email, 0)).length
  const response = await client(ROLE.superAdmin).request('POST', '/api/invitations', { body: { email, ...body } })
  expect(response.status, show(response)).toBe(201)
  const mails = await waitForMailsTo(email, before + 1)
  const link = linkIn(mails.at(-1)!)
  return { id: response.json<{ doc: { id: number } }>().doc.id, token: link.searchParams.get('token')!, link }
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
  adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, c)
    }),
  )
}, 120_000)


describe('the demo data', () => {
  test.each(['demo', 'angel', 'capital', 'custodian', 'fund'])('%s: 40 contacts in every lead status with several owners, notes on some, invitations in every state, one contact converted with its history', async (code) => {
    const tenant = await tenantByCode(payload, code)
    const { rows } = await payload.db.pool.query<{ lead_status: number; owners: number }>('SELECT lead_status::int, count(DISTINCT owner_id)::int AS owners FROM contacts WHERE tenant_id = $1 AND email LIKE $2 GROUP BY lead_status', [tenant.id, `%@${code}-prospects.test`])
    expect(rows.map((row) => row.lead_status).sort()).toEqual([1, 2, 3])
    expect(await count(`SELECT count(*) FROM contacts WHERE tenant_id = $1 AND email LIKE $2`, [tenant.id, `%@${code}-prospects.test`])).toBe(40)
    expect(await count('SELECT count(DISTINCT owner_id) FROM contacts WHERE tenant_id = $1', [tenant.id])).toBeGreaterThan(1)
    expect(await count(`SELECT count(*) FROM notes WHERE tenant_id = $1 AND target_collection = 'contacts'`, [tenant.id])).toBeGreaterThan(5)
    const states = (await payload.db.pool.query<{ status: string }>('SELECT DISTINCT status FROM invitations WHERE tenant_id = $1', [tenant.id])).rows.map((row) => row.status).sort()
    // tests/security/write-endpoint-properties.test.ts resends and revokes random ids of 'fund': its pending ones may be gone.
    expect(states).toEqual(expect.arrayContaining(code === 'fund' ? ['accepted', 'expired', 'revoked'] : ['accepted', 'expired', 'pending', 'revoked']))
    const { rows: converted } = await payload.db.pool.query<{ id: number; converted_to_id: number; lead_status: number }>('SELECT id, converted_to_id, lead_status::int FROM contacts WHERE tenant_id = $1 AND converted_to_id IS NOT NULL', [tenant.id])
    expect(converted).toHaveLength(1)
    expect(converted[0]!.lead_status).toBe(LEAD_STATUS.investment)
    expect(await count(`SELECT count(*) FROM notes WHERE target_collection = 'users' AND target_id = $1`, [converted[0]!.converted_to_id])).toBeGreaterThan(0)
    expect(await count(`SELECT count(*) FROM notes WHERE target_collection = 'contacts' AND target_id = $1`, [converted[0]!.id])).toBe(0)
  })

  test('reachable from /admin: the navigation links contacts and invitations, the lists link records', async () => {
    const overview = await page(ROLE.superAdmin, '/admin')
    expect(overview.text).toContain('href="/admin/investors/contacts"')
    expect(overview.text).toContain('href="/admin/investors/invitations"')
    const contacts = await page(ROLE.superAdmin, '/admin/investors/contacts')
    expect(contacts.text).toMatch(/href="\/admin\/investors\/contacts\/\d+\/details"/)
    const invitations = await page(ROLE.superAdmin, '/admin/investors/invitations')
    expect(invitations.text).toMatch(/href="\/admin\/investors\/invitations\/\d+"/)
  })
})

describe('the contacts list', () => {
  test('the tenant’s contacts only, sorted by surname, searchable by name, email and company', async () => {
    const first = await contactList()
    expect(first.totalDocs).toBe(await count('SELECT count(*) FROM contacts WHERE tenant_id = $1', [demo.id]))
    const angelContact = (await payload.find({ collection: 'contacts', where: { tenant: { equals: angel.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    expect((await contactList(`q=${encodeURIComponent(angelContact.email)}`)).totalDocs).toBe(0)
    expect((await contactList('q=AINSWORTH')).docs.map((row) => row.email)).toEqual(['abigail.ainsworth@demo-prospects.test'])
    expect((await contactList('q=galbraith%20trust')).docs.map((row) => row.email)).toEqual(['gwendolyn.galbraith@demo-prospects.test'])
  })

  test('lead status and owner filters answer as the database says; the owner’s name shows for every role', async () => {
    for (const [query, where, values] of [
      ['filter[leadStatus]=2', 'lead_status = 2', []],
      ['filter[leadStatus]=1,3', 'lead_status IN (1, 3)', []],
      [`filter[owner]=${adviser.id}`, 'owner_id = $2', [adviser.id]],
    ] as const) {
      expect((await contactList(query)).totalDocs, query).toBe(await count(`SELECT count(*) FROM contacts WHERE tenant_id = $1 AND ${where}`, [demo.id, ...values]))
    }
    // An Adviser may not read staff accounts, yet reads who owns each contact.
    const rows = (await contactList(`filter[owner]=${superAdmin.id}`, ROLE.adviser)).docs
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.ownerName).toBe([superAdmin.name, superAdmin.surname].filter(Boolean).join(' '))
  })

  test('the CSV export has the list’s columns and the filtered rows', async () => {
    const response = await client(ROLE.superAdmin).get('/api/resources/contacts/export?filter[leadStatus]=2', { accept: 'text/csv' })
    expect(response.status, show(response)).toBe(200)
    const lines = response.text.trim().split('\n')
    expect(lines[0]).toBe('Name,Email,Company,Lead status,Owner,Source,Added')
    expect(lines.length - 1).toBe(await count('SELECT count(*) FROM contacts WHERE tenant_id = $1 AND lead_status = 2', [demo.id]))
    expect(lines.slice(1).every((line) => line.includes(',Inactive,'))).toBe(true)
  })

  test.each(roles)('$label: list, record tabs, edit and new-contact pages as can(investors, …) says', async ({ role }) => {
    const contact = (await payload.find({ collection: 'contacts', where: { and: [{ tenant: { equals: demo.id } }, { email: { equals: 'cecily.crowther@demo-prospects.test' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const list = await page(role, '/admin/investors/contacts')
    expect(expectedPage(role, 'index'), `list ${list.status}`).toContain(list.status)
    if (list.status === 200) expect(list.text.includes(`href="/admin/investors/contacts/${contact.id}/details"`), 'a link to the record').toBe(can(role, 'investors', 'show'))
    for (const tab of ['details', 'documents', 'notes-calls-tasks', 'category', 'registration-form', 'fact-find', 'risk-profile']) {
      const response = await page(role, `/admin/investors/contacts/${contact.id}/${tab}`)
      expect(expectedPage(role, 'show'), `${tab}: ${response.status}`).toContain(response.status)
      if (response.status === 200) expect(response.text, tab).toContain('cecily.crowther@demo-prospects.test')
    }
    expect(expectedPage(role, 'update')).toContain((await page(role, `/admin/investors/contacts/${contact.id}/edit`)).status)
    expect(expectedPage(role, 'create')).toContain((await page(role, '/admin/investors/contacts/new-contact')).status)
  })

  test('the onboarding tabs say honestly that nothing is recorded yet', async () => {
    const contact = await newContact()
    for (const [tab, empty] of [['category', 'contact-category-empty'], ['registration-form', 'questionnaire-empty'], ['fact-find', 'questionnaire-empty'], ['risk-profile', 'questionnaire-empty']]) {
      const response = await page(ROLE.superAdmin, `/admin/investors/contacts/${contact.id}/${tab}`)
      expect(response.status).toBe(200)
      expect(response.text).toContain(`data-testid="${empty}"`)
      expect(response.text).not.toContain('placeholder-screen')
    }
    const details = await page(ROLE.superAdmin, `/admin/investors/contacts/${contact.id}/details`)
    for (const tab of ['documents', 'notes-calls-tasks', 'category', 'registration-form', 'fact-find', 'risk-profile']) expect(details.text).toContain(`href="/admin/investors/contacts/${contact.id}/${tab}"`)
  })

  test('another tenant’s contact and an unknown id are 404s on every tab and the edit page', async () => {
    const other = await newContact({}, angel)
    for (const id of [other.id, 99_999_999, 'abc']) {
      for (const tab of ['details', 'documents', 'notes-calls-tasks', 'category']) expect((await page(ROLE.superAdmin, `/admin/investors/contacts/${id}/${tab}`)).status, `${id}/${tab}`).toBe(404)
      expect((await page(ROLE.superAdmin, `/admin/investors/contacts/${id}/edit`)).status).toBe(404)
    }
    expect((await client(ROLE.superAdmin).get(`/api/contacts/${other.id}`)).status).toBe(404)
  })
})

describe('contacts through the API', () => {
  test.each(roles)('$label: creates, changes and deletes contacts as can(investors, …) says; the tenant is the session’s', async ({ role }) => {
    const email = `${unique(`by-${ROLE_SLUG[role]}`)}@contacts.test`
    const created = await client(role).request('POST', '/api/contacts?depth=0', { body: { name: 'Table', surname: 'Driven', email, leadStatus: 2, tenant: angel.id } })
    expect(created.status === 201, show(created)).toBe(can(role, 'investors', 'create'))
    if (created.status === 201) expect(created.json<{ doc: { tenant: number } }>().doc.tenant).toBe(demo.id)
    const target = await newContact()
    const changed = await client(role).request('PATCH', `/api/contacts/${target.id}?depth=0`, { body: { leadStatus: 2 } })
    expect(changed.status === 200, show(changed)).toBe(can(role, 'investors', 'update'))
    const deleted = await client(role).request('DELETE', `/api/contacts/${target.id}`)
    expect(deleted.status === 200, show(deleted)).toBe(can(role, 'investors', 'delete'))
  })

  test('an email is unique among the tenant’s contacts and may not be an investor’s; the same email in another tenant is fine', async () => {
    const existing = await newContact()
    const duplicate = await client(ROLE.adviser).request('POST', '/api/contacts?depth=0', { body: { name: 'Again', email: existing.email.toUpperCase() } })
    expect(duplicate.status, show(duplicate)).toBe(400)
    expect(duplicate.text).toContain('Another contact of this firm has this email.')
    const investorEmail = await client(ROLE.adviser).request('POST', '/api/contacts?depth=0', { body: { name: 'Investor', email: 'investor@demo.test' } })
    expect(investorEmail.status, show(investorEmail)).toBe(400)
    expect(investorEmail.text).toContain('belongs to an investor')
    const elsewhere = await newContact({ email: existing.email }, angel)
    expect(elsewhere.email).toBe(existing.email)
  })

  test('the owner is a staff account of the tenant; the owner’s name is kept by the database, also when the account is renamed', async () => {
    const investor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
    const angelAdmin = (await userByEmail(payload, angel.id, 'superadmin@angel.test'))!
    for (const owner of [investor.id, angelAdmin.id]) {
      const refused = await client(ROLE.superAdmin).request('POST', '/api/contacts?depth=0', { body: { name: 'Owned', email: `${unique('owned')}@contacts.test`, owner } })
      expect(refused.status, show(refused)).toBe(400)
    }
    const staffer = await payload.create({ collection: 'users', data: { name: 'Olive', surname: 'Owner', email: `${unique('owner')}@staff.test`, role_id: ROLE.adviser, tenant: demo.id }, overrideAccess: true })
    const created = await client(ROLE.superAdmin).request('POST', '/api/contacts?depth=0', { body: { name: 'Owned', email: `${unique('owned')}@contacts.test`, owner: staffer.id } })
    expect(created.status, show(created)).toBe(201)
    const id = created.json<{ doc: { id: number } }>().doc.id
    const ownerName = async () => (await payload.db.pool.query<{ owner_name: string }>('SELECT owner_name FROM contacts WHERE id = $1', [id])).rows[0]!.owner_name
    expect(await ownerName()).toBe('Olive Owner')
    await payload.update({ collection: 'users', id: staffer.id, data: { surname: 'Renamed' }, overrideAccess: true })
    expect(await ownerName()).toBe('Olive Renamed')
    // Nobody writes it through the API.
    await client(ROLE.superAdmin).request('PATCH', `/api/contacts/${id}?depth=0`, { body: { ownerName: 'Forged' } })
    expect(await ownerName()).toBe('Olive Renamed')
    await payload.delete({ collection: 'contacts', id, overrideAccess: true })
    await payload.delete({ collection: 'users', id: staffer.id, overrideAccess: true })
  })

  test.each(roles)('$label: notes on a contact with investors show (read) and update (write)', async ({ role }) => {
    const contact = (await payload.find({ collection: 'contacts', where: { and: [{ tenant: { equals: demo.id } }, { email: { equals: 'desmond.dunmore@demo-prospects.test' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const read = await client(role).get(`/api/notes?depth=0&where[targetCollection][equals]=contacts&where[targetId][equals]=${contact.id}`)
    expect(read.status === 200, show(read)).toBe(can(role, 'admin_area', 'show') && can(role, 'investors', 'show'))
    const written = await client(role).request('POST', '/api/notes?depth=0', { body: { targetCollection: 'contacts', targetId: contact.id, body: lexicalParagraphs([`Note by ${ROLE_LABEL[role]}`]) } })
    expect(written.status === 201, show(written)).toBe(can(role, 'admin_area', 'show') && can(role, 'investors', 'show') && can(role, 'investors', 'update'))
  })
})

describe('invitations', () => {
  test('an invitation is emailed with a link that opens registration into this tenant, the email fixed; it works once', async () => {
    const email = `${unique('invitee')}@invitations.test`
    const { id, token, link } = await invite(email, { name: 'Ivy' })
    expect(link.pathname).toBe('/register/invitation')
    // The token is not stored in clear: only its hash, and no answer carries either.
    const { rows } = await payload.db.pool.query<{ token_hash: string }>('SELECT token_hash FROM invitations WHERE id = $1', [id])
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(token)
    const read = await client(ROLE.superAdmin).get(`/api/invitations/${id}`)
    expect(read.text).not.toContain(rows[0]!.token_hash)
    expect(read.text).not.toContain('tokenHash')
    const visitor = new TestClient('demo')
    const form = await visitor.get(`${link.pathname}${link.search}`, { accept: 'text/html' })
    expect(form.status).toBe(200)
    expect(form.text).toContain(email)
    expect(form.text).toContain('Create account')
    const { response, visitor: registered } = await accept(token, 'demo', { name: 'Ivy', surname: 'Invited' })
    expect(response.status, show(response)).toBe(201)
    const user = (await userByEmail(payload, demo.id, email))!
    expect(user.role_id).toBe(ROLE.user)
    expect(user.email_verified_at).toBeTruthy()
    expect((await registered.get('/api/user')).json<{ email: string }>().email).toBe(email)
    const invitation = await payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true })
    expect([invitation.status, invitation.acceptedUser]).toEqual(['accepted', user.id])
    expect(invitation.invitedBy).toBe(superAdmin.id)
    // The inviter is on the investor's trail.
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: user.id } }, { action: { equals: 'registered-from-invitation' } }] }, depth: 0, overrideAccess: true })
    expect(JSON.stringify(trail.docs[0]?.changes)).toContain([superAdmin.name, superAdmin.surname].filter(Boolean).join(' '))
    // Single use.
    const again = await accept(token)
    expect(again.response.status, show(again.response)).toBe(409)
    expect(again.response.text).toContain('already been used')
    const used = await new TestClient('demo').get(`${link.pathname}${link.search}`, { accept: 'text/html' })
    expect(used.text).toContain('data-testid="invitation-accepted"')
    expect(used.text).not.toContain(email)
  })

  test('an expired link is refused with a clear page, and the sweep marks it expired', async () => {
    const email = `${unique('expired')}@invitations.test`
    const { id, token, link } = await invite(email)
    await payload.db.pool.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id])
    const { response } = await accept(token)
    expect(response.status, show(response)).toBe(409)
    expect(response.text).toContain('expired')
    expect((await new TestClient('demo').get(`${link.pathname}${link.search}`, { accept: 'text/html' })).text).toContain('data-testid="invitation-expired"')
    await expireStaleInvitations(payload)
    expect((await payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true })).status).toBe('expired')
    expect(await userByEmail(payload, demo.id, email)).toBeNull()
    // Resending makes a new link valid from now; the old one stays dead.
    const resent = await client(ROLE.superAdmin).request('POST', `/api/invitations/${id}/resend`, { body: {} })
    expect(resent.status, show(resent)).toBe(200)
    const mails = await waitForMailsTo(email, 2)
    const fresh = linkIn(mails.at(-1)!).searchParams.get('token')!
    expect(fresh).not.toBe(token)
    expect((await accept(token)).response.status).toBe(404)
    expect((await accept(fresh)).response.status).toBe(201)
  })

  test('a revoked link is refused with a clear page; revoking needs investors update', async () => {
    const email = `${unique('revoked')}@invitations.test`
    const { id, token, link } = await invite(email)
    const refused = await client(ROLE.creator).request('POST', `/api/invitations/${id}/revoke`, { body: {} })
    expect(refused.status).toBe(403)
    const revoked = await client(ROLE.adviser).request('POST', `/api/invitations/${id}/revoke`, { body: {} })
    expect(revoked.status, show(revoked)).toBe(200)
    const { response } = await accept(token)
    expect(response.status).toBe(409)
    expect(response.text).toContain('withdrawn')
    expect((await new TestClient('demo').get(`${link.pathname}${link.search}`, { accept: 'text/html' })).text).toContain('data-testid="invitation-revoked"')
    expect((await client(ROLE.superAdmin).request('POST', `/api/invitations/${id}/resend`, { body: {} })).status).toBe(409)
  })

  test('a link works only in its own tenant: on another tenant’s host it is unknown', async () => {
    const email = `${unique('tenant')}@invitations.test`
    const { token, link } = await invite(email)
    const { response } = await accept(token, 'angel')
    expect(response.status, show(response)).toBe(404)
    expect(await userByEmail(payload, angel.id, email)).toBeNull()
    const angelPage = await new TestClient('angel').get(`${link.pathname}${link.search}`, { accept: 'text/html' })
    expect(angelPage.text).toContain('data-testid="invitation-unknown"')
    expect(angelPage.text).not.toContain(email)
    expect((await accept('not-a-real-token')).response.status).toBe(404)
  })

  test('two uses of one link at once make one account', async () => {
    const email = `${unique('race')}@invitations.test`
    const { token } = await invite(email)
    const results = await Promise.all([accept(token), accept(token), accept(token)])
    expect(results.map(({ response }) => response.status).sort()).toEqual([201, 409, 409])
    expect(await count('SELECT count(*) FROM users WHERE tenant_id = $1 AND email = $2', [demo.id, email])).toBe(1)
  })

  test('a bulk invitation answers every line: invited, not an email, repeated, already invited, already an investor', async () => {
    const fresh = [`${unique('bulk-a')}@invitations.test`, `${unique('bulk-b')}@invitations.test`]
    const pending = `${unique('bulk-pending')}@invitations.test`
    await invite(pending)
    const text = [fresh[0], 'not an email', `Bulk Person <${fresh[1]}>`, fresh[0]!.toUpperCase(), 'investor@demo.test', pending].join('\n')
    const response = await client(ROLE.creator).request('POST', '/api/invitations/bulk', { body: { emails: text } })
    expect(response.status, show(response)).toBe(200)
    const answer = response.json<{ invited: number; lines: Array<{ line: number; outcome: string; email: string | null }> }>()
    expect(answer.lines.map((line) => [line.line, line.outcome])).toEqual([
      [1, 'invited'],
      [2, 'invalid'],
      [3, 'invited'],
      [4, 'duplicate'],
      [5, 'already-investor'],
      [6, 'already-invited'],
    ])
    expect(answer.invited).toBe(2)
    for (const email of fresh) expect((await newestMailArriving(email)).subject).toContain('invited')
    expect(await count(`SELECT count(*) FROM invitations WHERE tenant_id = $1 AND email = ANY($2)`, [demo.id, fresh])).toBe(2)
    // Commas separate addresses too (a CSV row).
    const csv = await client(ROLE.superAdmin).request('POST', '/api/invitations/bulk', { body: { emails: `${unique('csv-a')}@invitations.test, ${unique('csv-b')}@invitations.test` } })
    expect(csv.json<{ invited: number }>().invited).toBe(2)
  })

  test.each(roles)('$label: invite, bulk invite, resend, revoke and bulk delete as can(investors, …) says', async ({ role }) => {
    const email = `${unique(`role-${ROLE_SLUG[role]}`)}@invitations.test`
    const single = await client(role).request('POST', '/api/invitations', { body: { email } })
    expect(single.status === 201, show(single)).toBe(can(role, 'investors', 'create'))
    const bulk = await client(role).request('POST', '/api/invitations/bulk', { body: { emails: `${unique('role-bulk')}@invitations.test` } })
    expect(bulk.status === 200, show(bulk)).toBe(can(role, 'investors', 'create'))
    const target = await invite(`${unique('role-target')}@invitations.test`)
    const resent = await client(role).request('POST', `/api/invitations/${target.id}/resend`, { body: {} })
    expect(resent.status === 200, show(resent)).toBe(can(role, 'investors', 'create'))
    const listed = await client(role).get('/api/resources/invitations')
    expect(listed.status === 200, show(listed)).toBe(can(role, 'investors', 'index'))
    const revoked = await client(role).request('POST', `/api/invitations/${target.id}/revoke`, { body: {} })
    expect(revoked.status === 200, show(revoked)).toBe(can(role, 'investors', 'update'))
    const deleted = await client(role).request('POST', '/api/resources/invitations/bulk-delete', { body: { ids: [target.id] } })
    if (can(role, 'investors', 'delete')) {
      expect(deleted.status, show(deleted)).toBe(200)
      expect(deleted.json<{ deleted: Array<{ id: number }> }>().deleted.map((row) => row.id)).toEqual([target.id])
    } else {
      expect([401, 403], show(deleted)).toContain(deleted.status)
    }
    expect(expectedPage(role, 'index')).toContain((await page(role, '/admin/investors/invitations')).status)
    expect(expectedPage(role, 'create')).toContain((await page(role, '/admin/investors/invitations/new-invitation')).status)
  })

  test('another tenant’s invitation can be neither read, resent, revoked nor deleted', async () => {
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    const email = `${unique('other-tenant')}@invitations.test`
    const created = await angelAdmin.request('POST', '/api/invitations', { body: { email } })
    expect(created.status, show(created)).toBe(201)
    const id = created.json<{ doc: { id: number } }>().doc.id
    expect((await client(ROLE.superAdmin).get(`/api/invitations/${id}`)).status).toBe(404)
    for (const action of ['resend', 'revoke']) expect((await client(ROLE.superAdmin).request('POST', `/api/invitations/${id}/${action}`, { body: {} })).status, action).toBe(404)
    const deleted = await client(ROLE.superAdmin).request('POST', '/api/resources/invitations/bulk-delete', { body: { ids: [id] } })
    expect(deleted.json<{ deleted: unknown[] }>().deleted).toEqual([])
    expect((await page(ROLE.superAdmin, `/admin/investors/invitations/${id}`)).status).toBe(404)
    expect((await payload.findByID({ collection: 'invitations', id, depth: 0, overrideAccess: true })).status).toBe('pending')
  })
})

describe('converting a contact into an investor', () => {
  test('the invitation’s registration moves the contact’s notes, calls, tasks, documents and questionnaire answers to the investor and sets its lead status to Investment', async () => {
    const email = `${unique('convert')}@contacts.test`
    const contact = await newContact({ name: 'Connie', surname: 'Convert', email, owner: adviser.id })
    const base = { targetCollection: 'contacts' as const, targetId: contact.id, tenant: demo.id }
    const note = await payload.create({ collection: 'notes', data: { ...base, author: adviser.id, body: lexicalParagraphs(['Keen on healthcare rounds']) }, overrideAccess: true })
    const call = await payload.create({ collection: 'call-logs', data: { ...base, author: adviser.id, calledAt: new Date().toISOString(), outcome: 'connected', summary: 'First call' }, overrideAccess: true })
    const task = await payload.create({ collection: 'tasks', data: { ...base, author: adviser.id, title: 'Send the deck', assignee: adviser.id }, overrideAccess: true })
    const document = await payload.create({
      collection: 'documents',
      data: { ...base, visibility: 'private', filename: 'Notes.pdf', storageKey: `t${demo.id}/${unique('key')}`, contentType: 'application/pdf', size: 10, sha256: '0'.repeat(64), uploadedBy: adviser.id },
      overrideAccess: true,
    })
    // A risk profile answered as a contact (decision 026) moves with the rest.
    const riskProfile = (await payload.find({ collection: 'questionnaires', where: { and: [{ tenant: { equals: demo.id } }, { kind: { equals: 'risk-profile' } }] }, sort: '-version', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const riskAnswers = { loss_reaction: 'hold', loss_capacity: 'some', illiquidity: 'comfortable', describe: 'balanced', diversification: '10-25' }
    const answer = await payload.create({ collection: 'questionnaire-answers', data: { questionnaire: riskProfile.id, contact: contact.id, answers: riskAnswers, tenant: demo.id } as never, overrideAccess: true })
    // An Investment Manager (no investors create) may not convert; an Adviser may.
    expect((await client(ROLE.investmentManager).request('POST', `/api/contacts/${contact.id}/invite`, { body: {} })).status).toBe(403)
    const invited = await client(ROLE.adviser).request('POST', `/api/contacts/${contact.id}/invite`, { body: {} })
    expect(invited.status, show(invited)).toBe(201)
    const details = await page(ROLE.adviser, `/admin/investors/contacts/${contact.id}/details`)
    expect(details.text).toContain('data-testid="contact-conversion"')
    expect(details.text).toContain('Pending')
    const token = linkIn(await newestMailArriving(email)).searchParams.get('token')!
    const { response } = await accept(token, 'demo', { name: 'Connie', surname: 'Convert' })
    expect(response.status, show(response)).toBe(201)
    const investor = (await userByEmail(payload, demo.id, email))!
    for (const [collection, id] of [
      ['notes', note.id],
      ['call-logs', call.id],
      ['tasks', task.id],
      ['documents', document.id],
    ] as const) {
      const row = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as { targetCollection: string; targetId: number }
      expect([row.targetCollection, row.targetId], collection).toEqual(['users', investor.id])
    }
    const movedAnswer = await payload.findByID({ collection: 'questionnaire-answers', id: answer.id, depth: 0, overrideAccess: true })
    expect([movedAnswer.investor, movedAnswer.contact ?? null, movedAnswer.createdAt]).toEqual([investor.id, null, answer.createdAt])
    const after = await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0, overrideAccess: true })
    expect([after.leadStatus, after.convertedTo]).toEqual([LEAD_STATUS.investment, investor.id])
    // The investor's record tells the story: the note and the task on its tab, the call too.
    const notesTab = await page(ROLE.adviser, `/admin/investors/${investor.id}/details/notes-calls-tasks`)
    expect(notesTab.text).toContain('Keen on healthcare rounds')
    expect(notesTab.text).toContain('Send the deck')
    expect((await page(ROLE.adviser, `/admin/investors/${investor.id}/details/documents`)).text).toContain('Notes.pdf')
    // The contact's trail stays on the contact (append-only) and says where everything went; its record links the investor.
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'contacts' } }, { targetId: { equals: contact.id } }] }, depth: 0, overrideAccess: true, sort: 'createdAt' })
    expect(trail.docs.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'invitation-sent', 'converted-to-investor']))
    const converted = await page(ROLE.adviser, `/admin/investors/contacts/${contact.id}/details`)
    expect(converted.text).toContain(`href="/admin/investors/${investor.id}/details"`)
    expect((await page(ROLE.adviser, `/admin/investors/contacts/${contact.id}/notes-calls-tasks`)).text).toContain('data-testid="contact-history-moved"')
    const investorTrail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'registered-from-invitation' } }] }, depth: 0, overrideAccess: true })
    expect(JSON.stringify(investorTrail.docs[0]?.changes)).toContain(`contact #${contact.id}`)
    // Converted once: inviting again is refused.
    expect((await client(ROLE.adviser).request('POST', `/api/contacts/${contact.id}/invite`, { body: {} })).status).toBe(409)
  })

  test('a contact whose email is already an investor’s is not invited; another tenant’s contact is not found', async () => {
    const contact = await newContact()
    await payload.db.pool.query('UPDATE contacts SET email = $1 WHERE id = $2', ['investor@demo.test', contact.id])
    const refused = await client(ROLE.superAdmin).request('POST', `/api/contacts/${contact.id}/invite`, { body: {} })
    expect(refused.status, show(refused)).toBe(409)
    const other = await newContact({}, angel)
    expect((await client(ROLE.superAdmin).request('POST', `/api/contacts/${other.id}/invite`, { body: {} })).status).toBe(404)
  })
})
