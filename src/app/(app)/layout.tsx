import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getRequestContext } from '@/auth/request-context'
import { SessionCheck } from '@/features/auth/session-check'
import { toPublicBranding } from '@/tenancy/branding'
import { SessionRoleProvider } from '@/ui/session-role'
import { Providers } from '@/ui/theme/providers'
import { tenantCssVariables } from '@/ui/theme/tenant-css-variables'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { tenant } = await getRequestContext()
  const branding = toPublicBranding(tenant)
  return {
    title: { default: branding.pageTitle, template: `%s · ${branding.pageTitle}` },
    icons: branding.faviconUrl ? [{ rel: 'icon', url: branding.faviconUrl }] : undefined,
  }
}

/** Root of the product (staff area, investor portal, public pages), in the request tenant's colours. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const { tenant, user } = await getRequestContext()
  const branding = toPublicBranding(tenant)
  return (
    <html lang="en" style={tenantCssVariables(branding.colors)} data-tenant={branding.code} suppressHydrationWarning>
      <body>
        <Providers>
          <SessionRoleProvider role={user?.role_id ?? null}>{children}</SessionRoleProvider>
          <SessionCheck />
        </Providers>
      </body>
    </html>
  )
}
