import { Stack } from '@chakra-ui/react'

import { guardPage } from '@/auth/page-guard'
import { INVESTOR_SECURITY_PAGE } from '@/auth/two-factor/paths'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { ChangePasswordCard } from '@/features/account-security/change-password-card'
import { AccountSecurityCards } from '@/features/account-security/account-security-cards'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { EmailChangeCard } from '@/features/portal/email-change-card'
import { pendingEmailChangeOf } from '@/features/portal/server/email-change-endpoints'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Security' }

/**
 * spec 2.3 /investor/profile/security (issue 13 §8; decision 039): the investor's password change
 * (POST /api/auth/update-password: their other sessions end), their sign-in email (decision 037: a
 * confirmation link to the new address), two-factor sign-in with recovery codes, and where they are
 * signed in, with "sign out of other sessions". After the account steps (accountStep).
 */
export default async function InvestorSecurityPage() {
  const ctx = await guardPage(INVESTOR_SECURITY_PAGE, ['investor_portal', 'show'])
  const terminology = terminologyOf(ctx.tenant)
  const title = 'Security'
  const step = accountStep(ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminology} />
  const pending = await pendingEmailChangeOf(ctx.payload.db.pool, ctx.user.id)
  return (
    <>
      <PageHeader title={title} back={{ href: INVESTOR_PATHS.profile, label: term(terminology, 'profile') }} description={`Signed in as ${ctx.user.email}.`} />
      <Stack gap={8} maxW="3xl">
        <ChangePasswordCard />
        <EmailChangeCard current={ctx.user.email} pending={pending} />
      </Stack>
      <Stack gap={8} maxW="3xl" mt={8}>
        <AccountSecurityCards payload={ctx.payload} user={ctx.user} tenant={ctx.tenant} />
      </Stack>
    </>
  )
}
