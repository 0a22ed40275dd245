import { safeInternalPath } from '@/lib/safe-internal-path'
import type { TFeatures } from '@/tenancy/defaults'
import { adminNavigation } from '@/navigation/admin-navigation'

import { isAdminType } from './permissions'

/**
 * spec 2.4: the first admin page a role may open under the tenant's switches, in side-navigation
 * order; the own-password page (/admin/settings/security) is open to every staff role.
 */
export function firstAdminPath(role: unknown, features: TFeatures): string {
  if (typeof role !== 'number') return '/admin/settings/security'
  return adminNavigation({ role, features, terminology: {} })[0]?.path ?? '/admin/settings/security'
}

/** spec 2.4: where the browser goes after login. */
export function pathAfterLogin(role: unknown, target: string | null | undefined, features: TFeatures): string {
  const admin = isAdminType(role)
  const safeTarget = safeInternalPath(target)
  if (!admin && safeTarget?.includes('admin')) return '/investor'
  if (safeTarget && safeTarget !== '/' && safeTarget !== '/login') return safeTarget
  return admin ? firstAdminPath(role, features) : '/investor'
}
