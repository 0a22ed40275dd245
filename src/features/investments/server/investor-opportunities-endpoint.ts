import type { Payload, TypedUser } from 'payload'

import { requirePermission, requireTenantUser } from '@/access/require-user'
import { portalStepFor, portalStepError, startCoolingOff } from '@/collections/people/Users/portal-journey'
import { defineEndpoint, errorAnswer, invalid } from '@/lib/app-error'
import { fieldErrorsOf, responseOf, type TJsonAnswer } from '@/lib/http'
import { tenantById } from '@/tenancy/resolve-tenant'

import { listInvestorOpportunities, ZListInvestorOpportunitiesInput } from './list-investor-opportunities'

export const INVESTOR_OPPORTUNITIES_PATH = '/api/portal/opportunities'

/**
 * GET /api/portal/opportunities?page=&limit=&sort=: the investor portal's opportunity list on
 * the fast path (list-investor-opportunities.ts). `user` is what the session strategy made of the
 * request (tied to the request's host); the tenant comes from that user, never from the query.
 */
export async function answerInvestorOpportunities(payload: Payload, user: TypedUser | null | undefined, query: URLSearchParams): Promise<TJsonAnswer> {
  const investor = requireTenantUser(user)
  requirePermission(investor, 'portal_investments', 'index')
  const tenant = await tenantById(payload, investor.tenant)
  const step = await portalStepFor(payload, investor, tenant)
  if (step === 'cooling-off') await startCoolingOff(payload, investor)
  if (step) return errorAnswer(portalStepError(step, tenant))
  const input = ZListInvestorOpportunitiesInput.safeParse({ page: query.get('page') ?? undefined, limit: query.get('limit') ?? undefined, sort: query.get('sort') ?? undefined })
  if (!input.success) throw invalid(fieldErrorsOf(input.error, 'query'))
  // Private to the investor: no shared cache may keep it.
  return { status: 200, body: await listInvestorOpportunities(payload, investor, input.data), headers: { 'Cache-Control': 'private, no-store' } }
}

/**
 * The same answer through Payload's REST router. In production the HTTP server answers this path
 * before Next and Payload see it (src/server/fast-routes.ts); this endpoint serves `npm run dev`,
 * where edits must hot-reload, and any deployment that runs Next without our server.
 */
export const investorOpportunitiesEndpoint = defineEndpoint({
  path: INVESTOR_OPPORTUNITIES_PATH.slice('/api'.length),
  method: 'get',
  handler: async (req) => responseOf(await answerInvestorOpportunities(req.payload, req.user, req.searchParams)),
})
