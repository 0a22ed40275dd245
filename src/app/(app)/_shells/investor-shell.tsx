import { headers } from 'next/headers'
import { cache, type ReactNode } from 'react'

import { getRequestContext } from '@/auth/request-context'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { AcceptTermsDialog, CategorisationPromptDialog } from './lazy-client'
import { categorisationPromptFor } from '@/collections/people/Users/categorisation-prompt'
import { categorisationPromptWords } from '@/features/onboarding/categorisation-prompt-words'
import { needsTermsAcceptance } from '@/domain/terms'
import { toPublicBranding } from '@/tenancy/branding'
import { investorNavigation } from '@/navigation/investor-navigation'

import { InvestorShellFrame, type TInvestorChrome } from '@/ui/shell/investor-shell-frame'
import { MinimalShell } from '@/ui/shell/minimal-shell'
import { safeHref, toShellUser } from '@/ui/shell/shell-user'

/** What the chrome shows this request, once per request (as in staff-shell.tsx). */
const investorChrome = cache(async () => {
  const { payload, tenant, user } = await getRequestContext()
  if (!user) return null
  const branding = toPublicBranding(tenant)
  const logoHref = safeHref(branding.backToSiteUrl) ?? '/investor'
  const chrome: TInvestorChrome = {
    tenantName: branding.name,
    lightLogoUrl: branding.logoLightUrl,
    logoHref,
    nav: investorNavigation(branding.portfolioNav, branding.terminology),
    riskWarningText: branding.features.risk_warning_enabled ? branding.risk_warning_text : null,
    user: toShellUser(user, branding.terminology),
    bell: <NotificationBell audience="user" />,
  }
  // investor_categorisation_popups_enabled (decision 043): decided here, on the server; the island only shows and dismisses.
  const prompt = tenant ? await categorisationPromptFor(payload, user, tenant, (await headers()).get('cookie')) : null
  return { user, branding, logoHref, chrome, terms: branding.terms, prompt }
})

/**
 * The investor portal's chrome (spec 2.3, 2.4, 9). No access decisions: each page guards itself.
 * The logo leads to the tenant's back-to-site address when one is set, else to /investor.
 */
export async function InvestorShell({ children }: { children: ReactNode }) {
  const state = await investorChrome()
  if (!state) return <>{children}</>
  const { user, branding, logoHref, chrome, terms, prompt } = state

  if (!user.email_verified_at) {
    return (
      <MinimalShell tenantName={branding.name} lightLogoUrl={branding.logoLightUrl} homeHref={logoHref} email={user.email}>
        {children}
      </MinimalShell>
    )
  }

  return (
    <>
      <InvestorShellFrame chrome={chrome}>{children}</InvestorShellFrame>
      {needsTermsAcceptance(user.accepted_terms_version, terms.terms_version) && (
        <AcceptTermsDialog userId={user.id} termsVersion={terms.terms_version} termsFormat={terms.terms_format} termsText={terms.terms_text} />
      )}
      {prompt && <CategorisationPromptDialog {...categorisationPromptWords(prompt, branding.terminology)} dismissKey={prompt.dismissKey} />}
    </>
  )
}
