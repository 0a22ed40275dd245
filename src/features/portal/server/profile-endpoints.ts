import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { investorActor, portalStepError } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { PROFILE_FORM_FIELDS } from '@/domain/investors/profile-details'
import { profileDetailsSchema } from '@/domain/investors/profile-details-schema'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { diffChanges } from '@/domain/records/activity'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'
import type { Tenant } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

// The investor's own profile writes (issue 13 §8, decision 037). The row written is always the
// session's own user, never one named by the request; the fields are the schema's and nothing else.

/** The signed-in investor and their tenant, past the account steps (verified address, current terms). */
export async function profileInvestor(req: PayloadRequest): Promise<{ user: TTenantUser; tenant: Tenant }> {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'investor_portal', 'show')
  const tenant = await tenantById(req.payload, tenantIdOf(user.tenant)!)
  if (!tenant) throw new AppError('not_found')
  const step = accountStep(user, tenant)
  if (step) throw portalStepError(step, tenant)
  return { user, tenant }
}

/** A YYYY-MM-DD date as the date column stores it (midnight UTC); the stored value back as YYYY-MM-DD. */
export const birthDateValue = (day: string | null | undefined) => (day ? `${day}T00:00:00.000Z` : null)
export const birthDateDay = (stored: string | null | undefined) => (stored ? stored.slice(0, 10) : '')

/**
 * POST /api/portal-profile/details { name, surname, phone, date_of_birth, nationality, address_line1,
 * address_line2, town, postcode, country }: the investor's own details. Strict zod: any other key
 * (role_id, tenant, email, compliance_passed ...) is a 422 and nothing changes. The update and its
 * trail entry (what changed, from and to) are one transaction. 200 { message, details }.
 */
export const profileDetailsEndpoint = defineEndpoint({
  path: '/portal-profile/details',
  method: 'post',
  handler: async (req) => {
    const { user, tenant } = await profileInvestor(req)
    const input = await parseBody(req, profileDetailsSchema(now()))
    const data = { ...input, surname: input.surname ?? null, date_of_birth: birthDateValue(input.date_of_birth) }
    const updated = await inTransaction(req, async () => {
      const before = await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, req })
      const row = await req.payload.update({ collection: 'users', id: user.id, data, overrideAccess: true, depth: 0, req })
      const pick = (source: Record<string, unknown>) => Object.fromEntries(PROFILE_FORM_FIELDS.map((field) => [field, source[field] ?? null]))
      const changes = diffChanges(pick(before as unknown as Record<string, unknown>), pick(row as unknown as Record<string, unknown>))
      if (Object.keys(changes).length > 0) await recordActivity(req.payload, req, { target: { collection: 'users', id: user.id }, tenant: tenant.id, action: 'profile-details-updated', changes, actor: investorActor(row) })
      return row
    })
    const details = Object.fromEntries(PROFILE_FORM_FIELDS.map((field) => [field, field === 'date_of_birth' ? birthDateDay(updated.date_of_birth) || null : (updated[field] ?? null)]))
    return json({ message: 'Your details are saved.', details })
  },
})

export const profileEndpoints = [profileDetailsEndpoint]
