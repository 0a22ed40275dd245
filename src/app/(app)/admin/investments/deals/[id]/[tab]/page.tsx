import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { DealPerformance } from '@/features/deals/deal-performance'
import { DealToOpportunityButton } from '@/features/deals/deal-to-opportunity-button'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DealTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investments/deals/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  const mayMakeDrafts = can(ctx.user.role_id, 'pipeline_deals', 'update') && stagesFor(ctx.user, 'create').includes(OPPORTUNITY_STAGE.draft)
  return (
    <ResourceDetailPage
      resource={DEALS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={await searchParams}
      back={{ href: DEALS_RESOURCE.listPath, label: resourceTitle(DEALS_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{ performance: (row) => <DealPerformance row={row} /> }}
      actions={(row) =>
        row.opportunity == null && mayMakeDrafts && <DealToOpportunityButton dealId={row.id} dealName={String(row.name ?? '')} />
      }
    />
  )
}
