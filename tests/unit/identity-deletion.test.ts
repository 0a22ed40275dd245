import { describe, expect, test } from 'vitest'

import {
  IDENTITY_DELETE_CHECKED,
  IDENTITY_DELETE_DAYS,
  IDENTITY_DELETE_NOT_YOURS,
  IDENTITY_DELETE_REVIEWED,
  IDENTITY_DELETE_TOO_OLD,
  IDENTITY_REVIEW_ALREADY,
  IDENTITY_REVIEW_NOT_INVESTORS,
  identityDeletion,
  identityReview,
  type TIdentityDeletionFacts,
  type TIdentityReviewFacts,
} from '@/domain/investors/identity-documents'

// Decision 037: an investor deletes an identity document only while nobody can have relied on it.

const DAY = 86_400_000
const now = new Date('2026-11-29T12:00:00.000Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const fresh: TIdentityDeletionFacts = { uploadedByInvestor: true, uploadedAt: ago(1), screeningEvidence: false, latestScreeningAt: null, reviewedAt: null }

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
    ['marked reviewed by staff, an hour after a fresh upload', { reviewedAt: ago(1 / 24) }, { deletable: false, status: 409, reason: IDENTITY_DELETE_REVIEWED }],
    ['reviewed and screened: the review is the reason', { reviewedAt: ago(0.5), screeningEvidence: true }, { deletable: false, status: 409, reason: IDENTITY_DELETE_REVIEWED }],
    ['added by staff and reviewed: staff’s is the reason', { uploadedByInvestor: false, reviewedAt: ago(0.5) }, { deletable: false, status: 403, reason: IDENTITY_DELETE_NOT_YOURS }],
  ])('%s', (_name, change, expected) => {
    expect(identityDeletion({ ...fresh, ...change }, now)).toEqual(expected)
  })
})

// Decision 037: staff mark an identity document reviewed only when the investor uploaded it, once.
const investorsUpload: TIdentityReviewFacts = { purpose: 'identity_passport', targetCollection: 'users', targetId: 7, uploaderId: 7, reviewedAt: null }

describe('identityReview', () => {
  test.each<[string, Partial<TIdentityReviewFacts>, ReturnType<typeof identityReview>]>([
    ['the investor’s own identity upload', {}, { reviewable: true }],
    ['a proof of address they uploaded', { purpose: 'identity_address' }, { reviewable: true }],
    ['reviewed already', { reviewedAt: ago(2) }, { reviewable: false, reason: IDENTITY_REVIEW_ALREADY }],
    ['one staff added', { uploaderId: 3 }, { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }],
    ['one of a former user (no uploader)', { uploaderId: null }, { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }],
    ['not an identity document', { purpose: null }, { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }],
    ['a document to sign', { purpose: 'investment_agreement' }, { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }],
    ['a document of another kind of record with the same id', { targetCollection: 'organisations' }, { reviewable: false, reason: IDENTITY_REVIEW_NOT_INVESTORS }],
  ])('%s', (_name, change, expected) => {
    expect(identityReview({ ...investorsUpload, ...change })).toEqual(expected)
  })
})
