import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// decision 040: POST /api/investments holds the investor's amount to the step (whole shares at the
// share price, a whole unit of the currency without one), as the invest form does: an amount off
// the step is a 422 on `amount` and writes nothing (no investment, no entry, no idempotency key).
// Staff records (/manual) are not held to it: they record what happened and may state the shares.

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

let payload: Payload
let demo: Tenant
let investor: { user: User; client: TestClient }
let superAdmin: TestClient
const created: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

async function createOpportunity(currency: string, sharePrice: number | null, minimumInvestment: number | null = null): Promise<InvestmentOpportunity> {
  const slug = unique('step')
  const row = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Step ${slug}`, slug, stage: 2, targetAmount: 100_000_000, currency, closesAt: FUTURE, sharePrice, minimumInvestment, tenant: demo.id },
    overrideAccess: true,
  })
  created.push(row.id)
  return row
}

const rowsOf = async (opportunityId: number) => {
  const { rows } = await payload.db.pool.query<{ investments: string; entries: string }>(
    `SELECT (SELECT COUNT(*) FROM investments WHERE opportunity_id = $1)::text AS investments, (SELECT COUNT(*) FROM ledger_entries WHERE opportunity_id = $1)::text AS entries`,
    [opportunityId],
  )
  return { investments: Number(rows[0]!.investments), entries: Number(rows[0]!.entries) }
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  const user = await createTestUser(payload, demo, ROLE.user, { slug: 'step-investor', compliance_passed: true })
  const client = new TestClient('demo')
  await client.login(user.email, TEST_PASSWORD)
  investor = { user, client }
  superAdmin = new TestClient('demo')
  await superAdmin.login('superadmin@demo.test')
}, 60_000)

afterAll(async () => {
  for (const id of created) await deleteOpportunityDependants(payload, id)
  if (created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

type TCase = { name: string; currency: string; sharePrice: number | null; minimum?: number; amount: number; reserve?: boolean; status: 201 | 422; shares?: number; message?: RegExp }

const CASES: TCase[] = [
  { name: 'a whole number of shares at £2.50', currency: 'GBP', sharePrice: 250, amount: 1_000_00, status: 201, shares: 400 },
  { name: 'one share', currency: 'GBP', sharePrice: 250, amount: 250, status: 201, shares: 1 },
  { name: 'a penny over whole shares', currency: 'GBP', sharePrice: 250, amount: 1_000_01, status: 422, message: /multiple of £2\.50: an investment buys whole shares at £2\.50 each/ },
  { name: 'less than one share', currency: 'GBP', sharePrice: 250, amount: 249, status: 422, message: /multiple of £2\.50/ },
  { name: 'a reservation off the step', currency: 'GBP', sharePrice: 250, amount: 500_10, reserve: true, status: 422, message: /multiple of £2\.50/ },
  { name: 'a reservation on the step', currency: 'GBP', sharePrice: 250, amount: 500_00, reserve: true, status: 201, shares: 200 },
  { name: 'no share price: whole pounds', currency: 'GBP', sharePrice: null, amount: 750_00, status: 201, shares: 0 },
  { name: 'no share price: pence', currency: 'GBP', sharePrice: null, amount: 750_50, status: 422, message: /^Enter a multiple of £1\.00\.$/ },
  { name: 'no share price, a currency without minor units: any whole yen', currency: 'JPY', sharePrice: null, amount: 12_345, status: 201, shares: 0 },
  { name: 'a share price of ¥1,000', currency: 'JPY', sharePrice: 1_000, amount: 12_345, status: 422, message: /multiple of JP¥1,000: / },
  { name: 'below the minimum is still the minimum’s refusal', currency: 'GBP', sharePrice: 300, minimum: 1_000_00, amount: 500_00, status: 422, message: /minimum investment is £1,000\.00/ },
  { name: 'above the minimum but off the step', currency: 'GBP', sharePrice: 300, minimum: 1_000_00, amount: 1_000_00, status: 422, message: /multiple of £3\.00/ },
]

describe('POST /api/investments holds the amount to the step', () => {
  test.each(CASES)('$name: $status', async (row) => {
    const opportunity = await createOpportunity(row.currency, row.sharePrice, row.minimum ?? null)
    const response = await investor.client.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: row.amount, ...(row.reserve ? { reserve: true } : {}) }, headers: { 'Idempotency-Key': unique('step-key') } })
    expect(response.status, show(response)).toBe(row.status)
    if (row.status === 201) {
      expect(response.json<{ investment: { amount: number; shares: number } }>().investment).toMatchObject({ amount: row.amount, shares: row.shares })
      expect(await rowsOf(opportunity.id)).toEqual({ investments: 1, entries: 1 })
      return
    }
    const body = response.json<{ message: string; errors: Record<string, string[]> }>()
    expect(body.message).toMatch(row.message!)
    expect(body.errors.amount?.[0]).toMatch(row.message!)
    expect(await rowsOf(opportunity.id)).toEqual({ investments: 0, entries: 0 })
  })

  test('a refused amount claims no idempotency key: the same key then invests a corrected amount', async () => {
    const opportunity = await createOpportunity('GBP', 250)
    const key = unique('step-retry')
    const refused = await investor.client.request('POST', '/api/investments', { body: { opportunity: opportunity.id, amount: 1_000_01 }, headers: { 'Idempotency-Key': key } })
    expect(refused.status, show(refused)).toBe(422)
    const { rows } = await payload.db.pool.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2', [investor.user.id, key])
    expect(rows).toHaveLength(0)
  })

  test('staff records are not held to the step: the shares are rounded down, or stated', async () => {
    const opportunity = await createOpportunity('GBP', 250)
    const rounded = await superAdmin.request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: investor.user.id, amount: 1_000_01 } })
    expect(rounded.status, show(rounded)).toBe(201)
    expect(rounded.json<{ investment: { shares: number } }>().investment.shares).toBe(400)
    const stated = await superAdmin.request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: investor.user.id, amount: 1_000_01, shares: 401 } })
    expect(stated.status, show(stated)).toBe(201)
    expect(stated.json<{ investment: { shares: number } }>().investment.shares).toBe(401)
  })
})
