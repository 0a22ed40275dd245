import { Container } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { BrandingForm } from '@/features/settings/branding-form'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Market sounding' }

/** spec 2.1 /admin/settings/investor/market-sounding (market_sounding_enabled): the description investors are shown before they accept a market sounding; the insider register keeps a copy with each acceptance. */
export default async function MarketSoundingSettingsPage() {
  const ctx = await guardAdminRoute('/admin/settings/investor/market-sounding')
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader
        title="Market sounding"
        back={{ href: '/admin/settings/investor', label: 'Investor settings' }}
        description="What investors are told before they accept a market sounding (UK MAR). Each acceptance in the insider register keeps the description as it was when they accepted."
      />
      {can(ctx.user.role_id, 'branding', 'update') && (
        <BrandingForm
          title="Market-sounding description"
          isCustomBranding={!!ctx.tenant.theme?.isCustomBranding}
          defaultValues={{ market_sounding_description: ctx.tenant.marketSoundingDescription ?? '' }}
          fields={[{ name: 'market_sounding_description', label: 'Description', kind: 'textarea', maxLength: 5000 }]}
        />
      )}
    </Container>
  )
}
