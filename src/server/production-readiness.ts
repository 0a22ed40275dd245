import crypto from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import { verifyPassword } from '../auth/password'
import { MIN_SECRET_LENGTH } from '../auth/secrets'
import { aiRewriteSettingProblems } from '../lib/ai-rewrite/settings'
import { DEMO_PASSWORD } from '../seed/demo-accounts'

// What a production start insists on (issue 8, findings 1, 11, 15; docs/security.md "Deploying").

type TEnv = Record<string, string | undefined>

export const demoAllowedInProduction = (env: TEnv) => env.ALLOW_DEMO_IN_PRODUCTION === '1'

/**
 * Seed the demo tenants into an empty database? `npm run dev`: yes unless SEED=0 (as always).
 * Production: only with SEED_DEMO=1, which itself is refused without ALLOW_DEMO_IN_PRODUCTION=1.
 */
export const demoSeedWanted = (options: { dev: boolean; env: TEnv }) =>
  options.dev ? options.env.SEED !== '0' && options.env.SEED_DEMO !== '0' : options.env.SEED_DEMO === '1'

/** Settings a production start refuses to run without, each as the sentence that says how to fix it. */
export function productionSettingProblems(env: TEnv): string[] {
  const problems: string[] = []
  if ((env.SESSION_SECRET ?? '').length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`)
  }
  if (env.PAYLOAD_SECRET && env.PAYLOAD_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`PAYLOAD_SECRET, when set, must be at least ${MIN_SECRET_LENGTH} characters (leave it unset to derive it from SESSION_SECRET).`)
  }
  if (!env.SMTP_HOST && env.MAIL_TRANSPORT !== 'file') {
    problems.push('SMTP_HOST must be set: production sends mail through SMTP rather than writing reset links to disk (MAIL_TRANSPORT=file is for test servers).')
  }
  if (env.SEED_DEMO === '1' && !demoAllowedInProduction(env)) {
    problems.push('SEED_DEMO=1 would create demo accounts with a published password; set ALLOW_DEMO_IN_PRODUCTION=1 as well, and only on a throw-away demo server.')
  }
  // The test clock's control (decision 030) would let anyone shorten the 24-hour cooling-off: test servers only.
  if (env.TEST_CLOCK_CONTROL === '1' && !demoAllowedInProduction(env)) {
    problems.push('TEST_CLOCK_CONTROL=1 lets any visitor move the clock of the 24-hour rules: it is for test servers only (with ALLOW_DEMO_IN_PRODUCTION=1); unset it.')
  }
  // Super Admin and Support sign in with a second factor in production (decision 039); `tenant` relaxes that for test and demo servers.
  if (env.STAFF_TOTP === 'tenant' && !demoAllowedInProduction(env)) {
    problems.push('STAFF_TOTP=tenant lets Super Admin and Support accounts sign in without a second factor: it is for test and demo servers only (with ALLOW_DEMO_IN_PRODUCTION=1); unset it.')
  }
  // The AI rewrite sends report text and its key to AI_REWRITE_URL (decision 044).
  problems.push(...aiRewriteSettingProblems(env))
  return problems
}

const pbkdf2 = promisify(crypto.pbkdf2)

/** Payload's operator hash: `pbkdf2-sha256-v1:<hex>` (600 000 rounds, 32 bytes) or the legacy bare hex (25 000, 512). */
async function operatorPasswordIs(password: string, row: { hash: string | null; salt: string | null }): Promise<boolean> {
  if (!row.hash || !row.salt) return false
  const current = row.hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? row.hash.slice('pbkdf2-sha256-v1:'.length) : row.hash, 'hex')
  const computed = await pbkdf2(password, row.salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return computed.length === stored.length && crypto.timingSafeEqual(computed, stored)
}

/**
 * Accounts that still sign in with the published demo password, at most `limit` of them (enough to
 * refuse and name a few; each check is a deliberately slow hash): every operator, and the users the
 * demo seed creates (emails under `.test`, a domain reserved for testing, so no real user has one).
 * Checking every user would take minutes on a large tenant; only the seed ever set this password.
 */
export async function accountsWithDemoPassword(payload: Payload, limit = 6): Promise<string[]> {
  const operators = await payload.db.pool.query<{ email: string; hash: string | null; salt: string | null }>('SELECT email, hash, salt FROM operators')
  const users = await payload.db.pool.query<{ email: string; password_hash: string | null }>(`SELECT email, password_hash FROM users WHERE email LIKE '%.test' LIMIT 1000`)
  const found: string[] = []
  for (const row of operators.rows) if (found.length < limit && (await operatorPasswordIs(DEMO_PASSWORD, row))) found.push(row.email)
  for (const row of users.rows) if (found.length < limit && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) found.push(row.email)
  return found
}
