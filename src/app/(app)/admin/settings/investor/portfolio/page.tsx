import { guardAdminRoute } from '@/auth/page-guard'
import { PortfolioSettingsList } from '@/features/portfolio/portfolio-settings-screen'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Portfolio settings' }

/** spec 2.1 /admin/settings/investor/portfolio (issue 12 §5): which columns and stats the investor portal's portfolio shows (decision 032). */
export default async function PortfolioSettingsPage() {
  const ctx = await guardAdminRoute('/admin/settings/investor/portfolio')
  return (
    <>
      <PageHeader back={{ href: '/admin/settings/investor', label: 'Investor settings' }} title="Portfolio settings" description="The columns of the investor portal's portfolio tables, their order, and the figures above them." />
      <PortfolioSettingsList ctx={ctx} />
    </>
  )
}
