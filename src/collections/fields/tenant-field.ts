import type { RelationshipField } from 'payload'

import { isTenantUser } from '@/access/current-user'

/**
 * The tenant of a tenant-owned row. For tenant users the server stamps it from the session on
 * create and keeps it on update, whatever the browser sent; operators choose it in /cms.
 */
export const tenantField: RelationshipField = {
  name: 'tenant',
  type: 'relationship',
  relationTo: 'tenants',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
  hooks: {
    beforeValidate: [
      ({ req, value, originalDoc, operation }) => {
        if (operation === 'update' && originalDoc?.tenant != null) {
          return isTenantUser(req.user) ? originalDoc.tenant : (value ?? originalDoc.tenant)
        }
        return isTenantUser(req.user) ? req.user.tenant : value
      },
    ],
  },
}
