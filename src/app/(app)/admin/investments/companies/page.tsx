import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { COMPANIES_RESOURCE } from '@/features/funds/company-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(COMPANIES_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investments/companies (fund investments): the kit list, when funds are enabled. */
export default async function CompaniesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(COMPANIES_RESOURCE.listPath)
  return <ResourceListPage resource={COMPANIES_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(COMPANIES_RESOURCE, terminologyOf(ctx.tenant))} />
}
