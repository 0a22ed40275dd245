import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { cashCallStagesFor, investmentStagesFor, mayInvestInPortal, mayOnCashCalls, mayOnCompanyInvestments, mayOnFundInvestments, mayOnInvestments, mayOnSubjectInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS } from '@/access/roles'
import { CASH_CALL_HOLDER_KINDS, cashCallHolderKey, proRataReference, proRataReferenceByHolder, ZCashCallPaymentInput, ZIssueCashCallInput } from '@/domain/investments/cash-calls'
import { sharesFor, ZCompanyInvestmentInput, ZCreateInvestmentInput, ZFundCommitmentInput, ZManualInvestmentInput, ZReceivePaymentInput } from '@/domain/investments/money-model'

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

describe('fund and company bodies (decision 014)', () => {
  test('a commitment names its investor and a positive whole amount', () => {
    expect(ZFundCommitmentInput.safeParse({ amount: 100 }).error?.issues[0]?.path).toEqual(['holderEmail'])
    expect(ZFundCommitmentInput.safeParse({ holderEmail: 'A@B.TEST', amount: '2500', occurredAt: '2024-01-31' }).data).toMatchObject({ holderEmail: 'a@b.test', amount: 2500, occurredAt: '2024-01-31' })
    for (const amount of [0, -1, 1.5, 'x']) expect(ZFundCommitmentInput.safeParse({ holder: 1, amount }).success, String(amount)).toBe(false)
  })

  test('a company investment: a fund or held directly (empty), whole shares or none', () => {
    expect(ZCompanyInvestmentInput.safeParse({ holderFund: '', amount: 100 }).data).toMatchObject({ holderFund: null, amount: 100 })
    expect(ZCompanyInvestmentInput.safeParse({ holderFund: '7', amount: 100, shares: '40' }).data).toMatchObject({ holderFund: 7, shares: 40 })
    expect(ZCompanyInvestmentInput.safeParse({ amount: 100 }).data?.shares).toBeUndefined()
    for (const shares of [-1, 1.5, 'many']) expect(ZCompanyInvestmentInput.safeParse({ amount: 100, shares }).success, String(shares)).toBe(false)
    expect(ZCompanyInvestmentInput.safeParse({ holderFund: 0, amount: 100 }).success).toBe(false)
  })
})

