import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { DEFAULT_PORTFOLIO_SETTINGS } from '@/domain/portfolio/portfolio-columns'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { pdfText } from '../support/pdf-text'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// The investor's portfolio (issue 13 §4, decision 032) over HTTP on the real database: GET
// /api/portfolio's figures against ledger rows checked by hand (an investor's own holdings, an
// organisation they sign for, a method account they lead; an opportunity, a company at its latest
// share price, a fund at its share of the latest NAV; a cancelled investment reversed; two
// currencies), the holdings of an organisation they are only a member of and of other investors
// and tenants never appearing; the CSV and the PDF statement; the pages; the settings per role.

let payload: Payload
let demo: Tenant
let capital: Tenant
let investorA: User
let investorB: User
let investorC: User
let clientA: TestClient
let clientB: TestClient
let clientC: TestClient
const ids = { o1: 0, o2: 0, company: 0, fund: 0, org: 0, otherOrg: 0, entity: 0 }
// Each name ends in a short word of its own: the PDF statement wraps a long name inside its cell, and
// a word longer than the cell is broken, so the test looks for a last word that fits on one line.
const TAG = crypto.randomBytes(3).toString('hex')
const names = { o1: `Portfolio Alpha ${TAG}a`, o2: `Portfolio Euro ${TAG}b`, company: `Portfolio Company ${TAG}c`, fund: `Portfolio Fund ${TAG}d`, org: `Signing Ltd ${TAG}e`, otherOrg: `Member Only Ltd ${TAG}f`, method: `Portfolio SIPP ${TAG}g` }

const post = (client: TestClient, path: string, body: unknown) => client.request('POST', path, { body })
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

type TSubjectRef = { opportunity: number } | { fund: number } | { company: number }
type THolderRef = { holder: number } | { holderOrganisation: number } | { holderMethodEntity: number }

/** An investment and its ledger entries, written as the money code writes them (hand-checked figures below). */
async function book(tenant: Tenant, subject: TSubjectRef, holder: THolderRef, row: { amount: number; shares: number; currency: string; paid?: number; at: string; paidAt?: string; cancelledAt?: string }) {
  const subjectKind = 'opportunity' in subject ? 'opportunity' : 'fund' in subject ? 'fund' : 'company'
  const holderKind = 'holder' in holder ? 'investor' : 'holderOrganisation' in holder ? 'organisation' : 'method_entity'
  const common = { subjectKind, ...subject, holderKind, ...holder, currency: row.currency, tenant: tenant.id } as const
  const status = row.cancelledAt ? 'cancelled' : (row.paid ?? 0) >= row.amount ? 'paid' : 'awaiting_payment'
  const investment = await payload.create({ collection: 'investments', data: { ...common, amount: row.amount, shares: row.shares, status, type: 'manual', paymentReference: unique('INV-T') } as never, depth: 0 })
  const entry = await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'investment', amount: row.amount, sharesDelta: row.shares, occurredAt: row.at } as never, depth: 0 })
  if (row.paid) await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'payment_received', amount: row.paid, sharesDelta: 0, occurredAt: row.paidAt ?? row.at } as never, depth: 0 })
  if (row.cancelledAt) await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'reversal', reverses: entry.id, amount: -row.amount, sharesDelta: -row.shares, occurredAt: row.cancelledAt } as never, depth: 0 })
  return investment.id
}

