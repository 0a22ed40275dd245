import crypto from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import { createLocalReq, ValidationError, type Payload } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayChangeDocuments, mayUploadForReview, mayUploadOwnIdentity } from '@/access/document-access'
import { IDENTITY_CONTENT_TYPES, isIdentityPurpose, type TIdentityPurpose } from '@/domain/investors/identity-documents'
import { isSigningPurpose, type TSigningPurpose } from '@/domain/investors/signing'
import { isDocumentVisibility, type TDocumentVisibility } from '@/domain/records/documents/documents'
import { DOCUMENT_TYPE_REFUSED, sanitizeFilename, TEXT_PLAIN, type TDocumentContentType } from '@/domain/records/documents/document-types'
import { DOCUMENT_UPLOAD_BODY_CAP, documentMaxBytes, formatFileSize, UPLOAD_ENVELOPE_BYTES } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { AppError, invalid } from '@/lib/app-error'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { investorActor } from '@/collections/people/Users/portal-journey'
import { rowIdOf } from '@/lib/http'
import { UNREADABLE_FORM_MESSAGE } from '@/lib/multipart-guard'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import { tenantById } from '@/tenancy/resolve-tenant'

import { detectDocumentType, SNIFF_BYTES, TextStreamCheck } from './detect-document-type'
import { parseRecordTarget, type TDocumentView } from './document-views'
import { folderForRecord } from './folders'
import { toDocumentView } from './list-record-documents'

// POST /api/documents/upload (issue 9 §3): multipart with targetCollection, targetId, visibility and
// folder BEFORE the file (browsers keep FormData's order), so the right to change the record is
// checked before a byte is stored. The file streams to the store through a meter that counts,
// hashes and (for text) checks it; its type comes from its first bytes. The row is written in one
// transaction after the object; if the row fails, the object is deleted.

type TUploadFields = Partial<Record<'targetCollection' | 'targetId' | 'visibility' | 'folder' | 'purpose', string>>

const FIELD_NAMES = new Set(['targetCollection', 'targetId', 'visibility', 'folder', 'purpose'])

export const tooLarge = (maxBytes: number) => {
  const message = `The file is larger than the ${formatFileSize(maxBytes)} limit.`
  return new AppError('too_large', message, { file: [message] })
}

const NO_FILE = 'Choose a file to upload.'
const EMPTY_FILE = 'The file is empty.'

/** The first `size` bytes of `stream` (fewer if it ends), and a stream of everything after them. */
async function readHead(stream: Readable, size: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const chunks: Buffer[] = []
  let length = 0
  let ended = false
  while (length < size) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    chunks.push(next.value)
    length += next.value.length
  }
  const all = Buffer.concat(chunks)
  const head = all.subarray(0, size)
  const leftover = all.subarray(head.length)
  async function* remaining(): AsyncGenerator<Buffer> {
    if (leftover.length > 0) yield leftover
    if (ended) return
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
  }
  return { head, rest: Readable.from(remaining(), { objectMode: false }) }
}

/** Counts, hashes and (for text) checks the bytes on their way to the store. */
function meter(maxBytes: number, text: boolean) {
  const hash = crypto.createHash('sha256')
  const textCheck = text ? new TextStreamCheck() : null
  let size = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) return callback(tooLarge(maxBytes))
      if (textCheck && !textCheck.push(chunk)) return callback(invalid({ file: [DOCUMENT_TYPE_REFUSED] }))
      hash.update(chunk)
      callback(null, chunk)
    },
    flush(callback) {
      if (textCheck && !textCheck.end()) return callback(invalid({ file: [DOCUMENT_TYPE_REFUSED] }))
      if (size === 0) return callback(invalid({ file: [EMPTY_FILE] }))
      callback()
    },
  })
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) }
}

/**
 * Who stores the upload, by what right: staff who may change the record; the investor adding their
 * own identity document (decision 037); the investor sending a document of an organisation they sign
 * for or a method account they hold, for staff review (decision 038).
 */
type TUploadRight = 'staff' | 'own-identity' | 'for-review'

type TValidatedFields = { target: TRecordTarget; visibility: TDocumentVisibility; folder: number | null; purpose: TSigningPurpose | TIdentityPurpose | null; right: TUploadRight }

const PRIVATE_ONLY = 'Identity documents are always private'

/** Whether the user may (still) store this upload, by the right it was validated under. */
const mayStore = async (payload: Payload, user: TTenantUser, fields: TValidatedFields) =>
  fields.right === 'own-identity'
    ? mayUploadOwnIdentity(payload, user, fields.target)
    : fields.right === 'for-review'
      ? mayUploadForReview(payload, user, fields.target)
      : mayChangeDocuments(payload, user, fields.target)

