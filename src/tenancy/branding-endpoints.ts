import { Readable } from 'node:stream'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint, invalid, type TFieldErrors } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { fileStore } from '@/lib/storage/file-store'
import type { Tenant } from '@/payload-types'

import { BRAND_IMAGE_KINDS, brandImageId, colorsOf, terminologyOf, toSpecBranding, type TBrandImageKind } from './branding'
import { ZBrandingInput, type TBrandingInput } from './branding-input'
import { contrastErrors } from './contrast'
import { DEFAULT_TERMS_VERSION } from './defaults'
import { requestTenant } from './request-tenant'
import type { TTerminology } from './terminology'

/** GET /api/branding: the request's tenant theme and switches (public: the login page needs it). */
export const brandingEndpoint = defineEndpoint({
  path: '/branding',
  method: 'get',
  handler: async (req) => json(toSpecBranding(await requestTenant(req)), 200, { 'Cache-Control': 'no-cache' }),
})

/** GET /api/branding/{id}: the same, addressed by id (spec's "setting id 1" is the request's tenant). */
export const brandingByIdEndpoint = defineEndpoint({
  path: '/branding/:id',
  method: 'get',
  handler: async (req) => {
    const tenant = await requestTenant(req)
    const id = String(req.routeParams?.id)
    if (id !== '1' && id !== String(tenant.id)) throw new AppError('not_found')
    return json(toSpecBranding(tenant), 200, { 'Cache-Control': 'no-cache' })
  },
})

/**
 * GET /api/branding/images/{logo|logo-light|favicon}: the request's tenant's uploaded brand image.
 * Public like the rest of the branding (the login page shows the logo); only the image the tenant
 * currently uses is served, so no other upload becomes public through it.
 */
export const brandImageEndpoint = defineEndpoint({
  path: '/branding/images/:kind',
  method: 'get',
  handler: async (req) => {
    const kind = String(req.routeParams?.kind)
    if (!(kind in BRAND_IMAGE_KINDS)) throw new AppError('not_found')
    const tenant = await requestTenant(req)
    const id = brandImageId(tenant, kind as TBrandImageKind)
    if (id === null) throw new AppError('not_found')
    const image = await req.payload.findByID({ collection: 'images', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
    if (!image || tenantIdOf(image.tenant) !== tenant.id) throw new AppError('not_found')
    const body = await fileStore().get(image.storageKey)
    if (!body) throw new AppError('not_found')
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        // The address carries the image id (?v=), so a new logo is a new address.
        'Cache-Control': 'public, max-age=300',
      },
    })
  },
})

const IMAGE_FIELDS = [
  ['logo', 'logoImage'],
  ['logoLight', 'logoLightImage'],
  ['favicon', 'faviconImage'],
] as const

/** Uploaded images named by the body must be the tenant's own. */
async function checkImages(req: Parameters<typeof brandingEndpoint.handler>[0], tenant: Tenant, input: TBrandingInput, errors: TFieldErrors): Promise<Record<string, number | null>> {
  const chosen: Record<string, number | null> = {}
  for (const [field, column] of IMAGE_FIELDS) {
    const value = field === 'logoLight' ? (input.logoLight !== undefined ? input.logoLight : input.logo_alt) : input[field]
    if (value === undefined) continue
    if (value !== null) {
      const image = await req.payload.findByID({ collection: 'images', id: value, depth: 0, overrideAccess: true, disableErrors: true })
      if (!image || tenantIdOf(image.tenant) !== tenant.id) {
        errors[field] = ['Upload an image first']
        continue
      }
    }
    chosen[column] = value
  }
  return chosen
}

/** The terms after this write, and whether they changed (then the version rises: every user is asked again). */
function nextTerms(tenant: Tenant, input: TBrandingInput, errors: TFieldErrors) {
  const current = { version: tenant.terms?.version ?? DEFAULT_TERMS_VERSION, format: tenant.terms?.format === 'url' ? 'url' : 'text', text: tenant.terms?.text ?? '' }
  if (input.terms_format === undefined && input.terms_text === undefined) return null
  const format = input.terms_format ?? current.format
  const text = input.terms_text !== undefined ? (input.terms_text ?? '') : current.text
  if (!text) errors.terms_text = [format === 'url' ? 'Enter the address of your terms' : 'Enter the terms']
  else if (format === 'url' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(text)) errors.terms_text = ['Enter an address starting with https://']
  const changed = format !== current.format || text !== current.text
  return { version: changed ? current.version + 1 : current.version, format: format as 'url' | 'text', text }
}

/**
 * POST /api/branding (spec 7; issue 12 §5): staff with branding update change the theme: colours
 * (refused under WCAG AA, src/tenancy/contrast.ts), terminology (merged: '' puts a label's default
 * back), page title, uploaded logo, light logo and favicon, terms (new terms raise the version),
 * risk text and market-sounding description. The first write creates the tenant's custom branding;
 * once it exists, writes say `_method: PATCH` (a plain POST is refused, 409). All or nothing.
 */
export const updateBrandingEndpoint = defineEndpoint({
  path: '/branding',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'branding', 'update')
    const input = await parseBody(req, ZBrandingInput)
    const tenant = await requestTenant(req)
    if (tenantIdOf(user.tenant) !== tenant.id) throw new AppError('forbidden')
    const patch = String(input._method ?? 'POST').toUpperCase() === 'PATCH'
    if (!patch && tenant.theme?.isCustomBranding) throw new AppError('conflict', 'This tenant has its own branding already: change it with _method PATCH.')

    const errors: TFieldErrors = {}
    const colors = input.colors ? { ...colorsOf(tenant), ...input.colors } : null
    if (colors) for (const [key, messages] of Object.entries(contrastErrors(colors))) errors[`colors.${key}`] = messages!
    const images = await checkImages(req, tenant, input, errors)
    const terms = nextTerms(tenant, input, errors)
    if (Object.keys(errors).length > 0) throw invalid(errors)

    let terminology: TTerminology | null = null
    if (input.navigation) {
      terminology = terminologyOf(tenant)
      for (const [key, value] of Object.entries(input.navigation)) {
        if (value.trim()) terminology[key] = value.trim()
        else delete terminology[key]
      }
    }
    const updated = await req.payload.update({
      collection: 'tenants',
      id: tenant.id,
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        theme: {
          ...tenant.theme,
          ...(colors ? { colors } : {}),
          ...(terminology ? { terminology } : {}),
          ...(input.pageTitle !== undefined ? { pageTitle: input.pageTitle } : {}),
          ...images,
          isCustomBranding: true,
        },
        ...(terms ? { terms } : {}),
        ...(input.risk_warning_text !== undefined ? { riskWarningText: input.risk_warning_text } : {}),
        ...(input.market_sounding_description !== undefined ? { marketSoundingDescription: input.market_sounding_description } : {}),
      },
    })
    return json({ ...toSpecBranding(updated), message: 'Saved.' })
  },
})
