import { AppError } from './app-error'
import { redisClient } from './redis-client'

// Rate limits on every credential and email-sending call (issue 8, finding 4; docs/security.md
// "Limits"). Fixed windows, counted in this process, or in Redis when REDIS_URL is set so that
// several instances share them. A limit answers 429 with Retry-After.

export type TRateRule = { limit: number; windowSeconds: number; what: string }

const MINUTES = 60

/** The limits, per client address (`:ip`) or per account or address (`:account`). */
export const RATE_LIMITS = {
  // Failed sign-ins only: people behind one office NAT sign in freely; a guesser stops. The
  // account itself locks after 5 failures (MAX_FAILED_LOGINS).
  'login-failures:ip': { limit: 20, windowSeconds: 15 * MINUTES, what: 'failed sign-ins' },
  'operator-login-failures:ip': { limit: 10, windowSeconds: 15 * MINUTES, what: 'failed console sign-ins' },
  'password-email:ip': { limit: 10, windowSeconds: 15 * MINUTES, what: 'password reset requests' },
  'password-email:account': { limit: 3, windowSeconds: 15 * MINUTES, what: 'password reset emails to one address' },
  'password-token-failures:ip': { limit: 20, windowSeconds: 15 * MINUTES, what: 'invalid reset links' },
  'register:ip': { limit: 10, windowSeconds: 60 * MINUTES, what: 'registrations' },
  'verification-resend:account': { limit: 3, windowSeconds: 15 * MINUTES, what: 'verification emails' },
  // An investor's change of sign-in email (decision 037): each request mails the new and the old address.
  'email-change:account': { limit: 3, windowSeconds: 15 * MINUTES, what: 'email change requests' },
  'password-change-failures:account': { limit: 10, windowSeconds: 15 * MINUTES, what: 'wrong current passwords' },
  // A signed-in account's wrong codes (two-factor set-up, switching it off, new recovery codes: decision 039).
  'two-factor-failures:account': { limit: 10, windowSeconds: 15 * MINUTES, what: 'wrong two-factor codes' },
  // Every AI rewrite a staff account asks for: each sends text to an outside service, at a cost (decision 044).
  'ai-rewrite:account': { limit: 30, windowSeconds: 15 * MINUTES, what: 'AI rewrites' },
} as const satisfies Record<string, TRateRule>

export type TRateLimit = keyof typeof RATE_LIMITS

type TCount = { count: number; resetInSeconds: number }
export type TRateLimitStore = {
  add: (key: string, windowSeconds: number) => Promise<TCount>
  /** Takes one back (an attempt that turned out not to be a failure); never below zero, never opens a window. */
  remove: (key: string) => Promise<void>
  close: () => Promise<void>
}
type TStore = TRateLimitStore

/** One process: a map of fixed windows, swept as it is read. */
function memoryStore(): TStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const current = (key: string) => {
    const entry = windows.get(key)
    if (entry && entry.resetAt <= Date.now()) windows.delete(key)
    return windows.get(key)
  }
  const answer = (entry: { count: number; resetAt: number } | undefined): TCount =>
    entry ? { count: entry.count, resetInSeconds: Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) } : { count: 0, resetInSeconds: 0 }
  return {
    add: async (key, windowSeconds) => {
      if (windows.size > 100_000) for (const [stale, entry] of windows) if (entry.resetAt <= Date.now()) windows.delete(stale)
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 }
      entry.count += 1
      windows.set(key, entry)
      return answer(entry)
    },
    remove: async (key) => {
      const entry = current(key)
      if (entry) entry.count = Math.max(0, entry.count - 1)
    },
    close: async () => windows.clear(),
  }
}

// Scripts, so that the count and its expiry change together on any Redis version.
const ADD_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`
const REMOVE_SCRIPT = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 0`

/** Several instances: one counter per key in Redis, expiring with its window. */
export function redisRateLimitStore(url: string): TStore {
  const client = redisClient(url, 'rate limits')
  const ready = client.connect()
  return {
    add: async (key, windowSeconds) => {
      await ready
      const [count, ttl] = (await client.eval(ADD_SCRIPT, { keys: [key], arguments: [String(windowSeconds * 1000)] })) as [number, number]
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
    },
    remove: async (key) => {
      await ready
      await client.eval(REMOVE_SCRIPT, { keys: [key] })
    },
    close: async () => {
      await ready
      await client.quit()
    },
  }
}

// One store per process, on globalThis: Next may load this module more than once.
const shared = globalThis as typeof globalThis & { __rateLimitStore?: TStore }
const store = () => (shared.__rateLimitStore ??= process.env.REDIS_URL ? redisRateLimitStore(process.env.REDIS_URL) : memoryStore())

const keyOf = (rule: TRateLimit, subject: string) => `rate:${rule}:${subject.toLowerCase()}`

function tooMany(rule: TRateLimit, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', undefined, undefined, { 'Retry-After': String(retryAfterSeconds) }, { limit: RATE_LIMITS[rule].what })
}

/** Counts this attempt; throws a 429 once it goes over the limit. */
export async function takeAttempt(rule: TRateLimit, subject: string): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[rule]
  const { count, resetInSeconds } = await store().add(keyOf(rule, subject), windowSeconds)
  if (count > limit) throw tooMany(rule, resetInSeconds)
}

/**
 * For limits on failures. The attempt counts before it is checked, so guesses sent all at once
 * are counted in full (checking first and recording after would let a whole burst through);
 * `succeeded()` takes it back when it was no failure. Throws a 429 once over the limit.
 */
export async function attemptUnderFailureLimit(rule: TRateLimit, subject: string): Promise<{ succeeded: () => Promise<void> }> {
  await takeAttempt(rule, subject)
  return { succeeded: () => store().remove(keyOf(rule, subject)) }
}
