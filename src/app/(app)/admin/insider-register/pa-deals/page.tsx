import { guardAdminRoute } from '@/auth/page-guard'
import { RegisterViews } from '@/features/insider-register/register-views'
import { PA_DEALS_RESOURCE } from '@/features/insider-register/register-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata = { title: 'Personal-account deals' }

/** spec 2.1 /admin/insider-register/pa-deals (compliance, market_sounding_enabled): staff's personal-account deals on the kit (filters, CSV), PDF (decision 029). */
export default async function PaDealsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(PA_DEALS_RESOURCE.listPath)
  const params = await searchParams
  const before = <RegisterViews resource={PA_DEALS_RESOURCE} searchParams={params} current="pa-deals" />
  return <ResourceListPage resource={PA_DEALS_RESOURCE} ctx={ctx} searchParams={params} title={resourceTitle(PA_DEALS_RESOURCE, terminologyOf(ctx.tenant))} before={before} />
}
