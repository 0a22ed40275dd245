import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import type { User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, newestMailArriving, tenantByCode, testPayload, unique } from '../support/payload'

// Issue 8, finding 11: POST /password/email answered the same words for known and unknown
// addresses, but a known one took longer (a token written and a mail sent inline): the time told
// who has an account. Mail now leaves from a queue after the response.

const ROUNDS = 12
const MARGIN_MS = 25

let payload: Payload
let known: User[] = []

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timedRequest(email: string): Promise<{ ms: number; response: TResponse }> {
  const client = new TestClient('demo')
  await client.csrf()
  const started = performance.now()
  const response = await client.request('POST', '/password/email', { body: { email } })
  return { ms: performance.now() - started, response }
}

beforeAll(async () => {
  payload = await testPayload()
  const demo = await tenantByCode(payload, 'demo')
  known = await Promise.all(Array.from({ length: ROUNDS }, () => createTestUser(payload, demo, ROLE.user, { slug: 'known' })))
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('POST /password/email does not tell who has an account', () => {
  test('same status, same body and the same time for known and unknown addresses; the mail still arrives', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] }
    const bodies = new Set<string>()
    // Warm up both paths, then alternate so drift in the machine's load hits both alike.
    await timedRequest(known[0].email)
    await timedRequest(`${unique('warm')}@timing.test`)
    for (let round = 1; round < ROUNDS; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const { ms, response } = await timedRequest(kind === 'known' ? known[round].email : `${unique('nobody')}@timing.test`)
        expect(response.status).toBe(200)
        bodies.add(response.text)
        timings[kind].push(ms)
      }
    }
    expect(bodies.size).toBe(1)
    expect(Math.abs(median(timings.known) - median(timings.unknown)), JSON.stringify(timings)).toBeLessThan(MARGIN_MS)
    expect((await newestMailArriving(known[ROUNDS - 1].email)).subject).toContain('Reset your password')
  })
})
