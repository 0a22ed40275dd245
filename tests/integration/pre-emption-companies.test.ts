import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { mayAllotCompanyRoundTo, mayOnCompanyPreEmption } from '@/access/pre-emption-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { newPaymentReference } from '@/collections/investments/money/ledger'
import { investorPendingActions } from '@/collections/investments/money/portal-actions'
import { openRound } from '@/collections/investments/pre-emption/rounds'
import { inTransaction } from '@/lib/transaction'
import type { Company, Fund, Tenant, User } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, DEMO_TENANT_CODES, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Pre-emption rounds on companies (decision 015 "Subjects: companies") over HTTP on the real
// database: a round opened on a company offers its holders — its funds and the firm itself, from
// the company's ledger holdings — whole-share entitlements summed by PostgreSQL; responses with
// spec 4's codes for a fund and for the firm; the round closed and allotted (paid company
// investments with their ledger entries, on the company's cap table; once; oversubscription
// confirmed); an investor holder answering in the portal; the company's Pre-emption tab; one open
// round per company; rights per role from the permission module (funds_opportunity, and funds
// update to allot a fund's shares) behind funds_enabled; another tenant's company not found; the
// demo company rounds.

const DEADLINE = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let demo: Tenant
let capital: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let angelAdmin: TestClient
let capitalAdmin: TestClient

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const key = () => ({ 'Idempotency-Key': unique('pe') })

async function makeFund(): Promise<Fund> {
  return payload.create({ collection: 'funds', data: { name: `Pre-emption ${unique('fund')}`, status: 1, currency: 'GBP', tenant: demo.id }, overrideAccess: true })
}

/** A company of demo held by `fund` (600 shares) and by the firm directly (400 shares), at £1 a share. */
async function heldCompany(fund: Fund, holdings: { fund?: number; firm?: number } = { fund: 600, firm: 400 }): Promise<Company> {
  const company = await payload.create({ collection: 'companies', data: { name: `Pre-emption ${unique('company')}`, fund: fund.id, currency: 'GBP', status: 'active', tenant: demo.id }, overrideAccess: true })
  for (const [holderFund, shares] of [
    [fund.id, holdings.fund],
    [null, holdings.firm],
  ] as const) {
    if (!shares) continue
    const response = await client(ROLE.superAdmin).request('POST', `/api/companies/${company.id}/investments`, { body: { ...(holderFund ? { holderFund } : {}), amount: shares * 100, shares }, headers: key() })
    expect(response.status, show(response)).toBe(201)
  }
  return company
}

/** A paid stake of an investor in a company on the ledger, as the demo seed books one (no staff call records an investor's company investment). */
async function investorStake(company: Company, investor: User, shares: number, tenant: Tenant = demo): Promise<void> {
  const common = { subjectKind: 'company' as const, company: company.id, holderKind: 'investor' as const, holder: investor.id, currency: 'GBP', tenant: tenant.id }
  const investment = await payload.create({ collection: 'investments', data: { ...common, amount: shares * 100, shares, status: 'paid', type: 'manual', paymentReference: newPaymentReference() }, overrideAccess: true, depth: 0 })
  for (const [kind, sharesDelta] of [
    ['investment', shares],
    ['payment_received', 0],
  ] as const) {
    await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind, amount: shares * 100, sharesDelta, occurredAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
  }
}

const openOn = (company: number, c = client(ROLE.superAdmin), extra: Record<string, unknown> = {}) =>
  c.request('POST', '/api/pre-emption-rounds', { body: { company, deadline: DEADLINE, sharePrice: 100, amountOffered: 100 * 100, note: 'Series B top-up', ...extra }, headers: key() })

type TResponseRow = { id: number; holderKind: string; holderId: number; holderName: string; holding: string; entitlement: string; code: number; shares: string }

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, capital] = await Promise.all(['demo', 'capital'].map((code) => tenantByCode(payload, code)))
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      staff.set(role, c)
    }),
  )
  angelAdmin = new TestClient('angel')
  await angelAdmin.login('superadmin@angel.test')
  capitalAdmin = new TestClient('capital')
  await capitalAdmin.login('superadmin@capital.test')
}, 120_000)

