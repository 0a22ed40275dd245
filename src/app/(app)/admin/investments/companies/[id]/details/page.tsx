import { guardAdminRoute } from '@/auth/page-guard'
import { CompanyRecordPage } from '@/features/funds/company-record-page'

export const metadata = { title: 'Company' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CompanyDetailsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investments/companies/${encodeURIComponent(id)}/details`)
  return <CompanyRecordPage ctx={ctx} id={id} tab="" searchParams={await searchParams} />
}
