import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnFundInvestments, mayOnInvestments } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { TTenantUser } from '@/access/current-user'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Reconciliation (issue 10 §2, docs/decisions/018) over HTTP on the real database: per holder of an
// opportunity or a fund, expected (investment + cash_call) against received (payment_received +
// cash_call_payment) equal the raw ledger sums; rows that differ come first; the CSV has the same
// figures; the transactions tabs show it; spec 6 per role from the permission module; tenant isolation.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let angelAdmin: TestClient
const investors: User[] = []
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

type TRow = { holderId: number; expected: string; received: string; difference: string; committed: string; called: string; paid: string; callsPaid: string; state: string }
type TAnswer = { totals: { holders: number; differing: number; expected: string; received: string; difference: string; owed: string; toReturn: string }; data: TRow[]; totalDocs: number }

async function createOpportunity(stage = 5): Promise<InvestmentOpportunity> {
  const slug = unique(`recon-s${stage}`)
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Reconcile ${slug}`, slug, stage, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: demo.id },
    overrideAccess: true,
  })
  createdOpportunities.push(created.id)
  return created
}

const post = async (path: string, body: Record<string, unknown>) => {
  const response = await client(ROLE.superAdmin).request('POST', path, { body })
  expect(response.status, `${path}: ${show(response)}`).toBe(201)
  return response.json<unknown>()
}
const invest = async (opportunity: number, holder: User, amount: number) => ((await post('/api/investments/manual', { opportunity, holder: holder.id, amount, type: 'subsequent' })) as { investment: { id: number } }).investment.id
const pay = (investment: number, amount: number) => post(`/api/investments/${investment}/payments`, { amount })

/** The raw ledger, summed here independently of the code under test: per holder, expected and received by category (a reversal or refund in what it reverses). */
async function ledgerSums(column: 'opportunity_id' | 'fund_id', id: number): Promise<Map<number, { expected: string; received: string }>> {
  const { rows } = await payload.db.pool.query<{ holder_id: number; expected: string; received: string }>(
    `SELECT e.holder_id,
            SUM(CASE WHEN COALESCE(r.kind, e.kind)::text IN ('investment', 'cash_call') THEN e.amount ELSE 0 END)::text AS expected,
            SUM(CASE WHEN COALESCE(r.kind, e.kind)::text IN ('payment_received', 'cash_call_payment') THEN e.amount ELSE 0 END)::text AS received
       FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
      WHERE e.${column} = $1 GROUP BY e.holder_id`,
    [id],
  )
  return new Map(rows.map((row) => [row.holder_id, { expected: row.expected, received: row.received }]))
}

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
  for (let index = 0; index < 4; index++) investors.push(await createTestUser(payload, demo, ROLE.user, { slug: `recon-investor-${index}`, compliance_passed: true }))
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('an opportunity’s reconciliation', () => {
  let opportunity: InvestmentOpportunity
  beforeAll(async () => {
    opportunity = await createOpportunity()
    // A: 1,000.00 paid in full. B: 500.00, 200.00 paid. C: 300.00 paid in full. D: 100.00, nothing paid.
    await pay(await invest(opportunity.id, investors[0]!, 1_000_00), 1_000_00)
    await pay(await invest(opportunity.id, investors[1]!, 500_00), 200_00)
    await pay(await invest(opportunity.id, investors[2]!, 300_00), 300_00)
    await invest(opportunity.id, investors[3]!, 100_00)
    // A cash call of 190.00 pro rata to shares (1 share a penny): A 100.00, B 50.00, C 30.00, D 10.00; A pays theirs, C part of theirs.
    const call = (await post('/api/cash-calls', { kind: 'call', opportunity: opportunity.id, split: 'pro_rata_shares', total: 190_00, dueAt: DUE })) as { lines: Array<{ id: number; holder: number; amount: number }> }
    const lineOf = (user: User) => call.lines.find((line) => line.holder === user.id)!
    expect(call.lines.map((line) => line.amount).sort((a, b) => a - b)).toEqual([10_00, 30_00, 50_00, 100_00])
    await post(`/api/cash-call-lines/${lineOf(investors[0]!).id}/payments`, { amount: 100_00 })
    await post(`/api/cash-call-lines/${lineOf(investors[2]!).id}/payments`, { amount: 10_00 })
  })

  test('per holder, expected and received equal the ledger’s sums; rows that differ come first, largest first; totals over all', async () => {
    const response = await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${opportunity.id}`)
    expect(response.status, show(response)).toBe(200)
    const answer = response.json<TAnswer>()
    const sums = await ledgerSums('opportunity_id', opportunity.id)
    expect(new Map(answer.data.map((row) => [row.holderId, { expected: row.expected, received: row.received }]))).toEqual(sums)
    for (const row of answer.data) expect(BigInt(row.difference)).toBe(BigInt(row.expected) - BigInt(row.received))
    const [a, b, c, d] = investors.map((investor) => investor.id)
    // B owes 350.00, D 110.00, C 20.00; A is settled and comes last.
    expect(answer.data.map((row) => [row.holderId, row.difference, row.state])).toEqual([
      [b, '35000', 'owed'],
      [d, '11000', 'owed'],
      [c, '2000', 'owed'],
      [a, '0', 'settled'],
    ])
    expect(answer.data.find((row) => row.holderId === c)).toMatchObject({ committed: '30000', called: '3000', paid: '30000', callsPaid: '1000' })
    expect(answer.totals).toMatchObject({ holders: 4, differing: 3, expected: '209000', received: '161000', difference: '48000', owed: '48000', toReturn: '0' })
    expect(answer.totalDocs).toBe(4)
    const second = (await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${opportunity.id}&limit=2&page=2`)).json<TAnswer>()
    expect(second.data.map((row) => row.holderId)).toEqual([c, a])
  })

  test('the CSV has the same rows in the same order, amounts as exact decimals; the transactions tab shows the section', async () => {
    const csv = await client(ROLE.superAdmin).get(`/api/investments/reconciliation/export?opportunity=${opportunity.id}`)
    expect(csv.status, show(csv)).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['x-total-count']).toBe('4')
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe('Holder,Holder kind,Email,Committed,Called,Expected,Paid on investments,Paid on cash calls,Received,Difference,State,Currency')
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(lines.slice(1).map(() => 'Investor'))
    expect(lines.slice(1).map((line) => line.split(',').slice(2))).toEqual([
      [investors[1]!.email, '500.00', '50.00', '550.00', '200.00', '0.00', '200.00', '350.00', 'Still owed', 'GBP'],
      [investors[3]!.email, '100.00', '10.00', '110.00', '0.00', '0.00', '0.00', '110.00', 'Still owed', 'GBP'],
      [investors[2]!.email, '300.00', '30.00', '330.00', '300.00', '10.00', '310.00', '20.00', 'Still owed', 'GBP'],
      [investors[0]!.email, '1000.00', '100.00', '1100.00', '1000.00', '100.00', '1100.00', '0.00', 'Settled', 'GBP'],
    ])
    const html = (await client(ROLE.superAdmin).get(`/admin/investments/existing/${opportunity.id}/details/transactions`, { accept: 'text/html' })).text
    for (const text of ['Reconciliation', 'Export reconciliation CSV', '£2,090.00', '£1,610.00', '£480.00', '3 of 4', `data-reconciliation-holder="${investors[1]!.id}"`]) expect(html, text).toContain(text)
  })

  test('bad queries are refused', async () => {
    for (const query of ['', `opportunity=${opportunity.id}&fund=1`, 'opportunity=abc']) {
      const response = await client(ROLE.superAdmin).get(`/api/investments/reconciliation?${query}`)
      expect(response.status, `${query}: ${show(response)}`).toBe(422)
    }
    expect((await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${opportunity.id}&limit=501`)).status).toBe(422)
  })
})

