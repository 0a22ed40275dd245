import { PageHeader } from '@/ui/layout/page-header'

import { loadOpportunityContent } from './opportunity-content-data'
import { contentFacts, OpportunityHighlights } from './opportunity-content'
import { OpportunityDetailCards } from './opportunity-detail-cards'
import { OpportunityFacts } from './opportunity-facts'
import type { TOpportunityDetail, TSignedInContext } from './opportunity-queries'

/**
 * The investor's view of one opportunity (/investor/investments/{slug}), also shown to staff as its
 * preview: the summary beside its key facts (figures, reliefs, classification), then its key points
 * and dates, team and gallery (issue 9 §5). Sections with nothing in them are left out.
 */
export async function InvestorOpportunityDetail({ ctx, opportunity, back }: { ctx: TSignedInContext; opportunity: TOpportunityDetail; back: { href: string; label: string } }) {
  const content = await loadOpportunityContent(ctx, opportunity)
  return (
    <>
      <PageHeader title={opportunity.title} back={back} />
      <OpportunityDetailCards
        summaryTitle="About this opportunity"
        summary={opportunity.summary}
        // Investors see only one stage, so the stage says nothing to them.
        facts={<OpportunityFacts opportunity={{ ...opportunity, stage: undefined }} extra={contentFacts(content)} />}
      />
      <OpportunityHighlights content={content} />
    </>
  )
}
