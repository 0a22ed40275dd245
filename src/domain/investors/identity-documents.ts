// Identity documents an investor uploads from the portal (issue 13 §8 identity, decision 037): kept
// as private documents of the investor's own record (staff only, and the investor who uploaded them),
// their kind in `documents.purpose` beside the signing purposes of decision 027. Pure: no I/O.

export const IDENTITY_PURPOSES = ['identity_passport', 'identity_driving_licence', 'identity_address'] as const
export type TIdentityPurpose = (typeof IDENTITY_PURPOSES)[number]

export const isIdentityPurpose = (value: unknown): value is TIdentityPurpose => typeof value === 'string' && (IDENTITY_PURPOSES as readonly string[]).includes(value)

export const IDENTITY_PURPOSE_LABEL: Record<TIdentityPurpose, string> = {
  identity_passport: 'Passport',
  identity_driving_licence: 'Driving licence',
  identity_address: 'Proof of address',
}

/** What each kind should show, for the upload form. */
export const IDENTITY_PURPOSE_HINT: Record<TIdentityPurpose, string> = {
  identity_passport: 'The photo page of a valid passport.',
  identity_driving_licence: 'The front of a valid photocard driving licence.',
  identity_address: 'A utility bill, bank or council tax statement from the last three months, with your name and address.',
}

/** The file types an identity document may be: a PDF or a photo (scans and phone pictures). */
export const IDENTITY_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const IDENTITY_ACCEPT = '.pdf,.jpg,.jpeg,.png'

/**
 * How long after uploading an investor may delete an identity document themselves (decision 037):
 * long enough to take back a wrong or unreadable file, short enough that a check done away from the
 * platform (a tenant that does not screen here) has not yet relied on it.
 */
export const IDENTITY_DELETE_DAYS = 14

export const IDENTITY_DELETE_NOT_YOURS = 'Our team added this document to your record: it is kept with it. Contact us if it is wrong.'
export const IDENTITY_DELETE_CHECKED = 'This document has been used to check your identity, so we must keep it with your record. Upload a newer one if it has changed.'
export const IDENTITY_DELETE_REVIEWED = 'Our team has reviewed this document, so we must keep it with your record. Upload a newer one if it has changed.'
export const IDENTITY_DELETE_TOO_OLD = `Documents can be deleted only within ${IDENTITY_DELETE_DAYS} days of uploading: after that we keep them with your record. Upload a newer one if it has changed.`

/** What decides it, for one document of the investor's own record. */
export type TIdentityDeletionFacts = {
  /** The investor uploaded it themselves (not staff). */
  uploadedByInvestor: boolean
  uploadedAt: string | Date
  /** A screening result names it as its evidence. */
  screeningEvidence: boolean
  /** When the newest screening result of the investor was recorded, if any. */
  latestScreeningAt: string | Date | null
  /** When staff marked it reviewed, if they did. */
  reviewedAt: string | Date | null
}

export type TIdentityDeletion = { deletable: true } | { deletable: false; status: 403 | 409; reason: string }

/**
 * Whether the investor may delete an identity document of their own record (decision 037). Records
 * that staff may have relied on are kept (anti-money-laundering record keeping): one staff added;
 * one staff marked reviewed; one a screening result names as evidence; one that was on file when any
 * screening result of the investor was recorded (a check then may have used it); and, whatever the
 * screening, one older than IDENTITY_DELETE_DAYS. Pure: the caller reads the facts.
 */
export function identityDeletion(facts: TIdentityDeletionFacts, now: Date): TIdentityDeletion {
  if (!facts.uploadedByInvestor) return { deletable: false, status: 403, reason: IDENTITY_DELETE_NOT_YOURS }
  if (facts.reviewedAt !== null) return { deletable: false, status: 409, reason: IDENTITY_DELETE_REVIEWED }
  const uploaded = new Date(facts.uploadedAt).getTime()
  const screenedSince = facts.latestScreeningAt !== null && new Date(facts.latestScreeningAt).getTime() >= uploaded
  if (facts.screeningEvidence || screenedSince) return { deletable: false, status: 409, reason: IDENTITY_DELETE_CHECKED }
  if (now.getTime() - uploaded > IDENTITY_DELETE_DAYS * 86_400_000) return { deletable: false, status: 409, reason: IDENTITY_DELETE_TOO_OLD }
  return { deletable: true }
}

export const IDENTITY_REVIEW_NOT_INVESTORS = 'Only an identity document the investor uploaded from the portal is marked reviewed: one staff added is kept with the record anyway.'
export const IDENTITY_REVIEW_ALREADY = 'This document is already marked reviewed.'

/** What decides whether staff may mark a document reviewed (besides their right to change the record's documents). */
export type TIdentityReviewFacts = {
  purpose: string | null | undefined
  targetCollection: string
  targetId: number
  /** Who uploaded it (null: a former user). */
  uploaderId: number | null
  reviewedAt: string | Date | null
}

/**
 * Whether a document can be marked reviewed (decision 037): an identity document of an investor's
 * record that the investor uploaded themselves, not marked yet. From then on identityDeletion keeps it. Pure.
 */
export function identityReview(facts: TIdentityReviewFacts): { reviewable: true } | { reviewable: false; reason: string } {
  const investorsUpload = facts.targetCollection === 'users' && facts.uploaderId === facts.targetId
  if (!isIdentityPurpose(facts.purpose) || !investorsUpload) return { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }
  if (facts.reviewedAt !== null) return { reviewable: false, reason: IDENTITY_REVIEW_ALREADY }
  return { reviewable: true }
}

/** What a listing needs of an identity document to tell which is current. */
export type TIdentityListed = { id: number; purpose?: string | null; createdAt: string }

/**
 * Which documents a newer one of the same kind has replaced (decision 037, "Replacing one"): the
 * newest of each kind (by upload time, then id) is current; each older one was replaced when the
 * next newer of its kind arrived. Nothing is deleted: a replaced document stays on the record, as the
 * firm may have relied on it. Returns the replaced ones' ids with that time. Pure.
 */
export function identityReplacements(documents: readonly TIdentityListed[]): Map<number, string> {
  const replaced = new Map<number, string>()
  const byKind = new Map<string, TIdentityListed[]>()
  for (const document of documents) {
    if (!isIdentityPurpose(document.purpose)) continue
    byKind.set(document.purpose, [...(byKind.get(document.purpose) ?? []), document])
  }
  for (const kind of byKind.values()) {
    const newestFirst = [...kind].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id)
    for (let index = 1; index < newestFirst.length; index++) replaced.set(newestFirst[index]!.id, newestFirst[index - 1]!.createdAt)
  }
  return replaced
}
