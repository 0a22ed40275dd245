import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import type { TActivityAction } from '@/domain/records/activity'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { attemptUnderFailureLimit } from '@/lib/rate-limit'
import type { Tenant } from '@/payload-types'
import { requestTenant } from '@/tenancy/request-tenant'

import { verifyPassword } from '../password'
import { readSession, type TSession } from '../session'
import { endUserSessions, liveSessionsOf, sessionCookieFor } from '../session-records'
import { newRecoveryCodes } from '../two-factor/recovery-codes'
import { twoFactorRequired } from '../two-factor/requirement'
import { proveSecondFactor, secondFactorError, WRONG_CODE } from '../two-factor/second-factor'
import { matchTotpCode, newTotpSecret } from '../two-factor/totp'
import { confirmEnrolment, disableTwoFactor, readTotpState, replaceRecoveryCodes, startEnrolment } from '../two-factor/totp-rows'
import { findUserRow } from '../user-rows'

// The signed-in account's own security (issue 13 §8, §9; decision 039): two-factor sign-in (set-up with
// a first code, recovery codes, switching it off) and its sessions. Every tenant user, for their own
// account only: nothing here takes a user id from the request.

const ALREADY_ON = 'Two-factor sign-in is already on for this account.'
const NOT_ON = 'Two-factor sign-in is not on for this account.'

const ZSecondFactor = {
  code: z.string().trim().max(20).optional(),
  recovery_code: z.string().trim().max(40).optional(),
}
const ZSecondFactorInput = z.object(ZSecondFactor).refine((input) => !!(input.code || input.recovery_code), { message: 'Enter the 6-digit code from your authenticator app', path: ['code'] })

async function ownTenant(req: PayloadRequest, user: TTenantUser): Promise<Tenant> {
  const tenant = await requestTenant(req)
  if (tenantIdOf(user.tenant) !== tenant.id) throw new AppError('forbidden')
  return tenant
}

const trail = (req: PayloadRequest, user: TTenantUser, tenant: Tenant, action: TActivityAction) =>
  recordActivity(req.payload, req, { target: { collection: 'users', id: user.id }, tenant: tenant.id, action, targetLabel: user.email })

/** The request's session cookie again, at `version`, marked for set-up or not. */
async function renewedCookie(user: TTenantUser, session: TSession | null, version: number, setup2fa: boolean): Promise<Record<string, string>> {
  return session ? { 'Set-Cookie': await sessionCookieFor({ id: user.id, tenant: tenantIdOf(user.tenant)! }, session.sid, version, { setup2fa }) } : {}
}

/** POST /api/auth/two-factor/setup: a new secret, kept pending until a first code confirms it; shown this once. */
export const twoFactorSetupEndpoint = defineEndpoint({
  path: '/auth/two-factor/setup',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenant = await ownTenant(req, user)
    const { secret, uri } = newTotpSecret(tenant.name, user.email)
    if (!(await startEnrolment(req.payload.db.pool, user.id, secret))) throw new AppError('conflict', ALREADY_ON)
    return json({ secret, uri }, 200, { 'Cache-Control': 'no-store' })
  },
})

/** POST /api/auth/two-factor/confirm { code }: the first code switches it on; the answer carries the ten recovery codes, once. */
export const twoFactorConfirmEndpoint = defineEndpoint({
  path: '/auth/two-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenant = await ownTenant(req, user)
    const input = await parseBody(req, z.object({ code: z.string().trim().min(1, 'Enter the 6-digit code from your authenticator app').max(20) }))
    const attempt = await attemptUnderFailureLimit('two-factor-failures:account', String(user.id))
    const state = await readTotpState(req.payload.db.pool, user.id)
    if (state?.enabledAt) throw new AppError('conflict', ALREADY_ON)
    if (!state?.pendingSecret) throw invalid({ code: ['Start the set-up again: no authenticator is waiting to be confirmed.'] })
    const step = await matchTotpCode(state.pendingSecret, input.code.replace(/\s/g, ''))
    if (step === null) throw invalid({ code: [WRONG_CODE] })
    await attempt.succeeded()
    const { codes, hashes } = newRecoveryCodes()
    if (!(await confirmEnrolment(req.payload.db.pool, user.id, state.pendingSecret, step, hashes))) throw new AppError('conflict', 'The set-up changed meanwhile: start it again.')
    await trail(req, user, tenant, 'two-factor-enabled')
    // A session kept to the set-up (decision 039) is a whole one from now on.
    const session = await readSession(req.headers.get('cookie'))
    const headers = session?.setup2fa ? await renewedCookie(user, session, session.v, false) : {}
    return json({ recovery_codes: codes, message: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.' }, 200, { ...headers, 'Cache-Control': 'no-store' })
  },
})

/** POST /api/auth/two-factor/recovery-codes { code | recovery_code }: ten new codes replace the old ones. */
export const twoFactorRecoveryCodesEndpoint = defineEndpoint({
  path: '/auth/two-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenant = await ownTenant(req, user)
    const input = await parseBody(req, ZSecondFactorInput)
    const attempt = await attemptUnderFailureLimit('two-factor-failures:account', String(user.id))
    const state = await readTotpState(req.payload.db.pool, user.id)
    if (!state?.enabledAt) throw new AppError('conflict', NOT_ON)
    if (!(await proveSecondFactor(req.payload, user.id, input))) throw invalid(secondFactorError(input))
    await attempt.succeeded()
    const { codes, hashes } = newRecoveryCodes()
    await replaceRecoveryCodes(req.payload.db.pool, user.id, hashes)
    await trail(req, user, tenant, 'two-factor-recovery-codes-renewed')
    return json({ recovery_codes: codes, message: 'New recovery codes made: the old ones no longer work.' }, 200, { 'Cache-Control': 'no-store' })
  },
})

