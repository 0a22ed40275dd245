import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnCashCalls } from '@/access/investment-access'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { TTenantUser } from '@/access/current-user'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Cancelling a cash call and its lines as CSV (issue 10 §7, docs/decisions/018) over HTTP on the real
// database: a call with nothing received is cancelled whole, each line's `cash_call` entry reversed
// (never edited) and each holder notified; a call with money on a line is refused and nothing
// changes, unless only its unpaid lines are cancelled; Idempotency-Key; the CSV of a call's lines;
// spec 6 per role from the permission module; tenant isolation.

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

type TIssued = { cashCall: { id: number; reference: string }; lines: Array<{ id: number; holder: number; amount: number; paymentReference: string }> }

/** An opportunity (stage 5) held by the first three test investors 1:2:1 (1 share a penny), with a £400.00 call pro rata to shares. */
async function calledOpportunity(): Promise<{ opportunity: InvestmentOpportunity; call: TIssued }> {
  const slug = unique('cancel-call')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Cancel ${slug}`, slug, stage: 5, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: demo.id },
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
  const issued = await client(ROLE.superAdmin).request('POST', '/api/cash-calls', { body: { kind: 'call', opportunity: opportunity.id, split: 'pro_rata_shares', total: 400_00, dueAt: DUE, purpose: 'To cancel' } })
  expect(issued.status, show(issued)).toBe(201)
  return { opportunity, call: issued.json<TIssued>() }
}

const cancel = (call: number, body: Record<string, unknown> = {}, who = client(ROLE.superAdmin), key: string = unique('cancel')) => who.request('POST', `/api/cash-calls/${call}/cancel`, { body, headers: { 'Idempotency-Key': key } })
const entriesOfLine = async (id: number) => (await payload.find({ collection: 'ledger-entries', where: { cashCallLine: { equals: id } }, sort: 'id', depth: 0, overrideAccess: true })).docs
const lineStatus = async (id: number) => (await payload.findByID({ collection: 'cash-call-lines', id, depth: 0, overrideAccess: true })).status
const notices = async (user: User) => (await payload.find({ collection: 'notifications', where: { user: { equals: user.id } }, sort: '-id', depth: 0, limit: 5, overrideAccess: true })).docs

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
  for (let index = 0; index < 3; index++) investors.push(await createTestUser(payload, demo, ROLE.user, { slug: `cancel-call-investor-${index}`, compliance_passed: true }))
}, 120_000)

afterAll(async () => {
  for (const id of createdOpportunities) await deleteOpportunityDependants(payload, id)
  if (createdOpportunities.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: createdOpportunities } }, overrideAccess: true })
})

describe('cancelling a cash call', () => {
  test('with nothing received: every line’s entry is reversed, the lines are cancelled, each holder is notified; a retry with the key writes nothing; a second cancel is a 409', async () => {
    const { opportunity, call } = await calledOpportunity()
    const key = unique('cancel-key')
    const answers = await Promise.all([1, 2].map(() => cancel(call.cashCall.id, { reason: 'Raised elsewhere' }, client(ROLE.superAdmin), key)))
    for (const answer of answers) expect(answer.status, show(answer)).toBe(200)
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1)
    expect(answers[0]!.json<{ cancelled: Array<{ id: number }> }>().cancelled.map((line) => line.id).sort()).toEqual(call.lines.map((line) => line.id).sort())
    for (const line of call.lines) {
      const entries = await entriesOfLine(line.id)
      expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['cash_call', line.amount],
        ['reversal', -line.amount],
      ])
      expect(entries[1]!.reverses).toBe(entries[0]!.id)
      expect(entries[1]!.note).toBe(`Cancelled ${call.cashCall.reference}: Raised elsewhere`)
      expect(await owed(line.id)).toBe('0')
      expect(await lineStatus(line.id)).toBe('cancelled')
      const holder = investors.find((investor) => investor.id === line.holder)!
      const messages = (await notices(holder)).map((notice) => notice.data.message)
      expect(messages.filter((message) => message.includes('**Cash call cancelled**') && message.includes(line.paymentReference))).toHaveLength(1)
    }
    const again = await cancel(call.cashCall.id)
    expect(again.status, show(again)).toBe(409)
    expect(again.text).toContain('no unpaid line left to cancel')
    // A payment on a cancelled line is refused.
    const paid = await client(ROLE.superAdmin).request('POST', `/api/cash-call-lines/${call.lines[0]!.id}/payments`, { body: { amount: 1 } })
    expect(paid.status, show(paid)).toBe(409)
    // The section says so, and the reconciliation no longer expects the call.
    const html = (await client(ROLE.superAdmin).get(`/admin/investments/existing/${opportunity.id}/details/transactions`, { accept: 'text/html' })).text
    expect(html).toContain('Cancelled')
    const recon = (await client(ROLE.superAdmin).get(`/api/investments/reconciliation?opportunity=${opportunity.id}`)).json<{ totals: { called: string } }>()
    expect(recon.totals.called).toBe('0')
  })

  test('with money received on a line: refused, naming the line, and nothing changes; only the unpaid lines may be cancelled, the paid one stays', async () => {
    const { call } = await calledOpportunity()
    const [first, second, third] = call.lines
    const part = await client(ROLE.superAdmin).request('POST', `/api/cash-call-lines/${second!.id}/payments`, { body: { amount: 50_00 } })
    expect(part.status, show(part)).toBe(201)
    const before = await Promise.all(call.lines.map((line) => entriesOfLine(line.id)))
    const refused = await cancel(call.cashCall.id)
    expect(refused.status, show(refused)).toBe(409)
    const body = refused.json<{ message: string; linesWithMoney: number[] }>()
    expect(body.message).toContain(second!.paymentReference)
    expect(body.message).toContain('cancel only its unpaid lines')
    expect(body.linesWithMoney).toEqual([second!.id])
    expect(await Promise.all(call.lines.map((line) => entriesOfLine(line.id)))).toEqual(before)
    expect(await Promise.all(call.lines.map((line) => lineStatus(line.id)))).toEqual(['awaiting_payment', 'awaiting_payment', 'awaiting_payment'])

    const unpaid = await cancel(call.cashCall.id, { unpaidOnly: true })
    expect(unpaid.status, show(unpaid)).toBe(200)
    expect(unpaid.json<{ cancelled: Array<{ id: number }>; kept: Array<{ id: number }> }>()).toMatchObject({ cancelled: [{ id: first!.id }, { id: third!.id }], kept: [{ id: second!.id }] })
    expect(await Promise.all(call.lines.map((line) => lineStatus(line.id)))).toEqual(['cancelled', 'awaiting_payment', 'cancelled'])
    expect(await owed(second!.id)).toBe(String(second!.amount - 50_00))
    expect((await entriesOfLine(second!.id)).map((entry) => entry.kind)).toEqual(['cash_call', 'cash_call_payment'])
  })

  test('a distribution is not cancelled', async () => {
    const { opportunity } = await calledOpportunity()
    const issued = await client(ROLE.superAdmin).request('POST', '/api/cash-calls', { body: { kind: 'distribution', opportunity: opportunity.id, split: 'pro_rata_shares', total: 40_00 } })
    const refused = await cancel(issued.json<TIssued>().cashCall.id)
    expect(refused.status, show(refused)).toBe(409)
  })
})

describe('a call’s lines as CSV', () => {
  test('holder, reference, amount, received, outstanding and status of every line, from the ledger', async () => {
    const { call } = await calledOpportunity()
    await client(ROLE.superAdmin).request('POST', `/api/cash-call-lines/${call.lines[1]!.id}/payments`, { body: { amount: 50_00 } })
    const csv = await client(ROLE.superAdmin).get(`/api/cash-calls/${call.cashCall.id}/export`)
    expect(csv.status, show(csv)).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe('Holder,Holder kind,Email,Payment reference,Amount,Received,Outstanding,Status,Currency,Call')
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(lines.slice(1).map(() => 'Investor'))
    expect(lines.slice(1).map((line) => line.split(',').slice(2))).toEqual([
      [investors[0]!.email, call.lines[0]!.paymentReference, '100.00', '0.00', '100.00', 'Awaiting payment', 'GBP', call.cashCall.reference],
      [investors[1]!.email, call.lines[1]!.paymentReference, '200.00', '50.00', '150.00', 'Awaiting payment', 'GBP', call.cashCall.reference],
      [investors[2]!.email, call.lines[2]!.paymentReference, '100.00', '0.00', '100.00', 'Awaiting payment', 'GBP', call.cashCall.reference],
    ])
  })
})

describe('who may cancel and export', () => {
  let call: TIssued
  beforeAll(async () => {
    call = (await calledOpportunity()).call
  })
  const readsOpportunity = (role: TRoleId) => role !== ROLE.user && (stagesFor({ role_id: role } as TTenantUser, 'read') as number[]).includes(5)

  test.each(roles)('$label: as spec 6 gives the cash-call resource (delete to cancel, show to export)', async ({ role }) => {
    const subject = { kind: 'opportunity', stage: 5 } as const
    const sees = readsOpportunity(role) && mayOnCashCalls(role, subject, 'view')
    const csv = await client(role).get(`/api/cash-calls/${call.cashCall.id}/export`)
    expect(csv.status, show(csv)).toBe(sees ? 200 : 404)
    // A role that may cancel would cancel the whole call: try with a body that is refused after the rights (a bad unpaidOnly), so the call stays for the other roles.
    const tried = await cancel(call.cashCall.id, { unpaidOnly: 'perhaps' }, client(role))
    expect(tried.status, show(tried)).toBe(mayOnCashCalls(role, subject, 'cancel') && sees ? 422 : sees ? 403 : 404)
  })

  test('another tenant’s staff find neither, and nothing is written', async () => {
    expect((await angelAdmin.get(`/api/cash-calls/${call.cashCall.id}/export`)).status).toBe(404)
    expect((await cancel(call.cashCall.id, {}, angelAdmin)).status).toBe(404)
    expect(await Promise.all(call.lines.map((line) => lineStatus(line.id)))).toEqual(['awaiting_payment', 'awaiting_payment', 'awaiting_payment'])
  })
})
