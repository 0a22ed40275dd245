import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TResource } from '@/access/permissions'
import { ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { Pipeline, Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// spec 6 through HTTP for deals (pipeline_deals) and pipelines (pipelines): each demo role may list,
// open, create, update and delete exactly where can() says, in its own tenant. Pipelines are also
// readable by whoever works the deals (decision 010).

let payload: Payload
let demo: Tenant
let pipeline: Pipeline
const clients = new Map<TRoleId, TestClient>()
const made: { collection: 'deals' | 'pipelines'; id: number }[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

function rowData(collection: 'deals' | 'pipelines', label: string) {
  return collection === 'deals'
    ? { name: `Permission ${unique(label)}`, pipeline: pipeline.id, stage: pipeline.stages![0]!.id, currency: 'GBP' }
    : { name: `Permission ${unique(label)}`, stages: [{ name: 'Sourced' }] }
}

async function makeRow(collection: 'deals' | 'pipelines', label: string): Promise<number> {
  const doc = await payload.create({ collection, data: { ...rowData(collection, label), tenant: demo.id } as never, overrideAccess: true })
  made.push({ collection, id: doc.id })
  return doc.id
}

const exists = async (collection: 'deals' | 'pipelines', id: number) => (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  for (const role of ROLE_IDS) {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    clients.set(role, client)
  }
}, 120_000)

afterAll(async () => {
  for (const { collection, id } of made.reverse()) await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
})

const CASES: { collection: 'deals' | 'pipelines'; resource: TResource; readAlso?: TResource }[] = [
  { collection: 'deals', resource: 'pipeline_deals' },
  { collection: 'pipelines', resource: 'pipelines', readAlso: 'pipeline_deals' },
]

describe.each(CASES)('$collection', ({ collection, resource, readAlso }) => {
  const mayRead = (role: TRoleId) => can(role, resource, 'index') || (!!readAlso && can(role, readAlso, 'index'))

  test.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label: list and open as can() says', async ({ role }) => {
    const id = await makeRow(collection, `read-${role}`)
    const client = clients.get(role)!
    const list = await client.get(`/api/${collection}?limit=100&depth=0`)
    const opened = await client.get(`/api/${collection}/${id}?depth=0`)
    if (mayRead(role)) {
      expect(list.status, show(list)).toBe(200)
      expect(list.json<{ docs: { id: number }[] }>().docs.map((doc) => doc.id)).toContain(id)
      expect(opened.status, show(opened)).toBe(200)
    } else {
      expect([403, 404], show(list)).toContain(list.status)
      expect([403, 404], show(opened)).toContain(opened.status)
    }
  })

  test.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label: create, update and delete as can() says', async ({ role }) => {
    const client = clients.get(role)!
    const created = await client.request('POST', `/api/${collection}?depth=0`, { body: rowData(collection, `create-${role}`) })
    if (created.status === 201) made.push({ collection, id: created.json<{ doc: { id: number } }>().doc.id })
    expect(created.status === 201, `create: ${show(created)}`).toBe(can(role, resource, 'create'))

    const id = await makeRow(collection, `change-${role}`)
    const updated = await client.request('PATCH', `/api/${collection}/${id}?depth=0`, { body: { name: 'Renamed by permission test' } })
    expect(updated.status === 200, `update: ${show(updated)}`).toBe(can(role, resource, 'update'))

    const deleted = await client.request('DELETE', `/api/${collection}/${id}`)
    expect(deleted.status === 200, `delete: ${show(deleted)}`).toBe(can(role, resource, 'delete'))
    expect(await exists(collection, id)).toBe(!can(role, resource, 'delete'))
  })
})
