import { guardAdminRoute } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { groupTitle, OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityListScreen } from '@/features/investments/opportunity-list-screen'
import { terminologyOf } from '@/tenancy/branding'

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: groupTitle(OPPORTUNITY_GROUPS.existing, terminologyOf(tenant)) }
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ExistingOpportunitiesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute('/admin/investments/existing')
  return <OpportunityListScreen ctx={ctx} group={OPPORTUNITY_GROUPS.existing} searchParams={await searchParams} />
}
