import { z } from 'zod'

import { zDate } from '@/domain/values'

import { CASH_CALL_HOLDER_KIND_LABEL, CASH_CALL_HOLDER_KINDS } from './cash-calls'
import { numeric, zId, zPositiveMinor } from './money-model'
import { isPreEmptionCode, PRE_EMPTION_CODE, PRE_EMPTION_CODE_LABEL } from './pre-emption-codes'

export * from './pre-emption-codes'

// Pre-emption rounds (issue 10 §8, docs/decisions/015): staff offer the holders of an existing
// opportunity new shares pro rata to what they hold; each holder's response carries a spec 4 code
// and the whole shares they take. The codes, their labels and the rules a response must follow are
// named here once; the collections, the endpoints, the screens and the seed read them from here.

/** A round is open (responses recorded) until staff close it; a closed round is read-only. */
export const PRE_EMPTION_ROUND_STATUSES = ['open', 'closed'] as const
export type TPreEmptionRoundStatus = (typeof PRE_EMPTION_ROUND_STATUSES)[number]
export const PRE_EMPTION_ROUND_STATUS_LABEL: Record<TPreEmptionRoundStatus, string> = { open: 'Open', closed: 'Closed' }

/**
 * What a round is about: an existing opportunity (stage 5-6; its holders are its investors,
 * organisations, investment-method accounts and nominees) or a company (decision 015 "Subjects:
 * companies": its holders are the funds, the firm itself and any investors that hold its shares on
 * the ledger). Each kind has its own nullable foreign-key column and its own
 * check, as the ledger's subjects and the dated series do (decisions 012, 013).
 */
export const PRE_EMPTION_SUBJECT_KINDS = ['opportunity', 'company'] as const
export type TPreEmptionSubjectKind = (typeof PRE_EMPTION_SUBJECT_KINDS)[number]

/**
 * Who a response is for: every kind of holder the ledger has (decisions 012, 014, 020, 025), named as
 * investments and ledger entries name them — an investor, an organisation, an investment-method
 * account (`method_entity`) or a nominee (an opportunity's holders, the cash-call kinds), a fund of
 * the tenant or the firm itself (`tenant`: a company held directly). A holder is (kind, id): the id in
 * that kind's own table, the tenant's own id for the firm. The order is the table's tie order.
 */
export const PRE_EMPTION_HOLDER_KINDS = [...CASH_CALL_HOLDER_KINDS, 'fund', 'tenant'] as const
export type TPreEmptionHolderKind = (typeof PRE_EMPTION_HOLDER_KINDS)[number]
export const PRE_EMPTION_HOLDER_KIND_LABEL: Record<TPreEmptionHolderKind, string> = { ...CASH_CALL_HOLDER_KIND_LABEL, fund: 'Fund', tenant: 'Held directly' }

/**
 * The holders an investor answers for in the portal (decisions 015, 031): themselves, an organisation
 * they are a director or authorised signatory of, an investment-method account they lead — the
 * people a cash-call line reaches (decision 014). A nominee has no portal user: staff record its
 * answer; a fund and the firm are the staff's own.
 */
export const PORTAL_PRE_EMPTION_HOLDER_KINDS = ['investor', 'organisation', 'method_entity'] as const satisfies readonly TPreEmptionHolderKind[]
export type TPortalPreEmptionHolderKind = (typeof PORTAL_PRE_EMPTION_HOLDER_KINDS)[number]

/** Who recorded a response: staff on the investor's behalf, or (with the portal) the investor. */
export const PRE_EMPTION_RESPONDERS = ['staff', 'investor'] as const
export type TPreEmptionResponder = (typeof PRE_EMPTION_RESPONDERS)[number]

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(max, `Use at most ${max} characters`).optional())

/** POST /api/pre-emption-rounds: staff open a round on an existing opportunity or on a company (one of the two). */
export const ZOpenRoundInput = z
  .object({
  opportunity: zId('Choose an opportunity').optional(),
  company: zId('Choose a company').optional(),
  /** The last day responses are taken (a calendar day, UTC). */
  deadline: zDate('Enter the deadline'),
  /** The price of one new share, in minor units of the opportunity's currency. */
  sharePrice: numeric(zPositiveMinor('Enter the price per share, above zero')),
  /** What the round offers in all, in minor units: a whole number of shares at the price. */
  amountOffered: numeric(zPositiveMinor('Enter the amount offered, above zero')),
  note: optionalText(500),
})
  .superRefine((input, context) => {
    if ((input.opportunity === undefined) === (input.company === undefined)) context.addIssue({ code: 'custom', path: ['opportunity'], message: 'Name one opportunity or one company' })
  })
export type TOpenRoundInput = z.infer<typeof ZOpenRoundInput>

const CODE_MESSAGE = 'Choose a response: 1 don’t take, 2 maintain, 3 increase, 4 not applicable, 5 awaiting or 6 decrease'

/** A response's code and shares, as the holder (or staff for them) chooses. */
export const ZResponseChoice = z.object({
  code: numeric(z.number(CODE_MESSAGE).refine(isPreEmptionCode, CODE_MESSAGE)),
  /** Whole shares taken; left out, the code's own figure (0, or the entitlement for maintain). */
  shares: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number('Enter a whole number of shares').int('Enter a whole number of shares').nonnegative('Enter zero or more shares').max(Number.MAX_SAFE_INTEGER, 'Enter a whole number of shares').optional(),
  ),
  /** What came with the answer; each recording replaces the last one's. */
  note: optionalText(500),
})
export type TResponseChoice = z.infer<typeof ZResponseChoice>

