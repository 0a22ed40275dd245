// npm run bench [-- --smoke | --scale N | --no-build | --no-lighthouse | --only key,key]: throughput of the
// hot paths beside a raw node:http + pg baseline, and page budgets in Chromium. docs/performance.md.
import crypto from 'node:crypto'

import { parseBenchArgs } from '../bench/args'
import { runBench } from '../bench/run-bench'

// One secret for the app, the baseline and the sessions sealed here, set before anything reads (and caches) it.
process.env.SESSION_SECRET = crypto.randomBytes(32).toString('hex')
const started = Date.now()
const log = (message: string) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`)
const argv = process.argv.slice(2)
const args = parseBenchArgs(argv)
log(`${args.mode} run${args.only.length ? ` of ${args.only.join(', ')}` : ''}`)
// CI's smoke run takes about four minutes; one that has not finished in fifteen is stuck (a smoke run
// once hung after its seed's migrations, cause not found): fail it, saying so, rather than wait for
// CI's limit. SIGTERM stops the servers where they were started (run-bench.ts).
if (args.mode === 'smoke') {
  setTimeout(() => {
    console.error('[bench] FAIL the smoke run did not finish in 15 minutes: stopping')
    process.kill(process.pid, 'SIGTERM')
  }, 15 * 60_000).unref()
}
const { failures } = await runBench(args, { scaleGiven: argv.some((arg) => arg.startsWith('--scale')), log })
log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (failures.length) {
  for (const failure of failures) console.error(`[bench] FAIL ${failure}`)
  process.exit(1)
}
process.exit(0)