async function opportunity(tenant: Tenant, title: string, currency: string, sharePrice: number | null): Promise<number> {
  const slug = unique('portfolio')
  const created = await payload.create({ collection: 'investment-opportunities', data: { title, slug, stage: 5, targetAmount: 10_000_000_00, currency, closesAt: '2026-01-31T00:00:00.000Z', ...(sharePrice ? { sharePrice } : {}), tenant: tenant.id } as never, depth: 0 })
  return created.id
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  capital = await tenantByCode(payload, 'capital')
  // The settings are append-style (the newest row is the setting) and other files save demo's: start from the defaults.
  for (const table of ['holdings', 'funds', 'stats'] as const) {
    await payload.create({ collection: 'portfolio-tables', data: { table, columns: DEFAULT_PORTFOLIO_SETTINGS[table], tenant: demo.id } as never, overrideAccess: true, depth: 0 })
  }
  investorA = await createTestUser(payload, demo, ROLE.user, { slug: 'portfolio-a', name: 'Petra' })
  investorB = await createTestUser(payload, demo, ROLE.user, { slug: 'portfolio-b' })
  investorC = await createTestUser(payload, capital, ROLE.user, { slug: 'portfolio-c' })

  ids.o1 = await opportunity(demo, names.o1, 'GBP', 150)
  ids.o2 = await opportunity(demo, names.o2, 'EUR', null)
  ids.company = (await payload.create({ collection: 'companies', data: { name: names.company, currency: 'GBP', tenant: demo.id } as never, depth: 0 })).id
  await payload.create({ collection: 'share-prices', data: { company: ids.company, date: '2025-06-30T00:00:00.000Z', price: 250, tenant: demo.id } as never, depth: 0 })
  await payload.create({ collection: 'share-prices', data: { company: ids.company, date: '2025-12-31T00:00:00.000Z', price: 300, tenant: demo.id } as never, depth: 0 })
  ids.fund = (await payload.create({ collection: 'funds', data: { name: names.fund, status: 1, currency: 'GBP', committedCapital: 1_000_000, tenant: demo.id } as never, depth: 0 })).id
  await payload.create({ collection: 'net-asset-values', data: { fund: ids.fund, date: '2025-06-30T00:00:00.000Z', navPerUnit: 100, totalNav: 900_000, tenant: demo.id } as never, depth: 0 })
  await payload.create({ collection: 'net-asset-values', data: { fund: ids.fund, date: '2025-12-31T00:00:00.000Z', navPerUnit: 120, totalNav: 1_200_000, tenant: demo.id } as never, depth: 0 })
  ids.org = (await payload.create({ collection: 'organisations', data: { name: names.org, businessType: 'business', tenant: demo.id } as never, depth: 0 })).id
  ids.otherOrg = (await payload.create({ collection: 'organisations', data: { name: names.otherOrg, businessType: 'business', tenant: demo.id } as never, depth: 0 })).id
  await payload.create({ collection: 'organisation-members', data: { organisation: ids.org, investor: investorA.id, role: 'director', tenant: demo.id } as never, depth: 0 })
  await payload.create({ collection: 'organisation-members', data: { organisation: ids.otherOrg, investor: investorA.id, role: 'member', tenant: demo.id } as never, depth: 0 })
  const method = await payload.create({ collection: 'investment-methods', data: { name: names.method, kind: 'sipp', provider: 'Test Pensions Ltd', tenant: demo.id } as never, depth: 0 })
  ids.entity = (await payload.create({ collection: 'investment-method-entities', data: { method: method.id, lead: investorA.id, status: 'active', accountReference: 'ACC-1', tenant: demo.id } as never, depth: 0 })).id

  // Investor A, directly: O1 £1,000 for 1,000 shares, £600 paid; a cancelled £200 (reversed); the company 600 shares for £900, paid; the fund £1,000 committed, £500 paid.
  await book(demo, { opportunity: ids.o1 }, { holder: investorA.id }, { amount: 100_000, shares: 1000, currency: 'GBP', paid: 60_000, at: '2026-03-10T10:00:00.000Z', paidAt: '2026-03-20T10:00:00.000Z' })
  await book(demo, { opportunity: ids.o1 }, { holder: investorA.id }, { amount: 20_000, shares: 200, currency: 'GBP', at: '2026-03-11T10:00:00.000Z', cancelledAt: '2026-03-12T10:00:00.000Z' })
  await book(demo, { company: ids.company }, { holder: investorA.id }, { amount: 90_000, shares: 600, currency: 'GBP', paid: 90_000, at: '2026-02-01T10:00:00.000Z' })
  await book(demo, { fund: ids.fund }, { holder: investorA.id }, { amount: 100_000, shares: 0, currency: 'GBP', paid: 50_000, at: '2026-01-15T10:00:00.000Z', paidAt: '2026-04-01T10:00:00.000Z' })
  await payload.create({ collection: 'ledger-entries', data: { subjectKind: 'fund', fund: ids.fund, holderKind: 'investor', holder: investorA.id, kind: 'distribution', amount: 5_000, sharesDelta: 0, currency: 'GBP', occurredAt: '2026-05-01T10:00:00.000Z', tenant: demo.id } as never, depth: 0 })
  // The organisation A signs for: O1 £500 for 500 shares, paid. The one A is only a member of: O1 £300 (never A's).
  await book(demo, { opportunity: ids.o1 }, { holderOrganisation: ids.org }, { amount: 50_000, shares: 500, currency: 'GBP', paid: 50_000, at: '2026-03-05T10:00:00.000Z' })
  await book(demo, { opportunity: ids.o1 }, { holderOrganisation: ids.otherOrg }, { amount: 30_000, shares: 300, currency: 'GBP', paid: 30_000, at: '2026-03-06T10:00:00.000Z' })
  // The method account A leads: O2 €400 for 400 shares, unpaid, no share price.
  await book(demo, { opportunity: ids.o2 }, { holderMethodEntity: ids.entity }, { amount: 40_000, shares: 400, currency: 'EUR', at: '2026-03-15T10:00:00.000Z' })
  // Investor B on demo and C on capital hold O1 / a capital opportunity: never in A's portfolio.
  await book(demo, { opportunity: ids.o1 }, { holder: investorB.id }, { amount: 70_000, shares: 700, currency: 'GBP', paid: 70_000, at: '2026-03-07T10:00:00.000Z' })
  const capitalOpportunity = await opportunity(capital, unique('Capital Portfolio'), 'GBP', 100)
  await book(capital, { opportunity: capitalOpportunity }, { holder: investorC.id }, { amount: 10_000, shares: 100, currency: 'GBP', paid: 10_000, at: '2026-03-07T10:00:00.000Z' })

  clientA = new TestClient('demo')
  await clientA.login(investorA.email, TEST_PASSWORD)
  clientB = new TestClient('demo')
  await clientB.login(investorB.email, TEST_PASSWORD)
  clientC = new TestClient('capital')
  await clientC.login(investorC.email, TEST_PASSWORD)
}, 120_000)


