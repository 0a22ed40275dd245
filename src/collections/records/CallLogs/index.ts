import type { CollectionConfig } from 'payload'

import { INVALID_DATE, isDateOrEmpty } from '@/collections/fields/date-value'
import { tenantField } from '@/collections/fields/tenant-field'
import { CALL_MAX_MINUTES, CALL_OUTCOMES, CALL_SUMMARY_MAX } from '@/domain/records/record-features'

import { authorMayChange, authorOrRecordDeleterMayDelete } from '../Notes'
import { recordNotesCallsTasks } from '../notes-calls-tasks-trail'
import { authorField, changeByRow, createOnUpdatableRecord, requireReadableTarget, staffTenantRows, TARGET_INDEX, targetFields } from '../record-rows'

const PANEL = 'notes-calls-tasks' as const

/** spec 1/3 (call logs): a call made about a record, when, how long, how it went. Same rules as notes. */
export const CallLogs: CollectionConfig = {
  slug: 'call-logs',
  admin: { useAsTitle: 'summary', defaultColumns: ['calledAt', 'outcome', 'targetCollection', 'targetId', 'author'] },
  indexes: [TARGET_INDEX],
  access: {
    read: staffTenantRows,
    create: createOnUpdatableRecord(PANEL),
    update: changeByRow('call-logs', authorMayChange),
    delete: changeByRow('call-logs', authorOrRecordDeleterMayDelete),
  },
  hooks: {
    beforeOperation: [requireReadableTarget(PANEL)],
    afterChange: [recordNotesCallsTasks('call')],
    afterDelete: [recordNotesCallsTasks('call')],
  },
  fields: [
    ...targetFields,
    {
      name: 'calledAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown) => (!!value && isDateOrEmpty(value)) || (value ? INVALID_DATE : 'Enter when the call was'),
    },
    {
      name: 'durationMinutes',
      type: 'number',
      validate: (value: unknown) => value == null || (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= CALL_MAX_MINUTES) || `Enter whole minutes, at most ${CALL_MAX_MINUTES}`,
    },
    { name: 'outcome', type: 'select', required: true, options: CALL_OUTCOMES.map(({ value, label }) => ({ value, label })) },
    { name: 'summary', type: 'textarea', maxLength: CALL_SUMMARY_MAX },
    authorField,
    tenantField,
  ],
  timestamps: true,
}
