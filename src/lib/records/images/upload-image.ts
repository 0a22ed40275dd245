import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { sanitizeFilename } from '@/domain/records/documents/document-types'
import { formatFileSize } from '@/domain/records/documents/limits'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_UPLOAD_BODY_CAP } from '@/domain/records/image-limits'
import { IMAGE_TYPE_REFUSED, imageUrl, isImageContentType, type TImageContentType } from '@/domain/records/images'
import { AppError, invalid } from '@/lib/app-error'
import { UNREADABLE_FORM_MESSAGE } from '@/lib/multipart-guard'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'

// POST /api/images/upload (issue 9 §5): one image for a record's field (a team photo, a gallery
// picture), uploaded when chosen in the form and pointed at by the record when it is saved. Images
// are small, so the file is read into memory (at most IMAGE_MAX_BYTES); its type comes from its
// bytes, then sharp decodes it (a file that only starts like an image is refused) and writes it
// anew without its metadata (a phone photo's EXIF carries where it was taken). GIFs are kept as sent.

export type TImageView = { id: number; filename: string; width: number; height: number; url: string }

const tooLarge = () => {
  const message = `The image is larger than the ${formatFileSize(IMAGE_MAX_BYTES)} limit.`
  return new AppError('too_large', message, { file: [message] })
}

/** The one `file` part of a multipart body, read into memory up to the limit. */
async function readFilePart(request: Request): Promise<{ bytes: Buffer; filename: string }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type) || !request.body) throw invalid({ file: ['Send the image as multipart/form-data.'] })
  if (Number(request.headers.get('content-length') ?? 0) > IMAGE_UPLOAD_BODY_CAP) throw tooLarge()
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: { fields: 4, fieldSize: 1024, files: 1, parts: 6, fileSize: IMAGE_MAX_BYTES } })
  } catch {
    throw invalid({ file: [UNREADABLE_FORM_MESSAGE] })
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)
  return new Promise((resolve, reject) => {
    let found: { chunks: Buffer[]; filename: string; truncated: boolean; done: Promise<void> } | null = null
    let settled = false
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      source.unpipe(parser)
      source.destroy()
      reject(error)
    }
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || found) {
        stream.resume()
        return
      }
      const part = { chunks: [] as Buffer[], filename: info.filename ?? '', truncated: false, done: Promise.resolve() }
      part.done = new Promise<void>((done, broken) => {
        stream.on('data', (chunk: Buffer) => part.chunks.push(chunk))
        stream.on('limit', () => (part.truncated = true))
        stream.on('end', () => done())
        stream.on('error', broken)
      })
      found = part
    })
    parser.on('error', () => fail(invalid({ file: [UNREADABLE_FORM_MESSAGE] })))
    source.on('error', () => fail(invalid({ file: [UNREADABLE_FORM_MESSAGE] })))
    parser.on('close', () => {
      if (settled) return
      const part = found
      if (!part) return fail(invalid({ file: ['Choose an image to upload.'] }))
      part.done.then(
        () => {
          if (part.truncated) return fail(tooLarge())
          settled = true
          resolve({ bytes: Buffer.concat(part.chunks), filename: part.filename })
        },
        () => fail(invalid({ file: [UNREADABLE_FORM_MESSAGE] })),
      )
    })
    source.pipe(parser)
  })
}

/** The image's bytes as stored: decoded and written anew (no metadata, upright), or a GIF as sent. */
async function cleanImage(bytes: Buffer, contentType: TImageContentType): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    if (contentType === 'image/gif') {
      const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: true }).metadata()
      return { bytes, width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 }
    }
    const format = contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpeg'
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().toFormat(format).toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw invalid({ file: [IMAGE_TYPE_REFUSED] })
  }
}

/** Reads, checks and stores the uploaded image, then writes its row (the object is removed again if the row fails). */
export async function uploadImage(payload: Payload, user: TTenantUser, request: Request): Promise<TImageView> {
  const { bytes: sent, filename: originalName } = await readFilePart(request)
  if (sent.length === 0) throw invalid({ file: ['The file is empty.'] })
  const found = await fileTypeFromBuffer(sent)
  if (!found || !isImageContentType(found.mime)) throw invalid({ file: [IMAGE_TYPE_REFUSED] })
  const contentType = found.mime
  const { bytes, width, height } = await cleanImage(sent, contentType)
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge()

  const tenantId = tenantIdOf(user.tenant)!
  const key = newStorageKey(tenantId)
  const store = fileStore()
  await store.put(key, bytes, contentType)
  try {
    const doc = await payload.create({
      collection: 'images',
      data: {
        filename: sanitizeFilename(originalName, contentType),
        storageKey: key,
        contentType,
        size: bytes.length,
        width,
        height,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        uploadedBy: user.id,
        tenant: tenantId,
      },
      overrideAccess: true,
      depth: 0,
    })
    return { id: doc.id, filename: doc.filename, width, height, url: imageUrl(doc.id) }
  } catch (error) {
    await store.delete(key).catch((deleteError: unknown) => payload.logger.error({ err: deleteError, msg: `could not remove object ${key} of a failed image upload` }))
    throw error
  }
}
