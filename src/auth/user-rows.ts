import type { Payload, Where } from 'payload'

import { PROFILE_DETAIL_FIELDS } from '@/domain/investors/profile-details'
import { isoUtc } from '@/lib/sql'

import { LIVE_SESSION_SQL, TOUCH_EVERY_SECONDS } from './session-records'
import type { User } from '@/payload-types'

/**
 * Raw user rows, secrets included, for the auth endpoints only. They bypass Payload's field
 * access on purpose (password hash, tokens, throttling are hidden from every API).
 */
export type TUserRow = User & { tenant: number }

export async function findUserRow(payload: Payload, where: Where): Promise<TUserRow | null> {
  return (await payload.db.findOne<TUserRow>({ collection: 'users', where })) ?? null
}

export function findUserInTenant(payload: Payload, tenantId: number, email: string): Promise<TUserRow | null> {
  return findUserRow(payload, { and: [{ tenant: { equals: tenantId } }, { email: { equals: email } }] })
}

export async function updateUserRow(payload: Payload, id: number, data: Partial<TUserRow>): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id, data })
}

/**
 * One wrong password, counted in a single statement (issue 8, finding 4): 200 parallel guesses
 * count 200, not 1 as a read-then-write would. The `max`-th failure locks the account for
 * `lockMinutes` and restarts the count; guesses at a locked account are not counted. True when
 * this failure locked it.
 */
export async function recordFailedLogin(payload: Payload, userId: number, max: number, lockMinutes: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query<{ locked_now: boolean }>(
    `UPDATE users SET
       failed_logins = CASE WHEN coalesce(failed_logins, 0) + 1 >= $2 THEN 0 ELSE coalesce(failed_logins, 0) + 1 END,
       locked_until = CASE WHEN coalesce(failed_logins, 0) + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END
     WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now())
     RETURNING locked_until > now() AS locked_now`,
    [userId, max, lockMinutes],
  )
  return rows[0]?.locked_now === true
}

/**
 * A right password: clears the failure count unless the account is locked by now (guesses sent
 * alongside it may have locked it while the password was being checked). False when locked.
 */
export async function clearFailedLogins(payload: Payload, userId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now())`,
    [userId],
  )
  return rowCount === 1
}

/** Columns of users that never reach req.user (and so never a response). */
export const SECRET_USER_FIELDS = [
  'password_hash',
  'failed_logins',
  'locked_until',
  'token_hash',
  'token_purpose',
  'token_expires_at',
  // A pending change of sign-in email (decision 037): read by its endpoints only.
  'email_change_to',
  'email_change_token_hash',
  'email_change_expires_at',
  // Two-factor sign-in (decision 039): read by src/auth/two-factor/totp-rows.ts only.
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
  'totp_recovery_hashes',
] as const

/**
 * Columns of users the session's user does not carry: the secrets, and the investor's personal
 * details (decision 037), which only the profile reads, from the row. Every request loads the session
 * user, so it holds what every request needs and no more.
 */
export const NOT_IN_SESSION_USER_FIELDS = [...SECRET_USER_FIELDS, ...PROFILE_DETAIL_FIELDS] as const

/** The session user: User without the fields above, as payload.db.findOne shapes it. */
export type TSessionUserRow = Omit<TUserRow, (typeof NOT_IN_SESSION_USER_FIELDS)[number]>

// Every request's auth strategy reads this row, so it is one named statement rather than
// payload.db.findOne (0.8 ms of JavaScript per call against 0.2 ms). It must stay the findOne answer
// minus NOT_IN_SESSION_USER_FIELDS, column for column: tests/integration/session-user.test.ts compares the two
// for every demo user, so a field added to Users fails there until it is added here.
// The same statement checks the session row (open, not expired, not idle) and touches it at most
// once a minute: a data-modifying WITH runs whether or not the query reads it. A disabled account
// has no session even if a row were left open (disabling also ends them: decision 023).
const SESSION_USER_SQL = `
WITH live AS (
  SELECT s.id, s.last_seen_at FROM user_sessions s
  WHERE s.id = $3 AND s.user_id = $1 AND s.tenant_id = $2 AND ${LIVE_SESSION_SQL}
), touched AS (
  UPDATE user_sessions SET last_seen_at = now() FROM live
  WHERE user_sessions.id = live.id AND live.last_seen_at < now() - interval '${TOUCH_EVERY_SECONDS} seconds'
)
SELECT u.id, u.name, u.surname, u.email, u.role_id::float8 AS role_id, ${isoUtc('u.email_verified_at')} AS email_verified_at,
       u.avatar, u.accepted_terms_version::float8 AS accepted_terms_version, u.compliance_passed,
       u.compliance_tries::float8 AS compliance_tries, u.has_invested AS "hasInvested", ${isoUtc('u.disabled_at')} AS disabled_at,
       u.lead_status::float8 AS "leadStatus", u.owner_id AS owner, u.owner_name AS "ownerName", u.latest_category AS "latestCategory",
       ${isoUtc('u.risk_warning_accepted_at')} AS risk_warning_accepted_at, ${isoUtc('u.offers_requested_at')} AS offers_requested_at, ${isoUtc('u.offers_proceeded_at')} AS offers_proceeded_at, u.tenant_id AS tenant, u.session_version::float8 AS session_version,
       ${isoUtc('u.totp_enabled_at')} AS totp_enabled_at,
       ${isoUtc('u.updated_at')} AS "updatedAt", ${isoUtc('u.created_at')} AS "createdAt"
FROM users u JOIN live ON true
WHERE u.id = $1 AND u.tenant_id = $2 AND u.disabled_at IS NULL`

/** The user of a live session of tenant `tenantId`, without secrets, or null. */
export async function findSessionUser(payload: Payload, session: { userId: number; tenantId: number; sid: number }): Promise<TSessionUserRow | null> {
  const { rows } = await payload.db.pool.query<TSessionUserRow>({
    name: 'find-session-user',
    text: SESSION_USER_SQL,
    values: [session.userId, session.tenantId, session.sid],
  })
  return rows[0] ?? null
}
