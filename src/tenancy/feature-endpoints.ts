import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { endSessionsOfStaffWithoutTwoFactor } from '@/auth/session-records'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import { featuresOf } from './branding'
import { FEATURE_KEYS } from './defaults'
import { requestTenant } from './request-tenant'
import { SESSION_IDLE_MINUTES_RANGE } from './session-timeouts'

const ZSwitch = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])]).transform((value) => value === true || value === 'true' || value === '1' || value === 'on')

/** Known switches only, each a boolean. */
const ZFeaturesInput = z.object({
  switches: z
    .record(z.string(), z.unknown())
    .superRefine((switches, ctx) => {
      for (const [key, value] of Object.entries(switches)) {
        if (!(FEATURE_KEYS as string[]).includes(key)) ctx.addIssue({ code: 'custom', message: 'Not a feature switch', path: [key] })
        else if (!ZSwitch.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'Choose on or off', path: [key] })
      }
    })
    .transform((switches) => Object.fromEntries(Object.entries(switches).map(([key, value]) => [key, ZSwitch.parse(value)]))),
})

/**
 * POST /api/features { switches: { funds_enabled: false, … } } (issue 12 §5): the tenant's own
 * staff turn its spec 3 switches on and off, as spec 6's `features` update allows (Super Admin,
 * Support). Switches not named keep their value. Answers the tenant's switches after the change.
 */
export const updateFeaturesEndpoint = defineEndpoint({
  path: '/features',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'features', 'update')
    const { switches } = await parseBody(req, ZFeaturesInput)
    const tenant = await requestTenant(req)
    if (tenantIdOf(user.tenant) !== tenant.id) throw new AppError('forbidden')
    const updated = await req.payload.update({
      collection: 'tenants',
      id: tenant.id,
      overrideAccess: true,
      depth: 0,
      req,
      data: { features: { ...featuresOf(tenant), ...switches } },
    })
    return json({ features: featuresOf(updated), message: 'Saved. The change applies from the next page you open.' })
  },
})

const ZIdleMinutes = z
  .union([z.number(), z.string(), z.null()])
  .transform((value, ctx) => {
    if (value === null || value === '') return null
    const minutes = Number(value)
    if (!Number.isInteger(minutes) || minutes < SESSION_IDLE_MINUTES_RANGE.min || minutes > SESSION_IDLE_MINUTES_RANGE.max) {
      ctx.addIssue({ code: 'custom', message: `Enter whole minutes from ${SESSION_IDLE_MINUTES_RANGE.min} to ${SESSION_IDLE_MINUTES_RANGE.max}, or leave it empty` })
      return z.NEVER
    }
    return minutes
  })

export const OWN_TWO_FACTOR_FIRST = 'Switch on two-factor sign-in for your own account first (on this page), so you are not kept out with everyone else.'

/**
 * POST /api/security-settings { staffIdleMinutes, investorIdleMinutes, staffTwoFactorRequired } (issue 12 §5,
 * issue 13 §9): the tenant's session idle time-outs (empty: the platform's), for sessions opened from
 * now on, and whether every staff account must sign in with a second factor (decision 039). Switching
 * that on needs the second factor on the account doing it, and ends the sessions of staff without one:
 * their next sign-in takes them to set it up. spec 6 `features` update.
 */
export const updateSecuritySettingsEndpoint = defineEndpoint({
  path: '/security-settings',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'features', 'update')
    const input = await parseBody(req, z.object({ staffIdleMinutes: ZIdleMinutes.optional(), investorIdleMinutes: ZIdleMinutes.optional(), staffTwoFactorRequired: ZSwitch.optional() }))
    const tenant = await requestTenant(req)
    if (tenantIdOf(user.tenant) !== tenant.id) throw new AppError('forbidden')
    const switchingOn = input.staffTwoFactorRequired === true && !tenant.staffTwoFactorRequired
    if (switchingOn && !user.totp_enabled_at) throw invalid({ staffTwoFactorRequired: [OWN_TWO_FACTOR_FIRST] })
    const updated = await req.payload.update({ collection: 'tenants', id: tenant.id, overrideAccess: true, depth: 0, req, data: input })
    const signedOut = switchingOn ? await endSessionsOfStaffWithoutTwoFactor(req.payload, tenant.id) : 0
    return json({
      staffIdleMinutes: updated.staffIdleMinutes ?? null,
      investorIdleMinutes: updated.investorIdleMinutes ?? null,
      staffTwoFactorRequired: !!updated.staffTwoFactorRequired,
      message:
        input.staffTwoFactorRequired === undefined
          ? 'Saved. New sign-ins use these time-outs; sessions already open keep theirs.'
          : updated.staffTwoFactorRequired
            ? `Saved. Staff now sign in with a second factor${signedOut ? `; ${signedOut} without one ${signedOut === 1 ? 'was' : 'were'} signed out and will set it up at their next sign-in` : ''}.`
            : 'Saved. Two-factor sign-in is now each staff member’s choice (Super Admin and Support keep it in production).',
    })
  },
})
