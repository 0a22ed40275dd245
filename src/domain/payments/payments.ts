import { z } from 'zod'

import { zOptionalDate } from '@/domain/values'
import type { TFeatures } from '@/tenancy/defaults'

import { bankDetailsOf, type TBankDetails } from './bank-details'

export { BANK_DETAIL_FIELDS, BANK_DETAIL_LABEL, BANK_DETAIL_RULES, bankDetailsOf, isIban, type TBankDetailField, type TBankDetails } from './bank-details'

// Payments (issue 10 §9, docs/decisions/016-payments.md): one record per payment attempt or receipt
// against something payable. The ledger stays the one source of money received: a payment that
// succeeds writes its `payment_received` entry in the same transaction, and every figure on a screen
// is a sum over the ledger. Names, moves between states and input schemas live here once.

/**
 * What a payment pays: an investment, or a cash-call line (decision 025), each kind with its own
 * nullable foreign-key column on `payments` (`investment_id`, `cash_call_line_id`) and its own branch
 * of the CHECK that the kind's column is set, as the ledger's subjects do (decision 012).
 */
export const PAYABLE_KINDS = ['investment', 'cash_call_line'] as const
export type TPayableKind = (typeof PAYABLE_KINDS)[number]

export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABEL: Record<TPaymentMethod, string> = { bank_transfer: 'Bank transfer', card: 'Card' }

export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'refunded'] as const
export type TPaymentState = (typeof PAYMENT_STATES)[number]
export const PAYMENT_STATE_LABEL: Record<TPaymentState, string> = { pending: 'Pending', succeeded: 'Received', failed: 'Failed', refunded: 'Refunded' }
export const PAYMENT_STATE_PALETTE: Record<TPaymentState, string> = { pending: 'orange', succeeded: 'green', failed: 'red', refunded: 'gray' }

/** Card payment providers (src/lib/payments/). */
export const PAYMENT_PROVIDERS = ['stripe'] as const
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/**
 * The moves a payment's state may make. A failed card attempt may still succeed (the investor
 * retries the same payment with another card); money received is only ever taken back by a refund
 * (a reversing ledger entry); a refund is final. Anything else (a late "failed" after a success, a
 * replayed event) changes nothing.
 */
const NEXT_STATES: Record<TPaymentState, readonly TPaymentState[]> = {
  pending: ['succeeded', 'failed'],
  failed: ['succeeded'],
  succeeded: ['refunded'],
  refunded: [],
}

export const mayMovePayment = (from: TPaymentState, to: TPaymentState): boolean => NEXT_STATES[from].includes(to)

/** The longest instalment plan a subscription payment offers (monthly). */
export const MAX_INSTALMENTS = 24

/**
 * An amount split into `count` monthly instalments that add up to it exactly: every instalment is
 * the whole part of amount / count, and the first carries the remainder. Integer arithmetic only;
 * null when an instalment would be below one minor unit.
 */
export function instalmentAmounts(total: bigint, count: number): { first: bigint; rest: bigint } | null {
  if (!Number.isInteger(count) || count < 2 || total < BigInt(count)) return null
  const rest = total / BigInt(count)
  return { first: rest + (total % BigInt(count)), rest }
}

/** Minor units as a positive whole number: a payment is never zero. */
const zPositiveMinor = (message: string) => z.number(message).int('Enter a whole number of minor units').positive(message).max(Number.MAX_SAFE_INTEGER, message)
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value), schema)
const zId = (message: string) => numeric(z.number(message).int(message).positive(message).max(2_147_483_647, message))
const zNote = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional())

/** POST /api/investments/{id}/stripe: the investor pays (part of) their investment by card; the amount outstanding when left out. */
export const ZCardPaymentInput = z.object({
  amount: numeric(zPositiveMinor('Enter an amount above zero')).optional(),
})
export type TCardPaymentInput = z.infer<typeof ZCardPaymentInput>

