import { execFileSync } from 'node:child_process'

import { describe, expect, test } from 'vitest'

import { testClockEnabled } from '@/lib/clock'
import { testClockEndpoints } from '@/lib/test-clock-endpoint'

import { TestClient } from '../support/http-client'

// Decision 030: the server's clock can be moved forward for the journey's 24-hour rules only in a test
// process. A production process must have no way to move it: no endpoint, and advanceTestClock refuses.

const PRODUCTION_ENV: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', TEST_CLOCK_CONTROL: '', TEST_RUN: '' }

describe('the test clock is never in production', () => {
  test('a production process registers no test-clock endpoint among the API endpoints', () => {
    const script = `const { endpoints } = await import('./src/endpoints.ts'); const { advanceTestClock } = await import('./src/lib/clock.ts');
      let refused = false; try { advanceTestClock(1000) } catch { refused = true }
      console.log(JSON.stringify({ clock: endpoints.filter((endpoint) => endpoint.path.includes('test-clock')).length, total: endpoints.length, refused })); process.exit(0)`
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: PRODUCTION_ENV, encoding: 'utf8', timeout: 120_000 })
    const answer = JSON.parse(output.trim().split('\n').at(-1)!) as { clock: number; total: number; refused: boolean }
    expect(answer.total).toBeGreaterThan(20)
    expect(answer).toMatchObject({ clock: 0, refused: true })
  })

  test('the rule itself: only NODE_ENV test or TEST_CLOCK_CONTROL=1', () => {
    expect(testClockEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(testClockEndpoints({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: '0' })).toEqual([])
  })

  test('the test server has it (the control), and it only moves forward', async () => {
    const client = new TestClient('demo')
    await client.csrf()
    expect((await client.request('POST', '/api/test-clock', { body: { advanceMs: -1000 } })).status).toBe(422)
    expect((await client.request('POST', '/api/test-clock', { body: { advanceMs: 0 } })).status).toBe(422)
    expect((await client.get('/api/test-clock')).status).toBe(200)
  })

  test('a test that moved it sets it back to the machine time (DELETE), so offsets do not pile up over a run', async () => {
    const client = new TestClient('demo')
    await client.csrf()
    const serverNow = async () => new Date((await client.get('/api/test-clock')).json<{ now: string }>().now).getTime()
    expect((await client.request('POST', '/api/test-clock', { body: { advanceMs: 3_600_000 } })).status).toBe(200)
    expect(await serverNow()).toBeGreaterThan(Date.now() + 3_500_000)
    expect((await client.request('DELETE', '/api/test-clock')).status).toBe(200)
    expect(Math.abs((await serverNow()) - Date.now())).toBeLessThan(60_000)
  })
})
