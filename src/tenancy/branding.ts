import type { Tenant } from '@/payload-types'

import {
  DEFAULT_APP_VERSION,
  DEFAULT_COLORS,
  DEFAULT_RISK_BANNER_TEXT,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_TERMS_VERSION,
  FEATURE_DEFAULTS,
  FEATURE_KEYS,
  type TFeatures,
  type TPortfolioNavSetting,
  THEME_COLOR_KEYS,
  THEME_COLOR_PATTERN,
  type TThemeColors,
} from './defaults'
import type { TTerminology } from './terminology'

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(asRecord(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** spec 3 switches are read as booleans, each falling back to its default. */
export function featuresOf(tenant: Pick<Tenant, 'features'>): TFeatures {
  const stored = asRecord(tenant.features)
  return Object.fromEntries(FEATURE_KEYS.map((key) => [key, typeof stored[key] === 'boolean' ? stored[key] : FEATURE_DEFAULTS[key]])) as TFeatures
}

/** spec 3: the tenant's own words for labels (read through term()). */
export function terminologyOf(tenant: Pick<Tenant, 'theme'>): TTerminology {
  return stringRecord(tenant.theme?.terminology)
}

/** The theme's colours: known keys only, each a hex colour or its default (a stored value is never trusted as CSS). */
export function colorsOf(tenant: Pick<Tenant, 'theme'>): TThemeColors {
  const stored = stringRecord(tenant.theme?.colors)
  return Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, THEME_COLOR_PATTERN.test(stored[key] ?? '') ? stored[key] : DEFAULT_COLORS[key]])) as TThemeColors
}

/** The tenant's uploaded brand images (issue 12 §5): served publicly at /api/branding/images/{kind}. */
export const BRAND_IMAGE_KINDS = { logo: 'logoImage', 'logo-light': 'logoLightImage', favicon: 'faviconImage' } as const
export type TBrandImageKind = keyof typeof BRAND_IMAGE_KINDS

const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null

/** The id of the tenant's uploaded image of that kind, or null. */
export const brandImageId = (tenant: Pick<Tenant, 'theme'>, kind: TBrandImageKind): number | null => relationId(tenant.theme?.[BRAND_IMAGE_KINDS[kind]])

/** Where a brand image is shown: the uploaded one (its id in the address, so a new one is a new address), else the address set in /cms. */
function brandImageUrl(tenant: Pick<Tenant, 'theme'>, kind: TBrandImageKind, fallback: string | null | undefined): string | null {
  const id = brandImageId(tenant, kind)
  return id !== null ? `/api/branding/images/${kind}?v=${id}` : fallback || null
}

/** spec 3's aliases of two switches, carried beside their own names. */
export const FEATURE_ALIASES = { enableFunds: 'funds_enabled', termsConditions: 'investment_terms_enabled' } as const

/** What GET /api/branding answers: the tenant's public theme, terms and switches; nothing private. */
export function toPublicBranding(tenant: Tenant) {
  return {
    id: tenant.id,
    code: tenant.code,
    name: tenant.name,
    pageTitle: tenant.theme?.pageTitle || tenant.name,
    colors: colorsOf(tenant),
    terminology: terminologyOf(tenant),
    logoUrl: brandImageUrl(tenant, 'logo', tenant.theme?.logoUrl),
    logoLightUrl: brandImageUrl(tenant, 'logo-light', tenant.theme?.logoLightUrl),
    faviconUrl: brandImageUrl(tenant, 'favicon', tenant.theme?.faviconUrl),
    isCustomBranding: !!tenant.theme?.isCustomBranding,
    isTrial: !!tenant.theme?.isTrial,
    appVersion: tenant.theme?.appVersion || DEFAULT_APP_VERSION,
    terms: {
      terms_version: tenant.terms?.version ?? DEFAULT_TERMS_VERSION,
      terms_format: tenant.terms?.format === 'url' ? ('url' as const) : ('text' as const),
      terms_text: tenant.terms?.text ?? '',
    },
    risk_warning_text: tenant.riskWarningText || DEFAULT_RISK_BANNER_TEXT,
    market_sounding_description: tenant.marketSoundingDescription ?? '',
    backToSiteUrl: tenant.backToSiteUrl ?? null,
    supportEmail: tenant.supportEmail || DEFAULT_SUPPORT_EMAIL,
    portfolioNav: (tenant.portfolioNav ?? 'default') as TPortfolioNavSetting,
    features: featuresOf(tenant),
  }
}

export type TBranding = ReturnType<typeof toPublicBranding>

/**
 * spec 3, 7: GET /api/branding also carries every theme field and switch under the spec's own names
 * and aliases: logo, logo_alt / logoLight, favicon, navigation (the terminology as a JSON string),
 * each switch at the top level (funds_enabled …), enableFunds and termsConditions.
 */
export function toSpecBranding(tenant: Tenant) {
  const branding = toPublicBranding(tenant)
  const { features } = branding
  return {
    ...branding,
    logo: branding.logoUrl,
    logo_alt: branding.logoLightUrl,
    logoLight: branding.logoLightUrl,
    favicon: branding.faviconUrl,
    navigation: JSON.stringify(branding.terminology),
    ...features,
    enableFunds: features[FEATURE_ALIASES.enableFunds],
    termsConditions: features[FEATURE_ALIASES.termsConditions],
  }
}
