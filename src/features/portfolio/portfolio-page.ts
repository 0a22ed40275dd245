import { guardPage } from '@/auth/page-guard'
import type { TPortfolioScope } from '@/collections/investments/money/portfolio-figures'
import { accountStep, type TPortalStep } from '@/domain/onboarding/portal-gate'
import { featuresOf, terminologyOf } from '@/tenancy/branding'

/**
 * A portfolio page's start (decision 032): the investor portal's guard, the account steps (verified
 * address, current terms: shown instead of the figures; the rest of the journey guards offers only), and the scope every figure is read with — the signed-in
 * investor and the request's tenant, never anything from the address.
 */
export async function portfolioPage(path: string) {
  const ctx = await guardPage(path, ['investor_portal', 'show'])
  const step: TPortalStep | null = accountStep(ctx.user, ctx.tenant)
  const features = featuresOf(ctx.tenant)
  const scope: TPortfolioScope = { investorId: ctx.user.id, tenantId: ctx.tenant.id, fundsEnabled: features.funds_enabled }
  return { ctx, step, scope, features, terminology: terminologyOf(ctx.tenant) }
}
