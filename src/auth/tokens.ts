import crypto from 'node:crypto'

/** One-time tokens (password reset, set password, email verification, a change of sign-in email): the user gets the token, we keep its hash. */
export type TTokenPurpose = 'reset' | 'set-password' | 'verify-email' | 'email-change'

export const TOKEN_TTL_MS: Record<TTokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  'set-password': 7 * 24 * 60 * 60 * 1000,
  'verify-email': 7 * 24 * 60 * 60 * 1000,
  // An investor's new sign-in address (decision 037): a day, as the link changes who can sign in.
  'email-change': 24 * 60 * 60 * 1000,
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** A new random token, its hash to store and when it expires. */
export function newToken(purpose: TTokenPurpose): { token: string; hash: string; expiresAt: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]).toISOString() }
}

export function issueToken(purpose: TTokenPurpose): { token: string; fields: { token_hash: string; token_purpose: TTokenPurpose; token_expires_at: string } } {
  const { token, hash, expiresAt } = newToken(purpose)
  return { token, fields: { token_hash: hash, token_purpose: purpose, token_expires_at: expiresAt } }
}

export const CLEARED_TOKEN = { token_hash: null, token_purpose: null, token_expires_at: null }

export function tokenMatches(
  user: { token_hash?: string | null; token_purpose?: string | null; token_expires_at?: string | null },
  purpose: TTokenPurpose,
  token: string,
): boolean {
  if (!user.token_hash || user.token_purpose !== purpose || !user.token_expires_at) return false
  if (new Date(user.token_expires_at).getTime() < Date.now()) return false
  return crypto.timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(user.token_hash))
}
