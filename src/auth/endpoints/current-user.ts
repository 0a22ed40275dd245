import type { TypedUser } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { AppError, defineEndpoint, errorAnswer } from '@/lib/app-error'
import { responseOf, type TJsonAnswer } from '@/lib/http'

import { toPublicUser } from '../public-user'

export const CURRENT_USER_PATH = '/api/user'

/** GET /api/user: the signed-in tenant user, 401 when there is none (spec 4: any other status means logged out). */
export function answerCurrentUser(user: TypedUser | null | undefined): TJsonAnswer {
  if (!isTenantUser(user)) return errorAnswer(new AppError('unauthenticated'))
  return { status: 200, body: toPublicUser(user), headers: { 'Cache-Control': 'no-store' } }
}

/** Through Payload's REST router in development; production answers it in src/server/fast-routes.ts. */
export const currentUserEndpoint = defineEndpoint({
  path: CURRENT_USER_PATH.slice('/api'.length),
  method: 'get',
  handler: async (req) => responseOf(answerCurrentUser(req.user)),
})
