import { Button, HStack } from '@chakra-ui/react'
import NextLink from 'next/link'

import { terminologyOf } from '@/tenancy/branding'
import type { TTerminology } from '@/tenancy/terminology'
import { ResourceListPage } from '@/ui/resource/resource-list-page'
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
  return (
    <HStack as="nav" aria-label="Opportunity views" gap={2} mb={4}>
      {[OPPORTUNITY_GROUPS.live, OPPORTUNITY_GROUPS.drafts].map((group) => (
        <Button key={group.key} asChild size="sm" variant={group.key === current.key ? 'solid' : 'outline'} colorPalette="brand">
          <NextLink href={group.listPath} aria-current={group.key === current.key ? 'page' : undefined}>
            {groupTitle(group, terminology)}
          </NextLink>
        </Button>
      ))}
    </HStack>
  )
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
