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
export function terminologyOf(tenant: Pick<Tenant, 'theme'>): Record<string, string> {
  return stringRecord(tenant.theme?.terminology)
}

/** The theme's colours: known keys only, each a hex colour or its default (a stored value is never trusted as CSS). */
export function colorsOf(tenant: Pick<Tenant, 'theme'>): TThemeColors {
  const stored = stringRecord(tenant.theme?.colors)
  return Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, THEME_COLOR_PATTERN.test(stored[key] ?? '') ? stored[key] : DEFAULT_COLORS[key]])) as TThemeColors
}

/** What GET /api/branding answers: the tenant's public theme, terms and switches; nothing private. */
export function toPublicBranding(tenant: Tenant) {
  return {
    id: tenant.id,
    code: tenant.code,
    name: tenant.name,
    pageTitle: tenant.theme?.pageTitle || tenant.name,
    colors: colorsOf(tenant),
    terminology: terminologyOf(tenant),
    logoUrl: tenant.theme?.logoUrl ?? null,
    logoLightUrl: tenant.theme?.logoLightUrl ?? null,
    faviconUrl: tenant.theme?.faviconUrl ?? null,
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
