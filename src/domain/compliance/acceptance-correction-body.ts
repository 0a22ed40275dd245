import { z } from 'zod'

import { zId } from '@/domain/investments/money-model'

// POST /api/market-sounding-acceptances/{id}/correct (decisions 029, 042): a staff correction of an
// acceptance is a new entry naming the old; these are what the correction may say differently. The
// time is UTC as the register prints it ('2026-11-26 14:05'); the reason is required.

const ACCEPTED_AT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(?:Z| UTC)?$/

/** '2026-11-26 14:05' (or with seconds, or ISO) as a Date in UTC; null when unreadable. */
export function parseRegisterTime(text: string): Date | null {
  const match = ACCEPTED_AT.exec(text.trim())
  if (!match) return null
  const date = new Date(`${match[1]}T${match[2]}:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[1] ? null : date
}

export const ZAcceptanceCorrection = z.object({
  investorEmail: z.string('Enter the investor’s email').trim().toLowerCase().email('Enter the investor’s email'),
  opportunity: zId('Choose an opportunity'),
  acceptedAt: z
    .string('Enter when they accepted')
    .trim()
    .refine((text) => parseRegisterTime(text) !== null, 'Enter a time like 2026-11-26 14:05 (UTC)'),
  note: z.string('Say why this entry corrects the other').trim().min(1, 'Say why this entry corrects the other').max(2000, 'At most 2,000 characters'),
})
export type TAcceptanceCorrection = z.infer<typeof ZAcceptanceCorrection>
