import { z } from 'zod'

import { ZListColumns } from '@/domain/lists/list-preference-body'
import { defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import type { TResourceDefinition } from './define-resource'
import { knownColumns, saveColumnChoice } from './list-preferences'
import { resourceRequest, resourcesByKey } from './resource-request'

const ZColumnsInput = z.object({ columns: ZListColumns })

/**
 * PUT /api/resources/{key}/columns { columns: ['name', 'amount'] }: the columns the signed-in person
 * shows on this list, kept for them (and only them) in their tenant. Names the list does not declare
 * are dropped; a choice with none of its columns is refused (422), so at least one column stays.
 */
export function resourceColumnsEndpoint(resources: readonly TResourceDefinition[]) {
  const byKey = resourcesByKey(resources)
  return defineEndpoint({
    path: '/resources/:key/columns',
    method: 'put',
    handler: async (req) => {
      const { user, resource } = await resourceRequest(req, byKey, 'index')
      const input = await parseBody(req, ZColumnsInput)
      const columns = knownColumns(resource, input.columns)
      if (columns.length === 0) throw invalid({ columns: ['Choose at least one of the list’s columns'] })
      await saveColumnChoice({ payload: req.payload, user }, resource, columns, req)
      return json({ columns })
    },
  })
}
