import { guardAdminRoute } from '@/auth/page-guard'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { OpportunityRecordPage } from '@/features/investments/opportunity-record-page'

export const metadata = { title: OPPORTUNITY_GROUPS.live.singular }

export default async function OpportunityDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investments/opportunities/${encodeURIComponent(id)}/details`)
  return <OpportunityRecordPage ctx={ctx} group={OPPORTUNITY_GROUPS.live} id={id} tab="" />
}
