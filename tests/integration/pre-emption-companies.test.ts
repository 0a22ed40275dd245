import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { mayOnCompanyPreEmption } from '@/access/pre-emption-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { Company, Fund, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// Pre-emption rounds on companies (decision 015 "Subjects: companies") over HTTP on the real
// database: a round opened on a company offers its holders — its funds and the firm itself, from
// the company's ledger holdings — whole-share entitlements summed by PostgreSQL; responses with
// spec 4's codes for a fund and for the firm; the round closed, not allotted here; the company's
// Pre-emption tab; one open round per company; rights per role from the permission module
// (funds_opportunity) behind funds_enabled; another tenant's company not found.

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

  test('closed (early, confirmed); not allotted here (a company’s purchases are company investments)', async () => {
    const early = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body: {}, headers: key() })
    expect(early.status, show(early)).toBe(409)
    const closed = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/close`, { body: { confirmEarly: true }, headers: key() })
    expect(closed.status, show(closed)).toBe(200)
    expect(closed.json()).toMatchObject({ sharesTaken: '70', awaiting: 0 })
    const allot = await client(ROLE.superAdmin).request('POST', `/api/pre-emption-rounds/${roundId}/allot`, { body: {}, headers: key() })
    expect(allot.status, show(allot)).toBe(409)
    expect((await payload.count({ collection: 'investments', where: { company: { equals: company.id } }, overrideAccess: true })).totalDocs).toBe(2)
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
