import type { TypedUser } from 'payload'

import type { Operator, User } from '@/payload-types'

export type TTenantUser = User & { collection: 'users' }
export type TOperator = Operator & { collection: 'operators' }

/** A user of one tenant (investor or staff), authenticated by the session cookie. */
export function isTenantUser(user: TypedUser | null | undefined): user is TTenantUser {
  return !!user && user.collection === 'users'
}

/** A platform operator, signed in to /cms. */
export function isOperator(user: TypedUser | null | undefined): user is TOperator {
  return !!user && user.collection === 'operators'
}

export function tenantIdOf(value: number | { id: number } | null | undefined): number | null {
  if (value == null) return null
  return typeof value === 'number' ? value : value.id
}
