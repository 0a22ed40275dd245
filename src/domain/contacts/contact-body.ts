import { z } from 'zod'

import { zOptionalText, zRelationId, zText } from '@/domain/values'

import { LEAD_STATUS, LEAD_STATUSES } from './contacts'

const LEAD_STATUS_MESSAGE = 'Choose a lead status'

/** An email as the sign-in forms read it (src/auth/credential-rules.ts ZEmail): trimmed, lower case. */
export const zContactEmail = z.string('Enter an email address').trim().toLowerCase().email('Enter a valid email address').max(254, 'Use at most 254 characters')

/** Digits, spaces and the usual phone punctuation; a leading + for the country code. */
const zPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string('Enter a phone number')
    .trim()
    .max(40, 'Use at most 40 characters')
    .regex(/^\+?[0-9 ()./-]{6,}$/, 'Enter a phone number: digits, spaces, + ( ) - .')
    .nullish(),
)

/**
 * A contact (a prospect, not yet an investor: issue 11 §2) as the REST API takes it. The lead
 * status is spec 4's code (a form's '2' reads as 2). The owner is a staff account of the tenant
 * (the collection checks that); whom it converted into is the server's, never the body's.
 */
export const ZContactBody = z.object({
  name: zText('Enter a first name', 100),
  surname: zOptionalText(100),
  email: zContactEmail,
  phone: zPhone,
  company: zOptionalText(200),
  leadStatus: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? LEAD_STATUS.active : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
    z.number(LEAD_STATUS_MESSAGE).refine((value) => (LEAD_STATUSES as readonly number[]).includes(value), LEAD_STATUS_MESSAGE),
  ),
  source: zOptionalText(100),
  owner: zRelationId('Choose an owner from the list').nullish(),
})

export type TContactBody = z.output<typeof ZContactBody>
