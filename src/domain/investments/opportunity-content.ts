import type { TFeatureKey } from '@/tenancy/defaults'

// Issue 9 §5: an opportunity's own content besides its lifecycle fields (what the investor's detail
// screen shows): attributes, money figures, tax reliefs, key points and dates, team, gallery.

/**
 * spec 3 "tax options" (shown only while the tenant's tax_enabled switch is on): the UK reliefs an
 * opportunity may qualify for. Stored by code; the label is what people read.
 */
export const TAX_OPTIONS = {
  EIS: 'EIS',
  SEIS: 'SEIS',
  VCT: 'VCT',
  BR: 'Business Relief (IHT)',
  IFISA: 'Innovative Finance ISA',
} as const

export type TTaxOption = keyof typeof TAX_OPTIONS
export const TAX_OPTION_VALUES = Object.keys(TAX_OPTIONS) as [TTaxOption, ...TTaxOption[]]
export const isTaxOption = (value: unknown): value is TTaxOption => typeof value === 'string' && value in TAX_OPTIONS

/** Fields that exist only while a tenant switch is on: refused (a field error) when it is off, hidden on screens. */
export const OPPORTUNITY_SWITCHED_FIELDS = {
  taxOptions: 'tax_enabled',
  investmentCategories: 'investment_classification_enabled',
  investmentCharacters: 'investment_classification_enabled',
  investmentTerms: 'investment_terms_enabled',
} as const satisfies Record<string, TFeatureKey>

export type TSwitchedField = keyof typeof OPPORTUNITY_SWITCHED_FIELDS

/** How many of each list one opportunity holds at most (a page stays readable; a body stays small). */
export const OPPORTUNITY_LIMITS = {
  attributes: 20,
  keyPoints: 12,
  keyDates: 12,
  teamMembers: 24,
  gallery: 24,
  /** Characters of the rich-text summary. */
  summaryText: 20_000,
} as const
