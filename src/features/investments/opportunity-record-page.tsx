import { Text } from '@chakra-ui/react'

import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { opportunityActionsFor } from './opportunity-actions'
import { OpportunityContentSummary } from './opportunity-content'
import { loadOpportunityContent } from './opportunity-content-data'
import { OpportunityDetailCards } from './opportunity-detail-cards'
import { OpportunityFacts } from './opportunity-facts'
import { groupTitle, type TOpportunityGroup } from './opportunity-groups'
import { OpportunityCapTable, OpportunityCapTablePerformance, OpportunityPerformance } from './opportunity-money-figures'
import type { TSignedInContext } from './opportunity-queries'
import { OPPORTUNITY_RESOURCES } from './opportunity-resources'
import { OpportunityStageActions } from './opportunity-stage-actions'
import { OpportunityInterestsPanel } from './opportunity-interests-panel'
import { SoundingInvitationsPanel } from './sounding-invitations-panel'
import { OpportunityTransactions } from './opportunity-transactions'
import { OpportunityPreEmption } from './pre-emption-tab'

type TProps = { ctx: TSignedInContext; group: TOpportunityGroup; id: string; tab: string; searchParams?: TSearchParams }

/** `?page=` of the transactions and cap table tabs: a whole number from 1 (anything else is the first page). */
const pageOf = (searchParams?: TSearchParams) => {
  const raw = searchParams?.page
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1
}

function Summary({ row }: { row: TRow }) {
  const opportunity = row as TRow & { targetAmount: number; currency: string; opensAt?: string | null; closesAt?: string | null; slug: string; updatedAt: string }
  return (
    <OpportunityDetailCards
      summaryTitle="Summary"
      summary={row.summary}
      facts={
        <OpportunityFacts
          opportunity={opportunity}
          extra={[
            { label: 'Slug', value: <Text wordBreak="break-all">{opportunity.slug}</Text> },
            { label: 'Last updated', value: formatDate(opportunity.updatedAt) },
          ]}
        />
      }
    />
  )
}

/** Key points, dates, team, gallery, figures and classification, read as the viewer. */
async function Content({ ctx, row }: { ctx: TProps['ctx']; row: TRow }) {
  return <OpportunityContentSummary content={await loadOpportunityContent(ctx, row)} />
}

/** The lifecycle buttons (stage moves, clone, delete) this user may use on this record, decided on the server. */
async function LifecycleActions({ ctx, row }: { ctx: TProps['ctx']; row: TRow }) {
  return <OpportunityStageActions {...await opportunityActionsFor(ctx, { id: row.id, title: String(row.title ?? ''), stage: Number(row.stage) })} />
}

/**
 * Live or existing details and their tabs (spec 2.1) on the kit. An id the user may not read, one
 * whose stage belongs to the other area, or a tab the record lacks for this role is a 404.
 */
export function OpportunityRecordPage({ ctx, group, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={OPPORTUNITY_RESOURCES[group.key]}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: group.listPath, label: groupTitle(group, terminologyOf(ctx.tenant)) }}
      actions={(row) => <LifecycleActions ctx={ctx} row={row} />}
      slots={{
        summary: (row) => (
          <>
            <Summary row={row} />
            {/* spec 3 interest options (decision 031): what investors said, on live opportunities. */}
            <OpportunityInterestsPanel ctx={ctx} opportunity={{ id: row.id, stage: Number(row.stage) }} />
            {/* Who is invited to the market sounding (decision 040), while market_sounding_enabled. */}
            <SoundingInvitationsPanel ctx={ctx} opportunity={{ id: row.id, stage: Number(row.stage) }} />
          </>
        ),
        content: (row) => <Content ctx={ctx} row={row} />,
        // The money tabs (issue 10): figures from the ledger, each with its empty state.
        transactions: (row) => <OpportunityTransactions ctx={ctx} row={row} page={pageOf(searchParams)} />,
        performance: (row) => <OpportunityPerformance ctx={ctx} row={row} />,
        'cap-table': (row) => <OpportunityCapTable ctx={ctx} row={row} page={pageOf(searchParams)} />,
        'cap-table-performance': (row) => <OpportunityCapTablePerformance ctx={ctx} row={row} />,
        // Pre-emption rounds (issue 10 §8, decision 015), stages 5 and 6.
        'pre-emption': (row) => <OpportunityPreEmption ctx={ctx} row={row} searchParams={searchParams} />,
      }}
    />
  )
}
