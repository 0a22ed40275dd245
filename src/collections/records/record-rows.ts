import { APIError, NotFound, type Access, type CollectionAfterDeleteHook, type CollectionBeforeOperationHook, type CollectionConfig, type CollectionSlug, type Field, type PayloadRequest, type Where } from 'payload'

import { isOperator, isTenantUser, tenantIdOf, type TTenantUser } from '@/access/current-user'
import { sameTenant } from '@/access/payload-access'
import { isStaff, staffRecord } from '@/access/record-access'
import { removeObjectsOnceRowsAreGone } from '@/lib/records/documents/remove-objects'
import { isRecordTargetCollection, parseRecordTarget, RECORD_TARGET_COLLECTIONS, type TRecordPanel, type TRecordTarget } from '@/domain/records/record-targets'

// What notes, call logs, tasks and the activity trail share: each row names one record
// (targetCollection + targetId) and is readable exactly where that record and its panel are
// (src/access/record-access.ts). Payload's read access can only answer with a Where, and whether a
// record may be read is a question for the record's own collection (an opportunity's stage, spec 6's
// hidden tabs), so (decision 010):
//   - read access is "staff of this tenant" (a Where on tenant); investors and other tenants get nothing;
//   - a beforeOperation hook makes every read by a staff user name its record: a list or count must
//     say where[targetCollection][equals] and where[targetId][equals], and the record must be one the
//     user may read with this panel open (else 403); the list is then pinned to that record. Opening
//     one row by id checks that row's record (else 404).
//   - changes are decided per row, by id: update on the record (and, for notes and calls, authorship).
//     A change by query (PATCH/DELETE /api/notes?where=...) is refused: each row's record decides.

/** `target` is null for a row naming something no panel shows (the trail's entries about accounts). */
export type TRecordRow = { id: number; tenant: number | null; target: TRecordTarget | null; author: number | null }

export type TTargetedRow = TRecordRow & { target: TRecordTarget }

/** A 403 of these rules: the access rules working, logged at info like Payload's own Forbidden (payload.config.ts). */
export class RecordAccessRefused extends APIError {
  constructor(message: string) {
    super(message, 403, null, true)
    this.name = 'RecordAccessRefused'
  }
}

export const PINNED_TARGET_MESSAGE = 'Name the record: where[targetCollection][equals]=<collection>&where[targetId][equals]=<id>.'

