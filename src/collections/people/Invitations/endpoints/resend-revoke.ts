import { requirePermission, requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { json, rowIdOf } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { invitationOfTenant, resendInvitation, revokeInvitation, tenantOfUser } from '../invitations'

/** POST /api/invitations/{id}/resend: a new link (the old one stops working), valid from now; sending needs investors create. */
export const resendInvitationEndpoint = defineEndpoint({
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'create')
    const invitation = await invitationOfTenant(req, tenantOfUser(user), rowIdOf(req.routeParams?.id))
    const doc = await inTransaction(req, () => resendInvitation(req, user, invitation))
    return json({ doc, message: `Invitation sent again to ${doc.email}.` })
  },
})

/** POST /api/invitations/{id}/revoke: the link stops working for good (investors update). */
export const revokeInvitationEndpoint = defineEndpoint({
  path: '/:id/revoke',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'update')
    const invitation = await invitationOfTenant(req, tenantOfUser(user), rowIdOf(req.routeParams?.id))
    const doc = await inTransaction(req, () => revokeInvitation(req, invitation))
    return json({ doc, message: `The invitation to ${doc.email} was revoked.` })
  },
})
