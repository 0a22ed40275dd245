import { z } from 'zod'

import { ROLE } from '@/access/roles'
import { NEW_PASSWORD_FIELDS, passwordsMatch } from '@/auth/credential-rules'
import { startSession } from '@/auth/session-records'
import { defineEndpoint } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { json, parseBody } from '@/lib/http'
import { attemptUnderFailureLimit, takeAttempt } from '@/lib/rate-limit'
import { inTransaction } from '@/lib/transaction'
import { requestTenant } from '@/tenancy/request-tenant'

import { acceptInvitation } from '../accept'

const ZAcceptInput = z
  .object({
    token: z.string('Open the link from your invitation email').min(1, 'Open the link from your invitation email').max(200, 'Open the link from your invitation email'),
    name: z.string('Enter your first name').trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
    surname: z.string('Enter your surname').trim().min(1, 'Enter your surname').max(100, 'Use at most 100 characters'),
    ...NEW_PASSWORD_FIELDS,
  })
  .refine(...passwordsMatch)

/**
 * POST /api/invitations/accept { token, name, surname, password, password_confirmation }: registers
 * the invited investor in the tenant of this host (the email is the invitation's, whatever the page
 * showed) and signs them in. A used, revoked or expired link is a 409, an unknown one (or another
 * tenant's) a 404, each with a sentence saying what to do. Guesses count against the same limit as
 * password-link guesses.
 */
export const acceptInvitationEndpoint = defineEndpoint({
  path: '/accept',
  method: 'post',
  handler: async (req) => {
    const address = clientAddress(req.headers)
    await takeAttempt('register:ip', address)
    const input = await parseBody(req, ZAcceptInput)
    const attempt = await attemptUnderFailureLimit('password-token-failures:ip', address)
    const tenant = await requestTenant(req)
    const user = await inTransaction(req, () => acceptInvitation(req, tenant.id, input))
    await attempt.succeeded()
    const cookie = await startSession(req.payload, { id: user.id, tenant: tenant.id, role_id: ROLE.user }, req.headers.get('user-agent'))
    return json({ id: user.id, email: user.email }, 201, { 'Set-Cookie': cookie })
  },
})
