import { z } from 'zod'

import { requireTenantUser } from '@/access/require-user'
import { enqueueMailWork } from '@/email/mail-queue'
import { clientAddress } from '@/lib/client-address'
import { defineEndpoint, invalid, type TEndpointHandler } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { attemptUnderFailureLimit, takeAttempt } from '@/lib/rate-limit'
import { requestTenant } from '@/tenancy/request-tenant'

import { authEmails } from '../emails'
import { ACCOUNT_DISABLED } from './login'
import { NEW_PASSWORD_FIELDS, passwordsMatch, ZEmail } from '../credential-rules'
import { hashPassword, verifyPassword } from '../password'
import { readSession } from '../session'
import { endUserSessions, sessionCookieFor, startSession } from '../session-records'
import { findUserInTenant, findUserRow, updateUserRow } from '../user-rows'
import { CLEARED_TOKEN, issueToken, tokenMatches, type TTokenPurpose } from '../tokens'

export const RESET_LINK_SENT = 'If that address has an account, we have emailed a link to reset the password.'

/** POST /password/email: always the same answer, so it never reveals whether an email exists. */
export const passwordEmailEndpoint = defineEndpoint({
  path: '/auth/password/email',
  method: 'post',
  handler: async (req) => {
    await takeAttempt('password-email:ip', clientAddress(req.headers))
    const input = await parseBody(req, z.object({ email: ZEmail }))
    const tenant = await requestTenant(req)
    // Per address whether or not it has an account, so the limit itself reveals nothing.
    await takeAttempt('password-email:account', `${tenant.id}:${input.email}`)
    const { payload } = req
    enqueueMailWork(payload, 'password reset email', async () => {
      const user = await findUserInTenant(payload, tenant.id, input.email)
      // A disabled account keeps its password: it cannot sign in with a new one either (decision 023).
      if (!user || user.disabled_at) return
      const { token, fields } = issueToken('reset')
      await updateUserRow(payload, user.id, fields)
      authEmails.resetPassword(payload, { to: user.email, tenant }, token)
    })
    return json({ message: RESET_LINK_SENT })
  },
})

const ZTokenPasswordInput = z.object({ token: z.string().min(1), email: ZEmail, ...NEW_PASSWORD_FIELDS }).refine(...passwordsMatch)

/** Consumes a one-time token (reset or set-password) and sets the password; signs the user in. */
const setPasswordWithToken =
  (purpose: TTokenPurpose): TEndpointHandler =>
  async (req) => {
    const input = await parseBody(req, ZTokenPasswordInput)
    const attempt = await attemptUnderFailureLimit('password-token-failures:ip', clientAddress(req.headers))
    const tenant = await requestTenant(req)
    const user = await findUserInTenant(req.payload, tenant.id, input.email)
    if (!user || !tokenMatches(user, purpose, input.token)) {
      throw invalid({ token: ['This link is invalid or has expired. Please request a new one.'] })
    }
    await attempt.succeeded()
    if (user.disabled_at) throw invalid({ token: [ACCOUNT_DISABLED] })
    // Whoever held the old password loses every session it opened.
    const sessionVersion = await endUserSessions(req.payload, user.id, purpose === 'reset' ? 'password-reset' : 'password-changed')
    await updateUserRow(req.payload, user.id, {
      ...CLEARED_TOKEN,
      password_hash: await hashPassword(input.password),
      failed_logins: 0,
      locked_until: null,
      // The link arrived by email, which proves the address.
      email_verified_at: user.email_verified_at ?? new Date().toISOString(),
    })
    const cookie = await startSession(req.payload, { ...user, session_version: sessionVersion }, req.headers.get('user-agent'))
    return json({ message: 'Your password has been set.' }, 200, { 'Set-Cookie': cookie })
  }

/** POST /password/reset */
export const passwordResetEndpoint = defineEndpoint({ path: '/auth/password/reset', method: 'post', handler: setPasswordWithToken('reset') })

/** POST /api/auth/set-password: first password of an account staff created (link from the invitation email). */
export const setPasswordEndpoint = defineEndpoint({ path: '/auth/set-password', method: 'post', handler: setPasswordWithToken('set-password') })

/** POST /api/auth/update-password: the signed-in user changes their password; other sessions end. */
export const updatePasswordEndpoint = defineEndpoint({
  path: '/auth/update-password',
  method: 'post',
  handler: async (req) => {
    const signedIn = requireTenantUser(req.user)
    const input = await parseBody(
      req,
      z.object({ current_password: z.string().min(1, 'Enter your current password'), ...NEW_PASSWORD_FIELDS }).refine(...passwordsMatch),
    )
    const attempt = await attemptUnderFailureLimit('password-change-failures:account', String(signedIn.id))
    const user = await findUserRow(req.payload, { id: { equals: signedIn.id } })
    if (!user || !(await verifyPassword(input.current_password, user.password_hash))) {
      throw invalid({ current_password: ['The current password is incorrect.'] })
    }
    await attempt.succeeded()
    // Every other session ends; this one carries on under the new session_version.
    const current = await readSession(req.headers.get('cookie'))
    await updateUserRow(req.payload, user.id, { password_hash: await hashPassword(input.password) })
    const sessionVersion = await endUserSessions(req.payload, user.id, 'password-changed', current?.sid ?? null)
    const cookie = current ? await sessionCookieFor(user, current.sid, sessionVersion) : await startSession(req.payload, { ...user, session_version: sessionVersion }, req.headers.get('user-agent'))
    return json({ message: 'Your password has been updated.' }, 200, { 'Set-Cookie': cookie })
  },
})

