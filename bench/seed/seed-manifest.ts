import fs from 'node:fs'
import path from 'node:path'

import { seedManifestPath, type TBenchMode } from '../config'
import type { TSeedReport } from './seed-bench-data'

/** Bumped when the seed's rows change shape (2: every tenant has its `<code>.localhost` domain; 3: pipelines and deals; 4: investments, their ledger and share prices; 5: funds, their companies, valuations, share prices and holdings): an older seed is stale. */
export const SEED_FORMAT = 5

export type TSeedManifest = TSeedReport & { seededAt: string; migrations: string[]; format?: number }

export function readSeedManifest(mode: TBenchMode): TSeedManifest | null {
  const file = seedManifestPath(mode)
  if (!fs.existsSync(file)) return null
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TSeedManifest
  } catch {
    return null
  }
}

export function writeSeedManifest(mode: TBenchMode, manifest: TSeedManifest): void {
  fs.writeFileSync(seedManifestPath(mode), `${JSON.stringify(manifest, null, 2)}\n`)
}

export function removeSeedManifest(mode: TBenchMode): void {
  fs.rmSync(seedManifestPath(mode), { force: true })
}

/** The migrations in migrations/ (their file names): a seed made before a new one is stale. */
export function migrationNames(dir = path.resolve('migrations')): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}
