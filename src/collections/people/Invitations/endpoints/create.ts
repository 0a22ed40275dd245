import { requirePermission, requireTenantUser } from '@/access/require-user'
import { MAX_BULK_INVITATIONS } from '@/domain/contacts/contacts'
import { parseInvitationLines, ZBulkInvitationBody, ZInvitationBody, type TBulkInvitationLineResult } from '@/domain/contacts/invitation-body'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { BLOCKER_MESSAGE, createInvitation, invitationBlocker, isUniqueViolation, tenantOfUser } from '../invitations'

/** POST /api/invitations { email, name?, surname? }: one invitation, sent (spec 7; investors create). 201 { doc }. */
export const createInvitationEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'create')
    const body = await parseBody(req, ZInvitationBody)
    const blocker = await invitationBlocker(req, tenantOfUser(user), body.email)
    if (blocker) throw invalid({ email: [BLOCKER_MESSAGE[blocker]] })
    try {
      const doc = await inTransaction(req, () => createInvitation(req, user, body))
      return json({ doc, message: `Invitation sent to ${doc.email}.` }, 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ email: [BLOCKER_MESSAGE['already-invited']] })
      throw error
    }
  },
})

/**
 * POST /api/invitations/bulk { emails }: many addresses at once, as pasted (a line each, or a CSV
 * row). Every entry gets an answer, by its number: invited, not an email address, repeated on an
 * earlier line, already invited, or already an investor. Each invitation is its own transaction:
 * one refusal does not hold back the others. 200 { invited, lines }.
 */
export const bulkInviteEndpoint = defineEndpoint({
  path: '/bulk',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'create')
    const { emails } = await parseBody(req, ZBulkInvitationBody)
    const lines = parseInvitationLines(emails)
    if (lines.length > MAX_BULK_INVITATIONS) throw invalid({ emails: [`At most ${MAX_BULK_INVITATIONS} addresses at a time (this has ${lines.length}).`] })
    if (lines.length === 0) throw new AppError('invalid', 'Enter at least one email address', { emails: ['Enter at least one email address'] })
    const seen = new Set<string>()
    const results: TBulkInvitationLineResult[] = []
    for (const line of lines) {
      const base = { line: line.line, text: line.text, email: line.email }
      if (!line.email) {
        results.push({ ...base, outcome: 'invalid' })
        continue
      }
      if (seen.has(line.email)) {
        results.push({ ...base, outcome: 'duplicate' })
        continue
      }
      seen.add(line.email)
      const blocker = await invitationBlocker(req, tenantOfUser(user), line.email)
      if (blocker) {
        results.push({ ...base, outcome: blocker })
        continue
      }
      try {
        const email = line.email
        const doc = await inTransaction(req, () => createInvitation(req, user, { email }))
        results.push({ ...base, outcome: 'invited', invitation: doc.id })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        results.push({ ...base, outcome: 'already-invited' })
      }
    }
    return json({ invited: results.filter((result) => result.outcome === 'invited').length, lines: results })
  },
})
