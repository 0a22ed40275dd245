import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The risk profile tab: the investor's answers, their history and the form to record new ones (decision 026). */
export default async function InvestorRiskProfilePage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/risk-profile`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="risk-profile" searchParams={await searchParams} />
}
