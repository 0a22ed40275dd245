import zlib from 'node:zlib'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { recordMarketSoundingAcceptance } from '@/collections/compliance/MarketSoundingAcceptances/record-acceptance'
import type { MarketSoundingAcceptance, PaDeal, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// issue 12 §4 (decision 029) over HTTP on the real database: the insider register (market-sounding
// acceptances and PA deals) behind market_sounding_enabled (angel and custodian have it on, demo
// off), per role from spec 6's `compliance` row through can(); append-only through every door (REST,
// the Local API with overrideAccess, raw SQL); CSV and PDF exports hold the tenant's rows only.

let payload: Payload
let demo: Tenant
let angel: Tenant
let custodian: Tenant
let angelInvestor: User
let angelOpportunity: number
let custodianAcceptance: MarketSoundingAcceptance
let acceptance: MarketSoundingAcceptance
let deal: PaDeal
let custodianDeal: PaDeal
const angelClients = new Map<TRoleId, TestClient>()
const demoSuperAdmin = new TestClient('demo')

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const angelAs = (role: TRoleId) => angelClients.get(role)!
const expectedApi = (role: TRoleId, action: TAction) => (can(role, 'compliance', action) ? 200 : 403)
const expectedPage = (role: TRoleId, action: TAction) => (can(role, 'compliance', action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

/** The text a PDF draws: pdf-lib writes each page's content stream deflated, and text as hex WinAnsi codes. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const hex: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      content = match[1]!
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) hex.push(Buffer.from(text[1]!, 'hex').toString('latin1'))
  }
  // Cells wrap at spaces: joined with spaces, a wrapped value reads whole again.
  return hex.join(' ')
}

async function staffOf(tenant: Tenant, slug: string): Promise<User> {
  return (await userByEmail(payload, tenant.id, `${slug}@${tenant.code}.test`))!
}

const dealBody = async (tenant: Tenant, overrides: Record<string, unknown> = {}) => ({
  staffMember: (await staffOf(tenant, 'fundmanager')).id,
  instrument: unique('Test Instrument plc'),
  side: 'buy',
  quantity: 100,
  price: 2_50,
  currency: 'GBP',
  dealtOn: '2026-10-01T00:00:00.000Z',
  preClearedBy: (await staffOf(tenant, 'superadmin')).id,
  preClearedAt: '2026-09-29T00:00:00.000Z',
  ...overrides,
})

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel, custodian] = await Promise.all(['demo', 'angel', 'custodian'].map((code) => tenantByCode(payload, code)))
  angelInvestor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
  angelOpportunity = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: angel.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  const custodianInvestor = (await userByEmail(payload, custodian.id, 'investor@custodian.test'))!
  const custodianOpportunity = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: custodian.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  acceptance = await recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: angelInvestor.id, opportunity: angelOpportunity })
  custodianAcceptance = await recordMarketSoundingAcceptance(payload, { tenant: custodian.id, investor: custodianInvestor.id, opportunity: custodianOpportunity })
  deal = await payload.create({ collection: 'pa-deals', data: (await dealBody(angel, { tenant: angel.id })) as never, overrideAccess: true, depth: 0 })
  custodianDeal = await payload.create({ collection: 'pa-deals', data: (await dealBody(custodian, { instrument: unique('Custodian-only holding'), tenant: custodian.id })) as never, overrideAccess: true, depth: 0 })
  await Promise.all([
    demoSuperAdmin.login('superadmin@demo.test'),
    ...ROLE_IDS.map(async (role) => {
      const client = new TestClient('angel')
      await client.login(`${ROLE_SLUG[role]}@angel.test`)
      angelClients.set(role, client)
    }),
  ])
}, 120_000)


describe('per role (spec 6 compliance)', () => {
  test.each(roles)('$label: lists, exports and pages as can(compliance, index) says', async ({ role }) => {
    const client = angelAs(role)
    for (const path of ['/api/market-sounding-acceptances?depth=0', '/api/pa-deals?depth=0', '/api/resources/market-sounding-acceptances', '/api/resources/pa-deals', '/api/resources/pa-deals/export', '/api/insider-register/export-pdf']) {
      const response = await client.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(expectedApi(role, 'index'))
    }
    for (const path of ['/admin/insider-register', '/admin/insider-register/pa-deals']) {
      const response = await client.get(path, { accept: 'text/html' })
      expect(expectedPage(role, 'index'), `${path}: ${response.status}`).toContain(response.status)
    }
    const form = await client.get('/admin/insider-register/pa-deals/create', { accept: 'text/html' })
    expect(expectedPage(role, 'create'), `create page: ${form.status}`).toContain(form.status)
  })

  test.each(roles)('$label: records a PA deal as can(compliance, create) says; nobody writes an acceptance through REST', async ({ role }) => {
    const client = angelAs(role)
    // The tenant in the body is ignored: the session's is stamped.
    const create = await client.request('POST', '/api/pa-deals?depth=0', { body: await dealBody(angel, { tenant: custodian.id }) })
    expect(create.status, show(create)).toBe(can(role, 'compliance', 'create') ? 201 : 403)
    if (create.status === 201) {
      const doc = create.json<{ doc: PaDeal }>().doc
      expect(doc.tenant).toBe(angel.id)
      expect(doc.staffName).toBe('Fundmanager Angel Network')
      expect(doc.preClearedByName).toBe('Superadmin Angel Network')
      expect(doc.recordedBy).toBe((await staffOf(angel, ROLE_SLUG[role])).id)
    }
    const acceptanceCreate = await client.request('POST', '/api/market-sounding-acceptances', { body: { reference: unique('MS'), acceptedAt: new Date().toISOString(), investor: angelInvestor.id, investorName: 'Forged', opportunity: angelOpportunity, opportunityName: 'Forged', description: 'Forged' } })
    expect(acceptanceCreate.status, show(acceptanceCreate)).toBe(403)
  })
})

describe('append-only', () => {
  const storedAcceptance = async () => (await payload.db.pool.query<{ description: string; investor_name: string }>('SELECT description, investor_name FROM market_sounding_acceptances WHERE id = $1', [acceptance.id])).rows[0]
  const storedDeal = async () => (await payload.db.pool.query<{ quantity: string; notes: string | null }>('SELECT quantity::text, notes FROM pa_deals WHERE id = $1', [deal.id])).rows[0]

  test('no role changes or removes an entry through the API, by id or by query', async () => {
    const before = [await storedAcceptance(), await storedDeal()]
    for (const { role } of roles) {
      for (const [method, path, body] of [
        ['PATCH', `/api/market-sounding-acceptances/${acceptance.id}`, { description: 'Edited' }],
        ['PATCH', `/api/market-sounding-acceptances?where[id][equals]=${acceptance.id}`, { description: 'Edited' }],
        ['DELETE', `/api/market-sounding-acceptances/${acceptance.id}`, undefined],
        ['DELETE', `/api/market-sounding-acceptances?where[id][equals]=${acceptance.id}`, undefined],
        ['PATCH', `/api/pa-deals/${deal.id}`, { quantity: 1, notes: 'Edited' }],
        ['PATCH', `/api/pa-deals?where[id][equals]=${deal.id}`, { quantity: 1 }],
        ['DELETE', `/api/pa-deals/${deal.id}`, undefined],
        ['DELETE', `/api/pa-deals?where[id][equals]=${deal.id}`, undefined],
        ['POST', '/api/resources/pa-deals/bulk-delete', { ids: [deal.id] }],
      ] as const) {
        const response = await angelAs(role).request(method, path, { body })
        // A bulk call by query may answer 200 having touched nothing; anything else is a refusal.
        if (response.status === 200) {
          const answer = response.json<{ docs?: unknown[]; deleted?: unknown[] }>()
          expect(answer.docs ?? answer.deleted, `${ROLE_LABEL[role]} ${method} ${path}`).toEqual([])
        } else expect([403, 404, 405], `${ROLE_LABEL[role]} ${method} ${path}: ${show(response)}`).toContain(response.status)
      }
    }
    expect([await storedAcceptance(), await storedDeal()]).toEqual(before)
  })

  test('the Local API refuses too, even with overrideAccess', async () => {
    await expect(payload.update({ collection: 'market-sounding-acceptances', id: acceptance.id, data: { description: 'Edited' }, overrideAccess: true })).rejects.toThrow(/append-only/)
    await expect(payload.delete({ collection: 'market-sounding-acceptances', id: acceptance.id, overrideAccess: true })).rejects.toThrow(/append-only/)
    await expect(payload.update({ collection: 'pa-deals', where: { id: { equals: deal.id } }, data: { quantity: 1 }, overrideAccess: true })).rejects.toThrow(/append-only/)
    await expect(payload.delete({ collection: 'pa-deals', where: { id: { equals: deal.id } }, overrideAccess: true })).rejects.toThrow(/append-only/)
    expect((await storedAcceptance())?.description).toBe(acceptance.description)
    expect(await storedDeal()).toEqual({ quantity: '100', notes: null })
  })

  test('PostgreSQL refuses UPDATE, DELETE and TRUNCATE of both tables', async () => {
    for (const [table, id, column] of [
      ['market_sounding_acceptances', acceptance.id, 'description'],
      ['pa_deals', deal.id, 'notes'],
    ] as const) {
      await expect(payload.db.pool.query(`UPDATE ${table} SET ${column} = 'Edited' WHERE id = $1`, [id])).rejects.toThrow(/append-only: UPDATE of .* refused/)
      await expect(payload.db.pool.query(`DELETE FROM ${table} WHERE id = $1`, [id])).rejects.toThrow(/append-only: DELETE of .* refused/)
      await expect(payload.db.pool.query(`TRUNCATE ${table}`)).rejects.toThrow(/append-only: TRUNCATE of .* refused|cannot truncate a table referenced in a foreign key constraint/)
    }
    expect((await storedAcceptance())?.description).toBe(acceptance.description)
    expect(await storedDeal()).toEqual({ quantity: '100', notes: null })
  })

  test('a correction is a new entry naming the old; the old stays as it was', async () => {
    const client = angelAs(ROLE.superAdmin)
    const correction = await client.request('POST', '/api/pa-deals?depth=0', { body: await dealBody(angel, { quantity: 200, corrects: deal.id, notes: 'Quantity was 200' }) })
    expect(correction.status, show(correction)).toBe(201)
    expect(correction.json<{ doc: PaDeal }>().doc.corrects).toBe(deal.id)
    expect(await storedDeal()).toEqual({ quantity: '100', notes: null })
    const corrected = await recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: angelInvestor.id, opportunity: angelOpportunity, corrects: acceptance.id, note: 'Wrong time' })
    expect([corrected.corrects, corrected.correctsReference]).toEqual([acceptance.id, acceptance.reference])
    // Another tenant's entry cannot be corrected here.
    const foreign = await client.request('POST', '/api/pa-deals?depth=0', { body: await dealBody(angel, { corrects: custodianDeal.id }) })
    expect(foreign.status, show(foreign)).toBe(400)
    expect(foreign.text).toContain('corrects')
  })
})

describe('what a PA deal and an acceptance take', () => {
  test('a PA deal names staff of the tenant and gives pre-clearance whole', async () => {
    const client = angelAs(ROLE.superAdmin)
    const investor = await client.request('POST', '/api/pa-deals', { body: await dealBody(angel, { staffMember: angelInvestor.id }) })
    expect(investor.status, show(investor)).toBe(400)
    expect(investor.text).toContain('staffMember')
    const otherTenant = await client.request('POST', '/api/pa-deals', { body: await dealBody(angel, { staffMember: (await staffOf(custodian, 'fundmanager')).id }) })
    expect(otherTenant.status, show(otherTenant)).toBe(400)
    const half = await client.request('POST', '/api/pa-deals', { body: await dealBody(angel, { preClearedAt: null }) })
    expect(half.status, show(half)).toBe(400)
    expect(half.text).toContain('preClearedAt')
    const fraction = await client.request('POST', '/api/pa-deals', { body: await dealBody(angel, { price: 2.5 }) })
    expect(fraction.status, show(fraction)).toBe(400)
  })

  test('an acceptance copies what the investor was told at that moment; later text changes nothing recorded', async () => {
    const before = angel.marketSoundingDescription
    const told = unique('You are about to be wall-crossed')
    await payload.update({ collection: 'tenants', id: angel.id, data: { marketSoundingDescription: told }, overrideAccess: true, depth: 0 })
    try {
      const recorded = await recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: angelInvestor.id, opportunity: angelOpportunity })
      expect(recorded.description).toBe(told)
      expect(recorded.investorName).toBe('Investor Angel Network')
      expect(recorded.reference).toMatch(/^MS-[0-9A-F]{10}$/)
      await payload.update({ collection: 'tenants', id: angel.id, data: { marketSoundingDescription: `${told} (revised)` }, overrideAccess: true, depth: 0 })
      expect((await payload.findByID({ collection: 'market-sounding-acceptances', id: recorded.id, depth: 0, overrideAccess: true })).description).toBe(told)
    } finally {
      await payload.update({ collection: 'tenants', id: angel.id, data: { marketSoundingDescription: before }, overrideAccess: true, depth: 0 })
    }
  })

  test('an acceptance names an investor and an opportunity of the tenant, and needs the switch on', async () => {
    const custodianInvestor = (await userByEmail(payload, custodian.id, 'investor@custodian.test'))!
    await expect(recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: custodianInvestor.id, opportunity: angelOpportunity })).rejects.toMatchObject({ status: 422, fieldErrors: { investor: expect.any(Array) } })
    await expect(recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: (await staffOf(angel, 'superadmin')).id, opportunity: angelOpportunity })).rejects.toMatchObject({ status: 422 })
    const demoInvestor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
    const demoOpportunity = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    await expect(recordMarketSoundingAcceptance(payload, { tenant: demo.id, investor: demoInvestor.id, opportunity: demoOpportunity })).rejects.toMatchObject({ status: 403 })
  })
})

describe('exports for a regulator', () => {
  test('the CSV of each list holds this tenant’s entries only', async () => {
    const client = angelAs(ROLE.superAdmin)
    const acceptances = await client.get('/api/resources/market-sounding-acceptances/export')
    expect(acceptances.status, show(acceptances)).toBe(200)
    expect(acceptances.headers['content-type']).toContain('text/csv')
    expect(acceptances.text).toContain(acceptance.reference)
    expect(acceptances.text).toContain('What they were told')
    expect(acceptances.text).not.toContain(custodianAcceptance.reference)
    const deals = await client.get('/api/resources/pa-deals/export')
    expect(deals.text).toContain(deal.instrument)
    expect(deals.text).not.toContain(custodianDeal.instrument)
  })

  test('the PDF of each list holds this tenant’s entries only, filters applied', async () => {
    const client = angelAs(ROLE.superAdmin)
    const register = await client.get('/api/insider-register/export-pdf')
    expect(register.status, show(register)).toBe(200)
    expect(register.headers['content-type']).toBe('application/pdf')
    expect(register.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(register.bytes)
    expect(text).toContain('Angel Network')
    expect(text).toContain(acceptance.reference)
    expect(text).not.toContain(custodianAcceptance.reference)
    const otherView = pdfText((await angelAs(ROLE.support).get(`/api/insider-register/export-pdf?filter[opportunityName]=${encodeURIComponent('no such opportunity')}`)).bytes)
    expect(otherView).not.toContain(acceptance.reference)
    expect(otherView).toContain('Filtered by Opportunity')
    const deals = pdfText((await client.get('/api/insider-register/pa-deals/export-pdf')).bytes)
    expect(deals).toContain(deal.instrument)
    expect(deals).toContain('Superadmin Angel Network, 2026-09-29')
    expect(deals).not.toContain(custodianDeal.instrument)
  })
})

describe('market_sounding_enabled', () => {
  test('off (demo): the routes answer 404, the navigation hides them, the APIs refuse', async () => {
    // Other files may leave demo rows behind (they cannot be deleted): what counts is that the refused calls add none.
    const demoDeals = async () => (await payload.count({ collection: 'pa-deals', where: { tenant: { equals: demo.id } }, overrideAccess: true })).totalDocs
    const before = await demoDeals()
    for (const path of ['/admin/insider-register', '/admin/insider-register/pa-deals', '/admin/insider-register/pa-deals/create']) {
      expect((await demoSuperAdmin.get(path, { accept: 'text/html' })).status, path).toBe(404)
    }
    const home = await demoSuperAdmin.get('/admin', { accept: 'text/html' })
    expect(home.status).toBe(200)
    expect(home.text).not.toContain('href="/admin/insider-register"')
    expect((await demoSuperAdmin.get('/api/market-sounding-acceptances?depth=0')).status).toBe(404)
    expect((await demoSuperAdmin.get('/api/pa-deals?depth=0')).status).toBe(404)
    expect((await demoSuperAdmin.request('POST', '/api/pa-deals', { body: await dealBody(demo) })).status).toBe(404)
    for (const path of ['/api/resources/market-sounding-acceptances', '/api/resources/pa-deals/export', '/api/insider-register/export-pdf', '/api/insider-register/pa-deals/export-pdf']) {
      expect([403, 404], path).toContain((await demoSuperAdmin.get(path)).status)
    }
    expect(await demoDeals()).toBe(before)
  })

  test('on (angel): the navigation shows the register, which links its PA deals, their form and the PDF', async () => {
    const home = await angelAs(ROLE.superAdmin).get('/admin', { accept: 'text/html' })
    expect(home.text).toContain('href="/admin/insider-register"')
    const register = await angelAs(ROLE.superAdmin).get('/admin/insider-register', { accept: 'text/html' })
    expect(register.text).toContain('href="/admin/insider-register/pa-deals"')
    expect(register.text).toContain('href="/api/insider-register/export-pdf"')
    const deals = await angelAs(ROLE.superAdmin).get('/admin/insider-register/pa-deals', { accept: 'text/html' })
    expect(deals.text).toContain('href="/admin/insider-register/pa-deals/create"')
  })
})

describe('demo data', () => {
  test('angel and custodian have a dozen acceptances and PA deals, each register with a correction; the others none', async () => {
    // The seed's rows: made before this file's first entry, and not the isolation test's ('Isolation …').
    const { rows } = await payload.db.pool.query<{ code: string; acceptances: number; acceptance_corrections: number; deals: number; deal_corrections: number }>(
      `SELECT t.code,
              (SELECT count(*)::int FROM market_sounding_acceptances a WHERE a.tenant_id = t.id AND a.created_at < $1 AND coalesce(a.note, '') NOT LIKE 'Isolation %') AS acceptances,
              (SELECT count(*)::int FROM market_sounding_acceptances a WHERE a.tenant_id = t.id AND a.created_at < $1 AND coalesce(a.note, '') NOT LIKE 'Isolation %' AND a.corrects_id IS NOT NULL) AS acceptance_corrections,
              (SELECT count(*)::int FROM pa_deals d WHERE d.tenant_id = t.id AND d.created_at < $1 AND d.instrument NOT LIKE 'Isolation %') AS deals,
              (SELECT count(*)::int FROM pa_deals d WHERE d.tenant_id = t.id AND d.created_at < $1 AND d.instrument NOT LIKE 'Isolation %' AND d.corrects_id IS NOT NULL) AS deal_corrections
         FROM tenants t ORDER BY t.code`,
      [acceptance.createdAt],
    )
    for (const row of rows) {
      const on = row.code === 'angel' || row.code === 'custodian'
      // Files that ran earlier may have accepted a sounding on angel or custodian (the portal's investing): the seed's dozen and more.
      expect({ ...row, acceptances: on ? Math.min(row.acceptances, 13) : row.acceptances }, row.code).toEqual(
        on ? { code: row.code, acceptances: 13, acceptance_corrections: 1, deals: 5, deal_corrections: 1 } : { code: row.code, acceptances: 0, acceptance_corrections: 0, deals: 0, deal_corrections: 0 },
      )
    }
    const register = await angelAs(ROLE.superAdmin).get('/admin/insider-register', { accept: 'text/html' })
    expect(register.text).toContain('Recorded against the wrong opportunity')
  })
})
