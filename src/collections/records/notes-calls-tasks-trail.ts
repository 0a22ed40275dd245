import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { diffChanges, type TActivityAction, type TChanges } from '@/domain/records/activity'
import { callOutcomeLabel } from '@/domain/records/record-features'
import { parseRecordTarget } from '@/domain/records/record-targets'
import { lexicalExcerpt } from '@/lib/lexical'

import { recordActivity } from './Activities/record-activity'

// A note, call or task written on a record is an event of that record: its trail says "added a
// note", "completed a task" with what changed, in the same transaction as the write.

type TKind = 'note' | 'call' | 'task'
type TDoc = Record<string, unknown>

const ACTIONS: Record<TKind, { created: TActivityAction; changed: TActivityAction; deleted: TActivityAction }> = {
  note: { created: 'note-added', changed: 'note-edited', deleted: 'note-deleted' },
  call: { created: 'call-logged', changed: 'call-edited', deleted: 'call-deleted' },
  task: { created: 'task-added', changed: 'task-updated', deleted: 'task-deleted' },
}

async function personName(req: PayloadRequest, value: unknown): Promise<string | null> {
  const id = tenantIdOf(value as number | { id: number } | null | undefined)
  if (id === null) return null
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true, surname: true } })
  return user ? [user.name, user.surname].filter(Boolean).join(' ') : `#${id}`
}

/** What the trail shows of a row: the fields a reader cares about, people by name. */
async function visibleFields(kind: TKind, doc: TDoc | null, req: PayloadRequest): Promise<TDoc | null> {
  if (!doc) return null
  switch (kind) {
    case 'note':
      return { note: lexicalExcerpt(doc.body) }
    case 'call':
      return { calledAt: doc.calledAt, durationMinutes: doc.durationMinutes, outcome: doc.outcome ? callOutcomeLabel(doc.outcome) : null, summary: doc.summary }
    case 'task':
      return { title: doc.title, dueAt: doc.dueAt, assignee: await personName(req, doc.assignee), done: doc.done === true }
  }
}

async function record(kind: TKind, req: PayloadRequest, doc: TDoc, action: TActivityAction, changes: TChanges): Promise<void> {
  const target = parseRecordTarget(doc.targetCollection, doc.targetId)
  const tenant = tenantIdOf(doc.tenant as number | { id: number } | null)
  if (!target || tenant === null) return
  await recordActivity(req.payload, req, { target, tenant, action, changes })
}

export function recordNotesCallsTasks(kind: TKind): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  const hook = async (args: { doc: TDoc; previousDoc?: TDoc; operation?: string; req: PayloadRequest; context: Record<string, unknown> }) => {
    const { doc, previousDoc, operation, req, context } = args
    if (context.skipActivityTrail) return doc
    const actions = ACTIONS[kind]
    if (operation === undefined) {
      // afterDelete: what was removed.
      const removed = Object.entries(diffChanges(null, (await visibleFields(kind, doc, req)) ?? {})).map(([field, change]) => [field, { from: change.to, to: null }])
      await record(kind, req, doc, actions.deleted, Object.fromEntries(removed))
      return doc
    }
    const before = operation === 'update' ? await visibleFields(kind, previousDoc ?? null, req) : null
    const after = (await visibleFields(kind, doc, req)) ?? {}
    const changes = diffChanges(before, after)
    if (operation === 'update' && Object.keys(changes).length === 0) return doc
    let action = operation === 'create' ? actions.created : actions.changed
    if (kind === 'task' && operation === 'update' && Object.keys(changes).length === 1 && changes.done) action = doc.done ? 'task-completed' : 'task-reopened'
    await record(kind, req, doc, action, changes)
    return doc
  }
  return hook as unknown as CollectionAfterChangeHook & CollectionAfterDeleteHook
}
