import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

let cached: string | null = null

/**
 * SESSION_SECRET (at least 32 characters) seals the session cookie. Outside production a
 * random one is created once under .data/ so `npm run dev` needs no configuration.
 */
export function sessionSecret(): string {
  if (cached) return cached
  const fromEnv = process.env.SESSION_SECRET
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters')
    return (cached = fromEnv)
  }
  // `next build` loads the config to collect pages but never seals a session.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-time-placeholder-never-used-for-sessions'
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_GENERATED_SECRET !== '1') {
    throw new Error('SESSION_SECRET must be set in production')
  }
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'session-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return (cached = fs.readFileSync(file, 'utf8').trim())
}

/** Payload's own secret (operator JWTs for /cms). */
export function payloadSecret(): string {
  return process.env.PAYLOAD_SECRET ?? sessionSecret()
}
