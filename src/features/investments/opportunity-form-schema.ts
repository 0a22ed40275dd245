import { z } from 'zod'

import { dateInputToIso, toDateInputValue } from '@/lib/dates'
import { majorInputToMinor, minorToMajorInput } from '@/lib/money'

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/domain/investments/slug'
import { PUBLISHED_STAGES, publishingProblems } from '@/domain/investments/stage-moves'
import { isOpportunityStage, OPPORTUNITY_STAGE, type TOpportunityStage } from '@/domain/investments/stages'

// Mirrors the collection's rules (src/collections/investments/InvestmentOpportunities) so most
// mistakes show before a round trip; the server stays the authority.
const CURRENCY_PATTERN = /^[A-Z]{3}$/

/**
 * The create/edit opportunity form. Input: what the fields hold (all text, amount in major
 * units, dates as YYYY-MM-DD). Output: the REST body (stage number, amount in minor units, ISO dates).
 */
export const ZOpportunityForm = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters'),
    slug: z.string().trim().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'Use lower-case words joined by dashes'),
    stage: z.string().refine((value) => isOpportunityStage(Number(value)), 'Choose a stage'),
    targetAmount: z.string().trim().min(1, 'Enter the target amount'),
    currency: z.string().trim().toUpperCase().regex(CURRENCY_PATTERN, 'Use a 3-letter ISO currency code'),
    opensAt: z.string(),
    closesAt: z.string(),
  })
  .superRefine((values, ctx) => {
    if (majorInputToMinor(values.targetAmount, values.currency) === null) {
      ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: 'Enter an amount such as 250000 or 250000.50' })
    }
    const opens = dateInputToIso(values.opensAt)
    const closes = dateInputToIso(values.closesAt)
    if (values.opensAt && !opens) ctx.addIssue({ code: 'custom', path: ['opensAt'], message: 'Enter a valid date' })
    if (values.closesAt && !closes) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Enter a valid date' })
    if (opens && closes && closes < opens) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The closing date must be on or after the opening date' })
    }
  })
  .transform((values) => ({
    title: values.title,
    slug: values.slug,
    stage: Number(values.stage) as TOpportunityStage,
    // superRefine has rejected anything majorInputToMinor cannot read.
    targetAmount: majorInputToMinor(values.targetAmount, values.currency) ?? 0,
    currency: values.currency,
    // null (not omitted) so clearing a date on edit clears it on the server.
    opensAt: dateInputToIso(values.opensAt),
    closesAt: dateInputToIso(values.closesAt),
  }))

/**
 * Creating: the same form, and a new live opportunity (stage 2 or 3) must be publishable at once,
 * as the server checks (domain/investments/stage-moves.ts publishingProblems).
 */
export const ZNewOpportunityForm = ZOpportunityForm.superRefine((payload, ctx) => {
  if (!PUBLISHED_STAGES.includes(payload.stage)) return
  const problems = publishingProblems(payload)
  for (const field of ['targetAmount', 'closesAt'] as const) {
    if (problems[field]) ctx.addIssue({ code: 'custom', path: [field], message: problems[field] })
  }
})

export type TOpportunityFormInput = z.input<typeof ZOpportunityForm>
export type TOpportunityPayload = z.output<typeof ZOpportunityForm>
export { isOpportunityFormField, OPPORTUNITY_FORM_FIELDS, type TOpportunityFormField } from './opportunity-form-fields'

export const EMPTY_OPPORTUNITY_FORM: TOpportunityFormInput = {
  title: '',
  slug: '',
  stage: String(OPPORTUNITY_STAGE.draft),
  targetAmount: '',
  currency: 'GBP',
  opensAt: '',
  closesAt: '',
}

type TStoredOpportunity = {
  title: string
  slug: string
  stage: number
  targetAmount: number
  currency: string
  opensAt?: string | null
  closesAt?: string | null
}

/** A stored opportunity as the form's starting values. */
export function opportunityToFormInput(opportunity: TStoredOpportunity): TOpportunityFormInput {
  return {
    title: opportunity.title,
    slug: opportunity.slug,
    stage: String(opportunity.stage),
    targetAmount: minorToMajorInput(opportunity.targetAmount, opportunity.currency),
    currency: opportunity.currency,
    opensAt: toDateInputValue(opportunity.opensAt),
    closesAt: toDateInputValue(opportunity.closesAt),
  }
}
