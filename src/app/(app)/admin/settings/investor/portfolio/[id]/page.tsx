import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { PORTFOLIO_SETTING_TITLE, PORTFOLIO_TABLES, type TPortfolioTable } from '@/domain/portfolio/portfolio-columns'
import { PortfolioSettingForm } from '@/features/portfolio/portfolio-settings-screen'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Portfolio columns' }

/** spec 2.1 /admin/settings/investor/portfolio/{id}: one portal table's columns (holdings or funds), in order (decision 032). */
export default async function PortfolioTableSettingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!(PORTFOLIO_TABLES as readonly string[]).includes(id)) notFound()
  const ctx = await guardAdminRoute(`/admin/settings/investor/portfolio/${id}`)
  const table = id as TPortfolioTable
  return (
    <>
      <PageHeader back={{ href: '/admin/settings/investor/portfolio', label: 'Portfolio settings' }} title={PORTFOLIO_SETTING_TITLE[table]} description="Tick the columns the portal shows and put them in order. The holding's name always comes first." />
      <PortfolioSettingForm ctx={ctx} setting={table} />
    </>
  )
}
