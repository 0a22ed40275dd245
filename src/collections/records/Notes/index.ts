import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { staffRecord } from '@/access/record-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { lexicalExcerpt, noteBodyProblem } from '@/lib/lexical'

import { recordNotesCallsTasks } from '../notes-calls-tasks-trail'
import { authorField, changeByRow, createOnUpdatableRecord, requireReadableTarget, staffTenantRows, TARGET_INDEX, targetFields, type TTargetedRow } from '../record-rows'

const PANEL = 'notes-calls-tasks' as const

/**
 * A body we do not accept never reaches Payload's rich-text hooks: refused first, as the field's
 * error (spec 5: it lands on the field).
 */
const checkBody: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || (operation === 'update' && !('body' in data))) return args
  const problem = noteBodyProblem(data.body)
  if (problem) throw new ValidationError({ collection: 'notes', errors: [{ path: 'body', message: problem }], req }, req.t)
  return args
}

/** The words of the body, for lists, search and the trail. */
const deriveBodyText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.bodyText = lexicalExcerpt(data.body !== undefined ? data.body : originalDoc?.body, 2_000)
  return data
}

/**
 * Who may edit a note or a call: its author, while they may still update the record. Who may delete
 * one: its author likewise, or whoever may delete the record itself (decision 010).
 */
export const authorMayChange = async (user: TTenantUser, row: TTargetedRow, req: PayloadRequest) =>
  row.author === user.id && !!(await staffRecord(req.payload, user, row.target, 'update', PANEL))

export const authorOrRecordDeleterMayDelete = async (user: TTenantUser, row: TTargetedRow, req: PayloadRequest) =>
  (await authorMayChange(user, row, req)) || !!(await staffRecord(req.payload, user, row.target, 'delete', PANEL))

/** spec 1/7 (/api/notes): a rich-text note on a record (deal, opportunity, pipeline). */
export const Notes: CollectionConfig = {
  slug: 'notes',
  admin: { useAsTitle: 'bodyText', defaultColumns: ['bodyText', 'targetCollection', 'targetId', 'author', 'createdAt'] },
  indexes: [TARGET_INDEX],
  access: {
    read: staffTenantRows,
    create: createOnUpdatableRecord(PANEL),
    update: changeByRow('notes', authorMayChange),
    delete: changeByRow('notes', authorOrRecordDeleterMayDelete),
  },
  hooks: {
    beforeOperation: [requireReadableTarget(PANEL), checkBody],
    beforeChange: [deriveBodyText],
    afterChange: [recordNotesCallsTasks('note')],
    afterDelete: [recordNotesCallsTasks('note')],
  },
  fields: [
    ...targetFields,
    { name: 'body', type: 'richText', required: true },
    { name: 'bodyText', type: 'text', admin: { readOnly: true, description: 'The words of the body (set by the server).' } },
    authorField,
    tenantField,
  ],
  timestamps: true,
}
