import type { Payload } from 'payload'
import { z } from 'zod'

import type { TTenantUser } from '@/access/current-user'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { paginationOf, type TPagination } from '@/lib/pagination'
import { isoUtc } from '@/lib/sql'

import { OPPORTUNITY_PAGE_SIZE, OPPORTUNITY_SORTS, type TOpportunitySort } from '../opportunity-queries'

// The investor's list of visible opportunities, the hot read of the portal (issue 4). Payload's
// generic REST path spends ~2 ms of JavaScript per call on query building, access merging and
// field transforms; this is the same question as
//   GET /api/investment-opportunities?depth=0&select[...]=true&sort=<sort>,id&limit=&page=
// answered with one exact SQL statement through Payload's own pool. The rows a user may see come
// from the collection's access rule itself (stagesFor(user, 'read') within the user's tenant), so
// the two paths cannot drift apart: tests/integration/investor-opportunities-fast-path.test.ts.

/** The fields the portal shows, in the order Payload's REST answer lists them. */
export type TInvestorOpportunityItem = {
  id: number
  title: string
  slug: string
  stage: number
  targetAmount: number
  currency: string
  opensAt: string | null
  closesAt: string | null
}

/** Payload's paginated answer (find at depth 0), so a client can switch between the two paths unchanged. */
export type TInvestorOpportunityPage = TPagination & { docs: TInvestorOpportunityItem[] }

export const INVESTOR_OPPORTUNITIES_MAX_LIMIT = 100

const ZPositiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.number().int().min(1).max(max).optional().default(fallback),
  )

/** ?page=&limit=&sort= as the portal sends them; the sorts are the list screens' own. */
export const ZListInvestorOpportunitiesInput = z.object({
  page: ZPositiveInt(1, 1_000_000),
  limit: ZPositiveInt(OPPORTUNITY_PAGE_SIZE, INVESTOR_OPPORTUNITIES_MAX_LIMIT),
  sort: z.enum(OPPORTUNITY_SORTS).optional().default('closesAt'),
})

export type TListInvestorOpportunitiesInput = z.infer<typeof ZListInvestorOpportunitiesInput>

/**
 * ORDER BY of Payload's drizzle adapter for `sort: [<sort>, 'id']`: the field (ASC puts NULLs last,
 * DESC first, PostgreSQL's defaults, as drizzle's asc()/desc() emit), then id; the created_at
 * tie-breaker Payload appends never applies after a unique id.
 */
const ORDER_BY: Record<TOpportunitySort, string> = {
  title: 'title ASC, id ASC',
  '-title': 'title DESC, id ASC',
  closesAt: 'closes_at ASC, id ASC',
  '-closesAt': 'closes_at DESC, id ASC',
}

/**
 * One statement: the visible set (tenant and stages, index tenant_stage_idx), its size and one
 * page of it (the set inlined into both, not computed whole first: resource-list-sql.ts says why).
 * Numbers and dates are converted in SQL to what Payload returns (numbers, ISO strings), so the
 * driver hands back plain JSON values. A page past the end still yields the count.
 */
export const listInvestorOpportunitiesSql = (sort: TOpportunitySort) => `
WITH visible AS NOT MATERIALIZED (
  SELECT id, title, slug, stage, target_amount, currency, opens_at, closes_at
  FROM investment_opportunities
  WHERE tenant_id = $1 AND stage = ANY($2::numeric[])
)
SELECT total.total_docs, page.*
FROM (SELECT count(*)::int AS total_docs FROM visible) total
LEFT JOIN LATERAL (
  SELECT id, title, slug, stage::int AS stage, target_amount::float8 AS "targetAmount", currency,
         ${isoUtc('opens_at')} AS "opensAt", ${isoUtc('closes_at')} AS "closesAt"
  FROM visible
  ORDER BY ${ORDER_BY[sort]}
  LIMIT $3 OFFSET $4
) page ON true`

type TRow = Omit<TInvestorOpportunityItem, 'id'> & { id: number | null; total_docs: number }

/**
 * The opportunities `user` may read, as the REST list answers them. Callers check the portal
 * permission (portal_investments index) first; an empty stage set returns an empty page, never rows.
 */
export async function listInvestorOpportunities(payload: Payload, user: TTenantUser, input: TListInvestorOpportunitiesInput): Promise<TInvestorOpportunityPage> {
  const stages = stagesFor(user, 'read')
  const tenantId = typeof user.tenant === 'number' ? user.tenant : user.tenant.id
  if (stages.length === 0) return { docs: [], ...paginationOf(0, input.page, input.limit) }
  const { rows } = await payload.db.pool.query<TRow>({
    // A named statement is parsed and planned once per connection.
    name: `list-investor-opportunities-${input.sort}`,
    text: listInvestorOpportunitiesSql(input.sort),
    values: [tenantId, stages, input.limit, (input.page - 1) * input.limit],
  })
  const totalDocs = rows[0]?.total_docs ?? 0
  const docs: TInvestorOpportunityItem[] = []
  for (const row of rows) {
    if (row.id === null) continue
    docs.push({ id: row.id, title: row.title, slug: row.slug, stage: row.stage, targetAmount: row.targetAmount, currency: row.currency, opensAt: row.opensAt, closesAt: row.closesAt })
  }
  return { docs, ...paginationOf(totalDocs, input.page, input.limit) }
}
