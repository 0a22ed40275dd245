import type { Payload, TypedUser } from 'payload'

import { holdsSubject } from '@/collections/investments/money/portfolio-figures'
import { identityDeletion, isIdentityPurpose, type TIdentityDeletion } from '@/domain/investors/identity-documents'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { PORTAL_DOCUMENT_READERS } from '@/domain/records/documents/documents'
import { isRecordTargetCollection, type TRecordTarget } from '@/domain/records/record-targets'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { isTenantUser, tenantIdOf, type TTenantUser } from './current-user'
import { documentsConcernLinkedInvestor } from './investor-record-links'
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

const HELD_SUBJECT = { 'investment-opportunities': 'opportunity', companies: 'company', funds: 'fund' } as const

/** Whether the investor (or a holder they act for) holds or held the record on the ledger, in an area their tenant has on (decision 032). */
async function holdsRecord(payload: Payload, user: TTenantUser, target: TRecordTarget): Promise<boolean> {
  const kind = HELD_SUBJECT[target.collection as keyof typeof HELD_SUBJECT]
  const tenantId = tenantIdOf(user.tenant)
  const tenant = tenantId === null ? null : await tenantById(payload, tenantId)
  if (!kind || !tenant || accountStep(user, tenant)) return false
  return holdsSubject(payload, { investorId: user.id, tenantId: tenant.id, fundsEnabled: featuresOf(tenant).funds_enabled }, { kind, id: target.id })
}

/** Whether the investor, past the account steps, signs for the organisation or holds an account in the method the record is (decision 038). */
async function linkedToRecord(payload: Payload, user: TTenantUser, target: TRecordTarget): Promise<boolean> {
  if (target.collection !== 'organisations' && target.collection !== 'investment-methods') return false
  const tenantId = tenantIdOf(user.tenant)
  const tenant = tenantId === null ? null : await tenantById(payload, tenantId)
  if (!tenant || accountStep(user, tenant)) return false
  return documentsConcernLinkedInvestor(payload, user.id, tenant.id, { collection: target.collection, id: target.id })
}

