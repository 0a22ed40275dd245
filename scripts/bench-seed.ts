// npm run bench:seed [-- --scale 0.01] [-- --smoke]: fills the bench cluster (.data/pg-bench, or
// .data/bench-smoke/pg-bench for --smoke) with deterministic synthetic tenants. bench/README in docs/performance.md.
import { parseBenchArgs } from '../bench/args'
import { runBenchSeed } from '../bench/seed/run-bench-seed'

const log = (message: string) => console.log(`[bench:seed] ${message}`)
const args = parseBenchArgs(process.argv.slice(2))
const started = Date.now()
log(`seeding the ${args.mode} bench database at scale ${args.scale}`)
const manifest = await runBenchSeed({ mode: args.mode, scale: args.scale, log })
log(`rows: ${Object.entries(manifest.counts).map(([table, count]) => `${table} ${count.toLocaleString('en-GB')}`).join(', ')}`)
log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
