// npm test: unit, integration (real PostgreSQL, real HTTP) and browser tests, against a
// production build served from a freshly seeded test database. Prints one summary line.
import { spawn, type SpawnOptions } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ensureChromium } from './lib/chromium'
import { anyFreePort } from '../tests/support/app-server'
import { startTestStack, type TTestStack, type TWorkerEnv } from '../tests/support/test-stack'

const root = process.cwd()
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const started = Date.now()
// Seconds since the start on every line: where a CI run's time went, from its log alone.
const log = (message: string) => console.log(`[test +${Math.round((Date.now() - started) / 1000)}s] ${message}`)
// Seconds per phase, for the closing lines CI keeps (summary.json, scripts/ci-summary.ts).
const phases: Record<string, number> = {}
let phaseStarted = started
const endPhase = (name: string) => {
  phases[name] = Math.round((Date.now() - phaseStarted) / 1000)
  phaseStarted = Date.now()
}

// Tests never touch the developer's database: their own cluster under .data/test (or TEST_DATABASE_URL).
const dataDir = path.resolve('.data', 'test')
process.env.DATA_DIR = dataDir
process.env.MAIL_DIR = path.join(dataDir, 'mail')
process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString('hex')
process.env.NEXT_TELEMETRY_DISABLED = '1'
// Tests that change a tenant behind the server's back (through their own Payload) wait out its cache:
// one second here, ten by default. Set before the runners start, so they read the same value.
process.env.TENANT_CACHE_TTL_MS ??= '1000'
delete process.env.DATABASE_URL
if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
// Documents: the server under test keeps them on disk (DATA_DIR/files); the run's second server keeps
// them in the run's s3rver (S3_TEST_*, below), so a developer's S3 settings never apply.
for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'FILES_DIR']) delete process.env[name]
// Card payments: the server under test talks to a local fake of Stripe's API started below, never to
// Stripe with a developer's keys (tests/support/stripe-fake.ts).
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_URL']) delete process.env[name]
// The AI rewrite likewise talks to a local fake of its provider, never to one a developer configured (tests/support/ai-fake.ts).
for (const name of ['AI_REWRITE_URL', 'AI_REWRITE_API_KEY', 'AI_REWRITE_MODEL', 'AI_REWRITE_TIMEOUT_MS']) delete process.env[name]

const chromium = ensureChromium(log)
process.env.CHROMIUM_PATH = chromium

/**
 * Runs a step and resolves with its exit code; a step that never ran or was killed by a signal says
 * so (an exit code speaks for itself). Not spawnSync: this process reads the embedded PostgreSQL's
 * log pipe, which must not wait for a step of half an hour. With `outputFile` the step's output goes
 * there and is printed when it ends (steps side by side, whose lines would interleave).
 */
function run(command: string, args: string[], options: SpawnOptions & { outputFile?: string } = {}): Promise<number> {
  const { outputFile, ...spawnOptions } = options
  const output = outputFile ? fs.openSync(outputFile, 'w') : null
  const name = `${path.basename(command)} ${args.join(' ')}`
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: output === null ? 'inherit' : ['ignore', output, output], env: process.env, ...spawnOptions })
    child.on('error', (error) => {
      log(`${name}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      if (signal) log(`${name}: killed by ${signal}`)
      resolve(code ?? 1)
    })
  }).then((code) => {
    if (output !== null) {
      fs.closeSync(output)
      process.stdout.write(fs.readFileSync(outputFile!, 'utf8'))
    }
    return code
  })
}

/** How many integration files Vitest will run with these filters (a filter matches a file whose path contains it). */
function integrationFileCount(fileFilters: string[]): number {
  const files = ['tests/integration', 'tests/security'].flatMap((dir) =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts')).map((file) => path.join(dir, file)),
  )
  return files.filter((file) => fileFilters.length === 0 || fileFilters.some((filter) => file.includes(filter))).length
}

/**
 * A fresh copy of the seeded test database beside it (`<name>_<suffix>`, made again each run), or
 * null where the account may not create databases (a TEST_DATABASE_URL of the developer's).
 */
async function copyDatabase(url: string, suffix: string): Promise<string | null> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const copyName = `${name}_${suffix}`
  const withDatabase = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString()
  const client = new pg.Client({ connectionString: withDatabase('postgres') })
  try {
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${copyName}" TEMPLATE "${name}"`)
    return withDatabase(copyName)
  } catch (error) {
    log(`copying the test database: ${(error as Error).message}`)
    return null
  } finally {
    await client.end().catch(() => {})
  }
}

// npm test -- [lint] [unit] [integration] [e2e] [file filters...]: the filters go to the runners chosen.
const SUITES = ['lint', 'unit', 'integration', 'e2e']
const only = process.argv.slice(2).filter((arg) => SUITES.includes(arg))
const filters = process.argv.slice(2).filter((arg) => !SUITES.includes(arg))

