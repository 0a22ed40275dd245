import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { MAX_FAILED_LOGINS } from '@/auth/endpoints/login'
import type { User } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload, userRow } from '../support/payload'

// Issue 8, finding 4: password guessing. The lockout counter was read, incremented in JavaScript
// and written back, so guesses sent in parallel all read the same count: 200 at once counted as
// one and the account never locked.

const PASSWORD = TEST_PASSWORD

let payload: Payload

async function createInvestor(): Promise<User> {
  return createTestUser(payload, await tenantByCode(payload, 'demo'), ROLE.user, { slug: 'brute' })
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('the lockout counts every guess', () => {
  test('guesses sent all at once lock the account; the right password is then refused too', async () => {
    const victim = await createInvestor()
    const attacker = new TestClient('demo')
    await attacker.csrf()
    const guesses = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS * 4 }, (_, index) => attacker.request('POST', '/login', { body: { email: victim.email, password: `guess-${index}` } })),
    )
    expect(guesses.every((guess) => guess.status === 422 || guess.status === 429)).toBe(true)
    const row = await userRow(payload, victim.id)
    expect(new Date(row?.locked_until ?? 0).getTime()).toBeGreaterThan(Date.now())
    const owner = await attacker.request('POST', '/login', { body: { email: victim.email, password: PASSWORD } })
    expect(owner.status).not.toBe(204)
  })
})
