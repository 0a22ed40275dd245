import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { authEmails } from '@/auth/emails'
import { hashToken } from '@/auth/tokens'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { INVITATION_LINK_PATH, INVITATION_TTL_DAYS, personName } from '@/domain/contacts/contacts'
import { AppError } from '@/lib/app-error'
import type { Invitation } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

// Invitations (issue 11 §6, decision 021): creating, resending and revoking them, and the mail. The
// endpoints check spec 6's `investors` rights first; these functions then write with the server's
// rights, in the caller's transaction when it has one (every call passes `req`).

const DAY = 86_400_000

/** A new link: 32 random bytes for the email, their SHA-256 for the row (as set-password tokens: src/auth/tokens.ts). */
export function newInvitationToken(now = Date.now()): { token: string; tokenHash: string; expiresAt: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + INVITATION_TTL_DAYS * DAY).toISOString() }
}

/** Why an address cannot be invited now: it has an account at the firm, or a pending invitation. */
export type TInvitationBlocker = 'already-investor' | 'already-invited'

/**
 * Pending invitations past their expiry, made expired (the periodic sweep does the same for all):
 * an expired link must neither block a new invitation nor read as pending.
 */
export async function expireStaleInvitations(payload: Payload, where: { tenant?: number; email?: string } = {}): Promise<number> {
  const conditions = [`status = 'pending'`, 'expires_at <= now()']
  const values: unknown[] = []
  if (where.tenant !== undefined) conditions.push(`tenant_id = $${values.push(where.tenant)}`)
  if (where.email !== undefined) conditions.push(`email = $${values.push(where.email)}`)
  const { rowCount } = await payload.db.pool.query(`UPDATE invitations SET status = 'expired', updated_at = now() WHERE ${conditions.join(' AND ')}`, values)
  return rowCount ?? 0
}

export async function invitationBlocker(req: PayloadRequest, tenant: number, email: string, except?: number): Promise<TInvitationBlocker | null> {
  await expireStaleInvitations(req.payload, { tenant, email })
  const [accounts, pending] = await Promise.all([
    req.payload.count({ collection: 'users', where: { and: [{ tenant: { equals: tenant } }, { email: { equals: email } }] }, overrideAccess: true, req }),
    req.payload.count({
      collection: 'invitations',
      where: { and: [{ tenant: { equals: tenant } }, { email: { equals: email } }, { status: { equals: 'pending' } }, ...(except ? [{ id: { not_equals: except } }] : [])] },
      overrideAccess: true,
      req,
    }),
  ])
  if (accounts.totalDocs > 0) return 'already-investor'
  if (pending.totalDocs > 0) return 'already-invited'
  return null
}

export const BLOCKER_MESSAGE: Record<TInvitationBlocker, string> = {
  'already-investor': 'This email already has an account at this firm.',
  'already-invited': 'A pending invitation to this email exists: resend it from the invitations list.',
}

const senderName = (user: TTenantUser) => personName(user) || user.email

/** The signed-in user's tenant id. */
export const tenantOfUser = (user: TTenantUser): number => (typeof user.tenant === 'number' ? user.tenant : user.tenant.id)

/** Queues the invitation email (it leaves after the response: src/email/mail-queue.ts). */
async function mailInvitation(req: PayloadRequest, user: TTenantUser, to: string, token: string): Promise<void> {
  const tenant = await tenantById(req.payload, tenantOfUser(user))
  if (!tenant) return
  authEmails.invitation(req.payload, { to, tenant }, { token, inviter: senderName(user), days: INVITATION_TTL_DAYS, path: INVITATION_LINK_PATH })
}

/** A unique-index refusal (the partial index on pending invitations, a concurrent invite of the same address). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code
  return code === '23505'
}

export type TInviteInput = { email: string; name?: string | null; surname?: string | null; contact?: number | null }

/** One invitation, sent (the caller checked the right and the blockers). */
export async function createInvitation(req: PayloadRequest, user: TTenantUser, input: TInviteInput): Promise<Invitation> {
  const { token, tokenHash, expiresAt } = newInvitationToken()
  const doc = await req.payload.create({
    collection: 'invitations',
    data: {
      email: input.email,
      name: input.name ?? null,
      surname: input.surname ?? null,
      status: 'pending',
      tokenHash,
      expiresAt,
      sentAt: new Date().toISOString(),
      sendCount: 1,
      invitedBy: user.id,
      invitedByName: senderName(user),
      contact: input.contact ?? null,
      tenant: tenantOfUser(user),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await mailInvitation(req, user, doc.email, token)
  return doc
}

/** The tenant's invitation by id (read without access rules: the caller decided the right), or a 404. */
export async function invitationOfTenant(req: PayloadRequest, tenant: number, id: number | null): Promise<Invitation> {
  if (id === null) throw new AppError('not_found')
  const { docs } = await req.payload.find({ collection: 'invitations', where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  if (!docs[0]) throw new AppError('not_found')
  return docs[0]
}

/** A new link for a pending or expired invitation (the old link stops working), sent again. */
export async function resendInvitation(req: PayloadRequest, user: TTenantUser, invitation: Invitation, extra: { contact?: number } = {}): Promise<Invitation> {
  if (invitation.status === 'accepted') throw new AppError('conflict', 'This invitation was accepted: the investor signs in with their own password.')
  if (invitation.status === 'revoked') throw new AppError('conflict', 'This invitation was revoked. Invite the address again to send a new one.')
  const blocker = await invitationBlocker(req, tenantOfUser(user), invitation.email, invitation.id)
  if (blocker) throw new AppError('conflict', BLOCKER_MESSAGE[blocker])
  const { token, tokenHash, expiresAt } = newInvitationToken()
  const doc = await req.payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { status: 'pending', tokenHash, expiresAt, sentAt: new Date().toISOString(), sendCount: (invitation.sendCount ?? 1) + 1, invitedBy: user.id, invitedByName: senderName(user), ...(extra.contact ? { contact: extra.contact } : {}) },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await mailInvitation(req, user, doc.email, token)
  return doc
}

/** A pending (or expired) invitation's link stops working for good. */
export async function revokeInvitation(req: PayloadRequest, invitation: Invitation): Promise<Invitation> {
  if (invitation.status === 'accepted') throw new AppError('conflict', 'This invitation was accepted: there is nothing left to revoke.')
  if (invitation.status === 'revoked') return invitation
  return req.payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'revoked', revokedAt: new Date().toISOString() }, overrideAccess: true, depth: 0, req })
}

/** The 'invitation-sent' entry on a contact's trail. */
export async function recordContactInvited(req: PayloadRequest, contact: { id: number; name?: string | null; surname?: string | null; email: string }, tenant: number, invitation: Invitation, resent: boolean): Promise<void> {
  await recordActivity(req.payload, req, {
    target: { collection: 'contacts', id: contact.id },
    tenant,
    action: 'invitation-sent',
    targetLabel: personName(contact) || contact.email,
    changes: { invitation: { from: null, to: `${resent ? 'Sent again' : 'Sent'} to ${invitation.email}, valid until ${invitation.expiresAt.slice(0, 10)}` } },
  })
}
