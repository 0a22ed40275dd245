import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import { featuresOf } from './branding'
import { FEATURE_KEYS } from './defaults'
import { requestTenant } from './request-tenant'

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
