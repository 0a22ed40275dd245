import { parse } from 'node-html-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TResource } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// KPIs (issue 12 §1, decision 036) through HTTP: per role, table-driven from the permission module,
// the KPI settings (custom_kpis), the values (reports), the screens and the reports calls; formulas
// checked on save and computed in the answers; the CSV import's dry run and line errors; the
// portal's page for holders only (issue 13 §4).

let payload: Payload
let demo: Tenant
let angel: Tenant
let company: { id: number; name: string; currency: string }
let revenue: { id: number; name: string }
const clients = new Map<TRoleId, TestClient>()
const madeKpis: number[] = []
const madeInvestments: number[] = []
const madeCompanies: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const denied = [401, 403, 404]

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  const { rows } = await payload.db.pool.query<{ id: number; name: string; currency: string }>('SELECT id, name, currency FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demo.id])
  company = rows[0]!
  revenue = (await payload.db.pool.query<{ id: number; name: string }>("SELECT id, name FROM kpis WHERE tenant_id = $1 AND name = 'Revenue'", [demo.id])).rows[0]!
  for (const role of ROLE_IDS) {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    clients.set(role, client)
  }
}, 120_000)

afterAll(async () => {
  const pool = payload.db.pool
  if (madeInvestments.length) await pool.query('DELETE FROM investments WHERE id = ANY($1::int[])', [madeInvestments])
  await pool.query("DELETE FROM kpi_values WHERE period LIKE '19%'")
  if (madeKpis.length) await pool.query('DELETE FROM kpi_values WHERE kpi_id = ANY($1::int[])', [madeKpis])
  if (madeKpis.length) await pool.query('DELETE FROM kpis WHERE id = ANY($1::int[])', [madeKpis])
  if (madeCompanies.length) await pool.query('DELETE FROM companies WHERE id = ANY($1::int[])', [madeCompanies])
  await deleteRunUsers(payload)
})

test('the demo tenant has KPIs, two of them custom, and three years of values (the seed)', async () => {
  const { rows } = await payload.db.pool.query<{ kpis: number; custom: number; quarters: number }>(
    'SELECT (SELECT count(*)::int FROM kpis WHERE tenant_id = $1) AS kpis, (SELECT count(*)::int FROM kpis WHERE tenant_id = $1 AND formula IS NOT NULL) AS custom, (SELECT count(DISTINCT period)::int FROM kpi_values WHERE tenant_id = $1) AS quarters',
    [demo.id],
  )
  expect(rows[0]).toEqual({ kpis: 9, custom: 2, quarters: 12 })
})