describe('a round on a company', () => {
  let fund: Fund
  let company: Company
  let roundId: number

  beforeAll(async () => {
    fund = await makeFund()
    company = await heldCompany(fund)
  })

  test('opened on the company: its fund and the firm get whole-share entitlements from the ledger’s holdings, in one statement', async () => {
    const response = await openOn(company.id)
    expect(response.status, show(response)).toBe(201)
    const body = response.json<{ round: { id: number; subjectKind: string; company: number; opportunity: number | null; sharesOffered: string; sharesHeld: string }; holders: number }>()
    expect(body.round).toMatchObject({ subjectKind: 'company', company: company.id, opportunity: null, sharesOffered: '100', sharesHeld: '1000' })
    expect(body.holders).toBe(2)
    roundId = body.round.id
    const table = await client(ROLE.superAdmin).get(`/api/pre-emption-rounds/${roundId}/responses`)
    expect(table.status, show(table)).toBe(200)
    const rows = table.json<{ responses: TResponseRow[] }>().responses
    expect(rows.map((row) => [row.holderKind, row.holderId, row.holding, row.entitlement, row.code])).toEqual([
      ['fund', fund.id, '600', '60', 5],
      ['tenant', demo.id, '400', '40', 5],
    ])
    expect(rows[0]!.holderName).toBe(fund.name)
    expect(rows[1]!.holderName).toBe('Held directly')
    const stored = (await payload.find({ collection: 'pre-emption-responses', where: { round: { equals: roundId } }, sort: 'id', depth: 0, overrideAccess: true })).docs
    expect(stored.map((row) => [row.holderKind, row.holder ?? null, row.holderFund ?? null])).toEqual(
      expect.arrayContaining([
        ['fund', null, fund.id],
        ['tenant', null, null],
      ]),
    )
  })

  test('a second open round on the company is refused; an opportunity and a company at once are refused; nothing is written', async () => {
    const second = await openOn(company.id)
    expect(second.status, show(second)).toBe(409)
    const both = await openOn(company.id, client(ROLE.superAdmin), { opportunity: 1 })
    expect(both.status, show(both)).toBe(422)
    expect((await payload.count({ collection: 'pre-emption-rounds', where: { company: { equals: company.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  test('responses with spec 4’s codes for the fund (increase) and the firm (don’t take); the rules hold; the tab shows them', async () => {
    const record = (body: Record<string, unknown>) => client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/responses`, { body, headers: key() })
    const fundAnswer = await record({ holderKind: 'fund', holder: fund.id, code: 3, shares: 70 })
    expect(fundAnswer.status, show(fundAnswer)).toBe(200)
    expect(fundAnswer.json()).toMatchObject({ response: { holderKind: 'fund', holder: fund.id, code: 3, shares: '70', amount: '7000' } })
    const tooFew = await record({ holderKind: 'fund', holder: fund.id, code: 3, shares: 60 })
    expect(tooFew.status, show(tooFew)).toBe(422)
    const firm = await record({ holderKind: 'tenant', holder: demo.id, code: 1 })
    expect(firm.status, show(firm)).toBe(200)
    const stranger = await record({ holderKind: 'fund', holder: (await makeFund()).id, code: 1 })
    expect(stranger.status, show(stranger)).toBe(422)
    const asInvestor = await record({ holder: fund.id, code: 1 })
    expect(asInvestor.status, show(asInvestor)).toBe(422)
    const html = (await client(ROLE.superAdmin).get(`/admin/investments/companies/${company.id}/details/pre-emption`, { accept: 'text/html' })).text
    for (const text of ['Round opened', 'Responses by code', fund.name, 'Held directly', 'data-holder-kind="fund"', 'data-holder-kind="tenant"']) expect(html, text).toContain(text)
  })

  test('closed (early, confirmed), then allotted: the fund’s 70 shares become its paid company investment', async () => {
    const early = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body: {}, headers: key() })
    expect(early.status, show(early)).toBe(409)
    const closed = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body: { confirmEarly: true }, headers: key() })
    expect(closed.status, show(closed)).toBe(200)
    expect(closed.json()).toMatchObject({ sharesTaken: '70', awaiting: 0 })
    const allot = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/allot`, { body: {}, headers: key() })
    expect(allot.status, show(allot)).toBe(201)
    expect(allot.json()).toMatchObject({ sharesAllotted: '70', amountAllotted: '7000', investments: [{ holderKind: 'fund', holder: fund.id, shares: '70', amount: '7000', status: 'paid' }] })
    expect((await payload.count({ collection: 'investments', where: { company: { equals: company.id } }, overrideAccess: true })).totalDocs).toBe(3)
  })
})

describe('refusals and rights', () => {
  test('a company nobody holds gets no round; another tenant’s company is not found; with funds off (capital) there is none', async () => {
    const fund = await makeFund()
    const empty = await payload.create({ collection: 'companies', data: { name: `Pre-emption ${unique('empty')}`, fund: fund.id, currency: 'GBP', status: 'active', tenant: demo.id }, overrideAccess: true })
    const none = await openOn(empty.id)
    expect(none.status, show(none)).toBe(409)
    const held = await heldCompany(fund, { fund: 10 })
    expect((await openOn(held.id, angelAdmin)).status).toBe(404)
    expect((await openOn(held.id, capitalAdmin)).status).toBe(404)
    expect((await payload.count({ collection: 'pre-emption-rounds', where: { company: { in: [empty.id, held.id] } }, overrideAccess: true })).totalDocs).toBe(0)
    // capital's funds area is off: a company of its own is not found either.
    const capitalCompany = await payload.create({ collection: 'companies', data: { name: `Pre-emption ${unique('capital')}`, currency: 'GBP', status: 'active', tenant: capital.id }, overrideAccess: true })
    expect((await openOn(capitalCompany.id, capitalAdmin)).status).toBe(404)
  })

  test.each(roles)('$label: opens, records and reads a company’s round only with funds_opportunity (show to see, update to change)', async ({ role }) => {
    const fund = await makeFund()
    const company = await heldCompany(fund, { fund: 100 })
    const opened = await openOn(company.id, client(role))
    const sees = mayOnCompanyPreEmption(role, 'view')
    expect(opened.status, show(opened)).toBe(mayOnCompanyPreEmption(role, 'open') ? 201 : sees ? 403 : 404)
    const roundId = opened.status === 201 ? opened.json<{ round: { id: number } }>().round.id : (await openOn(company.id)).json<{ round: { id: number } }>().round.id
    const table = await client(role).get(`/api/pre-emption-rounds/${roundId}/responses`)
    expect(table.status, show(table)).toBe(sees ? 200 : 404)
    const recorded = await client(role).request('POST', `/api/pre-emption-rounds/${roundId}/responses`, { body: { holderKind: 'fund', holder: fund.id, code: 2 }, headers: key() })
    expect(recorded.status, show(recorded)).toBe(mayOnCompanyPreEmption(role, 'record') ? 200 : sees ? 403 : 404)
    const rows = await client(role).get(`/api/pre-emption-rounds?where[id][equals]=${roundId}&depth=0`)
    const ids = rows.status === 200 ? rows.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id) : []
    expect(ids.includes(roundId), show(rows)).toBe(sees)
  })
})

type THolderAnswer = { holderKind?: 'fund' | 'tenant'; holder: number; code: number; shares?: number }

const record = (round: number, body: THolderAnswer, c = client(ROLE.superAdmin)) => c.request('POST', `/api/pre-emption-rounds/${round}/responses`, { body, headers: key() })
const allot = (round: number, body: Record<string, unknown> = {}, c = client(ROLE.superAdmin), headers = key()) => c.request('POST', `/api/pre-emption-rounds/${round}/allot`, { body, headers })

/** Opens a round of `offered` shares at £1 on the company, records the answers (staff), closes it early; the round's id. */
async function closedCompanyRound(company: Company, offered: number, answers: THolderAnswer[]): Promise<number> {
  const opened = await openOn(company.id, client(ROLE.superAdmin), { amountOffered: offered * 100 })
  expect(opened.status, show(opened)).toBe(201)
  const round = opened.json<{ round: { id: number } }>().round.id
  for (const answer of answers) {
    const recorded = await record(round, answer)
    expect(recorded.status, show(recorded)).toBe(200)
  }
  const closed = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${round}/close`, { body: { confirmEarly: true }, headers: key() })
  expect(closed.status, show(closed)).toBe(200)
  return round
}

type TAllotment = { kind: string; holder: number; subject: string; company: number; shares: string; amount: string; status: string; type: string; invested: string; paid: string; entry_shares: string }

/** The investments a round allotted, with their ledger entries' sums (investor, fund, firm). */
async function allotments(round: number): Promise<TAllotment[]> {
  const { rows } = await payload.db.pool.query<TAllotment>(
    `SELECT i.holder_kind::text AS kind, COALESCE(i.holder_id, i.holder_fund_id, i.tenant_id) AS holder, i.subject_kind::text AS subject, i.company_id AS company, i.shares::text AS shares, i.amount::text AS amount,
            i.status::text AS status, i.type::text AS type,
            COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'investment'), 0)::text AS invested, COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'payment_received'), 0)::text AS paid,
            COALESCE(SUM(e.shares_delta), 0)::text AS entry_shares
       FROM investments i JOIN pre_emption_responses r ON r.id = i.pre_emption_response_id LEFT JOIN ledger_entries e ON e.investment_id = i.id
      WHERE r.round_id = $1
      GROUP BY i.id ORDER BY array_position(ARRAY['investor', 'fund', 'tenant']::text[], i.holder_kind::text), i.id`,
    [round],
  )
  return rows
}

/** How many investments and ledger entries name the company (what a refused call must leave as it was). */
async function companyRows(company: number): Promise<{ investments: number; entries: number }> {
  const { rows } = await payload.db.pool.query<{ investments: number; entries: number }>(
    'SELECT (SELECT count(*) FROM investments WHERE company_id = $1)::int AS investments, (SELECT count(*) FROM ledger_entries WHERE company_id = $1)::int AS entries',
    [company],
  )
  return rows[0]!
}

/** The company's cap table from its CSV, one row per holder: [name, type, email, shares, percentage, invested, paid]. */
async function capTable(company: number): Promise<string[][]> {
  const response = await client(ROLE.superAdmin).get(`/api/companies/${company}/cap-table/export`)
  expect(response.status, show(response)).toBe(200)
  return response.text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').slice(0, 7))
}

describe('allotting a company’s round', () => {
  let fund: Fund
  let company: Company
  let investor: User
  let roundId: number

  beforeAll(async () => {
    fund = await makeFund()
    company = await heldCompany(fund)
    investor = await createTestUser(payload, demo, ROLE.user, { slug: 'pe-company-allot' })
    // 600 (fund) : 400 (firm) : 300 (investor) held, 130 offered at £1: entitlements 60, 40, 30.
    await investorStake(company, investor, 300)
    roundId = await closedCompanyRound(company, 130, [
      { holderKind: 'fund', holder: fund.id, code: 3, shares: 70 },
      { holderKind: 'tenant', holder: demo.id, code: 2 },
      { holder: investor.id, code: 6, shares: 10 },
    ])
  })

  test('each holder’s shares become its paid company investment at the round’s price, with investment and payment entries; the cap table follows; the investor is told; the trail records it', async () => {
    const tab = `/admin/investments/companies/${company.id}/details/pre-emption?round=${roundId}`
    expect((await client(ROLE.superAdmin).get(tab, { accept: 'text/html' })).text).toContain('Allot shares')
    const headers = key()
    const allotted = await allot(roundId, {}, client(ROLE.superAdmin), headers)
    expect(allotted.status, show(allotted)).toBe(201)
    expect(allotted.json()).toMatchObject({
      sharesAllotted: '120',
      amountAllotted: '12000',
      investments: [
        { holderKind: 'investor', holder: investor.id, shares: '10', amount: '1000', status: 'paid' },
        { holderKind: 'fund', holder: fund.id, shares: '70', amount: '7000', status: 'paid' },
        { holderKind: 'tenant', holder: demo.id, shares: '40', amount: '4000', status: 'paid' },
      ],
    })
    const replay = await allot(roundId, {}, client(ROLE.superAdmin), headers)
    expect(replay.headers['idempotent-replayed']).toBe('true')

    const common = { subject: 'company', company: company.id, status: 'paid', type: 'subsequent' }
    expect(await allotments(roundId)).toEqual([
      { ...common, kind: 'investor', holder: investor.id, shares: '10', amount: '1000', invested: '1000', paid: '1000', entry_shares: '10' },
      { ...common, kind: 'fund', holder: fund.id, shares: '70', amount: '7000', invested: '7000', paid: '7000', entry_shares: '70' },
      { ...common, kind: 'tenant', holder: demo.id, shares: '40', amount: '4000', invested: '4000', paid: '4000', entry_shares: '40' },
    ])
    // The company's whole ledger: 1,300 held + 120 allotted; £1,300 + £120 invested and paid.
    const { rows: sums } = await payload.db.pool.query<{ shares: string; invested: string; paid: string }>(
      `SELECT SUM(shares_delta)::text AS shares, SUM(amount) FILTER (WHERE kind = 'investment')::text AS invested, SUM(amount) FILTER (WHERE kind = 'payment_received')::text AS paid FROM ledger_entries WHERE company_id = $1`,
      [company.id],
    )
    expect(sums[0]).toEqual({ shares: '1420', invested: '142000', paid: '142000' })

    // The cap table (CSV and the Transactions tab): 670, 440 and 310 of 1,420 shares.
    const rows = await capTable(company.id)
    const byType = (type: string) => rows.find((row) => row[1] === type)
    expect(byType('Fund')).toEqual([fund.name, 'Fund', '', '670', '47.18', '670.00', '670.00'])
    expect(byType('Held directly')?.slice(1)).toEqual(['Held directly', '', '440', '30.99', '440.00', '440.00'])
    expect(byType('Investor')?.slice(2)).toEqual([investor.email, '310', '21.83', '310.00', '310.00'])
    const transactions = await client(ROLE.superAdmin).get(`/admin/investments/companies/${company.id}/details/transactions`, { accept: 'text/html' })
    expect(transactions.status, show(transactions)).toBe(200)
    for (const text of ['47.18%', '30.99%', '21.83%', '£70.00', '£40.00', '£10.00']) expect(transactions.text, text).toContain(text)

    const notices = (await payload.find({ collection: 'notifications', where: { user: { equals: investor.id } }, depth: 0, limit: 50, overrideAccess: true })).docs
    expect(notices.filter((notice) => notice.data.message.includes('pre-emption shares') && notice.data.message.includes(company.name) && notice.data.message.includes('recorded as paid'))).toHaveLength(1)
    const trail = await payload.count({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'companies' } }, { targetId: { equals: company.id } }, { action: { equals: 'pre-emption-allotted' } }] }, overrideAccess: true })
    expect(trail.totalDocs).toBe(1)
    const after = await client(ROLE.superAdmin).get(tab, { accept: 'text/html' })
    expect(after.text).toContain('The shares taken up were allotted')
    expect(after.text).not.toContain('Allot shares')
  })

  test('a second allotment is refused with its date, and writes nothing', async () => {
    const before = await companyRows(company.id)
    const again = await allot(roundId)
    expect(again.status, show(again)).toBe(409)
    expect(again.text).toContain('were allotted on')
    expect(await companyRows(company.id)).toEqual(before)
    expect(await allotments(roundId)).toHaveLength(3)
  })
})

describe('allotting a company’s round: refusals', () => {
  test('an open round, a round nobody took shares in, an oversubscribed round until confirmed: 409, nothing written', async () => {
    const fund = await makeFund()
    const openCompany = await heldCompany(fund, { fund: 100, firm: 100 })
    const opened = await openOn(openCompany.id, client(ROLE.superAdmin), { amountOffered: 20 * 100 })
    const whileOpen = await allot(opened.json<{ round: { id: number } }>().round.id)
    expect(whileOpen.status, show(whileOpen)).toBe(409)
    expect(whileOpen.text).toContain('Close the round first')

    const nobodyCompany = await heldCompany(fund, { fund: 100, firm: 100 })
    const nobody = await closedCompanyRound(nobodyCompany, 20, [
      { holderKind: 'fund', holder: fund.id, code: 1 },
      { holderKind: 'tenant', holder: demo.id, code: 1 },
    ])
    const before = await companyRows(nobodyCompany.id)
    const empty = await allot(nobody)
    expect(empty.status, show(empty)).toBe(409)
    expect(empty.text).toContain('nothing to allot')
    expect(await companyRows(nobodyCompany.id)).toEqual(before)

    // 20 offered, 10 each entitled; 20 + 10 taken up: oversubscribed.
    const overCompany = await heldCompany(fund, { fund: 100, firm: 100 })
    const over = await closedCompanyRound(overCompany, 20, [
      { holderKind: 'fund', holder: fund.id, code: 3, shares: 20 },
      { holderKind: 'tenant', holder: demo.id, code: 2 },
    ])
    const overBefore = await companyRows(overCompany.id)
    const refused = await allot(over)
    expect(refused.status, show(refused)).toBe(409)
    expect(refused.text).toContain('30 shares were taken up of the 20 shares offered')
    expect(await companyRows(overCompany.id)).toEqual(overBefore)
    const confirmed = await allot(over, { confirmOversubscribed: true })
    expect(confirmed.status, show(confirmed)).toBe(201)
    expect((await allotments(over)).map((row) => [row.kind, row.shares, row.paid])).toEqual([
      ['fund', '20', '2000'],
      ['tenant', '10', '1000'],
    ])
    expect(await companyRows(overCompany.id)).toEqual({ investments: overBefore.investments + 2, entries: overBefore.entries + 4 })
  })

  test.each(roles)('$label: allots a company’s round only with funds_opportunity update, and funds update for a fund’s shares; otherwise nothing is written', async ({ role }) => {
    const fund = await makeFund()
    const company = await heldCompany(fund, { fund: 100, firm: 100 })
    const round = await closedCompanyRound(company, 20, [
      { holderKind: 'fund', holder: fund.id, code: 2 },
      { holderKind: 'tenant', holder: demo.id, code: 2 },
    ])
    const before = await companyRows(company.id)
    const expected = !mayOnCompanyPreEmption(role, 'view') ? 404 : mayAllotCompanyRoundTo(role, 'fund') && mayAllotCompanyRoundTo(role, 'tenant') ? 201 : 403
    // The tab offers the button only where the call would allot, and says why where a fund's shares stop it.
    const tab = await client(role).get(`/admin/investments/companies/${company.id}/details/pre-emption?round=${round}`, { accept: 'text/html' })
    if (tab.status === 200) {
      expect(tab.text.includes('Allot shares'), 'Allot shares button').toBe(expected === 201)
      expect(tab.text.includes('A fund took up shares'), 'the reason').toBe(mayOnCompanyPreEmption(role, 'open') && !mayAllotCompanyRoundTo(role, 'fund'))
    }
    const answer = await allot(round, {}, client(role))
    expect(answer.status, show(answer)).toBe(expected)
    expect(await companyRows(company.id)).toEqual(expected === 201 ? { investments: before.investments + 2, entries: before.entries + 4 } : before)
  })

  test('another tenant’s staff cannot allot it (404)', async () => {
    const fund = await makeFund()
    const company = await heldCompany(fund, { fund: 100 })
    const round = await closedCompanyRound(company, 10, [{ holderKind: 'fund', holder: fund.id, code: 2 }])
    expect((await allot(round, {}, angelAdmin)).status).toBe(404)
    expect(await allotments(round)).toEqual([])
  })
})

describe('an investor holder answers a company’s round in the portal', () => {
  let fund: Fund
  let company: Company
  let holder: User
  let holderClient: TestClient
  let roundId: number

  /** The round's responses as stored (what a refused answer must leave as it was). */
  const stored = async () =>
    (await payload.db.pool.query<{ id: number; code: string; shares: string; responded_at: string | null; responded_via: string | null }>('SELECT id, code::text, shares::text, responded_at::text, responded_via::text FROM pre_emption_responses WHERE round_id = $1 ORDER BY id', [roundId])).rows
  const answer = (c: TestClient, body: Record<string, unknown>) => c.request('POST', `/api/pre-emption-rounds/${roundId}/my-response`, { body, headers: key() })

  beforeAll(async () => {
    fund = await makeFund()
    company = await heldCompany(fund, { fund: 700 })
    holder = await createTestUser(payload, demo, ROLE.user, { slug: 'pe-company-holder' })
    await investorStake(company, holder, 300)
    // 700 : 300 held, 100 offered: entitlements 70 and 30.
    const opened = await openOn(company.id)
    expect(opened.status, show(opened)).toBe(201)
    roundId = opened.json<{ round: { id: number } }>().round.id
    holderClient = new TestClient('demo')
    await holderClient.login(holder.email, TEST_PASSWORD)
  })

  test('the round is on their actions list and overview, named by the company', async () => {
    const actions = await investorPendingActions(payload, holder.id, demo.id)
    expect(actions.preEmption.find((row) => row.round === roundId)).toMatchObject({ subject: { kind: 'company', id: company.id, title: company.name }, holding: '300', entitlement: '30', code: 5 })
    const page = await holderClient.get('/investor/investments/actions', { accept: 'text/html' })
    expect(page.status, show(page)).toBe(200)
    for (const text of [company.name, `data-round="${roundId}"`, 'data-subject-kind="company"']) expect(page.text, text).toContain(text)
    const overview = await holderClient.get('/investor', { accept: 'text/html' })
    expect(overview.status, show(overview)).toBe(200)
    expect(overview.text).toContain(company.name)
  })

  test('a non-holder and another tenant’s investor are refused (404), an investor-only rule is kept (422); nothing is written', async () => {
    const before = await stored()
    const stranger = await createTestUser(payload, demo, ROLE.user, { slug: 'pe-company-stranger' })
    const strangerClient = new TestClient('demo')
    await strangerClient.login(stranger.email, TEST_PASSWORD)
    expect((await strangerClient.get('/investor/investments/actions', { accept: 'text/html' })).text).not.toContain(company.name)
    const refusedStranger = await answer(strangerClient, { code: 2 })
    expect(refusedStranger.status, show(refusedStranger)).toBe(404)
    const angel = await tenantByCode(payload, 'angel')
    const foreigner = await createTestUser(payload, angel, ROLE.user, { slug: 'pe-company-foreign' })
    const foreignClient = new TestClient('angel')
    await foreignClient.login(foreigner.email, TEST_PASSWORD)
    const refusedForeign = await answer(foreignClient, { code: 2 })
    expect(refusedForeign.status, show(refusedForeign)).toBe(404)
    const staffCode = await answer(holderClient, { code: 4 })
    expect(staffCode.status, show(staffCode)).toBe(422)
    const notADecrease = await answer(holderClient, { code: 6, shares: 30 })
    expect(notADecrease.status, show(notADecrease)).toBe(422)
    const staffSession = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/my-response`, { body: { code: 2 }, headers: key() })
    expect(staffSession.status, show(staffSession)).toBe(403)
    expect(await stored()).toEqual(before)
  })

  test('the holder answers (decrease to 10 shares), recorded as by the investor', async () => {
    const answered = await answer(holderClient, { code: 6, shares: 10 })
    expect(answered.status, show(answered)).toBe(200)
    expect(answered.json()).toMatchObject({ response: { holderKind: 'investor', holder: holder.id, code: 6, shares: '10', amount: '1000', respondedVia: 'investor' } })
    const mine = (await stored()).filter((row) => row.responded_via === 'investor')
    expect(mine.map((row) => [row.code, row.shares])).toEqual([['6', '10']])
  })

  test('once the round is closed the answer is refused (409) and nothing changes; the round leaves the list', async () => {
    const closed = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body: { confirmEarly: true }, headers: key() })
    expect(closed.status, show(closed)).toBe(200)
    const before = await stored()
    const late = await answer(holderClient, { code: 2 })
    expect(late.status, show(late)).toBe(409)
    expect(await stored()).toEqual(before)
    expect((await investorPendingActions(payload, holder.id, demo.id)).preEmption.some((row) => row.round === roundId)).toBe(false)
  })
})

