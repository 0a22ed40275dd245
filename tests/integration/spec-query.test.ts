import { beforeAll, expect, test } from 'vitest'

import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// Issue 9, section 0: spec 7's query builder on the list endpoints, answered by the same
// access-checked query as Payload's own parameters.

type TList = { docs: Record<string, unknown>[]; totalDocs: number }

const staff = new TestClient('demo')
let angel: Tenant

beforeAll(async () => {
  angel = await tenantByCode(await testPayload(), 'angel')
  await staff.login('superadmin@demo.test')
})


test('filter[stage]=2&fields=title returns stage-2 rows with only their title', async () => {
  const response = await staff.get('/api/investment-opportunities?filter[stage]=2&fields=title,stage&limit=100')
  expect(response.status, response.text).toBe(200)
  const { docs } = response.json<TList>()
  expect(docs.length).toBeGreaterThan(0)
  for (const doc of docs) {
    expect(doc.stage).toBe(2)
    expect(Object.keys(doc).sort()).toEqual(['id', 'stage', 'title'])
  }
})

test('filter with a list, sort descending and page', async () => {
  const all = (await staff.get('/api/investment-opportunities?filter[stage]=2,3&fields=title&sort=-title&limit=100')).json<TList>()
  const titles = all.docs.map((doc) => String(doc.title))
  expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)))
  const second = (await staff.get('/api/investment-opportunities?filter[stage]=2,3&fields=title&sort=-title&limit=1&page=2')).json<TList>()
  expect(second.docs[0]?.title).toBe(titles[1])
})

test('a filter never reaches past the tenant: filter[tenant]=another tenant finds nothing', async () => {
  const response = await staff.get(`/api/investment-opportunities?filter[tenant]=${angel.id}`)
  expect(response.status).toBe(200)
  expect(response.json<TList>().totalDocs).toBe(0)
})

test('a filter that is not a field name is a 422 with the parameter named', async () => {
  const response = await staff.get('/api/investment-opportunities?filter[stage][or]=1')
  expect(response.status).toBe(422)
  expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['filter[stage][or]'])
})
