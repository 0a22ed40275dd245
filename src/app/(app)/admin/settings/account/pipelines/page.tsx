import { guardAdminRoute } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { PIPELINES_RESOURCE } from '@/features/deals/pipeline-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(PIPELINES_RESOURCE, terminologyOf(tenant)) }
}

export default async function PipelinesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(PIPELINES_RESOURCE.listPath)
  const title = resourceTitle(PIPELINES_RESOURCE, terminologyOf(ctx.tenant))
  return <ResourceListPage resource={PIPELINES_RESOURCE} ctx={ctx} searchParams={await searchParams} title={title} />
}
