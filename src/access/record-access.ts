import { createLocalReq, type Payload, type TypedUser, type Where } from 'payload'

import { recordPanelOpen, type TRecordPanel, type TRecordTarget } from '@/domain/records/record-targets'

import { isTenantUser, type TTenantUser } from './current-user'
import { can } from './permissions'

// One decision for every record feature (notes, calls, tasks, documents, the trail): a staff user may
// read or add to a record's panel exactly when the record's own collection lets them read (or
// update) that record, and spec 6 does not hide the panel's tab from their role. No second table
// of rules: a change to a collection's access reaches its notes and documents by itself.

/** 'delete': who may remove the record may also remove what was written on it (decision 010). */
export type TRecordOperation = 'read' | 'update' | 'delete'

export const isStaff = (user: TypedUser | null | undefined): user is TTenantUser => isTenantUser(user) && can(user.role_id, 'admin_area', 'show')

/** The record (depth 0) when this staff user may `operation` it and see `panel` on it; otherwise null. */
export async function staffRecord(
  payload: Payload,
  user: TypedUser | null | undefined,
  target: TRecordTarget,
  operation: TRecordOperation,
  panel: TRecordPanel,
): Promise<Record<string, unknown> | null> {
  if (!isStaff(user)) return null
  const record = await recordAsUser(payload, user, target, operation)
  return record && recordPanelOpen(target.collection, record, user.role_id, panel) ? record : null
}

/**
 * The record (depth 0) when the record's own collection lets this tenant user `operation` it (its
 * access function, as REST would ask it), within the user's tenant; otherwise null.
 */
export async function recordAsUser(payload: Payload, user: TTenantUser, target: TRecordTarget, operation: TRecordOperation): Promise<Record<string, unknown> | null> {
  if (!Number.isSafeInteger(target.id)) return null
  const access = payload.collections[target.collection]?.config.access[operation]
  if (!access) return null
  const req = await createLocalReq({ user }, payload)
  const decision = await access({ req, id: target.id })
  if (decision === false) return null
  const conditions: Where[] = [{ id: { equals: target.id } }, { tenant: { equals: user.tenant } }]
  if (decision !== true) conditions.push(decision)
  const { docs } = await payload.find({ collection: target.collection, where: { and: conditions }, overrideAccess: true, depth: 0, limit: 1, pagination: false })
  return (docs[0] as unknown as Record<string, unknown> | undefined) ?? null
}