type THolding = { subject: { kind: string; id: number; name: string }; holder: { kind: string; id: number; name: string | null }; currency: string; invested: string; paid: string; outstanding: string; distributions: string; shares: string; sharePrice: string | null; value: string | null; gain: string | null; gainPercent: string | null }
type TTotals = { currency: string; holdings: number; invested: string; paid: string; outstanding: string; distributions: string; value: string; gain: string; gainPercent: string | null; unvalued: number }
type TPortfolio = { data: THolding[]; totals: TTotals[]; settings: { holdings: string[]; funds: string[]; stats: string[] } }

async function portfolioOf(client: TestClient): Promise<TPortfolio> {
  const response = await client.get('/api/portfolio')
  expect(response.status, show(response)).toBe(200)
  return response.json<TPortfolio>()
}

describe('GET /api/portfolio', () => {
  test("an investor's holdings and totals are the ledger's, hand-checked", async () => {
    const { data, totals } = await portfolioOf(clientA)
    const pick = (holding: THolding) => ({ kind: holding.subject.kind, id: holding.subject.id, holder: holding.holder.kind, holderName: holding.holder.name, currency: holding.currency, invested: holding.invested, paid: holding.paid, outstanding: holding.outstanding, distributions: holding.distributions, shares: holding.shares, price: holding.sharePrice, value: holding.value, gain: holding.gain, gainPercent: holding.gainPercent })
    expect(data.map(pick).sort((a, b) => `${a.kind}${a.id}${a.holder}`.localeCompare(`${b.kind}${b.id}${b.holder}`))).toEqual(
      [
        // 600 shares at the latest price 300: 180,000; gain 90,000 = 100 %.
        { kind: 'company', id: ids.company, holder: 'investor', holderName: null, currency: 'GBP', invested: '90000', paid: '90000', outstanding: '0', distributions: '0', shares: '600', price: '300', value: '180000', gain: '90000', gainPercent: '100.00' },
        // 100,000 of 1,000,000 committed capital × the latest NAV 1,200,000 = 120,000; + 5,000 distributed - 100,000 = 25,000.
        { kind: 'fund', id: ids.fund, holder: 'investor', holderName: null, currency: 'GBP', invested: '100000', paid: '50000', outstanding: '50000', distributions: '5000', shares: '0', price: null, value: '120000', gain: '25000', gainPercent: '25.00' },
        // The cancelled 20,000 / 200 shares reversed: 1,000 shares × 150 = 150,000; gain 50,000.
        { kind: 'opportunity', id: ids.o1, holder: 'investor', holderName: null, currency: 'GBP', invested: '100000', paid: '60000', outstanding: '40000', distributions: '0', shares: '1000', price: '150', value: '150000', gain: '50000', gainPercent: '50.00' },
        { kind: 'opportunity', id: ids.o1, holder: 'organisation', holderName: names.org, currency: 'GBP', invested: '50000', paid: '50000', outstanding: '0', distributions: '0', shares: '500', price: '150', value: '75000', gain: '25000', gainPercent: '50.00' },
        // No share price: not valued.
        { kind: 'opportunity', id: ids.o2, holder: 'method_entity', holderName: `${names.method} · ACC-1`, currency: 'EUR', invested: '40000', paid: '0', outstanding: '40000', distributions: '0', shares: '400', price: null, value: null, gain: null, gainPercent: null },
      ].sort((a, b) => `${a.kind}${a.id}${a.holder}`.localeCompare(`${b.kind}${b.id}${b.holder}`)),
    )
    expect(totals).toEqual([
      { currency: 'EUR', holdings: 1, invested: '40000', paid: '0', outstanding: '40000', distributions: '0', value: '0', gain: '0', gainPercent: null, unvalued: 1 },
      // 340,000 invested; 525,000 value; 190,000 gain = 55.88 %.
      { currency: 'GBP', holdings: 4, invested: '340000', paid: '250000', outstanding: '90000', distributions: '5000', value: '525000', gain: '190000', gainPercent: '55.88', unvalued: 0 },
    ])
  })

  test("another investor's, an organisation they are only a member of, and another tenant's holdings never appear", async () => {
    const a = await portfolioOf(clientA)
    expect(a.data.map((holding) => holding.holder.name)).not.toContain(names.otherOrg)
    expect(JSON.stringify(a)).not.toContain('70000')
    const b = await portfolioOf(clientB)
    expect(b.data.map((holding) => ({ id: holding.subject.id, holder: holding.holder.kind, invested: holding.invested }))).toEqual([{ id: ids.o1, holder: 'investor', invested: '70000' }])
    const c = await portfolioOf(clientC)
    expect(c.data.map((holding) => holding.invested)).toEqual(['10000'])
    expect(JSON.stringify(c)).not.toContain(names.o1)
  })

  test('staff are refused, a visitor is unauthenticated, an investor with a step open is told the step', async () => {
    const staff = new TestClient('demo')
    await staff.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
    expect((await staff.get('/api/portfolio')).status).toBe(403)
    expect((await staff.get('/api/portfolio/export')).status).toBe(403)
    expect((await new TestClient('demo').get('/api/portfolio')).status).toBe(401)
    const pending = await createTestUser(payload, demo, ROLE.user, { slug: 'portfolio-terms', accepted_terms_version: 0 })
    const client = new TestClient('demo')
    await client.login(pending.email, TEST_PASSWORD)
    const response = await client.get('/api/portfolio')
    expect(response.status).toBe(403)
    expect(response.json<{ step: string }>().step).toBe('accept-terms')
  })
})

