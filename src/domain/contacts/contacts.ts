// Contacts (issue 11 §2; spec 2.1 /admin/investors/contacts, spec 4 lead status types) and
// invitations (issue 11 §6): addresses, codes and labels the collections, screens, seed and tests
// share. Pure data (docs/decisions/021-contacts-and-invitations.md).

export const CONTACT_PATHS = {
  list: '/admin/investors/contacts',
  create: '/admin/investors/contacts/new-contact',
  /** CSV import (issue 11 §12, decision 028). */
  import: '/admin/investors/contacts/import',
  /** The record's base: its tabs are `/{id}/details`, `/{id}/documents`, ... (spec 2.1). */
  record: '/admin/investors/contacts/:id',
  details: '/admin/investors/contacts/:id/details',
  edit: '/admin/investors/contacts/:id/edit',
} as const

export const contactDetailsPath = (id: number | string) => CONTACT_PATHS.details.replace(':id', String(id))

/** spec 4 "Contact or lead status type: 1 active, 2 inactive, 3 investment", stored as the spec's numbers. */
export const LEAD_STATUS = { active: 1, inactive: 2, investment: 3 } as const
export type TLeadStatus = (typeof LEAD_STATUS)[keyof typeof LEAD_STATUS]
export const LEAD_STATUSES: readonly TLeadStatus[] = [LEAD_STATUS.active, LEAD_STATUS.inactive, LEAD_STATUS.investment]
export const LEAD_STATUS_LABEL: Record<TLeadStatus, string> = { 1: 'Active', 2: 'Inactive', 3: 'Investment' }
const LEAD_STATUS_PALETTE: Record<TLeadStatus, string> = { 1: 'blue', 2: 'gray', 3: 'green' }
export const isLeadStatus = (value: unknown): value is TLeadStatus => value === 1 || value === 2 || value === 3
export const leadStatusText = (value: unknown) => (isLeadStatus(value) ? LEAD_STATUS_LABEL[value] : String(value ?? '—'))
export const leadStatusPalette = (value: unknown) => (isLeadStatus(value) ? LEAD_STATUS_PALETTE[value] : 'gray')

/** A person's name as people read it: first name and surname. */
export const personName = (row: object) =>
  [(row as Record<string, unknown>).name, (row as Record<string, unknown>).surname].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ')

// Invitations (ours: spec 7 names /api/invitations, spec 2.1 no screen; decision 021).

export const INVITATION_PATHS = {
  list: '/admin/investors/invitations',
  create: '/admin/investors/invitations/new-invitation',
} as const

/** Where an invitation link opens (the public registration page, in the invitation's tenant). */
export const INVITATION_LINK_PATH = '/register/invitation'

/** An invitation link works this long after it was (re)sent. */
export const INVITATION_TTL_DAYS = 14

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number]
export const INVITATION_STATUS_LABEL: Record<TInvitationStatus, string> = { pending: 'Pending', accepted: 'Accepted', revoked: 'Revoked', expired: 'Expired' }
const INVITATION_STATUS_PALETTE: Record<TInvitationStatus, string> = { pending: 'blue', accepted: 'green', revoked: 'red', expired: 'orange' }
export const isInvitationStatus = (value: unknown): value is TInvitationStatus => typeof value === 'string' && (INVITATION_STATUSES as readonly string[]).includes(value)

/**
 * The state a person should read: a pending invitation past its expiry is expired at once (the
 * stored status catches up within a minute: the server's periodic sweep).
 */
export function invitationState(row: object, now = Date.now()): TInvitationStatus | null {
  const { status, expiresAt } = row as { status?: unknown; expiresAt?: unknown }
  if (!isInvitationStatus(status)) return null
  if (status === 'pending' && typeof expiresAt === 'string' && Date.parse(expiresAt) <= now) return 'expired'
  return status
}
export const invitationStateText = (row: object) => {
  const state = invitationState(row)
  return state ? INVITATION_STATUS_LABEL[state] : '—'
}
export const invitationStatePalette = (row: object) => {
  const state = invitationState(row)
  return state ? INVITATION_STATUS_PALETTE[state] : 'gray'
}

/** At most this many addresses in one bulk invitation. */
export const MAX_BULK_INVITATIONS = 500