describe('per role (spec 6 reports and custom_kpis)', () => {
  test.each(roles)('$label: KPI settings as can(custom_kpis) says, read by whoever reads KPIs', async ({ role }) => {
    const client = clients.get(role)!
    const list = await client.get('/api/kpis?limit=100&depth=0')
    if (can(role, 'reports', 'index') || can(role, 'custom_kpis', 'index')) {
      expect(list.status, show(list)).toBe(200)
      expect(list.json<{ docs: { name: string }[] }>().docs.map((doc) => doc.name)).toContain('Burn multiple')
    } else expect(denied, show(list)).toContain(list.status)

    const created = await client.request('POST', '/api/kpis?depth=0', { body: { name: unique(`KPI ${role}`), unit: 'number', higherIsBetter: true } })
    if (created.status === 201) madeKpis.push(created.json<{ doc: { id: number } }>().doc.id)
    expect(created.status === 201, `create: ${show(created)}`).toBe(can(role, 'custom_kpis', 'create'))

    const own = await payload.create({ collection: 'kpis', data: { name: unique(`Delete ${role}`), unit: 'number', tenant: demo.id }, overrideAccess: true })
    madeKpis.push(own.id)
    const renamed = await client.request('PATCH', `/api/kpis/${own.id}?depth=0`, { body: { name: unique('Renamed') } })
    expect(renamed.status === 200, `update: ${show(renamed)}`).toBe(can(role, 'custom_kpis', 'update'))
    const deleted = await client.request('DELETE', `/api/kpis/${own.id}`)
    expect(deleted.status === 200, `delete: ${show(deleted)}`).toBe(can(role, 'custom_kpis', 'delete'))
  })

  test.each(roles)('$label: KPI values read and entered as can(reports) says', async ({ role }) => {
    const client = clients.get(role)!
    const list = await client.get(`/api/kpi-values?limit=5&depth=0&where[company][equals]=${company.id}`)
    if (can(role, 'reports', 'index')) expect(list.status, show(list)).toBe(200)
    else expect(denied, show(list)).toContain(list.status)
    const period = `19${String(10 + role).padStart(2, '0')}-Q1`
    const entered = await client.request('POST', '/api/reports/kpi-values', { body: { company: company.id, kpi: revenue.id, period, value: '1250.50' } })
    expect(entered.status === 201, `enter: ${show(entered)}`).toBe(can(role, 'reports', 'create'))
    const stored = await payload.db.pool.query<{ value: string }>('SELECT value FROM kpi_values WHERE company_id = $1 AND kpi_id = $2 AND period = $3', [company.id, revenue.id, period])
    expect(stored.rows.map((row) => Number(row.value))).toEqual(can(role, 'reports', 'create') ? [125050] : [])
  })

  test.each(roles)('$label: the KPI screens open as the route table says', async ({ role }) => {
    const client = clients.get(role)!
    const cases: [string, TResource][] = [
      ['/admin/reports/kpis', 'reports'],
      ['/admin/reports/kpi-portfolio', 'custom_kpis'],
      ['/admin/settings/attributes/kpis', 'custom_kpis'],
      ['/admin/settings/attributes/kpi-category', 'attributes'],
    ]
    for (const [path, resource] of cases) {
      const response = await client.get(path, { accept: 'text/html' })
      if (can(role, 'admin_area', 'show') && can(role, resource, 'index')) expect(response.status, `${path}: ${show(response)}`).toBe(200)
      else expect([302, 303, 307, 403], `${path}: ${response.status}`).toContain(response.status)
    }
  })

  test.each(roles)('$label: /api/reports/aggregate, /quarter and /available-reports as the table says', async ({ role }) => {
    const client = clients.get(role)!
    for (const path of ['/api/reports/aggregate', '/api/reports/quarter']) {
      const response = await client.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(can(role, 'custom_kpis', 'index') ? 200 : 403)
    }
    const available = await client.get('/api/reports/available-reports')
    const mayAny = can(role, 'reports', 'index') || can(role, 'custom_kpis', 'index')
    expect(available.status, show(available)).toBe(mayAny ? 200 : 403)
    if (mayAny) {
      const keys = available.json<{ data: { reports: { key: string }[] } }>().data.reports.map((report) => report.key)
      expect(keys).toEqual([...(can(role, 'reports', 'index') ? ['kpis'] : []), ...(can(role, 'custom_kpis', 'index') ? ['kpi-portfolio'] : [])])
    }
  })
})

