import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { csvResponse } from './csv-response'
import type { TResourceDefinition } from './define-resource'
import { countResourceRows, resourceCsv } from './resource-export'
import { parseListQuery } from './resource-query'

/**
 * GET /api/resources/{key}/export?filter[...]: the whole filtered list as CSV, streamed, for
 * whoever may open the list. `X-Total-Count` lets the browser show progress.
 */
export function resourceExportEndpoint(resources: readonly TResourceDefinition[]) {
  const byKey = new Map(resources.filter((resource) => resource.exportable).map((resource) => [resource.key, resource]))
  return defineEndpoint({
    path: '/resources/:key/export',
    method: 'get',
    handler: async (req) => {
      const user = requireTenantUser(req.user)
      const resource = byKey.get(String(req.routeParams?.key))
      if (!resource) throw new AppError('not_found')
      requirePermission(user, resource.permission, 'index')
      const tenant = await tenantById(req.payload, user.tenant)
      if (!tenant || (resource.feature && !featuresOf(tenant)[resource.feature])) throw new AppError('not_found')
      const query = parseListQuery(resource, Object.fromEntries(req.searchParams))
      const ctx = { payload: req.payload, user, tenantId: tenant.id }
      const total = await countResourceRows(resource, ctx, query.filters)
      const day = new Date().toISOString().slice(0, 10)
      return csvResponse(resourceCsv(resource, ctx, query.filters), `${resource.key}-${day}.csv`, total)
    },
  })
}
