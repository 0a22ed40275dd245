import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { opportunityActionsFor } from '@/features/investments/opportunity-actions'
import { findOpportunityForEdit, opportunityValues } from '@/features/investments/opportunity-form-data'
import { OpportunityFormView } from '@/features/investments/opportunity-form-view'
import { groupTitle, OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { parseOpportunityId } from '@/features/investments/opportunity-queries'
import { OpportunityStageActions } from '@/features/investments/opportunity-stage-actions'
import { adminPathForOpportunity, OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { aiRewriteOffered } from '@/lib/ai-rewrite/rewrite-endpoint'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { richTextLooks } from '@/ui/records/rich-text-looks'

export const metadata = { title: 'Edit opportunity' }

export default async function EditOpportunityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardPage(`/admin/investments/opportunities/${id}/edit`, ['investment_opportunity_live', 'update'])
  const rowId = parseOpportunityId(id)
  const opportunity = rowId === null ? null : await findOpportunityForEdit(ctx, rowId)
  if (!opportunity) notFound()
  // A draft's own address is this edit screen (spec 2.1), so its way back is the drafts list.
  const back =
    opportunity.stage === OPPORTUNITY_STAGE.draft
      ? { href: OPPORTUNITY_GROUPS.drafts.listPath, label: groupTitle(OPPORTUNITY_GROUPS.drafts, terminologyOf(ctx.tenant)) }
      : { href: adminPathForOpportunity(opportunity), label: opportunity.title }
  // The description's editor draws Chakra's look with classes computed here.
  const editor = richTextLooks()
  return (
    <>
      {editor.styles}
      <PageHeader
        title="Edit opportunity"
        description={opportunity.title}
        back={back}
        // A draft's lifecycle actions live here, its only screen (spec 2.1).
        actions={opportunity.stage === OPPORTUNITY_STAGE.draft && <OpportunityStageActions {...await opportunityActionsFor(ctx, opportunity)} />}
      />
      <Card.Root>
        <Card.Body>
          <OpportunityFormView recordId={opportunity.id} defaultValues={await opportunityValues(ctx, opportunity)} cancelHref={back.href} features={featuresOf(ctx.tenant)} editorLooks={editor.looks} aiRewrite={aiRewriteOffered(ctx.tenant, ctx.user.role_id)} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
