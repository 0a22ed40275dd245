import { csrfCookieName, newCsrfToken } from '@/auth/csrf'
import { secureCookies } from '@/auth/secure-cookies'

/** GET /sanctum/csrf-cookie: sets a fresh anti-forgery cookie (readable by our own scripts). */
export function GET() {
  const cookie = [`${csrfCookieName()}=${newCsrfToken()}`, 'Path=/', 'SameSite=Lax', 'Max-Age=7200', ...(secureCookies() ? ['Secure'] : [])].join('; ')
  return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}
