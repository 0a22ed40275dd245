import { cache, type ReactNode } from 'react'

import { firstAdminPath } from '@/access/landing'
import { getRequestContext } from '@/auth/request-context'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { AcceptTermsDialog } from './lazy-client'
import { searchKindLabels } from '@/domain/search/search-labels'
import { needsTermsAcceptance } from '@/domain/terms'
import { toPublicBranding } from '@/tenancy/branding'
import { ADMIN_NAVIGATION, adminNavigation, createActions } from '@/navigation/admin-navigation'

import { MinimalShell } from '@/ui/shell/minimal-shell'
import { toShellUser } from '@/ui/shell/shell-user'
import { StaffShellFrame, type TStaffChrome } from '@/ui/shell/staff-shell-frame'

// Sections with sub-areas also own their landing address (/admin/reports lights Reports).
const SECTION_AREAS = Object.fromEntries(ADMIN_NAVIGATION.filter((section) => section.children).map((section) => [section.key, section.path]))

/**
 * What the chrome shows this request, once per request: the page's layout and the not-found and
 * forbidden pages (serialised with every page) then share one chrome (StaffShellFrame).
 */
const staffChrome = cache(async () => {
  const { tenant, user } = await getRequestContext()
  if (!user) return null
  const branding = toPublicBranding(tenant)
  const context = { role: user.role_id, features: branding.features, terminology: branding.terminology }
  const homeHref = firstAdminPath(user.role_id, branding.features)
  const { terms } = branding
  const chrome: TStaffChrome = {
    tenantName: branding.name,
    lightLogoUrl: branding.logoLightUrl,
    homeHref,
    nav: adminNavigation(context),
    navAreas: SECTION_AREAS,
    createActions: createActions(context),
    user: toShellUser(user, branding.terminology),
    bell: <NotificationBell audience="admin" />,
    searchLabels: searchKindLabels(branding.terminology),
  }
  return { user, branding, homeHref, chrome, terms }
})

/**
 * The staff area's chrome (spec 2.2, 2.4). No access decisions: each page guards itself; this
 * only shows what the permission table and the tenant's switches allow.
 */
export async function StaffShell({ children }: { children: ReactNode }) {
  const state = await staffChrome()
  if (!state) return <>{children}</>
  const { user, branding, homeHref, chrome, terms } = state

  if (!user.email_verified_at) {
    return (
      <MinimalShell tenantName={branding.name} lightLogoUrl={branding.logoLightUrl} homeHref={homeHref} email={user.email}>
        {children}
      </MinimalShell>
    )
  }

  return (
    <>
      <StaffShellFrame chrome={chrome}>{children}</StaffShellFrame>
      {needsTermsAcceptance(user.accepted_terms_version, terms.terms_version) && (
        <AcceptTermsDialog userId={user.id} termsVersion={terms.terms_version} termsFormat={terms.terms_format} termsText={terms.terms_text} />
      )}
    </>
  )
}
