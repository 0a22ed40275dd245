import { guardAdminRoute } from '@/auth/page-guard'
import { MethodRecordPage } from '@/features/investment-methods/method-record-page'

export const metadata = { title: 'Investment method' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/investors/investment-methods/{id}/details, /transactions, /notes-calls-tasks (an unknown tab is a 404 from the route table). */
export default async function InvestmentMethodTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investors/investment-methods/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  return <MethodRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