describe('fund and company investment rights (decision 014)', () => {
  test('funds: show to see, update to change; companies: funds_opportunity, and funds update when a fund’s money moves', () => {
    for (const role of ROLE_IDS) {
      expect(mayOnFundInvestments(role, 'transactions')).toBe(can(role, 'funds', 'show'))
      for (const action of ['record', 'receive-payment', 'cancel'] as const) expect(mayOnFundInvestments(role, action)).toBe(can(role, 'funds', 'update'))
      expect(mayOnCompanyInvestments(role, 'holdings')).toBe(can(role, 'funds_opportunity', 'show'))
      expect(mayOnCompanyInvestments(role, 'record', 'tenant')).toBe(can(role, 'funds_opportunity', 'update'))
      expect(mayOnCompanyInvestments(role, 'record', 'fund')).toBe(can(role, 'funds_opportunity', 'update') && can(role, 'funds', 'update'))
      expect(mayOnSubjectInvestments(role, { kind: 'opportunity', stage: 2 }, 'record')).toBe(mayOnInvestments(role, 2, 'record'))
    }
    expect(mayOnCompanyInvestments(ROLE.custodian, 'record', 'fund')).toBe(false)
    expect(mayOnCompanyInvestments(ROLE.fundManager, 'record', 'fund')).toBe(true)
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

describe('cash calls (decision 014)', () => {
  test('the largest-remainder rule: lines sum exactly to the total, each within one minor unit of its exact share, ties to the lower holder', () => {
    expect([...proRataReference(100n, [{ holder: 3, weight: 1n }, { holder: 1, weight: 1n }, { holder: 2, weight: 1n }])]).toEqual(
      expect.arrayContaining([
        [1, 34n],
        [2, 33n],
        [3, 33n],
      ]),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const rows = weights.map((weight, index) => ({ holder: index + 1, weight }))
        const lines = proRataReference(total, rows)
        const sum = weights.reduce((acc, weight) => acc + weight, 0n)
        if (sum === 0n) {
          // No holdings (every weight zero, about one run in 3,500): no lines. Returned, expect's answer would read as a failed property.
          expect(lines.size).toBe(0)
          return
        }
        expect([...lines.values()].reduce((acc, amount) => acc + amount, 0n)).toBe(total)
        for (const row of rows.filter((entry) => entry.weight > 0n)) {
          const amount = lines.get(row.holder)!
          // amount × sum is within one `sum` of total × weight (floor, or floor + 1).
          expect(amount * sum <= total * row.weight + sum && amount * sum >= total * row.weight - sum).toBe(true)
        }
      }),
    )
  })

  test('holders of every kind (decision 014): the rule over (kind, id), ties by kind in the order investor, organisation, account, nominee, then the lower id; the same id of two kinds is two holders', () => {
    const four = proRataReferenceByHolder(10n, [
      { holderKind: 'nominee', holder: 1, weight: 1n },
      { holderKind: 'method_entity', holder: 1, weight: 1n },
      { holderKind: 'organisation', holder: 1, weight: 1n },
      { holder: 1, weight: 1n },
    ])
    expect([...four]).toEqual(
      expect.arrayContaining([
        ['investor-1', 3n],
        ['organisation-1', 3n],
        ['method_entity-1', 2n],
        ['nominee-1', 2n],
      ]),
    )
    expect(proRataReferenceByHolder(3n, [{ holderKind: 'organisation', holder: 9, weight: 1n }, { holderKind: 'organisation', holder: 2, weight: 1n }]).get('organisation-2')).toBe(2n)
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.array(fc.record({ kind: fc.constantFrom(...CASH_CALL_HOLDER_KINDS), id: fc.integer({ min: 1, max: 50 }), weight: fc.bigInt({ min: 0n, max: 10n ** 12n }) }), { minLength: 1, maxLength: 30 }), (total, drawn) => {
        // Each (kind, id) once, as the ledger's holders are.
        const rows = [...new Map(drawn.map((row) => [cashCallHolderKey(row), row])).values()].map((row) => ({ holderKind: row.kind, holder: row.id, weight: row.weight }))
        const lines = proRataReferenceByHolder(total, rows)
        const sum = rows.reduce((acc, row) => acc + row.weight, 0n)
        if (sum === 0n) {
          expect(lines.size).toBe(0)
          return
        }
        expect([...lines.values()].reduce((acc, amount) => acc + amount, 0n)).toBe(total)
        for (const row of rows.filter((entry) => entry.weight > 0n)) {
          const amount = lines.get(cashCallHolderKey({ kind: row.holderKind, id: row.holder }))!
          expect(amount * sum <= total * row.weight + sum && amount * sum >= total * row.weight - sum).toBe(true)
        }
        // Investors alone: the id-keyed reference of decision 014 agrees.
        const investors = rows.filter((row) => row.holderKind === 'investor')
        const byId = proRataReference(total, investors)
        const byKey = proRataReferenceByHolder(total, investors)
        expect([...byId].map(([id, amount]) => [`investor-${id}`, amount])).toEqual([...byKey])
      }),
    )
  })

  test('bodies: one subject, a total or lines per holder, a due date for a call', () => {
    expect(ZIssueCashCallInput.safeParse({ opportunity: 1, split: 'pro_rata_shares', total: '2500', dueAt: '2030-01-31' }).data).toMatchObject({ kind: 'call', total: 2500 })
    const problems = (body: Record<string, unknown>) => ZIssueCashCallInput.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))
    expect(problems({ split: 'pro_rata_shares', total: 1, dueAt: '2030-01-31' })).toEqual(['opportunity'])
    expect(problems({ opportunity: 1, fund: 2, split: 'pro_rata_shares', total: 1, dueAt: '2030-01-31' })).toEqual(['opportunity'])
    expect(problems({ opportunity: 1, split: 'pro_rata_shares', dueAt: '2030-01-31' })).toEqual(['total'])
    expect(problems({ opportunity: 1, split: 'pro_rata_shares', total: 1 })).toEqual(['dueAt'])
    expect(problems({ kind: 'distribution', fund: 1, split: 'per_holder', lines: [{ holder: 1, amount: 5 }, { holder: 1, amount: 6 }] })).toEqual(['lines'])
    expect(ZIssueCashCallInput.safeParse({ kind: 'distribution', fund: 1, split: 'per_holder', lines: [{ holder: '4', amount: '5' }] }).success).toBe(true)
    // Per holder: holderKind defaults to an investor; the same id of two kinds is two holders; a duplicate (kind, id) is refused; funds and the firm are no line's holder.
    expect(ZIssueCashCallInput.safeParse({ kind: 'distribution', fund: 1, split: 'per_holder', lines: [{ holder: '4', amount: '5' }] }).data?.lines).toEqual([{ holderKind: 'investor', holder: 4, amount: 5 }])
    expect(problems({ opportunity: 1, split: 'per_holder', dueAt: '2030-01-31', lines: [{ holder: 1, amount: 5 }, { holderKind: 'organisation', holder: 1, amount: 6 }, { holderKind: 'nominee', holder: 1, amount: 6 }] })).toBeUndefined()
    expect(problems({ opportunity: 1, split: 'per_holder', dueAt: '2030-01-31', lines: [{ holderKind: 'method_entity', holder: 1, amount: 5 }, { holderKind: 'method_entity', holder: '1', amount: 6 }] })).toEqual(['lines'])
    expect(problems({ opportunity: 1, split: 'per_holder', dueAt: '2030-01-31', lines: [{ holderKind: 'fund', holder: 1, amount: 5 }] })).toEqual(['lines.0.holderKind'])
    for (const amount of [0, -3, 1.5]) expect(ZCashCallPaymentInput.safeParse({ amount }).success, String(amount)).toBe(false)
  })

  test('rights: the cash-call resource on an opportunity whose transactions the role sees; funds on a fund', () => {
    for (const role of ROLE_IDS) {
      expect(mayOnCashCalls(role, { kind: 'opportunity', stage: 5 }, 'issue')).toBe(can(role, 'investment_opportunity_live_cash_call', 'create') && mayOnInvestments(role, 5, 'transactions'))
      expect(mayOnCashCalls(role, { kind: 'opportunity', stage: 1 }, 'view')).toBe(false)
      expect(mayOnCashCalls(role, { kind: 'fund' }, 'receive')).toBe(can(role, 'funds', 'update'))
    }
    expect(cashCallStagesFor(ROLE.superAdmin, 'issue')).toEqual([2, 3, 4, 5, 6])
    expect(cashCallStagesFor(ROLE.fundManager, 'view')).toEqual([])
  })

  test('decision 018: a refund needs what marking a payment received needs; cancelling a call the cash-call resource’s delete (funds update on a fund)', () => {
    for (const role of ROLE_IDS) {
      for (const stage of [2, 3, 4, 5, 6] as const) expect(mayOnInvestments(role, stage, 'refund'), `${role} refund at ${stage}`).toBe(mayOnInvestments(role, stage, 'receive-payment'))
      expect(mayOnFundInvestments(role, 'refund')).toBe(mayOnFundInvestments(role, 'receive-payment'))
      expect(mayOnCashCalls(role, { kind: 'opportunity', stage: 5 }, 'cancel')).toBe(can(role, 'investment_opportunity_live_cash_call', 'delete') && mayOnInvestments(role, 5, 'transactions'))
      expect(mayOnCashCalls(role, { kind: 'fund' }, 'cancel')).toBe(can(role, 'funds', 'update'))
    }
  })
})
