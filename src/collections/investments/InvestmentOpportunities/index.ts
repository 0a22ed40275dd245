import type { Access, CollectionConfig, Validate } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { INVALID_DATE, isDateOrEmpty } from '@/collections/fields/date-value'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZOpportunityBody } from '@/domain/investments/opportunity-body'
import { TAX_OPTION_VALUES, TAX_OPTIONS } from '@/domain/investments/opportunity-content'
import { INVESTMENT_TERMS_MAX, nextTermsVersion } from '@/domain/investments/investment-terms'
import { isReservedSlug, isSlug, RESERVED_SLUG_MESSAGE, SLUG_MAX_LENGTH } from '@/domain/investments/slug'
import { OPPORTUNITY_STAGES, STAGE_LABEL } from '@/domain/investments/stages'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { tenantById } from '@/tenancy/resolve-tenant'

import { attributeOfKind, imageOfTenant, switchedOn } from './content-rules'
import { cloneOpportunityEndpoint } from './endpoints/clone-opportunity'
import { moveStageEndpoint } from './endpoints/move-stage'
import { enforceDeleteRules, enforceStageRules, publishingRequirement, validateStage } from './hooks/stage-rules'
import { stagesFor, stageWhere } from './stage-access'

const byStage =
  (action: 'read' | 'update' | 'delete'): Access =>
  async ({ req: { user, payload } }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user)) return false
    // Portal readers see nothing until their onboarding steps are done (issue 8, finding 7).
    if (can(user.role_id, 'portal_investments', 'index')) {
      const tenant = await tenantById(payload, user.tenant)
      if (await portalStepFor(payload, user, tenant)) return false
    }
    return stageWhere(user, action)
  }

/** Both rules, the first failure reported. */
const both =
  (first: Validate, second: Validate): Validate =>
  async (value, options) => {
    const result = await first(value, options)
    return result === true ? second(value, options) : result
  }

const validateTargetAmount = (value: number | null | undefined) => (Number.isSafeInteger(value) && (value as number) >= 0) || 'Enter a whole number of minor units'
const targetAmountPublishable = publishingRequirement('targetAmount')
const closesAtPublishable = publishingRequirement('closesAt')

const MINOR_UNITS = 'In minor units (pence, cents) of the opportunity’s currency.'

/** A relationship to the tenant's attribute options of one kind (attribute-options, by kind). */
const attributeField = (name: string, kind: Parameters<typeof attributeOfKind>[0], message: string, options: { hasMany?: boolean; parentField?: string } = {}) =>
  ({
    name,
    type: 'relationship',
    relationTo: 'attribute-options',
    hasMany: options.hasMany ?? false,
    index: !options.hasMany,
    filterOptions: { kind: { equals: kind } },
    validate: attributeOfKind(kind, message, options.parentField),
  }) as const

const imageField = (required: boolean) => ({ name: 'image', type: 'relationship', relationTo: 'images', required, index: true, validate: imageOfTenant }) as const

/**
 * spec 3/4: an investment opportunity, in stages 1 (draft) to 6 (matured). The stage changes only
 * through its actions (POST /{id}/stage); /{id}/clone copies it as a new draft (spec 7); delete
 * follows spec 6's delete and delete_unsafe (docs/decisions/010). Every write is checked against
 * ZOpportunityBody (the form's schema too); the content rules that need the database (attributes
 * of the tenant, a sub-type of the chosen type, the tenant's switches, images of the tenant) are
 * field validators (content-rules.ts).
 */
