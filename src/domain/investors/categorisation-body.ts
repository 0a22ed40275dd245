import { z } from 'zod'

import { zDate, zOptionalText, zText } from '@/domain/values'

import { INVESTOR_CATEGORIES } from './categorisation'

// The bodies of categorisation writes (decision 023), apart from categorisation.ts so pages that
// only need the words do not load zod.

/** A declaration as the portal (or staff on an investor's behalf) records it; tenant, investor, expiry and status are the server's. */
export const ZCategorisationDeclaration = z.object({
  category: z.enum(INVESTOR_CATEGORIES, 'Choose a category'),
  answers: z
    .array(z.object({ question: zText('Enter the question', 500), answer: zText('Enter the answer', 2000) }), 'Give the declaration’s answers')
    .min(1, 'Give the declaration’s answers')
    .max(40, 'At most 40 answers'),
  declaredAt: zDate('Give when it was declared'),
})

/** POST /api/investor-categorisations/{id}/approve { note? } */
export const ZApproveCategorisation = z.object({ note: zOptionalText(1000) })

/** POST /api/investor-categorisations/{id}/reject { reason }: the reason is required; the investor reads it. */
export const ZRejectCategorisation = z.object({ reason: zText('Give the reason the investor will read', 1000) })