describe('a fund’s reconciliation', () => {
  test('commitments and the fund’s cash calls, per investor, equal the ledger’s sums; the fund’s tab shows it', async () => {
    const fund = await payload.create({ collection: 'funds', data: { name: `Recon ${unique('fund')}`, status: 1, currency: 'GBP', tenant: demo.id }, overrideAccess: true })
    const first = (await post(`/api/funds/${fund.id}/commitments`, { holder: investors[0]!.id, amount: 30_000_00 })) as { investment: { id: number } }
    await post(`/api/funds/${fund.id}/commitments`, { holder: investors[1]!.id, amount: 10_000_00 })
    await pay(first.investment.id, 30_000_00)
    await post('/api/cash-calls', { kind: 'call', fund: fund.id, split: 'pro_rata_commitment', total: 4_000_00, dueAt: DUE })
    const answer = (await client(ROLE.superAdmin).get(`/api/investments/reconciliation?fund=${fund.id}`)).json<TAnswer>()
    expect(new Map(answer.data.map((row) => [row.holderId, { expected: row.expected, received: row.received }]))).toEqual(await ledgerSums('fund_id', fund.id))
    expect(answer.data.map((row) => [row.holderId, row.difference])).toEqual([
      [investors[1]!.id, '1100000'],
      [investors[0]!.id, '300000'],
    ])
    const html = (await client(ROLE.superAdmin).get(`/admin/funds/${fund.id}/details/transactions`, { accept: 'text/html' })).text
    for (const text of ['Reconciliation', `/api/investments/reconciliation/export?fund=${fund.id}`, '£14,000.00']) expect(html, text).toContain(text)
  })
})

describe('who may see it', () => {
  let opportunity: InvestmentOpportunity
  let fund: number
  beforeAll(async () => {
    opportunity = await createOpportunity(5)
    await invest(opportunity.id, investors[0]!, 100_00)
    fund = (await payload.create({ collection: 'funds', data: { name: `Recon ${unique('fund')}`, status: 1, currency: 'GBP', tenant: demo.id }, overrideAccess: true })).id
    await post(`/api/funds/${fund}/commitments`, { holder: investors[0]!.id, amount: 100_00 })
  })

  const readsOpportunity = (role: TRoleId) => role !== ROLE.user && (stagesFor({ role_id: role } as TTenantUser, 'read') as number[]).includes(5)

  test.each(roles)('$label: the opportunity’s and the fund’s, JSON and CSV, as spec 6 shows their transactions', async ({ role }) => {
    const opportunityAllowed = readsOpportunity(role) && mayOnInvestments(role, 5, 'transactions')
    for (const path of [`/api/investments/reconciliation?opportunity=${opportunity.id}`, `/api/investments/reconciliation/export?opportunity=${opportunity.id}`]) {
      const response = await client(role).get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(opportunityAllowed ? 200 : 404)
    }
    const fundAllowed = role !== ROLE.user && mayOnFundInvestments(role, 'transactions')
    for (const path of [`/api/investments/reconciliation?fund=${fund}`, `/api/investments/reconciliation/export?fund=${fund}`]) {
      const response = await client(role).get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(fundAllowed ? 200 : 404)
    }
  })

  test('another tenant’s staff find neither', async () => {
    for (const path of [
      `/api/investments/reconciliation?opportunity=${opportunity.id}`,
      `/api/investments/reconciliation/export?opportunity=${opportunity.id}`,
      `/api/investments/reconciliation?fund=${fund}`,
      `/api/investments/reconciliation/export?fund=${fund}`,
    ]) {
      const response = await angelAdmin.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(404)
    }
  })
})
