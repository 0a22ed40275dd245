import { guardPage } from '@/auth/page-guard'
import { INVESTOR_NEWS_PATH } from '@/domain/reports/update-reports'
import { InvestorReportPage } from '@/features/reports/investor-report-page'
import { term } from '@/tenancy/terminology'
import { terminologyOf } from '@/tenancy/branding'

export const metadata = { title: 'Update' }

/** spec 2.3 /investor/news/reports/{x}: one update addressed to the investor (a 404 otherwise); opening it marks it read. */
export default async function InvestorNewsReportPage({ params }: { params: Promise<{ x: string }> }) {
  const { x } = await params
  const ctx = await guardPage(`${INVESTOR_NEWS_PATH}/reports/${encodeURIComponent(x)}`, ['investor_portal', 'show'])
  return <InvestorReportPage ctx={ctx} id={x} back={{ href: INVESTOR_NEWS_PATH, label: term(terminologyOf(ctx.tenant), 'news') }} />
}
