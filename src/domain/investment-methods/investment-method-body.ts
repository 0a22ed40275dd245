import { z } from 'zod'

import { zOptionalDate, zOptionalText, zRelationId, zRelationIds, zText } from '@/domain/values'

import { ENTITY_STATUSES, MAX_ASSOCIATES, METHOD_KINDS } from './investment-methods'

// The REST bodies of investment methods and their entities (decision 022): one zod schema per body,
// which the collection (or endpoint) validates and the form checks before sending. Kept apart from
// investment-methods.ts so pages that only need the words do not load zod.

/** An investment method as the REST API (/api/investment-methods) and its form take it. */
export const ZInvestmentMethodBody = z.object({
  name: zText('Enter a name', 200),
  kind: z.enum(METHOD_KINDS, 'Choose ISA, SIPP, SSAS, company, trust or other'),
  /** Who runs the wrapper: the ISA manager, the SIPP's provider or the company secretary. */
  provider: zOptionalText(200),
  /** The provider's scheme or product reference (e.g. a pension scheme tax reference). */
  reference: zOptionalText(100),
  description: zOptionalText(2000),
})
export type TInvestmentMethodBody = z.output<typeof ZInvestmentMethodBody>

const zEntityStatus = z.enum(ENTITY_STATUSES, 'Choose opening, active or closed')

/** An investor's entity of a method (REST /api/investment-method-entities): its lead holder, associates and account. */
export const ZInvestmentMethodEntityBody = z
  .object({
    method: zRelationId('Choose an investment method'),
    lead: zRelationId('Choose the lead investor'),
    associates: zRelationIds('Choose investors', MAX_ASSOCIATES),
    /** The investor's account or plan number with the provider. */
    accountReference: zOptionalText(100),
    status: zEntityStatus.default('pending'),
    openedAt: zOptionalDate,
  })
  .refine((body) => !(body.associates ?? []).includes(body.lead), { path: ['associates'], message: 'The lead investor is not also an associate' })

const emailOrEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const zInvestorEmail = (message: string) => z.string(message).trim().toLowerCase().max(254, 'Use at most 254 characters').regex(/^[^\s@]+@[^\s@]+$/, message)

/**
 * POST /api/investment-methods/{id}/entities, as the method's details tab sends it: the lead and
 * associates by email (one per line or comma separated), resolved to investors of the tenant.
 */
export const ZAddEntityInput = z.object({
  leadEmail: z.preprocess(emailOrEmpty, zInvestorEmail('Enter the lead investor’s email')),
  associateEmails: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value ?? []),
    z.array(zInvestorEmail('Enter each associate’s email'), 'Enter each associate’s email').max(MAX_ASSOCIATES, `Name at most ${MAX_ASSOCIATES} associates`),
  ),
  accountReference: zOptionalText(100),
  status: zEntityStatus.default('pending'),
})
export type TAddEntityInput = z.output<typeof ZAddEntityInput>