async function validateFields(payload: Payload, user: TTenantUser, fields: TUploadFields): Promise<TValidatedFields> {
  const target = parseRecordTarget(fields.targetCollection, fields.targetId)
  if (!target) {
    throw invalid({ targetCollection: ['Choose the record the document belongs to (send targetCollection and targetId before the file).'] })
  }
  const visibility = fields.visibility || 'private'
  if (!isDocumentVisibility(visibility)) throw invalid({ visibility: ['Choose public or private'] })
  // An investment agreement or a consent to sign (decision 027) is one of an investor's documents.
  const purpose = fields.purpose || null
  // An identity document (decision 037): an investor's own, private, in no folder; the investor uploads it to their own record.
  if (isIdentityPurpose(purpose)) {
    if (target.collection !== 'users') throw invalid({ purpose: ['An identity document belongs to an investor'] })
    if (visibility !== 'private') throw invalid({ visibility: [PRIVATE_ONLY] })
    const ownIdentity = await mayUploadOwnIdentity(payload, user, target)
    if (!ownIdentity && !(await mayChangeDocuments(payload, user, target))) throw new AppError('not_found')
    if (fields.folder) throw invalid({ folder: ['Identity documents are not filed in folders'] })
    return { target, visibility, folder: null, purpose, right: ownIdentity ? 'own-identity' : 'staff' }
  }
  if (purpose !== null && (!isSigningPurpose(purpose) || target.collection !== 'users')) throw invalid({ purpose: ['Only an investor’s investment agreement or consent is uploaded for signing'] })
  // A record this user may not change reads as one that does not exist (no 403 that confirms it).
  if (!(await mayChangeDocuments(payload, user, target))) {
    if (!(await mayUploadForReview(payload, user, target))) throw new AppError('not_found')
    // An investor's document goes to staff only: private, in no folder, nothing to sign.
    if (visibility !== 'private') throw invalid({ visibility: ['Documents you send are private: our team reviews them'] })
    if (fields.folder || purpose) throw invalid({ folder: ['Send the file without a folder or purpose'] })
    return { target, visibility: 'private', folder: null, purpose: null, right: 'for-review' }
  }
  let folder: number | null = null
  if (fields.folder) {
    folder = rowIdOf(fields.folder)
    if (folder === null || !(await folderForRecord(payload, tenantIdOf(user.tenant)!, target, folder))) throw invalid({ folder: ['Choose a folder of this record'] })
  }
  return { target, visibility, folder, purpose, right: 'staff' }
}

