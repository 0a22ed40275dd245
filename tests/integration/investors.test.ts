import { parse } from 'node-html-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { linkIn, newestMailArriving, tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// issue 11 §1 (decision 017) over HTTP on the real database: the investors list (the tenant's
// role-5 users: search, filters, sort, CSV), an investor's record and its tabs, the edit and
// new-investor forms, notes and documents on investors, per role from spec 6's table through
// can(), tenant isolation, the transactions tab's figures against the ledger, and has_invested as
// PostgreSQL keeps it.

let payload: Payload
let demo: Tenant
let angel: Tenant
let investor: User
let prospect: User
let angelInvestor: User
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const page = (role: TRoleId, path: string) => client(role).get(path, { accept: 'text/html' })

/** What a page answers a role: 200 with the right, else the staff 403 (an investor is sent to the portal or refused). */
const expectedPage = (role: TRoleId, action: TAction) => (can(role, 'investors', action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

type TListPage = { docs: Array<{ id: number; name: string; surname: string | null; email: string; hasInvested: boolean; compliance_passed: boolean; email_verified_at: string | null; createdAt: string }>; totalDocs: number }

const list = async (query = '', role: TRoleId = ROLE.superAdmin): Promise<TListPage> => {
  const response = await client(role).get(`/api/resources/investors${query ? `?${query}` : ''}`)
  expect(response.status, show(response)).toBe(200)
  return response.json<TListPage>()
}

/** Every page of a query (the list is 20 a page). */
async function everyRow(query: string): Promise<TListPage['docs']> {
  const rows: TListPage['docs'] = []
  for (let number = 1; ; number++) {
    const result = await list(`${query}${query ? '&' : ''}page=${number}`)
    rows.push(...result.docs)
    if (rows.length >= result.totalDocs || result.docs.length === 0) return rows
  }
}

const hasInvested = async (id: number) => (await payload.db.pool.query<{ has_invested: boolean }>('SELECT has_invested FROM users WHERE id = $1', [id])).rows[0]!.has_invested

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  investor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
  prospect = (await userByEmail(payload, demo.id, 'amara.adeyemi@demo.test'))!
  angelInvestor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, c)
    }),
  )
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('the list', () => {
  test('the tenant’s investors only, 20 a page, sorted by surname; staff accounts and other tenants are not in it', async () => {
    const first = await list()
    const { totalDocs } = await payload.count({ collection: 'users', where: { and: [{ tenant: { equals: demo.id } }, { role_id: { equals: ROLE.user } }] }, overrideAccess: true })
    expect(first.totalDocs).toBe(totalDocs)
    expect(first.totalDocs).toBeGreaterThan(30)
    expect(first.docs).toHaveLength(20)
    const rows = await everyRow('')
    expect(rows.map((row) => row.id)).toContain(investor.id)
    expect(rows.map((row) => row.id)).not.toContain(angelInvestor.id)
    const { docs: staffAccounts } = await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: demo.id } }, { role_id: { not_equals: ROLE.user } }] }, depth: 0, limit: 50, overrideAccess: true })
    for (const account of staffAccounts) expect(rows.map((row) => row.id)).not.toContain(account.id)
    // PostgreSQL's order (the test compares with the database, not with JavaScript's collation).
    const { rows: expected } = await payload.db.pool.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND role_id = 5 ORDER BY surname ASC, id ASC', [demo.id])
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id))
  })

  test('searches first name, surname and email, any case, anywhere in the text', async () => {
    expect((await list('q=AMARA')).docs.map((row) => row.id)).toEqual([prospect.id])
    expect((await list('q=adeyem')).docs.map((row) => row.id)).toEqual([prospect.id])
    expect((await list(`q=${encodeURIComponent('amara.adeyemi@')}`)).docs.map((row) => row.id)).toEqual([prospect.id])
    expect((await list('q=nobody-by-this-name')).totalDocs).toBe(0)
  })

  test('filters: compliance, verified, has invested and registration dates, each as the database says', async () => {
    const count = async (where: string) => Number((await payload.db.pool.query<{ count: string }>(`SELECT count(*) FROM users WHERE tenant_id = $1 AND role_id = 5 AND ${where}`, [demo.id])).rows[0]!.count)
    const cases: Array<[string, string]> = [
      ['filter[compliance_passed]=yes', 'compliance_passed IS TRUE'],
      ['filter[compliance_passed]=no', 'compliance_passed IS NOT TRUE'],
      ['filter[email_verified_at]=yes', 'email_verified_at IS NOT NULL'],
      ['filter[email_verified_at]=no', 'email_verified_at IS NULL'],
      ['filter[hasInvested]=yes', 'has_invested'],
      ['filter[hasInvested]=no', 'NOT has_invested'],
      ['filter[createdAt][from]=2000-01-01&filter[createdAt][to]=2999-12-31', 'true'],
      [`filter[createdAt][to]=${new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)}`, `created_at < date_trunc('day', now() - interval '199 days')`],
    ]
    for (const [query, where] of cases) {
      const expected = await count(where)
      expect((await list(query)).totalDocs, query).toBe(expected)
    }
    // The demo data has both answers of each.
    expect(await count('has_invested')).toBeGreaterThan(0)
    expect(await count('NOT has_invested')).toBeGreaterThan(0)
    expect(await count('email_verified_at IS NULL')).toBeGreaterThan(0)
  })

  test('filters: category (the latest declaration not rejected), lead status and adviser, each as the database says', async () => {
    const count = async (where: string, values: unknown[] = []) =>
      Number((await payload.db.pool.query<{ count: string }>(`SELECT count(*) FROM users WHERE tenant_id = $1 AND role_id = 5 AND ${where}`, [demo.id, ...values])).rows[0]!.count)
    const adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    const cases: Array<[string, string, unknown[]]> = [
      ['filter[latestCategory]=high-net-worth', "latest_category = 'high-net-worth'", []],
      ['filter[latestCategory]=restricted', "latest_category = 'restricted'", []],
      ['filter[leadStatus]=1', 'lead_status = 1', []],
      ['filter[leadStatus]=2,3', 'lead_status IN (2, 3)', []],
      [`filter[owner]=${adviser.id}`, 'owner_id = $2', [adviser.id]],
      [`filter[owner]=${adviser.id}&filter[leadStatus]=1&filter[latestCategory]=restricted`, "owner_id = $2 AND lead_status = 1 AND latest_category = 'restricted'", [adviser.id]],
    ]
    for (const [query, where, values] of cases) {
      const expected = await count(where, values)
      expect(expected, `${query}: the demo data has rows`).toBeGreaterThan(query.includes('&') ? -1 : 0)
      expect((await list(query)).totalDocs, query).toBe(expected)
    }
    // The column is what the declarations say: the newest one not rejected, for every investor of the tenant.
    const { rows: disagreeing } = await payload.db.pool.query(
      `SELECT u.id FROM users u WHERE u.tenant_id = $1 AND u.role_id = 5 AND u.latest_category IS DISTINCT FROM (
         SELECT c.category::text FROM investor_categorisations c WHERE c.investor_id = u.id AND c.status <> 'rejected' ORDER BY c.declared_at DESC, c.id DESC LIMIT 1)`,
      [demo.id],
    )
    expect(disagreeing).toEqual([])
  })

  test('the adviser filter offers the staff accounts the role may read, by name, each with its id: a Super Admin all of the tenant’s, an Adviser themselves', async () => {
    const { rows: staffRows } = await payload.db.pool.query<{ id: number; name: string | null; surname: string | null; email: string }>('SELECT id, name, surname, email FROM users WHERE tenant_id = $1 AND role_id <> 5', [demo.id])
    const labelOf = (row: { name: string | null; surname: string | null; email: string }) => [row.name, row.surname].filter(Boolean).join(' ') || row.email
    const choices = async (role: TRoleId) => {
      const html = parse((await page(role, '/admin/investors')).text)
      return html.querySelectorAll('select[name="filter[owner]"] option').flatMap((option) => (option.getAttribute('value') ? [{ id: Number(option.getAttribute('value')), label: option.text }] : []))
    }
    const all = await choices(ROLE.superAdmin)
    expect(all.map((choice) => choice.id).sort((a, b) => a - b)).toEqual(staffRows.map((row) => row.id).sort((a, b) => a - b))
    for (const choice of all) expect(choice.label).toBe(labelOf(staffRows.find((row) => row.id === choice.id)!))
    const adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    expect(await choices(ROLE.adviser)).toEqual([{ id: adviser.id, label: labelOf({ name: adviser.name ?? null, surname: adviser.surname ?? null, email: adviser.email }) }])
  })

  test('the latest category and the adviser’s name are kept by the database; the adviser is a staff account, set by staff only', async () => {
    const person = await payload.create({ collection: 'users', data: { name: 'Cat', surname: unique('Egory'), email: `${unique('cat')}@example.com`, role_id: ROLE.user, tenant: demo.id }, overrideAccess: true, depth: 0 })
    const column = async () => (await payload.db.pool.query<{ latest_category: string | null; owner_name: string | null }>('SELECT latest_category, owner_name FROM users WHERE id = $1', [person.id])).rows[0]!
    expect((await column()).latest_category).toBeNull()
    const declare = (category: string, daysAgo: number) =>
      payload.create({ collection: 'investor-categorisations', data: { investor: person.id, category, answers: [{ question: 'Q', answer: 'A' }], declaredAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(), source: 'staff', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
    await declare('restricted', 30)
    expect((await column()).latest_category).toBe('restricted')
    const newer = await declare('high-net-worth', 1)
    expect((await column()).latest_category).toBe('high-net-worth')
    await payload.db.pool.query(`UPDATE investor_categorisations SET status = 'rejected' WHERE id = $1`, [newer.id])
    expect((await column()).latest_category).toBe('restricted')
    // A write of the column says nothing: the database puts it back.
    await payload.db.pool.query(`UPDATE users SET latest_category = 'sophisticated-certified' WHERE id = $1`, [person.id])
    expect((await column()).latest_category).toBe('restricted')

    const adviser = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    const staff = client(ROLE.superAdmin)
    const set = await staff.request('PATCH', `/api/users/${person.id}`, { body: { owner: adviser.id, leadStatus: 2 } })
    expect(set.status, show(set)).toBe(200)
    expect(await column()).toMatchObject({ owner_name: [adviser.name, adviser.surname].filter(Boolean).join(' ') })
    expect((await list(`filter[owner]=${adviser.id}&q=${encodeURIComponent(person.email)}`)).docs.map((row) => row.id)).toEqual([person.id])
    // Another investor is not an adviser; a lead status outside spec 4's codes is refused.
    expect((await staff.request('PATCH', `/api/users/${person.id}`, { body: { owner: prospect.id } })).status).toBe(400)
    expect((await staff.request('PATCH', `/api/users/${person.id}`, { body: { leadStatus: 7 } })).status).toBe(400)
    // A renamed adviser renames the investors they advise.
    await payload.update({ collection: 'users', id: adviser.id, data: { surname: unique('Renamed') }, overrideAccess: true, depth: 0 })
    const renamed = (await userByEmail(payload, demo.id, 'adviser@demo.test'))!
    expect((await column()).owner_name).toBe(`${renamed.name} ${renamed.surname}`)
    await payload.update({ collection: 'users', id: adviser.id, data: { surname: adviser.surname }, overrideAccess: true, depth: 0 })
    await payload.delete({ collection: 'users', id: person.id, overrideAccess: true })
  })

  test('the CSV export has every investor of the search, with the list’s columns', async () => {
    const response = await client(ROLE.superAdmin).get('/api/resources/investors/export?q=adeyemi', { accept: 'text/csv' })
    expect(response.status, show(response)).toBe(200)
    const lines = response.text.trim().split('\n')
    expect(lines[0]).toBe('Name,Email,Verified,Compliance,Invested,Category,Lead status,Adviser,Account,Registered')
    expect(lines.slice(1)).toHaveLength(1)
    expect(lines[1]).toContain('Amara Adeyemi,amara.adeyemi@demo.test,Verified')
    expect(lines[1]).toContain(',Active,')
  })

  test.each(roles)('$label: the list page and its API as can(investors, index) says; names link to records only with show', async ({ role }) => {
    // The main investor by their address: the list has 200+ investors, so they need not be on the first page.
    const response = await page(role, `/admin/investors?q=${encodeURIComponent('investor@demo.test')}`)
    expect(expectedPage(role, 'index'), `${response.status}`).toContain(response.status)
    const api = await client(role).get('/api/resources/investors')
    expect(api.status, show(api)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    if (response.status !== 200) return
    expect(response.text).toContain('Investors')
    expect(response.text.includes(`href="/admin/investors/${investor.id}/details"`), 'a link to the record').toBe(can(role, 'investors', 'show'))
    expect(response.text.includes('href="/admin/investors/new-investor"'), 'the New investor action').toBe(can(role, 'investors', 'create'))
  })
})

describe('the record', () => {
  // Spec 2.1's ten tabs, every one built (decisions 017, 023, 026, 027).
  const TABS = ['', '/transactions', '/documents', '/notes-calls-tasks', '/category', '/registration-form', '/investment-documents', '/fact-find', '/risk-profile', '/investor-consent']

  test.each(roles)('$label: details, every tab and edit open as can() says; none is a placeholder', async ({ role }) => {
    for (const tab of TABS) {
      const response = await page(role, `/admin/investors/${investor.id}/details${tab}`)
      expect(expectedPage(role, 'show'), `${tab}: ${response.status}`).toContain(response.status)
      if (response.status === 200) expect(response.text, tab).toContain('investor@demo.test')
      if (response.status === 200) expect(response.text, tab).not.toContain('data-testid="placeholder-screen"')
    }
    const edit = await page(role, `/admin/investors/${investor.id}/edit`)
    expect(expectedPage(role, 'update'), `edit: ${edit.status}`).toContain(edit.status)
    const create = await page(role, '/admin/investors/new-investor')
    expect(expectedPage(role, 'create'), `new-investor: ${create.status}`).toContain(create.status)
  })

  test('the record links every tab; details show the account and its trail', async () => {
    const response = await page(ROLE.superAdmin, `/admin/investors/${investor.id}/details`)
    expect(response.status).toBe(200)
    for (const tab of TABS.slice(1)) expect(response.text).toContain(`href="/admin/investors/${investor.id}/details${tab}"`)
    expect(response.text).toContain('Appropriateness test attempts')
    expect(response.text).toContain('Activity')
  })

  test('another tenant’s investor, a staff account and an unknown id are 404s, on every tab and the edit screen', async () => {
    const superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
    for (const id of [angelInvestor.id, superAdmin.id, 99_999_999, 'abc']) {
      for (const path of ['', '/transactions', '/documents', '/notes-calls-tasks']) {
        const response = await page(ROLE.superAdmin, `/admin/investors/${id}/details${path}`)
        expect(response.status, `${id}${path}`).toBe(404)
      }
      expect((await page(ROLE.superAdmin, `/admin/investors/${id}/edit`)).status, `${id} edit`).toBe(404)
    }
    expect((await client(ROLE.superAdmin).get(`/api/users/${angelInvestor.id}?depth=0`)).status).toBe(404)
    const angelList = await list(`q=${encodeURIComponent('investor@angel.test')}`)
    expect(angelList.totalDocs).toBe(0)
  })
})

describe('transactions from the ledger', () => {
  type TSums = { currency: string; committed: string; paid: string }
  /** The investor's sums straight from ledger_entries (what the tab must say). */
  async function ledgerSums(holder: number): Promise<TSums[]> {
    const { rows } = await payload.db.pool.query<TSums>(
      `SELECT e.currency,
              COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind) = 'investment'), 0)::text AS committed,
              COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind) = 'payment_received'), 0)::text AS paid
         FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
        WHERE e.holder_id = $1 GROUP BY e.currency`,
      [holder],
    )
    return rows
  }

  const pounds = (minor: string) => `£${(Number(minor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

  test('the totals, every investment with its paid and outstanding amounts, and the newest entries are the ledger’s', async () => {
    const response = await page(ROLE.superAdmin, `/admin/investors/${investor.id}/details/transactions`)
    expect(response.status).toBe(200)
    const [sums] = await ledgerSums(investor.id)
    expect(sums, 'the demo investor has investments').toBeDefined()
    const section = response.text.slice(response.text.indexOf('data-testid="investor-totals-GBP"'))
    expect(section).toContain(pounds(sums!.committed))
    expect(section).toContain(pounds(sums!.paid))
    expect(section).toContain(pounds(String(BigInt(sums!.committed) - BigInt(sums!.paid))))
    // Every investment row (the demo investor has fewer than a page) and its reference.
    const { rows: investments } = await payload.db.pool.query<{ id: number; payment_reference: string; opportunity_id: number; stage: number }>(
      'SELECT i.id, i.payment_reference, i.opportunity_id, o.stage::int AS stage FROM investments i JOIN investment_opportunities o ON o.id = i.opportunity_id WHERE i.holder_id = $1',
      [investor.id],
    )
    expect(investments.length).toBeGreaterThan(0)
    for (const row of investments) {
      expect(response.text).toContain(`data-investment="${row.id}"`)
      expect(response.text).toContain(row.payment_reference)
      const area = row.stage >= 5 ? 'existing' : 'opportunities'
      expect(response.text).toContain(`href="/admin/investments/${area}/${row.opportunity_id}/details"`)
    }
    // The newest entry first (the tab lists the investor's entries on opportunities; a fund commitment or company stake is on their portfolio).
    const { rows: newest } = await payload.db.pool.query<{ id: number }>(
      "SELECT id FROM ledger_entries WHERE holder_id = $1 AND holder_kind = 'investor' AND opportunity_id IS NOT NULL ORDER BY occurred_at DESC, id DESC LIMIT 2",
      [investor.id],
    )
    expect(response.text.indexOf(`data-entry="${newest[0]!.id}"`)).toBeLessThan(response.text.indexOf(`data-entry="${newest[1]!.id}"`))
  })

  test('an Adviser (investors, no opportunity rights) sees the figures but no links into opportunities', async () => {
    const response = await page(ROLE.adviser, `/admin/investors/${investor.id}/details/transactions`)
    expect(response.status).toBe(200)
    expect(response.text).toContain('data-testid="investor-totals-GBP"')
    expect(response.text).not.toContain('href="/admin/investments/')
  })

  test('an investor without investments has an empty state', async () => {
    const response = await page(ROLE.superAdmin, `/admin/investors/${prospect.id}/details/transactions`)
    expect(response.status).toBe(200)
    expect(response.text).toContain('data-testid="investor-transactions-empty"')
  })

  test('has invested follows the investments: set by the first, kept by a payment, cleared when the only one is cancelled; no write through the API changes it', async () => {
    const person = (await userByEmail(payload, demo.id, 'ben.ashworth@demo.test'))!
    expect(await hasInvested(person.id)).toBe(false)
    const slug = unique('investors-has-invested')
    const opportunity = await payload.create({
      collection: 'investment-opportunities',
      data: { title: `Investors ${slug}`, slug, stage: 2, targetAmount: 1_000_000_00, currency: 'GBP', closesAt: new Date(Date.now() + 90 * 86_400_000).toISOString(), sharePrice: 100, tenant: demo.id },
      overrideAccess: true,
    })
    createdOpportunities.push(opportunity.id)
    const recorded = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holderEmail: person.email, amount: 5_000_00 } })
    expect(recorded.status, show(recorded)).toBe(201)
    const investment = recorded.json<{ investment: { id: number } }>().investment
    expect(await hasInvested(person.id)).toBe(true)
    expect((await list('filter[hasInvested]=yes&q=ashworth')).docs.map((row) => row.id)).toEqual([person.id])

    // Neither the API nor a staff edit writes it (field access), and a write that tries is put right by PostgreSQL.
    const patched = await client(ROLE.superAdmin).request('PATCH', `/api/users/${person.id}?depth=0`, { body: { hasInvested: false, name: 'Ben' } })
    expect(patched.status, show(patched)).toBe(200)
    expect(await hasInvested(person.id)).toBe(true)
    await payload.db.pool.query('UPDATE users SET has_invested = false WHERE id = $1', [person.id])
    expect(await hasInvested(person.id)).toBe(true)

    const cancelled = await client(ROLE.superAdmin).request('POST', `/api/investments/${investment.id}/cancel`, { body: {} })
    expect(cancelled.status, show(cancelled)).toBe(200)
    expect(await hasInvested(person.id)).toBe(false)
    // The cancelled investment is still history on the tab, with nothing outstanding.
    const tab = await page(ROLE.superAdmin, `/admin/investors/${person.id}/details/transactions`)
    expect(tab.text).toContain(`data-investment="${investment.id}"`)
    expect(tab.text).toContain('Cancelled')

    // Cancelled or not, the ledger names them and is kept: deleting the account is refused with a reason, not a database error.
    const deleted = await client(ROLE.superAdmin).request('DELETE', `/api/users/${person.id}`)
    expect(deleted.status, show(deleted)).toBe(409)
    expect(deleted.text).toContain('Disable it instead')
    expect(await userByEmail(payload, demo.id, person.email)).toBeTruthy()
  })
})

describe('notes, calls, tasks and documents on investors', () => {
  const notesPath = (id: number) => `/api/notes?depth=0&limit=50&where[targetCollection][equals]=users&where[targetId][equals]=${id}`

  test.each(roles)('$label: reads an investor’s notes with investors show, writes them with investors update', async ({ role }) => {
    const read = await client(role).get(notesPath(investor.id))
    if (can(role, 'admin_area', 'show') && can(role, 'investors', 'show')) {
      expect(read.status, show(read)).toBe(200)
      expect(read.json<{ docs: unknown[] }>().docs.length).toBeGreaterThan(0)
    } else {
      expect([401, 403], show(read)).toContain(read.status)
    }
    const written = await client(role).request('POST', '/api/notes?depth=0', { body: { targetCollection: 'users', targetId: investor.id, body: lexicalParagraphs([`Note by ${ROLE_LABEL[role]}`]) } })
    expect(written.status === 201, show(written)).toBe(can(role, 'admin_area', 'show') && can(role, 'investors', 'update') && can(role, 'investors', 'show'))
  })

  test('a staff account and another tenant’s investor are not records: no notes on them', async () => {
    const superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
    for (const id of [superAdmin.id, angelInvestor.id]) {
      const read = await client(ROLE.superAdmin).get(notesPath(id))
      expect(read.status, show(read)).toBe(403)
      const written = await client(ROLE.superAdmin).request('POST', '/api/notes?depth=0', { body: { targetCollection: 'users', targetId: id, body: lexicalParagraphs(['Not here']) } })
      expect([400, 403], show(written)).toContain(written.status)
    }
  })

  test('the documents tab lists the investor’s documents; the investor downloads their public one only', async () => {
    const response = await page(ROLE.superAdmin, `/admin/investors/${investor.id}/details/documents`)
    expect(response.status).toBe(200)
    expect(response.text).toContain('Signed investment agreement.pdf')
    expect(response.text).toContain('Identity check.pdf')
    const { docs } = await payload.find({ collection: 'documents', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }] }, depth: 0, overrideAccess: true })
    const self = new TestClient('demo')
    await self.login('investor@demo.test')
    for (const document of docs) {
      const download = await self.get(`/api/documents/${document.id}/download`, { accept: '*/*' })
      expect(download.status, `${document.filename}`).toBe(document.visibility === 'public' ? 200 : 404)
    }
    const other = new TestClient('demo')
    await other.login('newinvestor@demo.test')
    for (const document of docs) expect((await other.get(`/api/documents/${document.id}/download`, { accept: '*/*' })).status).toBe(404)
  })
})

describe('edit and new investor', () => {
  test.each(roles)('$label: changes an investor’s name as the users collection allows', async ({ role }) => {
    const person = (await userByEmail(payload, demo.id, 'chloe.barrington@demo.test'))!
    const response = await client(role).request('PATCH', `/api/users/${person.id}?depth=0`, { body: { name: 'Chloe' } })
    const allowed = can(role, 'investors', 'update') || can(role, 'user', 'update')
    expect(response.status === 200, show(response)).toBe(allowed)
  })

  test.each(roles)('$label: creates and deletes an investor (one without investments) as can() says', async ({ role }) => {
    const email = `${unique(`by-${ROLE_SLUG[role]}`)}@investors.test`
    const created = await client(role).request('POST', '/api/users?depth=0', { body: { name: 'Table', surname: 'Driven', email } })
    expect(created.status === 201, show(created)).toBe(can(role, 'investors', 'create') || can(role, 'user', 'create'))
    const target = await payload.create({ collection: 'users', data: { name: 'To', surname: 'Delete', email: `${unique('delete')}@investors.test`, role_id: ROLE.user, tenant: demo.id }, overrideAccess: true })
    const deleted = await client(role).request('DELETE', `/api/users/${target.id}`)
    const mayDelete = can(role, 'investors', 'delete') || can(role, 'user', 'delete')
    expect(deleted.status === 200, show(deleted)).toBe(mayDelete)
    expect((await payload.count({ collection: 'users', where: { id: { equals: target.id } }, overrideAccess: true })).totalDocs).toBe(mayDelete ? 0 : 1)
  })

  test('the form’s schema is the collection’s: an empty name and a bad email are refused field by field', async () => {
    const response = await client(ROLE.adviser).request('PATCH', `/api/users/${prospect.id}?depth=0`, { body: { name: ' ', email: 'not-an-email' } })
    expect(response.status, show(response)).toBe(400)
    const paths = response.json<{ errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }>().errors.flatMap((error) => error.data?.errors?.map((issue) => issue.path) ?? [])
    expect(paths).toEqual(expect.arrayContaining(['name', 'email']))
  })

  test('an Adviser creates an investor of this tenant; the new investor is emailed a link to set a password, and signs in with it', async () => {
    const email = `${unique('new-investor')}@investors.test`
    const created = await client(ROLE.adviser).request('POST', '/api/users?depth=0', { body: { name: 'Nadia', surname: 'Newcombe', email, role_id: ROLE.superAdmin, tenant: angel.id } })
    expect(created.status, show(created)).toBe(201)
    const doc = created.json<{ doc: User }>().doc
    expect(doc.role_id).toBe(ROLE.user)
    expect(doc.tenant).toBe(demo.id)
    const mail = await newestMailArriving(email)
    expect(mail.subject).toContain('Set your password')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/password/set')
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const set = await visitor.request('POST', '/api/auth/set-password', {
      body: { token: link.searchParams.get('token'), email, password: 'a-new-password-1', password_confirmation: 'a-new-password-1' },
    })
    expect(set.status, show(set)).toBe(200)
    const signedIn = new TestClient('demo')
    await signedIn.login(email, 'a-new-password-1')
    expect((await signedIn.get('/api/user')).json<{ email: string }>().email).toBe(email)
    // In the list at once.
    expect((await list(`q=${encodeURIComponent(email)}`)).docs.map((row) => row.id)).toEqual([doc.id])
  })

  test('a duplicate email in the tenant is refused', async () => {
    const response = await client(ROLE.adviser).request('POST', '/api/users?depth=0', { body: { name: 'Again', email: 'investor@demo.test' } })
    expect(response.status, show(response)).toBe(400)
  })
})
