import type { Access, CollectionConfig, FieldHook } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { sameTenant } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZListPreferenceBody } from '@/domain/lists/list-preference-body'

/** Only the person a row belongs to reads, changes or removes it (in their tenant); operators manage all. */
const ownRows: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  return { and: [sameTenant(user), { user: { equals: user.id } }] }
}

/** The owner is the signed-in person on create and stays so; whatever the body says (operators choose in /cms). */
const ownerFromSession: FieldHook = ({ req, value, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.user != null) return isTenantUser(req.user) ? originalDoc.user : (value ?? originalDoc.user)
  return isTenantUser(req.user) ? req.user.id : value
}

/**
 * A person's view settings of one kit list (issue 9 §2): the columns they show, applied when the
 * server renders the list (src/lib/resource/list-preferences.ts). One row per person and list.
 */
export const ListPreferences: CollectionConfig = {
  slug: 'list-preferences',
  admin: { useAsTitle: 'listKey', defaultColumns: ['user', 'listKey', 'tenant'], group: 'Platform' },
  access: { read: ownRows, create: ({ req: { user } }) => isOperator(user) || isTenantUser(user), update: ownRows, delete: ownRows },
  hooks: { beforeValidate: [validateBody(ZListPreferenceBody)] },
  indexes: [{ fields: ['user', 'listKey'], unique: true }],
  fields: [
    // A deleted account takes its rows along (the migration's foreign key cascades).
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, hooks: { beforeValidate: [ownerFromSession] } },
    { name: 'listKey', type: 'text', required: true, maxLength: 100 },
    { name: 'columns', type: 'json', required: true },
    tenantField,
  ],
  timestamps: true,
}
