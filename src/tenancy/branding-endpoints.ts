import { z } from 'zod'

import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import { toPublicBranding } from './branding'
import { THEME_COLOR_KEYS, THEME_COLOR_PATTERN } from './defaults'
import { requestTenant } from './request-tenant'

/** GET /api/branding: the request's tenant theme and switches (public: the login page needs it). */
export const brandingEndpoint = defineEndpoint({
  path: '/branding',
  method: 'get',
  handler: async (req) => json(toPublicBranding(await requestTenant(req)), 200, { 'Cache-Control': 'no-cache' }),
})

/** GET /api/branding/{id}: the same, addressed by id (spec's "setting id 1" is the request's tenant). */
export const brandingByIdEndpoint = defineEndpoint({
  path: '/branding/:id',
  method: 'get',
  handler: async (req) => {
    const tenant = await requestTenant(req)
    const id = String(req.routeParams?.id)
    if (id !== '1' && id !== String(tenant.id)) throw new AppError('not_found')
    return json(toPublicBranding(tenant), 200, { 'Cache-Control': 'no-cache' })
  },
})

const ZColor = z.string().regex(THEME_COLOR_PATTERN, 'Use a colour like #1f6feb')
// Known keys only: a key becomes a CSS variable name (issue 8, finding 12).
const ZThemeColors = z.partialRecord(z.enum(THEME_COLOR_KEYS), ZColor)
const ZJsonObject = <T extends z.ZodType>(inner: T) =>
  z.union([inner, z.string().transform((text, ctx) => {
    try {
      return inner.parse(JSON.parse(text))
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' })
      return z.NEVER
    }
  })])

const ZBrandingInput = z.object({
  colors: ZJsonObject(ZThemeColors).optional(),
  navigation: ZJsonObject(z.record(z.string(), z.string().max(100))).optional(),
  _method: z.enum(['PATCH', 'POST']).optional(),
})

/** POST /api/branding (optionally _method PATCH): staff with branding update change colours and terminology. */
export const updateBrandingEndpoint = defineEndpoint({
  path: '/branding',
  method: 'post',
  handler: async (req) => {
    requirePermission(requireTenantUser(req.user), 'branding', 'update')
    const input = await parseBody(req, ZBrandingInput)
    const tenant = await requestTenant(req)
    const updated = await req.payload.update({
      collection: 'tenants',
      id: tenant.id,
      overrideAccess: true,
      data: {
        theme: {
          ...tenant.theme,
          ...(input.colors ? { colors: { ...((tenant.theme?.colors as object) ?? {}), ...input.colors } } : {}),
          ...(input.navigation ? { terminology: input.navigation } : {}),
          isCustomBranding: true,
        },
      },
    })
    return json(toPublicBranding(updated))
  },
})
