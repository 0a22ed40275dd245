import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { investmentStagesFor, mayInvestInPortal, mayOnInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS } from '@/access/roles'
import { sharesFor, ZCreateInvestmentInput, ZManualInvestmentInput, ZReceivePaymentInput } from '@/domain/investments/money-model'

// issue 10 (decision 012): the pure parts of the money model.

describe('sharesFor', () => {
  test('whole shares at the price, rounded down; none without a price', () => {
    expect(sharesFor(1_000_00, 250)).toBe(400)
    expect(sharesFor(999, 250)).toBe(3)
    expect(sharesFor(1_000_00, null)).toBe(0)
    expect(sharesFor(1_000_00, 0)).toBe(0)
  })

  test('never more than the amount buys, and the rest is less than one share (exact, even near 2^53)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 10_000_000 }), (amount, price) => {
        const shares = BigInt(sharesFor(amount, price))
        expect(shares * BigInt(price) <= BigInt(amount)).toBe(true)
        expect(BigInt(amount) - shares * BigInt(price) < BigInt(price)).toBe(true)
      }),
    )
  })
})

describe('bodies', () => {
  test('amounts are whole positive minor units; a form’s text is read as a number', () => {
    expect(ZCreateInvestmentInput.safeParse({ opportunity: '12', amount: '2500' }).data).toEqual({ opportunity: 12, amount: 2500 })
    for (const amount of [0, -1, 10.5, '10.5', '1e5', Number.MAX_SAFE_INTEGER + 1, null, 'abc']) {
      expect(ZCreateInvestmentInput.safeParse({ opportunity: 1, amount }).success, String(amount)).toBe(false)
    }
    expect(ZReceivePaymentInput.safeParse({ amount: 0 }).success).toBe(false)
  })

  test('a manual investment names its investor by id or email, and its type is one staff record', () => {
    expect(ZManualInvestmentInput.safeParse({ opportunity: 1, amount: 100 }).error?.issues[0]?.path).toEqual(['holderEmail'])
    expect(ZManualInvestmentInput.safeParse({ opportunity: 1, amount: 100, holderEmail: ' Ada@Example.TEST ' }).data).toMatchObject({ holderEmail: 'ada@example.test', type: 'manual' })
    expect(ZManualInvestmentInput.safeParse({ opportunity: 1, amount: 100, holder: 3, type: 'standard' }).success).toBe(false)
    expect(ZManualInvestmentInput.safeParse({ opportunity: 1, amount: 100, holder: 3, type: 'subsequent', shares: 5 }).success).toBe(true)
  })
})

describe('investment rights (src/access/investment-access.ts)', () => {
  test('follow the opportunity’s resource at its stage, through can()', () => {
    for (const role of ROLE_IDS) {
      for (const stage of [2, 3, 4] as const) {
        expect(mayOnInvestments(role, stage, 'record'), `${role} record at ${stage}`).toBe(can(role, 'investment_opportunity_live', 'update'))
        expect(mayOnInvestments(role, stage, 'holdings'), `${role} holdings at ${stage}`).toBe(can(role, 'investment_opportunity_live', 'show'))
      }
      for (const stage of [5, 6] as const) expect(mayOnInvestments(role, stage, 'cancel'), `${role} cancel at ${stage}`).toBe(can(role, 'investment_opportunity_existing', 'update') && !(role === ROLE.investmentManager && stage === 6))
      expect(mayOnInvestments(role, 1, 'transactions'), 'drafts carry no investments').toBe(false)
      expect(mayInvestInPortal(role)).toBe(role === ROLE.user)
    }
  })

  test('spec 6: the Investment Manager sees transactions at stages 2-5 but not at 6, where the cap table stays open', () => {
    expect(investmentStagesFor(ROLE.investmentManager, 'transactions')).toEqual([2, 3, 4, 5])
    expect(investmentStagesFor(ROLE.investmentManager, 'holdings')).toEqual([2, 3, 4, 5, 6])
    expect(investmentStagesFor(ROLE.investmentManager, 'record')).toEqual([])
    expect(investmentStagesFor(ROLE.adviser, 'transactions')).toEqual([])
    expect(investmentStagesFor(ROLE.superAdmin, 'record')).toEqual([2, 3, 4, 5, 6])
  })
})
