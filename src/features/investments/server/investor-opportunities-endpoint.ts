import type { Endpoint, Payload, TypedUser } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { nextPortalStep, portalStepRefusal } from '@/domain/onboarding/portal-gate'
import { fieldErrorsOf, responseOf, VALIDATION_MESSAGE, type TJsonAnswer } from '@/lib/http'
import { tenantById } from '@/tenancy/resolve-tenant'

import { listInvestorOpportunities, ZListInvestorOpportunitiesInput } from './list-investor-opportunities'

export const INVESTOR_OPPORTUNITIES_PATH = '/api/portal/opportunities'

/**
 * GET /api/portal/opportunities?page=&limit=&sort=: the investor portal's opportunity list on
 * the fast path (list-investor-opportunities.ts). `user` is what the session strategy made of the
 * request (tied to the request's host); the tenant comes from that user, never from the query.
 */
export async function answerInvestorOpportunities(payload: Payload, user: TypedUser | null | undefined, query: URLSearchParams): Promise<TJsonAnswer> {
  if (!isTenantUser(user)) return { status: 401, body: { message: 'Unauthenticated.' } }
  if (!can(user.role_id, 'portal_investments', 'index')) return { status: 403, body: { message: 'This action is unauthorized.' } }
  const tenant = await tenantById(payload, user.tenant)
  const step = tenant ? nextPortalStep(user, tenant) : 'verify-email'
  if (step) return portalStepRefusal(step)
  const input = ZListInvestorOpportunitiesInput.safeParse({ page: query.get('page') ?? undefined, limit: query.get('limit') ?? undefined, sort: query.get('sort') ?? undefined })
  if (!input.success) return { status: 422, body: { message: VALIDATION_MESSAGE, errors: fieldErrorsOf(input.error, 'query') } }
  // Private to the investor: no shared cache may keep it.
  return { status: 200, body: await listInvestorOpportunities(payload, user, input.data), headers: { 'Cache-Control': 'private, no-store' } }
}

/**
 * The same answer through Payload's REST router. In production the HTTP server answers this path
 * before Next and Payload see it (src/server/fast-routes.ts); this endpoint serves `npm run dev`,
 * where edits must hot-reload, and any deployment that runs Next without our server.
 */
export const investorOpportunitiesEndpoint: Endpoint = {
  path: INVESTOR_OPPORTUNITIES_PATH.slice('/api'.length),
  method: 'get',
  handler: async (req) => responseOf(await answerInvestorOpportunities(req.payload, req.user, req.searchParams)),
}
