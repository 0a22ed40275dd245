import { z } from 'zod'

import { zOptionalCountry, zOptionalEmail, zOptionalPhone, zOptionalText, zRelationId, zText } from '@/domain/values'

import { BUSINESS_TYPES, MEMBER_ROLES } from './organisations'

// The REST bodies of organisations, their links and applications (decision 020): one zod schema per
// body, which the collection (or endpoint) validates and the form checks before sending. Kept apart
// from organisations.ts so pages that only need the words do not load zod.

const zBusinessType = z.enum(BUSINESS_TYPES, 'Choose business, organisation or sole trader')

/** An organisation as the REST API (/api/organisations) and its form take it. */
export const ZOrganisationBody = z.object({
  name: zText('Enter a name', 200),
  businessType: zBusinessType,
  registrationNumber: zOptionalText(50),
  address: zOptionalText(500),
  country: zOptionalCountry,
  contactEmail: zOptionalEmail,
  contactPhone: zOptionalPhone,
  description: zOptionalText(2000),
})
export type TOrganisationBody = z.output<typeof ZOrganisationBody>

/** A link between an organisation and an investor of the same tenant (REST /api/organisation-members). */
export const ZOrganisationMemberBody = z.object({
  organisation: zRelationId('Choose an organisation'),
  investor: zRelationId('Choose an investor'),
  role: z.enum(MEMBER_ROLES, 'Choose director, authorised signatory or member'),
  /** Their job title there, as people write it (e.g. Finance Director). */
  title: zOptionalText(100),
})

/** POST /api/organisation-applications/apply: an investor asks to act for an organisation. */
export const ZApplyInput = z.object({
  organisationName: zText('Enter the organisation’s name', 200),
  businessType: zBusinessType,
  registrationNumber: zOptionalText(50),
  role: z.enum(MEMBER_ROLES, 'Choose director, authorised signatory or member'),
  message: zOptionalText(1000),
})
export type TApplyInput = z.output<typeof ZApplyInput>

/** POST /api/organisation-applications/{id}/approve: link to an existing organisation, or (none given) create one from the application. */
export const ZApproveInput = z.object({
  organisation: z.preprocess((value) => (value === '' || value === 'new' ? null : value), zRelationId('Choose an organisation').nullish()),
})

/** POST /api/organisation-applications/{id}/reject: the reason is required (the investor reads it). */
export const ZRejectInput = z.object({
  reason: zText('Give the reason the investor will read', 1000),
})
