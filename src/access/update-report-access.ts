import type { Access, Payload, Where } from 'payload'

import { accountStep } from '@/domain/onboarding/portal-gate'
import { tenantById } from '@/tenancy/resolve-tenant'

import { isOperator, isTenantUser, type TTenantUser } from './current-user'
import { can } from './permissions'
import { sameTenant } from './payload-access'

// Who reads an update report (issue 12 §2, §6 of issue 13; docs/decisions/033). Staff follow spec 6's
// update_reports; an investor (past the portal gate) reads a live update addressed to them: one they
// are a recipient of (stored when it was published), or general news (the whole tenant's audience).

/** The ids of the updates this investor was published to, from the recipients table (one indexed read). */
export async function recipientReportIds(payload: Payload, user: TTenantUser): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ report_id: number }>('SELECT report_id FROM update_report_recipients WHERE user_id = $1 AND tenant_id = $2', [user.id, user.tenant])
  return rows.map((row) => row.report_id)
}

/** The rows of update reports an investor may read, or false (not past the portal gate). */
export async function investorUpdateReportsWhere(payload: Payload, user: TTenantUser): Promise<Where | false> {
  const tenant = await tenantById(payload, user.tenant)
  if (!tenant || accountStep(user, tenant)) return false
  const ids = await recipientReportIds(payload, user)
  const addressed: Where[] = [{ audience: { equals: 'tenant' } }]
  if (ids.length > 0) addressed.push({ id: { in: ids } })
  return { and: [sameTenant(user), { status: { equals: 'live' } }, { or: addressed }] }
}

export const readUpdateReports: Access = async ({ req: { user, payload } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'update_reports', 'index')) return sameTenant(user)
  if (can(user.role_id, 'investor_portal', 'show')) return investorUpdateReportsWhere(payload, user)
  return false
}

/** Only drafts are edited: a live update is what its recipients were sent. */
export const updateDraftReports: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user) || !can(user.role_id, 'update_reports', 'update')) return false
  return { and: [sameTenant(user), { status: { equals: 'draft' } }] }
}

/** Whether this user may publish a draft (spec 6 gives no action of its own: update, since it changes the record). */
export const mayPublishUpdateReports = (user: unknown): user is TTenantUser => isTenantUser(user as never) && can((user as TTenantUser).role_id, 'update_reports', 'update')
