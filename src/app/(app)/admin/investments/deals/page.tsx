import { guardPage } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: term(terminologyOf(tenant), DEALS_RESOURCE.title) }
}

export default async function DealsPage({ searchParams }: TProps) {
  const ctx = await guardPage(DEALS_RESOURCE.listPath, [DEALS_RESOURCE.permission, 'index'])
  const title = term(terminologyOf(ctx.tenant), DEALS_RESOURCE.title)
  return <ResourceListPage resource={DEALS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={title} />
}