/** Whether this investor is one the record's public documents concern. */
async function concernsInvestor(payload: Payload, user: TTenantUser, target: TRecordTarget): Promise<boolean> {
  switch (PORTAL_DOCUMENT_READERS[target.collection]) {
    case 'readers of the record':
      // The record's own read rule as this investor (for opportunities: the portal gate and the marketed stages).
      return (await recordAsUser(payload, user, target, 'read')) !== null
    case 'readers or holders of the record':
      return (await recordAsUser(payload, user, target, 'read')) !== null || (await holdsRecord(payload, user, target))
    case 'holders of the record':
      return holdsRecord(payload, user, target)
    case 'the record itself':
      return target.id === user.id
    case 'signatories of the record':
    case 'account holders of the record':
      return linkedToRecord(payload, user, target)
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
 * An investor's upload for staff review (decision 038): a document of an organisation they sign for,
 * or of an investment method they hold an account in, always private, in no folder. They cannot
 * list, change or delete what they sent (staff review it on the record's documents panel).
 */
export async function mayUploadForReview(payload: Payload, user: TypedUser | null | undefined, target: TRecordTarget): Promise<boolean> {
  if (!isPortalUser(user) || isStaff(user) || !isRecordTargetCollection(target.collection)) return false
  return linkedToRecord(payload, user, target)
}

/**
 * An investor's identity documents (decision 037): the investor uploads them to their own record
 * only, once past the account steps (verified address, current terms). Staff add them as any other
 * document of the record (mayChangeDocuments).
 */
export async function mayUploadOwnIdentity(payload: Payload, user: TypedUser | null | undefined, target: TRecordTarget): Promise<boolean> {
  if (!isPortalUser(user) || target.collection !== 'users' || target.id !== user.id) return false
  const tenantId = tenantIdOf(user.tenant)
  const tenant = tenantId === null ? null : await tenantById(payload, tenantId)
  return !!tenant && accountStep(user, tenant) === null
}

/**
 * The investor's own documents in the portal (decision 037): documents of their own record (a
 * `users` document of their tenant whose record is them) that are public (staff shared them), a
 * signed copy of their own signature (decision 027), or an identity document they uploaded
 * themselves; only once past the account steps. `signedCopies` are the ids of their signed copies.
 * Anything else, another investor's or another tenant's included, is not theirs (the caller answers 404).
 */
export function isOwnPortalDocument(
  user: TTenantUser,
  doc: { targetCollection: string; targetId: number; tenant: number | { id: number }; visibility: string; purpose?: string | null; uploadedBy?: number | { id: number } | null; id: number },
  signedCopies: ReadonlySet<number>,
): boolean {
  const tenant = typeof doc.tenant === 'object' ? doc.tenant.id : doc.tenant
  const uploader = doc.uploadedBy && typeof doc.uploadedBy === 'object' ? doc.uploadedBy.id : (doc.uploadedBy ?? null)
  if (!isPortalUser(user) || tenant !== tenantIdOf(user.tenant) || doc.targetCollection !== 'users' || doc.targetId !== user.id) return false
  return doc.visibility === 'public' || signedCopies.has(doc.id) || (isIdentityPurpose(doc.purpose) && uploader === user.id)
}

type TIdentityDocumentFacts = {
  id: number
  tenant: number | { id: number }
  targetCollection: string
  targetId: number
  purpose?: string | null
  uploadedBy?: number | { id: number } | null
  createdAt: string
  reviewedAt?: string | null
}

/**
 * Whether the investor may delete each of these documents (decision 037's rule, identityDeletion),
 * keyed by id, for the documents that are theirs to ask about: an identity document of their own
 * record in their tenant, once past the account steps. Any other document is missing from the map
 * (the caller answers 404, as for an id that does not exist). One query for the screening facts.
 */
export async function ownIdentityDeletions(payload: Payload, user: TypedUser | null | undefined, docs: readonly TIdentityDocumentFacts[], now: Date): Promise<Map<number, TIdentityDeletion>> {
  const decisions = new Map<number, TIdentityDeletion>()
  if (!isPortalUser(user) || can(user.role_id, 'admin_area', 'show')) return decisions
  const tenantId = tenantIdOf(user.tenant)
  const tenant = tenantId === null ? null : await tenantById(payload, tenantId)
  if (!tenant || accountStep(user, tenant)) return decisions
  const own = docs.filter((doc) => (typeof doc.tenant === 'object' ? doc.tenant.id : doc.tenant) === tenant.id && doc.targetCollection === 'users' && doc.targetId === user.id && isIdentityPurpose(doc.purpose))
  if (own.length === 0) return decisions
  // Every screening result of the investor counts, whether or not the tenant screens today.
  const { rows } = await payload.db.pool.query<{ latest: Date | null; evidence: number[] }>(
    `SELECT max(created_at) AS latest, coalesce(array_agg(evidence_document_id) FILTER (WHERE evidence_document_id IS NOT NULL), '{}') AS evidence
     FROM investor_screenings WHERE investor_id = $1 AND tenant_id = $2`,
    [user.id, tenant.id],
  )
  const latestScreeningAt = rows[0]?.latest ?? null
  const evidence = new Set(rows[0]?.evidence ?? [])
  for (const doc of own) {
    const uploader = doc.uploadedBy && typeof doc.uploadedBy === 'object' ? doc.uploadedBy.id : (doc.uploadedBy ?? null)
    decisions.set(doc.id, identityDeletion({ uploadedByInvestor: uploader === user.id, uploadedAt: doc.createdAt, screeningEvidence: evidence.has(doc.id), latestScreeningAt, reviewedAt: doc.reviewedAt ?? null }, now))
  }
  return decisions
}

/**
 * Tenant-wide folders (offered on every record) are a setting of the tenant, like the attribute
 * lists: whoever may create attributes (spec 6: Super Admin, Support) may create and remove them.
 */
export const mayManageTenantFolders = (user: TypedUser | null | undefined): user is TTenantUser => isStaff(user) && can(user.role_id, 'attributes', 'create')
