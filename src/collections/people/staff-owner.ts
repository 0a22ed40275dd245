import type { CollectionBeforeValidateHook, Validate } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import { ROLE } from '@/access/roles'

type TDoc = Record<string, unknown>

/** The tenant a write is for: the signed-in user's, or (seed, operators) the row's own. */
export const tenantOfWrite = (req: Parameters<CollectionBeforeValidateHook>[0]['req'], data: TDoc | undefined, originalDoc: TDoc | undefined) =>
  isTenantUser(req.user) ? req.user.tenant : tenantIdOf((data?.tenant ?? originalDoc?.tenant) as number | { id: number } | null | undefined)

/**
 * An owner (a contact's owner, an investor's adviser) is a staff account (not an investor) of the
 * row's tenant. Field validation, so the message lands on the field.
 */
export const validateStaffOwner: Validate = async (value, { req, data }) => {
  if (value == null || value === '') return true
  const id = typeof value === 'object' && value && 'id' in value ? (value as { id: unknown }).id : value
  if (typeof id !== 'number' && !(typeof id === 'string' && /^\d{1,10}$/.test(id))) return 'Choose an owner from the list'
  const tenant = tenantOfWrite(req, data as TDoc, undefined)
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: Number(id) } }, { role_id: { not_equals: ROLE.user } }, ...(tenant !== null ? [{ tenant: { equals: tenant } }] : [])] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 1 || 'Choose an owner from the list'
}
