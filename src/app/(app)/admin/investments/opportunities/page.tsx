import { guardPage } from '@/auth/page-guard'
import { DRAFTS_VIEW, OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityListScreen } from '@/features/investments/opportunity-list-screen'

export const metadata = { title: 'Live opportunities' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function LiveOpportunitiesPage({ searchParams }: TProps) {
  const ctx = await guardPage('/admin/investments/opportunities', ['investment_opportunity_live', 'index'])
  const params = await searchParams
  const group = params.view === DRAFTS_VIEW ? OPPORTUNITY_GROUPS.drafts : OPPORTUNITY_GROUPS.live
  return <OpportunityListScreen ctx={ctx} group={group} searchParams={params} />
}
