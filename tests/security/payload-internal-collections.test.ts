import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { TestClient } from '../support/http-client'
import { testPayload } from '../support/payload'

// Issue 8, finding 6: Payload adds collections of its own, whose default access lets any signed-in
// user in. A tenant investor (registration is open) could read and write every tenant's locked
// documents, and read the migration history. They are the operators' alone now.

const INTERNAL = [
  { slug: 'payload-locked-documents', table: 'payload_locked_documents', body: { document: { relationTo: 'tenants', value: 1 }, globalSlug: null } },
  { slug: 'payload-preferences', table: 'payload_preferences', body: { key: 'nav', value: { open: true } } },
  { slug: 'payload-migrations', table: 'payload_migrations', body: { name: 'evil', batch: 99 } },
]

let payload: Payload

const rowCount = async (table: string) => (await payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n

beforeAll(async () => {
  payload = await testPayload()
})


describe.each([
  { who: 'an investor', email: 'investor@demo.test' },
  { who: 'a Super Admin of a tenant', email: 'superadmin@demo.test' },
])('$who', ({ email }) => {
  test.each(INTERNAL)('cannot list, read or write $slug', async ({ slug, table, body }) => {
    const client = new TestClient('demo')
    await client.login(email)
    const before = await rowCount(table)
    const [list, one, created] = await Promise.all([
      client.get(`/api/${slug}?limit=5`),
      client.get(`/api/${slug}/1`),
      client.request('POST', `/api/${slug}`, { body }),
    ])
    for (const response of [list, one, created]) expect([401, 403, 404], `${response.status} ${response.text.slice(0, 120)}`).toContain(response.status)
    const updated = await client.request('PATCH', `/api/${slug}?where[id][exists]=true`, { body })
    expect([401, 403, 404]).toContain(updated.status)
    expect(await rowCount(table)).toBe(before)
  })
})
