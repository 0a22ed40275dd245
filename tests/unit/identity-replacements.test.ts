import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { IDENTITY_PURPOSES, identityReplacements, type TIdentityListed } from '@/domain/investors/identity-documents'

// Decision 037, "Replacing one": per kind the newest upload is current, each older one replaced when
// the next newer of its kind arrived; other kinds and other purposes never replace each other.

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString()

describe('identityReplacements', () => {
  test('the newest of each kind is current; an older one is replaced at the time the next newer arrived', () => {
    const documents: TIdentityListed[] = [
      { id: 1, purpose: 'identity_passport', createdAt: at(1) },
      { id: 2, purpose: 'identity_address', createdAt: at(2) },
      { id: 3, purpose: 'identity_passport', createdAt: at(5) },
      { id: 4, purpose: 'identity_passport', createdAt: at(9) },
      { id: 5, purpose: 'identity_driving_licence', createdAt: at(10) },
    ]
    expect([...identityReplacements(documents)].sort()).toEqual([
      [1, at(5)],
      [3, at(9)],
    ])
  })

  test('uploads in the same instant are ordered by id; documents of no identity kind are left out', () => {
    const documents: TIdentityListed[] = [
      { id: 8, purpose: 'identity_address', createdAt: at(3) },
      { id: 7, purpose: 'identity_address', createdAt: at(3) },
      { id: 9, purpose: 'signing_agreement', createdAt: at(1) },
      { id: 10, purpose: null, createdAt: at(1) },
      { id: 11, purpose: 'signing_agreement', createdAt: at(4) },
    ]
    expect([...identityReplacements(documents)]).toEqual([[7, at(3)]])
  })

  test('for any uploads: exactly one current document per kind present, and a replaced one is never newer than what replaced it', () => {
    const upload = fc.record({ purpose: fc.constantFrom(...IDENTITY_PURPOSES), day: fc.integer({ min: 1, max: 28 }) })
    fc.assert(
      fc.property(fc.array(upload, { maxLength: 12 }), (uploads) => {
        const documents = uploads.map((row, index) => ({ id: index + 1, purpose: row.purpose, createdAt: at(row.day) }))
        const replaced = identityReplacements(documents)
        const current = documents.filter((document) => !replaced.has(document.id))
        expect(current.map((document) => document.purpose).sort()).toEqual([...new Set(documents.map((document) => document.purpose))].sort())
        for (const document of documents) {
          const when = replaced.get(document.id)
          if (when !== undefined) expect(new Date(when).getTime()).toBeGreaterThanOrEqual(new Date(document.createdAt).getTime())
        }
      }),
    )
  })
})
