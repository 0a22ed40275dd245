import type { Payload, TypedUser } from 'payload'
import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { defineEndpoint, invalid } from '@/lib/app-error'
import { fieldErrorsOf, responseOf, type TJsonAnswer } from '@/lib/http'
import { paginationOf } from '@/lib/pagination'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { holderInvestments } from '../../money/ledger-figures'

export const HOLDER_INVESTMENTS_PATH = '/api/investments/user'

const ZQuery = z.object({
  page: z.coerce.number().int('Choose a whole page number').min(1, 'Pages start at 1').max(1_000_000).default(1),
  limit: z.coerce.number().int('Choose a whole number of rows').min(1, 'Ask for at least one row').max(100, 'Ask for at most 100 rows').default(20),
})

/**
 * GET /api/investments/user?page=&limit= (spec 7): the signed-in investor's own investments, newest
 * first, in Payload's paginated shape, each with its opportunity and what the ledger says was paid.
 * The holder and the tenant are the session's, never the query's. Under hide_payment_reference the
 * references are left out, as in the pay instructions and the invest call's answer (decision 031).
 */
export async function answerHolderInvestments(payload: Payload, user: TypedUser | null | undefined, query: URLSearchParams): Promise<TJsonAnswer> {
  const investor = requireTenantUser(user)
  requirePermission(investor, 'portal_investments', 'index')
  const input = ZQuery.safeParse({ page: query.get('page') || undefined, limit: query.get('limit') || undefined })
  if (!input.success) throw invalid(fieldErrorsOf(input.error, 'query'))
  const { page, limit } = input.data
  const tenantId = tenantIdOf(investor.tenant)!
  const { total, rows } = await holderInvestments(payload, investor.id, tenantId, { limit, offset: (page - 1) * limit })
  const tenant = await tenantById(payload, tenantId)
  const docs = tenant && featuresOf(tenant).hide_payment_reference ? rows.map((row) => ({ ...row, paymentReference: null })) : rows
  return { status: 200, body: { docs, ...paginationOf(total, page, limit) }, headers: { 'Cache-Control': 'private, no-store' } }
}

/** The same answer through Payload's router (npm run dev); production's HTTP server answers it first (src/server/fast-routes.ts). */
export const holderInvestmentsEndpoint = defineEndpoint({
  path: '/user',
  method: 'get',
  handler: async (req) => responseOf(await answerHolderInvestments(req.payload, req.user, req.searchParams)),
})
