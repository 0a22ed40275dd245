import { Card, Link, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { formatMoney } from '@/lib/money'
import { loadMyOpenTasks } from '@/lib/records/my-tasks'
import { relativeTime } from '@/lib/relative-time'
import { dealStageFigures, opportunityStageFigures, type TMoneyTotal } from '@/lib/stats/overview-stats'
import { MY_TASKS_PATH } from '@/navigation/admin-routes'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'
import { FigureBars } from '@/ui/charts/figure-bars'
import { SectionCard } from '@/ui/layout/section-card'

import { groupTitle, OPPORTUNITY_GROUPS } from './opportunity-groups'
import { countOpportunities, recentlyUpdatedOpportunities, type TSignedInContext } from './opportunity-queries'
import { StageBadge } from './stage-badge'
import { adminPathForOpportunity, EXISTING_STAGES, OPPORTUNITY_STAGE, type TOpportunityStage } from '@/domain/investments/stages'

const RECENT_LIMIT = 5

const totals = (amounts: TMoneyTotal[]) => (amounts.length ? amounts.map((amount) => formatMoney(Number(amount.minor), amount.currency)).join(' · ') : '—')

/** The list a stage's bar opens: the drafts view, or the live or existing list filtered to that stage. */
function stageListHref(stage: TOpportunityStage): string {
  if (stage === OPPORTUNITY_STAGE.draft) return OPPORTUNITY_GROUPS.drafts.listPath
  const group = EXISTING_STAGES.includes(stage) ? OPPORTUNITY_GROUPS.existing : OPPORTUNITY_GROUPS.live
  return `${group.listPath}?filter[stage]=${stage}`
}

/** A first, plain admin overview (spec 2.1 /admin): opportunity counts and the latest changes. */
export async function OverviewScreen({ ctx }: { ctx: TSignedInContext }) {
  const role = ctx.user.role_id
  const terminology = terminologyOf(ctx.tenant)
  const groups = Object.values(OPPORTUNITY_GROUPS).map((group) => ({
    title: groupTitle(group, terminology),
    stages: group.stages,
    href: can(role, group.resource, 'index') ? group.listPath : null,
  }))
  // Counts run as the user, so a stage the role may not read counts as zero.
  const [counts, recent, byStage, deals, myTasks] = await Promise.all([
    Promise.all(groups.map((group) => countOpportunities(ctx, group.stages))),
    recentlyUpdatedOpportunities(ctx, RECENT_LIMIT),
    opportunityStageFigures(ctx.payload, ctx.user),
    dealStageFigures(ctx.payload, ctx.user),
    loadMyOpenTasks(ctx),
  ])
  const pipelines = [...new Set(deals.map((figure) => figure.pipeline))]
  const now = new Date()
  return (
    <>
      <PageHeader title={term(terminology, 'overview')} description={`Welcome back, ${ctx.user.name}.`} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4} mb={8}>
        {groups.map((group, index) => (
          <Card.Root key={group.title} size="sm" role="group" aria-label={group.title}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{group.title}</Stat.Label>
                <Stat.ValueText>{counts[index]}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
            {/* Outside the Stat: its <dl> may only hold <dt>/<dd> (axe definition-list). */}
            {group.href && (
              <Card.Footer>
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <NextLink href={group.href}>View list</NextLink>
                </Link>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
        <Card.Root size="sm" data-testid="my-tasks-card">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>My open tasks</Stat.Label>
              <Stat.ValueText>{myTasks.length}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
          <Card.Footer>
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <NextLink href={MY_TASKS_PATH}>View my tasks</NextLink>
            </Link>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} mb={8} alignItems="start">
        {byStage.length > 0 && (
          <SectionCard title="Opportunities by stage">
            <FigureBars title="Opportunities by stage" data={byStage.map((figure) => ({ name: figure.label, value: figure.count, href: stageListHref(figure.stage) }))} />
          </SectionCard>
        )}
        {byStage.length > 0 && (
          <SectionCard title="Amounts targeted">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Stage</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Target</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {byStage.map((figure) => (
                  <Table.Row key={figure.stage}>
                    <Table.Cell>{figure.label}</Table.Cell>
                    <Table.Cell textAlign="end">{totals(figure.targets)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Text color="fg.muted" fontSize="sm" mt={3}>
              Amounts raised appear here once investments are recorded.
            </Text>
          </SectionCard>
        )}
        {pipelines.map((pipeline) => (
          <SectionCard key={pipeline} title={`Deals: ${pipeline}`}>
            <FigureBars
              title={`Deals by stage in ${pipeline}`}
              data={deals.filter((figure) => figure.pipeline === pipeline).map((figure) => ({ name: figure.stage, value: figure.count, href: `/admin/investments/deals?view=board&pipeline=${figure.pipelineId}` }))}
            />
          </SectionCard>
        ))}
      </SimpleGrid>
      <SectionCard title="Recently updated opportunities">
        {recent.length === 0 ? (
          <Text color="fg.muted">No opportunities yet.</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>Stage</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Updated</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {recent.map((opportunity) => (
                <Table.Row key={opportunity.id}>
                  <Table.Cell>
                    <Stack gap={1}>
                      <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
                        <NextLink href={adminPathForOpportunity(opportunity)}>{opportunity.title}</NextLink>
                      </Link>
                      <Stack display={{ base: 'flex', sm: 'none' }} direction="row">
                        <StageBadge stage={opportunity.stage} />
                      </Stack>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
                    <StageBadge stage={opportunity.stage} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted">
                    {relativeTime(opportunity.updatedAt, now)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </SectionCard>
    </>
  )
}
