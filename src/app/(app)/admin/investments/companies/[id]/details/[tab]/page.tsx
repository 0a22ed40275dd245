import { guardAdminRoute } from '@/auth/page-guard'
import { CompanyRecordPage } from '@/features/funds/company-record-page'

export const metadata = { title: 'Company' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CompanyTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investments/companies/${encodeURIComponent(id)}/details/${encodeURIComponent(tab)}`)
  return <CompanyRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
