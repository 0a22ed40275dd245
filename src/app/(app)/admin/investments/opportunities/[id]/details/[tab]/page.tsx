import { guardAdminRoute } from '@/auth/page-guard'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityRecordPage } from '@/features/investments/opportunity-record-page'

export const metadata = { title: OPPORTUNITY_GROUPS.live.singular }

export default async function OpportunityTabPage({ params, searchParams }: { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investments/opportunities/${encodeURIComponent(id)}/details/${encodeURIComponent(tab)}`)
  return <OpportunityRecordPage ctx={ctx} group={OPPORTUNITY_GROUPS.live} id={id} tab={tab} searchParams={await searchParams} />
}
