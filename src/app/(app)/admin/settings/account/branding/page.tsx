import { Container } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { ThemeForm } from '@/features/settings/theme-form'
import { brandImageId, colorsOf, toPublicBranding } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Branding' }

/** /admin/settings/account/branding (ours, decision 034): colours with a live preview and contrast check, logos, favicon, page title. */
export default async function BrandingPage() {
  const ctx = await guardAdminRoute('/admin/settings/account/branding')
  const { tenant } = ctx
  const branding = toPublicBranding(tenant)
  const image = (kind: 'logo' | 'logo-light' | 'favicon', url: string | null) => {
    const id = brandImageId(tenant, kind)
    return id !== null && url ? { id, url } : null
  }
  return (
    <Container maxW="6xl" py={8}>
      <PageHeader title="Branding" back={{ href: '/admin/settings/account', label: 'Account details' }} description="How every page of your platform looks to staff and investors." />
      {can(ctx.user.role_id, 'branding', 'update') ? (
        <ThemeForm
          tenantName={tenant.name}
          colors={colorsOf(tenant)}
          pageTitle={tenant.theme?.pageTitle ?? ''}
          images={{ logo: image('logo', branding.logoUrl), logoLight: image('logo-light', branding.logoLightUrl), favicon: image('favicon', branding.faviconUrl) }}
          isCustomBranding={branding.isCustomBranding}
        />
      ) : null}
    </Container>
  )
}
