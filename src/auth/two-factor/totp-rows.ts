import type { Payload } from 'payload'

import { isoUtc } from '@/lib/sql'

// The only writer of the users' two-factor columns (decision 039): each change is one statement whose
// WHERE holds the rule, so two requests racing cannot both use one code, one recovery code, or confirm
// twice. The secrets never leave the server: nothing here returns them but readTotpState, for the
// checks in second-factor.ts.

type TPool = Payload['db']['pool']

export type TTotpState = { secret: string | null; pendingSecret: string | null; enabledAt: string | null; lastStep: number | null; recoveryCodesLeft: number }

export async function readTotpState(pool: TPool, userId: number): Promise<TTotpState | null> {
  const { rows } = await pool.query<TTotpState>(
    `SELECT totp_secret AS secret, totp_pending_secret AS "pendingSecret", ${isoUtc('totp_enabled_at')} AS "enabledAt", totp_last_step::float8 AS "lastStep",
            coalesce(jsonb_array_length(totp_recovery_hashes), 0)::int AS "recoveryCodesLeft"
     FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0] ?? null
}

/** Keeps `secret` until the first code confirms it; false when two-factor is already on. */
export async function startEnrolment(pool: TPool, userId: number, secret: string): Promise<boolean> {
  const { rowCount } = await pool.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1 AND totp_enabled_at IS NULL`, [userId, secret])
  return rowCount === 1
}

/** Switches two-factor on with the pending secret (whose code matched `step`) and the recovery codes' hashes; false if it was not pending. */
export async function confirmEnrolment(pool: TPool, userId: number, secret: string, step: number, recoveryHashes: string[]): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now(), totp_last_step = $3, totp_recovery_hashes = $4::jsonb
     WHERE id = $1 AND totp_enabled_at IS NULL AND totp_pending_secret = $2`,
    [userId, secret, step, JSON.stringify(recoveryHashes)],
  )
  return rowCount === 1
}

/** Records `step` as used: false when it (or a later one) already was, i.e. a replayed code. */
export async function spendTotpStep(pool: TPool, userId: number, step: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_enabled_at IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [userId, step],
  )
  return rowCount === 1
}

/** Crosses off the recovery code of `hash`: the codes left, or null when it is not (or no longer) one of them. */
export async function spendRecoveryCode(pool: TPool, userId: number, hash: string): Promise<number | null> {
  const { rows } = await pool.query<{ left: number }>(
    `UPDATE users SET totp_recovery_hashes = totp_recovery_hashes - $2::text
     WHERE id = $1 AND totp_enabled_at IS NOT NULL AND totp_recovery_hashes @> jsonb_build_array($2::text)
     RETURNING jsonb_array_length(totp_recovery_hashes)::int AS left`,
    [userId, hash],
  )
  return rows[0]?.left ?? null
}

export async function replaceRecoveryCodes(pool: TPool, userId: number, hashes: string[]): Promise<boolean> {
  const { rowCount } = await pool.query(`UPDATE users SET totp_recovery_hashes = $2::jsonb WHERE id = $1 AND totp_enabled_at IS NOT NULL`, [userId, JSON.stringify(hashes)])
  return rowCount === 1
}

/** The SET list that switches two-factor off and forgets the secret, a set-up in progress and the codes. */
export const TWO_FACTOR_CLEARED = 'totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, totp_recovery_hashes = NULL'

/** Switches two-factor off and forgets the secret and the codes. */
export async function disableTwoFactor(pool: TPool, userId: number): Promise<boolean> {
  const { rowCount } = await pool.query(`UPDATE users SET ${TWO_FACTOR_CLEARED} WHERE id = $1 AND totp_enabled_at IS NOT NULL`, [userId])
  return rowCount === 1
}
