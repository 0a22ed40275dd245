import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { DealBoardScreen } from '@/features/deals/deal-board-screen'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { ResourceListPage } from '@/ui/resource/resource-list-page'
import { ViewLinks } from '@/ui/resource/view-links'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(DEALS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 deals: the kit list, or (?view=board) the board of one pipeline. */
export default async function DealsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(DEALS_RESOURCE.listPath)
  const params = await searchParams
  const title = resourceTitle(DEALS_RESOURCE, terminologyOf(ctx.tenant))
  const board = params.view === 'board'
  const views = (
    <ViewLinks
      label="Deal views"
      views={[
        { href: DEALS_RESOURCE.listPath, label: 'List', current: !board },
        { href: `${DEALS_RESOURCE.listPath}?view=board`, label: 'Board', current: board },
      ]}
    />
  )
  if (!board) return <ResourceListPage resource={DEALS_RESOURCE} ctx={ctx} searchParams={params} title={title} before={views} />
  return (
    <>
      <PageHeader title={title} description="Drag a deal, or pick it up with space and move it with the arrow keys." />
      {views}
      <DealBoardScreen ctx={ctx} searchParams={params} />
    </>
  )
}
