import { sealData, unsealData } from 'iron-session'

import { sessionSecret } from './secrets'

export const SESSION_COOKIE = 'app_session'
export const SESSION_TTL_SECONDS = 60 * 60 * 8

/** What the sealed cookie holds. `v` is the user's session_version: bumping it ends every session. */
export type TSession = { userId: number; tenantId: number; v: number }

export async function sealSession(session: TSession): Promise<string> {
  return sealData(session, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS })
}

function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export async function readSession(cookieHeader: string | null | undefined): Promise<TSession | null> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE)
  if (!sealed) return null
  try {
    const data = await unsealData<Partial<TSession>>(sealed, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS })
    if (typeof data.userId !== 'number' || typeof data.tenantId !== 'number' || typeof data.v !== 'number') return null
    return data as TSession
  } catch {
    return null
  }
}

export { readCookie }

const secure = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'

/** One sealed, httpOnly, SameSite=Lax cookie; Secure in production. */
export function sessionCookieHeader(sealed: string): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(sealed)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SESSION_TTL_SECONDS}`,
    ...(secure() ? ['Secure'] : []),
  ].join('; ')
}

export function clearSessionCookieHeader(): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure() ? ['Secure'] : [])].join('; ')
}

export { secure as secureCookies }
