import { guardPage } from '@/auth/page-guard'
import { OpportunityDetailsScreen } from '@/features/investments/opportunity-details-screen'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'

export const metadata = { title: 'Existing opportunity' }

export default async function ExistingOpportunityDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardPage(`/admin/investments/existing/${id}/details`, ['investment_opportunity_existing', 'show'])
  return <OpportunityDetailsScreen ctx={ctx} group={OPPORTUNITY_GROUPS.existing} id={id} />
}
