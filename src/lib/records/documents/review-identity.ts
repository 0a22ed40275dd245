import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayChangeDocuments } from '@/access/document-access'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { identityReview } from '@/domain/investors/identity-documents'
import { AppError } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import type { Document } from '@/payload-types'

import { relationId } from './document-views'

/**
 * POST /api/documents/{id}/review by staff (decision 037): marks an identity document the investor
 * uploaded as reviewed, with who and when, once; from then on the investor cannot delete it
 * (identityDeletion). Staff who may change the record's documents (mayChangeDocuments: update the
 * investor's record, its documents tab open to them). The row is locked (an investor's delete at the
 * same moment waits, then finds it reviewed; or this finds it gone), marked, and the trail entry
 * written in one transaction. Not theirs to change (another tenant's, a missing id): 404; not an
 * investor's identity upload, or marked already: 409 with the reason.
 */
export async function reviewIdentityDocument(req: PayloadRequest, user: TTenantUser, id: number): Promise<Document> {
  const { payload } = req
  return inTransaction(req, async () => {
    const locked = await queryInTransaction(req, sql`SELECT id FROM documents WHERE id = ${id} AND tenant_id = ${tenantIdOf(user.tenant)} FOR UPDATE`)
    const row = locked.length ? await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
    if (!row || !(await mayChangeDocuments(payload, user, { collection: row.targetCollection, id: row.targetId }))) throw new AppError('not_found')
    const decision = identityReview({ purpose: row.purpose, targetCollection: row.targetCollection, targetId: row.targetId, uploaderId: relationId(row.uploadedBy), reviewedAt: row.reviewedAt ?? null })
    if (!decision.reviewable) throw new AppError('conflict', decision.reason)
    const reviewed = await payload.update({ collection: 'documents', id, data: { reviewedAt: now().toISOString(), reviewedBy: user.id }, overrideAccess: true, depth: 0, req })
    await recordActivity(payload, req, {
      target: { collection: 'users', id: row.targetId },
      tenant: relationId(row.tenant)!,
      action: 'identity-document-reviewed',
      changes: { reviewed: { from: null, to: row.filename } },
    })
    return reviewed
  })
}
