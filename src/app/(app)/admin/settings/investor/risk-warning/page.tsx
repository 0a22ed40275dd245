import { Container } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { BrandingForm } from '@/features/settings/branding-form'
import { DEFAULT_RISK_BANNER_TEXT } from '@/tenancy/defaults'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Risk warning' }

/** spec 2.1 /admin/settings/investor/risk-warning (risk_warning_enabled): the tenant's risk text, opened from the portal's risk banner. */
export default async function RiskWarningSettingsPage() {
  const ctx = await guardAdminRoute('/admin/settings/investor/risk-warning')
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader
        title="Risk warning"
        back={{ href: '/admin/settings/investor', label: 'Investor settings' }}
        description="The risk text investors open from the banner above the portal (“Take 2 mins to learn more”). Leave it blank to use the standard warning."
      />
      {can(ctx.user.role_id, 'branding', 'update') && (
        <BrandingForm
          title="Risk warning text"
          isCustomBranding={!!ctx.tenant.theme?.isCustomBranding}
          defaultValues={{ risk_warning_text: ctx.tenant.riskWarningText ?? '' }}
          fields={[{ name: 'risk_warning_text', label: 'Risk text', kind: 'textarea', maxLength: 5000, placeholder: DEFAULT_RISK_BANNER_TEXT, helper: `Blank: “${DEFAULT_RISK_BANNER_TEXT}”` }]}
        />
      )}
    </Container>
  )
}
