import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { RATE_LIMITS, redisRateLimitStore } from '@/lib/rate-limit'

import { anyFreePort } from '../support/app-server'
import { TestClient } from '../support/http-client'
import { hasRedisServer, NO_REDIS_SERVER, startRedisServer, type TRedisServer } from '../support/redis-server'

// Issue 8, finding 4: limits per client address and per account on every credential and
// email-sending call, answered 429 with Retry-After; through Redis they hold across instances.

const visitor = (address: string) => {
  const client = new TestClient('demo')
  client.address = address
  return client
}

const uniqueAddress = () => `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`

describe('per client address', () => {
  test('failed sign-ins: after the limit even the right password waits, while another address signs in', async () => {
    const guesser = visitor(uniqueAddress())
    await guesser.csrf()
    const { limit } = RATE_LIMITS['login-failures:ip']
    for (let attempt = 0; attempt < limit; attempt++) {
      const guess = await guesser.request('POST', '/login', { body: { email: `nobody-${attempt}@brute.test`, password: 'guess' } })
      expect(guess.status).toBe(422)
    }
    const blocked = await guesser.request('POST', '/login', { body: { email: 'investor@demo.test', password: 'demo-password-1' } })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json<{ message: string }>().message).toMatch(/Too many attempts/)
    await visitor(uniqueAddress()).login('investor@demo.test')
  })

  test('failed sign-ins sent all at once are counted in full: only the limit gets through', async () => {
    const guesser = visitor(uniqueAddress())
    await guesser.csrf()
    const { limit } = RATE_LIMITS['login-failures:ip']
    const statuses = await Promise.all(
      Array.from({ length: limit + 10 }, (_, attempt) => guesser.request('POST', '/login', { body: { email: `burst-${attempt}@brute.test`, password: 'guess' } }).then((response) => response.status)),
    )
    expect(statuses.filter((status) => status === 422)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  test('successful sign-ins do not count towards the failures limit', async () => {
    const office = visitor(uniqueAddress())
    const { limit } = RATE_LIMITS['login-failures:ip']
    for (let attempt = 0; attempt < limit + 2; attempt++) await office.login('investor@demo.test')
  })

  test('password reset emails: the limit per address of the sender', async () => {
    const sender = visitor(uniqueAddress())
    await sender.csrf()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMITS['password-email:ip'].limit; attempt++) {
      statuses.push((await sender.request('POST', '/password/email', { body: { email: `someone-${attempt}@limits.test` } })).status)
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('per account', () => {
  test('password reset emails to one address, from many senders', async () => {
    const email = `target-${Date.now()}@limits.test`
    const statuses: number[] = []
    for (let attempt = 0; attempt <= RATE_LIMITS['password-email:account'].limit; attempt++) {
      const sender = visitor(uniqueAddress())
      await sender.csrf()
      statuses.push((await sender.request('POST', '/password/email', { body: { email } })).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
  })

  test('a forged X-Forwarded-For from an untrusted peer does not pick a fresh address', async () => {
    // The test server trusts 127.0.0.1 only as the proxy; its own X-Forwarded-For entries to the left
    // of the proxy's are the client's to invent, so only the right-most one counts.
    const client = visitor(uniqueAddress())
    await client.csrf()
    const { limit } = RATE_LIMITS['login-failures:ip']
    for (let attempt = 0; attempt < limit; attempt++) {
      await client.request('POST', '/login', { body: { email: `nobody-${attempt}@forge.test`, password: 'guess' }, headers: { 'x-forwarded-for': `${uniqueAddress()}, ${client.address}` } })
    }
    const blocked = await client.request('POST', '/login', { body: { email: 'nobody@forge.test', password: 'guess' }, headers: { 'x-forwarded-for': `${uniqueAddress()}, ${client.address}` } })
    expect(blocked.status).toBe(429)
  })
})

if (!hasRedisServer) console.warn(`rate-limits: the Redis tests are skipped: ${NO_REDIS_SERVER}`)

describe.skipIf(!hasRedisServer)('through Redis, limits hold across instances', () => {
  let redis: TRedisServer
  let url: string

  beforeAll(async () => {
    redis = await startRedisServer(await anyFreePort())
    url = redis.url
  })

  afterAll(async () => {
    await redis?.stop()
  })

  test('two stores (two app instances) count the same attempts', async () => {
    const [first, second] = [redisRateLimitStore(url), redisRateLimitStore(url)]
    const key = `rate:test:${Date.now()}`
    await first.add(key, 60)
    await second.add(key, 60)
    const seen = await first.add(key, 60)
    expect(seen.count).toBe(3)
    expect(seen.resetInSeconds).toBeGreaterThan(0)
    // A sign-in that succeeded gives its attempt back, on every instance.
    await second.remove(key)
    expect((await first.add(key, 60)).count).toBe(3)
    // Never below zero, and no window opened for a key that has none.
    const fresh = `rate:test:fresh:${Date.now()}`
    await first.remove(fresh)
    expect((await second.add(fresh, 60)).count).toBe(1)
    await Promise.all([first.close(), second.close()])
  })
})
