// The investor's own investing in the portal (issue 13 §3, docs/decisions/031): who invests (the
// holder), interest options (spec 3) and the portal's labels (spec 4). No zod here: the portal's
// islands import these names; the request schemas are in ./portal-investing-body.ts.

import { formatMoney, minorUnitDigits } from '@/lib/money'

/** The holder kinds an investor may invest as in the portal: themselves, an organisation they sign for, a method account they lead, a nominee of the tenant. */
export const PORTAL_HOLDER_KINDS = ['investor', 'organisation', 'method_entity', 'nominee'] as const
export type TPortalHolderKind = (typeof PORTAL_HOLDER_KINDS)[number]

export const PORTAL_HOLDER_KIND_LABEL: Record<TPortalHolderKind, string> = {
  investor: 'Myself',
  organisation: 'An organisation I sign for',
  method_entity: 'An investment method account I lead',
  nominee: 'Through a nominee',
}

/** A holder as the portal names it in an address or a form: `investor`, `organisation-12`, `method_entity-3`, `nominee-4`. */
export type TPortalHolderRef = { kind: TPortalHolderKind; id: number | null }

export const holderKey = (holder: TPortalHolderRef): string => (holder.kind === 'investor' ? 'investor' : `${holder.kind}-${holder.id}`)

/** The holder an address names, or null when it names none (the server then checks the investor really has it). */
export function parseHolderKey(value: unknown): TPortalHolderRef | null {
  if (value === undefined || value === null || value === '' || value === 'investor' || value === 'self') return { kind: 'investor', id: null }
  if (typeof value !== 'string') return null
  const match = /^(organisation|method_entity|nominee)-(\d{1,10})$/.exec(value)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 && id <= 2_147_483_647 ? { kind: match[1] as TPortalHolderKind, id } : null
}

/** spec 3 "Interest option": interested with finance, interested without finance, not interested. */
export const INTEREST_OPTIONS = ['with_finance', 'without_finance', 'not_interested'] as const
export type TInterestOption = (typeof INTEREST_OPTIONS)[number]
export const INTEREST_OPTION_LABEL: Record<TInterestOption, string> = {
  with_finance: 'Interested, with finance',
  without_finance: 'Interested, without finance',
  not_interested: 'Not interested',
}
export const isInterestOption = (value: unknown): value is TInterestOption => typeof value === 'string' && (INTEREST_OPTIONS as readonly string[]).includes(value)

/**
 * The step of an investor's amount, in minor units: a whole number of shares when the opportunity
 * has a share price (the shares are the amount at that price), else one whole unit of the currency
 * (£1, ¥1: `minorUnitDigits`). The invest form holds amounts to it and POST /api/investments refuses
 * any other amount (decision 040); staff records are not held to it (they may state the shares).
 */
export const amountStep = (sharePrice: number | null | undefined, currency: string): number =>
  sharePrice && sharePrice > 0 ? Math.max(1, Math.round(sharePrice)) : 10 ** minorUnitDigits(currency)

/** Why an investor's amount is off the step (the message for the amount field), or null when it is on it. */
export function amountStepRefusal(amountMinor: number, sharePrice: number | null | undefined, currency: string): string | null {
  const step = amountStep(sharePrice, currency)
  if (BigInt(amountMinor) % BigInt(step) === 0n) return null
  const each = formatMoney(step, currency)
  return sharePrice && sharePrice > 0 ? `Enter a multiple of ${each}: an investment buys whole shares at ${each} each.` : `Enter a multiple of ${each}.`
}

/** Whole days and hours until `closesAt` (null when there is no closing date); `closed` once it has passed. */
export function timeLeft(closesAt: string | null | undefined, now: Date = new Date()): { closed: boolean; text: string } | null {
  if (!closesAt) return null
  const end = new Date(closesAt).getTime()
  if (Number.isNaN(end)) return null
  const ms = end - now.getTime()
  if (ms <= 0) return { closed: true, text: 'Closed' }
  const hours = Math.floor(ms / 3_600_000)
  const days = Math.floor(hours / 24)
  if (days >= 1) return { closed: false, text: `${days} day${days === 1 ? '' : 's'} left` }
  return { closed: false, text: hours >= 1 ? `${hours} hour${hours === 1 ? '' : 's'} left` : 'Less than an hour left' }
}

/** The pre-emption answers an investor gives themselves (spec 4 codes 2 maintain, 3 increase, 6 decrease, 1 don't take); 4 and 5 are staff's. */
export const INVESTOR_PRE_EMPTION_CODES = [2, 3, 6, 1] as const
