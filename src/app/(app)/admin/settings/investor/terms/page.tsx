import { Container } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { BrandingForm } from '@/features/settings/branding-form'
import { toPublicBranding } from '@/tenancy/branding'
import { TERMS_TEXT_MAX } from '@/tenancy/branding-input-limits'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Terms' }

/**
 * spec 2.1 /admin/settings/investor/terms: the tenant's terms as text (shown at /terms) or the
 * address of its own page. Saving different terms raises the version, so every user of the tenant
 * is asked to accept them again by the terms dialog (spec 2.4, 4).
 */
export default async function TermsSettingsPage() {
  const ctx = await guardAdminRoute('/admin/settings/investor/terms')
  const { terms, isCustomBranding } = toPublicBranding(ctx.tenant)
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader
        title="Terms"
        back={{ href: '/admin/settings/investor', label: 'Investor settings' }}
        description={`The terms and conditions every user accepts. Current version: ${terms.terms_version}. Saving different terms makes version ${terms.terms_version + 1}: every investor and staff member is asked to accept it on their next page.`}
      />
      {can(ctx.user.role_id, 'branding', 'update') && (
        <BrandingForm
          title="Terms and conditions"
          isCustomBranding={isCustomBranding}
          submitLabel="Save terms"
          defaultValues={{ terms_format: terms.terms_format, terms_text: terms.terms_text }}
          fields={[
            {
              name: 'terms_format',
              label: 'Format',
              kind: 'select',
              options: [
                { value: 'text', label: 'Text: shown on this platform’s terms page' },
                { value: 'url', label: 'Address: a page on your own website' },
              ],
            },
            { name: 'terms_text', label: 'Terms text or address', kind: 'textarea', maxLength: TERMS_TEXT_MAX, helper: 'For an address, enter it in full, starting with https://' },
          ]}
        />
      )}
    </Container>
  )
}
