import { describe, expect, test } from 'vitest'

import { nextTermsVersion } from '@/domain/investments/investment-terms'
import { currentExemption, exemptionExpiry } from '@/domain/investors/promotion-exemptions'
import { categorisationPrompt } from '@/domain/onboarding/categorisation-prompt'

// The pure rules of decision 043: the terms' version, the categorisation pop-up, an exemption's expiry.

describe('nextTermsVersion', () => {
  test.each([
    ['no terms, none written', null, null, null, null],
    ['first terms', null, null, 'Terms', 1],
    ['the same terms', 'Terms', 1, 'Terms', 1],
    ['changed terms', 'Terms', 1, 'New terms', 2],
    ['terms removed', 'Terms', 2, null, 3],
    ['blank is none', null, null, '   ', null],
  ])('%s', (_, before, version, after, expected) => {
    expect(nextTermsVersion(before, version, after)).toBe(expected)
  })
})

describe('categorisationPrompt', () => {
  const now = new Date('2026-06-01T12:00:00.000Z')
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()
  const facts = (overrides: Partial<Parameters<typeof categorisationPrompt>[1]> = {}) => ({ accountStep: null, inForceUntil: null, pending: false, ...overrides })

  test('off: never', () => expect(categorisationPrompt(false, facts(), now)).toBeNull())
  test('no categorisation in force: due', () => expect(categorisationPrompt(true, facts(), now)).toEqual({ reason: 'due' }))
  test('ending within 30 days: expiring', () => expect(categorisationPrompt(true, facts({ inForceUntil: inDays(29) }), now)).toEqual({ reason: 'expiring', expiresAt: inDays(29) }))
  test('in force for longer: none', () => expect(categorisationPrompt(true, facts({ inForceUntil: inDays(31) }), now)).toBeNull())
  test('waiting for staff, or an account step open: none', () => {
    expect(categorisationPrompt(true, facts({ pending: true }), now)).toBeNull()
    expect(categorisationPrompt(true, facts({ accountStep: 'accept-terms' }), now)).toBeNull()
  })
})

describe('exemptionExpiry', () => {
  test('arts. 48 and 50A: 12 months from the statement', () => {
    expect(exemptionExpiry('art-48', '2026-03-10T09:00:00.000Z')).toBe('2027-03-10T09:00:00.000Z')
    expect(exemptionExpiry('art-50a', '2026-03-10T09:00:00.000Z')).toBe('2027-03-10T09:00:00.000Z')
  })
  test('art. 50: the statement’s 12 months or the certificate’s 3 years, whichever ends first', () => {
    expect(exemptionExpiry('art-50', '2026-03-10T09:00:00.000Z', '2025-01-01T00:00:00.000Z')).toBe('2027-03-10T09:00:00.000Z')
    expect(exemptionExpiry('art-50', '2026-03-10T09:00:00.000Z', '2023-06-01T00:00:00.000Z')).toBe('2026-06-01T00:00:00.000Z')
  })
  test('the one in force is the newest unexpired', () => {
    const rows = [
      { id: 1, declaredAt: '2026-01-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00.000Z' },
      { id: 2, declaredAt: '2026-02-01T00:00:00.000Z', expiresAt: '2026-03-01T00:00:00.000Z' },
    ]
    expect(currentExemption(rows, new Date('2026-04-01T00:00:00.000Z'))?.id).toBe(1)
    expect(currentExemption(rows, new Date('2028-01-01T00:00:00.000Z'))).toBeNull()
  })
})
