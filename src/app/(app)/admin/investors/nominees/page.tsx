import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { NOMINEES_RESOURCE } from '@/features/nominees/nominee-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(NOMINEES_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investors/nominees (nominee_enabled): the kit list of the tenant's nominees (search, CSV). */
export default async function NomineesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(NOMINEES_RESOURCE.listPath)
  return <ResourceListPage resource={NOMINEES_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(NOMINEES_RESOURCE, terminologyOf(ctx.tenant))} />
}
