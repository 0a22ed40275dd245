import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The fact find tab: the investor's answers, their history and the form to record new ones (decision 026). */
export default async function InvestorFactFindPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/fact-find`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="fact-find" searchParams={await searchParams} />
}
