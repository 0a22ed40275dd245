import { Readable } from 'node:stream'

import type { CollectionConfig } from 'payload'

import { mayUploadImages } from '@/access/image-access'
import { operatorsOnly } from '@/access/payload-access'
import { requireTenantUser } from '@/access/require-user'
import { tenantField } from '@/collections/fields/tenant-field'
import { asciiFilename } from '@/domain/records/documents/document-types'
import { isImageContentType } from '@/domain/records/images'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import { openImage } from '@/lib/records/images/image-files'
import { uploadImage } from '@/lib/records/images/upload-image'

const nobody = () => false

/** POST /api/images/upload: multipart with one `file` part → 201 { image: { id, filename, width, height, url } }. */
const uploadEndpoint = defineEndpoint({
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    if (!mayUploadImages(user)) throw new AppError('forbidden', 'Your role may not upload images.')
    const image = await uploadImage(req.payload, user, req as unknown as Request)
    return json({ image, message: 'Image uploaded.' }, 201, { 'Cache-Control': 'private, no-store' })
  },
})

/**
 * GET /api/images/{id}/file: the picture, inline, for an <img>. Checked on every request; the bytes
 * of an id never change (a new picture is a new row), so the browser may keep them a while.
 */
const fileEndpoint = defineEndpoint({
  path: '/:id/file',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const { image, body } = await openImage(req.payload, user, id)
    const etag = `"${image.sha256}"`
    const headers = {
      'Content-Type': image.contentType,
      'Content-Disposition': `inline; filename="${asciiFilename(image.filename)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, max-age=600',
      ETag: etag,
    }
    if (req.headers.get('if-none-match') === etag) {
      body.destroy()
      return new Response(null, { status: 304, headers })
    }
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers: { ...headers, 'Content-Length': String(image.size) } })
  },
})

/**
 * issue 9 §5 (spec 3 "galleries", "team images"): a picture a record shows, e.g. an opportunity's
 * team photo or gallery image (docs/decisions/011). Written only by the upload endpoint, shown only
 * through the access-checked file endpoint; Payload's generic REST is for operators, read only. The
 * bytes live in the documents' file store under `storageKey`, which never leaves the server.
 */
export const Images: CollectionConfig = {
  slug: 'images',
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'contentType', 'size', 'tenant'] },
  access: { read: operatorsOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: [uploadEndpoint, fileEndpoint],
  fields: [
    { name: 'filename', type: 'text', required: true, maxLength: 200 },
    { name: 'storageKey', type: 'text', required: true, unique: true, hidden: true },
    { name: 'contentType', type: 'text', required: true, validate: (value: unknown) => isImageContentType(value) || 'Not an allowed image type' },
    { name: 'size', type: 'number', required: true, min: 1 },
    { name: 'width', type: 'number', required: true, min: 0 },
    { name: 'height', type: 'number', required: true, min: 0 },
    { name: 'sha256', type: 'text', required: true, maxLength: 64 },
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true },
    tenantField,
  ],
  timestamps: true,
}
