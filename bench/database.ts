import { spawnSync } from 'node:child_process'

import type { TDatabaseHandle } from '@/server/database-url'

import { benchDataDir, type TBenchMode } from './config'

/**
 * The bench cluster (<dataDir>/pg-bench, never the demo or test one), started or attached to.
 * A DATABASE_URL of the caller's shell is ignored on purpose: the seed drops every table.
 * BENCH_DATABASE_URL points the harness at another server instead.
 */
export async function openBenchDatabase(mode: TBenchMode, log: (message: string) => void): Promise<TDatabaseHandle> {
  process.env.DATA_DIR = benchDataDir(mode)
  delete process.env.DATABASE_URL
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
  const { ensureDatabase } = await import('@/server/database-url')
  return ensureDatabase('bench', log)
}

/** Runs scripts/prepare-database.ts (migrations, never the demo seed) against DATABASE_URL. */
export function migrateBenchDatabase(options: { reset: boolean }): void {
  const args = ['--import', 'tsx', 'scripts/prepare-database.ts', ...(options.reset ? ['--reset'] : [])]
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error(`Migrating the bench database failed (exit ${result.status ?? result.signal})`)
}
