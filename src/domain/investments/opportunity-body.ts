import { z } from 'zod'

import {
  zArrayRowId,
  zCurrency,
  zDate,
  zMinorAmount,
  zOptionalDate,
  zOptionalRichText,
  zOptionalText,
  zRelationId,
  zRelationIds,
  zText,
} from '@/domain/values'

import { INVESTMENT_TERMS_MAX } from './investment-terms'
import { OPPORTUNITY_LIMITS, TAX_OPTION_VALUES } from './opportunity-content'
import { isReservedSlug, RESERVED_SLUG_MESSAGE, SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug'
import { isOpportunityStage } from './stages'

// An investment opportunity as the REST API takes it (issue 9 §5): the one schema the collection
// validates every write with (validateBody) and the kit form checks before sending, so no rule is
// written twice. Rules that need the database (attributes of the tenant and of the right kind, a
// sub-type of the chosen type, the tenant's switches, images of the tenant) are the collection's
// field validators; who may create at which stage and publishing are its stage rules.

const STAGE_MESSAGE = 'Choose a stage'

/** A stage number; a form's option value ('2') counts as 2. */
const zStage = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.number(STAGE_MESSAGE).int(STAGE_MESSAGE).refine(isOpportunityStage, 'Stage must be one of 1, 2, 3, 4, 5, 6'),
)

const zKeyPoint = z.object({ id: zArrayRowId, text: zText('Write the key point', 200) })

const zKeyDate = z.object({ id: zArrayRowId, label: zText('Name the date, e.g. Round closes', 80), date: zDate('Enter the date') })

const zTeamMember = z.object({
  id: zArrayRowId,
  name: zText('Enter the name', 120),
  role: zOptionalText(120),
  bio: zOptionalText(1_000),
  image: zRelationId('Choose an uploaded image').nullish(),
})

const zGalleryImage = z.object({ id: zArrayRowId, image: zRelationId('Upload an image'), caption: zOptionalText(200) })

const list = <T extends z.ZodType>(item: T, max: number, noun: string) => z.array(item, `Send a list of ${noun}`).max(max, `Add at most ${max} ${noun}`).nullish()

export const ZOpportunityBody = z
  .object({
    title: zText('Enter a title', 200),
    slug: z.string('Enter a slug').trim().max(SLUG_MAX_LENGTH, `Use at most ${SLUG_MAX_LENGTH} characters`).regex(SLUG_PATTERN, 'Use lower-case words joined by dashes').refine((slug) => !isReservedSlug(slug), RESERVED_SLUG_MESSAGE),
    // Optional: a new row without one is a draft (the field's default); an update keeps the stored one.
    stage: zStage.optional(),
    targetAmount: zMinorAmount,
    currency: zCurrency,
    opensAt: zOptionalDate,
    closesAt: zOptionalDate,
    summary: zOptionalRichText(OPPORTUNITY_LIMITS.summaryText),
    investmentType: zRelationId('Choose an investment type').nullish(),
    investmentSubType: zRelationId('Choose an investment sub-type').nullish(),
    industries: zRelationIds('Choose industries from the list', OPPORTUNITY_LIMITS.attributes),
    investorTypes: zRelationIds('Choose investor types from the list', OPPORTUNITY_LIMITS.attributes),
    investmentCategories: zRelationIds('Choose investment categories from the list', OPPORTUNITY_LIMITS.attributes),
    investmentCharacters: zRelationIds('Choose investment characters from the list', OPPORTUNITY_LIMITS.attributes),
    // Money in minor units of the opportunity's one currency (the target's): docs/decisions/011.
    minimumInvestment: zMinorAmount.nullish(),
    valuation: zMinorAmount.nullish(),
    sharePrice: zMinorAmount.nullish(),
    taxOptions: z
      .array(z.enum(TAX_OPTION_VALUES, 'Choose tax reliefs from the list'), 'Choose tax reliefs from the list')
      .refine((options) => new Set(options).size === options.length, 'Choose each relief once')
      .nullish(),
    investmentTerms: zOptionalText(INVESTMENT_TERMS_MAX),
    keyPoints: list(zKeyPoint, OPPORTUNITY_LIMITS.keyPoints, 'key points'),
    keyDates: list(zKeyDate, OPPORTUNITY_LIMITS.keyDates, 'key dates'),
    teamMembers: list(zTeamMember, OPPORTUNITY_LIMITS.teamMembers, 'team members'),
    gallery: list(zGalleryImage, OPPORTUNITY_LIMITS.gallery, 'images'),
  })
  .superRefine((body, ctx) => {
    if (body.opensAt && body.closesAt && new Date(body.closesAt) < new Date(body.opensAt)) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The closing date must be on or after the opening date' })
    }
    if (body.minimumInvestment != null && body.minimumInvestment > body.targetAmount) {
      ctx.addIssue({ code: 'custom', path: ['minimumInvestment'], message: 'The minimum investment cannot be more than the target amount' })
    }
    if (body.investmentSubType != null && body.investmentType == null) {
      ctx.addIssue({ code: 'custom', path: ['investmentSubType'], message: 'Choose the investment type first' })
    }
  })

export type TOpportunityBody = z.output<typeof ZOpportunityBody>
