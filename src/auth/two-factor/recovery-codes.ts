import crypto from 'node:crypto'

import { secretFor } from '../secrets'

// Recovery codes (decision 039): ten per enrolment, shown once, each usable once. Each is 10 characters
// of a 32-letter alphabet (50 bits), shown as xxxxx-xxxxx. Stored as HMAC-SHA256 under a sub-key of
// SESSION_SECRET, so a database dump alone cannot be searched for them.

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'
const LENGTH = 10

/** What a person types: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (input: string) => input.toLowerCase().replace(/[\s-]/g, '')

export const looksLikeRecoveryCode = (input: string) => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normaliseRecoveryCode(input))

export const recoveryCodeHash = (code: string) => crypto.createHmac('sha256', secretFor('recovery-codes')).update(normaliseRecoveryCode(code)).digest('hex')

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(LENGTH)
  const letters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${letters.slice(0, 5)}-${letters.slice(5)}`
}

/** A fresh set: the codes to show once, and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  return { codes, hashes: codes.map(recoveryCodeHash) }
}
