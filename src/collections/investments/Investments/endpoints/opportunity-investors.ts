import type { Payload, TypedUser } from 'payload'
import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { defineEndpoint, invalid } from '@/lib/app-error'
import { fieldErrorsOf, responseOf, type TJsonAnswer } from '@/lib/http'
import { paginationOf } from '@/lib/pagination'

import { capTablePage, latestSharePrice } from '../../money/ledger-figures'
import { opportunityForStaff, opportunityParam } from './shared'

export const OPPORTUNITY_INVESTORS_PATH = '/api/investments/investors'

const ZQuery = z.object({
  page: z.coerce.number().int('Choose a whole page number').min(1, 'Pages start at 1').max(1_000_000).default(1),
  limit: z.coerce.number().int('Choose a whole number of rows').min(1, 'Ask for at least one row').max(500, 'Ask for at most 500 rows').default(100),
})

/**
 * GET /api/investments/investors?opportunity=ID&page=&limit= (spec 7): the opportunity's investors,
 * largest holdings first, with what each has invested, paid and holds, from the ledger, a page at a
 * time (Payload's pagination fields) with the whole table's totals. For staff who may see its
 * transactions. On the fast path in production (src/server/fast-routes.ts).
 */
export async function answerOpportunityInvestors(payload: Payload, user: TypedUser | null | undefined, query: URLSearchParams): Promise<TJsonAnswer> {
  const staff = requireTenantUser(user)
  const input = ZQuery.safeParse({ page: query.get('page') || undefined, limit: query.get('limit') || undefined })
  if (!input.success) throw invalid(fieldErrorsOf(input.error, 'query'))
  const opportunity = await opportunityForStaff({ payload }, staff, opportunityParam({ searchParams: query }), 'transactions')
  const tenantId = tenantIdOf(staff.tenant)!
  const { page, limit } = input.data
  const price = await latestSharePrice(payload, opportunity.id, tenantId)
  const { totals, rows } = await capTablePage(payload, opportunity.id, tenantId, price, { limit, offset: (page - 1) * limit })
  return {
    status: 200,
    body: {
      opportunity: { id: opportunity.id, title: opportunity.title, currency: opportunity.currency },
      totals: { holders: totals.holders, invested: totals.invested, paid: totals.paid, shares: totals.shares },
      data: rows.map((row) => ({ id: row.holderId, holderKind: row.holderKind, name: row.name, email: row.email, invested: row.invested, paid: row.paid, shares: row.shares, percentage: row.percentage })),
      ...paginationOf(totals.holders, page, limit),
    },
    headers: { 'Cache-Control': 'private, no-store' },
  }
}

export const opportunityInvestorsEndpoint = defineEndpoint({
  path: '/investors',
  method: 'get',
  handler: async (req) => responseOf(await answerOpportunityInvestors(req.payload, req.user, req.searchParams)),
})
