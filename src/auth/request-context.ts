import config from '@payload-config'
import { headers } from 'next/headers'
import { executeAuthStrategies, getPayload } from 'payload'
import { cache } from 'react'

import { isTenantUser, type TTenantUser } from '@/access/current-user'
import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'

/**
 * For server components: the Payload instance, the request's tenant (from Host) and the
 * signed-in tenant user, resolved once per request through the same auth strategies as REST.
 * Not `payload.auth()`: it also works out Payload's permissions for every collection (several ms
 * of every page), which no page reads: our permission module decides.
 */
export const getRequestContext = cache(async () => {
  const requestHeaders = await headers()
  const payload = await getPayload({ config })
  const tenant = await resolveTenantFromHost(payload, requestHeaders.get('host'))
  const { user } = await executeAuthStrategies({ headers: requestHeaders, payload })
  return { payload, tenant, user: isTenantUser(user) ? (user as TTenantUser) : null }
})

export type TRequestContext = Awaited<ReturnType<typeof getRequestContext>>
