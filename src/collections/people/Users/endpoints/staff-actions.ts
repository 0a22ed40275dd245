import { z } from 'zod'

import { INVESTOR_ACTION_GRANT } from '@/access/investor-actions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { NEW_PASSWORD_FIELDS, passwordsMatch } from '@/auth/credential-rules'
import { defineEndpoint } from '@/lib/app-error'
import { json, parseBody, rowIdOf } from '@/lib/http'

import { investorForAction, resendSetPasswordEmail, resetAppropriatenessTest, setAccountDisabled, setPasswordByStaff } from '../staff-actions'

// spec 7 /api/users/resend-set-password-email and /api/users/{id}/reset-appropriateness-test, and
// the other staff actions of issue 11 §1 (decision 023). Each answers { message } (200); a refusal
// is the AppError shape: 401 without a session, 403 without the right, 404 for an investor the
// user cannot reach, 409 when the account's state forbids it, 422 for bad input.

/** POST /api/users/{id}/reset-appropriateness-test (user_app_test update). */
export const resetAppropriatenessTestEndpoint = defineEndpoint({
  path: '/:id/reset-appropriateness-test',
  method: 'post',
  handler: async (req) => {
    const investor = await investorForAction(req, requireTenantUser(req.user), 'reset-appropriateness-test', rowIdOf(req.routeParams?.id))
    return json({ message: await resetAppropriatenessTest(req, investor) })
  },
})

/** POST /api/users/resend-set-password-email { user_id } (investors create). */
export const resendSetPasswordEmailEndpoint = defineEndpoint({
  path: '/resend-set-password-email',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    // The right before the body, so a role without it is told so whatever it sent.
    requirePermission(user, ...INVESTOR_ACTION_GRANT['resend-set-password-email'])
    const { user_id } = await parseBody(req, z.object({ user_id: z.coerce.number('Name the investor').int().positive('Name the investor') }))
    const investor = await investorForAction(req, user, 'resend-set-password-email', rowIdOf(user_id))
    return json({ message: await resendSetPasswordEmail(req, investor) })
  },
})

const ZStaffPassword = z.object(NEW_PASSWORD_FIELDS).refine(...passwordsMatch)

/** POST /api/users/{id}/password { password, password_confirmation } (investors_password update). */
export const setInvestorPasswordEndpoint = defineEndpoint({
  path: '/:id/password',
  method: 'post',
  handler: async (req) => {
    const investor = await investorForAction(req, requireTenantUser(req.user), 'set-password', rowIdOf(req.routeParams?.id))
    const { password } = await parseBody(req, ZStaffPassword)
    return json({ message: await setPasswordByStaff(req, investor, password) })
  },
})

/** POST /api/users/{id}/disable and /enable (investors delete). */
const accountSwitch = (disabled: boolean) =>
  defineEndpoint({
    path: `/:id/${disabled ? 'disable' : 'enable'}`,
    method: 'post',
    handler: async (req) => {
      const investor = await investorForAction(req, requireTenantUser(req.user), 'disable', rowIdOf(req.routeParams?.id))
      return json({ message: await setAccountDisabled(req, investor, disabled) })
    },
  })

export const disableInvestorEndpoint = accountSwitch(true)
export const enableInvestorEndpoint = accountSwitch(false)

/** In the collection's endpoints before `/:id` (POST /api/users/{id} with _method=PATCH), which would take `/resend-set-password-email`. */
export const investorStaffActionEndpoints = [resendSetPasswordEmailEndpoint, resetAppropriatenessTestEndpoint, setInvestorPasswordEndpoint, disableInvestorEndpoint, enableInvestorEndpoint]
