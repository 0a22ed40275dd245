import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { mayViewImage } from '@/access/image-access'
import { AppError } from '@/lib/app-error'
import { fileStore } from '@/lib/storage/file-store'
import type { Image } from '@/payload-types'

/**
 * An image's row and bytes for GET /api/images/{id}/file, when `user` may see it (access/image-access.ts).
 * Every refusal, another tenant's image included, is the same 404 as an id that does not exist.
 */
export async function openImage(payload: Payload, user: TTenantUser, id: number): Promise<{ image: Image; body: Readable }> {
  const image = await payload.findByID({ collection: 'images', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  if (!image || !(await mayViewImage(payload, user, image))) throw new AppError('not_found')
  const body = await fileStore().get(image.storageKey)
  if (!body) {
    payload.logger.error({ msg: `image ${image.id} has no stored object (${fileStore().kind} store)` })
    throw new AppError('not_found')
  }
  return { image, body }
}
