import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { can } from '@/access/permissions'
import { requireTenantUser } from '@/access/require-user'
import { pushNotifications } from '@/collections/people/Notifications/notify'
import { zId } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { inviteToSounding, MAX_INVITED_AT_ONCE } from './invitations'

const ZInvite = z.object({
  opportunity: zId('Choose an opportunity'),
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
  investors: z.array(zId('Choose investors'), 'Choose investors').min(1, 'Choose at least one investor').max(MAX_INVITED_AT_ONCE, `Choose at most ${MAX_INVITED_AT_ONCE} investors`),
})

/**
 * POST /api/market-sounding-invitations/invite { opportunity, investors, note? } (decision 040): staff who
 * may update live opportunities invite investors of the tenant to the sounding about one of them;
 * each newly invited investor gets a notice with the link. 201 { invited, already }. 404 while
 * market_sounding_enabled is off or for an opportunity the user cannot read; 422 for investors not
 * of the tenant or an opportunity that is not live.
 */
export const inviteToSoundingEndpoint = defineEndpoint({
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const tenantId = tenantIdOf(user.tenant)!
    const tenant = await tenantById(req.payload, tenantId)
    if (!tenant || !featuresOf(tenant).market_sounding_enabled) throw new AppError('not_found')
    if (!can(user.role_id, 'investment_opportunity_live', 'update')) throw new AppError('forbidden', 'Inviting investors to a market sounding needs the right to update live opportunities.')
    const input = await parseBody(req, ZInvite)
    // Read as the user: an opportunity they cannot see does not exist for them.
    const readable = await req.payload.findByID({ collection: 'investment-opportunities', id: input.opportunity, depth: 0, user, overrideAccess: false, disableErrors: true, select: { title: true } })
    if (!readable) throw new AppError('not_found', 'This opportunity is not open to you.')
    const { invited, already, notices } = await inTransaction(req, () => inviteToSounding(req.payload, { tenant: tenantId, opportunity: input.opportunity, investors: input.investors, invitedBy: user.id, note: input.note ?? null, req }))
    await pushNotifications(notices)
    return json({ invited, already }, 201)
  },
})
