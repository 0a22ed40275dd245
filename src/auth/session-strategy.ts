import type { AuthStrategy, Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import type { User } from '@/payload-types'
import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'

import { readSession } from './session'
import { findUserRow } from './user-rows'

/** Columns of users that never reach req.user (and so never a response). */
export const SECRET_USER_FIELDS = new Set(['password_hash', 'failed_logins', 'locked_until', 'token_hash', 'token_purpose', 'token_expires_at'])

/**
 * The signed-in user of a request, from its sealed session cookie and Host, or null.
 * The session only counts on a host of the tenant it was issued for, and only while the
 * user's session_version is unchanged (password change, logout-everywhere).
 */
export async function userFromSession(payload: Payload, headers: { cookie: string | null | undefined; host: string | null | undefined }): Promise<TTenantUser | null> {
  const session = await readSession(headers.cookie)
  if (!session) return null
  const tenant = await resolveTenantFromHost(payload, headers.host)
  if (tenant.id !== session.tenantId) return null
  const user = await findUserRow(payload, { id: { equals: session.userId } })
  if (!user || user.tenant !== tenant.id || (user.session_version ?? 0) !== session.v) return null
  const safeUser = Object.fromEntries(Object.entries(user).filter(([key]) => !SECRET_USER_FIELDS.has(key))) as User
  return { ...safeUser, collection: 'users' }
}

/** Turns the session cookie into `req.user` for REST, Local API and pages alike. */
export const tenantSessionStrategy: AuthStrategy = {
  name: 'tenant-session',
  authenticate: async ({ headers, payload }) => {
    const user = await userFromSession(payload, { cookie: headers.get('cookie'), host: headers.get('host') })
    return { user: user ? ({ ...user, _strategy: 'tenant-session' } as never) : null }
  },
}
