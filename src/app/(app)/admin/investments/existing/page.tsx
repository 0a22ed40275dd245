import { guardPage } from '@/auth/page-guard'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityListScreen } from '@/features/investments/opportunity-list-screen'

export const metadata = { title: 'Existing opportunities' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ExistingOpportunitiesPage({ searchParams }: TProps) {
  const ctx = await guardPage('/admin/investments/existing', ['investment_opportunity_existing', 'index'])
  return <OpportunityListScreen ctx={ctx} group={OPPORTUNITY_GROUPS.existing} searchParams={await searchParams} />
}
