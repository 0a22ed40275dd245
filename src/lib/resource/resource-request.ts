import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import type { TAction } from '@/access/permissions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError } from '@/lib/app-error'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import type { TResourceDefinition } from './define-resource'
import type { TResourceContext } from './resource-query'

/** The kit's lists by key, for the endpoints under /api/resources/{key}/… */
export const resourcesByKey = (resources: readonly TResourceDefinition[], include: (resource: TResourceDefinition) => boolean = () => true) =>
  new Map(resources.filter(include).map((resource) => [resource.key, resource]))

/**
 * The list a call under /api/resources/{key}/ names, for a signed-in user of the tenant whose role
 * may do `action` on it (401, 403), on a tenant whose switches show the list (404 otherwise, like
 * an unknown key). The tenant is the session's, never the request's.
 */
export async function resourceRequest(
  req: PayloadRequest,
  byKey: ReadonlyMap<string, TResourceDefinition>,
  action: TAction,
): Promise<{ user: TTenantUser; resource: TResourceDefinition; ctx: TResourceContext }> {
  return resourceRequestFor(req.payload, req.user, byKey, String(req.routeParams?.key), action)
}

/** The same for a user and a key read elsewhere (the HTTP server's fast routes). */
export async function resourceRequestFor(
  payload: Payload,
  sessionUser: TypedUser | null | undefined,
  byKey: ReadonlyMap<string, TResourceDefinition>,
  key: string,
  action: TAction,
): Promise<{ user: TTenantUser; resource: TResourceDefinition; ctx: TResourceContext }> {
  const user = requireTenantUser(sessionUser)
  const resource = byKey.get(key)
  if (!resource) throw new AppError('not_found')
  requirePermission(user, resource.permission, action)
  const tenant = await tenantById(payload, user.tenant)
  if (!tenant || (resource.feature && !featuresOf(tenant)[resource.feature])) throw new AppError('not_found')
  return { user, resource, ctx: { payload, user, tenantId: tenant.id } }
}
