import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { actorOf, recordActivity } from '@/collections/records/Activities/record-activity'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { fieldErrorsOf, json, readBody } from '@/lib/http'
import { attemptUnderFailureLimit } from '@/lib/rate-limit'
import type { Tenant } from '@/payload-types'
import { requestTenant } from '@/tenancy/request-tenant'

import { authEmails } from '../emails'
import { verifyPassword } from '../password'
import { startSession } from '../session-records'
import { readPendingLogin, sealPendingLogin } from '../two-factor/pending-login'
import { twoFactorRequired } from '../two-factor/requirement'
import { proveSecondFactor, secondFactorError } from '../two-factor/second-factor'
import { clearFailedLogins, findUserInTenant, findUserRow, recordFailedLogin, type TUserRow } from '../user-rows'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
/** One message for every wrong-credentials case, so a response never tells whether an email exists. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact us if you think this is a mistake.'
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.'
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.'
const wrongCredentials = () => new AppError('invalid', INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] })

const ZLoginInput = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(200),
})

/** The second step (decision 039): the token the password step gave, and a code or a recovery code. */
const ZCodeInput = z
  .object({
    two_factor_token: z.string().min(1, SIGN_IN_EXPIRED).max(4000),
    code: z.string().trim().max(20).optional(),
    recovery_code: z.string().trim().max(40).optional(),
  })
  .refine((input) => !!(input.code || input.recovery_code), { message: CODE_REQUIRED, path: ['code'] })

function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body)
  if (!result.success) throw invalid(fieldErrorsOf(result.error))
  return result.data
}

const isLocked = (user: Pick<TUserRow, 'locked_until'>) => !!user.locked_until && new Date(user.locked_until).getTime() > Date.now()

/** One more failure on the account (the 5-strikes lock, its mail); wrong codes count as wrong passwords do. */
async function countFailure(req: PayloadRequest, user: TUserRow, tenant: Tenant): Promise<void> {
  const lockNow = await recordFailedLogin(req.payload, user.id, MAX_FAILED_LOGINS, LOCK_MINUTES)
  if (lockNow) authEmails.accountLocked(req.payload, { to: user.email, tenant }, LOCK_MINUTES)
}

/**
 * Opens the session: a right password (and code, when two-factor is on). A staff account that must
 * have two-factor sign-in but has not set it up gets a session marked for that set-up only (decision 039).
 */
async function signIn(req: PayloadRequest, user: TUserRow, tenant: Tenant): Promise<Response> {
  const setup2fa = !user.totp_enabled_at && twoFactorRequired(user.role_id, tenant)
  const cookie = await startSession(req.payload, user, req.headers.get('user-agent'), { setup2fa })
  // The account's trail (issue 9 §3): the person signs in, before their session is req.user.
  const person = { ...user, collection: 'users' as const }
  await recordActivity(req.payload, req, { target: { collection: 'users', id: user.id }, tenant: tenant.id, action: 'login', actor: actorOf(person), targetLabel: user.email })
  if (setup2fa) return json({ two_factor_setup_required: true, message: 'Your organisation requires two-factor sign-in: set it up to continue.' }, 200, { 'Set-Cookie': cookie })
  return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie } })
}

/**
 * POST /login (rewritten here by src/proxy.ts): checks the password within the request's tenant only.
 * With two-factor on, a right password answers `{ two_factor_required, two_factor_token }` and no
 * session; the same call with the token and a code (or a recovery code) opens it (decision 039).
 */
export const loginEndpoint = defineEndpoint({
  path: '/auth/login',
  method: 'post',
  handler: async (req) => {
    const body = await readBody(req)
    if ('two_factor_token' in body) return codeStep(req, parseWith(ZCodeInput, body))
    const input = parseWith(ZLoginInput, body)
    const attempt = await attemptUnderFailureLimit('login-failures:ip', clientAddress(req.headers))
    const tenant = await requestTenant(req)
    const user = await findUserInTenant(req.payload, tenant.id, input.email)
    const locked = !!user && isLocked(user)
    const passwordOk = await verifyPassword(input.password, user?.password_hash)

    if (!user || locked || !passwordOk) {
      if (user && !locked) await countFailure(req, user, tenant)
      throw wrongCredentials()
    }
    // Said only to whoever knows the password, so it reveals nothing about which emails exist (decision 023).
    if (user.disabled_at) throw new AppError('invalid', ACCOUNT_DISABLED, { email: [ACCOUNT_DISABLED] })
    if (user.totp_enabled_at) {
      // The failure count is cleared only once the code is right too: a password alone buys no fresh guesses at the code.
      await attempt.succeeded()
      const token = await sealPendingLogin({ userId: user.id, tenantId: tenant.id, v: user.session_version ?? 0 })
      return json({ two_factor_required: true, two_factor_token: token, message: CODE_REQUIRED })
    }
    // Only now, in one statement: guesses racing this request may have locked the account.
    if (!(await clearFailedLogins(req.payload, user.id))) throw wrongCredentials()
    await attempt.succeeded()
    return signIn(req, user, tenant)
  },
})

/** The second step: the pending sign-in must still stand (same tenant, account, session_version; not locked or disabled). */
async function codeStep(req: PayloadRequest, input: z.infer<typeof ZCodeInput>): Promise<Response> {
  const attempt = await attemptUnderFailureLimit('login-failures:ip', clientAddress(req.headers))
  const tenant = await requestTenant(req)
  const pending = await readPendingLogin(input.two_factor_token)
  const user = pending && pending.tenantId === tenant.id ? await findUserRow(req.payload, { and: [{ id: { equals: pending.userId } }, { tenant: { equals: tenant.id } }] }) : null
  if (!pending || !user || (user.session_version ?? 0) !== pending.v || user.disabled_at || !user.totp_enabled_at) {
    throw new AppError('invalid', SIGN_IN_EXPIRED, { two_factor_token: [SIGN_IN_EXPIRED] })
  }
  if (isLocked(user)) throw wrongCredentials()
  const factor = await proveSecondFactor(req.payload, user.id, input)
  if (!factor) {
    await countFailure(req, user, tenant)
    throw invalid(secondFactorError(input))
  }
  if (!(await clearFailedLogins(req.payload, user.id))) throw wrongCredentials()
  await attempt.succeeded()
  if (factor.kind === 'recovery-code') {
    const person = { ...user, collection: 'users' as const }
    await recordActivity(req.payload, req, {
      target: { collection: 'users', id: user.id },
      tenant: tenant.id,
      action: 'two-factor-recovery-code-used',
      actor: actorOf(person),
      targetLabel: user.email,
      changes: { recoveryCodesLeft: { from: factor.left + 1, to: factor.left } },
    })
  }
  return signIn(req, user, tenant)
}