/**
 * POST /api/auth/two-factor/disable { current_password, code | recovery_code }: switches it off and ends
 * the account's other sessions. An account that must have it is kept to setting it up again.
 */
export const twoFactorDisableEndpoint = defineEndpoint({
  path: '/auth/two-factor/disable',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenant = await ownTenant(req, user)
    const input = await parseBody(req, z.object({ current_password: z.string().min(1, 'Enter your current password').max(200), ...ZSecondFactor }).refine((value) => !!(value.code || value.recovery_code), { message: 'Enter the 6-digit code from your authenticator app', path: ['code'] }))
    const attempt = await attemptUnderFailureLimit('two-factor-failures:account', String(user.id))
    const row = await findUserRow(req.payload, { id: { equals: user.id } })
    if (!row?.totp_enabled_at) throw new AppError('conflict', NOT_ON)
    if (!(await verifyPassword(input.current_password, row.password_hash))) throw invalid({ current_password: ['The current password is incorrect.'] })
    if (!(await proveSecondFactor(req.payload, user.id, input))) throw invalid(secondFactorError(input))
    await attempt.succeeded()
    await disableTwoFactor(req.payload.db.pool, user.id)
    const session = await readSession(req.headers.get('cookie'))
    const version = await endUserSessions(req.payload, user.id, 'two-factor-changed', session?.sid ?? null)
    await trail(req, user, tenant, 'two-factor-disabled')
    const required = twoFactorRequired(user.role_id, tenant)
    const message = required ? 'Two-factor sign-in is off. Your organisation requires it: set it up again to continue.' : 'Two-factor sign-in is off. Your other sessions have been signed out.'
    return json({ message, two_factor_setup_required: required }, 200, await renewedCookie(user, session, version, required))
  },
})

/** GET /api/auth/sessions: the account's live sessions (when they started, were last used, the browser), this one marked. */
export const sessionsEndpoint = defineEndpoint({
  path: '/auth/sessions',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const current = await readSession(req.headers.get('cookie'))
    const sessions = await liveSessionsOf(req.payload.db.pool, user.id)
    return json({ data: sessions.map((session) => ({ ...session, current: session.id === current?.sid })) }, 200, { 'Cache-Control': 'no-store' })
  },
})

/** POST /api/auth/sessions/end-others: every other session of the account ends (decision 007's rows); this one carries on. */
export const endOtherSessionsEndpoint = defineEndpoint({
  path: '/auth/sessions/end-others',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenant = await ownTenant(req, user)
    const session = await readSession(req.headers.get('cookie'))
    const version = await endUserSessions(req.payload, user.id, 'signed-out-elsewhere', session?.sid ?? null)
    await trail(req, user, tenant, 'other-sessions-ended')
    return json({ message: 'Your other sessions have been signed out.' }, 200, await renewedCookie(user, session, version, session?.setup2fa === true))
  },
})

export const accountSecurityEndpoints = [twoFactorSetupEndpoint, twoFactorConfirmEndpoint, twoFactorRecoveryCodesEndpoint, twoFactorDisableEndpoint, sessionsEndpoint, endOtherSessionsEndpoint]
