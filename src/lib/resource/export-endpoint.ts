import { defineEndpoint } from '@/lib/app-error'

import { csvResponse } from './csv-response'
import type { TResourceDefinition } from './define-resource'
import { countResourceRows, resourceCsv } from './resource-export'
import { parseListQuery, searchParamsOf } from './resource-query'
import { resourceRequest, resourcesByKey } from './resource-request'

/**
 * GET /api/resources/{key}/export?q=…&filter[...]: the whole searched and filtered list as CSV,
 * streamed, for whoever may open the list. `X-Total-Count` lets the browser show progress.
 */
export function resourceExportEndpoint(resources: readonly TResourceDefinition[]) {
  const byKey = resourcesByKey(resources, (resource) => !!resource.exportable)
  return defineEndpoint({
    path: '/resources/:key/export',
    method: 'get',
    handler: async (req) => {
      const { resource, ctx } = await resourceRequest(req, byKey, 'index')
      const query = parseListQuery(resource, searchParamsOf(req.searchParams))
      const total = await countResourceRows(resource, ctx, query)
      const day = new Date().toISOString().slice(0, 10)
      return csvResponse(resourceCsv(resource, ctx, query), `${resource.key}-${day}.csv`, total)
    },
  })
}
