import { APIError, ValidationError, type Access, type CollectionBeforeDeleteHook, type CollectionBeforeValidateHook, type CollectionConfig, type Where } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can, type TAction } from '@/access/permissions'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZAttributeOptionBody } from '@/domain/attributes/attribute-option-body'

import { ATTRIBUTE_KIND_KEYS, ATTRIBUTE_KINDS, type TAttributeKind } from './attribute-kinds'

/** The kinds whose permission holds `action` for the user's role. */
const kindsAllowed = (role: number, action: TAction): TAttributeKind[] => ATTRIBUTE_KIND_KEYS.filter((kind) => can(role, ATTRIBUTE_KINDS[kind].permission, action))

/**
 * Reading: every signed-in user of the tenant (the words appear on opportunities, investors' too).
 * Writing a kind: the permission spec 6 names for that kind.
 */
const writeIf =
  (action: TAction): Access =>
  ({ req: { user }, data }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user)) return false
    const kinds = kindsAllowed(user.role_id, action)
    if (action === 'create') return typeof data?.kind === 'string' ? kinds.includes(data.kind as TAttributeKind) : kinds.length > 0
    return kinds.length === 0 ? false : ({ and: [{ tenant: { equals: user.tenant } }, { kind: { in: kinds } }] } as Where)
  }

/** A sub-type's parent is a type of the same tenant (sameTenantRelationship checks the tenant). */
const parentIsAType: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const parent = data?.parent ?? originalDoc?.parent
  if (parent == null) return data
  const found = await req.payload.findByID({ collection: 'attribute-options', id: typeof parent === 'object' ? parent.id : parent, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (found && found.kind !== 'investment-type') throw new ValidationError({ collection: 'attribute-options', errors: [{ path: 'parent', message: 'Choose an investment type' }], req })
  return data
}

/**
 * A type that still has sub-types stays: a sub-type must belong to a type (ZAttributeOptionBody),
 * and the foreign key would leave them with none. Holds for every delete, one row or many.
 */
const keepTypesWithSubTypes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'attribute-options', where: { parent: { equals: id } }, overrideAccess: true, req })
  if (totalDocs === 0) return
  const type = await req.payload.findByID({ collection: 'attribute-options', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true } })
  throw new APIError(
    `The investment type “${type?.name ?? id}” still has ${totalDocs} ${totalDocs === 1 ? 'sub-type' : 'sub-types'}: delete them or give them another type first.`,
    409,
    null,
    true,
  )
}

/** spec 3 attributes (industries, types and sub-types, investor types, categories, characters) as one tenant list by kind. */
export const AttributeOptions: CollectionConfig = {
  slug: 'attribute-options',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'tenant'] },
  access: {
    read: ({ req: { user } }) => (isOperator(user) ? true : isTenantUser(user) ? { tenant: { equals: user.tenant } } : false),
    create: writeIf('create'),
    update: writeIf('update'),
    delete: writeIf('delete'),
  },
  hooks: { beforeValidate: [validateBody(ZAttributeOptionBody), parentIsAType], beforeDelete: [keepTypesWithSubTypes] },
  indexes: [{ fields: ['tenant', 'kind', 'name'], unique: true }],
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: ATTRIBUTE_KIND_KEYS.map((kind) => ({ label: ATTRIBUTE_KINDS[kind].one, value: kind })), access: { update: () => false } },
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'description', type: 'textarea' },
    { name: 'position', type: 'number', index: true, defaultValue: 0 },
    // A sub-type's type; the kind rule (only sub-types, only a type) is the body schema's and the hook below.
    sameTenantRelationship('parent', 'attribute-options'),
    tenantField,
  ],
  timestamps: true,
}
