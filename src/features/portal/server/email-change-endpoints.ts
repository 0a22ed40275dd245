import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { ZEmail } from '@/auth/credential-rules'
import { authEmails } from '@/auth/emails'
import { verifyPassword } from '@/auth/password'
import { readSession } from '@/auth/session'
import { closeUserSessionRows, sessionCookieFor } from '@/auth/session-records'
import { hashToken, newToken } from '@/auth/tokens'
import { findUserInTenant, findUserRow } from '@/auth/user-rows'
import { isUniqueViolation } from '@/collections/people/Invitations/invitations'
import { investorActor } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { now } from '@/lib/clock'
import { json, parseBody } from '@/lib/http'
import { attemptUnderFailureLimit, takeAttempt } from '@/lib/rate-limit'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import { requestTenant } from '@/tenancy/request-tenant'

import { profileInvestor } from './profile-endpoints'

// An investor changes their own sign-in email (issue 13 §8, decision 037). Asking needs the current
// password; the new address gets a single-use link (its token stored hashed, a day to open it), the
// old one a notice. Nothing changes until the link is opened (the investor may cancel meanwhile): then
// the address is the new one (verified: the link arrived there), every other session of the account
// ends, the old address is told once more, and the trail has every step. Staff change an investor's
// address on the record instead (decision 008's flow).

export const EMAIL_TAKEN = 'This email is already registered to another account.'
export const EMAIL_CHANGE_LINK_INVALID = 'This link is invalid, has expired or was already used. Ask for a new one on your security page.'
export const EMAIL_CHANGE_OTHER_ACCOUNT = 'This link is for another account. Sign out, then open it again.'
export const EMAIL_CHANGE_NONE_PENDING = 'No change of your sign-in email is waiting to be confirmed.'

export const ZEmailChangeInput = z.object({
  email: ZEmail.refine((email) => email.length <= 254, 'Use at most 254 characters'),
  current_password: z.string().min(1, 'Enter your current password').max(200),
})
export type TEmailChangeInput = z.infer<typeof ZEmailChangeInput>

const ZEmailChangeConfirmInput = z.object({ token: z.string().min(1, EMAIL_CHANGE_LINK_INVALID).max(200, EMAIL_CHANGE_LINK_INVALID) })

/**
 * POST /api/portal-profile/email { email, current_password }: the signed-in investor (past the account
 * steps; staff 403) asks to sign in with `email` from now on. A wrong password or an address another
 * account of the tenant uses is a field error and nothing changes. A new request replaces an earlier
 * one (its link stops working). 202 { message, pending_email }.
 */
export const emailChangeRequestEndpoint = defineEndpoint({
  path: '/portal-profile/email',
  method: 'post',
  handler: async (req) => {
    const { user, tenant } = await profileInvestor(req)
    const input = await parseBody(req, ZEmailChangeInput)
    // Wrong current passwords count with the password change's (one guesser, one budget).
    const attempt = await attemptUnderFailureLimit('password-change-failures:account', String(user.id))
    const row = await findUserRow(req.payload, { id: { equals: user.id } })
    if (!row || !(await verifyPassword(input.current_password, row.password_hash))) throw invalid({ current_password: ['The current password is incorrect.'] })
    await attempt.succeeded()
    if (input.email === row.email) throw invalid({ email: ['This is already your sign-in email.'] })
    // Each request mails two addresses; counted before the address is looked up, so asking whether
    // addresses are registered is held to the same few tries.
    await takeAttempt('email-change:account', String(user.id))
    const taken = await findUserInTenant(req.payload, tenant.id, input.email)
    // No more than registration says about an address (decision 037).
    if (taken && taken.id !== user.id) throw invalid({ email: [EMAIL_TAKEN] })
    const { token, hash, expiresAt } = newToken('email-change')
    await inTransaction(req, async () => {
      await queryInTransaction(
        req,
        sql`UPDATE users SET email_change_to = ${input.email}, email_change_token_hash = ${hash}, email_change_expires_at = ${expiresAt}, updated_at = now() WHERE id = ${user.id} AND tenant_id = ${tenant.id}`,
      )
      await recordActivity(req.payload, req, {
        target: { collection: 'users', id: user.id },
        tenant: tenant.id,
        action: 'sign-in-email-change-requested',
        changes: { email: { from: row.email, to: input.email } },
        actor: investorActor(user),
      })
    })
    authEmails.confirmEmailChange(req.payload, { to: input.email, tenant }, token)
    authEmails.emailChangeRequested(req.payload, { to: row.email, tenant }, input.email)
    return json({ message: `We have emailed a link to ${input.email}. Your sign-in email changes when you open it (within 24 hours).`, pending_email: input.email }, 202, { 'Cache-Control': 'no-store' })
  },
})

