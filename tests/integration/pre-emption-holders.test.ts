import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { investorAttention } from '@/collections/investments/money/attention-figures'
import { investorPendingActions } from '@/collections/investments/money/portal-actions'
import { CASH_CALL_HOLDER_KINDS, type TCashCallHolderKind } from '@/domain/investments/cash-calls'
import { PRE_EMPTION_CODE } from '@/domain/investments/pre-emption'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { CreatedHolderRecords, createHolderCast, holderIdOf, recordHoldings, type THolderCast } from '../support/holder-fixtures'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, DEMO_TENANT_CODES, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Pre-emption rounds offered to every kind of holder of an opportunity (decision 015), over HTTP on
// the real database, on capital (nominees on): an investor, an organisation, an investment-method
// account and a nominee each get a whole-share entitlement from one statement, the base being all
// their shares (and for any holdings of the four kinds, fast-check: the reference rule, never above
// the offer); each response names its holder in its own column; the people told are those a
// cash-call line reaches (the organisation's directors and signatories, the account's lead, nobody
// for the nominee); staff record responses for each kind (refusals and another tenant's holder with
// nothing written); a signatory answers for the organisation and the lead for the account in the
// portal, a plain member, an associate, a stranger and another tenant's investor refused with nothing
// written; the allotment writes an investment per kind with its ledger entry, summing to the minor
// unit; the demo round of every tenant.

const PRICE = 100
const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const DEADLINE = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
const HTML = { accept: 'text/html' }

let payload: Payload
let capital: Tenant
let angel: Tenant
let admin: TestClient
const created = new CreatedHolderRecords()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const key = () => ({ 'Idempotency-Key': unique('pe-holders') })

/** The cast of every kind, and on capital an investor holding nothing here and an organisation of angel. */
type THolders = THolderCast & { stranger: User; foreignOrganisation: number }

let people: THolders
const idOf = (kind: TCashCallHolderKind) => holderIdOf(people, kind)
const fullName = (user: User) => `${user.name} ${user.surname}`
/** Each holder as the staff's table names it (holderNameColumns). */
const nameOf = (kind: TCashCallHolderKind) => ({ investor: fullName(people.investor), organisation: people.organisationName, method_entity: `${people.methodName} (${fullName(people.lead)})`, nominee: people.nomineeName })[kind]

