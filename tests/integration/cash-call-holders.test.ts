import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { investorPendingActions } from '@/collections/investments/money/portal-actions'
import { cashCallHolderKey, proRataReferenceByHolder, type TCashCallHolderKind } from '@/domain/investments/cash-calls'
import type { InvestmentOpportunity, Tenant } from '@/payload-types'

import { CreatedHolderRecords, createHolderCast, holderIdOf, recordHoldings, type THolderCast } from '../support/holder-fixtures'
import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// Cash calls and distributions reach every kind of holder (decision 014, "Holders of every kind"),
// over HTTP on the real database, on capital (nominees on): a pro-rata split by PostgreSQL over
// investors, an organisation, an investment-method account and a nominee, summing exactly and equal
// to the reference rule (ties by kind, then id); amounts per holder of each kind; a non-holder, a
// duplicate and another tenant's organisation refused with nothing written; every line's entries
// carrying its holder; payments, a refund and a cancellation on non-investor lines; who is notified
// (an organisation's directors and signatories, an account's lead, nobody for a nominee); the
// reconciliation, the staff screen and the portal's actions of a signatory and a lead.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let capital: Tenant
let demo: Tenant
let admin: TestClient
const created = new CreatedHolderRecords()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const key = () => ({ 'Idempotency-Key': unique('key') })

let people: THolderCast

