import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The category tab: the investor's client categorisations (decision 023). */
export default async function InvestorCategoryPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/category`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="category" searchParams={await searchParams} />
}
