import type { Payload } from 'payload'

import { fileStore } from '@/lib/storage/file-store'

// A record's deletion removes its documents' rows inside the record's transaction; their bytes can
// only go once that transaction has committed (a rolled-back delete must keep its files). Payload
// has no after-commit hook, so the commit is observed from outside: a row that another connection
// no longer sees was committed as deleted (keys are random and unique, so a row cannot come back).
// Rows still present after the last check belong to a delete that was rolled back: their bytes stay.

const CHECKS_MS = [200, 1_000, 3_000, 10_000, 30_000]

/** Deletes the objects of `keys` once no documents row names them; in the background, never throwing. */
export function removeObjectsOnceRowsAreGone(payload: Payload, keys: readonly string[]): void {
  if (keys.length === 0) return
  let pending = [...keys]
  const check = async (attempt: number): Promise<void> => {
    const { docs } = await payload.find({
      collection: 'documents',
      where: { storageKey: { in: pending } },
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
      limit: pending.length,
      pagination: false,
      select: { storageKey: true },
    })
    const stillNamed = new Set(docs.map((doc) => doc.storageKey))
    for (const key of pending.filter((key) => !stillNamed.has(key))) {
      await fileStore()
        .delete(key)
        .catch((error: unknown) => payload.logger.error({ err: error, msg: `the stored object ${key} of a deleted document was not removed` }))
    }
    pending = pending.filter((key) => stillNamed.has(key))
    if (pending.length > 0 && attempt + 1 < CHECKS_MS.length) schedule(attempt + 1)
  }
  const schedule = (attempt: number) =>
    setTimeout(() => void check(attempt).catch((error: unknown) => payload.logger.error({ err: error, msg: 'removing deleted documents’ objects failed' })), CHECKS_MS[attempt]).unref()
  schedule(0)
}
