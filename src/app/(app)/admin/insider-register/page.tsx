import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { RegisterViews } from '@/features/insider-register/register-views'
import { ACCEPTANCES_RESOURCE } from '@/features/insider-register/register-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(ACCEPTANCES_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/insider-register (compliance, market_sounding_enabled): the market-sounding acceptances on the kit (filters, CSV), PDF and the PA deals beside (decision 029). */
export default async function InsiderRegisterPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(ACCEPTANCES_RESOURCE.listPath)
  const params = await searchParams
  const before = <RegisterViews resource={ACCEPTANCES_RESOURCE} searchParams={params} current="acceptances" />
  return <ResourceListPage resource={ACCEPTANCES_RESOURCE} ctx={ctx} searchParams={params} title={resourceTitle(ACCEPTANCES_RESOURCE, terminologyOf(ctx.tenant))} before={before} />
}
