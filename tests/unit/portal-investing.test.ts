import { describe, expect, test } from 'vitest'

import { ZCreateInvestmentInput } from '@/domain/investments/money-model'
import { amountStep, amountStepRefusal, holderKey, parseHolderKey, timeLeft } from '@/domain/investments/portal-investing'

// decision 031: how the portal names a holder, the invest form's step and the time left.

describe('holder keys', () => {
  test('round trip, and anything else names no holder', () => {
    expect(parseHolderKey(undefined)).toEqual({ kind: 'investor', id: null })
    expect(parseHolderKey('investor')).toEqual({ kind: 'investor', id: null })
    for (const ref of [{ kind: 'organisation', id: 12 }, { kind: 'method_entity', id: 3 }, { kind: 'nominee', id: 2_147_483_647 }] as const) expect(parseHolderKey(holderKey(ref))).toEqual(ref)
    for (const bad of ['fund-1', 'organisation-0', 'organisation-', 'organisation-1x', 'nominee-99999999999', 'tenant', 7, {}]) expect(parseHolderKey(bad)).toBeNull()
  })

  test('the invest call refuses a holder it cannot read and a tax relief that does not exist', () => {
    expect(ZCreateInvestmentInput.safeParse({ opportunity: 1, amount: 100, holder: 'organisation-4', taxRelief: 'EIS' }).success).toBe(true)
    expect(ZCreateInvestmentInput.safeParse({ opportunity: 1, amount: 100, holder: 'fund-4' }).success).toBe(false)
    expect(ZCreateInvestmentInput.safeParse({ opportunity: 1, amount: 100, taxRelief: 'ISA2' }).success).toBe(false)
  })
})

describe('the form', () => {
  test('the step is a whole share at the share price, else one whole unit of the currency', () => {
    expect(amountStep(250, 'GBP')).toBe(250)
    expect(amountStep(null, 'GBP')).toBe(100)
    expect(amountStep(0, 'GBP')).toBe(100)
    expect(amountStep(null, 'JPY')).toBe(1)
    expect(amountStep(null, 'KWD')).toBe(1000)
  })

  test('an amount off the step is refused in words, one on it is not', () => {
    expect(amountStepRefusal(1_000_00, 250, 'GBP')).toBeNull()
    expect(amountStepRefusal(1_000_01, 250, 'GBP')).toBe('Enter a multiple of £2.50: an investment buys whole shares at £2.50 each.')
    expect(amountStepRefusal(750_50, null, 'GBP')).toBe('Enter a multiple of £1.00.')
    expect(amountStepRefusal(12_345, null, 'JPY')).toBeNull()
  })

  test('time left in days, then hours; closed once past', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    expect(timeLeft(null, now)).toBeNull()
    expect(timeLeft('2026-01-03T12:00:00Z', now)).toEqual({ closed: false, text: '2 days left' })
    expect(timeLeft('2026-01-01T05:30:00Z', now)).toEqual({ closed: false, text: '5 hours left' })
    expect(timeLeft('2026-01-01T00:20:00Z', now)).toEqual({ closed: false, text: 'Less than an hour left' })
    expect(timeLeft('2025-12-31T00:00:00Z', now)).toEqual({ closed: true, text: 'Closed' })
  })
})
