import type { CollectionBeforeChangeHook, CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import { operatorsOnly } from '@/access/payload-access'
import {
  DEFAULT_APP_VERSION,
  DEFAULT_COLORS,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_TERMS_VERSION,
  FEATURE_DEFAULTS,
  FEATURE_KEYS,
  PORTFOLIO_NAV_SETTINGS,
  THEME_COLOR_KEYS,
  THEME_COLOR_PATTERN,
} from '@/tenancy/defaults'
import { provisionNewTenant } from '@/tenancy/provisioning'
import { clearTenantCache, hostnameOf } from '@/tenancy/resolve-tenant'
import { TENANT_STATUSES } from '@/tenancy/suspension'
import { SESSION_IDLE_MINUTES_RANGE } from '@/tenancy/session-timeouts'
import { DEFAULT_DOCUMENT_MAX_BYTES, DOCUMENT_MAX_BYTES_CAP } from '@/domain/records/documents/limits'
import { BANK_DETAIL_FIELDS, BANK_DETAIL_LABEL, BANK_DETAIL_RULES } from '@/domain/payments/payments'

/** Known colour keys with hex values only: each key becomes a CSS variable name (issue 8, finding 12). */
function validateThemeColors(value: unknown): true | string {
  if (value == null) return true
  if (typeof value !== 'object' || Array.isArray(value)) return 'Colours must be a JSON object'
  for (const [key, colour] of Object.entries(value)) {
    if (!(THEME_COLOR_KEYS as string[]).includes(key)) return `Unknown colour "${key}": use ${THEME_COLOR_KEYS.join(', ')}`
    if (typeof colour !== 'string' || !THEME_COLOR_PATTERN.test(colour)) return `Colour "${key}" must look like #1f6feb`
  }
  return true
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/**
 * A domain names exactly one tenant (issue 8, finding 10): stored normalised (lower case, no port,
 * no trailing dot, as requests are matched) and refused when another tenant already has it.
 */
const validateDomain: TextFieldSingleValidation = async (value, { req, id }) => {
  if (typeof value !== 'string') return 'Enter a host name such as invest.example.com (no scheme, path or port)'
  const domain = hostnameOf(value)
  if (!HOSTNAME.test(domain)) return 'Enter a host name such as invest.example.com (no scheme, path or port)'
  const { totalDocs } = await req.payload.count({
    collection: 'tenants',
    where: { and: [{ 'domains.domain': { equals: domain } }, ...(id != null ? [{ id: { not_equals: id } }] : [])] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0 || `${domain} already belongs to another tenant`
}

/** The same host twice in one tenant's list would be one domain with two rows: refused as a duplicate. */
const validateDomainList = (value: unknown): true | string => {
  const domains = (Array.isArray(value) ? value : []).map((row: { domain?: unknown }) => (typeof row?.domain === 'string' ? hostnameOf(row.domain) : ''))
  const repeated = domains.find((domain, index) => domain !== '' && domains.indexOf(domain) !== index)
  return repeated ? `${repeated} is listed twice` : true
}

// Host names a tenant code would shadow as <code>.localhost or read as the platform's own.
const RESERVED_CODES = new Set(['www', 'api', 'cms', 'admin', 'app', 'mail', 'static', 'localhost', 'platform'])

/** Required when an operator creates a tenant in the console (issue 12 §6); the demo seed makes its own staff. */
const requiredFromConsole = (value: unknown, { req, id }: { req: { user?: { collection?: string } | null }; id?: number | string }): true | string =>
  id != null || req.user?.collection !== 'operators' || (typeof value === 'string' && value.trim() !== '') || 'Required: the first Super Admin is invited by email when the tenant is created'

/** Keeps the moment of suspension: set when the status turns suspended, cleared on resume. */
const stampSuspension: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'suspended' && originalDoc?.status !== 'suspended') data.suspendedAt = new Date().toISOString()
  if (data.status === 'active') data.suspendedAt = null
  return data
}

const featureFields: Field[] = FEATURE_KEYS.map((key) => ({
  name: key,
  type: 'checkbox',
  defaultValue: FEATURE_DEFAULTS[key],
}))

/** A firm on the platform, found by its domain. Provisioned by operators in /cms. */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'isDefault'] },
  access: { read: operatorsOnly, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  hooks: { beforeChange: [stampSuspension], afterChange: [() => clearTenantCache(), provisionNewTenant], afterDelete: [() => clearTenantCache()] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) =>
        typeof value !== 'string' || !/^[a-z][a-z0-9-]{1,30}$/.test(value)
          ? 'Use 2-31 lower-case letters, digits or dashes, starting with a letter'
          : !RESERVED_CODES.has(value) || `${value} is reserved: choose another code`,
    },
    {
      // Issue 12 §6: a suspended tenant's users see a suspended page and its APIs answer 403; nothing is deleted.
      name: 'status',
      type: 'select',
      options: [...TENANT_STATUSES],
      defaultValue: 'active',
      admin: { position: 'sidebar', description: 'Suspended: the tenant’s users see a suspended page, its APIs answer 403, its data is kept.' },
    },
    { name: 'suspendedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.status === 'suspended' } },
    {
      // Issue 12 §6: invited by email as the tenant's first Super Admin when the tenant is created.
      name: 'firstAdmin',
      type: 'group',
      admin: { description: 'Invited by email (a set-password link on the tenant’s own domain) when the tenant is created.' },
      fields: [
        { name: 'name', type: 'text', maxLength: 100, access: { update: () => false }, validate: requiredFromConsole as never },
        { name: 'surname', type: 'text', maxLength: 100, access: { update: () => false } },
        { name: 'email', type: 'email', access: { update: () => false }, validate: requiredFromConsole as never, hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] } },
      ],
    },
    { name: 'isDefault', type: 'checkbox', defaultValue: false, admin: { description: 'Serves hosts that match no tenant.' } },
    {
      name: 'domains',
      type: 'array',
      validate: validateDomainList as never,
      admin: { description: 'Exact host names (no port), e.g. invest.example.com' },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          index: true,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? hostnameOf(value) : value)] },
          validate: validateDomain,
        },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      fields: [
        { name: 'pageTitle', type: 'text' },
        { name: 'colors', type: 'json', defaultValue: DEFAULT_COLORS, validate: validateThemeColors },
        { name: 'logoUrl', type: 'text' },
        { name: 'logoLightUrl', type: 'text', admin: { description: 'Used on dark backgrounds.' } },
        { name: 'faviconUrl', type: 'text' },
        // Uploaded by the tenant's staff on the branding screen (issue 12 §5, decision 034); each wins over its address above.
        { name: 'logoImage', type: 'relationship', relationTo: 'images', admin: { description: 'Uploaded logo (wins over the logo address).' } },
        { name: 'logoLightImage', type: 'relationship', relationTo: 'images', admin: { description: 'Uploaded light logo, for dark backgrounds.' } },
        { name: 'faviconImage', type: 'relationship', relationTo: 'images', admin: { description: 'Uploaded favicon.' } },
        { name: 'terminology', type: 'json', defaultValue: {}, admin: { description: 'Label overrides, e.g. {"investments":"Deals"}' } },
        { name: 'isCustomBranding', type: 'checkbox', defaultValue: false },
        { name: 'isTrial', type: 'checkbox', defaultValue: false },
        { name: 'appVersion', type: 'text', defaultValue: DEFAULT_APP_VERSION },
      ],
    },
    {
      name: 'terms',
      type: 'group',
      fields: [
        { name: 'version', type: 'number', defaultValue: DEFAULT_TERMS_VERSION, min: 1, required: true },
        { name: 'format', type: 'select', options: ['url', 'text'], defaultValue: 'text', required: true },
        { name: 'text', type: 'textarea', admin: { description: 'The terms address (url format) or the terms text.' } },
      ],
    },
    { name: 'riskWarningText', type: 'textarea' },
    { name: 'marketSoundingDescription', type: 'textarea' },
    { name: 'backToSiteUrl', type: 'text' },
    { name: 'supportEmail', type: 'email', defaultValue: DEFAULT_SUPPORT_EMAIL },
    { name: 'portfolioNav', type: 'select', options: [...PORTFOLIO_NAV_SETTINGS], defaultValue: 'default' },
    {
      // issue 9 §3: the largest document a record takes; the platform cap applies whatever is set.
      name: 'documentMaxBytes',
      type: 'number',
      defaultValue: DEFAULT_DOCUMENT_MAX_BYTES,
      min: 1024,
      max: DOCUMENT_MAX_BYTES_CAP,
      admin: { description: `Largest document upload in bytes (default ${DEFAULT_DOCUMENT_MAX_BYTES}, at most ${DOCUMENT_MAX_BYTES_CAP}).` },
      validate: (value: unknown) =>
        value == null || (Number.isSafeInteger(value) && (value as number) >= 1024 && (value as number) <= DOCUMENT_MAX_BYTES_CAP) || `Enter a whole number of bytes from 1024 to ${DOCUMENT_MAX_BYTES_CAP}`,
    },
    {
      // issue 10 §9: where investors send bank transfers (decision 016). Shown read-only with an
      // investment's payment reference, unless the switches hide_bank_details (portal) or
      // hide_bank_details_admin (staff screens) are on. Any field may be left empty.
      name: 'bankDetails',
      type: 'group',
      admin: { description: 'Shown to investors with the payment reference when they pay by bank transfer.' },
      fields: BANK_DETAIL_FIELDS.map((field) => ({
        name: field,
        type: 'text',
        label: BANK_DETAIL_LABEL[field],
        maxLength: 140,
        hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : BANK_DETAIL_RULES[field].normalise(value)) : value)] },
        validate: (value: unknown) => value == null || value === '' || (typeof value === 'string' && BANK_DETAIL_RULES[field].test(value)) || BANK_DETAIL_RULES[field].message,
      })),
    },
    { name: 'features', type: 'group', fields: featureFields },
    // Issue 12 §5: the tenant's idle time-outs of new sessions (decision 034); empty: the platform's (IDLE_MINUTES).
    ...(['staffIdleMinutes', 'investorIdleMinutes'] as const).map(
      (name): Field => ({
        name,
        type: 'number',
        min: SESSION_IDLE_MINUTES_RANGE.min,
        max: SESSION_IDLE_MINUTES_RANGE.max,
        admin: { description: `Minutes without activity before a ${name === 'staffIdleMinutes' ? 'staff' : 'investor'} session ends (${SESSION_IDLE_MINUTES_RANGE.min}-${SESSION_IDLE_MINUTES_RANGE.max}); empty: the platform default.` },
        validate: (value: unknown) =>
          value == null || (Number.isInteger(value) && (value as number) >= SESSION_IDLE_MINUTES_RANGE.min && (value as number) <= SESSION_IDLE_MINUTES_RANGE.max) || `Enter whole minutes from ${SESSION_IDLE_MINUTES_RANGE.min} to ${SESSION_IDLE_MINUTES_RANGE.max}`,
      }),
    ),
    {
      // Issue 13 §9 (decision 039): every staff account of the tenant signs in with an authenticator code.
      // Set on /admin/settings/security (spec 6 `features` update); Super Admin and Support need it in production anyway.
      name: 'staffTwoFactorRequired',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Staff must sign in with a code from an authenticator app; those without one are sent to set it up.' },
    },
  ],
}