// Static checks count as one test each: the types of everything (tests and scripts included) and
// ESLint, which holds the layering of docs/ARCHITECTURE.md. They run with the whole suite or `lint`:
// after the build (which wants both cores), side by side and beside the database's seeding, each
// one's output kept in a file and printed when it ends.
const STATIC_CHECKS = [
  ['types', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
] as const
const staticChecks = { passed: 0, failed: 0 }
const withStaticChecks = only.includes('lint') || (only.length === 0 && filters.length === 0)

function startStaticChecks(): Promise<void> {
  fs.mkdirSync('test-results', { recursive: true })
  return Promise.all(
    STATIC_CHECKS.map(async ([name, command, args]) => {
      log(`static check: ${name} (started)`)
      const code = await run(command, [...args], { outputFile: path.resolve('test-results', `static-${name}.log`) })
      if (code === 0) staticChecks.passed++
      else staticChecks.failed++
      log(`static check: ${name} ${code === 0 ? 'passed' : `failed (exit code ${code})`}`)
    }),
  ).then(() => undefined)
}

if (withStaticChecks && only.length === 1) {
  await startStaticChecks()
  console.log(`${staticChecks.passed} passed, ${staticChecks.failed} failed, 0 skipped`)
  process.exit(staticChecks.failed === 0 ? 0 : 1)
}

if (process.env.SKIP_BUILD !== '1') {
  log('building for production')
  // With the static checks, types are checked by tsc over every file (next.config.ts skips Next's own pass).
  const buildEnv = { ...process.env, NODE_ENV: 'production' as const, ...(withStaticChecks ? { BUILD_TYPES_CHECKED_ELSEWHERE: '1' } : {}) }
  if ((await run(bin('next'), ['build'], { env: buildEnv })) !== 0) process.exit(1)
  endPhase('build')
}
const staticChecksDone = withStaticChecks ? startStaticChecks() : Promise.resolve()

const { ensureDatabase } = await import('../src/server/database-url')
const database = await ensureDatabase('test', log)
fs.rmSync(process.env.MAIL_DIR, { recursive: true, force: true })
fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true })
log('resetting and seeding the test database')
const prepare = () => run(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', '--reset', '--seed'])
// Once on a clean clone this step died without a word (no exit code, no output); a second try costs
// seconds, and a real migration or seed error fails both times.
let prepared = (await prepare()) === 0
if (!prepared) {
  log('preparing the test database failed: trying once more')
  prepared = (await prepare()) === 0
}
if (!prepared) {
  await Promise.all([database.stop(), staticChecksDone])
  process.exit(1)
}

const runners = only.filter((name) => name !== 'lint')
const runVitest = runners.length === 0 || runners.includes('unit') || runners.includes('integration')
const runIntegration = runners.length === 0 || runners.includes('integration')
const runE2e = runners.length === 0 || runners.includes('e2e')
const vitestProjects = only.filter((name) => name === 'unit' || name === 'integration').flatMap((name) => ['--project', name])

// The integration files run in two workers at once (TEST_INTEGRATION_WORKERS, default 2: one worker
// leaves half the machine idle, as each file waits on one request at a time), each with a stack of
// its own (tests/support/test-stack.ts) over its own copy of the seeded database, so files running
// side by side never share a clock, tenant settings, mail or a fake's request log.
const integrationWorkers = runIntegration ? Math.max(1, Math.min(Number(process.env.TEST_INTEGRATION_WORKERS ?? 2), integrationFileCount(filters))) : 0
const copies = await Promise.all(Array.from({ length: Math.max(0, integrationWorkers - 1) }, (_, index) => copyDatabase(database.url, `worker${index + 2}`)))
const workerUrls = copies.filter((url): url is string => url !== null)
if (workerUrls.length < copies.length) log('could not copy the test database (CREATEDB?): the integration files run in one worker')
const workerDir = (name: string, worker: number) => path.join(dataDir, worker === 1 ? name : `${name}-worker${worker}`)
// Each further worker starts from its own copy of the seeded files and an empty mail directory.
for (let worker = 2; worker <= 1 + workerUrls.length; worker++) {
  fs.rmSync(workerDir('mail', worker), { recursive: true, force: true })
  fs.rmSync(workerDir('files', worker), { recursive: true, force: true })
  if (fs.existsSync(workerDir('files', 1))) fs.cpSync(workerDir('files', 1), workerDir('files', worker), { recursive: true })
}

const port = Number(process.env.TEST_PORT ?? 3100)
// Each server's output is copied to a file too, so that the CI summary can show the errors behind a failed test.
const logDir = path.resolve('test-results/servers')
fs.rmSync(logDir, { recursive: true, force: true })
const startedStacks = await Promise.allSettled([
  startTestStack({ port, databaseUrl: database.url, mailDir: workerDir('mail', 1), filesDir: workerDir('files', 1), second: runIntegration, logDir }),
  ...workerUrls.map(async (databaseUrl, index) =>
    startTestStack({ port: await anyFreePort(), databaseUrl, mailDir: workerDir('mail', index + 2), filesDir: workerDir('files', index + 2), second: true, logDir }),
  ),
])
const stacks = startedStacks.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
const failedStart = startedStacks.find((result) => result.status === 'rejected')
if (failedStart) {
  await Promise.all(stacks.map((stack) => stack.stop()))
  await database.stop()
  throw failedStart.reason
}
const [stack, ...workerStacks] = stacks as [TTestStack, ...TTestStack[]]
Object.assign(process.env, stack.env)
process.env.BASE_URL = stack.url
process.env.TEST_WORKER_ENV = JSON.stringify(Object.fromEntries(stacks.map((each, index) => [String(index + 1), each.env])) satisfies TWorkerEnv)
// Where each integration worker claims its stack (tests/support/integration-worker-env.ts); empty at each run.
process.env.TEST_WORKER_CLAIMS = path.join(dataDir, 'worker-claims')
fs.rmSync(process.env.TEST_WORKER_CLAIMS, { recursive: true, force: true })
fs.mkdirSync(process.env.TEST_WORKER_CLAIMS, { recursive: true })
process.env.TEST_INTEGRATION_WORKERS = String(1 + workerStacks.length)
log(`server ready at ${stack.url}${workerStacks.length ? ` (and ${workerStacks.length} more for the integration workers)` : ''}`)
// The runners below want the machine to themselves.
await staticChecksDone
endPhase('seed, servers and static checks')

fs.mkdirSync('test-results', { recursive: true })
const vitestReport = path.resolve('test-results/vitest.json')
const playwrightReport = path.resolve('test-results/e2e-results.json')
fs.rmSync(vitestReport, { force: true })
fs.rmSync(playwrightReport, { force: true })

// Counted as one more test on a whole run: each integration worker wrote to its own database (scripts/lib/worker-databases.ts).
const workerCheck = { passed: 0, failed: 0, failures: [] as string[] }
const checkWorkers = runIntegration && filters.length === 0 && workerStacks.length > 0
const { rowsWritten, unwrittenSince } = await import('./lib/worker-databases')
const writtenBefore = checkWorkers ? await rowsWritten([database.url, ...workerUrls]) : null

let exitCode = 0
try {
  if (runVitest) {
    log('vitest')
    exitCode |= await run(bin('vitest'), ['run', ...vitestProjects, '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`, ...filters])
    endPhase('vitest')
  }
  if (writtenBefore) {
    const unwritten = await unwrittenSince(writtenBefore)
    if (unwritten.length === 0) workerCheck.passed++
    else {
      workerCheck.failed++
      workerCheck.failures.push(`integration workers: no rows written to ${unwritten.map((url) => new URL(url).pathname.slice(1)).join(', ')} during Vitest (a worker used another's stack)`)
    }
  }
  // The browser tests use the first stack only.
  await Promise.all(workerStacks.splice(0).map((workerStack) => workerStack.stop()))
  if (runE2e) {
    log('playwright')
    exitCode |= await run(bin('playwright'), ['test', ...filters])
    endPhase('playwright')
  }
  log('runners done')
} finally {
  await Promise.all([stack, ...workerStacks].map((running) => running.stop()))
  await database.stop()
}

// CI reads one plain line: N passed, N failed (STACK-NOTES). The names of what failed go before it
// (and into summary.json, which .ci/run prints again at its very end): CI keeps only the log's tail.
const { slowestFiles, summariseVitest, summarisePlaywright } = await import('./lib/test-report')
const readReport = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
const [vitestResults, playwrightResults] = [readReport(vitestReport), readReport(playwrightReport)]
const results = [
  { passed: staticChecks.passed, failed: staticChecks.failed, skipped: 0, failures: [] as string[] },
  { ...workerCheck, skipped: 0 },
  ...(vitestResults ? [summariseVitest(vitestResults, root)] : []),
  ...(playwrightResults ? [summarisePlaywright(playwrightResults)] : []),
]
const passed = results.reduce((sum, result) => sum + result.passed, 0)
let failed = results.reduce((sum, result) => sum + result.failed, 0)
const skipped = results.reduce((sum, result) => sum + result.skipped, 0)
const failures = results.flatMap((result) => result.failures)
if (staticChecks.failed) failures.unshift('static checks (types or lint): see above')
if (exitCode !== 0 && failed === 0) {
  failed = 1
  failures.push('a runner exited with an error before reporting a failed test: see above')
}
const times = { total: Math.round((Date.now() - started) / 1000), phases, slowest: slowestFiles(vitestResults, playwrightResults, root) }
log(`time: ${times.total} s (${Object.entries(phases).map(([name, seconds]) => `${name} ${seconds} s`).join(', ')}); slowest files: ${times.slowest.join(', ')}`)
for (const failure of failures) log(`FAILED ${failure}`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
// .ci/run adds the benchmark smoke to these counts in its own closing line (scripts/ci-summary.ts).
fs.writeFileSync(path.resolve('test-results/summary.json'), `${JSON.stringify({ passed, failed, skipped, failures, times })}\n`)
process.exit(failed === 0 && exitCode === 0 ? 0 : 1)
