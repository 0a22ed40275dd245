import { Button, HStack } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { COLUMN_LIMIT } from '@/domain/deals/deal-board'
import { formatMoney } from '@/lib/money'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { EmptyPanel } from '@/ui/empty-panel'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { DealBoard } from './deal-board'
import { boardStyles } from './deal-board-styles'


const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The board view of the deals list: the chosen pipeline's stages as columns (?pipeline=id, default the first by name). */
export async function DealBoardScreen({ ctx, searchParams }: { ctx: TDetailContext; searchParams: TSearchParams }) {
  const pipelines = await ctx.payload.find({
    collection: 'pipelines',
    where: { tenant: { equals: ctx.tenant.id } },
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    sort: 'name',
    limit: 100,
    select: { name: true, stages: true },
  })
  const chosen = pipelines.docs.find((pipeline) => String(pipeline.id) === first(searchParams.pipeline)) ?? pipelines.docs[0]
  if (!chosen) {
    return (
      <EmptyPanel title="There is no pipeline yet." description="A board shows the deals of one pipeline, a column per stage." />
    )
  }
  const stages = (chosen.stages ?? []).filter((stage): stage is typeof stage & { id: string } => !!stage.id).map((stage) => ({ id: stage.id, name: stage.name }))
  // A query per column (its first COLUMN_LIMIT deals by name and its count), through the access rules.
  const columns = await Promise.all(
    stages.map(async (stage) => {
      const page = await ctx.payload.find({
        collection: 'deals',
        where: { and: [{ tenant: { equals: ctx.tenant.id } }, { pipeline: { equals: chosen.id } }, { stage: { equals: stage.id } }] },
        overrideAccess: false,
        user: ctx.user,
        depth: 0,
        sort: ['name', 'id'],
        limit: COLUMN_LIMIT,
        select: { name: true, company: true, amount: true, currency: true, stage: true },
      })
      return { ...stage, total: page.totalDocs, deals: page.docs }
    }),
  )
  const styles = boardStyles()
  return (
    <>
      {pipelines.docs.length > 1 && (
        <HStack as="nav" aria-label="Pipelines" gap={2} mb={4} wrap="wrap">
          {pipelines.docs.map((pipeline) => (
            <Button key={pipeline.id} asChild size="xs" variant={pipeline.id === chosen.id ? 'subtle' : 'ghost'}>
              <NextLink href={`/admin/investments/deals?view=board&pipeline=${pipeline.id}`} aria-current={pipeline.id === chosen.id ? 'page' : undefined}>
                {pipeline.name}
              </NextLink>
            </Button>
          ))}
        </HStack>
      )}
      {styles.elements}
      <DealBoard
        key={chosen.id}
        stages={columns.map(({ id, name, total }) => ({ id, name, total }))}
        canMove={can(ctx.user.role_id, 'pipeline_deals', 'update')}
        classes={styles.classes}
        listHref="/admin/investments/deals"
        deals={columns.flatMap((column) =>
          column.deals.map((deal) => ({
            id: deal.id,
            name: deal.name,
            company: deal.company ?? '',
            amount: deal.amount == null ? '' : formatMoney(deal.amount, deal.currency),
            stage: deal.stage,
          })),
        )}
      />
    </>
  )
}
