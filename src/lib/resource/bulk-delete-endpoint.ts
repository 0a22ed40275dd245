import { APIError, type PayloadRequest, type Where } from 'payload'
import { z } from 'zod'

import type { TTenantUser } from '@/access/current-user'
import { defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { rowLabel, selectedFields, type TResourceDefinition, type TRow } from './define-resource'
import type { TResourceContext } from './resource-query'
import { resourceRequest, resourcesByKey } from './resource-request'

/** At most this many rows per call: a page holds 20, so select-all-on-page stays far below it. */
export const MAX_BULK_IDS = 100

const MAX_ROW_ID = 2_147_483_647
const ZBulkInput = z.object({
  ids: z
    .array(z.number('Send row ids').int('Send row ids').positive('Send row ids').max(MAX_ROW_ID, 'Send row ids'), 'Send row ids')
    .min(1, 'Choose at least one row')
    .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} rows at a time`),
})

export type TBulkOutcome = {
  deleted: { id: number; label: string }[]
  failed: { id: number; label: string | null; reason: string }[]
}

/** A row the bulk delete leaves alone, and why (shown to the person beside the row's name). */
class RowRefused extends Error {
  constructor(
    message: string,
    readonly label: string | null = null,
  ) {
    super(message)
  }
}

export const NOT_IN_LIST = 'Not found: it is not in this list (or no longer exists).'
export const NOT_DELETED = 'It could not be deleted.'

/** Why a row was not deleted, in words the person may read: the collection's own refusal, or a generic line for anything unexpected. */
function reasonOf(error: unknown, req: PayloadRequest): string {
  if (error instanceof RowRefused) return error.message
  if (error instanceof APIError && error.status < 500 && error.isPublic) return error.status === 404 ? NOT_IN_LIST : error.message
  req.payload.logger.error({ err: error, msg: 'bulk delete: a row failed' })
  return NOT_DELETED
}

/**
 * One row, in a transaction of its own: read as the user within the list (tenant, scope, access),
 * then Payload's delete as the user, so the collection's access and delete rules decide and its
 * activity trail records the delete in that transaction, as a single delete's would.
 */
async function deleteRow(req: PayloadRequest, resource: TResourceDefinition, ctx: TResourceContext, user: TTenantUser, id: number): Promise<string> {
  return inTransaction(req, async () => {
    const where: Where = { and: [{ id: { equals: id } }, { tenant: { equals: ctx.tenantId } }, ...(resource.scope ? [resource.scope as Where] : [])] }
    const { docs } = await req.payload.find({
      collection: resource.collection,
      where,
      overrideAccess: false,
      user,
      req,
      depth: resource.depth ?? 0,
      select: selectedFields(resource),
      limit: 1,
      pagination: false,
    })
    const row = docs[0] as unknown as TRow | undefined
    if (!row) throw new RowRefused(NOT_IN_LIST)
    const label = rowLabel(resource, row)
    try {
      await req.payload.delete({ collection: resource.collection, id, overrideAccess: false, user, req })
    } catch (error) {
      throw error instanceof APIError ? new RowRefused(reasonOf(error, req), label) : error
    }
    return label
  })
}

/**
 * POST /api/resources/{key}/bulk-delete { ids: [12, 13] } (issue 9 §2): deletes the ticked rows of a
 * list that declares bulk delete, for a role whose permission holds `delete` on the list (403 before
 * anything is touched otherwise). Each row is deleted in its own transaction, so one refusal (a rule
 * of the record, a row of another tenant or list: "not found") never undoes the others; the answer
 * says per row what happened: { deleted: [{ id, label }], failed: [{ id, label, reason }] }.
 */
export function resourceBulkDeleteEndpoint(resources: readonly TResourceDefinition[]) {
  const byKey = resourcesByKey(resources, (resource) => !!resource.bulkActions?.some((action) => action.kind === 'delete'))
  return defineEndpoint({
    path: '/resources/:key/bulk-delete',
    method: 'post',
    handler: async (req) => {
      const { user, resource, ctx } = await resourceRequest(req, byKey, 'delete')
      const { ids } = await parseBody(req, ZBulkInput)
      const outcome: TBulkOutcome = { deleted: [], failed: [] }
      for (const id of new Set(ids)) {
        try {
          outcome.deleted.push({ id, label: await deleteRow(req, resource, ctx, user, id) })
        } catch (error) {
          outcome.failed.push({ id, label: error instanceof RowRefused ? error.label : null, reason: reasonOf(error, req) })
        }
      }
      return json(outcome)
    },
  })
}