async function createOpportunity(tenant: Tenant = capital): Promise<InvestmentOpportunity> {
  const slug = unique('cash-holders')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Cash holders ${slug}`, slug, stage: 5, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 1, tenant: tenant.id },
    overrideAccess: true,
  })
  created.opportunities.push(opportunity.id)
  return opportunity
}

/** Holdings at 1p a share (shares = amount in pence), each through its own call. */
const hold = (opportunity: number, holdings: Partial<Record<TCashCallHolderKind, number>>) => recordHoldings(admin, opportunity, people, holdings)

const idOf = (kind: TCashCallHolderKind) => holderIdOf(people, kind)

type TLine = { holderKind: TCashCallHolderKind; holder: number; name: string; holderKindLabel: string; amount: string }
type TIssuedLine = { id: number; holderKind: TCashCallHolderKind; holder: number; amount: number; paymentReference: string; status: string; name: string; notified: number[] }
type TIssued = { cashCall: { id: number; reference: string; total: number }; lines: TIssuedLine[] }

const preview = (body: Record<string, unknown>, client = admin) => client.request('POST', '/api/cash-calls/preview', { body })
const issue = (body: Record<string, unknown>, client = admin) => client.request('POST', '/api/cash-calls', { body, headers: key() })
const callOn = (opportunity: number, total: number | undefined, extra: Record<string, unknown> = {}) => ({ kind: 'call', opportunity, split: 'pro_rata_shares', total, dueAt: DUE, purpose: 'Holders test', ...extra })
const callsOf = async (opportunity: number) => (await payload.count({ collection: 'cash-calls', where: { opportunity: { equals: opportunity } }, overrideAccess: true })).totalDocs
const entriesOfLine = async (id: number) => (await payload.find({ collection: 'ledger-entries', where: { cashCallLine: { equals: id } }, sort: 'id', depth: 0, overrideAccess: true })).docs
const noticesOf = async (user: number, text: string) =>
  (await payload.find({ collection: 'notifications', where: { user: { equals: user } }, sort: '-id', limit: 50, depth: 0, overrideAccess: true })).docs.filter((notice) => notice.data.message.includes(text))

/** The column of each holder kind, on an entry or a line. */
const holderOf = (row: { holderKind?: string | null; holder?: unknown; holderOrganisation?: unknown; holderMethodEntity?: unknown; holderNominee?: unknown }) => ({
  kind: row.holderKind,
  investor: row.holder ?? null,
  organisation: row.holderOrganisation ?? null,
  method_entity: row.holderMethodEntity ?? null,
  nominee: row.holderNominee ?? null,
})
const expectedHolder = (kind: TCashCallHolderKind) => ({ kind, investor: null, organisation: null, method_entity: null, nominee: null, [kind]: idOf(kind) })

beforeAll(async () => {
  payload = await testPayload()
  ;[capital, demo] = await Promise.all(['capital', 'demo'].map((code) => tenantByCode(payload, code)))
  admin = new TestClient('capital')
  await admin.login('superadmin@capital.test')
  people = await createHolderCast(payload, capital, created, 'holders')
}, 120_000)

afterAll(() => created.cleanUp(payload))

describe('pro rata over every kind of holder', () => {
  test('four equal holders of £0.10: the odd pennies go by kind (investor, organisation, then account, nominee); the lines sum to the total and name each holder', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, { investor: 300, organisation: 300, method_entity: 300, nominee: 300 })
    const response = await preview(callOn(opportunity.id, 10))
    expect(response.status, show(response)).toBe(200)
    const { lines, total } = response.json<{ lines: TLine[]; total: string }>()
    expect(total).toBe('10')
    expect(lines.map((line) => [line.holderKind, line.holder, line.amount])).toEqual([
      ['investor', people.investor.id, '3'],
      ['organisation', people.organisation, '3'],
      ['method_entity', people.entity, '2'],
      ['nominee', people.nominee, '2'],
    ])
    expect(lines.map((line) => [line.name, line.holderKindLabel])).toEqual([
      [`Test ${people.investor.surname}`, 'Investor'],
      [people.organisationName, 'Organisation'],
      [`${people.methodName} (Test ${people.lead.surname})`, 'Investment method account'],
      [people.nomineeName, 'Nominee'],
    ])
    expect(await callsOf(opportunity.id)).toBe(0)
  })

  test('for any holdings of the four kinds and any total, PostgreSQL’s lines sum exactly and equal the reference rule (fast-check)', async () => {
    const kinds: TCashCallHolderKind[] = ['investor', 'organisation', 'method_entity', 'nominee']
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: 1, max: 10_000_000_000 }), async (shares, total) => {
        fc.pre(shares.some((count) => count > 0))
        const opportunity = await createOpportunity()
        await hold(opportunity.id, Object.fromEntries(kinds.flatMap((kind, index) => (shares[index]! > 0 ? [[kind, shares[index]!]] : []))))
        const response = await preview(callOn(opportunity.id, total, { split: 'pro_rata_commitment' }))
        expect(response.status, show(response)).toBe(200)
        const lines = response.json<{ lines: TLine[] }>().lines
        expect(lines.reduce((sum, line) => sum + BigInt(line.amount), 0n)).toBe(BigInt(total))
        const expected = proRataReferenceByHolder(
          BigInt(total),
          kinds.map((kind, index) => ({ holderKind: kind, holder: idOf(kind), weight: BigInt(shares[index]!) })),
        )
        expect(new Map(lines.map((line) => [cashCallHolderKey({ kind: line.holderKind, id: line.holder }), BigInt(line.amount)]))).toEqual(new Map([...expected].filter(([, amount]) => amount > 0n)))
      }),
      { numRuns: 5 },
    )
  })
})

describe('a call on every kind of holder: lines, entries, notices, payments, refunds, cancellation, figures', () => {
  let opportunity: InvestmentOpportunity
  let issued: TIssued
  const line = (kind: TCashCallHolderKind) => issued.lines.find((row) => row.holderKind === kind)!

  beforeAll(async () => {
    opportunity = await createOpportunity()
    await hold(opportunity.id, { investor: 4_000, organisation: 3_000, method_entity: 2_000, nominee: 1_000 })
  })

  test('issued pro rata: a line per holder naming it in its own column, a cash_call entry carrying the same holder, a notice to whoever acts for it', async () => {
    const response = await issue(callOn(opportunity.id, 1_000_00))
    expect(response.status, show(response)).toBe(201)
    issued = response.json<TIssued>()
    expect(issued.lines.map((row) => [row.holderKind, row.holder, row.amount])).toEqual([
      ['investor', people.investor.id, 400_00],
      ['organisation', people.organisation, 300_00],
      ['method_entity', people.entity, 200_00],
      ['nominee', people.nominee, 100_00],
    ])
    for (const row of issued.lines) {
      const stored = await payload.findByID({ collection: 'cash-call-lines', id: row.id, depth: 0, overrideAccess: true })
      expect(holderOf(stored), row.holderKind).toEqual(expectedHolder(row.holderKind))
      const entries = await entriesOfLine(row.id)
      expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([['cash_call', row.amount]])
      expect(holderOf(entries[0]!), row.holderKind).toEqual(expectedHolder(row.holderKind))
    }
    // Who is told: the investor; the organisation's director and authorised signatory (not a plain member); the account's lead (not its associate); nobody for the nominee.
    expect(line('investor').notified).toEqual([people.investor.id])
    expect([...line('organisation').notified].sort((a, b) => a - b)).toEqual([people.director.id, people.signatory.id].sort((a, b) => a - b))
    expect(line('method_entity').notified).toEqual([people.lead.id])
    expect(line('nominee').notified).toEqual([])
    for (const [user, text] of [
      [people.investor, line('investor').paymentReference],
      [people.director, line('organisation').paymentReference],
      [people.signatory, line('organisation').paymentReference],
      [people.lead, line('method_entity').paymentReference],
    ] as const)
      expect(await noticesOf(user.id, text), `${user.surname}: ${text}`).toHaveLength(1)
    expect((await noticesOf(people.director.id, line('organisation').paymentReference))[0]!.data.message).toContain(people.organisationName)
    expect(await noticesOf(people.member.id, line('organisation').paymentReference)).toEqual([])
    expect(await noticesOf(people.associate.id, line('method_entity').paymentReference)).toEqual([])
  })

  test('a payment on the organisation’s line: a payment row and a cash_call_payment entry of the organisation, the line paid, its signatories told; a refund gives it back naming the organisation', async () => {
    const org = line('organisation')
    const part = await admin.request('POST', `/api/cash-call-lines/${org.id}/payments`, { body: { amount: 100_00 }, headers: key() })
    expect(part.status, show(part)).toBe(201)
    expect(part.json()).toMatchObject({ line: { status: 'awaiting_payment' }, paid: '10000', outstanding: '20000' })
    const rest = await admin.request('POST', `/api/cash-call-lines/${org.id}/payments`, { body: { amount: 200_00 }, headers: key() })
    expect(rest.json()).toMatchObject({ line: { status: 'payment_received' }, outstanding: '0' })
    const payments = (await payload.find({ collection: 'payments', where: { cashCallLine: { equals: org.id } }, sort: 'id', depth: 0, overrideAccess: true })).docs
    expect(payments.map((payment) => [payment.holderKind, payment.holder ?? null, payment.amount])).toEqual([
      ['organisation', null, 100_00],
      ['organisation', null, 200_00],
    ])
    const entries = await entriesOfLine(org.id)
    expect(entries.map((entry) => entry.kind)).toEqual(['cash_call', 'cash_call_payment', 'cash_call_payment'])
    for (const entry of entries) expect(holderOf(entry)).toEqual(expectedHolder('organisation'))
    for (const user of [people.director, people.signatory]) expect((await noticesOf(user.id, org.paymentReference)).filter((notice) => notice.data.message.startsWith('**Cash call payment received**'))).toHaveLength(2)
    expect(await noticesOf(people.member.id, org.paymentReference)).toEqual([])

    const refund = await admin.request('POST', `/api/payments/${payments[1]!.id}/refund`, { body: { amount: 50_00, reason: 'Paid twice by the office' }, headers: key() })
    expect(refund.status, show(refund)).toBe(201)
    const refundEntry = (await entriesOfLine(org.id)).find((entry) => entry.kind === 'refund')!
    expect(holderOf(refundEntry)).toEqual(expectedHolder('organisation'))
    expect((await payload.findByID({ collection: 'cash-call-lines', id: org.id, depth: 0, overrideAccess: true })).status).toBe('awaiting_payment')
    expect((await noticesOf(people.signatory.id, org.paymentReference)).some((notice) => notice.data.message.startsWith('**Refund**') && notice.data.message.includes(people.organisationName))).toBe(true)
  })

  test('a payment on the nominee’s line notifies nobody; the account’s lead hears of a payment on the account', async () => {
    const nominee = line('nominee')
    const paid = await admin.request('POST', `/api/cash-call-lines/${nominee.id}/payments`, { body: { amount: 100_00 }, headers: key() })
    expect(paid.status, show(paid)).toBe(201)
    expect((await entriesOfLine(nominee.id)).map((entry) => holderOf(entry))).toEqual([expectedHolder('nominee'), expectedHolder('nominee')])
    const { rows } = await payload.db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM notifications WHERE data_message LIKE '%' || $1 || '%'`, [nominee.paymentReference])
    expect(rows[0]!.count).toBe(0)
    const account = line('method_entity')
    await admin.request('POST', `/api/cash-call-lines/${account.id}/payments`, { body: { amount: 50_00 }, headers: key() })
    expect((await noticesOf(people.lead.id, account.paymentReference)).filter((notice) => notice.data.message.startsWith('**Cash call payment received**'))).toHaveLength(1)
    expect(await noticesOf(people.associate.id, account.paymentReference)).toEqual([])
  })

  test('the reconciliation per holder of every kind equals the raw ledger sums', async () => {
    const response = await admin.get(`/api/investments/reconciliation?opportunity=${opportunity.id}&limit=100`)
    expect(response.status, show(response)).toBe(200)
    const rows = response.json<{ data: Array<{ holderKind: string; holderId: number; expected: string; received: string }> }>().data
    const { rows: raw } = await payload.db.pool.query<{ holder: string; expected: string; received: string }>(
      `SELECT e.holder_kind::text || '-' || COALESCE(e.holder_id, e.holder_organisation_id, e.holder_method_entity_id, e.holder_nominee_id) AS holder,
              SUM(CASE WHEN COALESCE(r.kind, e.kind)::text IN ('investment', 'cash_call') THEN e.amount ELSE 0 END)::text AS expected,
              SUM(CASE WHEN COALESCE(r.kind, e.kind)::text IN ('payment_received', 'cash_call_payment') THEN e.amount ELSE 0 END)::text AS received
         FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id WHERE e.opportunity_id = $1 GROUP BY 1`,
      [opportunity.id],
    )
    expect(new Map(rows.map((row) => [`${row.holderKind}-${row.holderId}`, { expected: row.expected, received: row.received }]))).toEqual(new Map(raw.map((row) => [row.holder, { expected: row.expected, received: row.received }])))
    expect(rows.map((row) => row.holderKind).sort()).toEqual(['investor', 'method_entity', 'nominee', 'organisation'])
  })

  test('the transactions tab names each line’s holder with its kind and links to its record', async () => {
    const html = (await admin.get(`/admin/investments/existing/${opportunity.id}/details/transactions`, { accept: 'text/html' })).text
    for (const text of [
      people.organisationName,
      'Organisation',
      people.methodName,
      'Investment method account',
      people.nomineeName,
      'Nominee',
      `/admin/investors/organisations/${people.organisation}/transactions`,
      `/admin/investors/investment-methods/${people.method}/transactions`,
      `/admin/investors/nominees/${people.nominee}/transactions`,
      `data-holder-kind="nominee"`,
    ])
      expect(html, text).toContain(text)
    const csv = await admin.get(`/api/cash-calls/${issued.cashCall.id}/export`)
    expect(csv.text).toContain(people.organisationName)
    expect(csv.text).toContain('Investment method account')
  })

  test('the portal: a signatory sees the organisation’s line, the lead the account’s; a plain member and an associate do not; nobody sees the nominee’s', async () => {
    const refs = (actions: Awaited<ReturnType<typeof investorPendingActions>>) => actions.cashCalls.map((row) => row.paymentReference)
    const signatory = await investorPendingActions(payload, people.signatory.id, capital.id)
    expect(refs(signatory)).toContain(line('organisation').paymentReference)
    expect(signatory.cashCalls.find((row) => row.paymentReference === line('organisation').paymentReference)!.holderName).toBe(people.organisationName)
    const lead = await investorPendingActions(payload, people.lead.id, capital.id)
    expect(refs(lead)).toContain(line('method_entity').paymentReference)
    for (const user of [people.member, people.associate, people.investor]) {
      const actions = await investorPendingActions(payload, user.id, capital.id)
      expect(refs(actions), user.email).not.toContain(line('organisation').paymentReference)
      expect(refs(actions), user.email).not.toContain(line('method_entity').paymentReference)
      expect(refs(actions), user.email).not.toContain(line('nominee').paymentReference)
    }
    const client = new TestClient('capital')
    await client.login(people.lead.email, 'test-user-password-1')
    const page = await client.get('/investor/investments/actions', { accept: 'text/html' })
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain(line('method_entity').paymentReference)
    expect(page.text).toContain(people.methodName)
  })

  test('cancelling the unpaid lines reverses the investor’s line naming the investor; lines with money stay', async () => {
    const cancelled = await admin.request('POST', `/api/cash-calls/${issued.cashCall.id}/cancel`, { body: { unpaidOnly: true, reason: 'Raised elsewhere' }, headers: key() })
    expect(cancelled.status, show(cancelled)).toBe(200)
    const body = cancelled.json<{ cancelled: Array<{ id: number }>; kept: Array<{ id: number }> }>()
    expect(body.cancelled.map((row) => row.id)).toEqual([line('investor').id])
    expect(body.kept.map((row) => row.id).sort()).toEqual([line('organisation').id, line('method_entity').id, line('nominee').id].sort())
    const reversal = (await entriesOfLine(line('investor').id)).find((entry) => entry.kind === 'reversal')!
    expect(holderOf(reversal)).toEqual(expectedHolder('investor'))
  })
})

