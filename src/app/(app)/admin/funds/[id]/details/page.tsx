import { guardAdminRoute } from '@/auth/page-guard'
import { FundRecordPage } from '@/features/funds/fund-record-page'

export const metadata = { title: 'Fund' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FundDetailsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/funds/${encodeURIComponent(id)}/details`)
  return <FundRecordPage ctx={ctx} id={id} tab="" searchParams={await searchParams} />
}
