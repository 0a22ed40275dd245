import { z } from 'zod'

import { LEAD_STATUSES } from '@/domain/contacts/contacts'
import { zOptionalText, zRelationId, zText } from '@/domain/values'

const LEAD_STATUS_MESSAGE = 'Choose a lead status'

/**
 * The fields of an account that the investor form edits (issue 11 §1): the one schema the users
 * collection validates every write with and the form checks before sending. Who may change which
 * of them is the collection's field access (an email, the lead status and the adviser only with
 * investors update). The lead status is spec 4's code (a form's '2' reads as 2, empty as none); the
 * adviser a staff account of the tenant (the collection checks that).
 */
export const ZInvestorBody = z.object({
  name: zText('Enter a first name', 100),
  surname: zOptionalText(100),
  // As the sign-in forms read it (src/auth/credential-rules.ts ZEmail): trimmed, lower case.
  email: z.string('Enter an email address').trim().toLowerCase().email('Enter a valid email address').max(254, 'Use at most 254 characters'),
  leadStatus: z.preprocess(
    (value) => (value === undefined || value === '' ? null : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
    z.number(LEAD_STATUS_MESSAGE).refine((value) => (LEAD_STATUSES as readonly number[]).includes(value), LEAD_STATUS_MESSAGE).nullable(),
  ),
  owner: zRelationId('Choose an adviser from the list').nullish(),
})

export type TInvestorBody = z.output<typeof ZInvestorBody>
