import type { Endpoint } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { json } from '@/lib/http'

import { toPublicUser } from '../public-user'

/** GET /api/user: the signed-in tenant user, 401 when there is none (spec 4: any other status means logged out). */
export const currentUserEndpoint: Endpoint = {
  path: '/user',
  method: 'get',
  handler: async (req) => {
    if (!isTenantUser(req.user)) return json({ message: 'Unauthenticated.' }, 401)
    return json(toPublicUser(req.user), 200, { 'Cache-Control': 'no-store' })
  },
}
