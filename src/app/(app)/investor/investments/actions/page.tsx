import { terminologyOf } from '@/tenancy/branding'
import { guardPage } from '@/auth/page-guard'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { InvestorActionsScreen } from '@/features/investments/portal/investor-actions-screen'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Your actions' }

/** /investor/investments/actions (decision 031): payments due, reserved allocations, cash calls, pre-emption rounds. */
export default async function InvestorActionsPage() {
  const ctx = await guardPage('/investor/investments/actions', ['portal_investments', 'index'])
  // What the investor already owes or holds: behind the account steps only (the offers' journey guards the calls that invest).
  const step = accountStep(ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title="Your actions" terminology={terminologyOf(ctx.tenant)} />
  return (
    <>
      <PageHeader title="Your actions" description="Payments due, reserved allocations, cash calls and pre-emption rounds." back={{ href: '/investor/investments', label: 'Investment opportunities' }} />
      <InvestorActionsScreen ctx={ctx} />
    </>
  )
}
