import type { Endpoint } from 'payload'
import { z } from 'zod'

import { advanceTestClock, now, resetTestClock, testClockEnabled } from './clock'
import { defineEndpoint } from './app-error'
import { json, parseBody } from './http'

// POST /api/test-clock { advanceMs }: moves the server's clock forward for the 24-hour rules' tests;
// DELETE /api/test-clock sets it back to the machine's time once a test is done with it
// (decision 030). The endpoint is registered only when the test clock is enabled (NODE_ENV 'test' or
// TEST_CLOCK_CONTROL=1): a production start has no such path (404), which
// tests/security/test-clock.test.ts checks. It needs no user: only test servers have it.

const ZAdvance = z.object({ advanceMs: z.number('Give the milliseconds').int('Give a whole number').positive('The clock only moves forward').max(366 * 86_400_000, 'At most a year') })

const testClockEndpoint = defineEndpoint({
  path: '/test-clock',
  method: 'post',
  handler: async (req) => {
    const { advanceMs } = await parseBody(req, ZAdvance)
    return json({ now: advanceTestClock(advanceMs).toISOString() })
  },
})

const testClockNowEndpoint = defineEndpoint({ path: '/test-clock', method: 'get', handler: async () => json({ now: now().toISOString() }) })

const testClockResetEndpoint = defineEndpoint({ path: '/test-clock', method: 'delete', handler: async () => json({ now: resetTestClock().toISOString() }) })

/** The test clock's endpoints in a process with environment `env`: none outside tests. */
export const testClockEndpoints = (env: Partial<Record<string, string | undefined>> = process.env): Endpoint[] => (testClockEnabled(env) ? [testClockEndpoint, testClockNowEndpoint, testClockResetEndpoint] : [])
