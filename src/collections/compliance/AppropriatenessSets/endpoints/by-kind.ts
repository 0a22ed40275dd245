import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import type { TAction } from '@/access/permissions'
import { APPROPRIATENESS_KINDS, type TAppropriatenessKind } from '@/domain/compliance/appropriateness'
import { ZAppropriatenessSetContent } from '@/domain/compliance/appropriateness-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

import { appropriatenessSetFor } from '../appropriateness-sets'

// The settings editors' calls (issue 12 §5 "investor", decision 030): staff with spec 6's
// `compliance` right read (index) and save (update) the tenant's set of one kind, correct answers
// included. The tenant is the session's; a kind outside the three is a 404.

function staffFor(req: PayloadRequest, action: TAction): { user: TTenantUser; tenantId: number; kind: TAppropriatenessKind } {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'compliance', action)
  const kind = String(req.routeParams?.kind ?? '')
  if (!(APPROPRIATENESS_KINDS as readonly string[]).includes(kind)) throw new AppError('not_found')
  return { user, tenantId: tenantIdOf(user.tenant)!, kind: kind as TAppropriatenessKind }
}

/** GET /api/appropriateness-sets/by-kind/{kind}: the tenant's set (or the UK default, `custom: false`). */
export const readSetByKindEndpoint = defineEndpoint({
  path: '/by-kind/:kind',
  method: 'get',
  handler: async (req) => {
    const { tenantId, kind } = staffFor(req, 'index')
    return json({ set: await appropriatenessSetFor(req.payload, tenantId, kind) }, 200, { 'Cache-Control': 'private, no-store' })
  },
})

/**
 * POST /api/appropriateness-sets/by-kind/{kind} { title, intro, questions, passMark, allowedTries }:
 * replaces the tenant's set of that kind (created on the first save). Attempts keep the questions
 * as they were asked, so a change rewrites no history. Concurrent first saves: the unique index on
 * (tenant, kind) and the row lock settle them.
 */
export const saveSetByKindEndpoint = defineEndpoint({
  path: '/by-kind/:kind',
  method: 'post',
  handler: async (req) => {
    const { tenantId, kind } = staffFor(req, 'update')
    const content = await parseBody(req, ZAppropriatenessSetContent)
    const set = await inTransaction(req, async () => {
      const [existing] = await queryInTransaction<{ id: number }>(req, sql`SELECT id FROM appropriateness_sets WHERE tenant_id = ${tenantId} AND kind = ${kind} FOR UPDATE`)
      const data = { ...content, kind, tenant: tenantId }
      return existing
        ? req.payload.update({ collection: 'appropriateness-sets', id: existing.id, data, overrideAccess: true, depth: 0, req })
        : req.payload.create({ collection: 'appropriateness-sets', data, overrideAccess: true, depth: 0, req })
    })
    return json({ set: { ...set, custom: true }, message: 'The questions are saved. Investors get them on their next attempt.' })
  },
})
