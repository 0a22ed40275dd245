import { describe, expect, it } from 'vitest'

import { slowestFiles, summarisePlaywright, summariseVitest } from '../../scripts/lib/test-report'

// npm test's closing lines name what failed: CI keeps only the tail of the log, so a count alone
// leaves the next reader to rerun 40 minutes of tests to learn which one it was.
describe('test report summaries', () => {
  it('names each failed Vitest test with its file and the first line of its error', () => {
    const summary = summariseVitest(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          { name: '/repo/tests/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a works', status: 'passed' }] },
          {
            name: '/repo/tests/b.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'b > keeps tenants apart', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 403 to be 200\u001b[39m\n    at stack'] },
              { fullName: 'b > other', status: 'passed' },
            ],
          },
        ],
      },
      '/repo',
    )
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      failures: ['tests/b.test.ts > b > keeps tenants apart: AssertionError: expected 403 to be 200'],
    })
  })

  it('counts and names a file that failed outside its tests (an import or a hook)', () => {
    const summary = summariseVitest(
      { numPassedTests: 0, numFailedTests: 0, testResults: [{ name: '/repo/tests/c.test.ts', status: 'failed', message: 'Error: Hook timed out in 120000ms', assertionResults: [{ fullName: 'c', status: 'skipped' }] }] },
      '/repo',
    )
    expect(summary.failed).toBe(1)
    expect(summary.failures).toEqual(['tests/c.test.ts: Error: Hook timed out in 120000ms'])
  })

  it('names each unexpected Playwright result with file, line and titles; flaky ones pass', () => {
    const summary = summarisePlaywright({
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'e2e/portal.spec.ts',
          file: 'e2e/portal.spec.ts',
          specs: [{ title: 'flaky one', file: 'e2e/portal.spec.ts', line: 3, tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }] }],
          suites: [
            {
              title: 'invest',
              file: 'e2e/portal.spec.ts',
              specs: [{ title: 'pays by transfer', file: 'e2e/portal.spec.ts', line: 42, tests: [{ status: 'unexpected', results: [{ error: { message: 'Timed out 10000ms waiting for expect(locator).toBeVisible()\nCall log:' } }] }] }],
            },
          ],
        },
      ],
    })
    expect(summary).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
      failures: ['e2e/portal.spec.ts:42 > invest > pays by transfer: Timed out 10000ms waiting for expect(locator).toBeVisible()'],
    })
  })
})

// And where the time went: the slowest files of both runners, a Playwright file's retries counted.
describe('slowest files', () => {
  it('ranks Vitest files by wall time and Playwright files by the sum of their attempts, slowest first', () => {
    const slowest = slowestFiles(
      {
        testResults: [
          { name: '/repo/tests/integration/a.test.ts', startTime: 1_000, endTime: 41_000 },
          { name: '/repo/tests/unit/b.test.ts', startTime: 1_000, endTime: 1_400 },
          { name: '/repo/tests/integration/no-times.test.ts' },
        ],
      },
      {
        suites: [
          { file: 'e2e/c.spec.ts', specs: [{ file: 'e2e/c.spec.ts', tests: [{ results: [{ duration: 30_000 }, { duration: 25_000 }] }] }] },
          { file: 'e2e/d.spec.ts', suites: [{ specs: [{ file: 'e2e/d.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }] }] },
        ],
      },
      '/repo',
      3,
    )
    expect(slowest).toEqual(['tests/e2e/c.spec.ts 55 s', 'tests/integration/a.test.ts 40 s', 'tests/e2e/d.spec.ts 2 s'])
  })
})
