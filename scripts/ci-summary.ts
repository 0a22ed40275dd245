// The closing line of .ci/run: npm test's counts (test-results/summary.json) plus the benchmark smoke,
// one check per hot path (bench/results/latest-smoke.json), as the one plain line CI reads.
// Usage: tsx scripts/ci-summary.ts <exit code of npm test> <exit code of the smoke run> [<step>=<seconds> ...]
// (the steps .ci/run timed: where the run's time went, in the tail CI keeps).
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

type TCounts = { passed: number; failed: number; skipped: number; failures?: string[]; times?: { phases: Record<string, number>; slowest: string[] } }
type TSmokeReport = { rows: Array<{ hotPath: string }>; failures: string[] }

const [testExit, smokeExit] = process.argv.slice(2, 4).map(Number)
const steps = process.argv.slice(4)

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
  console.log(`benchmark smoke: ${paths.size - failedPaths.size} hot paths within half their reference ratio, ${failedPaths.size} not`)
} else if (smokeExit !== 0) {
  counts.failed++
}
if (steps.length) console.log(`time: ${steps.join(', ')} (seconds)`)
if (counts.times) {
  console.log(`npm test phases: ${Object.entries(counts.times.phases).map(([name, seconds]) => `${name} ${seconds} s`).join(', ')}`)
  console.log(`slowest test files: ${counts.times.slowest.join(', ')}`)
}
// The servers' last errors (test-results/servers/, written by npm test), when a test failed: a 500's
// cause is in the server's log, which the kept tail of a long CI log does not reach.
if (counts.failed > 0) {
  const errors = serverErrors('test-results/servers', 8)
  if (errors.length) console.log(`last server errors:\n${errors.join('\n')}`)
}
// What failed, by name, last: CI keeps only the tail of a long log.
for (const failure of counts.failures ?? []) console.log(`FAILED ${failure}`)
for (const failure of smoke?.failures ?? []) console.log(`FAILED bench smoke: ${failure}`)
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(testExit === 0 && smokeExit === 0 && counts.failed === 0 ? 0 : 1)

/**
 * The last `count` ERROR entries of the server logs in `dir` by their time, each as its message and
 * first stack frames. Payload logs refused requests (validation, access: status 4xx) as errors too:
 * those are left out, they are what tests ask for.
 */
function serverErrors(dir: string, count: number): string[] {
  const entries: Array<{ file: string; time: string; text: string }> = []
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const lines = stripVTControlCharacters(fs.readFileSync(path.join(dir, file), 'utf8')).split('\n')
    lines.forEach((line, index) => {
      const start = /^\[([\d:.]+)\] (ERROR|FATAL): /.exec(line)
      if (!start) return
      const end = lines.findIndex((next, at) => at > index && /^\[[\d:.]+\] /.test(next))
      const body = lines.slice(index + 1, end === -1 ? undefined : end)
      if (body.some((each) => /^\s*"status": 4\d\d,?$/.test(each))) return
      const frames = body.filter((each) => /^\s+at /.test(each)).slice(0, 3)
      entries.push({ file, time: start[1]!, text: [line, ...frames].map((each) => each.trim().slice(0, 240)).join('\n    ') })
    })
  }
  return entries.sort((a, b) => a.time.localeCompare(b.time)).slice(-count).map((entry) => `  ${entry.file}: ${entry.text}`)
}
