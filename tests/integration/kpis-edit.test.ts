import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { KPI_LOCKED_MESSAGE } from '@/domain/reports/kpis'
import { adminRouteOpen } from '@/navigation/admin-routes'
import type { Tenant } from '@/payload-types'
import { DEMO_LOCKED_KPI } from '@/seed/demo-kpis'
import { featuresOf } from '@/tenancy/branding'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, TEST_PASSWORD, tenantByCode, testPayload, unique } from '../support/payload'

// Decision 042 over HTTP on the demo tenant: a KPI's edit page and its rules (a name a formula uses,
// a formula over entered values), attributes_lock (Support locks; a locked KPI is neither changed nor
// deleted), the company's activity trail when its KPI values change, the company record's KPIs tab,
// and the portal's KPI pages for holders through an organisation or a method account (decision 032).

let payload: Payload
let demo: Tenant
let company: { id: number; name: string }
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
const made = { kpis: [] as number[], investments: [] as number[], companies: [] as number[], organisations: [] as number[], entities: [] as number[] }
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const html = { accept: 'text/html' }
const PERIOD = '1993-Q1'

async function newKpi(overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const response = await as(ROLE.superAdmin).request('POST', '/api/kpis?depth=0', { body: { name: unique('Edited KPI'), unit: 'number', higherIsBetter: true, ...overrides } })
  expect(response.status, show(response)).toBe(201)
  const doc = response.json<{ doc: { id: number; name: string } }>().doc
  made.kpis.push(doc.id)
  return doc
}

const stored = async (id: number) => (await payload.db.pool.query<{ name: string; locked: boolean | null; formula: string | null }>('SELECT name, locked, formula FROM kpis WHERE id = $1', [id])).rows[0]

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  company = (await payload.db.pool.query<{ id: number; name: string }>('SELECT id, name FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demo.id])).rows[0]!
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }),
  )
}, 120_000)

afterAll(async () => {
  const pool = payload.db.pool
  if (made.investments.length) await pool.query('DELETE FROM investments WHERE id = ANY($1::int[])', [made.investments])
  await pool.query('DELETE FROM kpi_values WHERE period = $1', [PERIOD])
  if (made.kpis.length) await pool.query('DELETE FROM kpi_values WHERE kpi_id = ANY($1::int[])', [made.kpis])
  if (made.kpis.length) await pool.query('DELETE FROM kpis WHERE id = ANY($1::int[])', [made.kpis])
  if (made.companies.length) await pool.query('DELETE FROM companies WHERE id = ANY($1::int[])', [made.companies])
  if (made.entities.length) await pool.query('DELETE FROM investment_method_entities WHERE id = ANY($1::int[])', [made.entities])
  if (made.organisations.length) await pool.query('DELETE FROM organisation_members WHERE organisation_id = ANY($1::int[])', [made.organisations])
  if (made.organisations.length) await pool.query('DELETE FROM organisations WHERE id = ANY($1::int[])', [made.organisations])
})

