import { Box } from '@chakra-ui/react'

import { guardPage } from '@/auth/page-guard'
import { OpportunityDetailsScreen } from '@/features/investments/opportunity-details-screen'
import { OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { rowIdOf } from '@/lib/http'
import { DocumentsPanel } from '@/ui/records/documents'

export const metadata = { title: 'Live opportunity' }

export default async function LiveOpportunityDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardPage(`/admin/investments/opportunities/${id}/details`, ['investment_opportunity_live', 'show'])
  const rowId = rowIdOf(id)
  return (
    <>
      <OpportunityDetailsScreen ctx={ctx} group={OPPORTUNITY_GROUPS.live} id={id} />
      {/* Until the kit's detail view places it (issue 9 §3): the panel answers for its own access. */}
      {rowId !== null && (
        <Box mt={6}>
          <DocumentsPanel ctx={ctx} target={{ collection: 'investment-opportunities', id: rowId }} />
        </Box>
      )}
    </>
  )
}
