import { z } from 'zod'

import { actorOf, recordActivity } from '@/collections/records/Activities/record-activity'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { parseBody } from '@/lib/http'
import { attemptUnderFailureLimit } from '@/lib/rate-limit'
import { requestTenant } from '@/tenancy/request-tenant'

import { authEmails } from '../emails'
import { verifyPassword } from '../password'
import { startSession } from '../session-records'
import { clearFailedLogins, findUserInTenant, recordFailedLogin } from '../user-rows'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
/** One message for every wrong-credentials case, so a response never tells whether an email exists. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact us if you think this is a mistake.'
const wrongCredentials = () => new AppError('invalid', INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] })

const ZLoginInput = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(200),
})

/** POST /login (rewritten here by src/proxy.ts): checks the password within the request's tenant only. */
export const loginEndpoint = defineEndpoint({
  path: '/auth/login',
  method: 'post',
  handler: async (req) => {
    const input = await parseBody(req, ZLoginInput)
    const attempt = await attemptUnderFailureLimit('login-failures:ip', clientAddress(req.headers))
    const tenant = await requestTenant(req)
    const user = await findUserInTenant(req.payload, tenant.id, input.email)
    const locked = !!user?.locked_until && new Date(user.locked_until).getTime() > Date.now()
    const passwordOk = await verifyPassword(input.password, user?.password_hash)

    if (!user || locked || !passwordOk) {
      if (user && !locked) {
        const lockNow = await recordFailedLogin(req.payload, user.id, MAX_FAILED_LOGINS, LOCK_MINUTES)
        if (lockNow) authEmails.accountLocked(req.payload, { to: user.email, tenant }, LOCK_MINUTES)
      }
      throw wrongCredentials()
    }
    // Said only to whoever knows the password, so it reveals nothing about which emails exist (decision 023).
    if (user.disabled_at) throw new AppError('invalid', ACCOUNT_DISABLED, { email: [ACCOUNT_DISABLED] })
    // Only now, in one statement: guesses racing this request may have locked the account.
    if (!(await clearFailedLogins(req.payload, user.id))) throw wrongCredentials()
    await attempt.succeeded()
    const cookie = await startSession(req.payload, user, req.headers.get('user-agent'))
    // The account's trail (issue 9 §3): the person signs in, before their session is req.user.
    const person = { ...user, collection: 'users' as const }
    await recordActivity(req.payload, req, { target: { collection: 'users', id: user.id }, tenant: tenant.id, action: 'login', actor: actorOf(person), targetLabel: user.email })
    return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie } })
  },
})
