import { z } from 'zod'

import { zOptionalDate } from '@/domain/values'

// Cash calls and distributions (issue 10 §7, docs/decisions/014): staff ask the holders of an
// opportunity or a fund for money (a cash call) or pay money out to them (a distribution), split pro
// rata to their holdings or set per holder. Each holder's line is on the ledger: a `cash_call`
// entry when issued, `cash_call_payment` entries as money arrives; a `distribution` entry per line.

export const CASH_CALL_KINDS = ['call', 'distribution'] as const
export type TCashCallKind = (typeof CASH_CALL_KINDS)[number]
export const CASH_CALL_KIND_LABEL: Record<TCashCallKind, string> = { call: 'Cash call', distribution: 'Distribution' }

/** What a call is about: an opportunity (its holders) or a fund (its investors). */
export const CASH_CALL_SUBJECT_KINDS = ['opportunity', 'fund'] as const
export type TCashCallSubjectKind = (typeof CASH_CALL_SUBJECT_KINDS)[number]

/** How the total is split: pro rata to shares held, pro rata to the amount committed, or an amount set per holder. */
export const CASH_CALL_SPLITS = ['pro_rata_shares', 'pro_rata_commitment', 'per_holder'] as const
export type TCashCallSplit = (typeof CASH_CALL_SPLITS)[number]
export const CASH_CALL_SPLIT_LABEL: Record<TCashCallSplit, string> = {
  pro_rata_shares: 'Pro rata to shares held',
  pro_rata_commitment: 'Pro rata to the amount committed',
  per_holder: 'An amount set per holder',
}

/**
 * spec 4 "cash call awaiting payment", "cash call payment received"; a distribution's line is paid
 * out when issued; a line with nothing received may be cancelled (decision 018: its `cash_call`
 * entry reversed).
 */
export const CASH_CALL_LINE_STATUSES = ['awaiting_payment', 'payment_received', 'paid_out', 'cancelled'] as const
export type TCashCallLineStatus = (typeof CASH_CALL_LINE_STATUSES)[number]
export const CASH_CALL_LINE_STATUS_LABEL: Record<TCashCallLineStatus, string> = { awaiting_payment: 'Awaiting payment', payment_received: 'Payment received', paid_out: 'Paid out', cancelled: 'Cancelled' }
export const CASH_CALL_LINE_STATUS_PALETTE: Record<TCashCallLineStatus, string> = { awaiting_payment: 'orange', payment_received: 'green', paid_out: 'blue', cancelled: 'gray' }

/**
 * Who a line is for (decision 014, "Holders of every kind"): every kind of holder that can hold an
 * opportunity or a fund — an investor, an organisation (decision 020), an investment-method account
 * (`method_entity`) or a nominee (decision 025). Funds and the firm itself (`fund`, `tenant`) hold
 * companies only, never a cash call's subject, so a line never names them. The order is the tie
 * order of the pro-rata split (then the lower id).
 */
export const CASH_CALL_HOLDER_KINDS = ['investor', 'organisation', 'method_entity', 'nominee'] as const
export type TCashCallHolderKind = (typeof CASH_CALL_HOLDER_KINDS)[number]
export const CASH_CALL_HOLDER_KIND_LABEL: Record<TCashCallHolderKind, string> = { investor: 'Investor', organisation: 'Organisation', method_entity: 'Investment method account', nominee: 'Nominee' }
export const isCashCallHolderKind = (value: unknown): value is TCashCallHolderKind => typeof value === 'string' && (CASH_CALL_HOLDER_KINDS as readonly string[]).includes(value)
/** A line's holder: its kind and the id in that kind's own table (users, organisations, investment-method-entities, nominees). */
export type TCashCallHolderRef = { kind: TCashCallHolderKind; id: number }
/** One text key per holder (forms, maps): `investor-12`, `organisation-3`. */
export const cashCallHolderKey = (holder: TCashCallHolderRef): string => `${holder.kind}-${holder.id}`

/** At most this many lines per call set by hand (a pro-rata split has one per holder, whatever their number). */
export const MAX_HOLDER_LINES = 1000

const zPositiveMinor = (message: string) => z.number(message).int('Enter a whole number of minor units').positive(message).max(Number.MAX_SAFE_INTEGER, message)
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value), schema)
const zId = (message: string) => numeric(z.number(message).int(message).positive(message).max(2_147_483_647, message))
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * POST /api/cash-calls (and /preview): a cash call or a distribution on one opportunity or fund.
 * `total` splits pro rata (required then); `lines` set the amount per holder (required then, each
 * holder once). A call needs a due date.
 */
