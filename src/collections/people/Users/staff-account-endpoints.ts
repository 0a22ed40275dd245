import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayGrantRole, mayManageSuperAdmins } from '@/access/permissions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { ROLE, ROLE_LABEL } from '@/access/roles'
import { closeUserSessionRows } from '@/auth/session-records'
import { TWO_FACTOR_CLEARED } from '@/auth/two-factor/totp-rows'
import { findUserInTenant } from '@/auth/user-rows'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody, rowIdOf } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import type { User } from '@/payload-types'

import { issueSetPasswordMail } from './hooks/set-password-mail'
import { setAccountDisabled } from './staff-actions'

// Admin accounts (issue 12 §5, /admin/settings/account/admin-accounts; decision 034): the tenant's
// staff invite colleagues with a role, change a colleague's role and disable or enable an account.
// spec 6 `user` create / update / delete decide who may; `mayGrantRole` which role (Super Admin only
// by a Super Admin, decision 008). Nobody changes or disables their own account here. A colleague who
// lost their authenticator has their two-factor sign-in reset (spec 6 user update; decision 039).

const ZRole = z.coerce.number('Choose a role').int('Choose a role')

const ZInvite = z.object({
  name: z.string('Enter a first name').trim().min(1, 'Enter a first name').max(100, 'Use at most 100 characters'),
  surname: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  email: z.string('Enter an email address').trim().toLowerCase().email('Enter a valid email address').max(254, 'Use at most 254 characters'),
  role_id: ZRole,
})

const refusedRole = (role: number) => new AppError('forbidden', `Your role may not give the ${ROLE_LABEL[role as keyof typeof ROLE_LABEL] ?? 'chosen'} role.`)

function checkGrant(user: TTenantUser, role: number, action: 'create' | 'update'): void {
  if (role === ROLE.user || !(role in ROLE_LABEL)) throw invalid({ role_id: ['Choose a staff role'] })
  if (!mayGrantRole(user.role_id, role, action)) throw refusedRole(role)
}

/** A staff account of the user's tenant the user may read (a 404 otherwise: investors, other tenants, unknown ids). */
async function staffAccount(req: PayloadRequest, user: TTenantUser, id: number | null): Promise<User & { tenant: number }> {
  if (id === null) throw new AppError('not_found')
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantIdOf(user.tenant) } }, { role_id: { not_equals: ROLE.user } }] },
    overrideAccess: false,
    user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const account = docs[0]
  if (!account) throw new AppError('not_found')
  if (account.id === user.id) throw new AppError('conflict', 'You cannot change your own account here: ask a colleague.')
  if (account.role_id === ROLE.superAdmin && !mayManageSuperAdmins(user.role_id)) throw new AppError('forbidden', 'Only a Super Admin may change a Super Admin’s account.')
  return { ...account, tenant: tenantIdOf(account.tenant)! }
}

/** POST /api/staff-accounts/invite { name, surname?, email, role_id } → 201: the account, and a set-password email on the tenant's domain. */
export const inviteStaffEndpoint = defineEndpoint({
  path: '/staff-accounts/invite',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'user', 'create')
    const input = await parseBody(req, ZInvite)
    checkGrant(user, input.role_id, 'create')
    const tenant = tenantIdOf(user.tenant)!
    if (await findUserInTenant(req.payload, tenant, input.email)) throw invalid({ email: ['An account with this email already exists.'] })
    const account = await inTransaction(req, async () => {
      const created = await req.payload.create({
        collection: 'users',
        data: { name: input.name, surname: input.surname || null, email: input.email, role_id: input.role_id, tenant },
        overrideAccess: false,
        user,
        req,
        depth: 0,
      })
      await issueSetPasswordMail(req, created)
      return created
    })
    return json({ id: account.id, message: `${input.email} was invited as ${ROLE_LABEL[input.role_id as keyof typeof ROLE_LABEL]}: a link to set a password is on its way.` }, 201)
  },
})

/** POST /api/staff-accounts/{id}/role { role_id } (spec 6 user update). */
export const changeStaffRoleEndpoint = defineEndpoint({
  path: '/staff-accounts/:id/role',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'user', 'update')
    const account = await staffAccount(req, user, rowIdOf(req.routeParams?.id))
    const { role_id } = await parseBody(req, z.object({ role_id: ZRole }))
    checkGrant(user, role_id, 'update')
    if (role_id === account.role_id) return json({ message: 'The role is unchanged.' })
    await req.payload.update({ collection: 'users', id: account.id, data: { role_id }, overrideAccess: false, user, req, depth: 0 })
    return json({ message: `${account.email} is now ${ROLE_LABEL[role_id as keyof typeof ROLE_LABEL]}.` })
  },
})

/** POST /api/staff-accounts/{id}/disable and /enable (spec 6 user delete: disabling is the account's end without losing its history). */
const accountSwitch = (disabled: boolean) =>
  defineEndpoint({
    path: `/staff-accounts/:id/${disabled ? 'disable' : 'enable'}`,
    method: 'post',
    handler: async (req) => {
      const user = requireTenantUser(req.user)
      requirePermission(user, 'user', 'delete')
      const account = await staffAccount(req, user, rowIdOf(req.routeParams?.id))
      return json({ message: await setAccountDisabled(req, account, disabled) })
    },
  })

/**
 * POST /api/staff-accounts/{id}/reset-two-factor (spec 6 user update): forgets the colleague's second
 * factor (secret, recovery codes) and ends their sessions; they sign in with
 * their password and, where two-factor is required of them, are kept to setting it up again.
 */
export const resetStaffTwoFactorEndpoint = defineEndpoint({
  path: '/staff-accounts/:id/reset-two-factor',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'user', 'update')
    const account = await staffAccount(req, user, rowIdOf(req.routeParams?.id))
    await inTransaction(req, async () => {
      // Checked and written in one statement: of two clicks at once, one resets, the other is told.
      const reset = await queryInTransaction(
        req,
        sql`UPDATE users SET ${sql.raw(TWO_FACTOR_CLEARED)}, updated_at = now() WHERE id = ${account.id} AND totp_enabled_at IS NOT NULL RETURNING id`,
      )
      if (reset.length === 0) throw new AppError('conflict', `${account.email} has no two-factor sign-in to reset.`)
      await recordActivity(req.payload, req, { target: { collection: 'users', id: account.id }, tenant: account.tenant, action: 'two-factor-reset', targetLabel: account.email })
    })
    await closeUserSessionRows(req.payload, account.id, 'two-factor-changed')
    return json({ message: `Two-factor sign-in was reset for ${account.email}: they were signed out, and set it up again at their next sign-in where your organisation requires it.` })
  },
})

export const staffAccountEndpoints = [inviteStaffEndpoint, changeStaffRoleEndpoint, accountSwitch(true), accountSwitch(false), resetStaffTwoFactorEndpoint]
