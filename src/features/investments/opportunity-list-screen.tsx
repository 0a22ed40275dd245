import { terminologyOf } from '@/tenancy/branding'
import type { TTerminology } from '@/tenancy/terminology'
import { ResourceListPage } from '@/ui/resource/resource-list-page'
import { ViewLinks } from '@/ui/resource/view-links'
import type { TSearchParams } from '@/lib/resource/resource-query'

import { groupTitle, OPPORTUNITY_GROUPS, type TOpportunityGroup } from './opportunity-groups'
import type { TSignedInContext } from './opportunity-queries'
import { OPPORTUNITY_RESOURCES } from './opportunity-resources'

type TProps = {
  ctx: TSignedInContext
  group: TOpportunityGroup
  searchParams: TSearchParams
}

/** The live list and its drafts view, as two links (the current one marked). */
function LiveViews({ current, terminology }: { current: TOpportunityGroup; terminology: TTerminology }) {
  const views = [OPPORTUNITY_GROUPS.live, OPPORTUNITY_GROUPS.drafts].map((group) => ({ href: group.listPath, label: groupTitle(group, terminology), current: group.key === current.key }))
  return <ViewLinks label="Opportunity views" views={views} />
}

/** The drafts, live or existing list (spec 2.1), on the kit. */
export function OpportunityListScreen({ ctx, group, searchParams }: TProps) {
  const terminology = terminologyOf(ctx.tenant)
  return (
    <ResourceListPage
      resource={OPPORTUNITY_RESOURCES[group.key]}
      ctx={ctx}
      searchParams={searchParams}
      title={groupTitle(group, terminology)}
      before={group.key === 'existing' ? undefined : <LiveViews current={group} terminology={terminology} />}
    />
  )
}
