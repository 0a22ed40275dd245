import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { mayOnCompanyPreEmption, mayOnPreEmption, mayOnRoundSubject } from '@/access/pre-emption-access'
import { ROLE, ROLE_IDS } from '@/access/roles'
import { HOLDER_KINDS } from '@/domain/investments/money-model'
import {
  deadlinePassed,
  PORTAL_PRE_EMPTION_HOLDER_KINDS,
  PRE_EMPTION_CODE_LABEL,
  PRE_EMPTION_CODES,
  PRE_EMPTION_HOLDER_KIND_LABEL,
  PRE_EMPTION_HOLDER_KINDS,
  settleResponse,
  type TResponseChoice,
  ZMyResponseInput,
  ZOpenRoundInput,
  ZResponseChoice,
  ZStaffResponseInput,
} from '@/domain/investments/pre-emption'

// Pre-emption responses (issue 10 §8, docs/decisions/015): spec 4's codes and the rules a response
// follows, written out by hand, then as a property against the database's CHECK.

describe('spec 4 codes', () => {
  test('1 don’t take, 2 maintain, 3 increase, 4 not applicable, 5 awaiting, 6 decrease', () => {
    expect(PRE_EMPTION_CODES.map((code) => `${code} ${PRE_EMPTION_CODE_LABEL[code]}`)).toEqual(['1 Don’t take', '2 Maintain', '3 Increase', '4 Not applicable', '5 Awaiting', '6 Decrease'])
  })

  test('a code is one of them, as a number or a form’s text', () => {
    expect(ZResponseChoice.safeParse({ code: '3', shares: '12' }).data).toEqual({ code: 3, shares: 12 })
    for (const code of [0, 7, 2.5, 'x', null]) expect(ZResponseChoice.safeParse({ code }).success, String(code)).toBe(false)
    expect(ZStaffResponseInput.safeParse({ code: 1 }).success).toBe(false)
  })
})

