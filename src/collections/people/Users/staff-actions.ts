import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { INVESTOR_ACTION_GRANT, type TInvestorAction } from '@/access/investor-actions'
import { requirePermission } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { authEmails } from '@/auth/emails'
import { hashPassword } from '@/auth/password'
import { closeUserSessionRows } from '@/auth/session-records'
import { findUserRow } from '@/auth/user-rows'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import type { TActivityAction, TChanges } from '@/domain/records/activity'
import { investorName } from '@/domain/investors/investors'
import { AppError } from '@/lib/app-error'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import type { User } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

import { issueSetPasswordMail } from './hooks/set-password-mail'

// The staff actions on an investor's account (issue 11 §1, decision 023): each checks the right
// through can() (INVESTOR_ACTION_GRANT), finds the investor as the user within the user's tenant
// (another tenant's account, a staff account or an unknown id: 404), changes the row and writes
// the trail entry in one transaction, and ends sessions once that has committed.

type TInvestor = Pick<User, 'id' | 'name' | 'surname' | 'email' | 'compliance_passed' | 'compliance_tries' | 'disabled_at'> & { tenant: number }

const label = (investor: TInvestor) => investorName(investor) || investor.email

/** The investor `id` as `user` may read them in their own tenant, after the action's permission; else 403 / 404. */
export async function investorForAction(req: PayloadRequest, user: TTenantUser, action: TInvestorAction, id: number | null): Promise<TInvestor> {
  requirePermission(user, ...INVESTOR_ACTION_GRANT[action])
  if (id === null) throw new AppError('not_found')
  const tenant = tenantIdOf(user.tenant)
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant } }, { role_id: { equals: ROLE.user } }] },
    select: { name: true, surname: true, email: true, compliance_passed: true, compliance_tries: true, disabled_at: true },
    overrideAccess: false,
    user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const investor = docs[0]
  if (!investor || tenant === null) throw new AppError('not_found')
  return { ...investor, tenant } as TInvestor
}

const trail = (req: PayloadRequest, investor: TInvestor, action: TActivityAction, changes?: TChanges) =>
  recordActivity(req.payload, req, { target: { collection: 'users', id: investor.id }, tenant: investor.tenant, action, changes, targetLabel: investor.email })

/** POST /api/users/{id}/reset-appropriateness-test: the pass and the attempts cleared, so the investor takes the test again. */
export async function resetAppropriatenessTest(req: PayloadRequest, investor: TInvestor): Promise<string> {
  const tries = investor.compliance_tries ?? 0
  if (!investor.compliance_passed && tries === 0) throw new AppError('conflict', `${label(investor)} has not taken the appropriateness test yet: there is nothing to reset.`)
  await inTransaction(req, async () => {
    await req.payload.db.updateOne({ collection: 'users', id: investor.id, data: { compliance_passed: false, compliance_tries: 0 }, req })
    const changes: TChanges = { compliance_tries: { from: tries, to: 0 } }
    if (investor.compliance_passed) changes.compliance_passed = { from: true, to: false }
    await trail(req, investor, 'appropriateness-test-reset', changes)
  })
  return `The appropriateness test was reset: ${label(investor)} can take it again.`
}

/** POST /api/users/resend-set-password-email: a new set-password link (the earlier one stops working), for an account without a password. */
export async function resendSetPasswordEmail(req: PayloadRequest, investor: TInvestor): Promise<string> {
  if (investor.disabled_at) throw new AppError('conflict', 'This account is disabled. Enable it before sending a set-password email.')
  const row = await findUserRow(req.payload, { id: { equals: investor.id } })
  if (row?.password_hash) throw new AppError('conflict', `${label(investor)} has already set a password. They can choose a new one with “Forgot password” on the sign-in page.`)
  await inTransaction(req, async () => {
    await trail(req, investor, 'set-password-email-sent')
    await issueSetPasswordMail(req, investor)
  })
  return `A new set-password link was emailed to ${investor.email}. It works once and expires in 7 days.`
}

/** POST /api/users/{id}/password: staff set the investor's password (investors_password); every session of the investor ends. */
export async function setPasswordByStaff(req: PayloadRequest, investor: TInvestor, password: string): Promise<string> {
  const hash = await hashPassword(password)
  await inTransaction(req, async () => {
    // Any pending reset or set-password link dies with the old password; so do lockouts and sessions.
    await queryInTransaction(
      req,
      sql`UPDATE users SET password_hash = ${hash}, failed_logins = 0, locked_until = NULL, token_hash = NULL, token_purpose = NULL, token_expires_at = NULL,
            session_version = coalesce(session_version, 0) + 1, updated_at = now() WHERE id = ${investor.id} RETURNING id`,
    )
    await trail(req, investor, 'password-set-by-staff')
  })
  await closeUserSessionRows(req.payload, investor.id, 'password-reset')
  const tenant = await tenantById(req.payload, investor.tenant)
  if (tenant) authEmails.passwordSetByStaff(req.payload, { to: investor.email, tenant })
  return `The password of ${label(investor)} was changed and their sessions were ended.`
}

/** POST /api/users/{id}/disable and /enable: a disabled account cannot sign in, and its sessions end at once. */
export async function setAccountDisabled(req: PayloadRequest, investor: TInvestor, disabled: boolean): Promise<string> {
  await inTransaction(req, async () => {
    // Checked and written in one statement: of two clicks at once, one changes the row, the other is told.
    const changed = disabled
      ? await queryInTransaction(req, sql`UPDATE users SET disabled_at = now(), session_version = coalesce(session_version, 0) + 1, updated_at = now() WHERE id = ${investor.id} AND disabled_at IS NULL RETURNING id`)
      : await queryInTransaction(req, sql`UPDATE users SET disabled_at = NULL, updated_at = now() WHERE id = ${investor.id} AND disabled_at IS NOT NULL RETURNING id`)
    if (changed.length === 0) throw new AppError('conflict', disabled ? 'This account is already disabled.' : 'This account is not disabled.')
    await trail(req, investor, disabled ? 'account-disabled' : 'account-enabled', { disabled: { from: !disabled, to: disabled } })
  })
  if (!disabled) return `The account was enabled: ${label(investor)} can sign in again.`
  await closeUserSessionRows(req.payload, investor.id, 'disabled')
  return `The account was disabled: ${label(investor)} cannot sign in, and every session they had was ended.`
}
