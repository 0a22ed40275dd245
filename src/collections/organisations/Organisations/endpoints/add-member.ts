import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { tenantInvestorIds, tenantInvestorsByEmail } from '@/collections/people/Users/tenant-investors'
import { MEMBER_ROLES } from '@/domain/organisations/organisations'
import { zId } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

const ZAddMemberInput = z
  .object({
    investor: zId('Choose an investor').optional(),
    investorEmail: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string('Enter the investor’s email').trim().toLowerCase().max(254, 'Use at most 254 characters').regex(/^[^\s@]+@[^\s@]+$/, 'Enter the investor’s email').optional(),
    ),
    role: z.enum(MEMBER_ROLES, 'Choose director, authorised signatory or member'),
  })
  .refine((input) => input.investor !== undefined || input.investorEmail !== undefined, { path: ['investorEmail'], message: 'Enter the investor’s email' })

/**
 * POST /api/organisations/{id}/members { investor | investorEmail, role } (decision 020): staff who may
 * update investors link an investor of the tenant (chosen by id, or by email as the details tab's
 * form sends it) to the organisation. The link is written as the user, so the collection's access
 * and its same-tenant rule apply; an investor of another tenant reads as unknown. 201 { member }.
 */
export const addMemberEndpoint = defineEndpoint({
  path: '/:id/members',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'update')
    const organisationId = routeRowId(req)
    const input = await parseBody(req, ZAddMemberInput)
    const tenantId = tenantIdOf(user.tenant)!
    const organisation = await req.payload.findByID({ collection: 'organisations', id: organisationId, depth: 0, user, overrideAccess: false, disableErrors: true })
    if (!organisation) throw new AppError('not_found')
    const investorId = input.investor ? [...(await tenantInvestorIds(req, tenantId, [input.investor]))][0] : (await tenantInvestorsByEmail(req, tenantId, [input.investorEmail!])).get(input.investorEmail!)
    if (investorId === undefined) throw new AppError('invalid', 'No investor of this tenant has that email.', { investorEmail: ['No investor of this tenant has that email'] })
    const member = await inTransaction(req, () =>
      req.payload.create({ collection: 'organisation-members', data: { organisation: organisationId, investor: investorId, role: input.role, tenant: tenantId }, req, user, overrideAccess: false, depth: 0 }),
    )
    return json({ member }, 201)
  },
})
