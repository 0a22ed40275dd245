import { z } from 'zod'

import { zCurrency, zMinorAmount, zOptionalDate, zOptionalText, zRelationId } from '@/domain/values'

/**
 * A deal as the REST API takes it: the one schema that the deals collection validates every write
 * with and the deal form checks before sending (issue 9 §2: no rule written twice). That the stage
 * belongs to the pipeline needs the database, so the collection checks it on top.
 */
export const ZDealBody = z.object({
  name: z.string('Enter a name').trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters'),
  company: zOptionalText(200),
  pipeline: zRelationId('Choose a pipeline'),
  stage: z.string('Choose a stage').min(1, 'Choose a stage'),
  amount: zMinorAmount.nullish(),
  currency: zCurrency,
  expectedCloseAt: zOptionalDate,
})

export type TDealBody = z.output<typeof ZDealBody>
