import type { Payload } from 'payload'

const PROBE_TIMEOUT_MS = 2_000

/**
 * Can the database answer right now? Asked only where an answer would otherwise be wrong during
 * an outage: Payload swallows errors of auth strategies, so a session check that could not reach
 * the database looks like "signed out" (401), which would sign every browser out (spec 8).
 */
export async function databaseReachable(payload: Payload): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS)))
  try {
    await Promise.race([payload.db.pool.query('SELECT 1'), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
