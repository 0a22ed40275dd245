import crypto from 'node:crypto'
import type { Readable } from 'node:stream'

export type TFileStore = {
  readonly kind: 'disk' | 's3'
  /** Stores the whole body under `key`; a failed put leaves nothing under the key. */
  put: (key: string, body: Readable | Buffer, contentType: string) => Promise<void>
  /** The object's bytes, or null when there is no such object. */
  get: (key: string) => Promise<Readable | null>
  /** Removes the object; a missing object is not an error. */
  delete: (key: string) => Promise<void>
}

/** Keys are made by the server (`t<tenant>/<32 random hex>`); anything else is refused before it reaches a path or a bucket. */
export const STORAGE_KEY_PATTERN = /^t\d{1,10}\/[a-f0-9]{32}$/

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key).slice(0, 80)}`)
}

/** A fresh key for an object of `tenantId`: 128 random bits, nothing a client chose or can guess. */
export const newStorageKey = (tenantId: number) => `t${tenantId}/${crypto.randomBytes(16).toString('hex')}`
