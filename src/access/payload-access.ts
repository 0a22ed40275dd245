import type { Access, FieldAccess, Where } from 'payload'

import { featuresOf } from '@/tenancy/branding'
import type { TFeatureKey } from '@/tenancy/defaults'
import { tenantById } from '@/tenancy/resolve-tenant'

import { isOperator, isTenantUser, type TTenantUser } from './current-user'
import { can, type TAction, type TResource } from './permissions'

// Adapters from the permission table to Payload access functions. Operators (/cms) manage
// every tenant; a tenant user only ever sees rows of their own tenant.

export const operatorsOnly: Access = ({ req: { user } }) => isOperator(user)

export const sameTenant = (user: TTenantUser): Where => ({ tenant: { equals: user.tenant } })

/** Read/update/delete: the role must hold the action, and rows are limited to the user's tenant. */
export function tenantRowsIf(resource: TResource, action: TAction): Access {
  return ({ req: { user } }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user) || !can(user.role_id, resource, action)) return false
    return sameTenant(user)
  }
}

/** Create: a boolean decision; the tenant itself is stamped by the server (tenantField). */
export function createIf(resource: TResource): Access {
  return ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, resource, 'create'))
}

export function fieldIf(resource: TResource, action: TAction): FieldAccess {
  return ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, resource, action))
}

/** Combines tenant-scoped grants, each a where clause or false, into one access result. */
export function anyOf(user: TTenantUser, clauses: Array<Where | false>): Where | false {
  const granted = clauses.filter((clause): clause is Where => clause !== false)
  if (granted.length === 0) return false
  return { and: [sameTenant(user), granted.length === 1 ? granted[0] : { or: granted }] }
}

/**
 * An area behind a tenant switch (spec 3, e.g. funds_enabled): while the user's tenant has it off,
 * the collection answers a tenant user as if they held no permission (REST 403, lists refused),
 * whatever their role. Operators (/cms) are not held to tenant switches.
 */
export function whenFeature(feature: TFeatureKey, access: Access): Access {
  return async (args) => {
    const { user } = args.req
    if (isTenantUser(user)) {
      const tenant = await tenantById(args.req.payload, user.tenant)
      if (!tenant || !featuresOf(tenant)[feature]) return false
    }
    return access(args)
  }
}
