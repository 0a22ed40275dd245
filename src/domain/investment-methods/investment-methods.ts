// spec 2.1 /admin/investors/investment-methods, spec 3 "investment methods and entities" and the User's
// investmentMethodEntities / leadInvestmentMethodEntities (issue 11 §4, decision 022). The words,
// codes and addresses the collections, endpoints, screens and seed share.

export const METHOD_PATHS = {
  list: '/admin/investors/investment-methods',
  create: '/admin/investors/investment-methods/new-method',
  record: '/admin/investors/investment-methods/:id',
  edit: '/admin/investors/investment-methods/:id/edit',
} as const

export const methodPath = (id: number | string, tab = 'details') => `${METHOD_PATHS.record.replace(':id', String(id))}/${tab}`

/**
 * What kind of wrapper a method is (decision 022): the UK's tax wrappers (a stocks and shares or
 * innovative finance ISA, a SIPP, a SSAS), a company or a trust investing for its people, or other.
 */
export const METHOD_KINDS = ['isa', 'sipp', 'ssas', 'company', 'trust', 'other'] as const
export type TMethodKind = (typeof METHOD_KINDS)[number]
export const METHOD_KIND_LABEL: Record<TMethodKind, string> = { isa: 'ISA', sipp: 'SIPP', ssas: 'SSAS', company: 'Company', trust: 'Trust', other: 'Other' }
export const methodKindText = (value: unknown) => METHOD_KIND_LABEL[value as TMethodKind] ?? String(value ?? '')
export const methodKindPalette = (value: unknown) => (value === 'isa' ? 'green' : value === 'sipp' || value === 'ssas' ? 'blue' : value === 'company' ? 'purple' : value === 'trust' ? 'teal' : 'gray')

/** An entity's state: opening (paperwork with the provider), active (may hold investments), closed (kept for the record). */
export const ENTITY_STATUSES = ['pending', 'active', 'closed'] as const
export type TEntityStatus = (typeof ENTITY_STATUSES)[number]
export const ENTITY_STATUS_LABEL: Record<TEntityStatus, string> = { pending: 'Opening', active: 'Active', closed: 'Closed' }
export const entityStatusText = (value: unknown) => ENTITY_STATUS_LABEL[value as TEntityStatus] ?? String(value ?? '')
export const entityStatusPalette = (value: unknown) => (value === 'active' ? 'green' : value === 'pending' ? 'orange' : 'gray')

/** The most associates an entity names besides its lead (joint holders, trustees, co-directors). */
export const MAX_ASSOCIATES = 10
