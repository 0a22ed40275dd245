import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { IMAGE_OWNER_COLLECTIONS, IMAGE_OWNERS } from '@/domain/records/images'

import { isTenantUser, tenantIdOf, type TTenantUser } from './current-user'
import { can } from './permissions'
import { isStaff } from './record-access'

// Who may upload and see images on records (issue 9 §5, docs/decisions/011). No table of its own:
// an image is seen by whoever may read a record that shows it, asked of that record's collection
// as the user (its access function: tenant, stage, the portal gate for investors), so a published
// opportunity's pictures reach exactly the investors who may read the opportunity.

/** Staff whose role may create or update some record that shows images. */
export const mayUploadImages = (user: TypedUser | null | undefined): user is TTenantUser =>
  isStaff(user) &&
  // The tenant's logos and favicon (issue 12 §5): served publicly once chosen, by /api/branding/images/{kind}.
  (can(user.role_id, 'branding', 'update') || IMAGE_OWNER_COLLECTIONS.some((collection) => IMAGE_OWNERS[collection].uploadRights.some(([resource, action]) => can(user.role_id, resource, action))))

export type TImageRow = { id: number; tenant: number | { id: number }; uploadedBy?: number | { id: number } | null }

/**
 * Whether `user` may see the image: same tenant, and either its uploader (the form shows what was
 * just uploaded before the record is saved) or a reader of a record that shows it.
 */
export async function mayViewImage(payload: Payload, user: TypedUser | null | undefined, image: TImageRow): Promise<boolean> {
  if (!isTenantUser(user) || tenantIdOf(image.tenant) !== tenantIdOf(user.tenant)) return false
  if (isStaff(user) && tenantIdOf(image.uploadedBy ?? null) === user.id) return true
  for (const collection of IMAGE_OWNER_COLLECTIONS) {
    const shownIn: Where = { or: IMAGE_OWNERS[collection].paths.map((path) => ({ [path]: { equals: image.id } })) }
    // A role that reads none of these records is refused by the collection (Forbidden): not a reader.
    const shown = await payload
      .count({ collection: collection as CollectionSlug, where: { and: [{ tenant: { equals: tenantIdOf(user.tenant) } }, shownIn] }, overrideAccess: false, user })
      .then(({ totalDocs }) => totalDocs > 0)
      .catch(() => false)
    if (shown) return true
  }
  return false
}
