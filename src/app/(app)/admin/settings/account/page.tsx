import { Container, DataList } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { SettingsLinks } from '@/features/settings/settings-links'
import { toPublicBranding } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'

export const metadata = { title: 'Account details' }

const DESCRIPTIONS: Record<string, string> = {
  '/admin/settings/account/pipelines': 'deal pipelines and their stages',
  '/admin/settings/account/admin-accounts': 'staff accounts: invite, change role, disable',
  '/admin/settings/account/features': 'the tenant’s feature switches',
  '/admin/settings/account/branding': 'colours, logos, favicon and page title',
}

/** spec 2.1 /admin/settings/account: the tenant's account details (kept by the platform operator) and the account's sub-pages. */
export default async function AccountPage() {
  const ctx = await guardAdminRoute('/admin/settings/account')
  const { tenant } = ctx
  const branding = toPublicBranding(tenant)
  const rows: [string, string][] = [
    ['Name', tenant.name],
    ['Code', tenant.code],
    ['Domains', (tenant.domains ?? []).map((entry) => entry.domain).join(', ') || 'None'],
    ['Page title', branding.pageTitle],
    ['Support email', branding.supportEmail],
    ['Back-to-site address', branding.backToSiteUrl ?? 'None'],
    ['Terms version', String(branding.terms.terms_version)],
    ['App version', branding.appVersion],
    ['Plan', branding.isTrial ? 'Trial' : 'Full'],
  ]
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title="Account details" back={{ href: '/admin/settings', label: 'Settings' }} description="Your firm’s account on the platform. Name, code, domains and support email are kept by the platform operator: ask them to change these." />
      <SettingsLinks ctx={ctx} path="/admin/settings/account" label="Account settings" descriptions={DESCRIPTIONS} />
      <SectionCard title="Account">
        <DataList.Root orientation="horizontal" data-testid="account-details">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </SectionCard>
    </Container>
  )
}
