import { Button, EmptyState, HStack, VStack } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { PageHeader } from '@/ui/layout/page-header'
import { PagePagination } from '@/ui/layout/page-pagination'

import { terminologyOf } from '@/tenancy/branding'
import type { TTerminology } from '@/tenancy/terminology'

import { groupTitle, OPPORTUNITY_CREATE_PATH, OPPORTUNITY_GROUPS, type TOpportunityGroup } from './opportunity-groups'
import { DEFAULT_OPPORTUNITY_SORT, listOpportunities, parseListParams, type TOpportunitySort, type TSignedInContext } from './opportunity-queries'
import { OpportunityTable } from './opportunity-table'

type TProps = {
  ctx: TSignedInContext
  group: TOpportunityGroup
  searchParams: Record<string, string | string[] | undefined>
}

/** The list's address (which may carry its view) with a page and a sort. */
function listHref(listPath: string, { page, sort }: { page: number; sort: TOpportunitySort }): string {
  const [path, view] = listPath.split('?')
  const query = new URLSearchParams(view)
  if (sort !== DEFAULT_OPPORTUNITY_SORT) query.set('sort', sort)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** The live list and its drafts view, as two links (the current one marked). */
function LiveViews({ current, terminology }: { current: TOpportunityGroup; terminology: TTerminology }) {
  return (
    <HStack as="nav" aria-label="Opportunity views" gap={2} mb={4}>
      {[OPPORTUNITY_GROUPS.live, OPPORTUNITY_GROUPS.drafts].map((group) => (
        <Button key={group.key} asChild size="sm" variant={group.key === current.key ? 'solid' : 'outline'} colorPalette="brand">
          <NextLink href={group.listPath} aria-current={group.key === current.key ? 'page' : undefined}>
            {groupTitle(group, terminology)}
          </NextLink>
        </Button>
      ))}
    </HStack>
  )
}

/** The live or existing list (spec 2.1): one screen, configured by its stage group. */
export async function OpportunityListScreen({ ctx, group, searchParams }: TProps) {
  const { page, sort } = parseListParams(searchParams)
  const terminology = terminologyOf(ctx.tenant)
  const result = await listOpportunities(ctx, group.stages, { page, sort })
  // "Create opportunity" lives with the live list (spec 2.2 create menus need create permission).
  const canCreate = group.key !== 'existing' && can(ctx.user.role_id, 'investment_opportunity_live', 'create')
  return (
    <>
      <PageHeader
        title={groupTitle(group, terminology)}
        description={result.totalDocs === 1 ? '1 opportunity' : `${result.totalDocs} opportunities`}
        actions={
          canCreate && (
            <Button asChild colorPalette="brand">
              <NextLink href={OPPORTUNITY_CREATE_PATH}>Create opportunity</NextLink>
            </Button>
          )
        }
      />
      {group.key !== 'existing' && <LiveViews current={group} terminology={terminology} />}
      {result.docs.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{page > 1 ? 'There is nothing on this page.' : group.emptyText}</EmptyState.Title>
              {page > 1 && (
                <Button asChild size="sm" variant="outline">
                  <NextLink href={listHref(group.listPath, { page: 1, sort })}>Back to the first page</NextLink>
                </Button>
              )}
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <OpportunityTable rows={result.docs} sort={sort} sortHref={(next) => listHref(group.listPath, { page: 1, sort: next })} />
          <PagePagination
            page={result.page ?? page}
            totalPages={result.totalPages}
            hrefs={{
              previous: result.hasPrevPage ? listHref(group.listPath, { page: (result.page ?? page) - 1, sort }) : null,
              next: result.hasNextPage ? listHref(group.listPath, { page: (result.page ?? page) + 1, sort }) : null,
            }}
          />
        </>
      )}
    </>
  )
}
