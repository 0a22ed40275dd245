import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A built tab of the investor's record; spec 2.1's other tabs are still the admin catch-all's placeholders. */
export default async function InvestorDocumentsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/documents`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="documents" searchParams={await searchParams} />
}
