import type { Payload, TypedUser } from 'payload'

import { PORTAL_DOCUMENT_READERS } from '@/domain/records/documents/documents'
import { isRecordTargetCollection, type TRecordTarget } from '@/domain/records/record-targets'

import { isTenantUser, type TTenantUser } from './current-user'
import { can } from './permissions'
import { isStaff, recordAsUser, staffRecord } from './record-access'

// The one decision for a record's documents (issue 9 §3): listing, downloading, uploading, folders
// and deleting all ask it. Staff follow the record (src/access/record-access.ts): read it to read its
// documents, update it to add or remove them. An investor reads only PUBLIC documents, and only of a
// record that concerns them (PORTAL_DOCUMENT_READERS). Operators (/cms) are not part of the feature.

export type TDocumentRights = {
  read: boolean
  update: boolean
  /** Investors: only documents whose visibility is public. */
  publicOnly: boolean
}

const NONE: TDocumentRights = { read: false, update: false, publicOnly: true }

export const isPortalUser = (user: TypedUser | null | undefined): user is TTenantUser => isTenantUser(user) && can(user.role_id, 'investor_portal', 'show')

/** Whether this investor is one the record's public documents concern. */
async function concernsInvestor(payload: Payload, user: TTenantUser, target: TRecordTarget): Promise<boolean> {
  switch (PORTAL_DOCUMENT_READERS[target.collection]) {
    case 'readers of the record':
      // The record's own read rule as this investor (for opportunities: the portal gate and the marketed stages).
      return (await recordAsUser(payload, user, target, 'read')) !== null
    case 'the record itself':
      return target.id === user.id
    default:
      return false
  }
}

/** What `user` may do with the documents of `target`. */
export async function documentRights(payload: Payload, user: TypedUser | null | undefined, target: TRecordTarget): Promise<TDocumentRights> {
  if (!isTenantUser(user) || !isRecordTargetCollection(target.collection) || !Number.isSafeInteger(target.id)) return NONE
  if (isStaff(user)) {
    if (!(await staffRecord(payload, user, target, 'read', 'documents'))) return NONE
    return { read: true, update: (await staffRecord(payload, user, target, 'update', 'documents')) !== null, publicOnly: false }
  }
  if (isPortalUser(user)) return { ...NONE, read: await concernsInvestor(payload, user, target) }
  return NONE
}

/** Upload, delete, folders: the right to update the record (one question, not two). */
export async function mayChangeDocuments(payload: Payload, user: TypedUser | null | undefined, target: TRecordTarget): Promise<boolean> {
  if (!isStaff(user) || !isRecordTargetCollection(target.collection)) return false
  return (await staffRecord(payload, user, target, 'update', 'documents')) !== null
}

/**
 * Tenant-wide folders (offered on every record) are a setting of the tenant, like the attribute
 * lists: whoever may create attributes (spec 6: Super Admin, Support) may create and remove them.
 */
export const mayManageTenantFolders = (user: TypedUser | null | undefined): user is TTenantUser => isStaff(user) && can(user.role_id, 'attributes', 'create')
