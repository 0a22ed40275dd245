import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { anyFreePort } from './app-server'

/**
 * A real S3-compatible server for the tests (s3rver, a devDependency) in its own process group, with
 * one bucket, storing under a temporary directory. scripts/test.ts starts one for the whole run and
 * passes it on as S3_TEST_* variables; a test started without them starts its own.
 */
export type TS3Server = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; stop: () => Promise<void> }

// s3rver's fixed credentials.
const CREDENTIAL = 'S3RVER'

export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<TS3Server> {
  const bucket = options.bucket ?? 'documents-test'
  const port = options.port ?? (await anyFreePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const bin = path.resolve('node_modules', 's3rver', 'bin', 's3rver.js')
  const child = spawn(process.execPath, [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const endpoint = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error('s3rver exited during start-up')
    try {
      // Any answer means it listens (an unsigned request is refused, which is fine).
      await fetch(`${endpoint}/${bucket}`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`s3rver did not answer on ${endpoint}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: CREDENTIAL,
    secretAccessKey: CREDENTIAL,
    stop: async () => {
      if (!exited && child.pid != null) {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid, 'SIGTERM')
        await gone
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The app's S3 settings (src/lib/storage/s3-file-store.ts) for this server. */
export const s3Env = (server: Pick<TS3Server, 'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>): Record<string, string> => ({
  S3_BUCKET: server.bucket,
  S3_ENDPOINT: server.endpoint,
  S3_REGION: server.region,
  S3_ACCESS_KEY_ID: server.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.secretAccessKey,
})

/** The run's s3rver as scripts/test.ts describes it (S3_TEST_*), or null. */
export function runS3Server(): Pick<TS3Server, 'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'> | null {
  const endpoint = process.env.S3_TEST_ENDPOINT
  const bucket = process.env.S3_TEST_BUCKET
  return endpoint && bucket ? { endpoint, bucket, region: 'us-east-1', accessKeyId: CREDENTIAL, secretAccessKey: CREDENTIAL } : null
}
