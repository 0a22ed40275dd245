import { requirePermission, requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'

import { dealStageFigures, opportunityStageFigures } from './overview-stats'

// spec 7 /api/stats/*: the overview's figures for staff who may open the overview.

export const opportunityStatsEndpoint = defineEndpoint({
  path: '/stats/opportunities',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'overview', 'index')
    return Response.json({ data: await opportunityStageFigures(req.payload, user) })
  },
})

export const dealStatsEndpoint = defineEndpoint({
  path: '/stats/deals',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'overview', 'index')
    return Response.json({ data: await dealStageFigures(req.payload, user) })
  },
})
