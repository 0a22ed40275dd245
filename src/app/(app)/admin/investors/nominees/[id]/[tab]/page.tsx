import { guardAdminRoute } from '@/auth/page-guard'
import { NomineeRecordPage } from '@/features/nominees/nominee-record-page'

export const metadata = { title: 'Nominee' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/investors/nominees/{id}/transactions, /notes-calls-tasks (nominee_enabled; an unknown tab is a 404 from the route table). */
export default async function NomineeTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investors/nominees/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  return <NomineeRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
