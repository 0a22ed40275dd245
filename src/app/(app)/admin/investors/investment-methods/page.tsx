import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { METHODS_RESOURCE } from '@/features/investment-methods/method-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(METHODS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investors/investment-methods: the kit list of the tenant's investment methods (search, kind filter, CSV). */
export default async function InvestmentMethodsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(METHODS_RESOURCE.listPath)
  return <ResourceListPage resource={METHODS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(METHODS_RESOURCE, terminologyOf(ctx.tenant))} />
}
