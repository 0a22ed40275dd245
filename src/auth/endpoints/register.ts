import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { clientAddress } from '@/lib/client-address'
import { json, parseBody, rowIdOf, validationError } from '@/lib/http'
import { takeAttempt } from '@/lib/rate-limit'
import { requestTenant } from '@/tenancy/request-tenant'

import { emailVerificationPath, isValidEmailVerification } from '../email-verification'
import { authEmails } from '../emails'
import { hashPassword } from '../password'
import { startSession } from '../session-records'
import { findUserInTenant, findUserRow, updateUserRow } from '../user-rows'
import { NEW_PASSWORD_FIELDS, passwordsMatch, ZEmail } from '../credential-rules'

const ZRegisterInput = z
  .object({
    name: z.string().trim().min(1, 'Enter your first name').max(100),
    surname: z.string().trim().min(1, 'Enter your surname').max(100),
    email: ZEmail,
    ...NEW_PASSWORD_FIELDS,
  })
  .refine(...passwordsMatch)

/** POST /api/auth/manual-register: an investor (role 5) of the request's tenant; signed in, email not yet verified. */
export const manualRegisterEndpoint: Endpoint = {
  path: '/auth/manual-register',
  method: 'post',
  handler: async (req) => {
    const limited = await takeAttempt('register:ip', clientAddress(req.headers))
    if (limited) return limited
    const input = await parseBody(req, ZRegisterInput)
    if (!input.ok) return input.response
    const tenant = await requestTenant(req)
    const { name, surname, email, password } = input.data
    const existing = await findUserInTenant(req.payload, tenant.id, email)
    if (existing) return validationError({ email: ['This email is already registered. Sign in or reset your password.'] })
    const user = await req.payload.create({
      collection: 'users',
      data: { name, surname, email, role_id: ROLE.user, tenant: tenant.id, password_hash: await hashPassword(password) },
      overrideAccess: true,
    })
    authEmails.verifyEmail(req.payload, { to: email, tenant }, emailVerificationPath(user))
    const cookie = await startSession(req.payload, { id: user.id, tenant: tenant.id, role_id: ROLE.user }, req.headers.get('user-agent'))
    return json({ id: user.id, email: user.email }, 201, { 'Set-Cookie': cookie })
  },
}

/** POST /email/resend: a new verification link for the signed-in user. */
export const resendVerificationEndpoint: Endpoint = {
  path: '/auth/email/resend',
  method: 'post',
  handler: async (req) => {
    if (!isTenantUser(req.user)) return json({ message: 'Unauthenticated.' }, 401)
    if (req.user.email_verified_at) return json({ message: 'Your email address is already verified.' })
    const limited = await takeAttempt('verification-resend:account', String(req.user.id))
    if (limited) return limited
    const tenant = await requestTenant(req)
    authEmails.verifyEmail(req.payload, { to: req.user.email, tenant }, emailVerificationPath(req.user))
    return json({ message: 'A new verification link has been sent to your email address.' }, 202)
  },
}

/** GET /email/verify/{id}?expires&signature (rewritten here): marks the address verified, then opens the portal (or login). */
export const verifyEmailEndpoint: Endpoint = {
  path: '/auth/email/verify/:id',
  method: 'get',
  handler: async (req) => {
    const tenant = await requestTenant(req)
    const url = new URL(req.url ?? '', 'http://local')
    const id = rowIdOf(req.routeParams?.id)
    const user = id === null ? null : await findUserRow(req.payload, { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }] })
    const valid = !!user && isValidEmailVerification(user, Number(url.searchParams.get('expires')), url.searchParams.get('signature') ?? '')
    if (!valid) return new Response(null, { status: 303, headers: { Location: '/login?verification=invalid' } })
    if (!user.email_verified_at) {
      await updateUserRow(req.payload, user.id, { email_verified_at: new Date().toISOString() })
    }
    // Verifying does not sign anyone in: a forwarded link must not become a way into the account.
    return new Response(null, { status: 303, headers: { Location: '/investor?verified=1' } })
  },
}
