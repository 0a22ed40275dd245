import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function InvestorDetailsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="" searchParams={await searchParams} />
}
