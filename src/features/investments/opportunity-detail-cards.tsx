import { SimpleGrid } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { SectionCard } from '@/ui/layout/section-card'

import { OpportunitySummary } from './opportunity-summary'

/** The top of both opportunity detail screens (staff and investor): the summary beside its key facts. */
export function OpportunityDetailCards({ summaryTitle, summary, facts }: { summaryTitle: string; summary: unknown; facts: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6} alignItems="start" mb={6}>
      <SectionCard title={summaryTitle} gridColumn={{ lg: 'span 2' }}>
        <OpportunitySummary summary={summary} />
      </SectionCard>
      <SectionCard title="Key facts">{facts}</SectionCard>
    </SimpleGrid>
  )
}
