import { z } from 'zod'

import { zCurrency, zOptionalDate, zOptionalText, zRelationId, zText } from '@/domain/values'

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** ISO 3166-1 alpha-2, e.g. GB. */
const zCountry = z.preprocess(blankAsNull, z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a 2-letter country code, e.g. GB').nullish())

const zWebsite = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .max(300, 'Use at most 300 characters')
    .refine((value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Enter an address starting with https://')
    .nullish(),
)

const zEmail = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an email address')
    .nullish(),
)

/**
 * A company (a fund investment, issue 10 §6) as the REST API takes it. Its status is not here: it is
 * the latest entry of its maturity-status history, kept by the server (decision 013).
 */
export const ZCompanyBody = z.object({
  name: zText('Enter a name', 200),
  fund: zRelationId('Choose a fund from the list').nullish(),
  industry: zRelationId('Choose an industry from the list').nullish(),
  country: zCountry,
  website: zWebsite,
  currency: zCurrency,
  description: zOptionalText(5000),
  companyNumber: zOptionalText(50),
  foundedOn: zOptionalDate,
  headquarters: zOptionalText(200),
  firstInvestedAt: zOptionalDate,
  keyContact: zOptionalText(200),
  keyContactEmail: zEmail,
  boardSeat: z.boolean('Choose yes or no').nullish(),
})

export type TCompanyBody = z.output<typeof ZCompanyBody>
