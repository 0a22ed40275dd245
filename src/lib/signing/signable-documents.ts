import type { Payload } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { isSigningPurpose, type TSigningPurpose } from '@/domain/investors/signing'
import { AppError } from '@/lib/app-error'
import type { Document, DocumentSignature, User } from '@/payload-types'

// Reading an investor's documents to sign and their signatures (issue 11 §8, decision 027): the
// investor as the user may read them, the document as a row of that investor in the same tenant.

export type TReachableInvestor = Pick<User, 'id' | 'name' | 'surname' | 'email'> & { tenant: number }

/** The investor `id` as `user` may read them (the users collection's rule) in the user's tenant; else a 404. */
export async function reachableInvestor(payload: Payload, user: TTenantUser, id: number): Promise<TReachableInvestor> {
  const tenant = tenantIdOf(user.tenant)
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant } }, { role_id: { equals: ROLE.user } }] },
    select: { name: true, surname: true, email: true },
    overrideAccess: false,
    user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  if (!docs[0] || tenant === null) throw new AppError('not_found')
  return { ...docs[0], tenant } as TReachableInvestor
}

/** The signatures of an investor, newest first (the tenant in the query). */
export async function signaturesOf(payload: Payload, tenant: number, investor: number): Promise<DocumentSignature[]> {
  const { docs } = await payload.find({
    collection: 'document-signatures',
    where: { and: [{ investor: { equals: investor } }, { tenant: { equals: tenant } }] },
    sort: ['-signedAt', '-id'],
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** The investor's documents of one purpose (originals and signed copies), newest first; the storage key never. */
export async function purposeDocumentsOf(payload: Payload, tenant: number, investor: number, purpose: TSigningPurpose): Promise<Document[]> {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [{ tenant: { equals: tenant } }, { targetCollection: { equals: 'users' } }, { targetId: { equals: investor } }, { purpose: { equals: purpose } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * A PDF of the investor's to be signed: a document of their record, in their tenant, with a signing
 * purpose, and not itself a signed copy. With `withKey`, the row carries its storage key (server only).
 * Anything else: a 404, as for an id that does not exist.
 */
export async function documentToSign(payload: Payload, investor: TReachableInvestor, id: number, withKey = false): Promise<Document & { purpose: TSigningPurpose }> {
  const doc = await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, showHiddenFields: withKey, disableErrors: true })
  const mine = doc && tenantIdOf(doc.tenant) === investor.tenant && doc.targetCollection === 'users' && doc.targetId === investor.id
  if (!mine || !isSigningPurpose(doc.purpose) || doc.contentType !== 'application/pdf') throw new AppError('not_found')
  const copies = await payload.count({ collection: 'document-signatures', where: { and: [{ signedDocument: { equals: doc.id } }, { tenant: { equals: investor.tenant } }] }, overrideAccess: true })
  if (copies.totalDocs > 0) throw new AppError('not_found')
  return doc as Document & { purpose: TSigningPurpose }
}
