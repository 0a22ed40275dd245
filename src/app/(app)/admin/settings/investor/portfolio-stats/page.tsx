import { guardAdminRoute } from '@/auth/page-guard'
import { PortfolioSettingForm } from '@/features/portfolio/portfolio-settings-screen'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Portfolio statistics' }

/** spec 2.1 /admin/settings/investor/portfolio-stats: which figures the portfolio shows above its tables, in order (decision 032). */
export default async function PortfolioStatsSettingPage() {
  const ctx = await guardAdminRoute('/admin/settings/investor/portfolio-stats')
  return (
    <>
      <PageHeader back={{ href: '/admin/settings/investor/portfolio', label: 'Portfolio settings' }} title="Portfolio statistics" description="Tick the figures the portal shows above the portfolio, per currency, and put them in order." />
      <PortfolioSettingForm ctx={ctx} setting="stats" />
    </>
  )
}
