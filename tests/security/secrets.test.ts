import crypto from 'node:crypto'

import { sealData } from 'iron-session'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { payloadSecret, secretFor } from '@/auth/secrets'
import { SESSION_TTL_SECONDS } from '@/auth/session'

import { SESSION_COOKIE, TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// Issue 8, finding 15: one secret signed everything (session cookies, email-verification links,
// Payload's operator tokens), so whoever learnt the key of one use could forge the others. Each use
// now has its own HKDF sub-key of SESSION_SECRET. The test process shares the server's
// SESSION_SECRET (scripts/test.ts), as an attacker who learnt one sub-key would share that key.

let payload: Payload

/** A session cookie for `userId`'s live session, sealed with `key`. */
async function forgedCookie(key: string, session: { userId: number; tenantId: number; v: number; sid: number }): Promise<string> {
  return sealData(session, { password: key, ttl: SESSION_TTL_SECONDS })
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('one key per purpose', () => {
  test('the keys differ from each other and from the master secret', () => {
    const keys = [secretFor('session-cookie'), secretFor('email-verification'), payloadSecret(), process.env.SESSION_SECRET]
    expect(new Set(keys).size).toBe(keys.length)
  })

  test('a session cookie sealed with Payload’s key or the master secret is no session; with the session key it is', async () => {
    const demo = await tenantByCode(payload, 'demo')
    const user = await createTestUser(payload, demo, ROLE.user, { slug: 'secrets' })
    const client = new TestClient('demo')
    await client.login(user.email, TEST_PASSWORD)
    const { rows } = await payload.db.pool.query<{ id: number }>('SELECT id FROM user_sessions WHERE user_id = $1 AND ended_at IS NULL', [user.id])
    const session = { userId: user.id, tenantId: demo.id, v: 0, sid: rows[0].id }
    const answerWith = async (key: string) => {
      const visitor = new TestClient('demo')
      visitor.cookies.set(SESSION_COOKIE, await forgedCookie(key, session))
      return (await visitor.get('/api/user')).status
    }
    expect(await answerWith(payloadSecret())).toBe(401)
    expect(await answerWith(process.env.SESSION_SECRET!)).toBe(401)
    expect(await answerWith(crypto.randomBytes(32).toString('hex'))).toBe(401)
    expect(await answerWith(secretFor('session-cookie'))).toBe(200)
  })
})
