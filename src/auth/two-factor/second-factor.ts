import type { Payload } from 'payload'

import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes'
import { matchTotpCode } from './totp'
import { readTotpState, spendRecoveryCode, spendTotpStep } from './totp-rows'

// The second factor of an account with two-factor on (decision 039): a code from the authenticator app,
// used at most once (its time step is recorded), or one of the recovery codes, crossed off as it is used.
// Sign-in, switching it off and renewing the recovery codes all ask this.

export type TSecondFactorInput = { code?: string | null; recovery_code?: string | null }

export type TSecondFactor = { kind: 'code' } | { kind: 'recovery-code'; left: number }

export const WRONG_CODE = 'That code is not right, or has been used already. Enter the current code from your authenticator app.'
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or has been used already.'

/** Which factor the input proves for `userId`, or null (a wrong, expired or replayed code). */
export async function proveSecondFactor(payload: Payload, userId: number, input: TSecondFactorInput): Promise<TSecondFactor | null> {
  const state = await readTotpState(payload.db.pool, userId)
  if (!state?.enabledAt || !state.secret) return null
  const code = input.code?.replace(/\s/g, '') ?? ''
  if (code) {
    const step = await matchTotpCode(state.secret, code, state.lastStep)
    return step !== null && (await spendTotpStep(payload.db.pool, userId, step)) ? { kind: 'code' } : null
  }
  const recovery = input.recovery_code?.trim() ?? ''
  if (!recovery || !looksLikeRecoveryCode(recovery)) return null
  const left = await spendRecoveryCode(payload.db.pool, userId, recoveryCodeHash(recovery))
  return left === null ? null : { kind: 'recovery-code', left }
}

/** The field a wrong answer belongs to, with its message (spec 5: field errors on their fields). */
export const secondFactorError = (input: TSecondFactorInput): Record<string, string[]> => (input.code ? { code: [WRONG_CODE] } : { recovery_code: [WRONG_RECOVERY_CODE] })
