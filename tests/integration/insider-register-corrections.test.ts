import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { recordMarketSoundingAcceptance } from '@/collections/compliance/MarketSoundingAcceptances/record-acceptance'
import { INSIDER_REGISTER_PATHS } from '@/domain/compliance/insider-register'
import { adminRouteOpen } from '@/navigation/admin-routes'
import type { MarketSoundingAcceptance, PaDeal, Tenant, User } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// Decision 042 over HTTP: the insider register's correction form (a correction is a new entry naming
// the corrected one, which stays as it was: decision 029's append-only holds) and the search box on
// both lists (name, opportunity or instrument, reference) beside the date filters. 'angel' has market
// sounding on, 'demo' off.

let payload: Payload
let angel: Tenant
let custodian: Tenant
let investor: User
let opportunity: number
let otherOpportunity: number
let original: MarketSoundingAcceptance
let foreign: MarketSoundingAcceptance
let deal: PaDeal
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const html = { accept: 'text/html' }
const correct = (client: TestClient, id: number, body: Record<string, unknown>) => client.request('POST', `/api/market-sounding-acceptances/${id}/correct`, { body })
const acceptances = async () => (await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM market_sounding_acceptances WHERE tenant_id = $1', [angel.id])).rows[0]!.count

beforeAll(async () => {
  payload = await testPayload()
  ;[angel, custodian] = await Promise.all(['angel', 'custodian'].map((code) => tenantByCode(payload, code)))
  investor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
  const opportunities = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: angel.id } }, sort: 'id', limit: 2, depth: 0, overrideAccess: true })).docs
  ;[opportunity, otherOpportunity] = [opportunities[0]!.id, opportunities[1]!.id]
  original = await recordMarketSoundingAcceptance(payload, { tenant: angel.id, investor: investor.id, opportunity, acceptedAt: new Date('2026-10-02T09:30:00.000Z') })
  const custodianInvestor = (await userByEmail(payload, custodian.id, 'investor@custodian.test'))!
  const custodianOpportunity = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: custodian.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  foreign = await recordMarketSoundingAcceptance(payload, { tenant: custodian.id, investor: custodianInvestor.id, opportunity: custodianOpportunity })
  const staff = (await userByEmail(payload, angel.id, 'fundmanager@angel.test'))!
  deal = await payload.create({
    collection: 'pa-deals',
    data: { staffMember: staff.id, instrument: unique('Searchable Widgets plc'), side: 'buy', quantity: 40, price: 3_10, currency: 'GBP', dealtOn: '2026-10-05T00:00:00.000Z', tenant: angel.id } as never,
    overrideAccess: true,
    depth: 0,
  })
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('angel')
      await client.login(`${ROLE_SLUG[role]}@angel.test`)
      clients.set(role, client)
    }),
  )
}, 120_000)