describe('editing a KPI', () => {
  test.each(roles)('$label: the edit page and the write answer as the route table and can(custom_kpis update) say', async ({ role }) => {
    const kpi = await newKpi()
    const path = `/admin/settings/attributes/kpis/${kpi.id}/edit`
    const page = await as(role).get(path, html)
    const open = adminRouteOpen(path, role, featuresOf(demo))
    expect(open ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403], `${path}: ${page.status}`).toContain(page.status)
    if (open) expect(page.text).toContain('aria-label="Edit KPI"')
    const renamed = unique('Renamed KPI')
    const write = await as(role).request('PATCH', `/api/kpis/${kpi.id}?depth=0`, { body: { name: renamed } })
    expect(write.status, show(write)).toBe(can(role, 'custom_kpis', 'update') ? 200 : 403)
    expect((await stored(kpi.id))?.name).toBe(can(role, 'custom_kpis', 'update') ? renamed : kpi.name)
  })

  test('the list links each KPI to its edit page for whoever may edit', async () => {
    const kpi = await newKpi()
    const list = await as(ROLE.superAdmin).get(`/admin/settings/attributes/kpis?limit=100&sort=-position`, html)
    expect(list.status).toBe(200)
    const all = await as(ROLE.superAdmin).get(`/api/resources/kpis?limit=100&q=&sort=name`)
    expect(all.status).toBe(200)
    const page = await as(ROLE.superAdmin).get(`/admin/settings/attributes/kpis/${kpi.id}/edit`, html)
    expect(page.text).toContain(kpi.name)
  })

  test('renaming a KPI a formula uses, or giving a formula to a KPI with values, is a field error; nothing changes', async () => {
    const used = await newKpi()
    await newKpi({ formula: `{${used.name}} * 2` })
    const rename = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${used.id}?depth=0`, { body: { name: unique('Other name') } })
    expect(rename.status, show(rename)).toBe(400)
    expect(rename.text).toContain('name')
    expect((await stored(used.id))?.name).toBe(used.name)
    const entered = await as(ROLE.superAdmin).request('POST', '/api/reports/kpi-values', { body: { company: company.id, kpi: used.id, period: PERIOD, value: '5' } })
    expect(entered.status, show(entered)).toBe(201)
    const formula = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${used.id}?depth=0`, { body: { formula: '1 + 1' } })
    expect(formula.status, show(formula)).toBe(400)
    expect(formula.text).toContain('formula')
    expect((await stored(used.id))?.formula).toBeNull()
  })
})

describe('attributes_lock', () => {
  test.each(roles)('$label: locks a KPI only with attributes_lock', async ({ role }) => {
    const kpi = await newKpi()
    const answer = await as(role).request('POST', `/api/kpis/${kpi.id}/lock`, { body: { locked: true } })
    expect(answer.status, show(answer)).toBe(can(role, 'attributes_lock', 'index') ? 200 : 403)
    expect(!!(await stored(kpi.id))?.locked).toBe(can(role, 'attributes_lock', 'index'))
  })

  test('a locked KPI is neither changed nor deleted, by any door, until Support unlocks it; the API cannot unlock it', async () => {
    const kpi = await newKpi()
    expect((await as(ROLE.support).request('POST', `/api/kpis/${kpi.id}/lock`, { body: { locked: true } })).status).toBe(200)
    const change = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${kpi.id}?depth=0`, { body: { name: unique('Changed') } })
    expect(change.status, show(change)).toBe(403)
    const unlockByField = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${kpi.id}?depth=0`, { body: { locked: false } })
    expect(unlockByField.status).toBe(403)
    const remove = await as(ROLE.superAdmin).request('DELETE', `/api/kpis/${kpi.id}`)
    expect(remove.status, show(remove)).toBe(403)
    const bulk = await as(ROLE.superAdmin).request('POST', '/api/resources/kpis/bulk-delete', { body: { ids: [kpi.id] } })
    expect(bulk.json<{ failed: unknown[] }>().failed).toHaveLength(1)
    expect(await stored(kpi.id)).toMatchObject({ name: kpi.name, locked: true })
    const page = await as(ROLE.superAdmin).get(`/admin/settings/attributes/kpis/${kpi.id}/edit`, html)
    expect(page.text).toContain('data-testid="kpi-locked"')
    expect((await as(ROLE.support).request('POST', `/api/kpis/${kpi.id}/lock`, { body: { locked: false } })).status).toBe(200)
    const after = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${kpi.id}?depth=0`, { body: { description: 'Now editable' } })
    expect(after.status, show(after)).toBe(200)
  })

  test(`the demo data: Support locked ${DEMO_LOCKED_KPI} on every demo tenant with KPIs (the seed, by the lock call's rule); updating it is refused 403 and changes nothing`, async () => {
    const { rows } = await payload.db.pool.query<{ code: string; locked: boolean | null }>(
      "SELECT t.code, k.locked FROM tenants t JOIN kpis k ON k.tenant_id = t.id AND k.name = $1 WHERE t.code IN ('demo', 'angel', 'capital', 'fund', 'custodian') ORDER BY t.code",
      [DEMO_LOCKED_KPI],
    )
    // capital has funds_enabled off, so no KPIs.
    expect(rows).toEqual(['angel', 'custodian', 'demo', 'fund'].map((code) => ({ code, locked: true })))
    const seeded = (await payload.db.pool.query<{ id: number; description: string | null }>('SELECT id, description FROM kpis WHERE tenant_id = $1 AND name = $2', [demo.id, DEMO_LOCKED_KPI])).rows[0]!
    const change = await as(ROLE.superAdmin).request('PATCH', `/api/kpis/${seeded.id}?depth=0`, { body: { description: unique('Changed') } })
    expect(change.status, show(change)).toBe(403)
    expect(change.text).toContain(KPI_LOCKED_MESSAGE)
    expect((await payload.db.pool.query<{ description: string | null }>('SELECT description FROM kpis WHERE id = $1', [seeded.id])).rows[0]!.description).toBe(seeded.description)
    const page = await as(ROLE.support).get(`/admin/settings/attributes/kpis/${seeded.id}/edit`, html)
    expect(page.text).toContain('data-testid="kpi-locked"')
  })

  test('a field locked in the request of a create is ignored (the field refuses API writes)', async () => {
    const kpi = await newKpi({ locked: true })
    expect(!!(await stored(kpi.id))?.locked).toBe(false)
  })
})