/**
 * DELETE /api/portal-profile/email: the signed-in investor (as the POST: past the account steps; staff
 * 403) withdraws the change waiting for its link. The pending address, the token's hash and its expiry
 * are cleared and the trail has `sign-in-email-change-cancelled`, in one transaction (the row locked,
 * so a confirmation at the same moment waits, then finds no token). The mailed link then answers the
 * 422 of a spent one. Nothing waiting (never asked, already confirmed or cancelled, expired): 409.
 */
export const emailChangeCancelEndpoint = defineEndpoint({
  path: '/portal-profile/email',
  method: 'delete',
  handler: async (req) => {
    const { user, tenant } = await profileInvestor(req)
    await inTransaction(req, async () => {
      const [row] = await queryInTransaction<{ email_change_to: string }>(
        req,
        sql`SELECT email_change_to FROM users WHERE id = ${user.id} AND tenant_id = ${tenant.id} AND email_change_to IS NOT NULL AND email_change_expires_at > now() FOR UPDATE`,
      )
      if (!row) throw new AppError('conflict', EMAIL_CHANGE_NONE_PENDING)
      await queryInTransaction(req, sql`UPDATE users SET email_change_to = NULL, email_change_token_hash = NULL, email_change_expires_at = NULL, updated_at = now() WHERE id = ${user.id}`)
      await recordActivity(req.payload, req, {
        target: { collection: 'users', id: user.id },
        tenant: tenant.id,
        action: 'sign-in-email-change-cancelled',
        changes: { email_change_to: { from: row.email_change_to, to: null } },
        actor: investorActor(user),
      })
    })
    return json({ message: 'The change of your sign-in email is cancelled: the link we sent no longer works.' }, 200, { 'Cache-Control': 'no-store' })
  },
})

type TPendingRow = { id: number; email: string; email_change_to: string; name: string; surname: string | null; tenant_id: number }

/** The investor whose pending change `token` confirms, locked for this transaction, or null. */
async function lockPendingChange(req: PayloadRequest, tenantId: number, token: string): Promise<TPendingRow | null> {
  const rows = await queryInTransaction<TPendingRow>(
    req,
    sql`SELECT id, email, email_change_to, name, surname, tenant_id FROM users
        WHERE tenant_id = ${tenantId} AND email_change_token_hash = ${hashToken(token)} AND email_change_expires_at > now()
          AND email_change_to IS NOT NULL AND role_id = ${ROLE.user} AND disabled_at IS NULL
        FOR UPDATE`,
  )
  return rows[0] ?? null
}

/**
 * POST /api/auth/email-change/confirm { token }: opens the link of the confirmation mail (the page
 * /email/change posts it), signed in or not. The token is the proof: it names one investor of the
 * request's tenant, once, until it expires. Signed in as another account: 403 and nothing changes.
 * The address changes, is verified, the token is spent, session_version moves on (every cookie of
 * the account dies) and the trail has it, in one transaction; then the other sessions' rows close.
 * The browser that confirmed, when it is the investor's own session, stays signed in. After the
 * commit the old address gets the notice of a changed sign-in email (the new one masked, no link).
 */
