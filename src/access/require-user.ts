import type { TypedUser } from 'payload'

import { AppError } from '@/lib/app-error'

import { isTenantUser, type TTenantUser } from './current-user'
import { can, type TAction, type TResource } from './permissions'

/** The signed-in tenant user, or a 401 for the endpoint that asked. */
export function requireTenantUser(user: TypedUser | null | undefined): TTenantUser {
  if (!isTenantUser(user)) throw new AppError('unauthenticated')
  return user
}

/** A 403 unless the permission table lets this user's role do `action` on `resource`. */
export function requirePermission(user: TTenantUser, resource: TResource, action: TAction): void {
  if (!can(user.role_id, resource, action)) throw new AppError('forbidden')
}
