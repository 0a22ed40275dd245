import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

import { isTenantUser, type TTenantUser } from '@/access/current-user'
import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'

/**
 * For server components: the Payload instance, the request's tenant (from Host) and the
 * signed-in tenant user, resolved once per request through the same auth strategy as REST.
 */
export const getRequestContext = cache(async () => {
  const requestHeaders = await headers()
  const payload = await getPayload({ config })
  const tenant = await resolveTenantFromHost(payload, requestHeaders.get('host'))
  const { user } = await payload.auth({ headers: requestHeaders })
  return { payload, tenant, user: isTenantUser(user) ? (user as TTenantUser) : null }
})

export type TRequestContext = Awaited<ReturnType<typeof getRequestContext>>
