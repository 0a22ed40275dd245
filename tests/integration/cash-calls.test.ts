import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnCashCalls } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { TTenantUser } from '@/access/current-user'
import { proRataReference } from '@/domain/investments/cash-calls'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Cash calls and distributions (issue 10 §7, docs/decisions/014) over HTTP on the real database:
// pro-rata splits computed by PostgreSQL that sum exactly to the total (and equal the
// largest-remainder rule, for any holdings: fast-check), amounts per holder, a ledger entry per
// line, payments in part and in full moving the line's status, a notice per holder, Idempotency-Key
// (a concurrent double issue writes once), spec 6 per role from the permission module, tenant
// isolation, the screens, the seeded calls, and the unsafe delete's purge.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let angelAdmin: TestClient
const investors: User[] = []
const createdOpportunities: number[] = []
const createdOrganisations: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

async function createOpportunity(stage = 5, tenant: Tenant = demo): Promise<InvestmentOpportunity> {
  const slug = unique(`cash-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Cash call ${slug}`, slug, stage, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: tenant.id },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

/** Holdings by manual investments (at 1p a share: shares = amount in pence). */
async function hold(opportunity: number, holdings: Array<[User, number]>, tenantAdmin = client(ROLE.superAdmin)) {
  for (const [holder, shares] of holdings) {
    const response = await tenantAdmin.request('POST', '/api/investments/manual', { body: { opportunity, holder: holder.id, amount: shares, type: 'subsequent' } })
    expect(response.status, show(response)).toBe(201)
  }
}

type TLine = { holder: number; amount: string }
type TIssued = { cashCall: { id: number; reference: string; total: number }; lines: Array<{ id: number; holder: number; amount: number; paymentReference: string; status: string; entry: number }> }

const preview = (role: TRoleId, body: Record<string, unknown>) => client(role).request('POST', '/api/cash-calls/preview', { body })
const issue = (role: TRoleId, body: Record<string, unknown>, headers?: Record<string, string>, c = client(role)) => c.request('POST', '/api/cash-calls', { body, headers })
const receive = (role: TRoleId, line: number, amount: number, headers?: Record<string, string>, c = client(role)) => c.request('POST', `/api/cash-call-lines/${line}/payments`, { body: { amount }, headers })

const callOn = (opportunity: number, total: number | undefined, extra: Record<string, unknown> = {}) => ({ kind: 'call', opportunity, split: 'pro_rata_shares', total, dueAt: DUE, purpose: 'Test call', ...extra })

const lineRow = async (id: number) => payload.findByID({ collection: 'cash-call-lines', id, depth: 0, overrideAccess: true })
const entriesOfLine = async (id: number) => (await payload.find({ collection: 'ledger-entries', where: { cashCallLine: { equals: id } }, sort: 'id', depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      staff.set(role, c)
    }),
  )
  angelAdmin = new TestClient('angel')
  await angelAdmin.login('superadmin@angel.test')
  for (let index = 0; index < 5; index++) investors.push(await createTestUser(payload, demo, ROLE.user, { slug: `cash-investor-${index}`, compliance_passed: true }))
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
  if (createdOrganisations.length) await payload.delete({ collection: 'organisations', where: { id: { in: createdOrganisations } }, overrideAccess: true })
})

