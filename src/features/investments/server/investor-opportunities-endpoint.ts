import type { Endpoint } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { json, validationError } from '@/lib/http'

import { listInvestorOpportunities, ZListInvestorOpportunitiesInput } from './list-investor-opportunities'

/**
 * GET /api/portal/opportunities?page=&limit=&sort=: the investor portal's opportunity list on
 * the fast path (list-investor-opportunities.ts). The session strategy has already tied the user
 * to the request's host; the tenant comes from that user, never from the query.
 */
export const investorOpportunitiesEndpoint: Endpoint = {
  path: '/portal/opportunities',
  method: 'get',
  handler: async (req) => {
    if (!isTenantUser(req.user)) return json({ message: 'Unauthenticated.' }, 401)
    if (!can(req.user.role_id, 'portal_investments', 'index')) return json({ message: 'This action is unauthorized.' }, 403)
    const query = req.searchParams
    const input = ZListInvestorOpportunitiesInput.safeParse({ page: query.get('page') ?? undefined, limit: query.get('limit') ?? undefined, sort: query.get('sort') ?? undefined })
    if (!input.success) {
      const errors: Record<string, string[]> = {}
      for (const issue of input.error.issues) (errors[issue.path.join('.') || 'query'] ??= []).push(issue.message)
      return validationError(errors)
    }
    const result = await listInvestorOpportunities(req.payload, req.user, input.data)
    return json(result, 200, { 'Cache-Control': 'private, no-store' })
  },
}
