import { guardAdminRoute } from '@/auth/page-guard'
import { OrganisationRecordPage } from '@/features/organisations/organisation-record-page'

export const metadata = { title: 'Organisation' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/investors/organisations/{id}/details, /transactions, /notes-calls-tasks (an unknown tab is a 404 from the route table). */
export default async function OrganisationTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investors/organisations/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  return <OrganisationRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
