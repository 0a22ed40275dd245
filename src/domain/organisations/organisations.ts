// spec 2.1 /admin/investors/organisations and /organisation-applications, spec 3 "Business type:
// business, organisation, sole trader" and "organisations and links" (issue 11 §3, decision 020).
// The words, codes and bodies the collections, endpoints, screens and seed share.

export const ORGANISATION_PATHS = {
  list: '/admin/investors/organisations',
  create: '/admin/investors/organisations/new-organisation',
  record: '/admin/investors/organisations/:id',
  edit: '/admin/investors/organisations/:id/edit',
} as const

export const organisationPath = (id: number | string, tab = 'details') => `${ORGANISATION_PATHS.record.replace(':id', String(id))}/${tab}`

export const APPLICATION_PATHS = {
  list: '/admin/investors/organisation-applications',
  record: '/admin/investors/organisation-applications/:id/details',
} as const

export const applicationPath = (id: number | string) => APPLICATION_PATHS.record.replace(':id', String(id))

/** spec 3 business types. */
export const BUSINESS_TYPES = ['business', 'organisation', 'sole_trader'] as const
export type TBusinessType = (typeof BUSINESS_TYPES)[number]
export const BUSINESS_TYPE_LABEL: Record<TBusinessType, string> = { business: 'Business', organisation: 'Organisation', sole_trader: 'Sole trader' }
export const businessTypeText = (value: unknown) => BUSINESS_TYPE_LABEL[value as TBusinessType] ?? String(value ?? '')
export const businessTypePalette = (value: unknown) => (value === 'business' ? 'blue' : value === 'organisation' ? 'purple' : 'teal')

/**
 * An investor's role in an organisation (decision 020): a director, an authorised signatory (may
 * sign and invest on its behalf without being a director) or a member (an owner, partner or
 * employee named on its file). One role per investor per organisation.
 */
export const MEMBER_ROLES = ['director', 'authorised_signatory', 'member'] as const
export type TMemberRole = (typeof MEMBER_ROLES)[number]
export const MEMBER_ROLE_LABEL: Record<TMemberRole, string> = { director: 'Director', authorised_signatory: 'Authorised signatory', member: 'Member' }
export const memberRoleText = (value: unknown) => MEMBER_ROLE_LABEL[value as TMemberRole] ?? String(value ?? '')

/** An organisation application's state: pending until staff approve (a link is made) or reject (with a reason). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABEL: Record<TApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }
export const applicationStatusText = (value: unknown) => APPLICATION_STATUS_LABEL[value as TApplicationStatus] ?? String(value ?? '')
export const applicationStatusPalette = (value: unknown) => (value === 'approved' ? 'green' : value === 'rejected' ? 'red' : 'orange')
