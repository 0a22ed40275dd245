import type { AuthStrategy, Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'
import { isSuspended } from '@/tenancy/suspension'

import { readSession } from './session'
import { findSessionUser } from './user-rows'

/**
 * The signed-in user of a request, from its sealed session cookie and Host, or null.
 * The session only counts on a host of the tenant it was issued for, while its row in
 * user_sessions is open and not idle, while the user's session_version is unchanged and while the
 * tenant is not suspended (issue 12 §6).
 */
export async function userFromSession(payload: Payload, headers: { cookie: string | null | undefined; host: string | null | undefined }): Promise<TTenantUser | null> {
  const session = await readSession(headers.cookie)
  if (!session) return null
  const tenant = await resolveTenantFromHost(payload, headers.host)
  if (tenant.id !== session.tenantId || isSuspended(tenant)) return null
  const user = await findSessionUser(payload, session)
  if (!user || (user.session_version ?? 0) !== session.v) return null
  return { ...user, collection: 'users' }
}

/** Turns the session cookie into `req.user` for REST, Local API and pages alike. */
export const tenantSessionStrategy: AuthStrategy = {
  name: 'tenant-session',
  authenticate: async ({ headers, payload }) => {
    const user = await userFromSession(payload, { cookie: headers.get('cookie'), host: headers.get('host') })
    return { user: user ? ({ ...user, _strategy: 'tenant-session' } as never) : null }
  },
}
