import { sealData, unsealData } from 'iron-session'

import { secretFor } from '../secrets'

// Between the password and the code (decision 039): no session exists yet, only this sealed token,
// given to the browser in the answer to the password step and sent back with the code. It names the
// account, its tenant and its session_version (a password change or reset in between voids it), and
// lives five minutes. Its own HKDF sub-key: it can never pass for a session cookie.

export const PENDING_LOGIN_TTL_SECONDS = 5 * 60

export type TPendingLogin = { userId: number; tenantId: number; v: number }

export const sealPendingLogin = (pending: TPendingLogin) => sealData(pending, { password: secretFor('pending-login'), ttl: PENDING_LOGIN_TTL_SECONDS })

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/** The pending sign-in a token names, or null for a forged, expired or malformed one. */
export async function readPendingLogin(token: string): Promise<TPendingLogin | null> {
  try {
    const data = await unsealData<Partial<TPendingLogin>>(token, { password: secretFor('pending-login'), ttl: PENDING_LOGIN_TTL_SECONDS })
    if (!isWholeNumber(data.userId) || !isWholeNumber(data.tenantId) || !isWholeNumber(data.v)) return null
    return { userId: data.userId, tenantId: data.tenantId, v: data.v }
  } catch {
    return null
  }
}
