import type { Payload, PayloadRequest } from 'payload'

import { ROLE } from '@/access/roles'
import { hashPassword } from '@/auth/password'
import { hashToken } from '@/auth/tokens'
import { SKIP_ACTIVITY_TRAIL } from '@/collections/records/Activities/with-activity-trail'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { LEAD_STATUS, leadStatusText, personName } from '@/domain/contacts/contacts'
import { AppError } from '@/lib/app-error'
import { queryInTransaction, sql } from '@/lib/transaction'
import type { User } from '@/payload-types'

// Accepting an invitation (issue 11 §6, decision 021): the link's token, looked up by its hash in
// the tenant of the request's host only, becomes an investor account of that tenant with the
// invitation's email, once. A contact's invitation also converts the contact (issue 11 §2).

/** What an invitation link is worth now, for the registration page and the accept call. */
export type TInvitationLinkState = 'valid' | 'accepted' | 'revoked' | 'expired' | 'unknown'

export const LINK_REFUSAL: Record<Exclude<TInvitationLinkState, 'valid'>, string> = {
  accepted: 'This invitation has already been used to register. Sign in with your email and password, or reset your password.',
  revoked: 'This invitation was withdrawn by the firm. Ask them for a new one if you still want to register.',
  expired: 'This invitation has expired. Ask the firm to send it again.',
  unknown: 'This invitation link is not valid: it may have been replaced by a newer email, or be incomplete. Open the link from the latest invitation email.',
}

type TInvitationRow = { id: number; email: string; name: string | null; surname: string | null; status: string; expires_at: string; contact_id: number | null; invited_by_name: string | null }

const stateOf = (row: TInvitationRow | undefined): TInvitationLinkState => {
  if (!row) return 'unknown'
  if (row.status === 'accepted' || row.status === 'revoked' || row.status === 'expired') return row.status
  return new Date(row.expires_at).getTime() <= Date.now() ? 'expired' : 'valid'
}

const SELECT = 'SELECT id, email, name, surname, status, expires_at, contact_id, invited_by_name FROM invitations WHERE tenant_id = $1 AND token_hash = $2'

/** The invitation a link names in this tenant, and its state; an invitation of another tenant is 'unknown'. */
export async function invitationLink(payload: Payload, tenantId: number, token: string): Promise<{ state: TInvitationLinkState; email?: string; name?: string | null; surname?: string | null; invitedBy?: string | null }> {
  if (!token || token.length > 200) return { state: 'unknown' }
  const { rows } = await payload.db.pool.query<TInvitationRow>(SELECT, [tenantId, hashToken(token)])
  const row = rows[0]
  const state = stateOf(row)
  return row ? { state, email: row.email, name: row.name, surname: row.surname, invitedBy: row.invited_by_name } : { state }
}

export type TAcceptInput = { token: string; name: string; surname: string; password: string }

const countOf = (rows: Array<Record<string, unknown>>) => Number(rows[0]?.count ?? 0)

/**
 * Moves the contact's notes, calls, tasks, documents, folders and questionnaire answers to the investor (the same rows,
 * now naming the investor), in the caller's transaction. The trail stays with the contact: it is
 * append-only (decision 010), and both records name each other.
 */
