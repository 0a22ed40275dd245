import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import type { TStageFigures } from '@/lib/stats/overview-stats'
import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { closeTestPayload, tenantByCode, testPayload, unique } from '../support/payload'

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
  await closeTestPayload()
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
