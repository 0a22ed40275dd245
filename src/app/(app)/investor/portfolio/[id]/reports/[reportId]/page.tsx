import { guardPage } from '@/auth/page-guard'
import { InvestorReportPage } from '@/features/reports/investor-report-page'
import { term } from '@/tenancy/terminology'
import { terminologyOf } from '@/tenancy/branding'

export const metadata = { title: 'Update' }

const idOf = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id?: number }).id : undefined)

/**
 * spec 2.3 /investor/portfolio/{id}/reports/{reportId} (decision 033): an update about the holding
 * {id} (the opportunity or company the update is about), shown in the portfolio's context; a 404
 * unless the investor is one of its recipients.
 */
export default async function PortfolioReportPage({ params }: { params: Promise<{ id: string; reportId: string }> }) {
  const { id, reportId } = await params
  const ctx = await guardPage(`/investor/portfolio/${encodeURIComponent(id)}/reports/${encodeURIComponent(reportId)}`, ['investor_portal', 'show'])
  const holding = /^\d{1,12}$/.test(id) ? Number(id) : null
  return (
    <InvestorReportPage
      ctx={ctx}
      id={reportId}
      back={{ href: `/investor/portfolio/${encodeURIComponent(id)}`, label: term(terminologyOf(ctx.tenant), 'portfolio') }}
      context={{ matches: (report) => holding !== null && (report.audience === 'opportunity' || report.audience === 'company') && idOf(report[report.audience]) === holding }}
    />
  )
}
