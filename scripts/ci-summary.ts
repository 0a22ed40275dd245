// The closing line of .ci/run: npm test's counts (test-results/summary.json) plus the benchmark smoke,
// one check per hot path (bench/results/latest-smoke.json), as the one plain line CI reads.
// Usage: tsx scripts/ci-summary.ts <exit code of npm test> <exit code of the smoke run>
import fs from 'node:fs'
import path from 'node:path'

type TCounts = { passed: number; failed: number; skipped: number; failures?: string[] }
type TSmokeReport = { rows: Array<{ hotPath: string }>; failures: string[] }

const [testExit, smokeExit] = process.argv.slice(2).map(Number)

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as T
  } catch {
    return null
  }
}

const counts: TCounts = readJson<TCounts>('test-results/summary.json') ?? { passed: 0, failed: 0, skipped: 0 }
// A test run that died before writing its counts is one failure, not zero.
if (testExit !== 0 && counts.failed === 0) counts.failed = 1

const smoke = readJson<TSmokeReport>('bench/results/latest-smoke.json')
if (smoke) {
  const failedPaths = new Set(smoke.failures.map((failure) => failure.split(':', 1)[0]))
  const paths = new Set(smoke.rows.map((row) => row.hotPath))
  for (const hotPath of paths) {
    if (failedPaths.has(hotPath)) counts.failed++
    else counts.passed++
  }
  if (smokeExit !== 0 && failedPaths.size === 0) counts.failed++
  console.log(`benchmark smoke: ${paths.size - failedPaths.size} hot paths within their committed ratio, ${failedPaths.size} not`)
} else if (smokeExit !== 0) {
  counts.failed++
}
// What failed, by name, last: CI keeps only the tail of a long log.
for (const failure of counts.failures ?? []) console.log(`FAILED ${failure}`)
for (const failure of smoke?.failures ?? []) console.log(`FAILED bench smoke: ${failure}`)
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(testExit === 0 && smokeExit === 0 && counts.failed === 0 ? 0 : 1)
