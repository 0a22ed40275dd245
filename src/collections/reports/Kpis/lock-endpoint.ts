import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, rowIdOf } from '@/lib/http'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

const ZLockBody = z.object({ locked: z.boolean('Say locked true or false') })

/**
 * POST /api/kpis/{id}/lock { locked } (spec 6 attributes_lock, Support only; decision 042): locks a
 * KPI so nobody changes or deletes it, or unlocks it. The only writer of `locked` (the field refuses
 * every API write). 404 for another tenant's KPI or while funds are off; 403 without attributes_lock.
 */
export const lockKpiEndpoint = defineEndpoint({
  path: '/:id/lock',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'attributes_lock', 'index')
    const tenantId = tenantIdOf(user.tenant)!
    const tenant = await tenantById(req.payload, tenantId)
    if (!tenant || !featuresOf(tenant).funds_enabled) throw new AppError('not_found')
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const { locked } = await parseBody(req, ZLockBody)
    const { rows } = await req.payload.db.pool.query<{ name: string }>('UPDATE kpis SET locked = $1, updated_at = now() WHERE id = $2 AND tenant_id = $3 RETURNING name', [locked, id, tenantId])
    if (!rows[0]) throw new AppError('not_found')
    return json({ id, locked, message: `“${rows[0].name}” is ${locked ? 'locked: nobody can change or delete it until it is unlocked' : 'unlocked'}.` })
  },
})
