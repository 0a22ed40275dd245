import { describe, expect, test } from 'vitest'

import { IDENTITY_DELETE_CHECKED, IDENTITY_DELETE_DAYS, IDENTITY_DELETE_NOT_YOURS, IDENTITY_DELETE_TOO_OLD, identityDeletion, type TIdentityDeletionFacts } from '@/domain/investors/identity-documents'

// Decision 037: an investor deletes an identity document only while nobody can have relied on it.

const DAY = 86_400_000
const now = new Date('2026-11-29T12:00:00.000Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const fresh: TIdentityDeletionFacts = { uploadedByInvestor: true, uploadedAt: ago(1), screeningEvidence: false, latestScreeningAt: null }

describe('identityDeletion', () => {
  test.each<[string, Partial<TIdentityDeletionFacts>, ReturnType<typeof identityDeletion>]>([
    ['their own fresh upload, never screened', {}, { deletable: true }],
    ['screened before it was uploaded', { latestScreeningAt: ago(3) }, { deletable: true }],
    [`uploaded exactly ${IDENTITY_DELETE_DAYS} days ago`, { uploadedAt: ago(IDENTITY_DELETE_DAYS) }, { deletable: true }],
    ['added by staff', { uploadedByInvestor: false }, { deletable: false, status: 403, reason: IDENTITY_DELETE_NOT_YOURS }],
    ['named as a screening result’s evidence', { screeningEvidence: true, latestScreeningAt: ago(5) }, { deletable: false, status: 409, reason: IDENTITY_DELETE_CHECKED }],
    ['on file when a screening result was recorded', { latestScreeningAt: ago(0.5) }, { deletable: false, status: 409, reason: IDENTITY_DELETE_CHECKED }],
    ['screened at the very moment of the upload', { latestScreeningAt: ago(1) }, { deletable: false, status: 409, reason: IDENTITY_DELETE_CHECKED }],
    [`older than ${IDENTITY_DELETE_DAYS} days`, { uploadedAt: ago(IDENTITY_DELETE_DAYS + 0.01) }, { deletable: false, status: 409, reason: IDENTITY_DELETE_TOO_OLD }],
    ['added by staff and screened: staff’s is the reason', { uploadedByInvestor: false, screeningEvidence: true }, { deletable: false, status: 403, reason: IDENTITY_DELETE_NOT_YOURS }],
  ])('%s', (_name, change, expected) => {
    expect(identityDeletion({ ...fresh, ...change }, now)).toEqual(expected)
  })
})
