import type { PayloadRequest } from 'payload'

import { defineEndpoint } from '@/lib/app-error'

import { clearSessionCookieHeader, readSession } from '../session'
import { endSession } from '../session-records'

/** Closes the request's session row (so every copy of its cookie dies) and disconnects its sockets. */
async function endRequestSession(req: PayloadRequest): Promise<void> {
  const session = await readSession(req.headers.get('cookie'))
  if (session) await endSession(req.payload, session.sid, 'logout')
}

/** POST /logout (rewritten here): ends the session. */
export const logoutEndpoint = defineEndpoint({
  path: '/auth/logout',
  method: 'post',
  handler: async (req) => {
    await endRequestSession(req)
    return new Response(null, { status: 204, headers: { 'Set-Cookie': clearSessionCookieHeader() } })
  },
})

/** GET /api/logout: ends the session, then goes to /login (spec 2.1, 8: where a 401 sends the browser). */
export const logoutRedirectEndpoint = defineEndpoint({
  path: '/logout',
  method: 'get',
  handler: async (req) => {
    await endRequestSession(req)
    return new Response(null, { status: 303, headers: { Location: '/login', 'Set-Cookie': clearSessionCookieHeader() } })
  },
})
