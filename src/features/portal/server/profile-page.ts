import { guardPage } from '@/auth/page-guard'
import { accountStep, type TPortalStep } from '@/domain/onboarding/portal-gate'
import { featuresOf, terminologyOf } from '@/tenancy/branding'

/**
 * A profile page's start (decision 037): the investor portal's guard and the account steps only
 * (verified address, current terms: decisions 030, 032): the investor's own data is not behind the
 * offers' journey. The signed-in investor and the request's tenant are the only scope.
 */
export async function profilePage(path: string) {
  const ctx = await guardPage(path, ['investor_portal', 'show'])
  const step: TPortalStep | null = accountStep(ctx.user, ctx.tenant)
  return { ctx, step, features: featuresOf(ctx.tenant), terminology: terminologyOf(ctx.tenant) }
}
