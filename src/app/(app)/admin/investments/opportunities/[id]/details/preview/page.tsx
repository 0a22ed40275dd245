import { Alert } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorOpportunityDetail } from '@/features/investments/investor-opportunity-detail'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { findOpportunityById, parseOpportunityId } from '@/features/investments/opportunity-queries'
import { adminPathForOpportunity, INVESTOR_VISIBLE_STAGES, isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { opportunityTabOpen } from '@/domain/investments/tabs'

export const metadata = { title: 'Preview as investor' }

const PREVIEW_BANNER = 'Preview: this is what investors see'

/** spec 2.1 /admin/investments/opportunities/{id}/details/preview: the investor's detail screen inside the staff shell. */
export default async function OpportunityPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investments/opportunities/${encodeURIComponent(id)}/details/preview`)
  const rowId = parseOpportunityId(id)
  const opportunity = rowId === null ? null : await findOpportunityById(ctx, rowId, OPPORTUNITY_GROUPS.live.stages)
  if (!opportunity || !isOpportunityStage(opportunity.stage) || !opportunityTabOpen('preview', opportunity.stage, ctx.user.role_id)) notFound()
  const marketed = (INVESTOR_VISIBLE_STAGES as number[]).includes(opportunity.stage)
  return (
    <>
      <Alert.Root status="info" mb={6} data-testid="investor-preview-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PREVIEW_BANNER}</Alert.Title>
          {!marketed && isOpportunityStage(opportunity.stage) && (
            <Alert.Description>
              At its stage ({STAGE_LABEL[opportunity.stage]}) investors do not see it in the portal; they see only{' '}
              {INVESTOR_VISIBLE_STAGES.map((stage) => STAGE_LABEL[stage]).join(' and ')} opportunities.
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <InvestorOpportunityDetail ctx={ctx} opportunity={opportunity} back={{ href: adminPathForOpportunity(opportunity), label: opportunity.title }} />
    </>
  )
}
