import type { AuthStrategy } from 'payload'

import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'

import { readSession } from './session'
import { findUserRow } from './user-rows'

/** Columns of users that never reach req.user (and so never a response). */
export const SECRET_USER_FIELDS = new Set(['password_hash', 'failed_logins', 'locked_until', 'token_hash', 'token_purpose', 'token_expires_at'])

/**
 * Turns the sealed session cookie into `req.user` for REST, Local API and pages alike.
 * The session only counts on a host of the tenant it was issued for, and only while the
 * user's session_version is unchanged (password change, logout-everywhere).
 */
export const tenantSessionStrategy: AuthStrategy = {
  name: 'tenant-session',
  authenticate: async ({ headers, payload }) => {
    const session = await readSession(headers.get('cookie'))
    if (!session) return { user: null }
    const tenant = await resolveTenantFromHost(payload, headers.get('host'))
    if (tenant.id !== session.tenantId) return { user: null }
    const user = await findUserRow(payload, { id: { equals: session.userId } })
    if (!user || user.tenant !== tenant.id || (user.session_version ?? 0) !== session.v) return { user: null }
    const safeUser = Object.fromEntries(Object.entries(user).filter(([key]) => !SECRET_USER_FIELDS.has(key)))
    return { user: { ...safeUser, collection: 'users', _strategy: 'tenant-session' } as never }
  },
}
