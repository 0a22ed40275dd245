import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnCashCalls } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Refunds of cash-call payments (issue 10 §7, §9; decision 025) over HTTP on the real database:
// marking a line received writes a payment row its `cash_call_payment` entry names, and
// POST /api/payments/{id}/refund (the investments' refund call) gives it back in part or in full: one
// `refund` entry per refund naming the receipt (never an edit), the payment partly refunded then
// refunded, the line awaiting payment again, the holder notified; over-refunds, a missing key or
// reason refused with nothing written; a retry with one key writes one entry; a call whose money was
// all refunded can be cancelled; spec 6 per role from the permission module; another tenant's payment
// not found; the demo data.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const STAGE = 5

let payload: Payload
let demo: Tenant
const staff = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => staff.get(role)!
let angelAdmin: TestClient
const investors: User[] = []
const createdOpportunities: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

type TIssued = { cashCall: { id: number; reference: string }; lines: Array<{ id: number; holder: number; amount: number; paymentReference: string }> }

/** An opportunity (stage 5) held by the three test investors 1:2:1 (1 share a penny), with a £400.00 call pro rata to shares (lines of £100, £200, £100). */
async function calledOpportunity(): Promise<{ opportunity: InvestmentOpportunity; call: TIssued }> {
  const slug = unique('refund-call')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Refund ${slug}`, slug, stage: STAGE, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: demo.id },
    overrideAccess: true,
  })
  createdOpportunities.push(opportunity.id)
  for (const [holder, amount] of [
    [investors[0]!, 100_00],
    [investors[1]!, 200_00],
    [investors[2]!, 100_00],
  ] as const) {
    const response = await client(ROLE.superAdmin).request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: holder.id, amount, type: 'subsequent' } })
    expect(response.status, show(response)).toBe(201)
  }
  const issued = await client(ROLE.superAdmin).request('POST', '/api/cash-calls', { body: { kind: 'call', opportunity: opportunity.id, split: 'pro_rata_shares', total: 400_00, dueAt: DUE, purpose: 'To refund' } })
  expect(issued.status, show(issued)).toBe(201)
  return { opportunity, call: issued.json<TIssued>() }
}

/** Staff mark `amount` received on a line: the answer names the payment row written with it. */
async function receive(line: number, amount: number): Promise<number> {
  const response = await client(ROLE.superAdmin).request('POST', `/api/cash-call-lines/${line}/payments`, { body: { amount }, headers: { 'Idempotency-Key': unique('receive') } })
  expect(response.status, show(response)).toBe(201)
  return response.json<{ payment: { id: number } }>().payment.id
}

const refund = (payment: number, body: Record<string, unknown>, who = client(ROLE.superAdmin), key: string | null = unique('refund')) =>
  who.request('POST', `/api/payments/${payment}/refund`, { body, headers: key === null ? {} : { 'Idempotency-Key': key } })
const entriesOfLine = async (id: number) => (await payload.find({ collection: 'ledger-entries', where: { cashCallLine: { equals: id } }, sort: 'id', depth: 0, overrideAccess: true })).docs
const lineStatus = async (id: number) => (await payload.findByID({ collection: 'cash-call-lines', id, depth: 0, overrideAccess: true })).status
const paymentState = async (id: number) => (await payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true })).state

/** What the ledger says a line owes (called − received), summed here independently of the code under test. */
async function owed(line: number): Promise<string> {
  const { rows } = await payload.db.pool.query<{ owed: string }>(
    `SELECT (COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0) - COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0))::text AS owed
       FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id WHERE e.cash_call_line_id = $1`,
    [line],
  )
  return rows[0]!.owed
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
  for (let index = 0; index < 3; index++) investors.push(await createTestUser(payload, demo, ROLE.user, { slug: `refund-call-investor-${index}`, compliance_passed: true }))
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('refunding a cash-call payment', () => {
  test('in part, then the rest: one refund entry each naming the receipt, the payment partly refunded then refunded, the line owing again, the holder told; a retried key writes nothing; then the call can be cancelled', async () => {
    const { opportunity, call } = await calledOpportunity()
    const line = call.lines.find((candidate) => candidate.amount === 100_00)!
    const payment = await receive(line.id, 100_00)
    const row = await payload.findByID({ collection: 'payments', id: payment, depth: 0, overrideAccess: true })
    expect(row).toMatchObject({ payableKind: 'cash_call_line', cashCallLine: line.id, holder: line.holder, method: 'bank_transfer', state: 'succeeded', amount: 100_00 })
    expect(await lineStatus(line.id)).toBe('payment_received')
    // The line offers its refund on the opportunity's transactions tab.
    const tab = await client(ROLE.superAdmin).get(`/admin/investments/existing/${opportunity.id}/details/transactions`, { accept: 'text/html' })
    expect(tab.status).toBe(200)
    expect(tab.text).toContain(`aria-label="Refund: ${line.paymentReference}"`)

    const key = unique('part')
    const first = await refund(payment, { amount: 40_00, reason: 'Overpaid by mistake' }, client(ROLE.superAdmin), key)
    expect(first.status, show(first)).toBe(201)
    expect(first.json()).toMatchObject({ payment: { id: payment, state: 'succeeded', received: '10000', refunded: '4000', refundable: '6000' }, line: { id: line.id, status: 'awaiting_payment', outstanding: '4000' } })
    const replay = await refund(payment, { amount: 40_00, reason: 'Overpaid by mistake' }, client(ROLE.superAdmin), key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await owed(line.id)).toBe('4000')
    expect(await lineStatus(line.id)).toBe('awaiting_payment')

    const rest = await refund(payment, { reason: 'Returned in full' })
    expect(rest.status, show(rest)).toBe(201)
    expect(rest.json()).toMatchObject({ payment: { state: 'refunded', refundable: '0' }, line: { status: 'awaiting_payment', outstanding: '10000' } })
    expect(await paymentState(payment)).toBe('refunded')
    expect(await owed(line.id)).toBe('10000')
    const entries = await entriesOfLine(line.id)
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['cash_call', 100_00],
      ['cash_call_payment', 100_00],
      ['refund', -40_00],
      ['refund', -60_00],
    ])
    for (const entry of entries.slice(2)) expect([entry.reverses, entry.payment, entry.holder]).toEqual([entries[1]!.id, payment, line.holder])
    const messages = (await payload.find({ collection: 'notifications', where: { user: { equals: line.holder } }, sort: '-id', depth: 0, limit: 5, overrideAccess: true })).docs.map((notice) => notice.data.message)
    expect(messages.filter((message) => message.includes('**Refund**') && message.includes(line.paymentReference))).toHaveLength(2)

    // Nothing left: a 409, and nothing written.
    const again = await refund(payment, { reason: 'Once more' })
    expect(again.status, show(again)).toBe(409)
    expect(await entriesOfLine(line.id)).toHaveLength(4)
    // No money is left on any line, so the whole call can be cancelled now (decision 018 refused it while money was there).
    const cancelled = await client(ROLE.superAdmin).request('POST', `/api/cash-calls/${call.cashCall.id}/cancel`, { body: { reason: 'Refunded' }, headers: { 'Idempotency-Key': unique('cancel') } })
    expect(cancelled.status, show(cancelled)).toBe(200)
  })

  test('refused with nothing written: more than is left (422), no Idempotency-Key (422), no reason (422)', async () => {
    const { call } = await calledOpportunity()
    const line = call.lines.find((candidate) => candidate.amount === 200_00)!
    const payment = await receive(line.id, 50_00)
    const before = await entriesOfLine(line.id)
    const over = await refund(payment, { amount: 50_01, reason: 'Too much' })
    expect(over.status, show(over)).toBe(422)
    expect(over.text).toContain('£50.00')
    const noKey = await refund(payment, { reason: 'No key' }, client(ROLE.superAdmin), null)
    expect(noKey.status, show(noKey)).toBe(422)
    const noReason = await refund(payment, {})
    expect(noReason.status, show(noReason)).toBe(422)
    expect(await entriesOfLine(line.id)).toEqual(before)
    expect(await paymentState(payment)).toBe('succeeded')
  })

  test('two refunds with different keys at once give back only what is left', async () => {
    const { call } = await calledOpportunity()
    const line = call.lines.find((candidate) => candidate.amount === 200_00)!
    const payment = await receive(line.id, 30_00)
    const answers = await Promise.all([1, 2].map(() => refund(payment, { amount: 20_00, reason: 'Twice at once' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect((await entriesOfLine(line.id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1)
  })
})

describe('spec 6 per role and tenants', () => {
  let payments: Map<TRoleId, number>
  beforeAll(async () => {
    const { call } = await calledOpportunity()
    const line = call.lines.find((candidate) => candidate.amount === 200_00)!
    payments = new Map()
    for (const role of ROLE_IDS) payments.set(role, await receive(line.id, 1_00))
  })

  test.each(roles)('$label refunds a line’s payment only with the right to mark it received', async ({ role }) => {
    const response = await refund(payments.get(role)!, { reason: 'Per role' }, client(role))
    const subject = { kind: 'opportunity', stage: STAGE } as const
    const expected = mayOnCashCalls(role, subject, 'receive') ? [201] : mayOnCashCalls(role, subject, 'view') ? [403] : [403, 404]
    expect(expected, `${ROLE_LABEL[role]}: ${show(response)}`).toContain(response.status)
  })

  test('another tenant’s staff find no such payment', async () => {
    const { call } = await calledOpportunity()
    const payment = await receive(call.lines[0]!.id, 10_00)
    const response = await refund(payment, { reason: 'Not yours' }, angelAdmin)
    expect(response.status, show(response)).toBe(404)
    expect(await paymentState(payment)).toBe('succeeded')
  })
})

describe('demo data', () => {
  test('cash-call payments the seed received are payment rows their entries name, so they can be refunded', async () => {
    const { rows } = await payload.db.pool.query<{ receipts: number; named: number }>(
      `SELECT count(*)::int AS receipts, count(p.id)::int AS named
         FROM ledger_entries e LEFT JOIN payments p ON p.id = e.payment_id AND p.payable_kind = 'cash_call_line' AND p.cash_call_line_id = e.cash_call_line_id
        WHERE e.kind = 'cash_call_payment' AND e.tenant_id = $1`,
      [demo.id],
    )
    expect(rows[0]!.receipts).toBeGreaterThan(0)
    expect(rows[0]!.named).toBe(rows[0]!.receipts)
  })
})
