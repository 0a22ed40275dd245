import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { can, mayManageSuperAdmins } from '@/access/permissions'
import { ROLE } from '@/access/roles'

/**
 * Staff who may set roles (`user` create/update) but not manage Super Admins are refused
 * outright when they try to grant that role (finding 16): field access would silently drop role_id
 * and create an investor instead. Investors, who may not set roles at all, keep the field access's
 * silent drop. Editing or demoting existing Super Admins is excluded by the collection's update and
 * delete access.
 */
export const refuseSuperAdminGrant: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data: unknown = args.data
  const grants = !!data && typeof data === 'object' && Number((data as { role_id?: unknown }).role_id) === ROLE.superAdmin
  const user = req.user
  if (grants && isTenantUser(user) && can(user.role_id, 'user', operation) && !mayManageSuperAdmins(user.role_id)) throw new Forbidden(req.t)
  return args
}
