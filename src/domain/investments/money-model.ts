import { z } from 'zod'

import { zOptionalDate } from '@/domain/values'

// The money model (issue 10, docs/decisions/012-money-model.md): investments and the append-only
// ledger. Statuses, types and entry kinds are named here once; the collections, the endpoints, the
// screens and the seed read them from here.

/** spec 4 "Reserve An Allocation", "awaiting payment": an investment's workflow state. Its figures come from the ledger. */
export const INVESTMENT_STATUSES = ['reserved', 'awaiting_payment', 'paid', 'cancelled'] as const
export type TInvestmentStatus = (typeof INVESTMENT_STATUSES)[number]

export const INVESTMENT_STATUS_LABEL: Record<TInvestmentStatus, string> = {
  reserved: 'Reserved',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
}

export const INVESTMENT_STATUS_PALETTE: Record<TInvestmentStatus, string> = { reserved: 'purple', awaiting_payment: 'orange', paid: 'green', cancelled: 'gray' }

/** spec 3 "Investment types: manual, private_manual", plus the investor's own (standard) and follow-on rounds (subsequent, spec 7 /api/investments/subsequent). */
export const INVESTMENT_TYPES = ['standard', 'manual', 'private_manual', 'subsequent'] as const
export type TInvestmentType = (typeof INVESTMENT_TYPES)[number]

export const INVESTMENT_TYPE_LABEL: Record<TInvestmentType, string> = { standard: 'Standard', manual: 'Manual', private_manual: 'Private manual', subsequent: 'Subsequent' }

/** Types staff record by hand (POST /api/investments/manual). */
export const STAFF_INVESTMENT_TYPES = ['manual', 'private_manual', 'subsequent'] as const satisfies readonly TInvestmentType[]

/**
 * Who holds an investment. Only 'investor' (a user of role 5) is built; organisations, investment
 * method entities, nominees and pensions (spec 7 /org, /pension) join as kinds with their own id
 * column (decision 012), so a holder is always (kind, id) and no existing row changes meaning.
 */
export const HOLDER_KINDS = ['investor'] as const
export type THolderKind = (typeof HOLDER_KINDS)[number]

/**
 * What a ledger entry is about. Only 'opportunity' is built; a fund or a company becomes a kind
 * with its own nullable foreign-key column (decision 012).
 */
export const SUBJECT_KINDS = ['opportunity'] as const
export type TSubjectKind = (typeof SUBJECT_KINDS)[number]

/** Every movement of money or shares (issue 10 §2). A correction is a `reversal` naming the entry it undoes. */
export const LEDGER_KINDS = ['investment', 'payment_received', 'fee', 'cash_call', 'distribution', 'transfer', 'share_split', 'write_off', 'reversal'] as const
export type TLedgerKind = (typeof LEDGER_KINDS)[number]

export const LEDGER_KIND_LABEL: Record<TLedgerKind, string> = {
  investment: 'Investment',
  payment_received: 'Payment received',
  fee: 'Fee',
  cash_call: 'Cash call',
  distribution: 'Distribution',
  transfer: 'Transfer',
  share_split: 'Share split',
  write_off: 'Write-off',
  reversal: 'Reversal',
}

/** The longest Idempotency-Key header we store (Stripe's limit). */
export const IDEMPOTENCY_KEY_MAX = 255

/** A positive amount in minor units (pence, cents): an investment or a payment is never zero. */
const zPositiveMinor = (message: string) => z.number(message).int('Enter a whole number of minor units').positive(message).max(Number.MAX_SAFE_INTEGER, message)

/** A form sends numbers as text; '12' is 12, anything else stays as it is for the schema to refuse. */
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value), schema)

const zId = (message: string) => numeric(z.number(message).int(message).positive(message).max(2_147_483_647, message))

/** POST /api/investments: the investor invests in (or, with reserve, reserves an allocation of) a live opportunity. */
export const ZCreateInvestmentInput = z.object({
  opportunity: zId('Choose an opportunity'),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  reserve: z.preprocess((value) => value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value, z.boolean('Choose whether to reserve').optional()),
})
export type TCreateInvestmentInput = z.infer<typeof ZCreateInvestmentInput>

/** POST /api/investments/manual: staff record an investment for an investor of the tenant. */
export const ZManualInvestmentInput = z
  .object({
  opportunity: zId('Choose an opportunity'),
  /** The investor, by id or (as the staff screen sends it) by email. */
  holder: zId('Choose an investor').optional(),
  holderEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string('Enter the investor’s email').trim().toLowerCase().max(254, 'Use at most 254 characters').regex(/^[^\s@]+@[^\s@]+$/, 'Enter the investor’s email').optional(),
  ),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  /** Whole shares; when left out, the amount at the opportunity's share price (rounded down). */
  shares: numeric(z.number('Enter a whole number of shares').int('Enter a whole number of shares').nonnegative('Enter zero or more shares').max(Number.MAX_SAFE_INTEGER)).optional(),
  type: z.enum(STAFF_INVESTMENT_TYPES, 'Choose manual, private manual or subsequent').default('manual'),
  /** When the investment was made (a manual record of the past); now when left out. */
  occurredAt: zOptionalDate,
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
  })
  .refine((input) => input.holder !== undefined || input.holderEmail !== undefined, { path: ['holderEmail'], message: 'Choose an investor' })
export type TManualInvestmentInput = z.infer<typeof ZManualInvestmentInput>

/** POST /api/investments/{id}/payments: staff mark (part of) a payment received. */
export const ZReceivePaymentInput = z.object({
  amount: numeric(zPositiveMinor('Enter the amount received, above zero')),
  receivedAt: zOptionalDate,
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})
export type TReceivePaymentInput = z.infer<typeof ZReceivePaymentInput>

/** POST /api/investments/{id}/cancel: staff cancel an investment (every entry of it is reversed). */
export const ZCancelInvestmentInput = z.object({
  reason: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})
export type TCancelInvestmentInput = z.infer<typeof ZCancelInvestmentInput>

/** The whole shares an amount buys at a price (minor units each); none without a price. Integer arithmetic only. */
export function sharesFor(amountMinor: number, sharePriceMinor: number | null | undefined): number {
  if (!sharePriceMinor || sharePriceMinor <= 0) return 0
  return Number(BigInt(amountMinor) / BigInt(sharePriceMinor))
}

/** The status an investment has after payments: paid once the ledger's paid figure reaches its amount. */
export function statusAfterPayment(amountMinor: bigint, paidMinor: bigint): TInvestmentStatus {
  return paidMinor >= amountMinor ? 'paid' : 'awaiting_payment'
}
