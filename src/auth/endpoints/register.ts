import { z } from 'zod'

import { requireTenantUser } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { json, parseBody, rowIdOf } from '@/lib/http'
import { takeAttempt } from '@/lib/rate-limit'
import { requestTenant } from '@/tenancy/request-tenant'

import { emailVerificationPath, isValidEmailVerification } from '../email-verification'
import { authEmails } from '../emails'
import { inviteOnlyMessage, registrationOpen } from '../invite-only'
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

/** POST /api/auth/manual-register: an investor (role 5) of the request's tenant; signed in, email not yet verified. 403 under invite_on_register. */
export const manualRegisterEndpoint = defineEndpoint({
  path: '/auth/manual-register',
  method: 'post',
  handler: async (req) => {
    await takeAttempt('register:ip', clientAddress(req.headers))
    const { name, surname, email, password } = await parseBody(req, ZRegisterInput)
    const tenant = await requestTenant(req)
    if (!registrationOpen(tenant)) throw new AppError('forbidden', inviteOnlyMessage(tenant.name))
    const existing = await findUserInTenant(req.payload, tenant.id, email)
    if (existing) throw invalid({ email: ['This email is already registered. Sign in or reset your password.'] })
    const user = await req.payload.create({
      collection: 'users',
      data: { name, surname, email, role_id: ROLE.user, tenant: tenant.id, password_hash: await hashPassword(password) },
      overrideAccess: true,
    })
    authEmails.verifyEmail(req.payload, { to: email, tenant }, emailVerificationPath(user))
    const cookie = await startSession(req.payload, { id: user.id, tenant: tenant.id, role_id: ROLE.user }, req.headers.get('user-agent'))
    return json({ id: user.id, email: user.email }, 201, { 'Set-Cookie': cookie })
  },
})

/** POST /email/resend: a new verification link for the signed-in user. */
export const resendVerificationEndpoint = defineEndpoint({
  path: '/auth/email/resend',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    if (user.email_verified_at) return json({ message: 'Your email address is already verified.' })
    await takeAttempt('verification-resend:account', String(user.id))
    const tenant = await requestTenant(req)
    authEmails.verifyEmail(req.payload, { to: user.email, tenant }, emailVerificationPath(user))
    return json({ message: 'A new verification link has been sent to your email address.' }, 202)
  },
})

/** GET /email/verify/{id}?expires&signature (rewritten here): marks the address verified, then opens the portal (or login). */
export const verifyEmailEndpoint = defineEndpoint({
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
})
