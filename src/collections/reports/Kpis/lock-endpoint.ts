import { z } from 'zod'

import { requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'

import { kpiLocker } from './lock-kpi'

const ZLockBody = z.object({ locked: z.boolean('Say locked true or false') })

/**
 * POST /api/kpis/{id}/lock { locked } (spec 6 attributes_lock, Support only; decision 042): locks a
 * KPI so nobody changes or deletes it, or unlocks it, by kpiLocker's rule. 404 for another tenant's
 * KPI or while funds are off; 403 without attributes_lock.
 */
export const lockKpiEndpoint = defineEndpoint({
  path: '/:id/lock',
  method: 'post',
  handler: async (req) => {
    const lock = await kpiLocker(req.payload, requireTenantUser(req.user))
    const id = routeRowId(req)
    const { locked } = await parseBody(req, ZLockBody)
    const name = await lock(id, locked)
    return json({ id, locked, message: `“${name}” is ${locked ? 'locked: nobody can change or delete it until it is unlocked' : 'unlocked'}.` })
  },
})
