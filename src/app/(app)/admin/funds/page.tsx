import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { FUNDS_RESOURCE } from '@/features/funds/fund-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(FUNDS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/funds: the kit list (search, filters, columns, CSV export), when funds are enabled. */
export default async function FundsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(FUNDS_RESOURCE.listPath)
  return <ResourceListPage resource={FUNDS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(FUNDS_RESOURCE, terminologyOf(ctx.tenant))} />
}
