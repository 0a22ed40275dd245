import type { Payload, TypedUser } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import type { TPortfolioScope } from '@/collections/investments/money/portfolio-figures'
import { accountStep, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { AppError } from '@/lib/app-error'
import type { TJsonAnswer } from '@/lib/http'
import type { Tenant } from '@/payload-types'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

export type TPortfolioCaller = { investor: TTenantUser; tenant: Tenant; scope: TPortfolioScope }

/**
 * Who asks for a portfolio (decision 032): a signed-in investor (spec 6 User: investor_portal show;
 * staff are refused) whose account steps are done (verified address, current terms: their own data,
 * not an offer, so the rest of the journey does not hide it). The
 * portfolio is always the caller's own: the investor and tenant come from the session, never the query.
 */
export async function portfolioCaller(payload: Payload, user: TypedUser | null | undefined): Promise<{ caller: TPortfolioCaller } | { refusal: TJsonAnswer }> {
  const investor = requireTenantUser(user)
  requirePermission(investor, 'investor_portal', 'show')
  const tenant = await tenantById(payload, investor.tenant)
  if (!tenant) throw new AppError('unauthenticated')
  const step = accountStep(investor, tenant)
  if (step) return { refusal: { status: 403, body: { message: portalStepMessage(step, terminologyOf(tenant)), step } } }
  return { caller: { investor, tenant, scope: { investorId: investor.id, tenantId: tenant.id, fundsEnabled: featuresOf(tenant).funds_enabled } } }
}
