import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The investment-documents tab: the investor's investment agreements to sign and signed (decision 027). */
export default async function InvestorInvestmentDocumentsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/investment-documents`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="investment-documents" searchParams={await searchParams} />
}
