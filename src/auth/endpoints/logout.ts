import type { Endpoint } from 'payload'

import { clearSessionCookieHeader } from '../session'

/** POST /logout (rewritten here): ends the session. */
export const logoutEndpoint: Endpoint = {
  path: '/auth/logout',
  method: 'post',
  handler: async () => new Response(null, { status: 204, headers: { 'Set-Cookie': clearSessionCookieHeader() } }),
}

/** GET /api/logout: ends the session, then goes to /login (spec 2.1, 8: where a 401 sends the browser). */
export const logoutRedirectEndpoint: Endpoint = {
  path: '/logout',
  method: 'get',
  handler: async () => new Response(null, { status: 303, headers: { Location: '/login', 'Set-Cookie': clearSessionCookieHeader() } }),
}
