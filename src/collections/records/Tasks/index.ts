import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest, Validate } from 'payload'

import { isTenantUser, tenantIdOf, type TTenantUser } from '@/access/current-user'
import { isStaff, staffRecord } from '@/access/record-access'
import { INVALID_DATE, isDateOrEmpty } from '@/collections/fields/date-value'
import { tenantField } from '@/collections/fields/tenant-field'
import { TASK_TITLE_MAX } from '@/domain/records/record-features'
import { parseRecordTarget } from '@/domain/records/record-targets'

import { recordNotesCallsTasks } from '../notes-calls-tasks-trail'
import { authorField, changeByRow, createOnUpdatableRecord, requireReadableTarget, staffTenantRows, TARGET_INDEX, targetFields, type TTargetedRow } from '../record-rows'

const PANEL = 'notes-calls-tasks' as const

type TTaskData = { tenant?: unknown; targetCollection?: unknown; targetId?: unknown }

/**
 * The assignee is a staff member of the row's tenant who may update the record (otherwise they could
 * neither see the task on it nor tick it off). Checked when it is set or changed only: a role change
 * later does not make the row unsavable (My tasks then simply leaves it out).
 */
const validateAssignee: Validate = async (value, { req, data, previousValue, operation }) => {
  // A task whose assignee's account was removed stays savable (ticked off) until someone hands it on.
  if (value == null || value === '') return operation === 'update' && previousValue == null ? true : 'Choose who does this task'
  const id = tenantIdOf(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as number | { id: number }))
  if (id === null || !Number.isSafeInteger(id)) return 'Choose someone from the list'
  if (operation === 'update' && tenantIdOf(previousValue as number | { id: number } | null) === id) return true
  const row = data as TTaskData
  const target = parseRecordTarget(row.targetCollection, row.targetId)
  if (!target) return true // the record's own fields report it
  const tenant = isTenantUser(req.user) ? req.user.tenant : tenantIdOf(row.tenant as number | { id: number } | null)
  const person = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  const assignee = person ? { ...person, collection: 'users' as const } : null
  if (!assignee || tenantIdOf(assignee.tenant) !== tenant || !isStaff(assignee)) return 'Choose a staff member of this account'
  return (await staffRecord(req.payload, assignee, target, 'update', PANEL)) ? true : 'This person may not work on this record'
}

/**
 * Done and its time go together, set by the server; moving the due date re-arms the reminder; the
 * reminder time is the server's own (sendDueTaskReminders), never the browser's.
 */
const keepTaskBookkeeping: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const wasDone = originalDoc?.done === true
  const isDone = data.done === undefined ? wasDone : data.done === true
  const fromBrowser = isTenantUser(req.user)
  if (!isDone) data.doneAt = null
  else if (wasDone) data.doneAt = originalDoc?.doneAt ?? null
  else if (fromBrowser || !data.doneAt) data.doneAt = new Date().toISOString()
  if (fromBrowser) data.reminderSentAt = operation === 'update' ? (originalDoc?.reminderSentAt ?? null) : null
  if (operation === 'update' && data.dueAt !== undefined && String(data.dueAt ?? '') !== String(originalDoc?.dueAt ?? '')) data.reminderSentAt = null
  return data
}

const taskChange = async (user: TTenantUser, row: TTargetedRow, req: PayloadRequest) => !!(await staffRecord(req.payload, user, row.target, 'update', PANEL))

/** spec 1/7 (/api/tasks): a to-do on a record, for one staff member, with a due time and a one-off reminder. */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'dueAt', 'assignee', 'done', 'targetCollection', 'targetId'] },
  indexes: [TARGET_INDEX, { fields: ['tenant', 'assignee', 'done'] }, { fields: ['done', 'reminderSentAt', 'dueAt'] }],
  access: {
    read: staffTenantRows,
    create: createOnUpdatableRecord(PANEL),
    // Any task on a record: whoever may update the record (a task is shared work, unlike a note).
    update: changeByRow('tasks', taskChange),
    delete: changeByRow('tasks', taskChange),
  },
  hooks: {
    beforeOperation: [requireReadableTarget(PANEL)],
    beforeChange: [keepTaskBookkeeping],
    afterChange: [recordNotesCallsTasks('task')],
    afterDelete: [recordNotesCallsTasks('task')],
  },
  fields: [
    ...targetFields,
    { name: 'title', type: 'text', required: true, maxLength: TASK_TITLE_MAX },
    {
      name: 'dueAt',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown) => isDateOrEmpty(value) || INVALID_DATE,
    },
    // Optional in the database: removing an account leaves its tasks, unassigned, to be handed on.
    { name: 'assignee', type: 'relationship', relationTo: 'users', index: true, validate: validateAssignee as never },
    { name: 'done', type: 'checkbox', defaultValue: false, index: true },
    { name: 'doneAt', type: 'date', admin: { readOnly: true } },
    { name: 'reminderSentAt', type: 'date', index: true, admin: { readOnly: true } },
    authorField,
    tenantField,
  ],
  timestamps: true,
}
