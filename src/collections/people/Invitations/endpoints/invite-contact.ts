import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { BLOCKER_MESSAGE, createInvitation, invitationBlocker, isUniqueViolation, recordContactInvited, resendInvitation, tenantOfUser } from '../invitations'

/**
 * POST /api/contacts/{id}/invite: converting a contact into an investor starts with an invitation to
 * the contact's email (issue 11 §2, decision 021). A pending invitation to that address is sent
 * again with a new link and tied to the contact; the registration it leads to moves the contact's
 * history to the new investor. Needs investors create (an invitation) and update (the contact), and
 * the contact must be one the user may read.
 */
export const inviteContactEndpoint = defineEndpoint({
  path: '/:id/invite',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'create')
    requirePermission(user, 'investors', 'update')
    const id = routeRowId(req)
    const { docs } = await req.payload.find({ collection: 'contacts', where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantOfUser(user) } }] }, overrideAccess: false, user, depth: 0, limit: 1, pagination: false })
    const contact = docs[0]
    if (!contact) throw new AppError('not_found')
    if (contact.convertedTo) throw new AppError('conflict', 'This contact is already an investor.')
    const blocker = await invitationBlocker(req, tenantOfUser(user), contact.email)
    if (blocker === 'already-investor') throw new AppError('conflict', `${BLOCKER_MESSAGE[blocker]} Open their investor record instead.`)
    try {
      const result = await inTransaction(req, async () => {
        if (blocker === 'already-invited') {
          const pending = await req.payload.find({ collection: 'invitations', where: { and: [{ tenant: { equals: tenantOfUser(user) } }, { email: { equals: contact.email } }, { status: { equals: 'pending' } }] }, overrideAccess: true, depth: 0, limit: 1, pagination: false, req })
          const doc = await resendInvitation(req, user, pending.docs[0]!, { contact: contact.id })
          await recordContactInvited(req, contact, tenantOfUser(user), doc, true)
          return { doc, resent: true }
        }
        const doc = await createInvitation(req, user, { email: contact.email, name: contact.name, surname: contact.surname, contact: contact.id })
        await recordContactInvited(req, contact, tenantOfUser(user), doc, false)
        return { doc, resent: false }
      })
      return json({ doc: result.doc, message: `${result.resent ? 'Invitation sent again' : 'Invitation sent'} to ${result.doc.email}. When they register, this contact's notes, calls, tasks and documents move to their investor record.` }, result.resent ? 200 : 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', BLOCKER_MESSAGE['already-invited'])
      throw error
    }
  },
})