export const ZIssueCashCallInput = z
  .object({
    kind: z.enum(CASH_CALL_KINDS, 'Choose a cash call or a distribution').default('call'),
    opportunity: zId('Choose an opportunity').optional(),
    fund: zId('Choose a fund').optional(),
    split: z.enum(CASH_CALL_SPLITS, 'Choose how to split it'),
    total: z.preprocess(blankAsUndefined, numeric(zPositiveMinor('Enter a total above zero')).optional()),
    lines: z
      .array(
        z.object({
          // Left out for an investor, so bodies written before holders of other kinds keep their meaning.
          holderKind: z.enum(CASH_CALL_HOLDER_KINDS, 'Choose an investor, an organisation, an investment method account or a nominee').default('investor'),
          holder: zId('Choose a holder'),
          amount: numeric(zPositiveMinor('Enter an amount above zero')),
        }),
        'Set an amount per holder',
      )
      .max(MAX_HOLDER_LINES, `Set at most ${MAX_HOLDER_LINES} amounts`)
      .optional(),
    dueAt: zOptionalDate,
    purpose: z.preprocess(blankAsUndefined, z.string('Enter text').trim().max(200, 'Use at most 200 characters').optional()),
  })
  .superRefine((input, context) => {
    if ((input.opportunity === undefined) === (input.fund === undefined)) context.addIssue({ code: 'custom', path: ['opportunity'], message: 'Name one opportunity or one fund' })
    if (input.split === 'per_holder') {
      if (!input.lines?.length) context.addIssue({ code: 'custom', path: ['lines'], message: 'Set an amount for at least one holder' })
      const holders = input.lines?.map((line) => cashCallHolderKey({ kind: line.holderKind, id: line.holder })) ?? []
      if (new Set(holders).size !== holders.length) context.addIssue({ code: 'custom', path: ['lines'], message: 'Set each holder’s amount once' })
    } else if (input.total === undefined) context.addIssue({ code: 'custom', path: ['total'], message: 'Enter a total above zero' })
    if (input.kind === 'call' && !input.dueAt) context.addIssue({ code: 'custom', path: ['dueAt'], message: 'Enter the date it is due' })
  })
export type TIssueCashCallInput = z.infer<typeof ZIssueCashCallInput>

/** POST /api/cash-call-lines/{id}/payments: staff mark (part of) a holder's cash-call payment received. */
export const ZCashCallPaymentInput = z.object({
  amount: numeric(zPositiveMinor('Enter the amount received, above zero')),
  receivedAt: zOptionalDate,
  note: z.preprocess(blankAsUndefined, z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})
export type TCashCallPaymentInput = z.infer<typeof ZCashCallPaymentInput>

/**
 * POST /api/cash-calls/{id}/cancel (decision 018): staff cancel an issued cash call. The whole call
 * only while nothing has been received on any line; with `unpaidOnly`, its lines with nothing
 * received (the others stay as they are).
 */
export const ZCancelCashCallInput = z.object({
  reason: z.preprocess(blankAsUndefined, z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
  unpaidOnly: z.preprocess((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean('Choose whether to cancel only the unpaid lines').default(false)),
})
export type TCancelCashCallInput = z.infer<typeof ZCancelCashCallInput>

/** A line's status after payments: received once the ledger's payments reach its amount. */
export const lineStatusAfterPayment = (amountMinor: bigint, paidMinor: bigint): TCashCallLineStatus => (paidMinor >= amountMinor ? 'payment_received' : 'awaiting_payment')

/** The tie order of the split: the holder kind's place in CASH_CALL_HOLDER_KINDS, then the lower id. */
export const compareCashCallHolders = (a: TCashCallHolderRef, b: TCashCallHolderRef): number => CASH_CALL_HOLDER_KINDS.indexOf(a.kind) - CASH_CALL_HOLDER_KINDS.indexOf(b.kind) || a.id - b.id

/**
 * The largest-remainder split the database computes (kept here as the rule's reference for tests):
 * each holder gets floor(total × weight / Σweight), and the minor units left over (fewer than the
 * holders) go one each to the largest remainders, ties to the holder first in (kind in the order of
 * CASH_CALL_HOLDER_KINDS, then the lower id). Exact with bigints. Holders are (kind, id): `holderKind`
 * left out is an investor. The map is keyed by the holder's id for investors-only weights (as the
 * tests of decision 014 read it) — use `proRataReferenceByHolder` for holders of several kinds.
 */
export function proRataReference(total: bigint, weights: ReadonlyArray<{ holder: number; holderKind?: TCashCallHolderKind; weight: bigint }>): Map<number, bigint> {
  const byKey = proRataReferenceByHolder(total, weights)
  return new Map([...byKey].map(([key, amount]) => [Number(key.slice(key.lastIndexOf('-') + 1)), amount]))
}

/** proRataReference keyed by `cashCallHolderKey` (`organisation-3`), for holders of several kinds. */
export function proRataReferenceByHolder(total: bigint, weights: ReadonlyArray<{ holder: number; holderKind?: TCashCallHolderKind; weight: bigint }>): Map<string, bigint> {
  const held = weights.filter((row) => row.weight > 0n).map((row) => ({ ref: { kind: row.holderKind ?? 'investor', id: row.holder } as TCashCallHolderRef, weight: row.weight }))
  const sum = held.reduce((acc, row) => acc + row.weight, 0n)
  const result = new Map<string, bigint>()
  if (sum === 0n) return result
  const parts = held.map((row) => ({ ref: row.ref, base: (total * row.weight) / sum, rest: (total * row.weight) % sum }))
  let left = total - parts.reduce((acc, part) => acc + part.base, 0n)
  const order = [...parts].sort((a, b) => (a.rest === b.rest ? compareCashCallHolders(a.ref, b.ref) : a.rest > b.rest ? -1 : 1))
  for (const part of order) {
    const extra = left > 0n ? 1n : 0n
    left -= extra
    result.set(cashCallHolderKey(part.ref), part.base + extra)
  }
  return result
}
