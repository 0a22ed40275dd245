import path from 'node:path'

import { createDiskFileStore } from './disk-file-store'
import { createS3FileStore, s3SettingsFrom } from './s3-file-store'
import type { TFileStore } from './storage-key'

// Where record documents' bytes live (issue 9 §3). Objects are named by a random server-made key and
// are never reachable by a URL of their own: every read goes through the access-checked download
// route. Payload's upload collections and @payloadcms/storage-s3 are not used (decision 010).

export type { TFileStore } from './storage-key'

/**
 * The files directory of the disk store: FILES_DIR, else DATA_DIR/files (default .data/files). Runtime
 * data: the ignore comment keeps Turbopack from tracing the whole project into the build.
 */
export const filesDirFrom = (env: NodeJS.ProcessEnv) => path.resolve(/*turbopackIgnore: true*/ env.FILES_DIR || path.join(env.DATA_DIR || '.data', 'files'))

/** The store the environment configures: S3 when S3_BUCKET is set, else files on local disk. */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): TFileStore {
  const s3 = s3SettingsFrom(env)
  return s3 ? createS3FileStore(s3) : createDiskFileStore(filesDirFrom(env))
}

let configured: TFileStore | null = null

/** The process's store, chosen once from configuration. */
export function fileStore(): TFileStore {
  configured ??= fileStoreFromEnv()
  return configured
}
