import type { Readable } from 'node:stream'

import type { Payload, Where } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { isOwnPortalDocument } from '@/access/document-access'
import { IDENTITY_PURPOSES } from '@/domain/investors/identity-documents'
import { fileStore } from '@/lib/storage/file-store'
import { signaturesOf } from '@/lib/signing/signable-documents'
import type { Document, DocumentSignature } from '@/payload-types'

// The investor's own documents in the portal (issue 13 §8 identity, documents, /investor/pdf/{x};
// decision 037). Every read names the session's investor and tenant; what counts as theirs is
// isOwnPortalDocument (src/access/document-access.ts). The storage key never leaves the server.

const ownRecord = (user: TTenantUser): { and: Where[] } => ({ and: [{ tenant: { equals: tenantIdOf(user.tenant) } }, { targetCollection: { equals: 'users' } }, { targetId: { equals: user.id } }] })

/** Their signatures (newest first) and the ids of the signed copies. */
async function signedCopiesOf(payload: Payload, user: TTenantUser): Promise<{ signatures: DocumentSignature[]; ids: Set<number> }> {
  const signatures = await signaturesOf(payload, tenantIdOf(user.tenant)!, user.id)
  const ids = new Set(signatures.map((signature) => (typeof signature.signedDocument === 'object' ? signature.signedDocument?.id : signature.signedDocument)).filter((id): id is number => typeof id === 'number'))
  return { signatures, ids }
}

/** The identity documents of the investor's record, newest first. */
export async function identityDocumentsOf(payload: Payload, user: TTenantUser): Promise<Document[]> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [...ownRecord(user).and, { purpose: { in: [...IDENTITY_PURPOSES] } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

export type TSharedDocuments = { shared: Document[]; signed: { document: Document; signature: DocumentSignature }[] }

/** What staff shared with the investor (public documents of their record) and their signed copies, newest first. */
export async function sharedDocumentsOf(payload: Payload, user: TTenantUser): Promise<TSharedDocuments> {
  const { signatures, ids } = await signedCopiesOf(payload, user)
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [...ownRecord(user).and, { or: [{ visibility: { equals: 'public' } }, { id: { in: [...ids, 0] } }] }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const signed = signatures.flatMap((signature) => {
    const id = typeof signature.signedDocument === 'object' ? signature.signedDocument?.id : signature.signedDocument
    const document = typeof id === 'number' ? byId.get(id) : undefined
    return document ? [{ document, signature }] : []
  })
  return { shared: docs.filter((doc) => doc.visibility === 'public' && !ids.has(doc.id)), signed }
}

/** One of the investor's own PDFs with its bytes, or null (the caller answers 404: never whose it is). */
export async function openOwnPdf(payload: Payload, user: TTenantUser, id: number): Promise<{ doc: Document; body: Readable } | null> {
  const doc = await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  if (!doc || doc.contentType !== 'application/pdf') return null
  const { ids } = await signedCopiesOf(payload, user)
  if (!isOwnPortalDocument(user, doc, ids)) return null
  const body = await fileStore().get(doc.storageKey)
  if (!body) {
    payload.logger.error({ msg: `document ${doc.id} has no stored object (${fileStore().kind} store)` })
    return null
  }
  return { doc, body }
}