describe('GET /api/portfolio/export', () => {
  test('the CSV of holdings has the figures in major units, and only the caller’s', async () => {
    const response = await clientA.get('/api/portfolio/export?format=csv')
    expect(response.status, show(response)).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.text.trim().split('\n')
    expect(lines[0]).toBe('Type,Holding,Held by,Currency,Invested,Paid,Outstanding,Shares,Share price,Current value,Valued at,Distributions,Gain,Gain %,First invested')
    expect(lines).toHaveLength(6)
    expect(lines).toContain(`Opportunity,${names.o1},${names.org},GBP,500.00,500.00,0.00,500,1.50,750.00,,0.00,250.00,50.00,2026-03-05`)
    expect(lines).toContain(`Company,${names.company},You,GBP,900.00,900.00,0.00,600,3.00,1800.00,2025-12-31,0.00,900.00,100.00,2026-02-01`)
    expect(response.text).not.toContain(names.otherOrg)
    const other = await clientB.get('/api/portfolio/export?format=csv')
    expect(other.text).not.toContain(names.org)
    expect(other.text).not.toContain(names.company)
  })

  test('the CSV of transactions holds the period’s entries only', async () => {
    const response = await clientA.get('/api/portfolio/export?format=csv&report=transactions&from=2026-03-10&to=2026-03-12')
    expect(response.status, show(response)).toBe(200)
    const lines = response.text.trim().split('\n').slice(1)
    // 10 March: O1's investment; 11 March: the investment later cancelled; 12 March: its reversal.
    expect(lines.map((line) => line.split(',').slice(0, 7).join(','))).toEqual([
      `2026-03-10,Opportunity,${names.o1},You,Investment,1000.00,1000`,
      `2026-03-11,Opportunity,${names.o1},You,Investment,200.00,200`,
      `2026-03-12,Opportunity,${names.o1},You,Reversal (investment),-200.00,-200`,
    ])
    expect((await clientA.get('/api/portfolio/export?format=csv&report=transactions&from=2026-04-01&to=2026-03-01')).status).toBe(422)
    expect((await clientA.get('/api/portfolio/export?format=doc')).status).toBe(422)
  })

  test('the PDF statement names the investor, the period, their holdings and the period’s transactions, and nobody else’s', async () => {
    const response = await clientA.get('/api/portfolio/export?format=pdf&from=2026-01-01&to=2026-03-31')
    expect(response.status, show(response)).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(response.bytes)
    // Long names wrap inside their cells at spaces: each name's last word (its unique part) is on one line.
    const lastWord = (name: string) => name.split(' ').at(-1)!
    for (const expected of ['Portfolio statement', investorA.email, '1 Jan 2026', '31 Mar 2026', ...[names.o1, names.company, names.fund, names.org].map(lastWord), '£5,250.00', '£1,900.00']) expect(text, expected).toContain(expected)
    // The 1 May distribution is outside the period (the totals still have their Distributions column).
    expect(text).not.toContain('1 May 2026')
    expect(text).not.toContain(lastWord(names.otherOrg))
    expect(text).not.toContain(investorB.email)
    const other = await pdfText((await clientB.get('/api/portfolio/export?format=pdf')).bytes)
    expect(other).not.toContain(lastWord(names.company))
    expect(other).not.toContain(investorA.email)
  })
})