describe('cancelling a call with a line of each kind', () => {
  test('every line is reversed naming its own holder; the organisation’s signatories and the account’s lead are told, the nominee nobody', async () => {
    const opportunity = await createOpportunity()
    await hold(opportunity.id, { investor: 100, organisation: 100, method_entity: 100, nominee: 100 })
    const issued = (await issue(callOn(opportunity.id, 400))).json<TIssued>()
    const cancelled = await admin.request('POST', `/api/cash-calls/${issued.cashCall.id}/cancel`, { body: {}, headers: key() })
    expect(cancelled.status, show(cancelled)).toBe(200)
    for (const row of issued.lines) {
      const entries = await entriesOfLine(row.id)
      expect(entries.map((entry) => entry.kind)).toEqual(['cash_call', 'reversal'])
      expect(holderOf(entries[1]!), row.holderKind).toEqual(expectedHolder(row.holderKind))
      expect((await payload.findByID({ collection: 'cash-call-lines', id: row.id, depth: 0, overrideAccess: true })).status).toBe('cancelled')
    }
    const org = issued.lines.find((row) => row.holderKind === 'organisation')!
    for (const user of [people.director, people.signatory]) expect((await noticesOf(user.id, org.paymentReference)).some((notice) => notice.data.message.startsWith('**Cash call cancelled**'))).toBe(true)
    const account = issued.lines.find((row) => row.holderKind === 'method_entity')!
    expect((await noticesOf(people.lead.id, account.paymentReference)).some((notice) => notice.data.message.startsWith('**Cash call cancelled**'))).toBe(true)
  })
})

