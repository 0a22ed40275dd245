import type { CollectionBeforeOperationHook } from 'payload'

import { RecordAccessRefused } from '@/collections/records/record-rows'

/**
 * A history whose rows are never changed or removed, whoever asks (overrideAccess included): an
 * investor's signatures and screening results (decision 027). Rows go only with their investor (the
 * foreign key's ON DELETE CASCADE, which no hook sees).
 */
export const refuseChangesOf =
  (what: string): CollectionBeforeOperationHook =>
  ({ args, operation }) => {
    if (operation === 'update' || operation === 'delete') throw new RecordAccessRefused(`${what} are a history: a row is never changed or removed.`)
    return args
  }
