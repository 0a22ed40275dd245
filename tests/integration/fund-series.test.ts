import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { formatMoney } from '@/lib/money'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// Issue 10 §5, §6: the funds area behind its tenant switch, the dated series' rules (one point per
// subject and day, whole minor units, no future dates, the subject's currency), the current status as
// the latest maturity status, the trail entries, the fund reports' figures against the rows, and the
// demo data every funds tenant gets.

let payload: Payload
let demo: Tenant
let angel: Tenant
const staff = new TestClient('demo')
const made: { collection: 'valuations' | 'share-prices' | 'company-maturity-statuses' | 'net-asset-values'; id: number }[] = []
let company: { id: number; currency: string; status: string }
let fund: number

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
type TErrors = { errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[] }
const fieldErrors = (response: TResponse) => response.json<TErrors>().errors?.flatMap((error) => error.data?.errors ?? []) ?? []

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  await staff.login('superadmin@demo.test')
  const row = (await payload.find({ collection: 'companies', where: { and: [{ tenant: { equals: demo.id } }, { status: { equals: 'active' } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  company = { id: row.id, currency: row.currency, status: row.status }
  fund = typeof row.fund === 'object' && row.fund ? row.fund.id : (row.fund as number)
}, 120_000)

afterAll(async () => {
  for (const { collection, id } of made.reverse()) await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
})

async function post(collection: (typeof made)[number]['collection'], body: Record<string, unknown>): Promise<TResponse> {
  const response = await staff.request('POST', `/api/${collection}?depth=0`, { body })
  if (response.status === 201) made.push({ collection, id: response.json<{ doc: { id: number } }>().doc.id })
  return response
}

describe('funds_enabled (spec 3, 2.2)', () => {
  const capital = new TestClient('capital')
  beforeAll(() => capital.login('superadmin@capital.test'))

  test('the demo data: capital has the switch off, demo and angel on', async () => {
    expect((await tenantByCode(payload, 'capital')).features?.funds_enabled).toBe(false)
    expect(demo.features?.funds_enabled ?? true).toBe(true)
  })

  test('off: the screens are 404 and the navigation has no Funds', async () => {
    for (const path of ['/admin/funds', '/admin/funds/new-fund', '/admin/investments/companies', '/admin/investments/companies/new-company']) {
      expect((await capital.get(path, { accept: 'text/html' })).status, path).toBe(404)
    }
    const overview = await capital.get('/admin', { accept: 'text/html' })
    expect(overview.status).toBe(200)
    expect(overview.text).not.toContain('href="/admin/funds"')
    expect(overview.text).not.toContain('href="/admin/investments/companies"')
  })

  test('off: the API refuses the collections and the reports, whatever the role', async () => {
    for (const collection of ['funds', 'companies', 'net-asset-values', 'fund-kpis', 'valuations', 'share-prices', 'company-maturity-statuses']) {
      const list = await capital.get(`/api/${collection}?limit=1&depth=0`)
      expect(list.status, `${collection}: ${show(list)}`).toBe(404)
    }
    const created = await capital.request('POST', '/api/funds?depth=0', { body: { name: 'Not while switched off', status: 1, currency: 'GBP' } })
    expect(created.status, show(created)).toBe(404)
    expect((await capital.get(`/api/reports/funds/${fund}/kpi`)).status).toBe(404)
  })

  test('on: the navigation links to Funds and fund investments, and both lists show the demo data', async () => {
    const overview = await staff.get('/admin', { accept: 'text/html' })
    expect(overview.text).toContain('href="/admin/funds"')
    const funds = await staff.get('/admin/funds', { accept: 'text/html' })
    expect(funds.status).toBe(200)
    expect(funds.text).toContain('Demo Growth Fund I')
    const companies = await staff.get('/admin/investments/companies?filter[status]=exited', { accept: 'text/html' })
    expect(companies.status).toBe(200)
    expect(companies.text).toContain('Bramble Foods')
    expect(companies.text).not.toContain('Northwind Robotics')
  })
})

describe('series rules', () => {
  test('a second valuation on the same day is refused with the day in words; another day is fine', async () => {
    const first = await post('valuations', { company: company.id, date: '2001-03-31T00:00:00.000Z', value: 1_250_000_00 })
    expect(first.status, show(first)).toBe(201)
    const again = await post('valuations', { company: company.id, date: '2001-03-31T15:30:00.000Z', value: 9_00 })
    expect(again.status, show(again)).toBe(400)
    expect(fieldErrors(again)).toContainEqual(expect.objectContaining({ path: 'date', message: 'A valuation is already recorded for this company on 31 Mar 2001. Remove it first to record another.' }))
    const next = await post('valuations', { company: company.id, date: '2001-04-01T00:00:00.000Z', value: 1_300_000_00 })
    expect(next.status, show(next)).toBe(201)
  })

  test('the unique index holds when two requests race for one day', async () => {
    const body = { company: company.id, date: '2002-06-30T00:00:00.000Z', price: 140 }
    const answers = await Promise.all([post('share-prices', body), post('share-prices', body), post('share-prices', body)])
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(2)
    expect((await payload.count({ collection: 'share-prices', where: { and: [{ company: { equals: company.id } }, { date: { equals: body.date } }] }, overrideAccess: true })).totalDocs).toBe(1)
  })

  test.each([
    ['a fraction of a minor unit', 12.5, 'Enter a whole number of minor units'],
    ['a negative amount', -100, 'Enter an amount of zero or more'],
  ])('an amount as %s is refused', async (_name, value, message) => {
    const response = await post('valuations', { company: company.id, date: '2003-01-31T00:00:00.000Z', value })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path: 'value', message }))
  })

  test('a date in the future is refused', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const response = await post('net-asset-values', { fund, date: tomorrow, navPerUnit: 100 })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path: 'date', message: 'Choose a date no later than today' }))
  })

  test("the currency is the subject's, whatever the body says; the day is stored at UTC midnight", async () => {
    const response = await post('share-prices', { company: company.id, date: '2004-02-29T18:45:00.000Z', price: 99, currency: 'JPY' })
    expect(response.status, show(response)).toBe(201)
    const doc = response.json<{ doc: { currency: string; date: string } }>().doc
    expect(doc.currency).toBe(company.currency)
    expect(doc.date).toBe('2004-02-29T00:00:00.000Z')
  })

  test("another tenant's company cannot be the subject", async () => {
    const other = (await payload.find({ collection: 'companies', where: { tenant: { equals: angel.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const response = await post('valuations', { company: other.id, date: '2005-01-31T00:00:00.000Z', value: 100 })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response).map((error) => error.path)).toContain('company')
  })

  test('a point added and removed is in the trail of its company', async () => {
    const added = await post('valuations', { company: company.id, date: '2006-05-31T00:00:00.000Z', value: 777_00 })
    const id = added.json<{ doc: { id: number } }>().doc.id
    expect((await staff.request('DELETE', `/api/valuations/${id}`)).status).toBe(200)
    const trail = await staff.get(`/api/activities?where[targetCollection][equals]=companies&where[targetId][equals]=${company.id}&sort=-id&limit=5&depth=0`)
    expect(trail.status, show(trail)).toBe(200)
    const actions = trail.json<{ docs: { action: string; changes: Record<string, { to: unknown }> }[] }>().docs
    expect(actions.map((entry) => entry.action).slice(0, 2)).toEqual(['valuation-removed', 'valuation-added'])
    expect(actions[1]!.changes.value?.to).toBe(formatMoney(777_00, company.currency))
  })
})

describe('the current status is the latest maturity status', () => {
  test('a newer status becomes current, an older one does not, removing the newest restores the previous', async () => {
    const status = async () => (await payload.findByID({ collection: 'companies', id: company.id, depth: 0, overrideAccess: true })).status
    const today = new Date().toISOString()
    const newest = await post('company-maturity-statuses', { company: company.id, date: today, status: 'dormant' })
    expect(newest.status, show(newest)).toBe(201)
    expect(await status()).toBe('dormant')
    const older = await post('company-maturity-statuses', { company: company.id, date: '1999-12-31T00:00:00.000Z', status: 'in-administration' })
    expect(older.status, show(older)).toBe(201)
    expect(await status()).toBe('dormant')
    expect((await staff.request('DELETE', `/api/company-maturity-statuses/${newest.json<{ doc: { id: number } }>().doc.id}`)).status).toBe(200)
    expect(await status()).toBe(company.status)
  })

  test('the status cannot be set over the API', async () => {
    const response = await staff.request('PATCH', `/api/companies/${company.id}?depth=0`, { body: { status: 'exited' } })
    expect(response.status, show(response)).toBe(200)
    expect(response.json<{ doc: { status: string } }>().doc.status).toBe(company.status)
  })
})

describe('demo data and the fund reports', () => {
  test('every funds tenant has two funds with three years of NAVs, and one exited and one written-off company', async () => {
    for (const tenant of [demo, angel]) {
      const funds = await payload.find({ collection: 'funds', where: { tenant: { equals: tenant.id } }, sort: 'id', depth: 0, limit: 10, overrideAccess: true })
      expect(funds.docs.filter((doc) => /Fund I{1,2}$/.test(doc.name))).toHaveLength(2)
      const navs = await payload.count({ collection: 'net-asset-values', where: { fund: { equals: funds.docs[0]!.id } }, overrideAccess: true })
      expect(navs.totalDocs).toBeGreaterThanOrEqual(36)
      for (const status of ['exited', 'written-off']) {
        expect((await payload.count({ collection: 'companies', where: { and: [{ tenant: { equals: tenant.id } }, { status: { equals: status } }] }, overrideAccess: true })).totalDocs, status).toBeGreaterThanOrEqual(1)
      }
    }
  })

  test("the portfolio lists the fund's companies with each one's latest valuation, and totals them per currency in SQL", async () => {
    const response = await staff.get(`/api/reports/funds/${fund}/portfolio`)
    expect(response.status, show(response)).toBe(200)
    const { data } = response.json<{ data: { companies: { id: number; latestValuation: { minor: string } | null; holding: { cost: string } | null }[]; latestValuationTotals: { currency: string; minor: string }[]; holdingTotals: { currency: string; cost: string }[] } }>()
    const companies = await payload.find({ collection: 'companies', where: { fund: { equals: fund } }, depth: 0, limit: 100, overrideAccess: true })
    expect(data.companies.map((row) => row.id).sort()).toEqual(companies.docs.map((doc) => doc.id).sort())
    let expected = 0n
    for (const row of data.companies) {
      const latest = (await payload.find({ collection: 'valuations', where: { company: { equals: row.id } }, sort: ['-date', '-id'], limit: 1, depth: 0, overrideAccess: true })).docs[0]
      expect(row.latestValuation?.minor ?? null, `company ${row.id}`).toBe(latest ? String(latest.value) : null)
      if (latest) expected += BigInt(latest.value)
    }
    expect(data.latestValuationTotals.reduce((sum, total) => sum + BigInt(total.minor), 0n)).toBe(expected)
    // The seeded fund holds every one of its companies on the ledger (decision 014; tests/integration/fund-ledger.test.ts checks the figures).
    expect(data.companies.every((row) => row.holding !== null && BigInt(row.holding.cost) > 0n)).toBe(true)
    expect(data.holdingTotals.length).toBeGreaterThan(0)
  })

  test('the KPI report gives the newest value of each KPI and the latest NAV', async () => {
    const response = await staff.get(`/api/reports/funds/${fund}/kpi`)
    expect(response.status, show(response)).toBe(200)
    const { data } = response.json<{ data: { latest: { key: string; period: string }[]; history: { key: string; period: string }[]; latestNav: { date: string } | null } }>()
    expect(new Set(data.latest.map((kpi) => kpi.key)).size).toBe(data.latest.length)
    for (const kpi of data.latest) {
      expect(data.history.filter((row) => row.key === kpi.key).every((row) => row.period <= kpi.period)).toBe(true)
    }
    expect(data.latestNav).not.toBeNull()
  })

  test("another tenant's fund is a 404 in the reports; the investments report lists the seeded commitments", async () => {
    const other = (await payload.find({ collection: 'funds', where: { tenant: { equals: angel.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    expect((await staff.get(`/api/reports/funds/${other.id}/portfolio`)).status).toBe(404)
    expect((await staff.get(`/api/reports/funds/${other.id}/kpi`)).status).toBe(404)
    const investments = await staff.get(`/api/reports/funds/${fund}/investments`)
    expect(investments.json<{ data: unknown[]; meta: { available: boolean } }>().data.length).toBeGreaterThan(0)
    expect(investments.json<{ meta: { available: boolean } }>().meta.available).toBe(true)
  })
})
