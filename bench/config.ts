import path from 'node:path'

// Where the benchmark keeps its database, servers and results. The full run and the smoke run
// have their own clusters so a smoke run never wipes the full-scale data (minutes to rebuild).

export const BENCH_PASSWORD = 'bench-password-1'

export type TBenchMode = 'full' | 'smoke'

/** DATA_DIR for ensureDatabase('bench'): the cluster lives in <dataDir>/pg-bench. */
export const benchDataDir = (mode: TBenchMode) => path.resolve(process.env.BENCH_DATA_DIR ?? (mode === 'smoke' ? path.join('.data', 'bench-smoke') : '.data'))

/** What bench:seed wrote into the cluster (scale, volumes), beside it. */
export const seedManifestPath = (mode: TBenchMode) => path.join(benchDataDir(mode), 'pg-bench-seed.json')

/**
 * Ports of this harness (3300-3399); the smoke run uses its own so it can run beside a full one.
 * BENCH_APP_PORT / BENCH_BASELINE_PORT move them (another checkout benchmarking on the same machine).
 */
export function benchPorts(mode: TBenchMode): { app: number; baseline: number } {
  const defaults = mode === 'smoke' ? { app: 3320, baseline: 3321 } : { app: 3310, baseline: 3311 }
  return { app: Number(process.env.BENCH_APP_PORT ?? defaults.app), baseline: Number(process.env.BENCH_BASELINE_PORT ?? defaults.baseline) }
}

export const RESULTS_DIR = path.resolve('bench', 'results')
/** The full run's ratios at 50 connections (written by a full run of every hot path; docs/performance.md quotes them). */
export const COMMITTED_RATIOS_FILE = path.resolve('bench', 'baseline-ratios.json')
/**
 * The smoke run's own reference ratios, measured at smoke scale (npm run bench -- --smoke --write-ratios):
 * at a hundredth of the data a path's fixed cost per request weighs more than its query, so its smoke
 * ratio sits below its full-scale one (the cap table 0.56-0.59 against 0.88), and half of the full-scale
 * ratio left a slowed host no room.
 */
export const SMOKE_RATIOS_FILE = path.resolve('bench', 'smoke-ratios.json')
export const PERFORMANCE_DOC = path.resolve('docs', 'performance.md')

export const DEFAULT_SCALE = 1
export const SMOKE_SCALE = 0.01
