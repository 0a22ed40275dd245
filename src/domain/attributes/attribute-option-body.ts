import { z } from 'zod'

import { zOptionalText, zRelationId } from '@/domain/values'

export const ATTRIBUTE_KIND_VALUES = ['industry', 'investment-type', 'investment-sub-type', 'investor-type', 'investment-category', 'investment-character', 'kpi-category'] as const

/** An attribute option as the REST API takes it; the collection and the configure form share it. A sub-type needs its type. */
export const ZAttributeOptionBody = z
  .object({
    kind: z.enum(ATTRIBUTE_KIND_VALUES, 'Choose a kind'),
    name: z.string('Enter a name').trim().min(1, 'Enter a name').max(80, 'Use at most 80 characters'),
    description: zOptionalText(500),
    position: z.number('Enter a whole number').int('Enter a whole number').min(0).max(10_000).nullish(),
    parent: zRelationId('Choose a type').nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'investment-sub-type' && body.parent == null) ctx.addIssue({ code: 'custom', path: ['parent'], message: 'Choose the type this sub-type belongs to' })
    if (body.kind !== 'investment-sub-type' && body.parent != null) ctx.addIssue({ code: 'custom', path: ['parent'], message: 'Only a sub-type belongs to a type' })
  })