async function moveContactHistory(req: PayloadRequest, tenant: number, contactId: number, userId: number): Promise<Record<string, number>> {
  const moved: Record<string, number> = {}
  for (const [table, label] of [
    ['notes', 'notes'],
    ['call_logs', 'calls'],
    ['tasks', 'tasks'],
    ['documents', 'documents'],
    ['document_folders', 'folders'],
  ] as const) {
    const rows = await queryInTransaction(
      req,
      sql`WITH moved AS (UPDATE ${sql.identifier(table)} SET target_collection = 'users', target_id = ${userId}, updated_at = now()
            WHERE tenant_id = ${tenant} AND target_collection = 'contacts' AND target_id = ${contactId} RETURNING 1)
          SELECT count(*)::int AS count FROM moved`,
    )
    moved[label] = countOf(rows)
  }
  // Their questionnaire answers too (decision 026): the same rows, now the investor's, dates kept.
  const answers = await queryInTransaction(
    req,
    sql`WITH moved AS (UPDATE questionnaire_answers SET investor_id = ${userId}, contact_id = NULL WHERE tenant_id = ${tenant} AND contact_id = ${contactId} RETURNING 1)
        SELECT count(*)::int AS count FROM moved`,
  )
  moved.answers = countOf(answers)
  return moved
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The investor from a valid link: one transaction locks the invitation row, checks it is still
 * pending and unexpired, creates the account (role User, this tenant, the invitation's email, already
 * verified: the link arrived at that address), marks the invitation accepted and, for a contact's
 * invitation, moves its history and sets its lead status to 3 Investment. A second use of the link
 * waits on the lock and then finds it accepted.
 */
export async function acceptInvitation(req: PayloadRequest, tenantId: number, input: TAcceptInput): Promise<User> {
  const rows = await queryInTransaction<TInvitationRow>(
    req,
    sql`SELECT id, email, name, surname, status, expires_at, contact_id, invited_by_name FROM invitations WHERE tenant_id = ${tenantId} AND token_hash = ${hashToken(input.token)} FOR UPDATE`,
  )
  const invitation = rows[0]
  const state = stateOf(invitation)
  if (state !== 'valid' || !invitation) throw new AppError(state === 'unknown' ? 'not_found' : 'conflict', LINK_REFUSAL[state === 'valid' ? 'unknown' : state], { token: [LINK_REFUSAL[state === 'valid' ? 'unknown' : state]] })
  const existing = await req.payload.count({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: invitation.email } }] }, overrideAccess: true, req })
  if (existing.totalDocs > 0) throw new AppError('conflict', 'This email already has an account here. Sign in, or reset your password.')
  const now = new Date().toISOString()
  const user = await req.payload.create({
    collection: 'users',
    data: { name: input.name, surname: input.surname, email: invitation.email, role_id: ROLE.user, tenant: tenantId, password_hash: await hashPassword(input.password), email_verified_at: now },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'accepted', acceptedAt: now, acceptedUser: user.id }, overrideAccess: true, depth: 0, req })
  const investor = { type: 'user' as const, id: user.id, name: personName(user) || user.email }
  let contactLabel: string | null = null
  if (invitation.contact_id !== null) {
    const contact = await req.payload.findByID({ collection: 'contacts', id: invitation.contact_id, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (contact && !contact.convertedTo) {
      const moved = await moveContactHistory(req, tenantId, contact.id, user.id)
      await req.payload.update({
        collection: 'contacts',
        id: contact.id,
        data: { leadStatus: LEAD_STATUS.investment, convertedTo: user.id, convertedAt: now },
        overrideAccess: true,
        depth: 0,
        req,
        context: { [SKIP_ACTIVITY_TRAIL]: true },
      })
      contactLabel = personName(contact) || contact.email
      const movedText = [plural(moved.notes ?? 0, 'note', 'notes'), plural(moved.calls ?? 0, 'call', 'calls'), plural(moved.tasks ?? 0, 'task', 'tasks'), plural(moved.documents ?? 0, 'document', 'documents'), plural(moved.answers ?? 0, 'questionnaire answer', 'questionnaire answers')].join(', ')
      await recordActivity(req.payload, req, {
        target: { collection: 'contacts', id: contact.id },
        tenant: tenantId,
        action: 'converted-to-investor',
        targetLabel: contactLabel,
        actor: investor,
        changes: {
          leadStatus: { from: leadStatusText(contact.leadStatus), to: leadStatusText(LEAD_STATUS.investment) },
          investor: { from: null, to: `${investor.name} (${user.email})` },
          movedToInvestor: { from: null, to: movedText },
        },
      })
    }
  }
  await recordActivity(req.payload, req, {
    target: { collection: 'users', id: user.id },
    tenant: tenantId,
    action: 'registered-from-invitation',
    targetLabel: user.email,
    actor: investor,
    changes: {
      invitedBy: { from: null, to: invitation.invited_by_name ?? 'a former member of staff' },
      ...(contactLabel && invitation.contact_id !== null ? { fromContact: { from: null, to: `${contactLabel} (contact #${invitation.contact_id})` } } : {}),
    },
  })
  return user
}
