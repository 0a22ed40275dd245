import { guardAdminRoute } from '@/auth/page-guard'
import { ORGANISATION_APPLICATIONS_RESOURCE } from '@/features/organisations/organisation-resources'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'Organisation applications' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/investors/organisation-applications (organisation_links_enabled; the route table answers 404 when off). */
export default async function OrganisationApplicationsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(ORGANISATION_APPLICATIONS_RESOURCE.listPath)
  return <ResourceListPage resource={ORGANISATION_APPLICATIONS_RESOURCE} ctx={ctx} searchParams={await searchParams} title="Organisation applications" />
}
