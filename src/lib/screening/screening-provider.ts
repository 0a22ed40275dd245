import type { TScreeningCheck, TScreeningStatus } from '@/domain/investors/screening'

// Who screens an investor (issue 11 §9, decision 027). A provider runs one check (UK or international,
// chosen by the tenant's ca_use_intl_check) for one investor and answers a status. The only provider
// shipped is the manual one: staff do the check themselves (registers, ID documents, sanctions lists)
// and record what they found, with a note and optionally one of the investor's documents as evidence.
// An automated provider (an AML service) would implement `screen` by calling its service, answer
// `pending` while it works, and complete the history with a further row when its answer arrives.

export type TScreeningSubject = { id: number; name: string; email: string; tenant: number }

/** What staff found, for the manual provider (an automated one ignores it). */
export type TStaffFinding = { status: TScreeningStatus; note: string }

export type TScreeningOutcome = { status: TScreeningStatus; note: string; reference: string | null }

export type TScreeningProvider = {
  /** Stored on every row it answers (investor-screenings.provider). */
  readonly key: string
  readonly label: string
  screen: (request: { subject: TScreeningSubject; check: TScreeningCheck; finding: TStaffFinding }) => Promise<TScreeningOutcome>
}

/** Staff record the result of a check they ran themselves. */
export const MANUAL_SCREENING_PROVIDER: TScreeningProvider = {
  key: 'manual',
  label: 'Recorded by staff',
  screen: async ({ finding }) => ({ status: finding.status, note: finding.note, reference: null }),
}

/** The provider of a tenant: the manual one (the only one shipped). */
export const screeningProviderFor = (): TScreeningProvider => MANUAL_SCREENING_PROVIDER
