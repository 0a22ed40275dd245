import crypto from 'node:crypto'

import { secretFor } from './secrets'

const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000

function signature(userId: number, email: string, expires: number): string {
  return crypto.createHmac('sha256', secretFor('email-verification')).update(`verify-email:${userId}:${email}:${expires}`).digest('base64url')
}

/** A signed, expiring link (no stored state); changing the email invalidates it. */
export function emailVerificationPath(user: { id: number; email: string }): string {
  const expires = Date.now() + VERIFY_TTL_MS
  return `/email/verify/${user.id}?expires=${expires}&signature=${signature(user.id, user.email, expires)}`
}

export function isValidEmailVerification(user: { id: number; email: string }, expires: number, given: string): boolean {
  if (!Number.isFinite(expires) || expires < Date.now()) return false
  const expected = Buffer.from(signature(user.id, user.email, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}
