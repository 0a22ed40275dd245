import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { filesDirFrom } from '@/lib/storage/file-store'

import type { TResponse, TestClient } from './http-client'
import type { TS3Server } from './s3-server'

// Helpers for the document tests: multipart bodies as a browser builds them, small files of each
// kind made in code, and a look into the store that is independent of the app's own code.

export type TUploadFile = { filename: string; bytes: Buffer; contentType?: string }

/** multipart/form-data with `fields` in order, then the file (as FormData sends them). */
export function multipartBody(fields: Record<string, string | number>, file?: TUploadFile): { contentType: string; text: Buffer } {
  const boundary = `----documents-test-${crypto.randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    // As browsers send it (raw UTF-8, quotes escaped); a name with control characters, which no
    // header may carry, as RFC 5987's filename*.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const parameter = /[\u0000-\u001F\u007F]/.test(file.filename) ? `filename*=UTF-8''${encodeURIComponent(file.filename)}` : `filename="${file.filename.replace(/"/g, '%22')}"`
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${parameter}\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`))
    parts.push(file.bytes, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, text: Buffer.concat(parts) }
}

export type TUploadTarget = { collection: string; id: number }

/** POST /api/documents/upload as `client`. */
export function upload(client: TestClient, target: TUploadTarget, file: TUploadFile, options: { visibility?: string; folder?: number; chunked?: boolean; csrf?: boolean } = {}): Promise<TResponse> {
  const fields: Record<string, string | number> = { targetCollection: target.collection, targetId: target.id, visibility: options.visibility ?? 'private' }
  if (options.folder !== undefined) fields.folder = options.folder
  const body = multipartBody(fields, file)
  return client.request('POST', '/api/documents/upload', { raw: { ...body, chunked: options.chunked }, csrf: options.csrf })
}

/** A zip with stored (uncompressed) entries. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const crc = zlib.crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'

/** A minimal Word document (OOXML): what file-type reads from its [Content_Types].xml. */
export const tinyDocx = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
      ),
    },
    { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
  ])

/** A Windows program's first bytes (MZ header) and some padding. */
export const executableBytes = () => Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.alloc(512, 0x90)])

export const htmlBytes = () => Buffer.from('<!DOCTYPE html><html><head><title>x</title></head><body><script>alert(document.cookie)</script></body></html>')

export type TStoreKind = 'disk' | 's3'
type TS3Access = Pick<TS3Server, 'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>

const s3Client = (s3: TS3Access) =>
  new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } })

/** The keys of objects under `prefix` (e.g. `t3/`), read from the store directly. */
export async function storedKeys(kind: TStoreKind, prefix: string, s3?: TS3Access): Promise<string[]> {
  if (kind === 'disk') {
    const dir = path.join(filesDirFrom(process.env), prefix)
    if (!fs.existsSync(dir)) return []
    return fs.readdirSync(dir).map((name) => `${prefix}${name}`)
  }
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await s3Client(s3!).send(new ListObjectsV2Command({ Bucket: s3!.bucket, Prefix: prefix, ContinuationToken: token }))
    keys.push(...(page.Contents ?? []).map((object) => object.Key!))
    token = page.NextContinuationToken
  } while (token)
  return keys
}

/** An object's bytes, read from the store directly, or null. */
export async function storedBytes(kind: TStoreKind, key: string, s3?: TS3Access): Promise<Buffer | null> {
  if (kind === 'disk') {
    const file = path.join(filesDirFrom(process.env), key)
    return fs.existsSync(file) ? fs.readFileSync(file) : null
  }
  try {
    const { Body } = await s3Client(s3!).send(new GetObjectCommand({ Bucket: s3!.bucket, Key: key }))
    return Buffer.from(await Body!.transformToByteArray())
  } catch {
    return null
  }
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
