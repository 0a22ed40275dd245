// npm run bench:serve [-- --smoke]: the production app over the bench cluster, left running for
// profiling by hand (curl, Lighthouse, Chromium's profiler). Writes sealed session cookies of one
// bench investor and one super admin to bench/results/serve.json; Ctrl-C stops everything.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { parseBenchArgs } from '../bench/args'
import { benchPorts, RESULTS_DIR } from '../bench/config'
import { openBenchDatabase } from '../bench/database'
import { loadBenchUsers } from '../bench/load/bench-users'
import { readSeedManifest } from '../bench/seed/seed-manifest'
import { startBenchApp } from '../bench/servers'

process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString('hex')
const log = (message: string) => console.log(`[bench:serve] ${message}`)
const args = parseBenchArgs(process.argv.slice(2))
const manifest = readSeedManifest(args.mode)
if (!manifest) throw new Error('No bench seed: run npm run bench:seed first')
const database = await openBenchDatabase(args.mode, log)
const env = { DATABASE_URL: process.env.DATABASE_URL ?? '', SESSION_SECRET: process.env.SESSION_SECRET, INSECURE_COOKIES: '1', NEXT_TELEMETRY_DISABLED: '1' }
const port = benchPorts(args.mode).app
const app = await startBenchApp({ port, env })
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 })
const { investors, staff } = await loadBenchUsers(pool, manifest.volumes, 1)
await pool.end()
const investor = investors[0]
const admin = staff[0]
// The database and the (throw-away) session secret too, so a second build can be started beside this one for comparison.
const out = { baseUrl: `http://${investor.tenantCode}.localhost:${port}`, pids: app.pids, investor: investor.cookie, staff: admin.cookie, databaseUrl: env.DATABASE_URL, sessionSecret: env.SESSION_SECRET }
fs.mkdirSync(RESULTS_DIR, { recursive: true })
fs.writeFileSync(path.join(RESULTS_DIR, 'serve.json'), `${JSON.stringify(out, null, 2)}\n`)
log(`app at ${out.baseUrl} (pids ${app.pids.join(', ')}); cookies in bench/results/serve.json`)

const stop = async () => {
  await app.stop().catch(() => {})
  await database.stop().catch(() => {})
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
await new Promise(() => {})