/** A row's tenant, record and author, read without access rules (the callers decide what it allows). */
export async function recordRowOf(req: PayloadRequest, collection: CollectionSlug, id: number | string): Promise<TRecordRow | null> {
  const rowId = Number(id)
  if (!Number.isSafeInteger(rowId) || rowId <= 0) return null
  const { docs } = await req.payload.find({ collection, where: { id: { equals: rowId } }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  const doc = docs[0] as unknown as { id: number; tenant: unknown; targetCollection: unknown; targetId: unknown; author?: unknown } | undefined
  if (!doc) return null
  return {
    id: doc.id,
    tenant: tenantIdOf(doc.tenant as number | { id: number } | null),
    target: parseRecordTarget(doc.targetCollection, doc.targetId),
    author: tenantIdOf(doc.author as number | { id: number } | null | undefined),
  }
}

type TConstraint = Record<string, unknown>

/** The record a query is limited to by `equals` on both target fields, at its top level or in a top-level `and`. */
export function pinnedTarget(where: Where | undefined): TRecordTarget | null {
  if (!where) return null
  const clauses: Where[] = []
  const collect = (clause: Where) => {
    clauses.push(clause)
    if (Array.isArray(clause.and)) clause.and.forEach((inner) => inner && typeof inner === 'object' && collect(inner))
  }
  collect(where)
  const equalsOf = (field: string) => {
    for (const clause of clauses) {
      const constraint = clause[field] as TConstraint | undefined
      if (constraint && typeof constraint === 'object' && 'equals' in constraint) return constraint.equals
    }
    return undefined
  }
  return parseRecordTarget(equalsOf('targetCollection'), equalsOf('targetId'))
}

const staffOf = (req: PayloadRequest): TTenantUser | null => (isStaff(req.user) ? req.user : null)

/** Rows of a readable record that this user still may not see (e.g. trail entries of a hidden panel). */
export type TNarrowing = (user: TTenantUser, target: TRecordTarget, record: Record<string, unknown>) => Where | null

/** Reads by staff name their record, and the record decides (see the top of this file). */
export function requireReadableTarget(panel: TRecordPanel, narrow?: TNarrowing): CollectionBeforeOperationHook {
  return async ({ args, operation, overrideAccess, req, collection }) => {
    const user = staffOf(req)
    // Operators read everything; everyone else who is not staff is refused by the read access itself.
    if (overrideAccess || !user) return args
    if (operation === 'read' && 'id' in args && args.id != null) {
      const slug = collection.slug as CollectionSlug
      const row = await recordRowOf(req, slug, args.id as number | string)
      if (!row) return args
      const record = row.tenant === user.tenant && row.target ? await staffRecord(req.payload, user, row.target, 'read', panel) : null
      if (!record || !row.target) throw new NotFound(req.t)
      const extra = narrow?.(user, row.target, record)
      if (extra && (await req.payload.count({ collection: slug, where: { and: [{ id: { equals: row.id } }, extra] }, overrideAccess: true, req })).totalDocs === 0) throw new NotFound(req.t)
      return args
    }
    if (operation !== 'read' && operation !== 'count' && operation !== 'readDistinct') return args
    const where = (args as { where?: Where }).where
    const target = pinnedTarget(where)
    if (!target) throw new RecordAccessRefused(PINNED_TARGET_MESSAGE)
    const record = await staffRecord(req.payload, user, target, 'read', panel)
    if (!record) throw new RecordAccessRefused('You may not read this record.')
    // Pinned again whatever the query says besides: a parsing slip above can only refuse, never widen.
    const extra = narrow?.(user, target, record)
    const pinned: Where[] = [{ targetCollection: { equals: target.collection } }, { targetId: { equals: target.id } }, sameTenant(user), ...(extra ? [extra] : [])]
    return { ...args, where: { and: [...(where ? [where] : []), ...pinned] } }
  }
}

/** Collection read access: operators everything, staff their tenant's rows (each read then names its record), nobody else anything. */
export const staffTenantRows: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  return isStaff(user) ? sameTenant(user) : false
}

/** Create: staff who may update the named record with this panel open. A body without a valid record goes on to the field errors. */
export function createOnUpdatableRecord(panel: TRecordPanel): Access {
  return async ({ req, data }) => {
    if (isOperator(req.user)) return true
    const user = staffOf(req)
    if (!user) return false
    const target = parseRecordTarget((data as TConstraint | undefined)?.targetCollection, (data as TConstraint | undefined)?.targetId)
    if (!target) return true
    return !!(await staffRecord(req.payload, user, target, 'update', panel))
  }
}

/**
 * Update or delete of one row (by id): `allowed` decides for a row of the user's tenant. A row of
 * another tenant reads as not found; a change by query has no id and is refused.
 */
export function changeByRow(collection: CollectionSlug, allowed: (user: TTenantUser, row: TTargetedRow, req: PayloadRequest) => Promise<boolean>): Access {
  return async ({ req, id }) => {
    if (isOperator(req.user)) return true
    const user = staffOf(req)
    if (!user || id == null) return false
    const row = await recordRowOf(req, collection, id)
    if (!row || row.tenant !== user.tenant) return sameTenant(user)
    return row.target && (await allowed(user, { ...row, target: row.target }, req)) ? sameTenant(user) : false
  }
}

/** Keeps a field's stored value on update, whatever the body says (the record a row names, its author). */
const keepOnUpdate = (field: string) => ({ operation, originalDoc, value }: { operation?: string; originalDoc?: Record<string, unknown>; value?: unknown }) =>
  operation === 'update' && originalDoc ? originalDoc[field] : value

/** A record id of the row's tenant. */
const validateTargetId = async (value: unknown, { req, siblingData, operation }: { req: PayloadRequest; siblingData: Record<string, unknown>; operation?: string }) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return 'Choose a record'
  if (operation === 'update' || !isRecordTargetCollection(siblingData.targetCollection)) return true
  const tenant = isTenantUser(req.user) ? req.user.tenant : tenantIdOf(siblingData.tenant as number | { id: number } | null)
  const { totalDocs } = await req.payload.count({
    collection: siblingData.targetCollection,
    where: { and: [{ id: { equals: value } }, ...(tenant !== null ? [{ tenant: { equals: tenant } }] : [])] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 1 || 'Choose a record of this account'
}

/** The record a row names; fixed once the row exists. */
export const targetFields: Field[] = [
  {
    name: 'targetCollection',
    type: 'select',
    required: true,
    index: true,
    options: RECORD_TARGET_COLLECTIONS.map((value) => ({ label: value, value })),
    hooks: { beforeValidate: [keepOnUpdate('targetCollection')] },
  },
  { name: 'targetId', type: 'number', required: true, index: true, validate: validateTargetId as never, hooks: { beforeValidate: [keepOnUpdate('targetId')] } },
]

/**
 * Who wrote the row: the signed-in user, whatever the body says; kept on update. Optional in the
 * database so removing an account keeps what they wrote (the author reads as a removed user).
 */
export const authorField: Field = {
  name: 'author',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  admin: { readOnly: true },
  hooks: {
    beforeValidate: [
      ({ req, operation, originalDoc, value }) => {
        if (operation === 'update' && originalDoc) return originalDoc.author ?? null
        return isTenantUser(req.user) ? req.user.id : value
      },
    ],
  },
}

/** Index of every panel read: the tenant's rows of one record, newest first. */
export const TARGET_INDEX = { fields: ['tenant', 'targetCollection', 'targetId'] }

/** The collections whose rows name a record and go with it (the trail stays: it outlives the record). */
const ROWS_OF_A_RECORD = ['notes', 'call-logs', 'tasks'] as const

/**
 * A deleted record takes its notes, calls, tasks, documents and folders along, in the same
 * transaction (no orphan reminders, no documents of nothing); the documents' stored objects go once
 * that transaction has committed.
 */
const deleteRowsOfRecord: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (!isRecordTargetCollection(collection.slug)) return doc
  const where: Where = { and: [{ targetCollection: { equals: collection.slug } }, { targetId: { equals: doc.id } }] }
  // The record's own 'delete' entry says what happened; no entry per removed note. The flag lives on
  // the request's shared context, so it is put back for the hooks that run after this one.
  const before = req.context.skipActivityTrail
  try {
    for (const rows of ROWS_OF_A_RECORD) await req.payload.delete({ collection: rows, where, overrideAccess: true, req, context: { skipActivityTrail: true } })
    const documents = await req.payload.delete({ collection: 'documents', where, overrideAccess: true, showHiddenFields: true, req, context: { skipActivityTrail: true } })
    await req.payload.delete({ collection: 'document-folders', where, overrideAccess: true, req, context: { skipActivityTrail: true } })
    removeObjectsOnceRowsAreGone(
      req.payload,
      documents.docs.map((document) => document.storageKey),
    )
  } finally {
    if (before === undefined) delete req.context.skipActivityTrail
    else req.context.skipActivityTrail = before
  }
  return doc
}

/** Makes a collection a record target: its notes, calls, tasks, documents and folders are removed with it. */
export const withRecordRows = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: { ...config.hooks, afterDelete: [...(config.hooks?.afterDelete ?? []), deleteRowsOfRecord] },
})
