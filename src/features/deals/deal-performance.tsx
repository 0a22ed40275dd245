import { Card, SimpleGrid, Stat } from '@chakra-ui/react'
import { differenceInCalendarDays } from 'date-fns'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import { ProgressBar } from '@/ui/progress-bar'

type TPipeline = { stages?: { id?: string | null; name: string }[] | null }

/**
 * A deal's performance tab: how far it has come through its pipeline and how it stands against its
 * expected close. Amounts raised against the deal arrive with investments (issue 10).
 */
export function DealPerformance({ row, now = new Date() }: { row: TRow; now?: Date }) {
  const stages = (row.pipeline && typeof row.pipeline === 'object' ? ((row.pipeline as TPipeline).stages ?? []) : []).filter((stage) => stage.id)
  const position = stages.findIndex((stage) => stage.id === row.stage)
  const progress = stages.length ? Math.round(((position + 1) / stages.length) * 100) : 0
  const closesAt = typeof row.expectedCloseAt === 'string' ? row.expectedCloseAt : null
  const daysToClose = closesAt ? differenceInCalendarDays(new Date(closesAt), now) : null
  const daysInPipeline = typeof row.createdAt === 'string' ? differenceInCalendarDays(now, new Date(row.createdAt)) : null
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Progress</Card.Title>
      </Card.Header>
      <Card.Body gap={6}>
        <ProgressBar
          value={progress}
          ariaLabel="Progress through the pipeline"
          label={
            <>
              Stage {position + 1} of {stages.length}: {stages[position]?.name ?? '—'}
            </>
          }
        />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
          <Stat.Root>
            <Stat.Label>Amount</Stat.Label>
            <Stat.ValueText>{typeof row.amount === 'number' ? formatMoney(row.amount, String(row.currency ?? 'GBP')) : '—'}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Days in the pipeline</Stat.Label>
            <Stat.ValueText>{daysInPipeline ?? '—'}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>Expected close</Stat.Label>
            <Stat.ValueText>{formatDate(closesAt)}</Stat.ValueText>
            {daysToClose !== null && <Stat.HelpText>{daysToClose >= 0 ? `in ${daysToClose} days` : `${-daysToClose} days overdue`}</Stat.HelpText>}
          </Stat.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
