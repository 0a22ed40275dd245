import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { INSIDER_REGISTER_PATHS } from '@/domain/compliance/insider-register'
import { parseRegisterTime, ZAcceptanceCorrection } from '@/domain/compliance/acceptance-correction-body'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { recordMarketSoundingAcceptance } from './record-acceptance'

/**
 * POST /api/market-sounding-acceptances/{id}/correct { investorEmail, opportunity, acceptedAt, note }
 * (decisions 029, 042): staff with spec 6 `compliance` create record a correction of acceptance {id}:
 * a new entry naming it (the register is append-only; both stay), with what the investor was told
 * copied from the corrected entry and the staff member as its recorder. 201 { doc, message }; 404 for
 * another tenant's entry or while market_sounding_enabled is off; 422 with field errors.
 */
export const correctAcceptanceEndpoint = defineEndpoint({
  path: '/:id/correct',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'compliance', 'create')
    const tenantId = tenantIdOf(user.tenant)!
    const tenant = await tenantById(req.payload, tenantId)
    if (!tenant || !featuresOf(tenant).market_sounding_enabled) throw new AppError('not_found')
    const id = routeRowId(req)
    const corrected = await req.payload.findByID({ collection: 'market-sounding-acceptances', id, depth: 0, overrideAccess: true, disableErrors: true, select: { tenant: true } })
    if (!corrected || tenantIdOf(corrected.tenant) !== tenantId) throw new AppError('not_found')
    const input = await parseBody(req, ZAcceptanceCorrection)
    const investors = await req.payload.find({
      collection: 'users',
      where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: input.investorEmail } }, { role_id: { equals: ROLE.user } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
    })
    const investor = investors.docs[0]
    if (!investor) throw invalid({ investorEmail: ['No investor of this organisation has that email'] })
    const doc = await inTransaction(req, () =>
      recordMarketSoundingAcceptance(req.payload, { tenant: tenantId, investor: investor.id, opportunity: input.opportunity, acceptedAt: parseRegisterTime(input.acceptedAt)!, corrects: id, note: input.note, recordedBy: user.id, req }),
    )
    return json({ doc, message: `Recorded ${doc.reference}, correcting ${doc.correctsReference}.`, redirect: INSIDER_REGISTER_PATHS.register }, 201)
  },
})
