import crypto from 'node:crypto'

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { getRequestContext } from '@/auth/request-context'
import { SessionCheck } from '@/features/auth/session-check'
import { toPublicBranding } from '@/tenancy/branding'
import { documentStyles } from '@/ui/chakra-rsc/styles'
import { SessionRoleProvider } from '@/ui/session-role'
import { Providers } from '@/ui/theme/providers'
import { tenantCssVariables } from '@/ui/theme/tenant-css-variables'
// Chakra's reset, global styles and tokens: one cached stylesheet for every page and tenant.
import '@/ui/theme/chakra.css'

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
  // A full page load (not a client navigation's RSC request): server-rendered Chakra writes its
  // CSS into the HTML once instead of into the inlined RSC payload too (chakra-rsc/document-styles.ts).
  const documentStylesKey = (await headers()).get('rsc') === '1' ? null : crypto.randomUUID()
  if (documentStylesKey) documentStyles(documentStylesKey)
  return (
    <html lang="en" style={tenantCssVariables(branding.colors)} data-tenant={branding.code} suppressHydrationWarning>
      <body>
        <Providers documentStylesKey={documentStylesKey}>
          <SessionRoleProvider role={user?.role_id ?? null}>{children}</SessionRoleProvider>
          <SessionCheck />
        </Providers>
      </body>
    </html>
  )
}
