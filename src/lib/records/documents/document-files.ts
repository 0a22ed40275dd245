import type { Readable } from 'node:stream'

import { createLocalReq, type Payload } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { documentRights, mayChangeDocuments } from '@/access/document-access'
import { isRecordTargetCollection } from '@/domain/records/record-targets'
import { AppError } from '@/lib/app-error'
import { fileStore } from '@/lib/storage/file-store'
import type { Document } from '@/payload-types'

import { relationId } from './document-views'

/** The row (storage key included) when it belongs to the user's tenant; otherwise null. */
async function documentOfTenant(payload: Payload, user: TTenantUser, id: number): Promise<Document | null> {
  const doc = await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  return doc && relationId(doc.tenant) === tenantIdOf(user.tenant) && isRecordTargetCollection(doc.targetCollection) ? doc : null
}

const targetOf = (doc: Document) => ({ collection: doc.targetCollection, id: doc.targetId })

/**
 * A document's row and bytes for GET /api/documents/{id}/download, when `user` may read it: staff
 * who may read its record; an investor the record concerns, for a public document. Every refusal,
 * another tenant's document included, is the same 404 as an id that does not exist.
 */
export async function openDocumentDownload(payload: Payload, user: TTenantUser, id: number): Promise<{ doc: Document; body: Readable }> {
  const doc = await documentOfTenant(payload, user, id)
  if (!doc) throw new AppError('not_found')
  const rights = await documentRights(payload, user, targetOf(doc))
  if (!rights.read || (rights.publicOnly && doc.visibility !== 'public')) throw new AppError('not_found')
  const body = await fileStore().get(doc.storageKey)
  if (!body) {
    payload.logger.error({ msg: `document ${doc.id} has no stored object (${fileStore().kind} store)` })
    throw new AppError('not_found')
  }
  return { doc, body }
}

/**
 * Deletes a document (the right to update its record) and then its object: the row goes first, in
 * its own transaction, so a failure never leaves a row without bytes; an object left behind by a
 * failed removal is logged and harmless (nothing names it any more).
 */
export async function deleteDocument(payload: Payload, user: TTenantUser, id: number): Promise<void> {
  const doc = await documentOfTenant(payload, user, id)
  if (!doc || !(await mayChangeDocuments(payload, user, targetOf(doc)))) throw new AppError('not_found')
  await payload.delete({ collection: 'documents', id: doc.id, overrideAccess: true, req: await createLocalReq({ user }, payload) })
  await fileStore()
    .delete(doc.storageKey)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `document ${doc.id} was deleted but its object ${doc.storageKey} was not` }))
}
