import { guardPage } from '@/auth/page-guard'
import { OpportunityDetailsScreen } from '@/features/investments/opportunity-details-screen'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'

export const metadata = { title: 'Live opportunity' }

export default async function LiveOpportunityDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardPage(`/admin/investments/opportunities/${id}/details`, ['investment_opportunity_live', 'show'])
  return <OpportunityDetailsScreen ctx={ctx} group={OPPORTUNITY_GROUPS.live} id={id} />
}
