import { generate, generateSecret, generateURI, verify } from 'otplib'

// TOTP (RFC 6238: 6 digits, 30-second steps, one step of tolerance either side) for every sign-in that
// asks for a code: tenant users here (decision 039) and operators (src/auth/operator-totp.ts), with
// otplib, so there is one way to check a code.

export const TOTP_CODE = /^\d{6}$/
const TOLERANCE_SECONDS = 30

/** A new base32 secret (160 bits) and the otpauth:// address an authenticator app reads (as a QR code or typed in). */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret()
  return { secret, uri: generateURI({ issuer, label, secret }) }
}

/** The current code for `secret`, or the one `offsetSteps` steps away (tests, the demo's README, the CLI's self-check). */
export const totpCodeFor = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })

/**
 * The time step a right code belongs to, or null. Steps up to `afterStep` (the last code used) are
 * skipped, so a code cannot be used twice; the caller stores the step it accepts
 * (src/auth/two-factor/totp-rows.ts, in one statement that refuses an older or equal step).
 */
export async function matchTotpCode(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    // A malformed stored secret, or a last step ahead of this server's clock: no code is right.
    return null
  }
}
