import { PageHeader } from '@/ui/layout/page-header'

import { OpportunityDetailCards } from './opportunity-detail-cards'
import { OpportunityFacts } from './opportunity-facts'
import type { TOpportunityDetail } from './opportunity-queries'

/** The investor's view of one opportunity (/investor/investments/{slug}), also shown to staff as its preview. */
export function InvestorOpportunityDetail({ opportunity, back }: { opportunity: TOpportunityDetail; back: { href: string; label: string } }) {
  return (
    <>
      <PageHeader title={opportunity.title} back={back} />
      <OpportunityDetailCards
        summaryTitle="About this opportunity"
        summary={opportunity.summary}
        // Investors see only one stage, so the stage says nothing to them.
        facts={<OpportunityFacts opportunity={{ ...opportunity, stage: undefined }} />}
      />
    </>
  )
}
