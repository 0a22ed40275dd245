import type { CollectionSlug } from 'payload'

import { recordPanelOpen, RECORD_TARGET_COLLECTIONS, RECORD_TARGET_LABEL, type TRecordTargetCollection } from '@/domain/records/record-targets'
import { recordNotesPath } from '@/navigation/record-paths'

import type { TRecordContext } from './notes-calls-tasks'

// "My tasks" (issue 9 §3): the signed-in staff member's open tasks across records, soonest due
// first (undated last). A task whose record they can no longer read (a role change, a stage their
// role may not see, spec 6's hidden tab) is left out: the records are read as the user, in one
// query per kind of record.

export const MY_TASKS_LIMIT = 200

export type TMyTask = {
  id: number
  title: string
  dueAt: string | null
  overdue: boolean
  record: { kind: string; name: string; href: string }
}

const name = (doc: Record<string, unknown>) => (typeof doc.name === 'string' ? doc.name : '')

/** How a task's record is named in the list. */
const RECORD_NAME: Record<TRecordTargetCollection, (doc: Record<string, unknown>) => string> = {
  deals: name,
  'investment-opportunities': (doc) => (typeof doc.title === 'string' ? doc.title : ''),
  pipelines: name,
  funds: name,
  companies: name,
  users: (doc) => [doc.name, doc.surname].filter((part) => typeof part === 'string' && part).join(' '),
  organisations: name,
  contacts: (doc) => [doc.name, doc.surname].filter((part) => typeof part === 'string' && part).join(' '),
  'investment-methods': name,
  nominees: name,
  'update-reports': (doc) => (typeof doc.title === 'string' ? doc.title : ''),
}

export async function loadMyOpenTasks(ctx: TRecordContext, now = new Date()): Promise<TMyTask[]> {
  const { payload, user } = ctx
  const { docs: tasks } = await payload.find({
    collection: 'tasks',
    where: { and: [{ tenant: { equals: user.tenant } }, { assignee: { equals: user.id } }, { done: { not_equals: true } }] },
    sort: ['dueAt', 'id'],
    limit: MY_TASKS_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const records = new Map<string, Record<string, unknown>>()
  await Promise.all(
    RECORD_TARGET_COLLECTIONS.map(async (collection) => {
      const ids = [...new Set(tasks.filter((task) => task.targetCollection === collection).map((task) => task.targetId))]
      if (ids.length === 0) return
      const { docs } = await payload.find({
        collection: collection as CollectionSlug,
        where: { and: [{ tenant: { equals: user.tenant } }, { id: { in: ids } }] },
        limit: ids.length,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
      for (const doc of docs as unknown as Array<Record<string, unknown> & { id: number }>) {
        if (recordPanelOpen(collection, doc, user.role_id, 'notes-calls-tasks')) records.set(`${collection}:${doc.id}`, doc)
      }
    }),
  )
  const visible = tasks.flatMap((task) => {
    const record = records.get(`${task.targetCollection}:${task.targetId}`)
    if (!record) return []
    const collection = task.targetCollection
    return [
      {
        id: task.id,
        title: task.title,
        dueAt: task.dueAt ?? null,
        overdue: !!task.dueAt && new Date(task.dueAt) <= now,
        record: { kind: RECORD_TARGET_LABEL[collection], name: RECORD_NAME[collection](record) || `#${task.targetId}`, href: recordNotesPath(collection, { id: task.targetId, stage: record.stage }) },
      },
    ]
  })
  // Undated tasks after the dated ones (PostgreSQL sorts nulls last ascending already; kept explicit).
  return [...visible.filter((task) => task.dueAt), ...visible.filter((task) => !task.dueAt)]
}
