import type { TResource } from '@/access/permissions'
import type { ATTRIBUTE_KIND_VALUES } from '@/domain/attributes/attribute-option-body'
import type { TFeatureKey } from '@/tenancy/defaults'

// spec 2.1 /admin/settings/attributes and spec 6's attribute resources: the tenant's own lists of
// words that describe an opportunity. One collection holds them all (attribute-options, by kind);
// each kind has its settings page and the permission spec 6 names for it.

export type TAttributeKind = (typeof ATTRIBUTE_KIND_VALUES)[number]

export type TAttributeKindInfo = {
  /** The settings page: /admin/settings/attributes/{segment}. */
  segment: string
  one: string
  many: string
  permission: TResource
  feature?: TFeatureKey
  /** A sub-type belongs to a type. */
  parentKind?: TAttributeKind
}

export const ATTRIBUTE_KINDS: Record<TAttributeKind, TAttributeKindInfo> = {
  industry: { segment: 'industries', one: 'industry', many: 'industries', permission: 'industries' },
  'investment-type': { segment: 'investment-types', one: 'investment type', many: 'investment types', permission: 'investment_opportunity_types' },
  'investment-sub-type': { segment: 'investment-sub-types', one: 'investment sub-type', many: 'investment sub-types', permission: 'investment_opportunity_sub_types', parentKind: 'investment-type' },
  // Not in spec 2.1's list of attribute pages, though spec 6 names its permission: decision 010.
  'investor-type': { segment: 'investor-types', one: 'investor type', many: 'investor types', permission: 'investment_opportunity_investor_types' },
  'investment-category': { segment: 'investment-categories', one: 'investment category', many: 'investment categories', permission: 'attributes', feature: 'investment_classification_enabled' },
  'investment-character': { segment: 'investment-characters', one: 'investment character', many: 'investment characters', permission: 'attributes', feature: 'investment_classification_enabled' },
  // The categories KPIs are grouped by (issue 12 §1, decision 036).
  'kpi-category': { segment: 'kpi-category', one: 'KPI category', many: 'KPI categories', permission: 'attributes' },
}

export const ATTRIBUTE_KIND_KEYS = Object.keys(ATTRIBUTE_KINDS) as TAttributeKind[]

export const isAttributeKind = (value: unknown): value is TAttributeKind => typeof value === 'string' && value in ATTRIBUTE_KINDS
