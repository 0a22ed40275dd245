import { Badge } from '@chakra-ui/react'

import { isOpportunityStage, STAGE_LABEL, type TOpportunityStage } from '@/domain/investments/stages'

export const STAGE_PALETTE: Record<TOpportunityStage, string> = {
  1: 'gray',
  2: 'green',
  3: 'teal',
  4: 'orange',
  5: 'blue',
  6: 'purple',
}

/** The stage's spec 4 label as a coloured tag. */
export function StageBadge({ stage }: { stage: number }) {
  if (!isOpportunityStage(stage)) return <Badge>Stage {stage}</Badge>
  return (
    <Badge colorPalette={STAGE_PALETTE[stage]} variant="subtle" whiteSpace="nowrap">
      {STAGE_LABEL[stage]}
    </Badge>
  )
}
