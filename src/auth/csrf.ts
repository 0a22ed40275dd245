import { platformHostname } from '@/tenancy/platform-host'

import { secureCookies } from './secure-cookies'
import { hostnameOf } from '@/tenancy/resolve-tenant'

// Anti-forgery (spec 7): double-submit token. GET /sanctum/csrf-cookie sets XSRF-TOKEN (readable
// by our scripts, not by other sites); every state-changing request must echo it in X-XSRF-TOKEN.

/** `__Host-XSRF-TOKEN` in production: a sibling subdomain cannot set or shadow it (finding 14). */
export const CSRF_COOKIE_NAMES = { plain: 'XSRF-TOKEN', secure: '__Host-XSRF-TOKEN' } as const
export const csrfCookieName = () => (secureCookies() ? CSRF_COOKIE_NAMES.secure : CSRF_COOKIE_NAMES.plain)
export const CSRF_HEADER = 'x-xsrf-token'
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function newCsrfToken(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64url')
}

function safeDecode(value: string | null): string | null {
  if (!value) return null
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Payload's own console (/cms) authenticates operators with its SameSite=Strict JWT cookie and
 * sends no X-XSRF-TOKEN; its calls pass only when the browser itself says they come from this
 * origin (Sec-Fetch-Site, which no page can set), from a /cms page, on the platform host (issue 8,
 * finding 14). A Referer alone no longer suffices.
 */
function isSameOriginConsoleCall(headers: Headers, host: string | null): boolean {
  const origin = headers.get('origin')
  const referer = headers.get('referer')
  if (!host || !referer || headers.get('sec-fetch-site') !== 'same-origin') return false
  if (hostnameOf(host) !== platformHostname()) return false
  try {
    const refererUrl = new URL(referer)
    const originHost = origin ? new URL(origin).host : refererUrl.host
    return originHost === host && refererUrl.host === host && refererUrl.pathname.startsWith('/cms')
  } catch {
    return false
  }
}

export function passesCsrfCheck(method: string, headers: Headers, cookieToken: string | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true
  const headerToken = safeDecode(headers.get(CSRF_HEADER))
  if (cookieToken && headerToken && constantTimeEqual(headerToken, cookieToken)) return true
  return isSameOriginConsoleCall(headers, headers.get('host'))
}
