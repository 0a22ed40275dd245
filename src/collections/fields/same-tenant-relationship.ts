import type { CollectionSlug, RelationshipField, Validate } from 'payload'

import { isTenantUser } from '@/access/current-user'

/**
 * A relationship to a row of the same tenant: a tenant user may only point at their own tenant's
 * rows, whatever id the browser sends (an id of another tenant reads as "not found").
 */
export function sameTenantRelationship(name: string, relationTo: CollectionSlug, options: { required?: boolean; label?: string } = {}): RelationshipField {
  const validate: Validate = async (value, { req, required }) => {
    if (value == null || value === '') return required ? 'Choose one' : true
    if (typeof value !== 'number' && !(typeof value === 'string' && /^\d+$/.test(value))) return 'Choose one from the list'
    const tenant = isTenantUser(req.user) ? req.user.tenant : undefined
    const { totalDocs } = await req.payload.count({
      collection: relationTo,
      where: { and: [{ id: { equals: Number(value) } }, ...(tenant != null ? [{ tenant: { equals: tenant } }] : [])] },
      overrideAccess: true,
      req,
    })
    return totalDocs === 1 || 'Choose one from the list'
  }
  return { name, type: 'relationship', relationTo, required: options.required, label: options.label, index: true, validate: validate as never }
}