describe('a company’s round while the tenant’s funds area is off (capital)', () => {
  test('its investor holder neither sees it nor answers it (404); nothing is written', async () => {
    // The round exists only if opened before the switch went off: opened here with the server function (the endpoint refuses on capital).
    const company = await payload.create({ collection: 'companies', data: { name: `Pre-emption ${unique('capital-held')}`, currency: 'GBP', status: 'active', tenant: capital.id }, overrideAccess: true })
    const holder = await createTestUser(payload, capital, ROLE.user, { slug: 'pe-company-capital' })
    await investorStake(company, holder, 100, capital)
    const superAdmin = (await payload.find({ collection: 'users', where: { email: { equals: 'superadmin@capital.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const req = await createLocalReq({ user: { ...superAdmin, collection: 'users' } }, payload)
    const opened = await inTransaction(req, () =>
      openRound(req, { ...superAdmin, collection: 'users' } as never, capital.id, { company: company.id, deadline: DEADLINE, sharePrice: 100, amountOffered: 10 * 100, sharesOffered: 10n }),
    )
    expect(opened.holders).toEqual([{ holderKind: 'investor', holderId: holder.id, holding: '100', entitlement: '10', audience: { recipients: [holder.id], holderName: null } }])
    expect((await investorPendingActions(payload, holder.id, capital.id)).preEmption).toEqual([])
    const holderClient = new TestClient('capital')
    await holderClient.login(holder.email, TEST_PASSWORD)
    expect((await holderClient.get('/investor/investments/actions', { accept: 'text/html' })).text).not.toContain(company.name)
    const refused = await holderClient.request('POST', `/api/pre-emption-rounds/${opened.round.id}/my-response`, { body: { code: 2 }, headers: key() })
    expect(refused.status, show(refused)).toBe(404)
    const { rows } = await payload.db.pool.query<{ code: string; responded_at: string | null }>('SELECT code::text, responded_at::text FROM pre_emption_responses WHERE round_id = $1', [opened.round.id])
    expect(rows).toEqual([{ code: '5', responded_at: null }])
  })
})

describe('the demo company rounds', () => {
  test('every demo tenant with funds on has an open company round offered to a fund, the firm and investor@, and a past allotted one; investor@demo sees it', async () => {
    let seen = 0
    for (const code of DEMO_TENANT_CODES) {
      const tenant = await tenantByCode(payload, code)
      const { rows } = await payload.db.pool.query<{ id: number; company_id: number; status: string; kinds: string[]; investor_holds: boolean; allotted: number; allotted_paid: number }>(
        `SELECT r.id, r.company_id, r.status::text AS status, array_agg(DISTINCT p.holder_kind::text ORDER BY p.holder_kind::text) AS kinds,
                bool_or(p.holder_kind = 'investor' AND u.email = $2) AS investor_holds,
                (SELECT count(*) FROM investments i JOIN pre_emption_responses x ON x.id = i.pre_emption_response_id WHERE x.round_id = r.id)::int AS allotted,
                (SELECT count(*) FROM investments i JOIN pre_emption_responses x ON x.id = i.pre_emption_response_id WHERE x.round_id = r.id AND i.status = 'paid' AND i.subject_kind = 'company')::int AS allotted_paid
           FROM pre_emption_rounds r JOIN pre_emption_responses p ON p.round_id = r.id LEFT JOIN users u ON u.id = p.holder_id
          WHERE r.tenant_id = $1 AND r.subject_kind = 'company'
          GROUP BY r.id ORDER BY r.id`,
        [tenant.id, `investor@${code}.test`],
      )
      if (!featuresOf(tenant).funds_enabled) {
        // None seeded (this file opens one on capital for a holder of its own).
        expect(rows.filter((row) => row.investor_holds), code).toEqual([])
        continue
      }
      seen++
      // The seeded round is the one investor@ holds a response in (this file's own rounds are on companies of its own).
      const open = rows.find((row) => row.status === 'open' && row.investor_holds)
      expect(open, `${code}: an open company round`).toBeDefined()
      expect(open!.kinds, code).toEqual(['fund', 'investor', 'tenant'])
      expect(open!.investor_holds, code).toBe(true)
      const past = rows.find((row) => row.status === 'closed' && row.company_id === open!.company_id)
      expect(past, `${code}: a past company round`).toBeDefined()
      expect(past!.allotted, code).toBeGreaterThan(0)
      expect(past!.allotted_paid, code).toBe(past!.allotted)
      if (code === 'demo') {
        const investor = (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
        expect((await investorPendingActions(payload, investor.id, tenant.id)).preEmption.some((row) => row.round === open!.id && row.subject.kind === 'company')).toBe(true)
        // Reachable from the companies list (searched by name: this file adds companies of its own).
        const company = await payload.findByID({ collection: 'companies', id: open!.company_id, depth: 0, overrideAccess: true })
        const companies = await client(ROLE.superAdmin).get(`/admin/investments/companies?q=${encodeURIComponent(company.name)}`, { accept: 'text/html' })
        expect(companies.text).toContain(`/admin/investments/companies/${open!.company_id}`)
        const tab = await client(ROLE.superAdmin).get(`/admin/investments/companies/${open!.company_id}/details/pre-emption`, { accept: 'text/html' })
        expect(tab.status, show(tab)).toBe(200)
        for (const text of ['Round opened', 'Held directly', 'data-holder-kind="fund"', 'data-holder-kind="investor"', `?round=${past!.id}`]) expect(tab.text, text).toContain(text)
        const pastTab = await client(ROLE.superAdmin).get(`/admin/investments/companies/${open!.company_id}/details/pre-emption?round=${past!.id}`, { accept: 'text/html' })
        expect(pastTab.text).toContain('The shares taken up were allotted')
      }
    }
    expect(seen).toBeGreaterThan(0)
  })
})