export const emailChangeConfirmEndpoint = defineEndpoint({
  path: '/auth/email-change/confirm',
  method: 'post',
  handler: async (req) => {
    const input = await parseBody(req, ZEmailChangeConfirmInput)
    const attempt = await attemptUnderFailureLimit('password-token-failures:ip', clientAddress(req.headers))
    const tenant = await requestTenant(req)
    const signedIn = isTenantUser(req.user) ? req.user : null
    const session = signedIn ? await readSession(req.headers.get('cookie')) : null
    const changed = await inTransaction(req, async () => {
      const row = await lockPendingChange(req, tenant.id, input.token)
      if (!row) throw invalid({ token: [EMAIL_CHANGE_LINK_INVALID] })
      await attempt.succeeded()
      if (signedIn && signedIn.id !== row.id) throw new AppError('forbidden', EMAIL_CHANGE_OTHER_ACCOUNT)
      const taken = await queryInTransaction(req, sql`SELECT 1 FROM users WHERE tenant_id = ${tenant.id} AND email = ${row.email_change_to} AND id <> ${row.id}`)
      if (taken.length > 0) throw invalid({ token: [`${EMAIL_TAKEN} Ask for a change to another address on your security page.`] })
      // The reset and set-password links sent to the old address die with it (token_*).
      const [updated] = await queryInTransaction<{ v: number }>(
        req,
        sql`UPDATE users SET email = ${row.email_change_to}, email_verified_at = now(), email_change_to = NULL, email_change_token_hash = NULL, email_change_expires_at = NULL,
                token_hash = NULL, token_purpose = NULL, token_expires_at = NULL, session_version = coalesce(session_version, 0) + 1, updated_at = now()
            WHERE id = ${row.id} RETURNING session_version::int AS v`,
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw invalid({ token: [EMAIL_TAKEN] })
        throw error
      })
      await recordActivity(req.payload, req, {
        target: { collection: 'users', id: row.id },
        tenant: tenant.id,
        action: 'sign-in-email-changed',
        changes: { email: { from: row.email, to: row.email_change_to } },
        actor: { type: 'user', id: row.id, name: [row.name, row.surname].filter(Boolean).join(' ') || row.email_change_to },
      })
      return { id: row.id, email: row.email_change_to, previous: row.email, version: updated.v }
    })
    // Committed: the old address is told, as a staff change tells it (no link in it).
    authEmails.emailChanged(req.payload, { to: changed.previous, tenant }, changed.email, { at: now(), supportEmail: tenant.supportEmail })
    const keep = signedIn && session && signedIn.id === changed.id ? session : null
    await closeUserSessionRows(req.payload, changed.id, 'email-changed', keep?.sid ?? null)
    if (keep) {
      const cookie = await sessionCookieFor({ id: changed.id, tenant: tenant.id }, keep.sid, changed.version)
      return json({ message: `Your sign-in email is now ${changed.email}. Your other sessions have been signed out.`, email: changed.email, signed_in: true }, 200, { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' })
    }
    return json({ message: `Your sign-in email is now ${changed.email}. Sign in with it from now on.`, email: changed.email, signed_in: false }, 200, { 'Cache-Control': 'no-store' })
  },
})

export const emailChangeEndpoints = [emailChangeRequestEndpoint, emailChangeCancelEndpoint, emailChangeConfirmEndpoint]

/** The investor's change of sign-in email waiting for its link to be opened, if any (the security page). */
export async function pendingEmailChangeOf(pool: PayloadRequest['payload']['db']['pool'], userId: number): Promise<{ email: string; expiresAt: string } | null> {
  const { rows } = await pool.query<{ email: string; expiresAt: Date }>(
    `SELECT email_change_to AS email, email_change_expires_at AS "expiresAt" FROM users WHERE id = $1 AND email_change_to IS NOT NULL AND email_change_expires_at > now()`,
    [userId],
  )
  return rows[0] ? { email: rows[0].email, expiresAt: new Date(rows[0].expiresAt).toISOString() } : null
}