/** A matured opportunity of capital at £1.00 a share whose holders of each kind hold these shares, each recorded through its own call. */
async function heldOpportunity(holdings: Partial<Record<TCashCallHolderKind, number>>): Promise<InvestmentOpportunity> {
  const slug = unique('pe-holders')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Pre-emption holders ${slug}`, slug, stage: 6, targetAmount: 100_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: PRICE, tenant: capital.id },
    overrideAccess: true,
  })
  created.opportunities.push(opportunity.id)
  await recordHoldings(admin, opportunity.id, people, holdings, PRICE)
  return opportunity
}

type TRow = { id: number; holderKind: string; holderId: number; holderName: string; holderRecordId: number | null; holding: string; entitlement: string; code: number; shares: string; respondedVia: string | null; respondedByName: string | null }
type TTable = { round: { id: number; sharesHeld: string; awaiting: number }; responses: TRow[]; totals: { entitled: string; unallocated: string; taken: string; takenAmount: string; holders: number } }

async function openRound(opportunity: number, shares: number): Promise<number> {
  const response = await admin.request('POST', '/api/pre-emption-rounds', { body: { opportunity, deadline: DEADLINE, sharePrice: PRICE, amountOffered: shares * PRICE, note: 'Holders of every kind' }, headers: key() })
  expect(response.status, show(response)).toBe(201)
  return response.json<{ round: { id: number } }>().round.id
}

async function table(round: number): Promise<TTable> {
  const response = await admin.get(`/api/pre-emption-rounds/${round}/responses`)
  expect(response.status, show(response)).toBe(200)
  return response.json<TTable>()
}

const rowOf = (rows: TRow[], kind: TCashCallHolderKind) => rows.find((row) => row.holderKind === kind)!
/** An id of another kind's holder that is not `id` (an id of the wrong kind must name nobody of this kind in the round). */
const otherThan = (id: number) => [people.nominee, people.entity, people.organisation, people.investor.id].find((other) => other !== id)!

/** The stored responses of a round, each kind's column (to prove a refusal wrote nothing and each row names its holder in its own column). */
async function stored(round: number) {
  const { rows } = await payload.db.pool.query<{ holder_kind: string; holder_id: number | null; holder_organisation_id: number | null; holder_method_entity_id: number | null; holder_nominee_id: number | null; holder_fund_id: number | null; code: string; shares: string; responded_via: string | null; responded_by: string | null }>(
    `SELECT holder_kind::text AS holder_kind, holder_id, holder_organisation_id, holder_method_entity_id, holder_nominee_id, holder_fund_id, code::text AS code, shares::text AS shares, responded_via::text AS responded_via, responded_by::text AS responded_by
       FROM pre_emption_responses WHERE round_id = $1 ORDER BY array_position(ARRAY['investor', 'organisation', 'method_entity', 'nominee']::text[], holder_kind::text)`,
    [round],
  )
  return rows
}

const noticesOf = async (user: number, text: string) =>
  (await payload.find({ collection: 'notifications', where: { user: { equals: user } }, sort: '-id', limit: 50, depth: 0, overrideAccess: true })).docs.filter((notice) => notice.data.message.includes(text))

async function signedIn(user: User, tenant = 'capital'): Promise<TestClient> {
  const client = new TestClient(tenant)
  await client.login(user.email, TEST_PASSWORD)
  return client
}

const answer = (client: TestClient, round: number, body: Record<string, unknown>) => client.request('POST', `/api/pre-emption-rounds/${round}/my-response`, { body, headers: key() })

beforeAll(async () => {
  payload = await testPayload()
  ;[capital, angel] = await Promise.all(['capital', 'angel'].map((code) => tenantByCode(payload, code)))
  admin = new TestClient('capital')
  await admin.login('superadmin@capital.test')
  const cast = await createHolderCast(payload, capital, created, 'pe-holders')
  const stranger = await createTestUser(payload, capital, ROLE.user, { slug: 'pe-holders-stranger' })
  const foreignOrganisation = (await payload.create({ collection: 'organisations', data: { name: unique('Elsewhere Holdings'), businessType: 'business', tenant: angel.id }, overrideAccess: true, depth: 0 })).id
  created.organisations.push(foreignOrganisation)
  people = { ...cast, stranger, foreignOrganisation }
}, 120_000)

afterAll(() => created.cleanUp(payload))

describe('a round on an opportunity held by an investor, an organisation, an account and a nominee', () => {
  let opportunity: InvestmentOpportunity
  let round: number

  beforeAll(async () => {
    // 4,001 + 3,000 + 2,000 + 999 = 10,000 shares; 777 offered.
    opportunity = await heldOpportunity({ investor: 4_001, organisation: 3_000, method_entity: 2_000, nominee: 999 })
    round = await openRound(opportunity.id, 777)
  })

  test('every holder gets floor(holding × offered / all holders’ shares), from one statement, summing to no more than the offer', async () => {
    const { round: summary, responses, totals } = await table(round)
    expect(summary.sharesHeld).toBe('10000')
    const expected: Array<[TCashCallHolderKind, number]> = [
      ['investor', 4_001],
      ['organisation', 3_000],
      ['method_entity', 2_000],
      ['nominee', 999],
    ]
    expect(responses.map((row) => [row.holderKind, row.holderId, row.holderName, row.holding, row.entitlement])).toEqual(
      expected.map(([kind, held]) => [kind, idOf(kind), nameOf(kind), String(held), String((BigInt(held) * 777n) / 10_000n)]),
    )
    // 310 + 233 + 155 + 77 = 775: two shares left by rounding down.
    expect(totals).toMatchObject({ holders: 4, entitled: '775', unallocated: '2' })
    // Each response names its holder in its kind's own column, and only there.
    expect((await stored(round)).map((row) => [row.holder_kind, row.holder_id, row.holder_organisation_id, row.holder_method_entity_id, row.holder_nominee_id, row.holder_fund_id])).toEqual([
      ['investor', people.investor.id, null, null, null, null],
      ['organisation', null, people.organisation, null, null, null],
      ['method_entity', null, null, people.entity, null, null],
      ['nominee', null, null, null, people.nominee, null],
    ])
  })

  test('the database holds each kind to its column and one response per holder per round', async () => {
    await expect(payload.db.pool.query(`UPDATE pre_emption_responses SET holder_organisation_id = NULL WHERE round_id = $1 AND holder_kind = 'organisation'`, [round])).rejects.toThrow(/pre_emption_responses_holder_organisation_named/)
    await expect(payload.db.pool.query(`UPDATE pre_emption_responses SET holder_nominee_id = $2 WHERE round_id = $1 AND holder_kind = 'method_entity'`, [round, people.nominee])).rejects.toThrow(/pre_emption_responses_holder_nominee_named/)
    await expect(
      payload.db.pool.query(
        `INSERT INTO pre_emption_responses (round_id, holder_kind, holder_method_entity_id, holding, entitlement, code, shares, tenant_id, created_at, updated_at)
         VALUES ($1, 'method_entity', $2, 1, 0, 5, 0, $3, now(), now())`,
        [round, people.entity, capital.id],
      ),
    ).rejects.toThrow(/duplicate key|unique/)
  })

  test('told when it opens: the investor, the organisation’s director and signatory (not a plain member), the account’s lead (not its associate); nobody for the nominee', async () => {
    const title = opportunity.title
    for (const user of [people.investor, people.director, people.signatory, people.lead]) expect(await noticesOf(user.id, title), fullName(user)).toHaveLength(1)
    for (const user of [people.member, people.associate, people.stranger]) expect(await noticesOf(user.id, title), fullName(user)).toEqual([])
    expect((await noticesOf(people.investor.id, title))[0]!.data.message).toMatch(/: you may take up 310 shares at £1\.00 a share \(£310\.00\) to keep your share of it\./)
    const signatoryNotice = (await noticesOf(people.signatory.id, title))[0]!.data
    expect(signatoryNotice.message).toContain(`(${people.organisationName}’s holding): it may take up 233 shares at £1.00 a share (£233.00) to keep its share of it.`)
    expect(signatoryNotice.cta).toBe('/investor/investments/actions')
    expect((await noticesOf(people.lead.id, title))[0]!.data.message).toContain(`(${nameOf('method_entity')}’s holding): it may take up 155 shares`)
  })

  test('the Pre-emption tab names every holder (the organisation, “Method (Lead)”, the nominee), links its record and has a response form per row', async () => {
    const tab = await admin.get(`/admin/investments/existing/${opportunity.id}/details/pre-emption`, HTML)
    expect(tab.status, show(tab)).toBe(200)
    for (const kind of CASH_CALL_HOLDER_KINDS) {
      expect(tab.text, kind).toContain(`data-holder-kind="${kind}"`)
      expect(tab.text, kind).toContain(`aria-label="Response of ${nameOf(kind)}"`)
    }
    for (const path of [`/admin/investors/organisations/${people.organisation}/transactions`, `/admin/investors/investment-methods/${people.method}/transactions`, `/admin/investors/nominees/${people.nominee}/transactions`]) expect(tab.text).toContain(path)
    for (const label of ['Organisation', 'Investment method account', 'Nominee']) expect(tab.text).toContain(label)
  })
})

describe('responses for each kind of holder', () => {
  let opportunity: InvestmentOpportunity
  let round: number
  /** Entitlements: investor 400, organisation 300, account 200, nominee 100 (1,000 offered of 10,000 held). */
  beforeAll(async () => {
    opportunity = await heldOpportunity({ investor: 4_000, organisation: 3_000, method_entity: 2_000, nominee: 1_000 })
    round = await openRound(opportunity.id, 1_000)
  })
  const record = (body: Record<string, unknown>, client = admin) => client.request('POST', `/api/pre-emption-rounds/${round}/responses`, { body, headers: key() })

  test('staff record the nominee’s and the investor’s answers, each naming its holder; spec 4’s rules apply to every kind', async () => {
    const nominee = await record({ holderKind: 'nominee', holder: people.nominee, code: PRE_EMPTION_CODE.decrease, shares: 60, note: 'By letter' })
    expect(nominee.status, show(nominee)).toBe(200)
    expect(nominee.json()).toMatchObject({ response: { holderKind: 'nominee', holder: people.nominee, holderName: people.nomineeName, code: 6, shares: '60', amount: '6000', respondedVia: 'staff' } })
    const investor = await record({ holder: people.investor.id, code: PRE_EMPTION_CODE.maintain })
    expect(investor.status, show(investor)).toBe(200)
    expect(investor.json()).toMatchObject({ response: { holderKind: 'investor', shares: '400' } })

    const before = await stored(round)
    const refusals: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ holderKind: 'organisation', holder: people.organisation, code: PRE_EMPTION_CODE.increase, shares: 300 }, 'shares', /more than the entitlement of 300 shares: enter 301 or more/],
      [{ holderKind: 'method_entity', holder: people.entity, code: PRE_EMPTION_CODE.maintain, shares: 150 }, 'shares', /exactly the entitlement of 200 shares/],
      // Another tenant's organisation, an id of the wrong kind, a holder of this tenant with nothing here.
      [{ holderKind: 'organisation', holder: people.foreignOrganisation, code: PRE_EMPTION_CODE.dontTake }, 'holder', /This organisation is not a holder in this round/],
      [{ holderKind: 'organisation', holder: otherThan(people.organisation), code: PRE_EMPTION_CODE.dontTake }, 'holder', /not a holder in this round/],
      [{ holderKind: 'nominee', holder: otherThan(people.nominee), code: PRE_EMPTION_CODE.dontTake }, 'holder', /This nominee is not a holder in this round/],
      [{ holderKind: 'pension', holder: people.entity, code: PRE_EMPTION_CODE.dontTake }, 'holderKind', /Choose an investor, an organisation/],
    ]
    for (const [body, field, message] of refusals) {
      const response = await record(body)
      expect(response.status, show(response)).toBe(422)
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0], show(response)).toMatch(message)
    }
    expect(await stored(round)).toEqual(before)
    // Another tenant's staff do not see the round at all.
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    expect((await angelAdmin.request('POST', `/api/pre-emption-rounds/${round}/responses`, { body: { holderKind: 'organisation', holder: people.foreignOrganisation, code: 1 }, headers: key() })).status).toBe(404)
    expect(await stored(round)).toEqual(before)
  })

  test('in the portal: the organisation’s signatory and the account’s lead see the round for it, with whose it is', async () => {
    for (const [user, kind, name] of [
      [people.signatory, 'organisation', people.organisationName],
      [people.director, 'organisation', people.organisationName],
      [people.lead, 'method_entity', people.methodName],
    ] as const) {
      const actions = await investorPendingActions(payload, user.id, capital.id)
      const row = actions.preEmption.find((item) => item.round === round)
      expect(row, fullName(user)).toMatchObject({ holderKind: kind, holder: idOf(kind), holderName: name, entitlement: kind === 'organisation' ? '300' : '200', code: 5 })
      const attention = await investorAttention(payload, user.id, capital.id)
      expect(attention.preEmptions.find((item) => item.roundId === round), fullName(user)).toMatchObject({ holderName: name, entitlement: kind === 'organisation' ? '300' : '200' })
    }
    // Not for a plain member, an associate, the investor (their own row only), a stranger; nobody sees the nominee's.
    for (const user of [people.member, people.associate, people.stranger]) expect((await investorPendingActions(payload, user.id, capital.id)).preEmption.filter((item) => item.round === round), fullName(user)).toEqual([])
    expect((await investorPendingActions(payload, people.investor.id, capital.id)).preEmption.filter((item) => item.round === round).map((item) => item.holderKind)).toEqual(['investor'])

    const page = await (await signedIn(people.signatory)).get('/investor/investments/actions', HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain(`Pre-emption answer for ${people.organisationName} on ${opportunity.title}`)
    expect(page.text).toContain(`${people.organisationName} holds 3,000 shares`)
    const overview = await (await signedIn(people.lead)).get('/investor', HTML)
    expect(overview.text).toContain(`(${people.methodName})`)
  })

  test('refused with nothing written: a plain member, an associate, the investor for the organisation, a stranger, another tenant’s investor, a nominee’s answer, a staff session', async () => {
    const before = await stored(round)
    const organisation = { holderKind: 'organisation', holder: people.organisation, code: PRE_EMPTION_CODE.maintain }
    const account = { holderKind: 'method_entity', holder: people.entity, code: PRE_EMPTION_CODE.maintain }
    for (const [user, body] of [
      [people.member, organisation],
      [people.associate, account],
      [people.investor, organisation],
      [people.signatory, account],
      [people.lead, organisation],
      [people.stranger, { code: PRE_EMPTION_CODE.maintain }],
    ] as const) {
      const response = await answer(await signedIn(user), round, body)
      expect(response.status, `${fullName(user)}: ${show(response)}`).toBe(404)
    }
    const foreigner = await createTestUser(payload, angel, ROLE.user, { slug: 'pe-holders-foreign' })
    const foreign = await answer(await signedIn(foreigner, 'angel'), round, organisation)
    expect(foreign.status, show(foreign)).toBe(404)
    const nominee = await answer(await signedIn(people.signatory), round, { holderKind: 'nominee', holder: people.nominee, code: 2 })
    expect(nominee.status, show(nominee)).toBe(422)
    expect(nominee.json<{ errors: Record<string, string[]> }>().errors.holderKind?.[0]).toContain('Answer for yourself, an organisation you sign for or an account you lead')
    const noHolder = await answer(await signedIn(people.signatory), round, { holderKind: 'organisation', code: 2 })
    expect(noHolder.status, show(noHolder)).toBe(422)
    const staff = await admin.request('POST', `/api/pre-emption-rounds/${round}/my-response`, { body: organisation, headers: key() })
    expect(staff.status, show(staff)).toBe(403)
    // The signatory's answer against the rules: 422 on shares, nothing written.
    const bad = await answer(await signedIn(people.signatory), round, { ...organisation, code: PRE_EMPTION_CODE.increase, shares: 250 })
    expect(bad.status, show(bad)).toBe(422)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.shares?.[0]).toMatch(/more than the entitlement of 300 shares/)
    expect(await stored(round)).toEqual(before)
  })

  test('the signatory answers for the organisation and the lead for the account; the table says who did, in the portal', async () => {
    const signatory = await answer(await signedIn(people.signatory), round, { holderKind: 'organisation', holder: people.organisation, code: PRE_EMPTION_CODE.maintain })
    expect(signatory.status, show(signatory)).toBe(200)
    expect(signatory.json()).toMatchObject({ response: { holderKind: 'organisation', holder: people.organisation, holderName: people.organisationName, code: 2, shares: '300', respondedVia: 'investor' } })
    const lead = await answer(await signedIn(people.lead), round, { holderKind: 'method_entity', holder: people.entity, code: PRE_EMPTION_CODE.increase, shares: 240 })
    expect(lead.status, show(lead)).toBe(200)
    expect(lead.json()).toMatchObject({ response: { holderKind: 'method_entity', holder: people.entity, code: 3, shares: '240', amount: '24000' } })

    const rows = await stored(round)
    expect(rows.map((row) => [row.holder_kind, row.code, row.shares, row.responded_via, row.responded_by])).toEqual([
      ['investor', '2', '400', 'staff', expect.any(String)],
      ['organisation', '2', '300', 'investor', String(people.signatory.id)],
      ['method_entity', '3', '240', 'investor', String(people.lead.id)],
      ['nominee', '6', '60', 'staff', expect.any(String)],
    ])
    const { responses, totals } = await table(round)
    expect(rowOf(responses, 'organisation').respondedByName).toBe(fullName(people.signatory))
    expect(totals).toMatchObject({ taken: '1000', takenAmount: '100000' })
    const tab = await admin.get(`/admin/investments/existing/${opportunity.id}/details/pre-emption`, HTML)
    expect(tab.text).toContain(`by ${fullName(people.signatory)} in the portal`)
    expect(tab.text).toContain(`by ${fullName(people.lead)} in the portal`)
    // Answered: the actions page keeps it (to change until the deadline), the attention list no longer asks.
    expect((await investorAttention(payload, people.signatory.id, capital.id)).preEmptions.some((item) => item.roundId === round)).toBe(false)
  })

  test('allotted once closed: an investment per holder of each kind, awaiting payment, with its ledger entry to the minor unit; the cap table follows; the same people are told', async () => {
    const closed = await admin.request('POST', `/api/pre-emption-rounds/${round}/close`, { body: { confirmEarly: true }, headers: key() })
    expect(closed.status, show(closed)).toBe(200)
    const capTable = async () =>
      new Map(
        (await admin.get(`/api/investments/investors?opportunity=${opportunity.id}&limit=500`)).json<{ data: Array<{ holderKind: string; id: number; shares: string }> }>().data.map((row) => [`${row.holderKind}-${row.id}`, BigInt(row.shares)]),
      )
    const held = await capTable()
    const allotted = await admin.request('POST', `/api/pre-emption-rounds/${round}/allot`, { body: {}, headers: key() })
    expect(allotted.status, show(allotted)).toBe(201)
    // 400 + 300 + 240 + 60 = 1,000 shares, the whole offer.
    expect(allotted.json()).toMatchObject({ sharesAllotted: '1000', amountAllotted: '100000' })
    const body = allotted.json<{ investments: Array<{ holderKind: string; holder: number; shares: string; amount: string; status: string }> }>()
    expect(body.investments.map((row) => [row.holderKind, row.holder, row.shares, row.amount, row.status])).toEqual([
      ['investor', people.investor.id, '400', '40000', 'awaiting_payment'],
      ['organisation', people.organisation, '300', '30000', 'awaiting_payment'],
      ['method_entity', people.entity, '240', '24000', 'awaiting_payment'],
      ['nominee', people.nominee, '60', '6000', 'awaiting_payment'],
    ])
    // The investments and their entries, straight from the tables: each in its kind's column, amounts shares × price, summing to the allotment.
    const { rows } = await payload.db.pool.query<{ holder_kind: string; holder: number; type: string; amount: string; shares: string; entry_amount: string; entry_shares: string; entry_holder: number }>(
      `SELECT i.holder_kind::text AS holder_kind, COALESCE(i.holder_id, i.holder_organisation_id, i.holder_method_entity_id, i.holder_nominee_id) AS holder, i.type::text AS type, i.amount::text AS amount, i.shares::text AS shares,
              e.amount::text AS entry_amount, e.shares_delta::text AS entry_shares, COALESCE(e.holder_id, e.holder_organisation_id, e.holder_method_entity_id, e.holder_nominee_id) AS entry_holder
         FROM investments i JOIN pre_emption_responses r ON r.id = i.pre_emption_response_id JOIN ledger_entries e ON e.investment_id = i.id AND e.kind = 'investment'
        WHERE r.round_id = $1 AND e.holder_kind::text = i.holder_kind::text ORDER BY array_position(ARRAY['investor', 'organisation', 'method_entity', 'nominee']::text[], i.holder_kind::text)`,
      [round],
    )
    expect(rows.map((row) => [row.holder_kind, row.holder, row.type, row.amount, row.entry_amount, row.entry_shares, row.entry_holder])).toEqual(
      body.investments.map((row) => [row.holderKind, row.holder, 'subsequent', row.amount, row.amount, row.shares, row.holder]),
    )
    const { rows: sums } = await payload.db.pool.query<{ amount: string; shares: string }>(
      `SELECT SUM(e.amount)::text AS amount, SUM(e.shares_delta)::text AS shares FROM ledger_entries e JOIN investments i ON i.id = e.investment_id JOIN pre_emption_responses r ON r.id = i.pre_emption_response_id WHERE r.round_id = $1`,
      [round],
    )
    expect(sums[0]).toEqual({ amount: '100000', shares: '1000' })
    const after = await capTable()
    for (const row of body.investments) expect(after.get(`${row.holderKind}-${row.holder}`)! - held.get(`${row.holderKind}-${row.holder}`)!, row.holderKind).toBe(BigInt(row.shares))
    // Told: the investor, the organisation's director and signatory, the account's lead; nobody else.
    const title = opportunity.title
    const allotmentNotices = async (user: User) => (await noticesOf(user.id, title)).filter((notice) => notice.data.message.includes('were allotted'))
    for (const user of [people.investor, people.director, people.signatory, people.lead]) expect(await allotmentNotices(user), fullName(user)).toHaveLength(1)
    for (const user of [people.member, people.associate]) expect(await allotmentNotices(user), fullName(user)).toEqual([])
    const allotmentMessage = (await allotmentNotices(people.signatory))[0]!.data.message
    expect(allotmentMessage).toContain(`The pre-emption shares of ${people.organisationName} in **${title}** were allotted: 300 shares for £300.00, awaiting payment`)
    // The signatory now has the organisation's payment due, as any investment of it.
    expect((await investorPendingActions(payload, people.signatory.id, capital.id)).paymentsDue.some((row) => row.opportunity.id === opportunity.id && row.holderName === people.organisationName)).toBe(true)
    const again = await admin.request('POST', `/api/pre-emption-rounds/${round}/allot`, { body: {}, headers: key() })
    expect(again.status, show(again)).toBe(409)
  })
})

describe('entitlements over holders of every kind', () => {
  test('for any holdings of the four kinds, one per kind, each entitlement is floor(holding × offered / total), never above the offer in sum (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ investor: fc.nat(50_000), organisation: fc.nat(50_000), method_entity: fc.nat(50_000), nominee: fc.nat(50_000) }).filter((held) => Object.values(held).some((shares) => shares > 0)),
        fc.integer({ min: 1, max: 200_000 }),
        async (held, offered) => {
          const opportunity = await heldOpportunity(held)
          const round = await openRound(opportunity.id, offered)
          const { responses, totals } = await table(round)
          const total = Object.values(held).reduce((sum, shares) => sum + BigInt(shares), 0n)
          const holders = Object.entries(held).filter(([, shares]) => shares > 0) as Array<[TCashCallHolderKind, number]>
          expect(responses.map((row) => `${row.holderKind}-${row.holderId}`).sort()).toEqual(holders.map(([kind]) => `${kind}-${idOf(kind)}`).sort())
          for (const [kind, shares] of holders) expect(BigInt(rowOf(responses, kind).entitlement), kind).toBe((BigInt(shares) * BigInt(offered)) / total)
          const sum = responses.reduce((acc, row) => acc + BigInt(row.entitlement), 0n)
          expect(sum).toBeLessThanOrEqual(BigInt(offered))
          expect(BigInt(offered) - sum).toBeLessThan(BigInt(holders.length))
          expect(totals.entitled).toBe(String(sum))
          const closed = await admin.request('POST', `/api/pre-emption-rounds/${round}/close`, { body: { confirmEarly: true }, headers: key() })
          expect(closed.status, show(closed)).toBe(200)
        },
      ),
      { numRuns: 6 },
    )
  })
})

describe('demo data', () => {
  test('every demo tenant’s open opportunity round offers an organisation and an account (and a nominee where nominees are on); investor@, who signs for the one and leads the other, answers for them in the portal', async () => {
    for (const code of DEMO_TENANT_CODES) {
      const tenant = await tenantByCode(payload, code)
      const investor = (await payload.find({ collection: 'users', where: { email: { equals: `investor@${code}.test` } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
      const { rows } = await payload.db.pool.query<{ id: number; opportunity_id: number; kinds: string[] }>(
        `SELECT r.id, r.opportunity_id, array_agg(DISTINCT p.holder_kind::text ORDER BY p.holder_kind::text) AS kinds
           FROM pre_emption_rounds r JOIN pre_emption_responses p ON p.round_id = r.id
          WHERE r.tenant_id = $1 AND r.subject_kind = 'opportunity' AND r.status = 'open'
            AND EXISTS (SELECT 1 FROM pre_emption_responses x WHERE x.round_id = r.id AND x.holder_kind = 'investor' AND x.holder_id = $2)
          GROUP BY r.id ORDER BY r.id LIMIT 1`,
        [tenant.id, investor.id],
      )
      const seeded = rows[0]
      expect(seeded, `${code}: the seeded open round`).toBeDefined()
      expect(seeded!.kinds, code).toEqual(expect.arrayContaining(['investor', 'organisation', 'method_entity', ...(['capital', 'custodian'].includes(code) ? ['nominee'] : [])]))
      const mine = (await investorPendingActions(payload, investor.id, tenant.id)).preEmption.filter((row) => row.round === seeded!.id)
      expect(mine.map((row) => row.holderKind), code).toEqual(['investor', 'organisation', 'method_entity'])
      expect(mine[1]!.holderName, code).toBe('Ashdown Family Office Ltd')
      if (code === 'capital') {
        const tab = await admin.get(`/admin/investments/existing/${seeded!.opportunity_id}/details/pre-emption`, HTML)
        for (const kind of ['organisation', 'method_entity', 'nominee']) expect(tab.text, kind).toContain(`data-holder-kind="${kind}"`)
        const client = new TestClient('capital')
        await client.login('investor@capital.test')
        const page = await client.get('/investor/investments/actions', HTML)
        expect(page.text).toContain('Pre-emption answer for Ashdown Family Office Ltd')
        expect(page.text).toContain(`Pre-emption answer for ${mine[2]!.holderName}`)
      }
    }
  })
})
