import { guardAdminRoute } from '@/auth/page-guard'
import { OrganisationApplicationPage } from '@/features/organisations/organisation-record-page'

export const metadata = { title: 'Organisation application' }

/** spec 2.1 /admin/investors/organisation-applications/{id}/details: the application and, while pending, its decision. */
export default async function OrganisationApplicationDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/organisation-applications/${encodeURIComponent(id)}/details`)
  return <OrganisationApplicationPage ctx={ctx} id={id} />
}
