import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-postgres'

/** One embedded cluster per purpose: `npm start`'s production data never mixes with the dev demo seed. */
export type TDatabasePurpose = 'dev' | 'production' | 'test' | 'bench'

export type TDatabaseHandle = { url: string; embedded: boolean; stop: () => Promise<void> }

/**
 * DATABASE_URL when set; otherwise a real embedded PostgreSQL under DATA_DIR (default .data/),
 * one cluster per purpose (dev, test, bench) so they never share rows.
 */
export async function ensureDatabase(purpose: TDatabasePurpose, log: (message: string) => void = console.log): Promise<TDatabaseHandle> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', `pg-${purpose}`)
  const database = await startEmbeddedPostgres({ dataDir, database: 'app', log })
  process.env.DATABASE_URL = database.url
  return { ...database, embedded: true }
}
