import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import type { TActivityAction, TActorType, TChanges } from '@/domain/records/activity'
import type { TActivityTarget } from '@/domain/records/record-targets'

export type TActor = { type: TActorType; id: number | null; name: string }

export type TActivityEntry = {
  target: TActivityTarget
  /** The tenant of the record. */
  tenant: number
  action: TActivityAction
  /** Field → {from, to}; see diffChanges in src/domain/records/activity.ts. */
  changes?: TChanges | null
  /** The record's name at the time (it outlives a deleted record). */
  targetLabel?: string | null
  /** Who did it, when that is not req.user (a sign-in records the person before the session exists). */
  actor?: TActor
}

/** Who acts in this request: a tenant user, an operator (/cms), or the system (seed, jobs). */
export function actorOf(user: TypedUser | null | undefined): TActor {
  if (isTenantUser(user)) return { type: 'user', id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') || user.email }
  if (isOperator(user)) return { type: 'operator', id: user.id, name: user.name || user.email }
  return { type: 'system', id: null, name: 'System' }
}

/**
 * Appends one entry to the trail. Pass the request whose change this records: the entry then joins
 * that request's transaction (req.transactionID), so a change that rolls back leaves no entry and
 * an entry that fails to write undoes the change. The only writer of `activities` (its access
 * refuses every API; the database refuses UPDATE and DELETE).
 */
export async function recordActivity(payload: Payload, req: Partial<PayloadRequest> | undefined, entry: TActivityEntry): Promise<void> {
  const actor = entry.actor ?? actorOf(req?.user)
  await payload.create({
    collection: 'activities',
    data: {
      tenant: entry.tenant,
      targetCollection: entry.target.collection,
      targetId: entry.target.id,
      targetLabel: entry.targetLabel ? entry.targetLabel.slice(0, 200) : null,
      action: entry.action,
      actorType: actor.type,
      actorId: actor.id,
      actorName: actor.name.slice(0, 200),
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