describe('custom KPIs', () => {
  const admin = () => clients.get(ROLE.superAdmin)!

  test('a formula naming an unknown KPI, or coming back to itself, is refused with the field error; nothing is saved', async () => {
    const name = unique('Bad formula')
    const unknown = await admin().request('POST', '/api/kpis?depth=0', { body: { name, unit: 'number', formula: '{Revenue} / {No such KPI}' } })
    expect(unknown.status, show(unknown)).toBe(400)
    expect(unknown.text).toContain('There is no KPI called “No such KPI”')
    const cycle = await admin().request('POST', '/api/kpis?depth=0', { body: { name, unit: 'number', formula: `{${name}} + 1` } })
    expect(cycle.status, show(cycle)).toBe(400)
    expect(cycle.text).toContain('cannot depend on itself')
    const syntax = await admin().request('POST', '/api/kpis?depth=0', { body: { name, unit: 'number', formula: 'process.exit(1)' } })
    expect(syntax.status, show(syntax)).toBe(400)
    expect((await payload.db.pool.query('SELECT 1 FROM kpis WHERE name = $1', [name])).rowCount).toBe(0)
  })

  test('the quarter report computes the burn multiple from the entered values, and a division by zero reads as empty', async () => {
    const { rows } = await payload.db.pool.query<{ period: string; burn: string; nna: string }>(
      `SELECT b.period, b.value AS burn, n.value AS nna FROM kpi_values b JOIN kpis kb ON kb.id = b.kpi_id AND kb.name = 'Net burn'
         JOIN kpi_values n ON n.company_id = b.company_id AND n.period = b.period JOIN kpis kn ON kn.id = n.kpi_id AND kn.name = 'Net new ARR'
        WHERE b.company_id = $1 ORDER BY b.period DESC LIMIT 1`,
      [company.id],
    )
    const { period, burn, nna } = rows[0]!
    const burnMultiple = (await payload.db.pool.query<{ id: number }>("SELECT id FROM kpis WHERE tenant_id = $1 AND name = 'Burn multiple'", [demo.id])).rows[0]!.id
    const answer = await admin().get(`/api/reports/quarter?period=${period}&kpis=${burnMultiple}`)
    expect(answer.status, show(answer)).toBe(200)
    const data = answer.json<{ data: { kpis: { id: number; custom: boolean }[]; companies: { id: number; values: { kpi: number; value: number | null }[] }[] } }>().data
    expect(data.kpis).toMatchObject([{ id: burnMultiple, custom: true }])
    expect(data.companies.find((row) => row.id === company.id)!.values[0]!.value).toBeCloseTo(Number(burn) / Number(nna))

    const nnaId = (await payload.db.pool.query<{ id: number }>("SELECT id FROM kpis WHERE tenant_id = $1 AND name = 'Net new ARR'", [demo.id])).rows[0]!.id
    const burnId = (await payload.db.pool.query<{ id: number }>("SELECT id FROM kpis WHERE tenant_id = $1 AND name = 'Net burn'", [demo.id])).rows[0]!.id
    for (const [kpi, value] of [[nnaId, '0'], [burnId, '100']] as const) {
      const entered = await admin().request('POST', '/api/reports/kpi-values', { body: { company: company.id, kpi, period: '1990-Q1', value } })
      expect(entered.status, show(entered)).toBe(201)
    }
    const zero = await admin().get(`/api/reports/quarter?period=1990-Q1&kpis=${burnMultiple}`)
    expect(zero.json<{ data: { companies: { id: number; values: { value: number | null }[] }[] } }>().data.companies.find((row) => row.id === company.id)!.values[0]!.value).toBeNull()
  })

  test('the KPI portfolio page: per company the quarter’s value of a custom KPI as its formula gives it, its change and its trend', async () => {
    const kpiId = async (name: string) => (await payload.db.pool.query<{ id: number }>('SELECT id FROM kpis WHERE tenant_id = $1 AND name = $2', [demo.id, name])).rows[0]!.id
    const [burnMultiple, burnId, nnaId] = [await kpiId('Burn multiple'), await kpiId('Net burn'), await kpiId('Net new ARR')]
    const valueOf = async (kpi: number, period: string) => Number((await payload.db.pool.query<{ value: string }>('SELECT value FROM kpi_values WHERE company_id = $1 AND kpi_id = $2 AND period = $3', [company.id, kpi, period])).rows[0]!.value)
    const period = (await payload.db.pool.query<{ period: string }>('SELECT max(period) AS period FROM kpi_values WHERE company_id = $1 AND kpi_id = $2', [company.id, burnId])).rows[0]!.period
    const previous = (await payload.db.pool.query<{ period: string }>('SELECT max(period) AS period FROM kpi_values WHERE company_id = $1 AND kpi_id = $2 AND period < $3', [company.id, burnId, period])).rows[0]!.period
    const now = (await valueOf(burnId, period)) / (await valueOf(nnaId, period))
    const before = (await valueOf(burnId, previous)) / (await valueOf(nnaId, previous))

    const response = await admin().get(`/admin/reports/kpi-portfolio?period=${period}&kpis=${burnMultiple},${burnId}`, { accept: 'text/html' })
    expect(response.status, show(response)).toBe(200)
    const table = parse(response.text).querySelector('[data-testid="kpi-portfolio"]')!
    expect(table.querySelector('caption')!.text).toContain(`the value in ${period}, its change on the quarter before`)
    expect(table.querySelectorAll('thead th').map((cell) => cell.text)).toEqual(['Company', 'Net burn', 'Burn multiple'])
    const row = table.querySelectorAll('tbody tr').find((tr) => tr.querySelector('th[scope="row"]')!.text === company.name)!
    const cell = row.querySelectorAll('td')[1]!
    expect(cell.text).toContain(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(now))
    const change = ((now - before) / Math.abs(before)) * 100
    expect(cell.querySelector('span')!.text).toBe(`${change >= 0 ? '+' : ''}${change.toFixed(1)} %`)
    expect(cell.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toMatch(/^Trend ([+-]\d+ %|Up|Down|Flat)$/)
    expect(cell.querySelector('svg path')!.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+/)
  })

  test('a value cannot be entered for a custom KPI, nor for another tenant’s company', async () => {
    const burnMultiple = (await payload.db.pool.query<{ id: number }>("SELECT id FROM kpis WHERE tenant_id = $1 AND name = 'Burn multiple'", [demo.id])).rows[0]!.id
    const custom = await admin().request('POST', '/api/reports/kpi-values', { body: { company: company.id, kpi: burnMultiple, period: '1991-Q1', value: '2' } })
    expect(custom.status, show(custom)).toBe(422)
    expect(custom.json<{ errors: Record<string, string[]> }>().errors.kpi?.[0]).toMatch(/computed from its formula/)
    const other = (await payload.db.pool.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 LIMIT 1', [angel.id])).rows[0]!.id
    const foreign = await admin().request('POST', '/api/reports/kpi-values', { body: { company: other, kpi: revenue.id, period: '1991-Q1', value: '2' } })
    expect(foreign.status, show(foreign)).toBe(422)
    expect((await payload.db.pool.query("SELECT 1 FROM kpi_values WHERE period = '1991-Q1'")).rowCount).toBe(0)
  })
})

describe('CSV import', () => {
  const admin = () => clients.get(ROLE.superAdmin)!
  const csv = (lines: string[]) => ['company,kpi,period,value', ...lines].join('\n')

  test('the dry run lists each bad line with its column and reason and writes nothing; the import writes the good lines', async () => {
    const file = csv([
      `"${company.name}",Revenue,1992-Q1,1000.00`,
      'No Such Company Ltd,Revenue,1992-Q1,5',
      `"${company.name}",Unknown KPI,1992-Q1,5`,
      `"${company.name}",Revenue,1992-Q5,5`,
      `"${company.name}",Revenue,1992-Q2,12.345`,
      `"${company.name}",Burn multiple,1992-Q2,1`,
      `"${company.name}",revenue,1992-q1,7`,
      `"${company.name}",Gross margin,1992-Q1,61.5%`,
    ])
    const dry = await admin().request('POST', '/api/reports/kpi-values/import', { body: { csv: file, dryRun: true } })
    expect(dry.status, show(dry)).toBe(200)
    const answer = dry.json<{ data: { totalRows: number; goodRows: number; imported: number; errors: { line: number; column: string; reason: string }[] } }>().data
    expect(answer).toMatchObject({ totalRows: 8, goodRows: 2, imported: 0 })
    expect(answer.errors.map(({ line, column }) => [line, column])).toEqual([
      [3, 'company'],
      [4, 'kpi'],
      [5, 'period'],
      [6, 'value'],
      [7, 'kpi'],
      [8, 'period'],
    ])
    expect(answer.errors[0]!.reason).toBe('There is no company called “No Such Company Ltd”')
    expect(answer.errors[5]!.reason).toBe(`Line 2 already gives Revenue of ${company.name} for 1992-Q1`)
    expect((await payload.db.pool.query("SELECT 1 FROM kpi_values WHERE period LIKE '1992-%'")).rowCount).toBe(0)

    const imported = await admin().request('POST', '/api/reports/kpi-values/import', { body: { csv: file, dryRun: false } })
    expect(imported.json<{ data: { imported: number } }>().data.imported).toBe(2)
    const { rows } = await payload.db.pool.query<{ name: string; value: string }>("SELECT k.name, v.value FROM kpi_values v JOIN kpis k ON k.id = v.kpi_id WHERE v.period = '1992-Q1' AND v.company_id = $1 ORDER BY k.name", [company.id])
    expect(rows.map((row) => [row.name, Number(row.value)])).toEqual([
      ['Gross margin', 61.5],
      ['Revenue', 100000],
    ])
  })

  test('a file without the columns is one error and nothing else; a Fund Manager may import, an Investment Committee member may not', async () => {
    const wrong = await admin().request('POST', '/api/reports/kpi-values/import', { body: { csv: 'name,amount\nA,1', dryRun: true } })
    expect(wrong.status, show(wrong)).toBe(422)
    expect(wrong.json<{ message: string }>().message).toMatch(/company, kpi, period and value/)
    const committee = await clients.get(ROLE.investmentCommittee)!.request('POST', '/api/reports/kpi-values/import', { body: { csv: csv([]), dryRun: true } })
    expect(committee.status).toBe(can(ROLE.investmentCommittee, 'reports', 'create') ? 200 : 403)
    const manager = await clients.get(ROLE.fundManager)!.request('POST', '/api/reports/kpi-values/import', { body: { csv: csv([]), dryRun: true } })
    expect(manager.status).toBe(can(ROLE.fundManager, 'reports', 'create') ? 200 : 403)
  })
})

describe('the portal: /investor/portfolio/{id}/reports/kpis (holders only)', () => {
  let holder: TestClient
  let stranger: TestClient
  let heldCompany: number
  let unheldCompany: number

  beforeAll(async () => {
    const pool = payload.db.pool
    // The holder: a new investor given a copy of a demo investor's fund investment (so they hold the fund's companies).
    const [holderUser, strangerUser] = [await createTestUser(payload, demo, ROLE.user, { slug: 'kpi-holder' }), await createTestUser(payload, demo, ROLE.user, { slug: 'kpi-stranger' })]
    const source = (await pool.query<{ id: number; fund_id: number }>("SELECT i.id, i.fund_id FROM investments i WHERE i.tenant_id = $1 AND i.holder_kind = 'investor' AND i.fund_id IS NOT NULL AND i.status <> 'cancelled' AND EXISTS (SELECT 1 FROM companies c WHERE c.fund_id = i.fund_id) ORDER BY i.id LIMIT 1", [demo.id])).rows[0]!
    const columns = (await pool.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'investments' AND column_name <> 'id'")).rows.map((row) => row.column_name)
    const values = columns.map((column) => (column === 'holder_id' ? '$1' : column === 'payment_reference' ? '$2' : `"${column}"`))
    const copy = await pool.query<{ id: number }>(`INSERT INTO investments (${columns.map((column) => `"${column}"`).join(', ')}) SELECT ${values.join(', ')} FROM investments WHERE id = $3 RETURNING id`, [holderUser.id, unique('KPI').slice(0, 40), source.id])
    madeInvestments.push(copy.rows[0]!.id)
    heldCompany = (await pool.query<{ id: number }>('SELECT id FROM companies WHERE fund_id = $1 ORDER BY id LIMIT 1', [source.fund_id])).rows[0]!.id
    const direct = await payload.create({ collection: 'companies', data: { name: unique('Unheld company'), currency: 'GBP', tenant: demo.id } as never, overrideAccess: true })
    madeCompanies.push(direct.id)
    unheldCompany = direct.id
    holder = new TestClient('demo')
    await holder.login(holderUser.email, TEST_PASSWORD)
    stranger = new TestClient('demo')
    await stranger.login(strangerUser.email, TEST_PASSWORD)
  }, 60_000)

  const page = (client: TestClient, path: string) => client.get(path, { accept: 'text/html' })

  test('a holder sees the company’s KPIs, with and without the suffix', async () => {
    const response = await page(holder, `/investor/portfolio/${heldCompany}/reports/kpis`)
    expect(response.status, show(response)).toBe(200)
    expect(response.text).toContain('Burn multiple')
    const one = await page(holder, `/investor/portfolio/${heldCompany}/reports/kpis/${revenue.id}`)
    expect(one.status).toBe(200)
    expect(one.text).toContain('Revenue:')
  })

  test('anyone else gets a 404: another investor, a company the holder does not hold, another tenant’s company, a bad suffix', async () => {
    expect((await page(stranger, `/investor/portfolio/${heldCompany}/reports/kpis`)).status).toBe(404)
    expect((await page(holder, `/investor/portfolio/${unheldCompany}/reports/kpis`)).status).toBe(404)
    const foreign = (await payload.db.pool.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 LIMIT 1', [angel.id])).rows[0]!.id
    expect((await page(holder, `/investor/portfolio/${foreign}/reports/kpis`)).status).toBe(404)
    expect((await page(holder, `/investor/portfolio/${heldCompany}/reports/kpis/not-a-kpi`)).status).toBe(404)
  })
})

test('with funds off (capital) the KPI screens, calls and collections answer 404 or nothing, and the portal page 404', async () => {
  const staff = new TestClient('capital')
  await staff.login('superadmin@capital.test')
  for (const path of ['/admin/reports/kpis', '/admin/reports/kpi-portfolio', '/admin/settings/attributes/kpis']) expect((await staff.get(path, { accept: 'text/html' })).status, path).toBe(404)
  for (const path of ['/api/reports/aggregate', '/api/reports/quarter', '/api/reports/available-reports']) expect((await staff.get(path)).status, path).toBe(404)
  const list = await staff.get('/api/kpis?limit=1')
  expect(denied, show(list)).toContain(list.status)
  const investor = new TestClient('capital')
  await investor.login('investor@capital.test')
  expect((await investor.get(`/investor/portfolio/${company.id}/reports/kpis`, { accept: 'text/html' })).status).toBe(404)
})
