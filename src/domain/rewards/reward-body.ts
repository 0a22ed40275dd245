import { z } from 'zod'

import { zCurrency, zMinorAmount, zOptionalText, zText } from '@/domain/values'

import { isInvestingTrigger, mentionsInvesting, NO_INCENTIVE_TO_INVEST, REWARD_TRIGGERS } from './rewards'

/** A text field of a reward: its own rules, and never a condition about investing (COBS 4.12A.8R). */
const noInvesting = <T extends z.ZodType<string | null | undefined>>(schema: T) => schema.refine((value) => !mentionsInvesting(value), NO_INCENTIVE_TO_INVEST)

/** A reward (decision 040): POST/PATCH /api/rewards, the form and the Local API (the collection validates with it). */
export const ZRewardBody = z
  .object({
    name: noInvesting(zText('Enter a name', 100)),
    description: noInvesting(zOptionalText(500)),
    trigger: z
      .string('Choose what earns the reward')
      .refine((value) => !isInvestingTrigger(value), NO_INCENTIVE_TO_INVEST)
      .refine((value) => (REWARD_TRIGGERS as readonly string[]).includes(value), 'Choose what earns the reward from the list'),
    conditions: noInvesting(zOptionalText(500)),
    value: noInvesting(zText('Say what the investor receives', 200)),
    amount: zMinorAmount.nullish(),
    currency: zCurrency.nullish(),
    active: z.boolean('Choose yes or no').nullish(),
  })
  .superRefine((body, context) => {
    if (body.amount != null && !body.currency) context.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the currency of the amount' })
  })
export type TRewardBody = z.infer<typeof ZRewardBody>