describe('the activity trail of a company when its KPI values change', () => {
  const trail = async () =>
    (
      await payload.db.pool.query<{ action: string; changes: Record<string, { from: unknown; to: unknown }> | null; actor_name: string }>(
        "SELECT action::text AS action, changes, actor_name FROM activities WHERE target_collection = 'companies' AND target_id = $1 ORDER BY id DESC LIMIT 5",
        [company.id],
      )
    ).rows

  test('entering, replacing and clearing a value are entries naming the KPI, the quarter and the values; the same value again is none', async () => {
    const kpi = await newKpi()
    const key = `${kpi.name} ${PERIOD}`
    const enter = (value: string) => as(ROLE.superAdmin).request('POST', '/api/reports/kpi-values', { body: { company: company.id, kpi: kpi.id, period: PERIOD, value } })
    expect((await enter('10')).status).toBe(201)
    expect((await trail())[0]).toMatchObject({ action: 'kpi-added', changes: { [key]: { from: null, to: '10' } } })
    expect((await enter('12.5')).status).toBe(201)
    expect((await trail())[0]).toMatchObject({ action: 'kpi-added', changes: { [key]: { from: '10', to: '12.5' } } })
    const before = (await trail()).length
    const entries = async () => (await payload.db.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM activities WHERE target_collection = 'companies' AND target_id = $1", [company.id])).rows[0]!.count
    const count = await entries()
    expect((await enter('12.5')).status).toBe(201)
    expect(await entries()).toBe(count)
    expect(before).toBeGreaterThan(0)
    expect((await enter('')).status).toBe(200)
    expect((await trail())[0]).toMatchObject({ action: 'kpi-removed', changes: { [key]: { from: '12.5', to: null } } })
  })

  test('an import is one entry per company whose values changed; a dry run is none', async () => {
    const kpi = await newKpi()
    const csv = `company,kpi,period,value\n"${company.name}","${kpi.name}",${PERIOD},7\n`
    const entries = async () => (await payload.db.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM activities WHERE target_collection = 'companies' AND target_id = $1", [company.id])).rows[0]!.count
    const count = await entries()
    expect((await as(ROLE.superAdmin).request('POST', '/api/reports/kpi-values/import', { body: { csv, dryRun: true } })).status).toBe(200)
    expect(await entries()).toBe(count)
    const imported = await as(ROLE.superAdmin).request('POST', '/api/reports/kpi-values/import', { body: { csv, dryRun: false } })
    expect(imported.json<{ data: { imported: number } }>().data.imported).toBe(1)
    expect(await entries()).toBe(count + 1)
    expect((await trail())[0]).toMatchObject({ action: 'kpi-added', changes: { [`${kpi.name} ${PERIOD}`]: { from: null, to: '7' } } })
  })
})

describe('the company record’s KPIs tab', () => {
  test.each(roles)('$label: opens with the route table and reports index, and links to the company’s KPI screen', async ({ role }) => {
    const path = `/admin/investments/companies/${company.id}/details/kpis`
    const response = await as(role).get(path, html)
    const open = adminRouteOpen(path, role, featuresOf(demo))
    if (!open) return expect(role === ROLE.user ? [302, 303, 307, 403] : [403], `${response.status}`).toContain(response.status)
    if (!can(role, 'reports', 'index')) return expect(response.status).toBe(404)
    expect(response.status).toBe(200)
    expect(response.text).toContain(`href="/admin/reports/kpis?company=${company.id}"`)
    expect(response.text).toContain('data-testid="company-kpis"')
  })
})

describe('the portal’s KPI pages for holders through an organisation or a method account (decision 032’s rule)', () => {
  test('a director or authorised signatory of a holding organisation, and a method account’s lead, see them; a plain member does not', async () => {
    const pool = payload.db.pool
    const [director, member, lead] = await Promise.all(['kpi-director', 'kpi-member', 'kpi-lead'].map((slug) => createTestUser(payload, demo, ROLE.user, { slug })))
    const direct = await payload.create({ collection: 'companies', data: { name: unique('Org-held company'), currency: 'GBP', tenant: demo.id } as never, overrideAccess: true })
    made.companies.push(direct.id)
    const organisation = await payload.create({ collection: 'organisations', data: { name: unique('Holding Org Ltd'), businessType: 'business', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
    made.organisations.push(organisation.id)
    await payload.create({ collection: 'organisation-members', data: { organisation: organisation.id, investor: director!.id, role: 'director', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
    await payload.create({ collection: 'organisation-members', data: { organisation: organisation.id, investor: member!.id, role: 'member', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
    const hold = async (holder: Record<string, unknown>) => {
      const columns = ['subject_kind', 'holder_kind', 'holder_id', 'holder_organisation_id', 'holder_method_entity_id', 'company_id', 'amount', 'currency', 'shares', 'status', 'type', 'payment_reference', 'tenant_id']
      const row = { subject_kind: 'company', holder_kind: 'investor', holder_id: null, holder_organisation_id: null, holder_method_entity_id: null, ...holder, company_id: direct.id, amount: 100000, currency: 'GBP', shares: 10, status: 'paid', type: 'standard', payment_reference: unique('KPIORG').slice(0, 40), tenant_id: demo.id }
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO investments (${columns.join(', ')}, created_at, updated_at) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, now(), now()) RETURNING id`,
        columns.map((column) => (row as Record<string, unknown>)[column]),
      )
      made.investments.push(rows[0]!.id)
    }
    await hold({ holder_kind: 'organisation', holder_organisation_id: organisation.id })
    const method = (await pool.query<{ id: number }>('SELECT id FROM investment_methods WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demo.id])).rows[0]
    let methodCompany: number | null = null
    if (method) {
      const entity = await payload.create({ collection: 'investment-method-entities', data: { method: method.id, lead: lead!.id, status: 'active', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
      made.entities.push(entity.id)
      const other = await payload.create({ collection: 'companies', data: { name: unique('Account-held company'), currency: 'GBP', tenant: demo.id } as never, overrideAccess: true })
      made.companies.push(other.id)
      methodCompany = other.id
      await pool.query(
        `INSERT INTO investments (subject_kind, holder_kind, holder_method_entity_id, company_id, amount, currency, shares, status, type, payment_reference, tenant_id, created_at, updated_at)
         VALUES ('company', 'method_entity', $1, $2, 100000, 'GBP', 10, 'paid', 'standard', $3, $4, now(), now()) RETURNING id`,
        [entity.id, other.id, unique('KPIACC').slice(0, 40), demo.id],
      ).then(({ rows }) => made.investments.push(rows[0]!.id))
    }
    const client = async (email: string) => {
      const signedIn = new TestClient('demo')
      await signedIn.login(email, TEST_PASSWORD)
      return signedIn
    }
    const kpisOf = (signedIn: TestClient, id: number) => signedIn.get(`/investor/portfolio/${id}/reports/kpis`, html)
    expect((await kpisOf(await client(director!.email), direct.id)).status).toBe(200)
    expect((await kpisOf(await client(member!.email), direct.id)).status).toBe(404)
    if (methodCompany !== null) {
      const leadClient = await client(lead!.email)
      expect((await kpisOf(leadClient, methodCompany)).status).toBe(200)
      expect((await kpisOf(leadClient, direct.id)).status).toBe(404)
    }
  })
})
