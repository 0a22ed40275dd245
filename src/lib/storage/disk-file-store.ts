import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { assertStorageKey, type TFileStore } from './storage-key'

/**
 * Files under `root` (default DATA_DIR/files), one per key. A put writes a temporary file beside
 * the target and renames it when complete, so a key never names half a file.
 */
export function createDiskFileStore(root: string): TFileStore {
  const fileOf = (key: string) => {
    assertStorageKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    kind: 'disk',
    async put(key, body) {
      const target = fileOf(key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.part`
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
        await fs.promises.rename(partial, target)
      } catch (error) {
        await fs.promises.rm(partial, { force: true })
        throw error
      }
    },
    async get(key) {
      const file = fileOf(key)
      try {
        const handle = await fs.promises.open(file, 'r')
        return handle.createReadStream()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true })
    },
  }
}