/** Stores one file part and writes its row; the object is removed again if anything after the put fails. */
async function storeFile(payload: Payload, user: TTenantUser, fields: TValidatedFields, file: Readable, originalName: string, maxBytes: number): Promise<TDocumentView> {
  const { head, rest } = await readHead(file, SNIFF_BYTES)
  if (head.length === 0) throw invalid({ file: [EMPTY_FILE] })
  if (head.length > maxBytes) throw tooLarge(maxBytes)
  const contentType: TDocumentContentType | null = await detectDocumentType(head, originalName)
  if (!contentType) throw invalid({ file: [DOCUMENT_TYPE_REFUSED] })
  if (isIdentityPurpose(fields.purpose)) {
    if (!(IDENTITY_CONTENT_TYPES as readonly string[]).includes(contentType)) throw invalid({ file: ['An identity document must be a PDF, JPEG or PNG.'] })
  } else if (fields.purpose && contentType !== 'application/pdf') throw invalid({ file: ['A document to sign must be a PDF.'] })

  const tenantId = tenantIdOf(user.tenant)!
  const key = newStorageKey(tenantId)
  const counted = meter(maxBytes, contentType === TEXT_PLAIN)
  const upstream = Readable.from(
    (async function* () {
      yield head
      yield* rest
    })(),
    { objectMode: false },
  )
  const body = upstream.pipe(counted.stream)
  // pipe() carries data, not failures: a broken source fails the store's read, a refusal stops the source.
  upstream.once('error', (error) => body.destroy(error))
  body.once('error', () => upstream.destroy())
  const store = fileStore()
  try {
    await store.put(key, body, contentType)
  } catch (error) {
    await store.delete(key).catch(() => {})
    throw error
  }
  const { size, sha256 } = counted.result()

  try {
    const req = await createLocalReq({ user }, payload)
    const transactionID = await payload.db.beginTransaction()
    if (transactionID !== null) req.transactionID = transactionID
    try {
      // The right may have gone while the bytes streamed (a record deleted, a role changed).
      if (!(await mayStore(payload, user, fields))) throw new AppError('not_found')
      const doc = await payload.create({
        collection: 'documents',
        data: {
          targetCollection: fields.target.collection,
          targetId: fields.target.id,
          folder: fields.folder,
          visibility: fields.visibility,
          filename: sanitizeFilename(originalName, contentType),
          storageKey: key,
          contentType,
          size,
          sha256,
          uploadedBy: user.id,
          purpose: fields.purpose,
          tenant: tenantId,
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      if (isIdentityPurpose(fields.purpose)) {
        const actor = fields.right === 'own-identity' ? investorActor(user) : undefined
        await recordActivity(payload, req, { target: fields.target, tenant: tenantId, action: 'identity-document-uploaded', changes: { document: { from: null, to: doc.filename } }, actor })
      }
      if (transactionID !== null) await payload.db.commitTransaction(transactionID)
      return toDocumentView(doc, new Map([[user.id, [user.name, user.surname].filter(Boolean).join(' ')]]))
    } catch (error) {
      if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
  } catch (error) {
    await store.delete(key).catch((deleteError: unknown) => payload.logger.error({ err: deleteError, msg: `could not remove object ${key} of a failed upload` }))
    if (error instanceof ValidationError) throw invalid(Object.fromEntries(error.data.errors.map((issue) => [issue.path, [issue.message]])), error.message)
    throw error
  }
}

/** Reads the multipart request and uploads its file; resolves with the new document's view. */
export async function uploadDocument(payload: Payload, user: TTenantUser, request: Request): Promise<TDocumentView> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type) || !request.body) throw invalid({ file: ['Send the file as multipart/form-data.'] })
  const declared = Number(request.headers.get('content-length') ?? 0)
  const tenant = await tenantById(payload, tenantIdOf(user.tenant)!)
  const maxBytes = documentMaxBytes(tenant?.documentMaxBytes)
  // A body declared longer than the file limit and its envelope cannot carry an acceptable file.
  if (declared > Math.min(DOCUMENT_UPLOAD_BODY_CAP, maxBytes + UPLOAD_ENVELOPE_BYTES)) throw tooLarge(maxBytes)

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: { fields: 8, fieldNameSize: 50, fieldSize: 1024, files: 1, parts: 10, headerPairs: 20, fileSize: maxBytes + 1 },
    })
  } catch {
    throw invalid({ file: [UNREADABLE_FORM_MESSAGE] })
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)

  return new Promise<TDocumentView>((resolve, reject) => {
    const fields: TUploadFields = {}
    let work: Promise<TDocumentView> | null = null
    let file: Readable | null = null
    let fileBroken = false
    let settled = false
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      source.unpipe(parser)
      source.destroy()
      reject(error)
    }
    // A file part that broke off (the body ended inside it) is the client's unreadable form, not a fault.
    const failWork = (error: unknown) => fail(fileBroken && !(error instanceof AppError) ? invalid({ file: [UNREADABLE_FORM_MESSAGE] }) : error)
    /** The body is read (or broke off): the file's work decides, or there was no file. */
    const finish = (error?: unknown) => {
      if (!work) return fail(error ?? invalid({ file: [NO_FILE] }))
      // A body that broke off inside the file fails the file's stream, and with it the work.
      if (error && file && !file.readableEnded && !file.destroyed) file.destroy(invalid({ file: [UNREADABLE_FORM_MESSAGE] }))
      work.then((view) => {
        if (settled) return
        settled = true
        resolve(view)
      }, failWork)
    }
    parser.on('field', (name, value) => {
      if (FIELD_NAMES.has(name)) fields[name as keyof TUploadFields] = value.trim()
    })
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || work) {
        stream.resume()
        return
      }
      file = stream
      // Listened to at once: the record is checked before the bytes are read, and a body that ends
      // meanwhile fails this stream with nobody reading it yet.
      stream.on('error', () => (fileBroken = true))
      const snapshot = { ...fields }
      work = validateFields(payload, user, snapshot).then((valid) => storeFile(payload, user, valid, stream, info.filename ?? '', maxBytes))
      // A refusal before the bytes are read leaves the part unread: drop the rest of the body.
      work.catch((error: unknown) => {
        stream.resume()
        failWork(error)
      })
    })
    parser.on('error', () => finish(invalid({ file: [UNREADABLE_FORM_MESSAGE] })))
    parser.on('close', () => finish())
    source.on('error', () => finish(invalid({ file: [UNREADABLE_FORM_MESSAGE] })))
    source.pipe(parser)
  })
}