describe('holders of every kind (decision 015)', () => {
  test('a response names the ledger’s holder kinds: investor, organisation, investment-method account, nominee, fund, the firm; nothing else', () => {
    expect(PRE_EMPTION_HOLDER_KINDS).toEqual(['investor', 'organisation', 'method_entity', 'nominee', 'fund', 'tenant'])
    // The same names as investments and ledger entries (decisions 012, 020, 025).
    for (const kind of PRE_EMPTION_HOLDER_KINDS) expect(HOLDER_KINDS).toContain(kind)
    expect([...HOLDER_KINDS].sort()).toEqual([...PRE_EMPTION_HOLDER_KINDS].sort())
    for (const kind of PRE_EMPTION_HOLDER_KINDS) expect(ZStaffResponseInput.safeParse({ holderKind: kind, holder: 4, code: 2 }).data, kind).toMatchObject({ holderKind: kind, holder: 4 })
    expect(ZStaffResponseInput.safeParse({ holderKind: 'pension', holder: 4, code: 2 }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['holderKind'])
    expect(PRE_EMPTION_HOLDER_KIND_LABEL).toMatchObject({ organisation: 'Organisation', method_entity: 'Investment method account', nominee: 'Nominee', tenant: 'Held directly' })
  })

  test('the investor answers for themselves, an organisation or an account, naming it; never a nominee, a fund or the firm', () => {
    expect(PORTAL_PRE_EMPTION_HOLDER_KINDS).toEqual(['investor', 'organisation', 'method_entity'])
    expect(ZMyResponseInput.safeParse({ code: 2 }).data).toMatchObject({ holderKind: 'investor', code: 2 })
    expect(ZMyResponseInput.safeParse({ holderKind: 'organisation', holder: '12', code: 3, shares: 40 }).data).toMatchObject({ holderKind: 'organisation', holder: 12, shares: 40 })
    expect(ZMyResponseInput.safeParse({ holderKind: 'method_entity', code: 1 }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['holder'])
    for (const holderKind of ['nominee', 'fund', 'tenant']) expect(ZMyResponseInput.safeParse({ holderKind, holder: 3, code: 2 }).error?.issues.map((issue) => issue.path.join('.')), holderKind).toEqual(['holderKind'])
  })
})

describe('companies as subjects (decision 015 "Subjects: companies")', () => {
  test('a round names one opportunity or one company; a response’s holder kind is an investor when left out', () => {
    const round = { deadline: '2030-01-31', sharePrice: 100, amountOffered: 1000 }
    expect(ZOpenRoundInput.safeParse({ ...round, company: '7' }).data).toMatchObject({ company: 7 })
    expect(ZOpenRoundInput.safeParse({ ...round, opportunity: 3 }).success).toBe(true)
    for (const body of [round, { ...round, opportunity: 3, company: 7 }]) expect(ZOpenRoundInput.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['opportunity'])
    expect(ZStaffResponseInput.safeParse({ holder: 4, code: 1 }).data).toMatchObject({ holderKind: 'investor', holder: 4 })
    expect(ZStaffResponseInput.safeParse({ holderKind: 'fund', holder: 4, code: 2 }).data).toMatchObject({ holderKind: 'fund' })
  })

  test('rights: funds_opportunity show to see, update to change; an opportunity’s rounds keep their own rule', () => {
    for (const role of ROLE_IDS) {
      expect(mayOnCompanyPreEmption(role, 'view')).toBe(can(role, 'funds_opportunity', 'show'))
      for (const action of ['open', 'record', 'close'] as const) expect(mayOnCompanyPreEmption(role, action)).toBe(can(role, 'funds_opportunity', 'update'))
      expect(mayOnRoundSubject(role, { kind: 'company' }, 'open')).toBe(mayOnCompanyPreEmption(role, 'open'))
      expect(mayOnRoundSubject(role, { kind: 'opportunity', stage: 5 }, 'open')).toBe(mayOnPreEmption(role, 5, 'open'))
    }
  })
})

describe('settleResponse', () => {
  test.each([
    [{ code: 1 }, 10n, { ok: true, shares: 0n }],
    [{ code: 1, shares: 0 }, 10n, { ok: true, shares: 0n }],
    [{ code: 1, shares: 3 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 2 }, 10n, { ok: true, shares: 10n }],
    [{ code: 2, shares: 10 }, 10n, { ok: true, shares: 10n }],
    [{ code: 2, shares: 9 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 2 }, 0n, { ok: true, shares: 0n }],
    [{ code: 3, shares: 11 }, 10n, { ok: true, shares: 11n }],
    [{ code: 3, shares: 10 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 3 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 3, shares: 101 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 4 }, 10n, { ok: true, shares: 0n }],
    [{ code: 5 }, 10n, { ok: true, shares: 0n }],
    [{ code: 5, shares: 1 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 6, shares: 9 }, 10n, { ok: true, shares: 9n }],
    [{ code: 6, shares: 1 }, 10n, { ok: true, shares: 1n }],
    [{ code: 6, shares: 10 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 6, shares: 0 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 6 }, 10n, { ok: false, field: 'shares' }],
    [{ code: 6, shares: 1 }, 0n, { ok: false, field: 'code' }],
  ])('%o with an entitlement of %s (100 offered)', (choice, entitlement, expected) => {
    expect(settleResponse(choice as TResponseChoice, entitlement, 100n)).toMatchObject(expected)
  })

  test('a settled response always satisfies the table’s CHECK (pre_emption_responses_code_rules), whatever is sent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRE_EMPTION_CODES), fc.option(fc.nat(1_000), { nil: undefined }), fc.nat(500), fc.integer({ min: 1, max: 1_000 }), (code, shares, entitlement, offered) => {
        const settled = settleResponse({ code, shares }, BigInt(entitlement), BigInt(offered))
        if (!settled.ok) return
        const taken = settled.shares
        const e = BigInt(entitlement)
        const check = ([1, 4, 5].includes(code) && taken === 0n) || (code === 2 && taken === e) || (code === 3 && taken > e) || (code === 6 && taken > 0n && taken < e)
        expect(check).toBe(true)
        if (code === 3) expect(taken).toBeLessThanOrEqual(BigInt(offered))
      }),
    )
  })
})

describe('deadlines are days', () => {
  const now = new Date('2026-03-10T15:00:00Z')
  test('the deadline day itself still counts; the day after it has passed', () => {
    expect(deadlinePassed('2026-03-10T00:00:00.000Z', now)).toBe(false)
    expect(deadlinePassed('2026-03-10T23:00:00.000Z', now)).toBe(false)
    expect(deadlinePassed('2026-03-09T00:00:00.000Z', now)).toBe(true)
    expect(deadlinePassed('2026-03-11', now)).toBe(false)
  })
})

describe('who may (spec 6, through the existing opportunity’s resource)', () => {
  test.each(ROLE_IDS)('role %i: view with show, open/record/close with update, at stages 5 and 6 only', (role) => {
    for (const stage of [5, 6]) {
      expect(mayOnPreEmption(role, stage, 'view')).toBe(can(role, 'investment_opportunity_existing', 'show'))
      for (const action of ['open', 'record', 'close'] as const) expect(mayOnPreEmption(role, stage, action)).toBe(can(role, 'investment_opportunity_existing', 'update'))
    }
    for (const stage of [1, 2, 3, 4, 7, '6']) expect(mayOnPreEmption(role, stage, 'view')).toBe(false)
  })

  test('a few literal rows', () => {
    expect(mayOnPreEmption(ROLE.superAdmin, 6, 'open')).toBe(true)
    expect(mayOnPreEmption(ROLE.investmentManager, 6, 'view')).toBe(true)
    expect(mayOnPreEmption(ROLE.investmentManager, 6, 'record')).toBe(false)
    expect(mayOnPreEmption(ROLE.adviser, 5, 'view')).toBe(false)
    expect(mayOnPreEmption(ROLE.user, 6, 'view')).toBe(false)
  })
})
