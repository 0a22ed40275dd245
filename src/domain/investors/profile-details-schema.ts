import { z } from 'zod'

import { zOptionalPhone, zOptionalText, zText } from '@/domain/values'

import { MIN_INVESTOR_AGE, PROFILE_DETAIL_MAX } from './profile-details'

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** The latest birthday of an adult on `today` (UTC), as YYYY-MM-DD. */
export const latestAdultBirthday = (today: Date) => `${today.getUTCFullYear() - MIN_INVESTOR_AGE}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`

/**
 * POST /api/portal-profile/details (decision 037). Strict: any other key (role, tenant, email,
 * categorisation, appropriateness ...) is a 422 and nothing is written, so a forged form cannot reach
 * a field the investor may not change. Text is trimmed; empty optional fields are stored as null.
 */
export const profileDetailsSchema = (today: Date) =>
  z.strictObject(
    {
      name: zText('Enter a first name', 100),
      surname: zOptionalText(100),
      phone: zOptionalPhone,
      date_of_birth: z.preprocess(
        blankAsNull,
        z
          .string('Enter a date of birth')
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
          .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Enter a real date')
          .refine((value) => value >= '1900-01-01', 'Enter a date after 1900')
          .refine((value) => value <= latestAdultBirthday(today), `You must be at least ${MIN_INVESTOR_AGE} to invest`)
          .nullish(),
      ),
      nationality: zOptionalText(PROFILE_DETAIL_MAX.nationality),
      address_line1: zOptionalText(PROFILE_DETAIL_MAX.address_line1),
      address_line2: zOptionalText(PROFILE_DETAIL_MAX.address_line2),
      town: zOptionalText(PROFILE_DETAIL_MAX.town),
      postcode: z.preprocess(blankAsNull, z.string().trim().toUpperCase().max(PROFILE_DETAIL_MAX.postcode, `Use at most ${PROFILE_DETAIL_MAX.postcode} characters`).regex(/^[A-Z0-9 -]+$/, 'Use letters, digits and spaces').nullish()),
      country: zOptionalText(PROFILE_DETAIL_MAX.country),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only your name, phone, date of birth, nationality and address can be changed here (not ${issue.keys.join(', ')})` : undefined) },
  )

export type TProfileDetailsInput = z.output<ReturnType<typeof profileDetailsSchema>>
