import type { TFeatures } from '@/tenancy/defaults'

// Investor screening (issue 11 §9, decision 027): AML / identity checks behind the tenant switch
// user_screening_enabled; ca_use_intl_check chooses the international check. Pure: no I/O, and no
// zod (the record form draws from it in the browser; the body's schema is ./screening-body.ts).

export const SCREENING_STATUSES = ['pending', 'clear', 'refer', 'fail'] as const
export type TScreeningStatus = (typeof SCREENING_STATUSES)[number]

export const SCREENING_STATUS_LABEL: Record<TScreeningStatus, string> = { pending: 'Pending', clear: 'Clear', refer: 'Refer', fail: 'Fail' }
export const SCREENING_STATUS_HINT: Record<TScreeningStatus, string> = {
  pending: 'Not screened yet, or the check has not answered',
  clear: 'Passed: the investor may invest',
  refer: 'Needs a closer look before the investor may invest',
  fail: 'Failed: the investor may not invest',
}
export const SCREENING_STATUS_PALETTE: Record<TScreeningStatus, string> = { pending: 'orange', clear: 'green', refer: 'yellow', fail: 'red' }

/** Which check ran: the UK one, or the international one (spec 3 ca_use_intl_check). */
export const SCREENING_CHECKS = ['uk', 'international'] as const
export type TScreeningCheck = (typeof SCREENING_CHECKS)[number]
export const SCREENING_CHECK_LABEL: Record<TScreeningCheck, string> = { uk: 'UK check', international: 'International check' }

/** The check a tenant's switches choose. */
export const screeningCheckFor = (features: Pick<TFeatures, 'ca_use_intl_check'>): TScreeningCheck => (features.ca_use_intl_check ? 'international' : 'uk')

export const SCREENING_NOTE_MAX = 2000

/** The status of an investor from their history (newest first): the newest row's, or pending when none. */
export const statusOfHistory = (history: readonly { status: string }[]): TScreeningStatus => (history[0]?.status as TScreeningStatus | undefined) ?? 'pending'
