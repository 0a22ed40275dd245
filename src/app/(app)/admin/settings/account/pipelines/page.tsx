import { guardPage } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { PIPELINES_RESOURCE } from '@/features/deals/pipeline-resources'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: term(terminologyOf(tenant), PIPELINES_RESOURCE.title) }
}

export default async function PipelinesPage({ searchParams }: TProps) {
  const ctx = await guardPage(PIPELINES_RESOURCE.listPath, [PIPELINES_RESOURCE.permission, 'index'])
  const title = term(terminologyOf(ctx.tenant), PIPELINES_RESOURCE.title)
  return <ResourceListPage resource={PIPELINES_RESOURCE} ctx={ctx} searchParams={await searchParams} title={title} />
}
