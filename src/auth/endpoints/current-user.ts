import type { Payload, TypedUser } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import { AppError, defineEndpoint, errorAnswer } from '@/lib/app-error'
import { responseOf, type TJsonAnswer } from '@/lib/http'

import { toPublicUser } from '../public-user'
import { loadUserIncludes, parseUserIncludes } from '../user-includes'

export const CURRENT_USER_PATH = '/api/user'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/user: the signed-in tenant user, 401 when there is none (spec 4: any other status means
 * logged out). `include=organisations,owner,…` adds those relations (spec 3, 7; src/auth/user-includes.ts);
 * without it the answer is the session user as it is, with no further query.
 */
export function answerCurrentUser(user: TypedUser | null | undefined, payload?: Payload, query?: URLSearchParams): TJsonAnswer | Promise<TJsonAnswer> {
  if (!isTenantUser(user)) return errorAnswer(new AppError('unauthenticated'))
  const includes = parseUserIncludes(query)
  if (includes.length === 0 || !payload) return { status: 200, body: toPublicUser(user), headers: NO_STORE }
  return loadUserIncludes(payload, { id: user.id, tenant: tenantIdOf(user.tenant)!, owner: user.owner }, includes).then((relations) => ({ status: 200, body: { ...toPublicUser(user), ...relations }, headers: NO_STORE }))
}

/** Through Payload's REST router in development; production answers it in src/server/fast-routes.ts. */
export const currentUserEndpoint = defineEndpoint({
  path: CURRENT_USER_PATH.slice('/api'.length),
  method: 'get',
  handler: async (req) => responseOf(await answerCurrentUser(req.user, req.payload, req.searchParams)),
})
