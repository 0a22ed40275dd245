import { tenantIdOf } from '@/access/current-user'
import { leadStatusText, personName } from '@/domain/contacts/contacts'
import type { TTrailOptions } from '@/collections/records/Activities/with-activity-trail'

type TDoc = Record<string, unknown>

/** A contact on the trail: its lead status by spec 4's name, its owner by name (ownerName itself is bookkeeping). */
export const CONTACT_TRAIL: TTrailOptions = {
  label: (doc: TDoc) => personName(doc) || (typeof doc.email === 'string' ? doc.email : null),
  present: async (doc, req) => {
    const ownerId = tenantIdOf(doc.owner as number | { id: number } | null | undefined)
    const owner = ownerId === null ? null : await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true, surname: true, email: true } })
    const { ownerName: _ownerName, convertedAt: _convertedAt, ...rest } = doc
    return { ...rest, leadStatus: doc.leadStatus == null ? null : leadStatusText(doc.leadStatus), owner: owner ? personName(owner) || owner.email : (doc.owner ?? null), convertedTo: tenantIdOf(doc.convertedTo as number | { id: number } | null | undefined) }
  },
}
