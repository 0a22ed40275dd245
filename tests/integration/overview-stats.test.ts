import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { TFundFigures, TInvestorFigures, TReportFigures, TStageFigures } from '@/lib/stats/overview-stats'
import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// spec 7 /api/stats/*, issue 9 §6: the overview's figures are PostgreSQL's counts and sums over the
// rows the role may read in its own tenant; money is summed exactly (never as floats).

let payload: Payload
let demo: Tenant
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  // Two targets whose float sum is inexact (2^53 + 1 is not a double): the total must still be exact.
  for (const [amount, stage] of [
    [2 ** 53 - 1, 2],
    [2, 2],
  ] as const) {
    const doc = await payload.create({
      collection: 'investment-opportunities',
      data: { title: unique('Stats'), slug: unique('stats').toLowerCase(), stage, targetAmount: amount, currency: 'CHF', tenant: demo.id } as never,
      overrideAccess: true,
    })
    made.push(doc.id)
  }
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'investment-opportunities', where: { id: { in: made } }, overrideAccess: true })
})

test.each(ROLE_IDS)('role %i gets per-stage counts of what it may read, in its tenant only', async (role) => {
  const client = new TestClient('demo')
  await client.login(`${ROLE_SLUG[role]}@demo.test`)
  const response = await client.request('GET', '/api/stats/opportunities')
  if (!can(role, 'overview', 'index')) {
    expect(response.status).toBe(403)
    return
  }
  expect(response.status, response.text).toBe(200)
  const figures = response.json<{ data: TStageFigures[] }>().data
  const readable = stagesFor({ role_id: role, tenant: demo.id } as never, 'read')
  expect(figures.map((figure) => figure.stage)).toEqual(readable)
  for (const figure of figures) {
    const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: figure.stage } }] }, overrideAccess: true })
    expect(figure.count, `stage ${figure.stage}`).toBe(totalDocs)
  }
})

test('money totals are exact beyond the doubles’ range', async () => {
  const client = new TestClient('demo')
  await client.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
  const figures = (await client.request('GET', '/api/stats/opportunities')).json<{ data: TStageFigures[] }>().data
  expect(figures.find((figure) => figure.stage === 2)?.targets).toContainEqual({ currency: 'CHF', minor: '9007199254740993' })
})

test('deal figures follow the pipeline order and the deal permission', async () => {
  const client = new TestClient('demo')
  await client.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
  const response = await client.request('GET', '/api/stats/deals')
  expect(response.status).toBe(200)
  const figures = response.json<{ data: { pipelineId: number; stageId: string; count: number }[] }>().data
  const { docs: pipelines } = await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, depth: 0, overrideAccess: true, sort: 'name' })
  expect(figures.map((figure) => figure.stageId)).toEqual(pipelines.flatMap((pipeline) => pipeline.stages!.map((stage) => stage.id)))
  const { totalDocs } = await payload.count({ collection: 'deals', where: { tenant: { equals: demo.id } }, overrideAccess: true })
  expect(figures.reduce((sum, figure) => sum + figure.count, 0)).toBe(totalDocs)
  const anonymous = await new TestClient('demo').request('GET', '/api/stats/deals')
  expect(anonymous.status).toBe(401)
})

describe('investors, funds and reports (issue 12 §7)', () => {
  const AREAS = [
    { path: '/api/stats/investors', resource: 'investors' },
    { path: '/api/stats/funds', resource: 'funds' },
    { path: '/api/stats/reports', resource: 'update_reports' },
  ] as const

  test.each(ROLE_IDS)('role %i: each area answers only where the role may open the overview and list the area', async (role) => {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    for (const { path, resource } of AREAS) {
      const response = await client.request('GET', path)
      expect(response.status, `${path}: ${response.text.slice(0, 200)}`).toBe(can(role, 'overview', 'index') && can(role, resource, 'index') ? 200 : 403)
    }
  })

  test('investor figures are the tenant’s investor accounts only', async () => {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
    const figures = (await client.request('GET', '/api/stats/investors')).json<{ data: TInvestorFigures }>().data
    const count = async (extra: Where[] = []) =>
      (await payload.count({ collection: 'users', where: { and: [{ tenant: { equals: demo.id } }, { role_id: { equals: ROLE.user } }, ...extra] }, overrideAccess: true })).totalDocs
    expect(figures.investors).toBe(await count())
    expect(figures.invested).toBe(await count([{ hasInvested: { equals: true } }]))
    expect(figures.byLeadStatus.reduce((total, row) => total + row.count, 0)).toBe(figures.investors)
    expect(figures.newLast30Days).toBeLessThanOrEqual(figures.investors)
  })

  test('fund figures: committed from the ledger and each fund’s latest NAV, per currency; 404 where funds are off', async () => {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
    await client.csrf()
    // A currency no demo fund uses, so the totals in it are this test's alone.
    const fund = await payload.create({ collection: 'funds', data: { name: unique('Stats fund'), status: 1, currency: 'SEK', tenant: demo.id }, overrideAccess: true })
    const investor = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: demo.id } }, { email: { equals: 'investor@demo.test' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const committed = await client.request('POST', `/api/funds/${fund.id}/commitments`, { body: { holder: investor.id, amount: 1_234_567 } })
    expect(committed.status, committed.text).toBe(201)
    for (const [date, totalNav] of [
      ['2026-01-31T00:00:00.000Z', 999_00],
      ['2026-06-30T00:00:00.000Z', 4_503_599_627_370_495],
    ] as const) {
      await payload.create({ collection: 'net-asset-values', data: { fund: fund.id, date, navPerUnit: 100, totalNav, currency: 'SEK', tenant: demo.id } as never, overrideAccess: true })
    }
    const figures = (await client.request('GET', '/api/stats/funds')).json<{ data: TFundFigures }>().data
    expect(figures.funds).toBe((await payload.count({ collection: 'funds', where: { tenant: { equals: demo.id } }, overrideAccess: true })).totalDocs)
    expect(figures.committed).toContainEqual({ currency: 'SEK', minor: '1234567' })
    // Only each fund's latest NAV counts, summed exactly.
    expect(figures.latestNav).toContainEqual({ currency: 'SEK', minor: '4503599627370495' })
    expect(figures.paidIn.find((total) => total.currency === 'SEK')).toBeUndefined()

    const capital = new TestClient('capital')
    await capital.login(`${ROLE_SLUG[ROLE.superAdmin]}@capital.test`)
    expect((await capital.request('GET', '/api/stats/funds')).status).toBe(404)
  })

  test('report figures count the tenant’s drafts and published update reports', async () => {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
    const figures = (await client.request('GET', '/api/stats/reports')).json<{ data: TReportFigures }>().data
    const count = async (status: string) => (await payload.count({ collection: 'update-reports', where: { and: [{ tenant: { equals: demo.id } }, { status: { equals: status } }] }, overrideAccess: true })).totalDocs
    expect(figures.drafts).toBe(await count('draft'))
    expect(figures.published).toBe(await count('live'))
    expect(figures.published === 0 || typeof figures.lastPublishedAt === 'string').toBe(true)
  })
})