describe('correcting an acceptance', () => {
  test.each(roles)('$label: records a correction only with compliance create', async ({ role }) => {
    const before = await acceptances()
    const answer = await correct(as(role), original.id, { investorEmail: investor.email, opportunity: otherOpportunity, acceptedAt: '2026-10-02 09:45', note: `Wrong opportunity (${ROLE_LABEL[role]})` })
    expect(answer.status, show(answer)).toBe(can(role, 'compliance', 'create') ? 201 : 403)
    expect(await acceptances()).toBe(before + (can(role, 'compliance', 'create') ? 1 : 0))
  })

  test('the correction is a new entry naming the old, with what was told copied from it; the old stays as it was', async () => {
    const admin = (await userByEmail(payload, angel.id, 'superadmin@angel.test'))!
    const answer = await correct(as(ROLE.superAdmin), original.id, { investorEmail: investor.email.toUpperCase(), opportunity: otherOpportunity, acceptedAt: '2026-10-02 09:45', note: 'Wrong opportunity' })
    expect(answer.status, show(answer)).toBe(201)
    const { doc } = answer.json<{ doc: MarketSoundingAcceptance }>()
    expect(doc).toMatchObject({ corrects: original.id, correctsReference: original.reference, investor: investor.id, opportunity: otherOpportunity, description: original.description, note: 'Wrong opportunity', recordedBy: admin.id })
    expect(doc.acceptedAt).toBe('2026-10-02T09:45:00.000Z')
    expect(doc.reference).not.toBe(original.reference)
    const kept = await payload.findByID({ collection: 'market-sounding-acceptances', id: original.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ opportunity, acceptedAt: original.acceptedAt, description: original.description, corrects: null })
  })

  test('bad input is a field error and writes nothing', async () => {
    const before = await acceptances()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ investorEmail: 'not an email', opportunity, acceptedAt: '2026-10-02 09:45', note: 'x' }, 'investorEmail'],
      [{ investorEmail: 'nobody@nowhere.test', opportunity, acceptedAt: '2026-10-02 09:45', note: 'x' }, 'investorEmail'],
      [{ investorEmail: investor.email, opportunity, acceptedAt: 'yesterday', note: 'x' }, 'acceptedAt'],
      [{ investorEmail: investor.email, opportunity, acceptedAt: '2026-02-30 09:45', note: 'x' }, 'acceptedAt'],
      [{ investorEmail: investor.email, opportunity, acceptedAt: '2026-10-02 09:45', note: '  ' }, 'note'],
      [{ investorEmail: 'superadmin@angel.test', opportunity, acceptedAt: '2026-10-02 09:45', note: 'x' }, 'investorEmail'],
      [{ investorEmail: investor.email, opportunity: 999_999_999, acceptedAt: '2026-10-02 09:45', note: 'x' }, 'opportunity'],
    ]
    for (const [body, field] of cases) {
      const answer = await correct(as(ROLE.superAdmin), original.id, body)
      expect(answer.status, `${field}: ${show(answer)}`).toBe(422)
      expect(Object.keys(answer.json<{ errors: Record<string, unknown> }>().errors), field).toContain(field)
    }
    expect(await acceptances()).toBe(before)
  })

  test('another tenant’s entry is a 404; with the switch off (demo) the call is a 404', async () => {
    const answer = await correct(as(ROLE.superAdmin), foreign.id, { investorEmail: investor.email, opportunity, acceptedAt: '2026-10-02 09:45', note: 'x' })
    expect(answer.status, show(answer)).toBe(404)
    const demo = new TestClient('demo')
    await demo.login('superadmin@demo.test')
    expect((await correct(demo, original.id, { investorEmail: investor.email, opportunity, acceptedAt: '2026-10-02 09:45', note: 'x' })).status).toBe(404)
  })

  test.each(roles)('$label: the correction page opens as the route table says, showing the entry and its form', async ({ role }) => {
    const path = INSIDER_REGISTER_PATHS.correctAcceptance
    const page = await as(role).get(`${path}?entry=${original.id}`, html)
    const open = adminRouteOpen(path, role, featuresOf(angel))
    expect(open ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403], `${page.status}`).toContain(page.status)
    if (!open) return
    expect(page.text).toContain(original.reference)
    expect(page.text).toContain('aria-label="The correction"')
    // Another tenant's entry is not shown.
    const other = await as(role).get(`${path}?entry=${foreign.id}`, html)
    expect(other.text).not.toContain(foreign.reference)
  })

  test('the register links each reference to its correction for whoever may record one', async () => {
    const list = await as(ROLE.superAdmin).get(`${INSIDER_REGISTER_PATHS.register}?q=${encodeURIComponent(original.reference)}`, html)
    expect(list.text).toContain(`href="${INSIDER_REGISTER_PATHS.correctAcceptance}?entry=${original.id}"`)
  })
})

