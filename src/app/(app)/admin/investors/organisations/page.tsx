import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { ORGANISATIONS_RESOURCE } from '@/features/organisations/organisation-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(ORGANISATIONS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investors/organisations: the kit list of the tenant's organisations (search, business-type filter, CSV). */
export default async function OrganisationsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(ORGANISATIONS_RESOURCE.listPath)
  return <ResourceListPage resource={ORGANISATIONS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(ORGANISATIONS_RESOURCE, terminologyOf(ctx.tenant))} />
}
