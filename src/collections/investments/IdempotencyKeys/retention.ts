import type { Payload } from 'payload'

import { runPeriodically } from '@/lib/periodic'

// Idempotency keys are kept for a day (as Stripe keeps its own): a retry belongs to the moments
// after a failure, not to next week. After that the key may name a new request. Deleted in batches
// so a backlog never holds a long lock; the (tenant, user, key) index is not needed for this.

export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24
const BATCH = 5_000

/** Removes the keys claimed more than the retention before `now`; returns how many. */
export async function purgeExpiredIdempotencyKeys(payload: Payload, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 3_600_000).toISOString()
  let removed = 0
  for (;;) {
    const { rowCount } = await payload.db.pool.query(`DELETE FROM idempotency_keys WHERE id IN (SELECT id FROM idempotency_keys WHERE created_at < $1 LIMIT ${BATCH})`, [before])
    removed += rowCount ?? 0
    if ((rowCount ?? 0) < BATCH) return removed
  }
}

/** Every hour in the server process (src/server/http-server.ts). */
export const startIdempotencyKeyRetention = (payload: Payload) => runPeriodically(payload, 'idempotency key retention', 3_600_000, () => purgeExpiredIdempotencyKeys(payload))
