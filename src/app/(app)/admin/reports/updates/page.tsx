import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { UPDATE_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(UPDATE_REPORTS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/reports/updates: the kit list (status, type, audience filters); a draft opens its edit screen, a live update its details (spec 4). */
export default async function UpdateReportsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(UPDATE_REPORTS_RESOURCE.listPath)
  return <ResourceListPage resource={UPDATE_REPORTS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(UPDATE_REPORTS_RESOURCE, terminologyOf(ctx.tenant))} />
}
