import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { hiddenTrailActions } from '@/domain/records/activity'
import { ACTIVITY_TARGET_COLLECTIONS } from '@/domain/records/record-targets'

import { RecordAccessRefused, requireReadableTarget, staffTenantRows, TARGET_INDEX, type TNarrowing } from '../record-rows'

export const APPEND_ONLY_MESSAGE = 'The activity trail is append-only: entries are never changed or removed.'

/**
 * Belt and braces under the access rules: no update or delete runs at all, not even a Local API
 * call with overrideAccess. The migration adds the same refusal as a trigger in PostgreSQL.
 */
const refuseChanges: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'update' || operation === 'delete') throw new RecordAccessRefused(APPEND_ONLY_MESSAGE)
  return args
}

const nobody = () => false

/** Entries about a panel spec 6 hides from the role (notes on a stage-4 opportunity for an Investment Manager) stay hidden in the trail too. */
export const trailNarrowing: TNarrowing = (user, target, record) => {
  const hidden = hiddenTrailActions(target.collection, record, user.role_id)
  return hidden.length ? { action: { not_in: [...hidden] } } : null
}

/**
 * The activity trail (issue 9 §3): who did what to which record, when, with the changed fields.
 * Written only by recordActivity() (Local API, overrideAccess) in the transaction of the change;
 * read by staff one record at a time, like notes (decision 010), through the timeline panel or
 * GET /api/activities?where[targetCollection][equals]=deals&where[targetId][equals]=<id>.
 *
 * The actor and the record are plain numbers, not relationships: an entry outlives the account and
 * the record it names (a foreign key would try to null it, which the trigger refuses).
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'actorName', 'action', 'targetCollection', 'targetId', 'tenant'] },
  indexes: [TARGET_INDEX],
  access: { read: staffTenantRows, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseChanges, requireReadableTarget('timeline', trailNarrowing)] },
  fields: [
    { name: 'targetCollection', type: 'select', required: true, index: true, options: ACTIVITY_TARGET_COLLECTIONS.map((value) => ({ label: value, value })) },
    { name: 'targetId', type: 'number', required: true, index: true },
    { name: 'targetLabel', type: 'text', maxLength: 200 },
    { name: 'action', type: 'text', required: true, index: true, maxLength: 60 },
    { name: 'actorType', type: 'select', required: true, options: ['user', 'operator', 'system'] },
    { name: 'actorId', type: 'number', index: true },
    { name: 'actorName', type: 'text', maxLength: 200 },
    { name: 'changes', type: 'json' },
    tenantField,
  ],
  timestamps: true,
}
