import { guardAdminRoute } from '@/auth/page-guard'
import { FundRecordPage } from '@/features/funds/fund-record-page'

export const metadata = { title: 'Fund' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FundTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/funds/${encodeURIComponent(id)}/details/${encodeURIComponent(tab)}`)
  return <FundRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
