import { CSRF_COOKIE, newCsrfToken } from '@/auth/csrf'
import { secureCookies } from '@/auth/session'

/** GET /sanctum/csrf-cookie: sets a fresh XSRF-TOKEN cookie (readable by our own scripts). */
export function GET() {
  const cookie = [`${CSRF_COOKIE}=${newCsrfToken()}`, 'Path=/', 'SameSite=Lax', 'Max-Age=7200', ...(secureCookies() ? ['Secure'] : [])].join('; ')
  return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}
