import { APIError, AuthenticationError, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type Payload } from 'payload'

import { queryInTransaction, sql } from '@/lib/transaction'

import { matchTotpCode, newTotpSecret, totpCodeFor } from './two-factor/totp'

// Operators' second factor (issue 8, finding 9): a TOTP code from an authenticator app on every
// console sign-in, required in production (OPERATOR_TOTP=required; `off` elsewhere unless set).
// Payload's login form has two fields, so the code follows the password after a space
// ("password 123456"); API clients may send it as `totp` instead. Secrets are issued by
// `npm run operator:create`, never shown again, and never leave the server. A code signs in once:
// the step it belongs to is stored, and a code of that step or an older one is refused.

const ISSUER = 'Investor Platform console'
const CODE_AFTER_PASSWORD = /^(.*\S)\s+(\d{6})$/
const MAX_ATTEMPTS = 5
const LOCK_MS = 15 * 60 * 1000

export const operatorTotpRequired = () => (process.env.OPERATOR_TOTP ?? (process.env.NODE_ENV === 'production' ? 'required' : 'off')) === 'required'

/** A new secret and the otpauth:// address an authenticator app reads (as a QR code or typed in). */
export const newTotpEnrolment = (email: string): { secret: string; uri: string } => newTotpSecret(ISSUER, email)

/** The current code for `secret` (tests and the CLI's self-check). */
export const currentTotpCode = (secret: string) => totpCodeFor(secret)

/** Takes the code off the end of the password (or from `totp`) before Payload checks the password. */
export const separateTotpCode: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login' || !operatorTotpRequired()) return args
  const data = args.data as { password?: unknown; totp?: unknown }
  let code = typeof data.totp === 'string' ? data.totp.trim() : ''
  let password = data.password
  if (!code && typeof password === 'string') {
    const match = CODE_AFTER_PASSWORD.exec(password)
    if (match) [, password, code] = match
  }
  req.context.operatorTotp = code
  return { ...args, data: { ...args.data, password } }
}

async function countFailure(payload: Payload, operator: { id: number | string; loginAttempts?: number | null }): Promise<void> {
  const attempts = (operator.loginAttempts ?? 0) + 1
  await payload.db.updateOne({
    collection: 'operators',
    id: operator.id,
    data: attempts >= MAX_ATTEMPTS ? { loginAttempts: 0, lockUntil: new Date(Date.now() + LOCK_MS).toISOString() } : { loginAttempts: attempts },
  })
}

/** After the password: the code must match the operator's secret and not have been used; a wrong one counts as a failed attempt. */
export const requireTotpCode: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (!operatorTotpRequired()) return user
  const row = await req.payload.db.findOne<{ id: number; totpSecret?: string | null; totpLastStep?: number | null; loginAttempts?: number | null }>({ collection: 'operators', where: { id: { equals: user.id } } })
  if (!row?.totpSecret) {
    throw new APIError('Two-factor sign-in is required: ask for an authenticator enrolment (npm run operator:create -- <email>).', 403, null, true)
  }
  const step = await matchTotpCode(row.totpSecret, String(req.context.operatorTotp ?? ''), row.totpLastStep)
  // In the login's own transaction, which holds the row: of two sign-ins racing with one code, the
  // second finds the step taken once the first commits.
  const claimed = step !== null && (await queryInTransaction(req, sql`UPDATE operators SET totp_last_step = ${step} WHERE id = ${row.id} AND (totp_last_step IS NULL OR totp_last_step < ${step}) RETURNING id`)).length === 1
  if (!claimed) {
    // Counted once the login's transaction has rolled back: it may hold this row's lock (it resets
    // the attempts after a right password), and waiting on it here would wait forever.
    setImmediate(() => void countFailure(req.payload, row).catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'counting a wrong operator code failed' })))
    throw new AuthenticationError(req.t)
  }
  return user
}