export const InvestmentOpportunities: CollectionConfig = {
  slug: 'investment-opportunities',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'stage', 'tenant', 'closesAt'] },
  indexes: [
    { fields: ['tenant', 'slug'], unique: true },
    { fields: ['tenant', 'stage'] },
  ],
  access: {
    read: byStage('read'),
    update: byStage('update'),
    delete: byStage('delete'),
    create: ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && stagesFor(user, 'create').length > 0),
  },
  // One way to copy: /{id}/clone (a new draft with a free slug), not Payload's /{id}/duplicate.
  disableDuplicate: true,
  endpoints: [moveStageEndpoint, cloneOpportunityEndpoint],
  hooks: { beforeValidate: [validateBody(ZOpportunityBody)], beforeChange: [enforceStageRules], beforeDelete: [enforceDeleteRules] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: (value: unknown) => (isSlug(value) ? !isReservedSlug(value) || RESERVED_SLUG_MESSAGE : `Use lower-case words joined by dashes (at most ${SLUG_MAX_LENGTH} characters)`),
    },
    {
      name: 'stage',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      validate: validateStage,
      admin: { description: OPPORTUNITY_STAGES.map((s) => `${s} ${STAGE_LABEL[s]}`).join(', ') },
    },
    { name: 'summary', type: 'richText' },
    {
      name: 'targetAmount',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'In minor units (pence, cents).' },
      validate: (value: number | null | undefined, options: Parameters<Validate>[1]) => {
        const valid = validateTargetAmount(value)
        return valid === true ? targetAmountPublishable(value, options) : valid
      },
    },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value)) || 'Use a 3-letter ISO currency code' },
    { name: 'opensAt', type: 'date', validate: (value: unknown) => isDateOrEmpty(value) || INVALID_DATE },
    {
      name: 'closesAt',
      type: 'date',
      index: true,
      validate: (value: unknown, options: Parameters<Validate>[1]) => {
        const { siblingData } = options as { siblingData: { opensAt?: unknown } }
        if (!isDateOrEmpty(value)) return INVALID_DATE
        if (value && isDateOrEmpty(siblingData.opensAt) && siblingData.opensAt && new Date(value as string) < new Date(siblingData.opensAt as string)) {
          return 'The closing date must be on or after the opening date'
        }
        return closesAtPublishable(value, options)
      },
    },
    // The content the investor's detail screen shows (issue 9 §5).
    attributeField('investmentType', 'investment-type', 'Choose an investment type of this tenant'),
    attributeField('investmentSubType', 'investment-sub-type', 'Choose a sub-type of the chosen investment type', { parentField: 'investmentType' }),
    attributeField('industries', 'industry', 'Choose industries of this tenant', { hasMany: true }),
    attributeField('investorTypes', 'investor-type', 'Choose investor types of this tenant', { hasMany: true }),
    {
      ...attributeField('investmentCategories', 'investment-category', 'Choose investment categories of this tenant', { hasMany: true }),
      validate: both(attributeOfKind('investment-category', 'Choose investment categories of this tenant'), switchedOn('investmentCategories', 'Investment categories are switched off for this tenant')),
    },
    {
      ...attributeField('investmentCharacters', 'investment-character', 'Choose investment characters of this tenant', { hasMany: true }),
      validate: both(attributeOfKind('investment-character', 'Choose investment characters of this tenant'), switchedOn('investmentCharacters', 'Investment characters are switched off for this tenant')),
    },
    { name: 'minimumInvestment', type: 'number', admin: { description: MINOR_UNITS } },
    { name: 'valuation', type: 'number', admin: { description: MINOR_UNITS } },
    { name: 'sharePrice', type: 'number', admin: { description: `${MINOR_UNITS} Whole minor units: docs/decisions/011.` } },
    {
      name: 'taxOptions',
      type: 'select',
      hasMany: true,
      options: TAX_OPTION_VALUES.map((value) => ({ value, label: TAX_OPTIONS[value] })),
      validate: switchedOn('taxOptions', 'Tax reliefs are switched off for this tenant (tax_enabled)'),
    },
    // The investment terms investors accept before investing while investment_terms_enabled is on (decision 043).
    { name: 'investmentTerms', type: 'textarea', maxLength: INVESTMENT_TERMS_MAX, validate: switchedOn('investmentTerms', 'Investment terms are switched off for this tenant (investment_terms_enabled)') },
    {
      // Raised by one whenever the terms' text changes (whatever a body sends): an acceptance names the version it accepted.
      name: 'investmentTermsVersion',
      type: 'number',
      admin: { readOnly: true },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc }) => {
            const before = originalDoc as { investmentTerms?: unknown; investmentTermsVersion?: unknown } | undefined
            const text = siblingData.investmentTerms !== undefined ? siblingData.investmentTerms : before?.investmentTerms
            return nextTermsVersion(before?.investmentTerms, before?.investmentTermsVersion, text)
          },
        ],
      },
    },
    { name: 'keyPoints', type: 'array', fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
    {
      name: 'keyDates',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 80 },
        { name: 'date', type: 'date', required: true },
      ],
    },
    {
      name: 'teamMembers',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'role', type: 'text', maxLength: 120 },
        { name: 'bio', type: 'textarea', maxLength: 1_000 },
        imageField(false),
      ],
    },
    {
      name: 'gallery',
      type: 'array',
      fields: [imageField(true), { name: 'caption', type: 'text', maxLength: 200 }],
    },
    tenantField,
  ],
}