describe('portfolio pages', () => {
  test('the portfolio, a holding, a company and a fund render for their holder; others get a 404', async () => {
    const page = await clientA.get('/investor/portfolio')
    expect(page.status, show(page)).toBe(200)
    for (const expected of ['data-testid="portfolio-holdings"', 'data-testid="portfolio-funds"', names.o1, names.org, names.fund, '/api/portfolio/export']) expect(page.text, expected).toContain(expected)
    expect(page.text).not.toContain(names.otherOrg)
    for (const path of [`/investor/portfolio/${ids.o1}`, `/investor/portfolio/company-${ids.company}`, `/investor/portfolio/fund/${ids.fund}`, `/investor/portfolio/${ids.o2}`]) {
      const response = await clientA.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(200)
      expect(response.text).toContain('data-testid="portfolio-transactions"')
    }
    for (const path of [`/investor/portfolio/${ids.o2}`, `/investor/portfolio/company-${ids.company}`, `/investor/portfolio/fund/${ids.fund}`, '/investor/portfolio/company-x']) expect((await clientB.get(path)).status, path).toBe(404)
    expect((await clientC.get(`/investor/portfolio/${ids.o1}`)).status).toBe(404)
  })

  test('an investor without holdings sees the empty state', async () => {
    const nobody = await createTestUser(payload, demo, ROLE.user, { slug: 'portfolio-empty' })
    const client = new TestClient('demo')
    await client.login(nobody.email, TEST_PASSWORD)
    const page = await client.get('/investor/portfolio')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="portfolio-empty"')
  })

  test('the overview lists what needs attention and the portfolio summary', async () => {
    const page = await clientA.get('/investor')
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain('data-testid="overview-attention"')
    // The unpaid €400 of the method account, and O1's £400 outstanding.
    expect(page.text).toContain('data-testid="attention-payment"')
    expect(page.text).toContain('€400.00')
    expect(page.text).toContain('£400.00')
    expect(page.text).toContain('data-testid="overview-portfolio"')
  })

  test('the profile view shows who the investor is', async () => {
    const page = await clientA.get('/investor/profile/view')
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain(investorA.email)
    expect(page.text).toContain('data-testid="profile-view"')
  })
})

