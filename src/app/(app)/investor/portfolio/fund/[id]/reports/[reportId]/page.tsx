import { guardPage } from '@/auth/page-guard'
import { InvestorReportPage } from '@/features/reports/investor-report-page'
import { term } from '@/tenancy/terminology'
import { terminologyOf } from '@/tenancy/branding'

export const metadata = { title: 'Update' }

const idOf = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id?: number }).id : undefined)

/** spec 2.3 /investor/portfolio/fund/{id}/reports/{reportId} (decision 033): an update to the fund {id}'s investors; a 404 unless the investor is one of its recipients. */
export default async function PortfolioFundReportPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params
  const ctx = await guardPage(`/investor/portfolio/fund/${encodeURIComponent(id)}/reports/${encodeURIComponent(reportId)}`, ['investor_portal', 'show'])
  const fund = /^\d{1,12}$/.test(id) ? Number(id) : null
  return (
    <InvestorReportPage
      ctx={ctx}
      id={reportId}
      back={{ href: `/investor/portfolio/fund/${encodeURIComponent(id)}`, label: term(terminologyOf(ctx.tenant), 'portfolio') }}
      context={{ matches: (report) => fund !== null && report.audience === 'fund' && idOf(report.fund) === fund }}
    />
  )
}
