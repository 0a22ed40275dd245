import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const MIN_SECRET_LENGTH = 32

/** What each key signs; each gets its own HKDF sub-key of SESSION_SECRET (issue 8, finding 15). */
export type TSecretPurpose = 'session-cookie' | 'email-verification' | 'payload' | 'pending-login' | 'recovery-codes'

let master: string | null = null
const derived = new Map<TSecretPurpose, string>()

/**
 * SESSION_SECRET (at least 32 characters), required in production (scripts refuse to start
 * without it). Outside production a random one is created once under .data/ so `npm run dev`
 * needs no configuration.
 */
function masterSecret(): string {
  if (master) return master
  const fromEnv = process.env.SESSION_SECRET
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    return (master = fromEnv)
  }
  // `next build` loads the config to collect pages but never signs anything.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-time-placeholder-never-used-for-signing'
  if (process.env.NODE_ENV === 'production') throw new Error('SESSION_SECRET must be set in production')
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'session-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return (master = fs.readFileSync(file, 'utf8').trim())
}

/**
 * One key per purpose, derived with HKDF-SHA256: a value signed for one purpose (a verification
 * link, Payload's operator token) can never pass as another (a session cookie), and a deployer
 * still manages one secret.
 */
export function secretFor(purpose: TSecretPurpose): string {
  const known = derived.get(purpose)
  if (known) return known
  const key = Buffer.from(crypto.hkdfSync('sha256', masterSecret(), 'invest-platform', purpose, 32)).toString('hex')
  derived.set(purpose, key)
  return key
}

/** Payload's own secret (operator tokens for /cms): PAYLOAD_SECRET when set, else its sub-key. */
export function payloadSecret(): string {
  return process.env.PAYLOAD_SECRET || secretFor('payload')
}
