import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import type { Tenant, User } from '@/payload-types'

import { anyFreePort, startAppServer, type TAppServer } from '../support/app-server'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Issue 10 §10: kill -9 of the server in the middle of investments leaves each one whole or not
// there at all (never an investment without its ledger entry, nor an entry without its
// investment), and retrying every request with its Idempotency-Key afterwards ends with exactly
// one investment per request. A second server process of its own is killed (the shared one serves
// every other file); both use the shared test database.

const REQUESTS = 40

let payload: Payload
let demo: Tenant
let investor: User
let doomed: TAppServer
let opportunityId: number

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  investor = await createTestUser(payload, demo, ROLE.user, { slug: 'money-crash', compliance_passed: true })
  const slug = unique('money-crash')
  opportunityId = (
    await payload.create({
      collection: 'investment-opportunities',
      data: { title: `Crash ${slug}`, slug, stage: 2, targetAmount: 10_000_000_00, currency: 'GBP', sharePrice: 100, closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), tenant: demo.id },
      overrideAccess: true,
    })
  ).id
  doomed = await startAppServer({ port: await anyFreePort(), timeoutMs: 120_000 })
}, 180_000)

afterAll(async () => {
  await doomed?.stop()
  if (opportunityId) {
    await deleteOpportunityDependants(payload, opportunityId)
    await payload.delete({ collection: 'investment-opportunities', id: opportunityId, overrideAccess: true })
  }
})

type TEntryCheck = { investments: number; whole: number; entries: number; orphanEntries: number; pendingKeys: number }

/** What the database holds for this opportunity, straight from the tables. */
async function state(): Promise<TEntryCheck> {
  const { rows } = await payload.db.pool.query<TEntryCheck>(
    `SELECT (SELECT count(*) FROM investments WHERE opportunity_id = $1)::int AS investments,
            (SELECT count(*) FROM investments i WHERE i.opportunity_id = $1 AND
               (SELECT count(*) FROM ledger_entries e WHERE e.investment_id = i.id AND e.kind = 'investment' AND e.amount = i.amount AND e.shares_delta = i.shares) = 1)::int AS whole,
            (SELECT count(*) FROM ledger_entries WHERE opportunity_id = $1)::int AS entries,
            (SELECT count(*) FROM ledger_entries e WHERE e.opportunity_id = $1 AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.id = e.investment_id))::int AS "orphanEntries",
            (SELECT count(*) FROM idempotency_keys WHERE user_id = $2 AND status IS NULL)::int AS "pendingKeys"`,
    [opportunityId, investor.id],
  )
  return rows[0]!
}

describe('kill -9 in the middle of investments', () => {
  test('each investment is whole or absent, and retries with the same keys complete exactly one per request', async () => {
    const client = new TestClient('demo', doomed.url)
    await client.login(investor.email, TEST_PASSWORD)
    const keys = Array.from({ length: REQUESTS }, (_, index) => unique(`crash-${index}`))
    const amountOf = (index: number) => (100 + index) * 100
    const send = (through: TestClient, index: number) =>
      through.request('POST', '/api/investments', { body: { opportunity: opportunityId, amount: amountOf(index) }, headers: { 'Idempotency-Key': keys[index]! } })

    // All in flight at once; the server dies as soon as the first answer is back.
    let firstAnswer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve))
    const inFlight = keys.map((_, index) =>
      send(client, index).then(
        (response) => (firstAnswer(), response),
        () => null,
      ),
    )
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 20_000))])
    await doomed.kill()
    const before = (await Promise.all(inFlight)).filter((response): response is TResponse => response !== null && response.status === 201)

    const crashed = await state()
    expect(crashed.whole, 'every investment has exactly its one entry').toBe(crashed.investments)
    expect(crashed.entries).toBe(crashed.investments)
    expect(crashed.orphanEntries).toBe(0)
    expect(crashed.pendingKeys, 'no key is left claimed by a transaction that never finished').toBe(0)
    // Every request answered 201 before the crash was committed.
    expect(crashed.investments).toBeGreaterThanOrEqual(before.length)
    expect(crashed.investments, 'the crash came before every request had finished').toBeLessThan(REQUESTS)

    // The investor retries everything on a live server with the same keys.
    const retry = new TestClient('demo')
    for (const [name, value] of client.cookies) retry.cookies.set(name, value)
    const answers = await Promise.all(keys.map((_, index) => send(retry, index)))
    for (const answer of answers) expect(answer.status, answer.text.slice(0, 300)).toBe(201)
    const replayed = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length
    expect(replayed).toBe(crashed.investments)

    const after = await state()
    expect(after).toEqual({ investments: REQUESTS, whole: REQUESTS, entries: REQUESTS, orphanEntries: 0, pendingKeys: 0 })
    const { rows } = await payload.db.pool.query<{ amount: string }>('SELECT amount::text AS amount FROM investments WHERE opportunity_id = $1 ORDER BY amount', [opportunityId])
    expect(rows.map((row) => Number(row.amount))).toEqual(keys.map((_, index) => amountOf(index)))
  }, 120_000)
})
