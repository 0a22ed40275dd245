import type { TAction, TResource } from '@/access/permissions'

import { DOCUMENT_TYPES } from './documents/document-types'

// Images on records (issue 9 §5, docs/decisions/011): stored like documents (the FileStore, a random
// key, the type from the bytes) but not a document of the record's documents panel. An image row
// belongs to its tenant; a record points at it from its own fields (an opportunity's team members
// and gallery). Who may see an image follows the records that show it.

/** The image types accepted, decided from the bytes (never SVG: it is markup that can run script). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const satisfies readonly (keyof typeof DOCUMENT_TYPES)[]
export type TImageContentType = (typeof IMAGE_CONTENT_TYPES)[number]

export const isImageContentType = (value: unknown): value is TImageContentType => typeof value === 'string' && (IMAGE_CONTENT_TYPES as readonly string[]).includes(value)

/** For the file input's `accept` (a hint to the picker, not a check). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.flatMap((type) => DOCUMENT_TYPES[type].extensions.map((extension) => `.${extension}`)).join(',')

export const IMAGE_TYPE_REFUSED = "This file's content is not an image we accept. Upload a PNG, JPEG, GIF or WebP image."

/**
 * The records that show images, by collection: the fields (paths) that hold an image id, and the
 * rights that let staff upload one for such a record. Reading an image: whoever may read a record
 * that shows it (as themselves, through the collection's own access rules), or its uploader.
 */
export const IMAGE_OWNERS = {
  'investment-opportunities': {
    paths: ['teamMembers.image', 'gallery.image'],
    uploadRights: [
      ['investment_opportunity_live', 'create'],
      ['investment_opportunity_live', 'update'],
      ['investment_opportunity_existing', 'update'],
    ],
  },
  // An update report's gallery (issue 12 §2, decision 033): seen by whoever may read the update (its recipients once live).
  'update-reports': {
    paths: ['gallery.image'],
    uploadRights: [
      ['update_reports', 'create'],
      ['update_reports', 'update'],
    ],
  },
} as const satisfies Record<string, { paths: readonly string[]; uploadRights: readonly (readonly [TResource, TAction])[] }>

export type TImageOwnerCollection = keyof typeof IMAGE_OWNERS

export const IMAGE_OWNER_COLLECTIONS = Object.keys(IMAGE_OWNERS) as TImageOwnerCollection[]

/** The address an image is shown at (access-checked on every request). */
export const imageUrl = (id: number | string) => `/api/images/${id}/file`
