import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

// First-load JavaScript per route, from the production build (issue 9): the chunks Next lists for
// each route in .next/diagnostics/route-bundle-stats.json, gzip-compressed (level 6, what the
// server's compression sends), summed. Shared chunks count in full for every route.

export type TRouteBundle = { route: string; chunks: number; rawKb: number; gzipKb: number }

/** Issue 9's budget for the first load of every admin, portal and public page (gzip KB). */
export const FIRST_LOAD_BUDGET_KB = 200

/** Payload's console (/cms) is Payload's own bundle, not held to it. */
const heldToBudget = (route: string) => route !== '/cms' && !route.startsWith('/cms/')

/** Routes over the budget, as failure lines. */
export function bundleFailures(rows: readonly TRouteBundle[]): string[] {
  return rows.filter((row) => heldToBudget(row.route) && row.gzipKb > FIRST_LOAD_BUDGET_KB).map((row) => `${row.route}: ${row.gzipKb} KB of first-load JavaScript, over the ${FIRST_LOAD_BUDGET_KB} KB budget`)
}

type TStatsEntry = { route: string; firstLoadChunkPaths: string[] }

export function firstLoadJs(projectDir = process.cwd()): TRouteBundle[] {
  const statsFile = path.join(projectDir, '.next', 'diagnostics', 'route-bundle-stats.json')
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: run next build first`)
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as TStatsEntry[]
  const sizes = new Map<string, { raw: number; gzip: number }>()
  const sizeOf = (chunk: string) => {
    let size = sizes.get(chunk)
    if (!size) {
      const bytes = fs.readFileSync(path.join(projectDir, chunk))
      sizes.set(chunk, (size = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length }))
    }
    return size
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
  return stats
    .filter((entry) => entry.firstLoadChunkPaths.some((chunk) => chunk.endsWith('.js')))
    .map((entry) => {
      const chunks = entry.firstLoadChunkPaths.filter((chunk) => chunk.endsWith('.js'))
      const total = chunks.reduce((sum, chunk) => ({ raw: sum.raw + sizeOf(chunk).raw, gzip: sum.gzip + sizeOf(chunk).gzip }), { raw: 0, gzip: 0 })
      return { route: entry.route, chunks: chunks.length, rawKb: kb(total.raw), gzipKb: kb(total.gzip) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
