import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { OPPORTUNITY_STAGES, type TOpportunityStage } from '@/domain/investments/stages'
import { likeLiteral, normalisedSearch, trigramCount, trigramMatchOf } from '@/domain/search/search-text'
import type { TSearchAnswer } from '@/lib/search/search-answer'
import { SEARCH_KIND_SQL } from '@/lib/search/search-sql'
import { recordPath, type TSearchedCollection } from '@/navigation/record-paths'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, RUN_ID, tenantByCode, testPayload, unique } from '../support/payload'

// The staff search (issue 11 §11, decision 024) over HTTP on the real database: per role from spec
// 6 through can(), a role finds exactly the records it may open (and each result opens for it), an
// opportunity at a stage the role may not show never appears, another tenant's records never do,
// companies hide while funds_enabled is off, staff only (401, 403), ranking, LIKE metacharacters
// taken literally, the parameters' bounds, and the indexes the statement relies on.

let payload: Payload
let demo: Tenant
let angel: Tenant
let capital: Tenant
const clients = new Map<TRoleId, TestClient>()
const created: Array<{ collection: CollectionSlug; id: number }> = []

/** A word no seeded record holds: every fixture's name carries it. */
const WORD = `Qz${RUN_ID}`
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const staffRoles = ROLE_IDS.filter((role) => role !== ROLE.user).map((role) => ({ role, label: ROLE_LABEL[role] }))

type TFixture = { collection: TSearchedCollection; id: number; stage?: TOpportunityStage }
const fixturesOf = new Map<number, TFixture[]>()

/** A record of `tenant` made for this run (removed after it). */
async function extra(tenant: Tenant, collection: TSearchedCollection, data: Record<string, unknown>, stage?: TOpportunityStage): Promise<TFixture> {
  const doc = (await payload.create({ collection, data: { ...data, tenant: tenant.id } as never, overrideAccess: true, depth: 0 })) as { id: number }
  created.push({ collection, id: doc.id })
  return { collection, id: doc.id, stage }
}

/** One of the tenant's records named with WORD, which the per-role tests expect. */
async function make(tenant: Tenant, collection: TSearchedCollection, data: Record<string, unknown>, stage?: TOpportunityStage): Promise<TFixture> {
  const fixture = await extra(tenant, collection, data, stage)
  fixturesOf.set(tenant.id, [...(fixturesOf.get(tenant.id) ?? []), fixture])
  return fixture
}

/** One record of every searched kind named with WORD, and an opportunity at every stage. */
async function seedWorld(tenant: Tenant): Promise<void> {
  const investor = await createTestUser(payload, tenant, ROLE.user, { name: WORD, surname: 'Investor', slug: 'search-investor' })
  fixturesOf.set(tenant.id, [...(fixturesOf.get(tenant.id) ?? []), { collection: 'users', id: investor.id }])
  // A staff account is never an investor's record: it must not be found.
  await createTestUser(payload, tenant, ROLE.superAdmin, { name: WORD, surname: 'Staff', slug: 'search-staff' })
  await make(tenant, 'contacts', { name: WORD, surname: 'Contact', email: `${unique('search-contact')}@tests.test`, leadStatus: 1 })
  await make(tenant, 'organisations', { name: `${WORD} Holdings`, businessType: 'business' })
  for (const stage of OPPORTUNITY_STAGES) {
    await make(tenant, 'investment-opportunities', { title: `${WORD} Stage ${stage}`, slug: unique('search-opp').toLowerCase(), stage, targetAmount: 100_000, currency: 'GBP', closesAt: '2099-12-31T00:00:00.000Z' }, stage)
  }
  const pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: tenant.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  await make(tenant, 'deals', { name: `${WORD} Deal`, company: 'Search Co', pipeline: pipeline.id, stage: pipeline.stages![0]!.id, currency: 'GBP' })
  await make(tenant, 'companies', { name: `${WORD} Robotics`, currency: 'GBP' })
}

