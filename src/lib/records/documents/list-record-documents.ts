import type { Payload, TypedUser } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import { documentRights } from '@/access/document-access'
import { identityReview, isIdentityPurpose } from '@/domain/investors/identity-documents'
import { documentMaxBytes } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import type { Document } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

import { documentDownloadUrl, relationId, type TDocumentView, type TFolderView, type TRecordDocuments } from './document-views'
import { foldersOf } from './folders'

/** A record shows at most this many documents, newest first. */
export const DOCUMENTS_PER_RECORD = 500

/** Staff's view of an identity document's review mark (decision 037); `canUpdate`: the reader may change the record's documents. */
function identityView(doc: Document, names: Map<number, string>, canUpdate: boolean): TDocumentView['identity'] {
  const reviewerId = relationId(doc.reviewedBy)
  const facts = { purpose: doc.purpose, targetCollection: doc.targetCollection, targetId: doc.targetId, uploaderId: relationId(doc.uploadedBy), reviewedAt: doc.reviewedAt ?? null }
  return {
    reviewed: doc.reviewedAt ? { at: doc.reviewedAt, by: (reviewerId !== null && names.get(reviewerId)) || 'Former user' } : null,
    reviewable: canUpdate && identityReview(facts).reviewable,
  }
}

/** A document as the API and the panel show it; `uploaders` (staff only) names uploaders and reviewers. */
export function toDocumentView(doc: Document, uploaders?: Map<number, string>, canUpdate = false): TDocumentView {
  const uploaderId = relationId(doc.uploadedBy)
  return {
    id: doc.id,
    filename: doc.filename,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    visibility: doc.visibility,
    folder: relationId(doc.folder),
    ...(uploaders ? { uploadedBy: uploaderId === null ? null : { id: uploaderId, name: uploaders.get(uploaderId) ?? 'Former user' } } : {}),
    createdAt: doc.createdAt,
    downloadUrl: documentDownloadUrl(doc.id),
    ...(uploaders && isIdentityPurpose(doc.purpose) ? { identity: identityView(doc, uploaders, canUpdate) } : {}),
  }
}

/** Names of the users who uploaded (or reviewed) `docs`, in one query. */
async function uploaderNames(payload: Payload, docs: Document[]): Promise<Map<number, string>> {
  const ids = [...new Set(docs.flatMap((doc) => [relationId(doc.uploadedBy), relationId(doc.reviewedBy)]).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, surname: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(users.map((user) => [user.id, [user.name, user.surname].filter(Boolean).join(' ')]))
}

/** The folders an investor sees: those holding a document they see, with their parents (for the path). */
function foldersInUse(folders: TFolderView[], documents: TDocumentView[]): TFolderView[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]))
  const keep = new Set<number>()
  for (const doc of documents) {
    let id = doc.folder
    while (id !== null && !keep.has(id)) {
      keep.add(id)
      id = byId.get(id)?.parent ?? null
    }
  }
  return folders.filter((folder) => keep.has(folder.id))
}

/**
 * The documents of a record as `user` may see them (src/access/document-access.ts), or null when
 * they may not see the record's documents at all. Investors get public documents only, without
 * uploaders, and only the folders those are in.
 */
export async function listRecordDocuments(payload: Payload, user: TypedUser | null | undefined, target: TRecordTarget): Promise<TRecordDocuments | null> {
  const rights = await documentRights(payload, user, target)
  if (!rights.read || !isTenantUser(user)) return null
  const tenantId = tenantIdOf(user.tenant)!
  const [{ docs }, folders, tenant] = await Promise.all([
    payload.find({
      collection: 'documents',
      where: {
        and: [
          { tenant: { equals: tenantId } },
          { targetCollection: { equals: target.collection } },
          { targetId: { equals: target.id } },
          ...(rights.publicOnly ? [{ visibility: { equals: 'public' } }] : []),
        ],
      },
      sort: '-createdAt',
      depth: 0,
      limit: DOCUMENTS_PER_RECORD,
      pagination: false,
      overrideAccess: true,
    }),
    foldersOf(payload, tenantId, target),
    tenantById(payload, tenantId),
  ])
  const uploaders = rights.publicOnly ? undefined : await uploaderNames(payload, docs)
  const documents = docs.map((doc) => toDocumentView(doc, uploaders, rights.update))
  return {
    target,
    canUpdate: rights.update,
    publicOnly: rights.publicOnly,
    maxBytes: documentMaxBytes(tenant?.documentMaxBytes),
    folders: rights.publicOnly ? foldersInUse(folders, documents) : folders,
    documents,
  }
}

/**
 * What an investor sent for staff review on a record (decision 038): their own private uploads, names
 * and dates only (they cannot download private documents; staff read them on the record's panel).
 * The caller has checked the investor may upload there (mayUploadForReview).
 */
export async function listSentForReview(payload: Payload, investorId: number, tenantId: number, target: TRecordTarget): Promise<TDocumentView[]> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { targetCollection: { equals: target.collection } },
        { targetId: { equals: target.id } },
        { uploadedBy: { equals: investorId } },
        { visibility: { equals: 'private' } },
      ],
    },
    sort: '-createdAt',
    depth: 0,
    limit: DOCUMENTS_PER_RECORD,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => toDocumentView(doc))
}
