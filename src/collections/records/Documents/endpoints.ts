import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { attachmentDisposition, TEXT_PLAIN } from '@/domain/records/documents/document-types'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { deleteOwnIdentityDocument } from '@/lib/records/documents/delete-own-identity'
import { deleteDocument, openDocumentDownload } from '@/lib/records/documents/document-files'
import { parseRecordTarget } from '@/lib/records/documents/document-views'
import { listRecordDocuments } from '@/lib/records/documents/list-record-documents'
import { reviewIdentityDocument } from '@/lib/records/documents/review-identity'
import { uploadDocument } from '@/lib/records/documents/upload-document'

// /api/documents/* (issue 9 §3). Payload routes every path under a collection's slug to that
// collection's endpoints, ours before its own; DELETE /{id} therefore replaces Payload's delete.
// No session: 401 (spec 8). Anything else not allowed: 404, never a 403 that confirms existence.

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** POST /api/documents/upload: multipart (targetCollection, targetId, visibility, folder, then file). */
const uploadEndpoint = defineEndpoint({
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const doc = await uploadDocument(req.payload, user, req as unknown as Request)
    return json({ doc, message: 'Document uploaded.' }, 201, NO_STORE)
  },
})

/** GET /api/documents/for/{collection}/{id}: the record's documents and folders as the reader may see them. */
const recordDocumentsEndpoint = defineEndpoint({
  // Not `:collection`: Payload sets routeParams.collection to this collection's slug after matching.
  path: '/for/:targetCollection/:targetId',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const target = parseRecordTarget(req.routeParams?.targetCollection, req.routeParams?.targetId)
    const result = target ? await listRecordDocuments(req.payload, user, target) : null
    if (!result) throw new AppError('not_found')
    return json(result, 200, NO_STORE)
  },
})

/** GET /api/documents/{id}/download: the bytes, as an attachment, never cached, never sniffed. */
const downloadEndpoint = defineEndpoint({
  path: '/:id/download',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const { doc, body } = await openDocumentDownload(req.payload, user, id)
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        'Content-Type': doc.contentType === TEXT_PLAIN ? `${TEXT_PLAIN}; charset=utf-8` : doc.contentType,
        'Content-Length': String(doc.size),
        'Content-Disposition': attachmentDisposition(doc.filename),
        'X-Content-Type-Options': 'nosniff',
        ...NO_STORE,
      },
    })
  },
})

/**
 * DELETE /api/documents/{id}: the row, then its object. Staff: the right to update the record. An
 * investor: an identity document they uploaded, while decision 037's rule allows (403/409 with the
 * reason otherwise); anything else of theirs or not is the 404 of a missing id.
 */
const deleteEndpoint = defineEndpoint({
  path: '/:id',
  method: 'delete',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    if (isStaff(user)) await deleteDocument(req.payload, user, id)
    else await deleteOwnIdentityDocument(req, user, id)
    return json({ id, message: 'Document deleted.' }, 200, NO_STORE)
  },
})

/** The review mark takes no input: who and when come from the session and the clock, never the body. */
const ZReviewInput = z.strictObject({}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `The review mark takes no fields (not ${issue.keys.join(', ')})` : undefined) })

/**
 * POST /api/documents/{id}/review: staff mark an identity document the investor uploaded as reviewed
 * (decision 037; who and when, a trail entry); the investor can no longer delete it. Staff who may
 * change the record's documents; anyone else, and a document not theirs to change, 404; not an
 * investor's identity upload or reviewed already, 409.
 */
const reviewEndpoint = defineEndpoint({
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    if (!isStaff(user)) throw new AppError('not_found')
    await parseBody(req, ZReviewInput)
    const doc = await reviewIdentityDocument(req, user, id)
    return json({ id, reviewedAt: doc.reviewedAt, message: 'Marked reviewed: the investor can no longer delete it.' }, 200, NO_STORE)
  },
})

export const documentEndpoints: Endpoint[] = [uploadEndpoint, recordDocumentsEndpoint, downloadEndpoint, reviewEndpoint, deleteEndpoint]