/** What spec 6 lets a role open, read from the permission module (the route table's guards agree: every result is opened below). */
function mayOpen(role: TRoleId, fixture: TFixture, fundsEnabled = true): boolean {
  switch (fixture.collection) {
    case 'users':
    case 'contacts':
    case 'organisations':
      return can(role, 'investors', 'show')
    case 'deals':
      return can(role, 'pipeline_deals', 'show')
    case 'companies':
      return fundsEnabled && can(role, 'funds_opportunity', 'show')
    case 'investment-opportunities':
      // A draft opens its edit screen (live update); live stages their details (live show); existing ones theirs.
      if (fixture.stage === 1) return can(role, 'investment_opportunity_live', 'update')
      return fixture.stage! >= 5 ? can(role, 'investment_opportunity_existing', 'show') : can(role, 'investment_opportunity_live', 'show')
  }
}

const hrefsOf = (answer: TSearchAnswer) => answer.groups.flatMap((group) => group.results.map((result) => result.href))
const hrefOf = (fixture: TFixture) => recordPath(fixture.collection, fixture)

async function search(client: TestClient, text: string, limit = 20): Promise<TSearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(text)}&limit=${limit}`)
  expect(response.status, show(response)).toBe(200)
  expect(response.headers['cache-control']).toContain('no-store')
  return response.json<TSearchAnswer>()
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  capital = await tenantByCode(payload, 'capital')
  for (const tenant of [demo, angel]) await seedWorld(tenant)
  await extra(capital, 'companies', { name: `${WORD} Capital Robotics`, currency: 'GBP' })
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }),
  )
}, 120_000)

afterAll(async () => {
  if (payload) {
    for (const { collection, id } of created.reverse()) {
      if (collection === 'investment-opportunities') await deleteOpportunityDependants(payload, id)
      await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
    }
    await deleteRunUsers(payload)
  }
})

describe('per role (spec 6 through can())', () => {
  test.each(staffRoles)('$label finds exactly the records it may open, of its own tenant, and each opens', async ({ role }) => {
    const client = clients.get(role)!
    const answer = await search(client, WORD)
    const expected = fixturesOf.get(demo.id)!.filter((fixture) => mayOpen(role, fixture)).map(hrefOf)
    expect(hrefsOf(answer).sort()).toEqual(expected.sort())
    // Another tenant's records with the same name never appear (their ids differ from demo's).
    for (const fixture of fixturesOf.get(angel.id)!) expect(hrefsOf(answer)).not.toContain(hrefOf(fixture))
    for (const href of hrefsOf(answer)) {
      const page = await client.get(href, { accept: 'text/html' })
      expect(page.status, `${href}: ${show(page)}`).toBe(200)
    }
    for (const group of answer.groups) for (const result of group.results) expect(result.title.toLowerCase()).toContain(WORD.toLowerCase())
  })

  test('an opportunity at a stage the role may not show never appears (an Investment Manager opens no drafts)', async () => {
    const manager = hrefsOf(await search(clients.get(ROLE.investmentManager)!, WORD))
    const opportunities = fixturesOf.get(demo.id)!.filter((fixture) => fixture.collection === 'investment-opportunities')
    expect(can(ROLE.investmentManager, 'investment_opportunity_live', 'update')).toBe(false)
    for (const fixture of opportunities) expect(manager.includes(hrefOf(fixture)), `stage ${fixture.stage}`).toBe(fixture.stage !== 1)
    // The others by kind, as the permission module says (an Adviser: people only; a Creator lists investors but opens none).
    const KIND_OF = { users: 'investors', contacts: 'contacts', organisations: 'organisations', 'investment-opportunities': 'opportunities', deals: 'deals', companies: 'companies' } as const
    for (const role of [ROLE.custodian, ROLE.adviser, ROLE.creator]) {
      const kinds = [...new Set(fixturesOf.get(demo.id)!.filter((fixture) => mayOpen(role, fixture)).map((fixture) => KIND_OF[fixture.collection]))]
      expect((await search(clients.get(role)!, WORD)).groups.map((group) => group.kind), ROLE_LABEL[role]).toEqual(kinds)
    }
    expect(can(ROLE.creator, 'investors', 'index') && !can(ROLE.creator, 'investors', 'show')).toBe(true)
  })

  test('an investor is refused (403), no session is 401', async () => {
    const investor = await clients.get(ROLE.user)!.get(`/api/search?q=${WORD}`)
    expect(investor.status, show(investor)).toBe(403)
    const anonymous = await new TestClient('demo').get(`/api/search?q=${WORD}`)
    expect(anonymous.status, show(anonymous)).toBe(401)
  })
})

test('the results page /admin/search?q= (the box without JavaScript) lists what the API finds, with more a kind', async () => {
  const client = clients.get(ROLE.superAdmin)!
  const page = await client.get(`/admin/search?q=${encodeURIComponent(WORD)}`, { accept: 'text/html' })
  expect(page.status, show(page)).toBe(200)
  for (const href of hrefsOf(await search(client, WORD))) expect(page.text).toContain(`href="${href}"`)
  const investor = await clients.get(ROLE.user)!.get(`/admin/search?q=${WORD}`, { accept: 'text/html' })
  expect([302, 303, 307, 403]).toContain(investor.status)
})

describe('tenants and switches', () => {
  test("angel's staff find angel's records only", async () => {
    const client = new TestClient('angel')
    await client.login('superadmin@angel.test')
    const hrefs = hrefsOf(await search(client, WORD))
    expect(hrefs.sort()).toEqual(fixturesOf.get(angel.id)!.map(hrefOf).sort())
  })

  test('companies are not searched while the tenant has funds_enabled off (capital)', async () => {
    const client = new TestClient('capital')
    await client.login('superadmin@capital.test')
    const answer = await search(client, WORD)
    expect(answer.groups.map((group) => group.kind)).not.toContain('companies')
  })
})

describe('the text', () => {
  test('ranked: an exact name first, then a name starting with the text, then a word of it', async () => {
    const word = `Rk${RUN_ID}`
    const later = await extra(demo, 'organisations', { name: `Holdings ${word}`, businessType: 'business' })
    const prefix = await extra(demo, 'organisations', { name: `${word} Holdings`, businessType: 'business' })
    const exact = await extra(demo, 'organisations', { name: word, businessType: 'business' })
    const answer = await search(clients.get(ROLE.superAdmin)!, word.toUpperCase())
    // Then other organisations spelt alike (this run's others share the run's id), never before these.
    expect(answer.groups.find((group) => group.kind === 'organisations')!.results.map((result) => result.id).slice(0, 3)).toEqual([exact.id, prefix.id, later.id])
  })

  test('words in any order, each a word beginning; a misspelling is still found', async () => {
    const client = clients.get(ROLE.superAdmin)!
    const investor = fixturesOf.get(demo.id)!.find((fixture) => fixture.collection === 'users')!
    expect(hrefsOf(await search(client, `invest ${WORD.slice(0, 6)}`))).toContain(hrefOf(investor))
    const deal = fixturesOf.get(demo.id)!.find((fixture) => fixture.collection === 'deals')!
    expect(hrefsOf(await search(client, `${WORD} Dael`))).toContain(hrefOf(deal))
  })

  test('LIKE metacharacters are literal: % and _ alone match nothing, and a name holding them is found by them', async () => {
    const client = clients.get(ROLE.superAdmin)!
    const literal = await extra(demo, 'organisations', { name: `Lk${RUN_ID} 100%_sure`, businessType: 'business' })
    for (const text of ['%%%', '___', '%_%', '\\\\%']) expect((await search(client, text)).groups, text).toEqual([])
    expect(hrefsOf(await search(client, `Lk${RUN_ID} 100%_sure`))).toContain(hrefOf(literal))
  })

  test('a text starting and ending inside words is found by word similarity alone (no substring scan for it)', async () => {
    const text = `der${RUN_ID}bilt shippi`
    expect(trigramMatchOf(normalisedSearch(text))).toBe('similar')
    const shipper = await extra(demo, 'organisations', { name: `Vander${RUN_ID}bilt Shipping`, businessType: 'business' })
    expect(hrefsOf(await search(clients.get(ROLE.superAdmin)!, text))).toContain(hrefOf(shipper))
  })

  test('what skipping the substring scan rests on: every text of 8+ trigrams inside a record is word-similar to it (pg_trgm %>)', async () => {
    // Substrings of every 7th seeded document of each kind, of 5-20 characters at offsets starting words and inside them.
    const documents = (await Promise.all(SEARCH_KIND_SQL.map(async (kind) => (await payload.db.pool.query<{ d: string }>(`SELECT lower(${kind.document}) AS d FROM "${kind.table}" WHERE id % 7 = 0 LIMIT 200`)).rows.map((row) => row.d)))).flat()
    const pairs = documents.flatMap((document) =>
      Array.from({ length: 16 }, (_, at) => at + 5).flatMap((length) => [0, 1, 3, 6, 10].map((from) => ({ document, text: normalisedSearch(document.slice(from, from + length)) }))),
    )
    const asked = pairs.filter(({ document, text }) => trigramMatchOf(text) === 'similar' && document.includes(text))
    expect(asked.length).toBeGreaterThan(1_000)
    const { rows } = await payload.db.pool.query<{ missed: string; miscounted: string; outside: string }>(
      `SELECT count(*) FILTER (WHERE NOT d %> s) AS missed, count(*) FILTER (WHERE array_length(show_trgm(s), 1) <> n) AS miscounted, count(*) FILTER (WHERE d NOT ILIKE '%' || l || '%') AS outside
       FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS pair(d, s, n, l)`,
      [asked.map((pair) => pair.document), asked.map((pair) => pair.text), asked.map((pair) => trigramCount(pair.text)), asked.map((pair) => likeLiteral(pair.text))],
    )
    expect(rows[0]).toEqual({ missed: '0', miscounted: '0', outside: '0' })
  })

  test('one character finds nothing; longer text is capped, not refused; limit is bounded', async () => {
    const client = clients.get(ROLE.superAdmin)!
    expect((await search(client, 'q')).groups).toEqual([])
    expect((await search(client, '')).groups).toEqual([])
    expect((await search(client, `${WORD} ${'x'.repeat(500)}`)).groups).toBeDefined()
    for (const limit of ['0', '21', 'abc', '2.5']) {
      const response = await client.get(`/api/search?q=${WORD}&limit=${limit}`)
      expect(response.status, `limit=${limit}: ${show(response)}`).toBe(422)
    }
    const one = await search(client, WORD, 1)
    expect(one.groups.every((group) => group.results.length === 1)).toBe(true)
  })
})

describe('the indexes (migration *_staff_search)', () => {
  test.each(SEARCH_KIND_SQL.map((kind) => ({ table: kind.table, document: kind.document })))('$table: words and trigrams each use their index', async ({ table, document }) => {
    const client = await payload.db.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SET LOCAL enable_seqscan = off')
      const plan = async (condition: string) => (await client.query(`EXPLAIN SELECT id FROM "${table}" WHERE ${condition}`)).rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(await plan(`to_tsvector('simple'::regconfig, ${document}) @@ to_tsquery('simple'::regconfig, 'abc:*')`)).toContain(`${table}_search_words_idx`)
      expect(await plan(`(${document}) ILIKE '%abcdef%'`)).toContain(`${table}_search_trgm_idx`)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})
