import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { isoUtc } from '@/lib/sql'
import { disconnectSessions } from '@/realtime/publish'

import { sealSession, sessionCookieHeader, SESSION_TTL_SECONDS } from './session'

// Server-side session records (issue 8, docs/security.md): the sealed cookie only names a row of
// user_sessions; the row decides whether the session is alive. Table written here and nowhere else.

export const SESSION_END_REASONS = ['logout', 'password-changed', 'password-reset', 'email-changed', 'disabled', 'signed-out-elsewhere', 'two-factor-changed', 'two-factor-required'] as const
export type TSessionEndReason = (typeof SESSION_END_REASONS)[number]

/** Idle time-outs (issue 8 defaults); a tenant's own (tenants.staff_idle_minutes, investor_idle_minutes: issue 12 §5) win. */
export const IDLE_MINUTES = { staff: 30, investor: 60 } as const

export const idleMinutesFor = (roleId: number) => (roleId === ROLE.user ? IDLE_MINUTES.investor : IDLE_MINUTES.staff)

/** A live session is touched at most this often, so a busy user costs one write a minute, not one a request. */
export const TOUCH_EVERY_SECONDS = 60

/** The condition a session row must meet to count, in SQL over alias `s`. */
export const LIVE_SESSION_SQL = `s.ended_at IS NULL AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => s.idle_minutes::int)`

type TSessionOwner = { id: number; tenant: number; role_id: number; session_version?: number | null }

type TQueryable = Pick<Payload['db']['pool'], 'query'>

/**
 * Inserts a session row for `user` and returns its id (also used by the benchmark's users). The idle
 * time-out is the tenant's own for the user's kind (staff or investor), else the platform's.
 */
export async function insertSessionRow(db: TQueryable, user: TSessionOwner, userAgent: string | null): Promise<number> {
  const investor = user.role_id === ROLE.user
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_sessions (user_id, tenant_id, expires_at, last_seen_at, idle_minutes, user_agent)
     VALUES ($1, $2, now() + $3 * interval '1 second', now(),
             coalesce((SELECT CASE WHEN $6 THEN t.investor_idle_minutes ELSE t.staff_idle_minutes END FROM tenants t WHERE t.id = $2), $4), $5)
     RETURNING id`,
    [user.id, user.tenant, SESSION_TTL_SECONDS, idleMinutesFor(user.role_id), userAgent?.slice(0, 300) ?? null, investor],
  )
  return rows[0].id
}

/** The Set-Cookie header naming session `sid` of `user` at `version`; `setup2fa`: a session that may only set up two-factor sign-in (decision 039). */
export async function sessionCookieFor(user: Pick<TSessionOwner, 'id' | 'tenant'>, sid: number, version: number, options: { setup2fa?: boolean } = {}): Promise<string> {
  return sessionCookieHeader(await sealSession({ userId: user.id, tenantId: user.tenant, v: version, sid, ...(options.setup2fa ? { setup2fa: true as const } : {}) }))
}

/** Opens a session row for `user` (a sign-in) and returns the Set-Cookie header that names it. */
export async function startSession(payload: Payload, user: TSessionOwner, userAgent: string | null, options: { setup2fa?: boolean } = {}): Promise<string> {
  const sid = await insertSessionRow(payload.db.pool, user, userAgent)
  return sessionCookieFor(user, sid, user.session_version ?? 0, options)
}

/** Closes one session (logout) and disconnects its sockets. */
export async function endSession(payload: Payload, sessionId: number, reason: TSessionEndReason): Promise<void> {
  await payload.db.pool.query(`UPDATE user_sessions SET ended_at = now(), ended_reason = $2, updated_at = now() WHERE id = $1 AND ended_at IS NULL`, [sessionId, reason])
  await disconnectSessions([sessionId])
}

const CLOSE_USER_SESSIONS_SQL = `UPDATE user_sessions SET ended_at = now(), ended_reason = $2, updated_at = now()
  WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3::int RETURNING id`

/**
 * Ends every session of a user but `keepSessionId` (a password change keeps the one that made it):
 * bumps users.session_version, which every sealed cookie carries, and closes the rows, in one
 * transaction; then disconnects their sockets. Returns the new session_version.
 */
export async function endUserSessions(payload: Payload, userId: number, reason: TSessionEndReason, keepSessionId: number | null = null): Promise<number> {
  const client = await payload.db.pool.connect()
  let ended: number[]
  let version: number
  try {
    await client.query('BEGIN')
    const bumped = await client.query<{ v: number }>(
      `UPDATE users SET session_version = coalesce(session_version, 0) + 1 WHERE id = $1 RETURNING session_version::int AS v`,
      [userId],
    )
    const closed = await client.query<{ id: number }>(CLOSE_USER_SESSIONS_SQL, [userId, reason, keepSessionId])
    await client.query('COMMIT')
    version = bumped.rows[0]?.v ?? 0
    ended = closed.rows.map((row) => row.id)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
  await disconnectSessions(ended)
  return version
}

/**
 * Closes a user's session rows and disconnects their sockets, for a change that bumped
 * session_version inside its own transaction (a Payload update: ending sessions from a hook
 * through endUserSessions would wait on the row lock of that very update). `keepSessionId`: the
 * session that made the change carries on (its cookie is re-issued at the new version).
 */
export async function closeUserSessionRows(payload: Payload, userId: number, reason: TSessionEndReason, keepSessionId: number | null = null): Promise<void> {
  const { rows } = await payload.db.pool.query<{ id: number }>(CLOSE_USER_SESSIONS_SQL, [userId, reason, keepSessionId])
  await disconnectSessions(rows.map((row) => row.id))
}

/** Of `sessionIds`, those still alive (the socket server's sweep disconnects the rest). */
export async function liveSessionIds(pool: Payload['db']['pool'], sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set()
  const { rows } = await pool.query<{ id: number }>(`SELECT s.id FROM user_sessions s WHERE s.id = ANY($1::int[]) AND ${LIVE_SESSION_SQL}`, [sessionIds])
  return new Set(rows.map((row) => row.id))
}

export type TLiveSession = { id: number; startedAt: string; lastSeenAt: string; userAgent: string | null }

/** A user's live sessions, the latest first (the account's security page: decision 039). */
export async function liveSessionsOf(pool: Payload['db']['pool'], userId: number): Promise<TLiveSession[]> {
  const { rows } = await pool.query<TLiveSession>(
    `SELECT s.id, ${isoUtc('s.created_at')} AS "startedAt", ${isoUtc('s.last_seen_at')} AS "lastSeenAt", s.user_agent AS "userAgent"
     FROM user_sessions s WHERE s.user_id = $1 AND ${LIVE_SESSION_SQL} ORDER BY s.last_seen_at DESC LIMIT 50`,
    [userId],
  )
  return rows
}

/**
 * Ends every session of the tenant's staff accounts that have no second factor, when the tenant starts
 * requiring one (decision 039): their next sign-in takes them to set it up. Returns how many accounts.
 */
export async function endSessionsOfStaffWithoutTwoFactor(payload: Payload, tenantId: number): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM users u JOIN user_sessions s ON s.user_id = u.id AND s.ended_at IS NULL
     WHERE u.tenant_id = $1 AND u.role_id <> $2 AND u.totp_enabled_at IS NULL`,
    [tenantId, ROLE.user],
  )
  for (const { id } of rows) await endUserSessions(payload, id, 'two-factor-required')
  return rows.length
}
