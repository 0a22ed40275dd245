import { z } from 'zod'

import { zCurrency, zDate, zMinorAmount, zOptionalDate, zOptionalText, zRelationId, zText } from '@/domain/values'

import { PA_DEAL_SIDES } from './insider-register'

/**
 * A personal-account deal of a staff member (decision 029) as POST /api/pa-deals and its form take
 * it. The price is per unit, in minor units of the currency. Pre-clearance is who approved the deal
 * and when, both or neither. `corrects` names the entry this one corrects (append-only register).
 */
export const ZPaDealBody = z
  .object({
    staffMember: zRelationId('Choose the staff member who dealt'),
    instrument: zText('Enter the instrument or company', 200),
    side: z.enum(PA_DEAL_SIDES, 'Choose buy or sell'),
    quantity: z.number('Enter a quantity').int('Enter a whole number').positive('Enter a quantity above zero').max(Number.MAX_SAFE_INTEGER),
    price: zMinorAmount,
    currency: zCurrency,
    dealtOn: zDate('Enter the day of the deal'),
    preClearedBy: zRelationId('Choose who pre-cleared the deal').nullish(),
    preClearedAt: zOptionalDate,
    notes: zOptionalText(2000),
    corrects: zRelationId('Choose the entry this corrects').nullish(),
  })
  .refine((body) => (body.preClearedBy == null) === (body.preClearedAt == null), { path: ['preClearedAt'], message: 'Give both who pre-cleared the deal and when, or neither' })
export type TPaDealBody = z.output<typeof ZPaDealBody>
