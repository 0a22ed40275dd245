import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isTenantUser } from '@/access/current-user'
import { enqueueMailWork } from '@/email/mail-queue'
import { clientAddress } from '@/lib/client-address'
import { json, parseBody, validationError } from '@/lib/http'
import { attemptUnderFailureLimit, takeAttempt } from '@/lib/rate-limit'
import { requestTenant } from '@/tenancy/request-tenant'

import { authEmails } from '../emails'
import { NEW_PASSWORD_FIELDS, passwordsMatch, ZEmail } from '../credential-rules'
import { hashPassword, verifyPassword } from '../password'
import { readSession } from '../session'
import { endUserSessions, sessionCookieFor, startSession } from '../session-records'
import { findUserInTenant, findUserRow, updateUserRow } from '../user-rows'
import { CLEARED_TOKEN, issueToken, tokenMatches, type TTokenPurpose } from '../tokens'

export const RESET_LINK_SENT = 'If that address has an account, we have emailed a link to reset the password.'

/** POST /password/email: always the same answer, so it never reveals whether an email exists. */
export const passwordEmailEndpoint: Endpoint = {
  path: '/auth/password/email',
  method: 'post',
  handler: async (req) => {
    const limited = await takeAttempt('password-email:ip', clientAddress(req.headers))
    if (limited) return limited
    const input = await parseBody(req, z.object({ email: ZEmail }))
    if (!input.ok) return input.response
    const tenant = await requestTenant(req)
    // Per address whether or not it has an account, so the limit itself reveals nothing.
    const perAddress = await takeAttempt('password-email:account', `${tenant.id}:${input.data.email}`)
    if (perAddress) return perAddress
    const { payload } = req
    enqueueMailWork(payload, 'password reset email', async () => {
      const user = await findUserInTenant(payload, tenant.id, input.data.email)
      if (!user) return
      const { token, fields } = issueToken('reset')
      await updateUserRow(payload, user.id, fields)
      authEmails.resetPassword(payload, { to: user.email, tenant }, token)
    })
    return json({ message: RESET_LINK_SENT })
  },
}

const ZTokenPasswordInput = z.object({ token: z.string().min(1), email: ZEmail, ...NEW_PASSWORD_FIELDS }).refine(...passwordsMatch)

/** Consumes a one-time token (reset or set-password) and sets the password; signs the user in. */
const setPasswordWithToken =
  (purpose: TTokenPurpose): Endpoint['handler'] =>
  async (req) => {
    const input = await parseBody(req, ZTokenPasswordInput)
    if (!input.ok) return input.response
    const attempt = await attemptUnderFailureLimit('password-token-failures:ip', clientAddress(req.headers))
    if (attempt.refused) return attempt.refused
    const tenant = await requestTenant(req)
    const user = await findUserInTenant(req.payload, tenant.id, input.data.email)
    if (!user || !tokenMatches(user, purpose, input.data.token)) {
      return validationError({ token: ['This link is invalid or has expired. Please request a new one.'] })
    }
    await attempt.succeeded()
    // Whoever held the old password loses every session it opened.
    const sessionVersion = await endUserSessions(req.payload, user.id, purpose === 'reset' ? 'password-reset' : 'password-changed')
    await updateUserRow(req.payload, user.id, {
      ...CLEARED_TOKEN,
      password_hash: await hashPassword(input.data.password),
      failed_logins: 0,
      locked_until: null,
      // The link arrived by email, which proves the address.
      email_verified_at: user.email_verified_at ?? new Date().toISOString(),
    })
    const cookie = await startSession(req.payload, { ...user, session_version: sessionVersion }, req.headers.get('user-agent'))
    return json({ message: 'Your password has been set.' }, 200, { 'Set-Cookie': cookie })
  }

/** POST /password/reset */
export const passwordResetEndpoint: Endpoint = { path: '/auth/password/reset', method: 'post', handler: setPasswordWithToken('reset') }

/** POST /api/auth/set-password: first password of an account staff created (link from the invitation email). */
export const setPasswordEndpoint: Endpoint = { path: '/auth/set-password', method: 'post', handler: setPasswordWithToken('set-password') }

/** POST /api/auth/update-password: the signed-in user changes their password; other sessions end. */
export const updatePasswordEndpoint: Endpoint = {
  path: '/auth/update-password',
  method: 'post',
  handler: async (req) => {
    if (!isTenantUser(req.user)) return json({ message: 'Unauthenticated.' }, 401)
    const input = await parseBody(
      req,
      z.object({ current_password: z.string().min(1, 'Enter your current password'), ...NEW_PASSWORD_FIELDS }).refine(...passwordsMatch),
    )
    if (!input.ok) return input.response
    const account = String(req.user.id)
    const attempt = await attemptUnderFailureLimit('password-change-failures:account', account)
    if (attempt.refused) return attempt.refused
    const user = await findUserRow(req.payload, { id: { equals: req.user.id } })
    if (!user || !(await verifyPassword(input.data.current_password, user.password_hash))) {
      return validationError({ current_password: ['The current password is incorrect.'] })
    }
    await attempt.succeeded()
    // Every other session ends; this one carries on under the new session_version.
    const current = await readSession(req.headers.get('cookie'))
    await updateUserRow(req.payload, user.id, { password_hash: await hashPassword(input.data.password) })
    const sessionVersion = await endUserSessions(req.payload, user.id, 'password-changed', current?.sid ?? null)
    const cookie = current ? await sessionCookieFor(user, current.sid, sessionVersion) : await startSession(req.payload, { ...user, session_version: sessionVersion }, req.headers.get('user-agent'))
    return json({ message: 'Your password has been updated.' }, 200, { 'Set-Cookie': cookie })
  },
}