/** POST /api/pre-emption-rounds/{id}/responses: staff record a holder's response; `holderKind` left out is an investor. */
export const ZStaffResponseInput = ZResponseChoice.extend({
  holderKind: z.enum(PRE_EMPTION_HOLDER_KINDS, 'Choose an investor, an organisation, an investment method account, a nominee, a fund or the firm').default('investor'),
  holder: zId('Choose a holder of this round'),
})
export type TStaffResponseInput = z.infer<typeof ZStaffResponseInput>

const PORTAL_HOLDER_MESSAGE = 'Answer for yourself, an organisation you sign for or an account you lead'

/**
 * POST /api/pre-emption-rounds/{id}/my-response: the investor's answer, for themselves (`holderKind`
 * left out, or `investor`: the session's user, whatever `holder` says) or for an organisation or an
 * investment-method account named by `holder` (its id), which the server checks they act for.
 */
export const ZMyResponseInput = ZResponseChoice.extend({
  holderKind: z.enum(PORTAL_PRE_EMPTION_HOLDER_KINDS, PORTAL_HOLDER_MESSAGE).default('investor'),
  holder: zId(PORTAL_HOLDER_MESSAGE).optional(),
}).superRefine((input, context) => {
  if (input.holderKind !== 'investor' && input.holder === undefined) context.addIssue({ code: 'custom', path: ['holder'], message: PORTAL_HOLDER_MESSAGE })
})
export type TMyResponseInput = z.infer<typeof ZMyResponseInput>

/** POST /api/pre-emption-rounds/{id}/close: closing before the deadline must say so. */
export const ZCloseRoundInput = z.object({
  confirmEarly: z.preprocess((value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value), z.boolean('Confirm with true or false').optional()),
})

/** POST /api/pre-emption-rounds/{id}/allot: an oversubscribed round is allotted only when confirmed (more shares than offered are issued). */
export const ZAllotRoundInput = z.object({
  confirmOversubscribed: z.preprocess((value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value), z.boolean('Confirm with true or false').optional()),
})

const count = (shares: bigint) => `${shares.toLocaleString('en-GB')} ${shares === 1n ? 'share' : 'shares'}`

export type TSettledResponse = { ok: true; shares: bigint } | { ok: false; field: 'code' | 'shares'; message: string }

/**
 * The shares a response takes, by spec 4's codes, or why it cannot be recorded (pure: the
 * endpoints call it with the entitlement PostgreSQL computed, and the table's CHECK says the same):
 *
 * | code | shares |
 * |---|---|
 * | 1 don't take, 4 not applicable, 5 awaiting | 0 (left out means 0) |
 * | 2 maintain | exactly the entitlement (left out means the entitlement) |
 * | 3 increase | more than the entitlement, at most the shares offered |
 * | 6 decrease | at least 1, fewer than the entitlement |
 */
export function settleResponse(choice: TResponseChoice, entitlement: bigint, offered: bigint): TSettledResponse {
  const code = choice.code
  const label = `“${PRE_EMPTION_CODE_LABEL[code]}”`
  const shares = choice.shares === undefined ? null : BigInt(choice.shares)
  switch (code) {
    case PRE_EMPTION_CODE.dontTake:
    case PRE_EMPTION_CODE.notApplicable:
    case PRE_EMPTION_CODE.awaiting:
      if (shares !== null && shares !== 0n) return { ok: false, field: 'shares', message: `${label} takes no shares: leave the shares empty or 0.` }
      return { ok: true, shares: 0n }
    case PRE_EMPTION_CODE.maintain:
      if (shares !== null && shares !== entitlement) return { ok: false, field: 'shares', message: `${label} takes exactly the entitlement of ${count(entitlement)}: choose “Increase” or “Decrease” for another number.` }
      return { ok: true, shares: entitlement }
    case PRE_EMPTION_CODE.increase:
      if (shares === null || shares <= entitlement) return { ok: false, field: 'shares', message: `${label} takes more than the entitlement of ${count(entitlement)}: enter ${(entitlement + 1n).toLocaleString('en-GB')} or more.` }
      if (shares > offered) return { ok: false, field: 'shares', message: `At most the ${count(offered)} offered in this round can be taken.` }
      return { ok: true, shares }
    case PRE_EMPTION_CODE.decrease:
      if (entitlement === 0n) return { ok: false, field: 'code', message: 'The entitlement is 0 shares: there is nothing to decrease. Choose “Don’t take” or “Increase”.' }
      if (shares === null || shares === 0n) return { ok: false, field: 'shares', message: `${label} takes at least 1 share and fewer than the entitlement of ${count(entitlement)}; to take none, choose “Don’t take”.` }
      if (shares >= entitlement) return { ok: false, field: 'shares', message: `${label} takes fewer than the entitlement of ${count(entitlement)}: enter at most ${(entitlement - 1n).toLocaleString('en-GB')}.` }
      return { ok: true, shares }
  }
}

const startOfUtcDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())

/** The deadline as the calendar day it names (UTC midnight): a time sent is cut to its day. */
export const deadlineDay = (value: string | Date) => {
  const date = new Date(value)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())).toISOString()
}

/** Whether the deadline (a day) is behind us: responses are taken through the whole deadline day. */
export const deadlinePassed = (deadline: string | Date, now: Date = new Date()) => new Date(deadlineDay(deadline)).getTime() < startOfUtcDay(now)

/** A deadline staff may set: today or later. */
export const deadlineOpen = (deadline: string | Date, now: Date = new Date()) => !deadlinePassed(deadline, now)
