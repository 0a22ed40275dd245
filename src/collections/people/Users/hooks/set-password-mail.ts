import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { ROLE } from '@/access/roles'
import { isStaff } from '@/access/record-access'
import { authEmails } from '@/auth/emails'
import { issueToken } from '@/auth/tokens'
import type { Tenant, User } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

/**
 * issue 11 §1 new-investor: an investor account created by staff has no password, so its owner gets
 * a set-password link (7 days, one use: /password/set, the same token rules as a reset). The token's
 * hash is written in the create's own transaction; the mail leaves after the response (mail-queue).
 * Accounts made by the seed, by operators or by registration (the person chose a password) get none.
 */
export const sendSetPasswordToNewInvestor: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !isStaff(req.user) || doc.role_id !== ROLE.user) return doc
  await issueSetPasswordMail(req, doc)
  return doc
}

/**
 * A new set-password token for this account (any earlier one stops working) and the mail with it,
 * linking to its tenant's own domain. `tenant` when the caller has it: a tenant created in this same
 * transaction (provisioning) is not in the tenant cache yet.
 */
export async function issueSetPasswordMail(req: PayloadRequest, user: Pick<User, 'id' | 'email' | 'tenant'>, tenant?: Tenant): Promise<void> {
  const { token, fields } = issueToken('set-password')
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: fields, req })
  const mailTenant = tenant ?? (await tenantById(req.payload, typeof user.tenant === 'number' ? user.tenant : user.tenant.id))
  if (mailTenant) authEmails.setPassword(req.payload, { to: user.email, tenant: mailTenant }, token)
}
