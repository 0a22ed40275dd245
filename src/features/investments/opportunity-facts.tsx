import { DataList } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

import { StageBadge } from './stage-badge'

type TFacts = {
  stage?: number
  targetAmount: number
  currency: string
  opensAt?: string | null
  closesAt?: string | null
}

/** The key figures of an opportunity as a label/value list; stage only where the reader needs it. */
export function OpportunityFacts({ opportunity, extra = [] }: { opportunity: TFacts; extra?: Array<{ label: string; value: ReactNode }> }) {
  const items: Array<{ label: string; value: ReactNode }> = [
    ...(opportunity.stage !== undefined ? [{ label: 'Stage', value: <StageBadge stage={opportunity.stage} /> }] : []),
    { label: 'Target amount', value: formatMoney(opportunity.targetAmount, opportunity.currency) },
    { label: 'Opens', value: formatDate(opportunity.opensAt) },
    { label: 'Closes', value: formatDate(opportunity.closesAt) },
    ...extra,
  ]
  return (
    <DataList.Root orientation="vertical" gap={4}>
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