describe('correcting a PA deal', () => {
  test('the form opens filled in from the entry it corrects; another tenant’s entry fills nothing', async () => {
    const page = await as(ROLE.superAdmin).get(`${INSIDER_REGISTER_PATHS.createPaDeal}?corrects=${deal.id}`, html)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`Correct entry #${deal.id}`)
    expect(page.text).toContain(deal.instrument)
    expect(page.text).toContain('3.10')
    // Its own foreign entry with a name found nowhere else: a seeded one may share its instrument with
    // the form's example text ('e.g. Kestrel Energy plc ordinary shares').
    const foreignStaff = (await userByEmail(payload, custodian.id, 'fundmanager@custodian.test'))!
    const foreignDeal = await payload.create({
      collection: 'pa-deals',
      data: { staffMember: foreignStaff.id, instrument: unique('Foreign Holdings plc'), side: 'sell', quantity: 7, price: 1_00, currency: 'GBP', dealtOn: '2026-10-06T00:00:00.000Z', tenant: custodian.id } as never,
      overrideAccess: true,
      depth: 0,
    })
    const other = await as(ROLE.superAdmin).get(`${INSIDER_REGISTER_PATHS.createPaDeal}?corrects=${foreignDeal.id}`, html)
    expect(other.text).toContain('That entry is not in this register.')
    expect(other.text).not.toContain(foreignDeal.instrument)
  })
})

describe('searching the registers', () => {
  type TList = { docs: Array<Record<string, unknown>>; totalDocs: number }
  const search = async (key: string, query: string) => (await as(ROLE.superAdmin).get(`/api/resources/${key}?${query}&limit=100`)).json<TList>()

  test('acceptances by investor name, opportunity, reference and with the date range', async () => {
    const word = original.investorName.split(' ').at(-1)!.toLowerCase()
    const byName = await search('market-sounding-acceptances', `q=${encodeURIComponent(word)}`)
    expect(byName.docs.map((row) => row.reference)).toContain(original.reference)
    const searched = ['investorName', 'investorEmail', 'opportunityName', 'reference']
    expect(byName.docs.every((row) => searched.some((field) => String(row[field] ?? '').toLowerCase().includes(word)))).toBe(true)
    const byReference = await search('market-sounding-acceptances', `q=${original.reference.toLowerCase()}`)
    expect(byReference.docs.map((row) => row.reference)).toEqual([original.reference])
    const byOpportunity = await search('market-sounding-acceptances', `q=${encodeURIComponent(original.opportunityName)}`)
    expect(byOpportunity.docs.map((row) => row.reference)).toContain(original.reference)
    const inRange = await search('market-sounding-acceptances', `q=${original.reference}&filter[acceptedAt][from]=2026-10-01&filter[acceptedAt][to]=2026-10-03`)
    expect(inRange.totalDocs).toBe(1)
    const outOfRange = await search('market-sounding-acceptances', `q=${original.reference}&filter[acceptedAt][from]=2026-11-01`)
    expect(outOfRange.totalDocs).toBe(0)
    // This tenant's entries only.
    expect((await search('market-sounding-acceptances', `q=${foreign.reference}`)).totalDocs).toBe(0)
  })

  test('PA deals by instrument and staff name; the page shows the search box', async () => {
    const byInstrument = await search('pa-deals', `q=${encodeURIComponent(deal.instrument.toUpperCase())}`)
    expect(byInstrument.docs.map((row) => row.id)).toEqual([deal.id])
    const byStaff = await search('pa-deals', `q=${encodeURIComponent(String(deal.staffName))}&filter[dealtOn][from]=2026-10-05&filter[dealtOn][to]=2026-10-05`)
    expect(byStaff.docs.map((row) => row.id)).toContain(deal.id)
    const page = await as(ROLE.superAdmin).get(`${INSIDER_REGISTER_PATHS.paDeals}?q=${encodeURIComponent(deal.instrument)}`, html)
    expect(page.text).toContain('Search by staff member or instrument')
    expect(page.text).toContain(deal.instrument)
  })
})