describe('amounts per holder of each kind', () => {
  let opportunity: InvestmentOpportunity
  beforeAll(async () => {
    opportunity = await createOpportunity()
    await hold(opportunity.id, { investor: 100, organisation: 100, method_entity: 100, nominee: 100 })
  })

  test('one line per named holder of any kind (holderKind left out is an investor); the total is their sum', async () => {
    const lines = [
      { holder: people.investor.id, amount: 1_00 },
      { holderKind: 'organisation', holder: people.organisation, amount: 2_00 },
      { holderKind: 'method_entity', holder: people.entity, amount: 3_00 },
      { holderKind: 'nominee', holder: people.nominee, amount: 4_00 },
    ]
    const response = await issue(callOn(opportunity.id, undefined, { split: 'per_holder', lines }))
    expect(response.status, show(response)).toBe(201)
    const issued = response.json<TIssued>()
    expect(issued.cashCall.total).toBe(10_00)
    expect(issued.lines.map((row) => [row.holderKind, row.holder, row.amount])).toEqual([
      ['investor', people.investor.id, 1_00],
      ['organisation', people.organisation, 2_00],
      ['method_entity', people.entity, 3_00],
      ['nominee', people.nominee, 4_00],
    ])
  })

  test('a distribution to an organisation alone: paid out, a distribution entry naming it, its signatories told it is paid to the organisation', async () => {
    const response = await issue({ kind: 'distribution', opportunity: opportunity.id, split: 'per_holder', lines: [{ holderKind: 'organisation', holder: people.organisation, amount: 7_00 }] })
    expect(response.status, show(response)).toBe(201)
    const row = response.json<TIssued>().lines[0]!
    expect(row).toMatchObject({ holderKind: 'organisation', status: 'paid_out' })
    const entries = await entriesOfLine(row.id)
    expect(entries.map((entry) => [entry.kind, holderOf(entry)])).toEqual([['distribution', expectedHolder('organisation')]])
    expect((await noticesOf(people.director.id, row.paymentReference))[0]!.data.message).toContain(`being paid to ${people.organisationName}`)
  })

  test('refused with a 422 naming the line, nothing written: a record of the tenant that holds nothing here, another tenant’s organisation, an id of the wrong kind, a duplicate', async () => {
    const idle = (await payload.create({ collection: 'organisations', data: { name: unique('Idle Ltd'), businessType: 'business', tenant: capital.id }, overrideAccess: true, depth: 0 })).id
    created.organisations.push(idle)
    const foreign = (await payload.find({ collection: 'organisations', where: { tenant: { equals: demo.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
    const before = await callsOf(opportunity.id)
    const entriesBefore = (await payload.count({ collection: 'ledger-entries', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs
    for (const [label, lines] of [
      ['an organisation holding nothing here', [{ holderKind: 'organisation', holder: idle, amount: 1_00 }]],
      ['another tenant’s organisation', [{ holderKind: 'organisation', holder: foreign, amount: 1_00 }]],
      // An organisation's id named as an account (ids of two tables may meet: then the next one, which is no account here either).
      ['the organisation’s id as an account', [{ holderKind: 'method_entity', holder: people.organisation === people.entity ? people.organisation + 1 : people.organisation, amount: 1_00 }]],
    ] as const) {
      for (const send of [preview, issue]) {
        const response = await send(callOn(opportunity.id, undefined, { split: 'per_holder', lines: [{ holder: people.investor.id, amount: 1_00 }, ...lines] }))
        expect(response.status, `${label}: ${show(response)}`).toBe(422)
        const errors = response.json<{ errors: Record<string, string[]> }>().errors
        expect(Object.keys(errors), label).toEqual(['lines.1.holder'])
        expect(errors['lines.1.holder']![0]).toContain('is not a holder of')
      }
    }
    const duplicate = await issue(
      callOn(opportunity.id, undefined, {
        split: 'per_holder',
        lines: [
          { holderKind: 'nominee', holder: people.nominee, amount: 1_00 },
          { holderKind: 'nominee', holder: people.nominee, amount: 2_00 },
        ],
      }),
    )
    expect(duplicate.status, show(duplicate)).toBe(422)
    expect(duplicate.json<{ errors: Record<string, string[]> }>().errors.lines?.[0]).toContain('once')
    const badKind = await issue(callOn(opportunity.id, undefined, { split: 'per_holder', lines: [{ holderKind: 'fund', holder: 1, amount: 1_00 }] }))
    expect(badKind.status, show(badKind)).toBe(422)
    expect(await callsOf(opportunity.id)).toBe(before)
    expect((await payload.count({ collection: 'ledger-entries', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).totalDocs).toBe(entriesBefore)
  })
})

describe('demo data', () => {
  test('every demo tenant has an open call on its first live opportunity whose lines include an organisation and an investment-method account (and a nominee where nominees are on), summing to its total', async () => {
    for (const code of ['demo', 'angel', 'capital', 'custodian', 'fund']) {
      const tenant = await tenantByCode(payload, code)
      const { rows } = await payload.db.pool.query<{ id: number; total: string; lines: string; entries: string; kinds: string[]; paid: number }>(
        `SELECT c.id, c.total::text AS total, SUM(l.amount)::text AS lines, array_agg(DISTINCT l.holder_kind::text ORDER BY l.holder_kind::text) AS kinds,
                (count(*) FILTER (WHERE l.status = 'payment_received'))::int AS paid,
                (SELECT SUM(e.amount) FROM ledger_entries e JOIN cash_call_lines x ON x.id = e.cash_call_line_id WHERE x.cash_call_id = c.id AND e.kind = 'cash_call')::text AS entries
           FROM cash_calls c JOIN cash_call_lines l ON l.cash_call_id = c.id
          WHERE c.tenant_id = $1 AND c.kind = 'call' AND c.purpose = 'Bridge funding before completion'
          GROUP BY c.id`,
        [tenant.id],
      )
      expect(rows, code).toHaveLength(1)
      expect(rows[0]!.lines, code).toBe(rows[0]!.total)
      expect(rows[0]!.entries, code).toBe(rows[0]!.total)
      expect(rows[0]!.kinds, code).toEqual(expect.arrayContaining(['investor', 'organisation', 'method_entity', ...(['capital', 'custodian'].includes(code) ? ['nominee'] : [])]))
      expect(rows[0]!.paid, code).toBeGreaterThanOrEqual(1)
    }
  })
})