/** POST /api/single-payment (spec 7): a one-off card payment of a payable named in the body. */
export const ZSinglePaymentInput = ZCardPaymentInput.extend({ investment: zId('Choose an investment') })
export type TSinglePaymentInput = z.infer<typeof ZSinglePaymentInput>

/** POST /api/subscription-payment (spec 7): the amount outstanding paid by card in monthly instalments. */
export const ZSubscriptionPaymentInput = z.object({
  investment: zId('Choose an investment'),
  instalments: numeric(z.number('Choose a number of instalments').int('Choose a whole number of instalments').min(2, 'Choose at least 2 instalments').max(MAX_INSTALMENTS, `Choose at most ${MAX_INSTALMENTS} instalments`)),
})
export type TSubscriptionPaymentInput = z.infer<typeof ZSubscriptionPaymentInput>

/** POST /api/investments/{id}/bank-transfer: the investor says a transfer is on its way (a pending payment staff settle when it arrives). */
export const ZBankTransferNoticeInput = z.object({
  amount: numeric(zPositiveMinor('Enter the amount sent, above zero')),
  sentAt: zOptionalDate,
  note: zNote,
})
export type TBankTransferNoticeInput = z.infer<typeof ZBankTransferNoticeInput>

/** POST /api/payments/{id}/fail: staff record that a pending bank transfer never arrived. */
export const ZFailPaymentInput = z.object({ reason: zNote })
export type TFailPaymentInput = z.infer<typeof ZFailPaymentInput>

/**
 * POST /api/payments/{id}/refund (decision 018): staff give back all or part of a received payment;
 * `amount` (minor units) defaults to all that is left of it; a reason is required (it is the
 * refund's note on the ledger, and what the investor is told).
 */
export const ZRefundPaymentInput = z.object({
  amount: numeric(zPositiveMinor('Enter the amount to refund, above zero')).optional(),
  reason: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Say why the money is returned').trim().max(500, 'Use at most 500 characters')),
})
export type TRefundPaymentInput = z.infer<typeof ZRefundPaymentInput>

/** How a received payment reads once refunds are counted (from the ledger): "Partly refunded" while some is left. */
export const paymentStateLabel = (state: TPaymentState, refunded: string | null | undefined): string =>
  state === 'succeeded' && refunded !== null && refunded !== undefined && !/^0+$/.test(refunded) ? 'Partly refunded' : PAYMENT_STATE_LABEL[state]

/** Who reads pay instructions: the investor in the portal, or staff on the admin screens. */
export type TPayAudience = 'portal' | 'staff'

export type TPayInstructions = {
  /** The reference to quote on the transfer; null when hide_payment_reference is on. */
  reference: string | null
  /** Where to send the transfer; null when hidden for this audience or when the tenant has none. */
  bankDetails: TBankDetails | null
  hidden: { bankDetails: boolean; reference: boolean }
}

/**
 * The bank-transfer instructions of a payable as one audience may see them (spec 3 switches):
 * hide_bank_details hides the bank details from investors (portal), hide_bank_details_admin from
 * staff screens, hide_payment_reference hides the reference from the instructions everywhere.
 * Staff still see an investment's reference as its identifier in lists and exports.
 * intl_bank_details_enabled adds the IBAN and BIC (payments from abroad); without it only the UK
 * details are given, so an investor is never shown an international route the tenant does not take.
 */
export function payInstructions(
  features: Pick<TFeatures, 'hide_bank_details' | 'hide_bank_details_admin' | 'hide_payment_reference' | 'intl_bank_details_enabled'>,
  bankDetails: TBankDetails | null,
  reference: string,
  audience: TPayAudience,
): TPayInstructions {
  const hideBank = audience === 'portal' ? features.hide_bank_details : features.hide_bank_details_admin
  const hideReference = features.hide_payment_reference
  return {
    reference: hideReference ? null : reference,
    bankDetails: hideBank ? null : features.intl_bank_details_enabled ? bankDetails : bankDetailsOf({ ...bankDetails, iban: null, bic: null }),
    hidden: { bankDetails: hideBank, reference: hideReference },
  }
}
