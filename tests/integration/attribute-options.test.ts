import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE_IDS, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { ATTRIBUTE_KIND_KEYS, ATTRIBUTE_KINDS } from '@/collections/attributes/attribute-kinds'
import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// spec 6 attributes over HTTP (issue 9 §5): each kind of attribute option is written exactly by the
// roles its permission allows, read by every user of the tenant, and checked by one body schema.

let payload: Payload
let demo: Tenant
let investmentType: number
const clients = new Map<TRoleId, TestClient>()

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  investmentType = (await payload.find({ collection: 'attribute-options', where: { and: [{ tenant: { equals: demo.id } }, { kind: { equals: 'investment-type' } }] }, limit: 1, overrideAccess: true })).docs[0]!.id
  for (const role of ROLE_IDS) {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    clients.set(role, client)
  }
}, 120_000)

afterAll(async () => {
  await payload.delete({ collection: 'attribute-options', where: { name: { like: 'Attr ' } }, overrideAccess: true })
})

const bodyOf = (kind: string, name: string) => ({ kind, name, ...(kind === 'investment-sub-type' ? { parent: investmentType } : {}) })

describe.each(ATTRIBUTE_KIND_KEYS)('%s', (kind) => {
  const permission = ATTRIBUTE_KINDS[kind].permission
  test.each(ROLE_IDS)('role %i creates, renames and deletes exactly where spec 6 allows', async (role) => {
    const client = clients.get(role)!
    const created = await client.request('POST', '/api/attribute-options', { body: bodyOf(kind, unique('Attr')) })
    expect(created.status, created.text).toBe(can(role, permission, 'create') ? 201 : 403)
    const seeded = await payload.create({ collection: 'attribute-options', data: { ...bodyOf(kind, unique('Attr seeded')), tenant: demo.id } as never, overrideAccess: true })
    const renamed = await client.request('PATCH', `/api/attribute-options/${seeded.id}`, { body: { name: unique('Attr renamed') } })
    expect(renamed.status, renamed.text).toBe(can(role, permission, 'update') ? 200 : 403)
    const removed = await client.request('DELETE', `/api/attribute-options/${seeded.id}`)
    expect(removed.status, removed.text).toBe(can(role, permission, 'delete') ? 200 : 403)
    const read = await client.request('GET', `/api/attribute-options?where[kind][equals]=${kind}&limit=1`)
    expect(read.status).toBe(200)
  })
})

test('the body schema: a sub-type needs an investment type, nothing else has a parent, names are unique per kind', async () => {
  const admin = clients.get(1)!
  const orphan = await admin.request('POST', '/api/attribute-options', { body: { kind: 'investment-sub-type', name: unique('Attr orphan') } })
  expect(orphan.status).toBe(400)
  expect(orphan.text).toContain('Choose the type this sub-type belongs to')
  const industry = (await payload.find({ collection: 'attribute-options', where: { and: [{ tenant: { equals: demo.id } }, { kind: { equals: 'industry' } }] }, limit: 1, overrideAccess: true })).docs[0]!
  const wrongParent = await admin.request('POST', '/api/attribute-options', { body: { kind: 'investment-sub-type', name: unique('Attr wrong parent'), parent: industry.id } })
  expect(wrongParent.status).toBe(400)
  expect(wrongParent.text).toContain('Choose an investment type')
  const duplicate = await admin.request('POST', '/api/attribute-options', { body: { kind: 'industry', name: industry.name } })
  expect(duplicate.status).toBe(400)
  const kindChange = await admin.request('PATCH', `/api/attribute-options/${industry.id}`, { body: { kind: 'investor-type' } })
  expect((await payload.findByID({ collection: 'attribute-options', id: industry.id, overrideAccess: true })).kind, kindChange.text).toBe('industry')
})
