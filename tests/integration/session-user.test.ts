import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { insertSessionRow } from '@/auth/session-records'
import { findSessionUser, findUserRow, NOT_IN_SESSION_USER_FIELDS } from '@/auth/user-rows'

import { tenantByCode, testPayload } from '../support/payload'

// The auth strategy reads the session user with its own statement (src/auth/user-rows.ts); it must
// answer what payload.db.findOne answers, minus the secrets and the personal details (NOT_IN_SESSION_USER_FIELDS), for every kind of user row.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})


const withoutSecrets = (row: object) => Object.fromEntries(Object.entries(row).filter(([key]) => !(NOT_IN_SESSION_USER_FIELDS as readonly string[]).includes(key)))

describe('the session user statement', () => {
  test.each(['demo', 'angel'])('matches payload.db.findOne minus what the session leaves out for every user of %s', async (code) => {
    const tenant = await tenantByCode(payload, code)
    const { docs } = await payload.find({ collection: 'users', where: { tenant: { equals: tenant.id } }, depth: 0, pagination: false, overrideAccess: true })
    // Verified and unverified, with and without terms: the demo seed has both kinds of nulls.
    expect(docs.some((user) => user.email_verified_at === null || user.email_verified_at === undefined)).toBe(true)
    for (const { id, role_id } of docs) {
      const expected = withoutSecrets((await findUserRow(payload, { id: { equals: id } }))!)
      const sid = await insertSessionRow(payload.db.pool, { id, tenant: tenant.id, role_id }, 'test')
      expect(await findSessionUser(payload, { userId: id, tenantId: tenant.id, sid }), `user ${id}`).toEqual(expected)
    }
  })

  test("never answers with another tenant's user", async () => {
    const [demo, angel] = await Promise.all([tenantByCode(payload, 'demo'), tenantByCode(payload, 'angel')])
    const { docs } = await payload.find({ collection: 'users', where: { tenant: { equals: demo.id } }, depth: 0, limit: 1, overrideAccess: true })
    const sid = await insertSessionRow(payload.db.pool, { id: docs[0].id, tenant: demo.id, role_id: docs[0].role_id }, 'test')
    expect(await findSessionUser(payload, { userId: docs[0].id, tenantId: angel.id, sid })).toBeNull()
    expect(await findSessionUser(payload, { userId: docs[0].id, tenantId: demo.id, sid })).not.toBeNull()
  })
})
