import { sealData, unsealData } from 'iron-session'

import { secretFor } from './secrets'
import { secureCookies } from './secure-cookies'

// The name carries the __Host- prefix whenever the cookie is Secure (production): the browser then
// refuses it unless it is Secure, host-only and Path=/, so a sibling subdomain cannot plant one.
export const SESSION_COOKIE_NAMES = { plain: 'app_session', secure: '__Host-app_session' } as const
export const SESSION_TTL_SECONDS = 60 * 60 * 8


export const sessionCookieName = () => (secureCookies() ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain)

/**
 * What the sealed cookie holds: the user, their tenant, their session_version and the session row (sid);
 * `setup2fa` while the account must set up two-factor sign-in before anything else (decision 039:
 * src/auth/two-factor/setup-gate.ts lets such a session reach the set-up screen and its calls only).
 */
export type TSession = { userId: number; tenantId: number; v: number; sid: number; setup2fa?: true }

export async function sealSession(session: TSession): Promise<string> {
  return sealData(session, { password: secretFor('session-cookie'), ttl: SESSION_TTL_SECONDS })
}

/** A cookie's value from a Cookie header, or null; a value that does not decode counts as absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
  }
  return null
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/** The session a Cookie header carries, or null for none, a forged, expired or malformed one. */
export async function readSession(cookieHeader: string | null | undefined): Promise<TSession | null> {
  const sealed = readCookie(cookieHeader, sessionCookieName())
  return sealed ? unsealSession(sealed) : null
}

/** The session a sealed cookie value holds, or null for a forged, expired or malformed one. */
export async function unsealSession(sealed: string): Promise<TSession | null> {
  try {
    const data = await unsealData<Partial<TSession>>(sealed, { password: secretFor('session-cookie'), ttl: SESSION_TTL_SECONDS })
    if (!isWholeNumber(data.userId) || !isWholeNumber(data.tenantId) || !isWholeNumber(data.v) || !isWholeNumber(data.sid)) return null
    return { userId: data.userId, tenantId: data.tenantId, v: data.v, sid: data.sid, ...(data.setup2fa === true ? { setup2fa: true as const } : {}) }
  } catch {
    return null
  }
}

/** One sealed, httpOnly, SameSite=Lax cookie; Secure and __Host- in production. */
export function sessionCookieHeader(sealed: string): string {
  return [
    `${sessionCookieName()}=${encodeURIComponent(sealed)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SESSION_TTL_SECONDS}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

export function clearSessionCookieHeader(): string {
  return [`${sessionCookieName()}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secureCookies() ? ['Secure'] : [])].join('; ')
}

export { secureCookies }
