import type { Payload, Where } from 'payload'

import { isoUtc } from '@/lib/sql'
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

/** Columns of users that never reach req.user (and so never a response). */
export const SECRET_USER_FIELDS = ['password_hash', 'failed_logins', 'locked_until', 'token_hash', 'token_purpose', 'token_expires_at'] as const

/** The session user: User without its secrets, as payload.db.findOne shapes it. */
export type TSessionUserRow = Omit<TUserRow, (typeof SECRET_USER_FIELDS)[number]>

// Every request's auth strategy reads this row, so it is one named statement rather than
// payload.db.findOne (0.8 ms of JavaScript per call against 0.2 ms). It must stay the findOne answer
// minus the secrets, column for column: tests/integration/session-user.test.ts compares the two
// for every demo user, so a field added to Users fails there until it is added here.
const SESSION_USER_SQL = `
SELECT id, name, surname, email, role_id::float8 AS role_id, ${isoUtc('email_verified_at')} AS email_verified_at,
       avatar, accepted_terms_version::float8 AS accepted_terms_version, compliance_passed,
       compliance_tries::float8 AS compliance_tries, tenant_id AS tenant, session_version::float8 AS session_version,
       ${isoUtc('updated_at')} AS "updatedAt", ${isoUtc('created_at')} AS "createdAt"
FROM users
WHERE id = $1 AND tenant_id = $2`

/** The user `id` of tenant `tenantId`, without secrets, or null. */
export async function findSessionUser(payload: Payload, id: number, tenantId: number): Promise<TSessionUserRow | null> {
  const { rows } = await payload.db.pool.query<TSessionUserRow>({ name: 'find-session-user', text: SESSION_USER_SQL, values: [id, tenantId] })
  return rows[0] ?? null
}
