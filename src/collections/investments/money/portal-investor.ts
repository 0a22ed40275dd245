import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { AppError } from '@/lib/app-error'
import type { Tenant } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'
import { portalStepError, portalStepFor } from '@/collections/people/Users/portal-journey'

/**
 * The signed-in investor of a portal call (issue 13 §3, decision 031), past the portal gate: staff
 * are refused (403), and an investor with a step of the journey still to do gets the gate's 403 with
 * the step, so every call of the portal refuses out of order exactly as the pages do.
 */
export async function requirePortalInvestor(req: PayloadRequest, staffMessage = 'This is the investor’s own call, in the portal.'): Promise<{ user: TTenantUser; tenant: Tenant; tenantId: number }> {
  const user = requireTenantUser(req.user)
  if (!mayInvestInPortal(user.role_id)) throw new AppError('forbidden', staffMessage)
  const tenantId = tenantIdOf(user.tenant)!
  const tenant = await tenantById(req.payload, tenantId)
  if (!tenant) throw new AppError('not_found')
  const step = await portalStepFor(req.payload, user, tenant)
  if (step) throw portalStepError(step, tenant)
  return { user, tenant, tenantId }
}
