import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { WIP_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(WIP_REPORTS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/reports/wip: the kit list of WIP reports (spec 6 wip-report: Committee and Fund Manager list and open; Committee writes). */
export default async function WipReportsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(WIP_REPORTS_RESOURCE.listPath)
  return <ResourceListPage resource={WIP_REPORTS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(WIP_REPORTS_RESOURCE, terminologyOf(ctx.tenant))} />
}
