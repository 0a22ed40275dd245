// Counts and the names of what failed, read from the runners' JSON reports (Vitest's Jest-shaped
// report, Playwright's JSON reporter), for npm test's closing lines.
import path from 'node:path'

export type TRunSummary = { passed: number; failed: number; skipped: number; failures: string[] }

type TVitestAssertion = { fullName?: string; title?: string; status?: string; failureMessages?: string[] }
type TVitestReport = {
  numPassedTests?: number
  numFailedTests?: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: Array<{ name?: string; status?: string; message?: string; startTime?: number; endTime?: number; assertionResults?: TVitestAssertion[] }>
}

type TPlaywrightSpec = { title?: string; file?: string; line?: number; ok?: boolean; tests?: Array<{ status?: string; results?: Array<{ duration?: number; error?: { message?: string } }> }> }
type TPlaywrightSuite = { title?: string; file?: string; specs?: TPlaywrightSpec[]; suites?: TPlaywrightSuite[] }
type TPlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: TPlaywrightSuite[] }

/** The first line of an error message, without colour codes, short enough for a log line. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- colour codes are what this removes
  const line = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((text) => text.trim()) ?? ''
  return line.trim().slice(0, 200)
}

const withReason = (name: string, message: string | undefined) => {
  const reason = firstLine(message)
  return reason ? `${name}: ${reason}` : name
}

export function summariseVitest(report: TVitestReport, root: string): TRunSummary {
  const failures: string[] = []
  let failedFiles = 0
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name ?? '?')
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests) failures.push(withReason(`${name} > ${test.fullName ?? test.title ?? '?'}`, test.failureMessages?.[0]))
    // A file that failed outside its tests (an import, a beforeAll) has no failed test to name.
    if (file.status === 'failed' && failedTests.length === 0) {
      failedFiles++
      failures.push(withReason(name, file.message))
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  }
}

export function summarisePlaywright(report: TPlaywrightReport): TRunSummary {
  const failures: string[] = []
  const walk = (suite: TPlaywrightSuite, titles: string[]) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).some((test) => test.status === 'unexpected')
      if (!failed) continue
      const results = (spec.tests ?? []).flatMap((test) => test.results ?? [])
      const message = results.map((result) => result.error?.message).find(Boolean)
      failures.push(withReason(`${spec.file ?? suite.file ?? '?'}:${spec.line ?? '?'} > ${[...here, spec.title].join(' > ')}`, message))
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  const stats = report.stats ?? {}
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0, failures }
}

/**
 * The `count` files that took longest, as "file 123 s", slowest first: where a CI run's time went
 * (Vitest: a file's wall time; Playwright: the sum of its tests' attempts, retries included).
 */
export function slowestFiles(vitest: TVitestReport | null, playwright: TPlaywrightReport | null, root: string, count = 8): string[] {
  const seconds = new Map<string, number>()
  const add = (file: string, ms: number) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000)
  for (const file of vitest?.testResults ?? []) if (file.startTime && file.endTime) add(path.relative(root, file.name ?? '?'), file.endTime - file.startTime)
  const walk = (suite: TPlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const result of test.results ?? []) add(`tests/${spec.file ?? file}`, result.duration ?? 0)
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file ?? '?')
  return [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, total]) => `${file} ${Math.round(total)} s`)
}
