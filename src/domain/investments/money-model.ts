import { z } from 'zod'

import { TERMS_ACCEPTANCE_FIELDS } from '@/domain/investments/investment-terms'
import { TAX_OPTION_VALUES } from '@/domain/investments/opportunity-content'
import { parseHolderKey } from '@/domain/investments/portal-investing'
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
 * Who holds an investment (decisions 012, 014): an `investor` (a user of role 5: column `holder`),
 * a `fund` of the tenant holding shares in a company (column `holderFund`), or the `tenant` itself
 * holding a company directly (no column: the row's tenant), an `organisation` of the tenant (column
 * `holderOrganisation`, decision 020), an investment method's `method_entity` (an investor's SIPP,
 * SSAS, ISA, company or trust account: column `holderMethodEntity`, spec 7 /pension) or a `nominee`
 * company (column `holderNominee`), decision 025. Each kind has its own id column, so a holder is
 * always (kind, id) and no existing row changes meaning.
 */
export const HOLDER_KINDS = ['investor', 'fund', 'tenant', 'organisation', 'method_entity', 'nominee'] as const
export type THolderKind = (typeof HOLDER_KINDS)[number]

export const HOLDER_KIND_LABEL: Record<THolderKind, string> = { investor: 'Investor', fund: 'Fund', tenant: 'Held directly', organisation: 'Organisation', method_entity: 'Investment method', nominee: 'Nominee' }

/**
 * What a ledger entry (and an investment) is about, each kind with its own nullable foreign-key
 * column (decisions 012, 014): an `opportunity` (`opportunity`), a `fund` investors commit to
 * (`fund`), a `company` a fund or the tenant invests in (`company`). A CHECK holds exactly the
 * column of the row's kind set.
 */
export const SUBJECT_KINDS = ['opportunity', 'fund', 'company'] as const
export type TSubjectKind = (typeof SUBJECT_KINDS)[number]

/** A subject as the figures name it: its kind and its row. */
export type TSubject = { kind: TSubjectKind; id: number }

/**
 * Every movement of money or shares (issue 10 §2). A correction is a `reversal` naming the entry it
 * undoes; a `refund` (decision 018) names the `payment_received` entry it gives back, in full or in
 * part (several may name one entry, never more than it received), and counts in its category.
 */
export const LEDGER_KINDS = ['investment', 'payment_received', 'fee', 'cash_call', 'cash_call_payment', 'distribution', 'transfer', 'share_split', 'write_off', 'reversal', 'refund'] as const
export type TLedgerKind = (typeof LEDGER_KINDS)[number]

export const LEDGER_KIND_LABEL: Record<TLedgerKind, string> = {
  investment: 'Investment',
  payment_received: 'Payment received',
  fee: 'Fee',
  cash_call: 'Cash call',
  // spec 4 "cash call payment received": money settling a cash-call line (decision 014).
  cash_call_payment: 'Cash call payment received',
  distribution: 'Distribution',
  transfer: 'Transfer',
  share_split: 'Share split',
  write_off: 'Write-off',
  reversal: 'Reversal',
  refund: 'Refund',
}

/** The longest Idempotency-Key header we store (Stripe's limit). */
export const IDEMPOTENCY_KEY_MAX = 255

/** A positive amount in minor units (pence, cents): an investment or a payment is never zero. */
export const zPositiveMinor = (message: string) => z.number(message).int('Enter a whole number of minor units').positive(message).max(Number.MAX_SAFE_INTEGER, message)

/** A form sends numbers as text; '12' is 12, anything else stays as it is for the schema to refuse. */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value), schema)

export const zId = (message: string) => numeric(z.number(message).int(message).positive(message).max(2_147_483_647, message))

/** POST /api/investments: the investor invests in (or, with reserve, reserves an allocation of) a live opportunity. */
export const ZCreateInvestmentInput = z.object({
  opportunity: zId('Choose an opportunity'),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  reserve: z.preprocess((value) => value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' ? false : value, z.boolean('Choose whether to reserve').optional()),
  /** Who invests (decision 031): `investor` (the default: themselves), `organisation-ID`, `method_entity-ID` or `nominee-ID`; the server checks the investor has it. */
  holder: z.string('Choose who invests').max(40, 'Choose who invests').refine((value) => parseHolderKey(value) !== null, 'Choose who invests').optional(),
  /** The tax relief the investor claims (where the tenant's tax_enabled is on and the opportunity offers it). */
  taxRelief: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(TAX_OPTION_VALUES, 'Choose a tax relief this opportunity offers').optional()),
  /** The opportunity's investment terms accepted, and which version (investment_terms_enabled, decision 043). */
  ...TERMS_ACCEPTANCE_FIELDS,
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

const zNote = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional())

const zHolderEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string('Enter the investor’s email').trim().toLowerCase().max(254, 'Use at most 254 characters').regex(/^[^\s@]+@[^\s@]+$/, 'Enter the investor’s email').optional(),
)

const zWholeShares = numeric(z.number('Enter a whole number of shares').int('Enter a whole number of shares').nonnegative('Enter zero or more shares').max(Number.MAX_SAFE_INTEGER))

/** POST /api/funds/{id}/commitments (decision 014): staff record an investor's commitment to a fund. */
export const ZFundCommitmentInput = z
  .object({
    holder: zId('Choose an investor').optional(),
    holderEmail: zHolderEmail,
    amount: numeric(zPositiveMinor('Enter an amount above zero')),
    /** When it was committed (a record of the past); now when left out. */
    occurredAt: zOptionalDate,
    note: zNote,
  })
  .refine((input) => input.holder !== undefined || input.holderEmail !== undefined, { path: ['holderEmail'], message: 'Choose an investor' })
export type TFundCommitmentInput = z.infer<typeof ZFundCommitmentInput>

/**
 * POST /api/companies/{id}/investments (decision 014): staff record an investment of one of the
 * tenant's funds in a company (`holderFund`), or of the tenant directly (`holderFund` empty). It is
 * money already paid: the investment is recorded paid, with its payment.
 */
export const ZCompanyInvestmentInput = z.object({
  holderFund: z.preprocess((value) => (value === '' || value === 'direct' ? null : value), zId('Choose a fund, or hold it directly').nullish()),
  amount: numeric(zPositiveMinor('Enter an amount above zero')),
  /** Whole shares bought; when left out, the amount at the company's latest share price (rounded down). */
  shares: zWholeShares.optional(),
  occurredAt: zOptionalDate,
  note: zNote,
})
export type TCompanyInvestmentInput = z.infer<typeof ZCompanyInvestmentInput>

/** POST /api/investments/{id}/payments: staff mark (part of) a payment received; `payment` names a pending bank transfer it settles. */
export const ZReceivePaymentInput = z.object({
  amount: numeric(zPositiveMinor('Enter the amount received, above zero')),
  receivedAt: zOptionalDate,
  payment: zId('Choose a pending bank transfer').optional(),
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