describe('portfolio settings, per role from the permission module', () => {
  const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
  const clients = new Map<TRoleId, TestClient>()
  beforeAll(async () => {
    for (const role of ROLE_IDS) {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }
  }, 120_000)

  afterAll(async () => {
    // Leave demo on the defaults for the other files.
    const admin = clients.get(ROLE.superAdmin)!
    for (const table of ['holdings', 'funds', 'stats'] as const) await post(admin, `/api/portfolio-tables/settings/${table}`, { columns: DEFAULT_PORTFOLIO_SETTINGS[table] })
  })

  test.each(roles)('$label: the settings pages and saving follow features index / update', async ({ role }) => {
    const client = clients.get(role)!
    const staff = can(role, 'admin_area', 'show')
    for (const [path, action] of [['/admin/settings/investor/portfolio', 'index'], ['/admin/settings/investor/portfolio-stats', 'index'], ['/admin/settings/investor/portfolio/holdings', 'update']] as const) {
      const response = await client.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(staff && can(role, 'features', action) ? 200 : 403)
    }
    const save = await post(client, '/api/portfolio-tables/settings/holdings', { columns: ['currentValue', 'invested', 'heldBy'], title: 'My holdings' })
    expect(save.status, show(save)).toBe(can(role, 'features', 'update') ? 201 : 403)
  })

  test('the portal shows the saved columns in order, with the heading; bad lists are refused and change nothing', async () => {
    const admin = clients.get(ROLE.superAdmin)!
    expect((await post(admin, '/api/portfolio-tables/settings/holdings', { columns: ['currentValue', 'invested', 'heldBy'], title: 'My holdings' })).status).toBe(201)
    for (const body of [{ columns: [] }, { columns: ['invested', 'invested'] }, { columns: ['nonsense'] }, { columns: 'invested' }]) {
      const response = await post(admin, '/api/portfolio-tables/settings/holdings', body)
      expect(response.status, JSON.stringify(body)).toBe(422)
    }
    expect((await post(admin, '/api/portfolio-tables/settings/funds', { columns: ['shares'] })).status).toBe(422)
    expect((await post(admin, '/api/portfolio-tables/settings/nothing', { columns: ['invested'] })).status).toBe(404)
    expect((await portfolioOf(clientA)).settings.holdings).toEqual(['currentValue', 'invested', 'heldBy'])
    const page = await clientA.get('/investor/portfolio')
    expect(page.text).toContain('My holdings')
    const headers = [...page.text.matchAll(/<th[^>]*data-column="([a-zA-Z]+)"/g)].map((match) => match[1])
    expect(headers.slice(0, 3)).toEqual(['currentValue', 'invested', 'heldBy'])
    // Another tenant keeps its own (the defaults).
    expect((await portfolioOf(clientC)).settings.holdings).toEqual(DEFAULT_PORTFOLIO_SETTINGS.holdings)
  })
})
