import type { Readable } from 'node:stream'

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3'

import { assertStorageKey, type TFileStore } from './storage-key'

export type TS3Settings = {
  bucket: string
  region: string
  /** An S3-compatible server (MinIO, s3rver, R2...); path-style addressing then. */
  endpoint?: string
  /** Both or neither: without them the SDK's own chain applies (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; null without a bucket. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): TS3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

// S3's smallest part (but the last) is 5 MiB; 8 MiB parts keep one upload's memory at one part.
const PART_BYTES = 8 * 1024 * 1024

/** Reads `body` into buffers of `size` bytes (the last one shorter). */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = []
  let length = 0
  for await (const chunk of body) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    while (length + rest.length >= size) {
      const take = size - length
      chunks.push(rest.subarray(0, take))
      yield Buffer.concat(chunks)
      rest = rest.subarray(take)
      chunks = []
      length = 0
    }
    if (rest.length > 0) {
      chunks.push(rest)
      length += rest.length
    }
  }
  if (length > 0 || chunks.length === 0) yield Buffer.concat(chunks)
}

/**
 * Objects in one bucket, keyed as given. A body of one part goes up in one PutObject; a longer
 * stream as a multipart upload, part by part (memory stays at one part), aborted on any failure so
 * nothing is left under the key.
 */
export function createS3FileStore(settings: TS3Settings): TFileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
  })
  const Bucket = settings.bucket

  async function putStream(Key: string, body: Readable, ContentType: string): Promise<void> {
    const parts = partsOf(body, PART_BYTES)
    const first = await parts.next()
    const firstPart = first.done ? Buffer.alloc(0) : first.value
    const second = first.done ? first : await parts.next()
    if (second.done) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentType }))
      return
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }))
    try {
      const done: { PartNumber: number; ETag?: string }[] = []
      const upload = async (Body: Buffer) => {
        const PartNumber = done.length + 1
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }))
        done.push({ PartNumber, ETag })
      }
      await upload(firstPart)
      await upload(second.value)
      for await (const part of parts) await upload(part)
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }))
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {})
      throw error
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key)
      if (Buffer.isBuffer(body)) await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
      else await putStream(key, body, contentType)
    },
    async get(key) {
      assertStorageKey(key)
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return (Body as Readable | undefined) ?? null
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null
        throw error
      }
    },
    async delete(key) {
      assertStorageKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}
