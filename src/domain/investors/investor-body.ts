import { z } from 'zod'

import { zOptionalText, zText } from '@/domain/values'

/**
 * The fields of an account that the investor form edits (issue 11 §1): the one schema the users
 * collection validates every write with and the form checks before sending. Who may change which
 * of them is the collection's field access (an email only with investors update).
 */
export const ZInvestorBody = z.object({
  name: zText('Enter a first name', 100),
  surname: zOptionalText(100),
  // As the sign-in forms read it (src/auth/credential-rules.ts ZEmail): trimmed, lower case.
  email: z.string('Enter an email address').trim().toLowerCase().email('Enter a valid email address').max(254, 'Use at most 254 characters'),
})

export type TInvestorBody = z.output<typeof ZInvestorBody>
