import type { Payload } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission } from '@/access/require-user'
import { AppError } from '@/lib/app-error'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

/**
 * attributes_lock's rule (spec 6, Support only; decision 042), for POST /api/kpis/{id}/lock and the
 * demo seed alike: `user` may lock (403 otherwise) where KPIs exist (404 while funds are off); then
 * the returned function locks or unlocks a KPI of the user's tenant (404 for any other) and answers
 * its name. The only writer of `locked` (the field refuses every API write).
 */
export async function kpiLocker(payload: Payload, user: TTenantUser): Promise<(id: number, locked: boolean) => Promise<string>> {
  requirePermission(user, 'attributes_lock', 'index')
  const tenantId = tenantIdOf(user.tenant)!
  const tenant = await tenantById(payload, tenantId)
  if (!tenant || !featuresOf(tenant).funds_enabled) throw new AppError('not_found')
  return async (id, locked) => {
    const { rows } = await payload.db.pool.query<{ name: string }>('UPDATE kpis SET locked = $1, updated_at = now() WHERE id = $2 AND tenant_id = $3 RETURNING name', [locked, id, tenantId])
    if (!rows[0]) throw new AppError('not_found')
    return rows[0].name
  }
}
