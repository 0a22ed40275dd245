import type { PayloadRequest } from 'payload'

import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { requestTenant } from '@/tenancy/request-tenant'
import { featuresOf } from '@/tenancy/branding'

import { dealStageFigures, fundFigures, investorFigures, opportunityStageFigures, reportFigures } from './overview-stats'

// spec 7 /api/stats/*: the overview's figures for staff who may open the overview. Each area's
// figures also need the role's right to list that area (investors, funds, update reports): 403
// without it; funds answer 404 while the tenant's funds are off, as the funds area does.

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

/** An area's figures, or 403 when the role may not list the area (the figures function answers null). */
const areaStats = (path: string, figures: (req: PayloadRequest) => Promise<unknown>) =>
  defineEndpoint({
    path,
    method: 'get',
    handler: async (req) => {
      const user = requireTenantUser(req.user)
      requirePermission(user, 'overview', 'index')
      const data = await figures(req)
      if (data === null) throw new AppError('forbidden')
      return Response.json({ data })
    },
  })

export const investorStatsEndpoint = areaStats('/stats/investors', (req) => investorFigures(req.payload, requireTenantUser(req.user)))

export const fundStatsEndpoint = areaStats('/stats/funds', async (req) => {
  const tenant = await requestTenant(req)
  if (!featuresOf(tenant).funds_enabled) throw new AppError('not_found')
  return fundFigures(req.payload, requireTenantUser(req.user))
})

export const reportStatsEndpoint = areaStats('/stats/reports', (req) => reportFigures(req.payload, requireTenantUser(req.user)))
