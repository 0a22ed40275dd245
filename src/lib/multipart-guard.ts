import { DOCUMENT_UPLOAD_PATH } from '@/domain/records/documents/limits'
import { IMAGE_UPLOAD_PATH } from '@/domain/records/image-limits'

import { json } from './http'

export const UNREADABLE_FORM_MESSAGE = 'The form data could not be read.'

/**
 * Payload's REST handlers turn a malformed multipart body (a broken boundary, a `_payload` field
 * that is not JSON) into a 500: its parser's error keeps the default status. Read such a body
 * once here and refuse it as the client's mistake. Multipart only carries uploads, so the second
 * read is rare. The document and image uploads read their own bodies (and refuse a malformed one
 * themselves): reading one here would hold the whole file in memory once more.
 */
export async function refuseUnreadableMultipart(request: Request): Promise<Response | null> {
  if (!/^multipart\//i.test(request.headers.get('content-type') ?? '') || !request.body) return null
  const path = new URL(request.url).pathname
  if (path === DOCUMENT_UPLOAD_PATH || path === IMAGE_UPLOAD_PATH) return null
  try {
    const fields = await request.clone().formData()
    const data = fields.get('_payload')
    if (typeof data === 'string') {
      const parsed: unknown = JSON.parse(data)
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return json({ message: UNREADABLE_FORM_MESSAGE }, 400)
    }
    return null
  } catch {
    return json({ message: UNREADABLE_FORM_MESSAGE }, 400)
  }
}