describe('pro rata, to the penny', () => {
  test('three equal holders of £1.00: 34p, 33p, 33p — the odd penny to the lowest holder id; the lines sum to the total', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, [
      [investors[0]!, 500],
      [investors[1]!, 500],
      [investors[2]!, 500],
    ])
    const response = await preview(ROLE.superAdmin, callOn(opportunity.id, 100))
    expect(response.status, show(response)).toBe(200)
    const { lines, total } = response.json<{ lines: TLine[]; total: string }>()
    expect(total).toBe('100')
    expect(lines.map((line) => [line.holder, line.amount])).toEqual([
      [investors[0]!.id, '34'],
      [investors[1]!.id, '33'],
      [investors[2]!.id, '33'],
    ])
    // A preview writes nothing.
    expect((await payload.count({ collection: 'cash-calls', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('for any holdings and total, PostgreSQL’s lines sum exactly to the total and follow the largest-remainder rule (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 10_000_000_000 }), async (shares, total) => {
        const opportunity = await createOpportunity()
        await hold(
          opportunity.id,
          shares.map((count, index) => [investors[index]!, count]),
        )
        const response = await preview(ROLE.superAdmin, callOn(opportunity.id, total))
        expect(response.status, show(response)).toBe(200)
        const lines = response.json<{ lines: TLine[] }>().lines
        expect(lines.reduce((sum, line) => sum + BigInt(line.amount), 0n)).toBe(BigInt(total))
        const expected = proRataReference(
          BigInt(total),
          shares.map((count, index) => ({ holder: investors[index]!.id, weight: BigInt(count) })),
        )
        expect(new Map(lines.map((line) => [line.holder, BigInt(line.amount)]))).toEqual(new Map([...expected].filter(([, amount]) => amount > 0n)))
      }),
      { numRuns: 8 },
    )
  })

  test('an opportunity an organisation holds part of is split pro rata over the investors and the organisation (decision 014: lines reach every kind of holder)', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, [[investors[0]!, 500]])
    const organisation = await payload.create({ collection: 'organisations', data: { name: unique('Cash Holding Ltd'), businessType: 'business', tenant: demo.id }, overrideAccess: true, depth: 0 })
    createdOrganisations.push(organisation.id)
    const held = await client(ROLE.superAdmin).request('POST', '/api/investments/org', { body: { opportunity: opportunity.id, organisation: organisation.id, amount: 1_500, type: 'subsequent' }, headers: { 'Idempotency-Key': unique('org') } })
    expect(held.status, show(held)).toBe(201)
    for (const split of ['pro_rata_shares', 'pro_rata_commitment'] as const) {
      const response = await preview(ROLE.superAdmin, callOn(opportunity.id, 1_000, { split }))
      expect(response.status, show(response)).toBe(200)
      expect(response.json<{ lines: Array<TLine & { holderKind: string }> }>().lines.map((line) => [line.holderKind, line.holder, line.amount])).toEqual([
        ['investor', investors[0]!.id, '250'],
        ['organisation', organisation.id, '750'],
      ])
    }
    const distribution = await issue(ROLE.superAdmin, { kind: 'distribution', opportunity: opportunity.id, split: 'pro_rata_shares', total: 1_000 })
    expect(distribution.status, show(distribution)).toBe(201)
    expect(distribution.json<TIssued>().lines.map((line) => line.amount)).toEqual([250, 750])
    const perInvestor = await issue(ROLE.superAdmin, callOn(opportunity.id, undefined, { split: 'per_holder', lines: [{ holder: investors[0]!.id, amount: 5_00 }] }))
    expect(perInvestor.status, show(perInvestor)).toBe(201)
  })

  test('pro rata to the amount committed; amounts set per holder must name holders', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, [
      [investors[0]!, 300],
      [investors[1]!, 100],
    ])
    const committed = await preview(ROLE.superAdmin, callOn(opportunity.id, 1_000, { split: 'pro_rata_commitment' }))
    expect(committed.json<{ lines: TLine[] }>().lines.map((line) => line.amount)).toEqual(['750', '250'])
    const perHolder = await preview(ROLE.superAdmin, callOn(opportunity.id, undefined, { split: 'per_holder', lines: [{ holder: investors[0]!.id, amount: 12_00 }, { holder: investors[1]!.id, amount: 3_00 }] }))
    expect(perHolder.json<{ total: string }>().total).toBe('1500')
    const stranger = await preview(ROLE.superAdmin, callOn(opportunity.id, undefined, { split: 'per_holder', lines: [{ holder: investors[4]!.id, amount: 1_00 }] }))
    expect(stranger.status, show(stranger)).toBe(422)
    expect(Object.keys(stranger.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['lines.0.holder'])
    for (const body of [callOn(opportunity.id, 0), callOn(opportunity.id, 10, { dueAt: '' }), callOn(opportunity.id, 10, { split: 'per_holder' }), { ...callOn(opportunity.id, 10), fund: 1 }]) {
      const response = await issue(ROLE.superAdmin, body)
      expect(response.status, `${JSON.stringify(body)}: ${show(response)}`).toBe(422)
    }
    expect((await payload.count({ collection: 'cash-calls', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('issuing, paying, distributing', () => {
  let opportunity: InvestmentOpportunity
  let issued: TIssued

  beforeAll(async () => {
    opportunity = await createOpportunity()
    await hold(opportunity.id, [
      [investors[0]!, 600],
      [investors[1]!, 400],
    ])
  })

  test('a cash call: the call, a line per holder with its own payment reference, a cash_call entry per line, a notice per holder', async () => {
    const response = await issue(ROLE.superAdmin, callOn(opportunity.id, 10_000_00))
    expect(response.status, show(response)).toBe(201)
    issued = response.json<TIssued>()
    expect(issued.cashCall.reference).toMatch(/^CC-[0-9A-F]{12}$/)
    expect(issued.lines.map((line) => [line.holder, line.amount, line.status])).toEqual([
      [investors[0]!.id, 6_000_00, 'awaiting_payment'],
      [investors[1]!.id, 4_000_00, 'awaiting_payment'],
    ])
    for (const line of issued.lines) {
      expect(line.paymentReference).toMatch(/^CCL-[0-9A-F]{12}$/)
      expect((await entriesOfLine(line.id)).map((entry) => [entry.kind, entry.amount, entry.holder, entry.opportunity, entry.subjectKind])).toEqual([['cash_call', line.amount, line.holder, opportunity.id, 'opportunity']])
      const notices = await payload.find({ collection: 'notifications', where: { user: { equals: line.holder } }, sort: '-id', limit: 5, depth: 0, overrideAccess: true })
      expect(notices.docs.filter((notice) => notice.data.message.includes(line.paymentReference))).toHaveLength(1)
    }
  })

  test('payments in part then in full move the line to payment received; more than is outstanding is refused; the holder is told', async () => {
    const line = issued.lines[0]!
    const part = await receive(ROLE.superAdmin, line.id, 2_500_00)
    expect(part.status, show(part)).toBe(201)
    expect(part.json()).toMatchObject({ line: { status: 'awaiting_payment' }, paid: '250000', outstanding: '350000' })
    expect((await lineRow(line.id)).status).toBe('awaiting_payment')
    const tooMuch = await receive(ROLE.superAdmin, line.id, 3_500_01)
    expect(tooMuch.status, show(tooMuch)).toBe(422)
    expect(tooMuch.json<{ errors: { amount: string[] } }>().errors.amount[0]).toContain('£3,500.00 is outstanding')
    const rest = await receive(ROLE.superAdmin, line.id, 3_500_00)
    expect(rest.json()).toMatchObject({ line: { status: 'payment_received' }, paid: '600000', outstanding: '0' })
    expect((await lineRow(line.id)).status).toBe('payment_received')
    expect((await entriesOfLine(line.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['cash_call', 6_000_00],
      ['cash_call_payment', 2_500_00],
      ['cash_call_payment', 3_500_00],
    ])
    const again = await receive(ROLE.superAdmin, line.id, 1)
    expect(again.text).toContain('paid in full')
    const notices = await payload.find({ collection: 'notifications', where: { user: { equals: line.holder } }, sort: '-id', limit: 10, depth: 0, overrideAccess: true })
    expect(notices.docs.filter((notice) => notice.data.message.startsWith('**Cash call payment received**'))).toHaveLength(2)
  })

  test('the opportunity’s transactions tab shows the call, its lines and totals from the ledger; its money figures are untouched', async () => {
    const html = (await client(ROLE.superAdmin).get(`/admin/investments/existing/${opportunity.id}/details/transactions`, { accept: 'text/html' })).text
    for (const text of ['Cash calls and distributions', issued.cashCall.reference, issued.lines[0]!.paymentReference, '£10,000.00', '£6,000.00', '£4,000.00', 'Payment received', 'Awaiting payment', '1 of 2 paid']) expect(html, text).toContain(text)
    // Committed and received of the investments themselves do not include the call.
    const investors = await client(ROLE.superAdmin).get(`/api/investments/investors?opportunity=${opportunity.id}`)
    expect(investors.json<{ data: Array<{ invested: string }> }>().data.map((row) => row.invested).sort()).toEqual(['400', '600'])
  })

  test('a distribution: a distribution entry per line, paid out at once; nothing is received on it', async () => {
    const response = await issue(ROLE.superAdmin, { kind: 'distribution', opportunity: opportunity.id, split: 'pro_rata_shares', total: 1_001 })
    expect(response.status, show(response)).toBe(201)
    const distribution = response.json<TIssued>()
    expect(distribution.cashCall.reference).toMatch(/^DS-/)
    expect(distribution.lines.map((line) => [line.amount, line.status])).toEqual([
      [601, 'paid_out'],
      [400, 'paid_out'],
    ])
    expect((await entriesOfLine(distribution.lines[0]!.id)).map((entry) => entry.kind)).toEqual(['distribution'])
    const refused = await receive(ROLE.superAdmin, distribution.lines[0]!.id, 1)
    expect(refused.status, show(refused)).toBe(409)
  })

  test('no API changes or removes a call or a line', async () => {
    const line = issued.lines[1]!
    for (const [method, path, body] of [
      ['PATCH', `/api/cash-call-lines/${line.id}`, { status: 'payment_received' }],
      ['DELETE', `/api/cash-call-lines/${line.id}`, undefined],
      ['PATCH', `/api/cash-calls/${issued.cashCall.id}`, { total: 1 }],
      ['DELETE', `/api/cash-calls/${issued.cashCall.id}`, undefined],
    ] as const) {
      const response = await client(ROLE.superAdmin).request(method, path, { body })
      expect([403, 404, 405], `${method} ${path}: ${show(response)}`).toContain(response.status)
    }
    expect((await lineRow(line.id)).status).toBe('awaiting_payment')
  })
})

describe('Idempotency-Key', () => {
  test('a concurrent double issue with one key writes one call, one set of lines and notices; a retried payment one entry', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, [
      [investors[2]!, 100],
      [investors[3]!, 300],
    ])
    const key = unique('key')
    const before = await payload.count({ collection: 'notifications', where: { user: { equals: investors[3]!.id } }, overrideAccess: true })
    const answers = await Promise.all([1, 2, 3].map(() => issue(ROLE.superAdmin, callOn(opportunity.id, 4_000), { 'Idempotency-Key': key })))
    for (const answer of answers) expect(answer.status, show(answer)).toBe(201)
    expect(new Set(answers.map((answer) => answer.json<TIssued>().cashCall.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2)
    expect((await payload.count({ collection: 'cash-calls', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'cash-call-lines', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await payload.count({ collection: 'notifications', where: { user: { equals: investors[3]!.id } }, overrideAccess: true })).totalDocs).toBe(before.totalDocs + 1)
    const line = answers[0]!.json<TIssued>().lines[0]!
    const paymentKey = unique('key')
    const payments = await Promise.all([1, 2].map(() => receive(ROLE.superAdmin, line.id, 10, { 'Idempotency-Key': paymentKey })))
    for (const payment of payments) expect(payment.status, show(payment)).toBe(201)
    expect((await entriesOfLine(line.id)).filter((entry) => entry.kind === 'cash_call_payment')).toHaveLength(1)
  })
})

describe('on a fund', () => {
  test('a call pro rata to the investors’ commitments, on the fund’s transactions tab', async () => {
    const fund = await payload.create({ collection: 'funds', data: { name: `Cash ${unique('fund')}`, status: 1, currency: 'GBP', tenant: demo.id }, overrideAccess: true })
    for (const [investor, amount] of [
      [investors[0]!, 30_000_00],
      [investors[1]!, 10_000_00],
    ] as const) {
      const response = await client(ROLE.superAdmin).request('POST', `/api/funds/${fund.id}/commitments`, { body: { holder: investor.id, amount } })
      expect(response.status, show(response)).toBe(201)
    }
    const noShares = await issue(ROLE.superAdmin, { kind: 'call', fund: fund.id, split: 'pro_rata_shares', total: 100, dueAt: DUE })
    expect(noShares.status, show(noShares)).toBe(422)
    const response = await issue(ROLE.fundManager, { kind: 'call', fund: fund.id, split: 'pro_rata_commitment', total: 4_000_00, dueAt: DUE })
    expect(response.status, show(response)).toBe(201)
    const issued = response.json<TIssued>()
    expect(issued.lines.map((line) => line.amount)).toEqual([3_000_00, 1_000_00])
    expect((await entriesOfLine(issued.lines[0]!.id))[0]).toMatchObject({ subjectKind: 'fund', fund: fund.id, opportunity: null })
    const html = (await client(ROLE.superAdmin).get(`/admin/funds/${fund.id}/details/transactions`, { accept: 'text/html' })).text
    for (const text of ['Cash calls and distributions', issued.cashCall.reference, '£4,000.00', '£3,000.00']) expect(html, text).toContain(text)
    // The fund's commitments are unchanged by the call.
    const report = await client(ROLE.superAdmin).get(`/api/reports/funds/${fund.id}/investments`)
    expect(report.json<{ meta: { committed: string; paid: string } }>().meta).toMatchObject({ committed: '4000000', paid: '0' })
  })
})

describe('spec 6 per role (mayOnCashCalls, through can())', () => {
  let opportunity: InvestmentOpportunity
  let fund: number
  let opportunityLine: number
  let fundLine: number
  let callId: number
  beforeAll(async () => {
    opportunity = await createOpportunity()
    await hold(opportunity.id, [[investors[4]!, 1_000]])
    const issued = (await issue(ROLE.superAdmin, callOn(opportunity.id, 1_000_00))).json<TIssued>()
    callId = issued.cashCall.id
    opportunityLine = issued.lines[0]!.id
    fund = (await payload.create({ collection: 'funds', data: { name: `Cash ${unique('fund')}`, status: 1, currency: 'GBP', tenant: demo.id }, overrideAccess: true })).id
    await client(ROLE.superAdmin).request('POST', `/api/funds/${fund}/commitments`, { body: { holder: investors[4]!.id, amount: 5_000_00 } })
    fundLine = (await issue(ROLE.superAdmin, { kind: 'call', fund, split: 'pro_rata_commitment', total: 1_000_00, dueAt: DUE })).json<TIssued>().lines[0]!.id
  })

  const readsOpportunity = (role: TRoleId) => role !== ROLE.user && (stagesFor({ role_id: role } as TTenantUser, 'read') as number[]).includes(5)
  const expected = (allowed: boolean, sees: boolean) => (allowed ? 201 : sees ? 403 : 404)

  test.each(roles)('$label: issues and marks received on an opportunity only with the cash-call resource', async ({ role }) => {
    const subject = { kind: 'opportunity', stage: 5 } as const
    const sees = readsOpportunity(role) && mayOnCashCalls(role, subject, 'view')
    const issued = await issue(role, callOn(opportunity.id, 1_00))
    expect(issued.status, show(issued)).toBe(expected(mayOnCashCalls(role, subject, 'issue'), sees))
    const paid = await receive(role, opportunityLine, 1)
    expect(paid.status, show(paid)).toBe(expected(mayOnCashCalls(role, subject, 'receive'), mayOnCashCalls(role, subject, 'view')))
    const rows = await client(role).get(`/api/cash-calls?where[id][equals]=${callId}&depth=0`)
    const ids = rows.status === 200 ? rows.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id) : []
    expect(ids.includes(callId), show(rows)).toBe(mayOnCashCalls(role, subject, 'view'))
  })

  test.each(roles)('$label: issues and marks received on a fund with funds update', async ({ role }) => {
    const subject = { kind: 'fund' } as const
    const sees = can(role, 'funds', 'index') && mayOnCashCalls(role, subject, 'view')
    const issued = await issue(role, { kind: 'call', fund, split: 'pro_rata_commitment', total: 1_00, dueAt: DUE })
    expect(issued.status, show(issued)).toBe(expected(mayOnCashCalls(role, subject, 'issue'), sees))
    const paid = await receive(role, fundLine, 1)
    expect(paid.status, show(paid)).toBe(expected(mayOnCashCalls(role, subject, 'receive'), mayOnCashCalls(role, subject, 'view')))
  })

  test('an investor reads their own lines, not the calls, and changes nothing', async () => {
    const investor = new TestClient('demo')
    await investor.login(investors[4]!.email, 'test-user-password-1')
    const lines = await investor.get('/api/cash-call-lines?depth=0&limit=100')
    expect(lines.status, show(lines)).toBe(200)
    const docs = lines.json<{ docs: Array<{ id: number; holder: number }> }>().docs
    expect(docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([opportunityLine, fundLine]))
    expect(docs.every((doc) => doc.holder === investors[4]!.id)).toBe(true)
    const calls = await investor.get('/api/cash-calls?depth=0')
    expect([200, 403], show(calls)).toContain(calls.status)
    if (calls.status === 200) expect(calls.json<{ docs: unknown[] }>().docs).toEqual([])
    expect((await receive(ROLE.user, opportunityLine, 1, undefined, investor)).status).toBe(404)
  })
})

describe('tenant isolation and the rest', () => {
  test('another tenant’s opportunity, fund and lines are not found, and nothing is written', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, [[investors[0]!, 100]])
    const line = (await issue(ROLE.superAdmin, callOn(opportunity.id, 50))).json<TIssued>().lines[0]!
    const demoFund = (await payload.find({ collection: 'funds', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    for (const [path, body] of [
      ['/api/cash-calls', callOn(opportunity.id, 10)],
      ['/api/cash-calls/preview', callOn(opportunity.id, 10)],
      ['/api/cash-calls', { kind: 'call', fund: demoFund.id, split: 'pro_rata_commitment', total: 10, dueAt: DUE }],
      [`/api/cash-call-lines/${line.id}/payments`, { amount: 1 }],
    ] as const) {
      const response = await angelAdmin.request('POST', path, { body })
      expect(response.status, `${path}: ${show(response)}`).toBe(404)
    }
    const rows = await angelAdmin.get(`/api/cash-call-lines?where[id][equals]=${line.id}&depth=0`)
    expect(rows.json<{ docs: unknown[] }>().docs).toEqual([])
    expect((await payload.count({ collection: 'cash-calls', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await entriesOfLine(line.id)).map((entry) => entry.kind)).toEqual(['cash_call'])
  })

  test('every demo tenant has an open cash call, partly paid, whose lines sum to its total', async () => {
    for (const code of ['demo', 'angel', 'custodian', 'fund', 'capital']) {
      const tenant = await tenantByCode(payload, code)
      const { rows } = await payload.db.pool.query<{ total: string; lines: string; paid: number; awaiting: number; entries: string }>(
        `SELECT c.total::text AS total, SUM(l.amount)::text AS lines,
                (count(*) FILTER (WHERE l.status = 'payment_received'))::int AS paid, (count(*) FILTER (WHERE l.status = 'awaiting_payment'))::int AS awaiting,
                (SELECT SUM(e.amount) FROM ledger_entries e JOIN cash_call_lines x ON x.id = e.cash_call_line_id WHERE x.cash_call_id = c.id AND e.kind = 'cash_call')::text AS entries
           FROM cash_calls c JOIN cash_call_lines l ON l.cash_call_id = c.id
          WHERE c.tenant_id = $1 AND c.kind = 'call' AND c.purpose = 'Follow-on funding for the next growth stage'
          GROUP BY c.id`,
        [tenant.id],
      )
      expect(rows, code).toHaveLength(1)
      expect(rows[0]!.lines).toBe(rows[0]!.total)
      expect(rows[0]!.entries).toBe(rows[0]!.total)
      expect(rows[0]!.paid, code).toBeGreaterThanOrEqual(1)
      expect(rows[0]!.awaiting, code).toBeGreaterThanOrEqual(1)
    }
  })

  test('spec 6 delete_unsafe removes an opportunity with its cash calls, their lines and entries', async () => {
    const opportunity = await createOpportunity(6)
    await hold(opportunity.id, [[investors[1]!, 100]])
    const line = (await issue(ROLE.superAdmin, callOn(opportunity.id, 50))).json<TIssued>().lines[0]!
    await receive(ROLE.superAdmin, line.id, 20)
    const deleted = await client(ROLE.support).request('DELETE', `/api/investment-opportunities/${opportunity.id}`)
    expect(deleted.status, show(deleted)).toBe(200)
    const { rows } = await payload.db.pool.query<{ calls: number; lines: number; entries: number }>(
      `SELECT (SELECT count(*) FROM cash_calls WHERE opportunity_id = $1)::int AS calls, (SELECT count(*) FROM cash_call_lines WHERE opportunity_id = $1)::int AS lines,
              (SELECT count(*) FROM ledger_entries WHERE opportunity_id = $1)::int AS entries`,
      [opportunity.id],
    )
    expect(rows[0]).toEqual({ calls: 0, lines: 0, entries: 0 })
  })
})
