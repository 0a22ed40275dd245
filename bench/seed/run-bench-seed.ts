import { getPayload } from 'payload'

import type { TBenchMode } from '../config'
import { migrateBenchDatabase, openBenchDatabase } from '../database'
import { seedBenchData } from './seed-bench-data'
import { migrationNames, removeSeedManifest, SEED_FORMAT, writeSeedManifest, type TSeedManifest } from './seed-manifest'

/**
 * bench:seed: drop everything in the bench cluster, apply the migrations, fill it with the
 * synthetic tenants (seed-bench-data.ts) and record what was written beside the cluster.
 */
export async function runBenchSeed(options: { mode: TBenchMode; scale: number; log: (message: string) => void }): Promise<TSeedManifest> {
  const { log } = options
  const database = await openBenchDatabase(options.mode, log)
  try {
    removeSeedManifest(options.mode)
    const migrated = Date.now()
    migrateBenchDatabase({ reset: true })
    log(`migrations: ${Date.now() - migrated} ms`)
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    try {
      const report = await seedBenchData(payload.db.pool, options.scale, log)
      const manifest: TSeedManifest = { ...report, seededAt: new Date().toISOString(), migrations: migrationNames(), format: SEED_FORMAT }
      writeSeedManifest(options.mode, manifest)
      return manifest
    } finally {
      // Payload keeps one pool client checked out for good (db-postgres connect), so the pool
      // cannot be ended; the cluster's stop then closes its connections, which is expected.
      payload.db.pool.on('error', () => {})
      await payload.destroy()
    }
  } finally {
    await database.stop()
  }
}
