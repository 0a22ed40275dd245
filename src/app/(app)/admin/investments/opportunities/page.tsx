import { guardAdminRoute } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { DRAFTS_VIEW, groupTitle, OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityListScreen } from '@/features/investments/opportunity-list-screen'
import { terminologyOf } from '@/tenancy/branding'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const groupOf = (params: Record<string, string | string[] | undefined>) => (params.view === DRAFTS_VIEW ? OPPORTUNITY_GROUPS.drafts : OPPORTUNITY_GROUPS.live)

export async function generateMetadata({ searchParams }: TProps) {
  const { tenant } = await getRequestContext()
  return { title: groupTitle(groupOf(await searchParams), terminologyOf(tenant)) }
}

export default async function LiveOpportunitiesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute('/admin/investments/opportunities')
  const params = await searchParams
  return <OpportunityListScreen ctx={ctx} group={groupOf(params)} searchParams={params} />
}
