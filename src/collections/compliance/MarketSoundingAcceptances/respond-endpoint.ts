import { z } from 'zod'

import { requirePortalInvestor } from '@/collections/investments/money/portal-investor'
import { zId } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { featuresOf } from '@/tenancy/branding'

import { recordDecline, soundingInvitation } from '../MarketSoundingInvitations/invitations'
import { recordMarketSoundingAcceptance } from './record-acceptance'
import { soundableOpportunity } from './soundable-opportunity'

const ZSoundingAnswer = z.object({ opportunity: zId('Choose an opportunity'), decision: z.enum(['accept', 'decline'], 'Choose accept or decline') })

/**
 * POST /api/market-sounding-acceptances/respond { opportunity, decision } (issue 13 §3, decision
 * 031): the investor's answer on /investor/investments/market-sounding/{id}. Accepting records the
 * acceptance for the insider register (recordMarketSoundingAcceptance: the tenant's description as
 * it is now, their name, the opportunity's title) and answers 201 { acceptance }; declining puts
 * nothing in the register (they receive no inside information), notes the decline on the invitation
 * and answers 200 { declined: true }. 404 while the tenant's market_sounding_enabled is off, for an
 * opportunity that is not live on the tenant, and for an investor not invited (decision 040).
 */
export const respondToSoundingEndpoint = defineEndpoint({
  path: '/respond',
  method: 'post',
  handler: async (req) => {
    const { user, tenant, tenantId } = await requirePortalInvestor(req, 'Investors answer a market sounding in the portal.')
    if (!featuresOf(tenant).market_sounding_enabled) throw new AppError('not_found')
    const input = await parseBody(req, ZSoundingAnswer)
    if (!(await soundableOpportunity(req.payload, tenantId, input.opportunity))) throw new AppError('not_found')
    // Only an investor staff invited may answer (decision 040); to anyone else the sounding does not exist.
    const invitation = await soundingInvitation(req.payload, tenantId, user.id, input.opportunity)
    if (!invitation) throw new AppError('not_found')
    if (input.decision === 'decline') {
      await recordDecline(req.payload, invitation.id)
      return json({ declined: true })
    }
    const acceptance = await recordMarketSoundingAcceptance(req.payload, { tenant: tenantId, investor: user.id, opportunity: input.opportunity })
    return json({ acceptance: { id: acceptance.id, reference: acceptance.reference, acceptedAt: acceptance.acceptedAt } }, 201)
  },
})
