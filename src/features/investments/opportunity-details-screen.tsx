import { Button, HStack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { adminPathForOpportunity, isOpportunityStage } from '@/domain/investments/stages'
import { openOpportunityTabs, OPPORTUNITY_TAB_LABEL } from '@/domain/investments/tabs'
import { formatDate } from '@/lib/dates'
import { findAdminRoute } from '@/navigation/admin-routes'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

import { opportunityActionsFor } from './opportunity-actions'
import { OpportunityDetailCards } from './opportunity-detail-cards'
import { OpportunityFacts } from './opportunity-facts'
import { canEditOpportunityIn, groupTitle, opportunityEditPath, type TOpportunityGroup } from './opportunity-groups'
import { findOpportunityById, parseOpportunityId, type TSignedInContext } from './opportunity-queries'
import { OpportunityStageActions } from './opportunity-stage-actions'

type TProps = { ctx: TSignedInContext; group: TOpportunityGroup; id: string }

/**
 * Live or existing details (spec 2.1). An id the user may not read, or one whose stage belongs
 * to the other group, is a 404: the address is simply not this screen's.
 */
export async function OpportunityDetailsScreen({ ctx, group, id }: TProps) {
  const rowId = parseOpportunityId(id)
  const opportunity = rowId === null ? null : await findOpportunityById(ctx, rowId, group.stages)
  if (!opportunity) notFound()
  const lifecycle = await opportunityActionsFor(ctx, opportunity)
  return (
    <>
      <PageHeader
        title={opportunity.title}
        description={group.singular}
        back={{ href: group.listPath, label: groupTitle(group, terminologyOf(ctx.tenant)) }}
        actions={
          <>
            {canEditOpportunityIn(ctx.user.role_id, group) && (
              <Button asChild colorPalette="brand" variant="outline">
                <NextLink href={opportunityEditPath(opportunity.id)}>Edit</NextLink>
              </Button>
            )}
            <OpportunityStageActions {...lifecycle} />
          </>
        }
      />
      <OpportunityTabs opportunity={opportunity} role={ctx.user.role_id} />
      <OpportunityDetailCards
        summaryTitle="Summary"
        summary={opportunity.summary}
        facts={
          <OpportunityFacts
            opportunity={opportunity}
            extra={[
              { label: 'Slug', value: <Text wordBreak="break-all">{opportunity.slug}</Text> },
              { label: 'Last updated', value: formatDate(opportunity.updatedAt) },
            ]}
          />
        }
      />
    </>
  )
}

/** The record's tabs (spec 2.1) this role may open at its stage, as links. */
function OpportunityTabs({ opportunity, role }: { opportunity: { id: number; stage: number }; role: number }) {
  if (!isOpportunityStage(opportunity.stage)) return null
  const base = adminPathForOpportunity(opportunity)
  const tabs = openOpportunityTabs(opportunity.stage, role).filter((tab) => findAdminRoute(`${base}/${tab}`))
  return (
    <HStack as="nav" aria-label="Opportunity sections" wrap="wrap" gap={2} mb={6}>
      {tabs.map((tab) => (
        <Button key={tab} asChild size="sm" variant="outline" colorPalette="brand">
          <NextLink href={`${base}/${tab}`}>{OPPORTUNITY_TAB_LABEL[tab]}</NextLink>
        </Button>
      ))}
    </HStack>
  )
}
