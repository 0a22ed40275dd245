import { z } from 'zod'

import { zOptionalCountry, zOptionalEmail, zOptionalPhone, zOptionalText, zText } from '@/domain/values'

/**
 * A nominee (decision 022) as the REST API (/api/nominees) and its form take it: the company that
 * holds investments in its name for the beneficial owners, usually authorised by the FCA.
 */
export const ZNomineeBody = z.object({
  name: zText('Enter a name', 200),
  /** Companies House number. */
  companyNumber: zOptionalText(50),
  /** The FCA's Firm Reference Number: 6 or 7 digits. */
  fcaNumber: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().regex(/^\d{6,7}$/, 'Enter the 6 or 7 digits of the FCA firm reference number').nullish()),
  contactName: zOptionalText(200),
  contactEmail: zOptionalEmail,
  contactPhone: zOptionalPhone,
  address: zOptionalText(500),
  country: zOptionalCountry,
  description: zOptionalText(2000),
})
export type TNomineeBody = z.output<typeof ZNomineeBody>
