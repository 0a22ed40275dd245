import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { INVESTORS_RESOURCE } from '@/features/investors/investor-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(INVESTORS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investors: the kit list of the tenant's investors (search, filters, columns, CSV export). */
export default async function InvestorsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(INVESTORS_RESOURCE.listPath)
  return <ResourceListPage resource={INVESTORS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(INVESTORS_RESOURCE, terminologyOf(ctx.tenant))} />
}
