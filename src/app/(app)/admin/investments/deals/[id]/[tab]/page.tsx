import { guardAdminRoute } from '@/auth/page-guard'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { DealPerformance } from '@/features/deals/deal-performance'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

type TProps = { params: Promise<{ id: string; tab: string }> }

export default async function DealTabPage({ params }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investments/deals/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  return (
    <ResourceDetailPage
      resource={DEALS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      back={{ href: DEALS_RESOURCE.listPath, label: term(terminologyOf(ctx.tenant), DEALS_RESOURCE.title) }}
      slots={{ performance: (row) => <DealPerformance row={row} /> }}
    />
  )
}
