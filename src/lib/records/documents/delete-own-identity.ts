import type { PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { ownIdentityDeletions } from '@/access/document-access'
import { investorActor } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { AppError } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { fileStore } from '@/lib/storage/file-store'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

import { relationId } from './document-views'

/**
 * DELETE /api/documents/{id} by an investor (decision 037): an identity document they uploaded to
 * their own record, while decision 037's rule lets them (ownIdentityDeletions). The row is locked,
 * the rule asked, the row deleted and the trail entry written in one transaction; the stored object
 * goes after the commit. Not theirs (another investor's, another tenant's, any other document): the
 * same 404 as a missing id. Theirs but kept: 403 (staff added it) or 409 (relied on, or too old),
 * with the reason.
 */
export async function deleteOwnIdentityDocument(req: PayloadRequest, user: TTenantUser, id: number): Promise<void> {
  const { payload } = req
  const doc = await inTransaction(req, async () => {
    // A screening recorded meanwhile with this document as evidence waits for this lock (its foreign key), or this for it.
    const locked = await queryInTransaction(req, sql`SELECT id FROM documents WHERE id = ${id} FOR UPDATE`)
    if (locked.length === 0) throw new AppError('not_found')
    const row = await payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true, req })
    const decision = row ? (await ownIdentityDeletions(payload, user, [row], now())).get(row.id) : undefined
    if (!row || !decision) throw new AppError('not_found')
    if (!decision.deletable) throw new AppError(decision.status === 403 ? 'forbidden' : 'conflict', decision.reason)
    await payload.delete({ collection: 'documents', id: row.id, overrideAccess: true, req })
    await recordActivity(payload, req, {
      target: { collection: 'users', id: user.id },
      tenant: relationId(row.tenant)!,
      action: 'identity-document-deleted',
      changes: { document: { from: row.filename, to: null } },
      actor: investorActor(user),
    })
    return row
  })
  await fileStore()
    .delete(doc.storageKey)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `identity document ${doc.id} was deleted but its object ${doc.storageKey} was not` }))
}
