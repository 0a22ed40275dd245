import type { Payload, Where } from 'payload'

import { isStaff, staffRecord } from '@/access/record-access'
import type { TTenantUser } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import type { TRecordTarget } from '@/domain/records/record-targets'
import type { Tenant } from '@/payload-types'

// Server-only reads of the notes, calls and tasks panel (issue 9 §3). The record decides first
// (staffRecord: the user may read it, with the panel open for their role); the rows of that one
// record are then read directly, newest first, with the authors' names in one query.

/** What a record screen has: guardPage() returns it. */
export type TRecordContext = { payload: Payload; user: TTenantUser; tenant: Pick<Tenant, 'id'> }

export const PANEL_ROWS = 50

export type TPerson = { id: number; name: string }
type TRowBase = { id: number; createdAt: string; author: TPerson | null; canDelete: boolean }
export type TNoteRow = TRowBase & { body: unknown }
export type TCallRow = TRowBase & { calledAt: string; durationMinutes: number | null; outcome: string; summary: string | null }
export type TTaskRow = TRowBase & { title: string; dueAt: string | null; done: boolean; doneAt: string | null; assignee: TPerson | null; canUpdate: boolean }

export type TNotesCallsTasks = {
  target: TRecordTarget
  /** May add notes, calls and tasks (update on the record). */
  canAdd: boolean
  notes: TNoteRow[]
  calls: TCallRow[]
  tasks: TTaskRow[]
  /** More rows exist than shown (per list). */
  more: { notes: boolean; calls: boolean; tasks: boolean }
  /** Who a task may go to: staff of the tenant who may update this record. */
  assignees: TPerson[]
}

const personName = (user: { name?: string | null; surname?: string | null; email?: string | null }) => [user.name, user.surname].filter(Boolean).join(' ') || user.email || 'Someone'

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)

/** Names of these users (one query), by id. */
export async function peopleById(payload: Payload, ids: Array<number | null>): Promise<Map<number, TPerson>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'users', where: { id: { in: wanted } }, depth: 0, limit: wanted.length, pagination: false, overrideAccess: true, select: { name: true, surname: true, email: true } })
  return new Map(docs.map((user) => [user.id, { id: user.id, name: personName(user) }]))
}

export const targetWhere = (ctx: TRecordContext, target: TRecordTarget): Where => ({
  and: [{ tenant: { equals: ctx.user.tenant } }, { targetCollection: { equals: target.collection } }, { targetId: { equals: target.id } }],
})

/** Staff of the tenant who may work on the record (task assignees). */
async function assigneesFor(ctx: TRecordContext, target: TRecordTarget): Promise<TPerson[]> {
  const { docs } = await ctx.payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: ctx.user.tenant } }, { role_id: { not_equals: ROLE.user } }] },
    depth: 0,
    limit: 200,
    sort: ['name', 'id'],
    overrideAccess: true,
  })
  const staff = docs.map((doc) => ({ ...doc, collection: 'users' as const })).filter((doc) => isAdminType(doc.role_id) && isStaff(doc))
  const allowed = await Promise.all(staff.map((person) => staffRecord(ctx.payload, person, target, 'update', 'notes-calls-tasks')))
  return staff.filter((_, index) => allowed[index]).map((person) => ({ id: person.id, name: personName(person) }))
}

/** The panel's data, or null when the user may not see this record's notes, calls and tasks. */
export async function loadNotesCallsTasks(ctx: TRecordContext, target: TRecordTarget): Promise<TNotesCallsTasks | null> {
  const { payload, user } = ctx
  if (!(await staffRecord(payload, user, target, 'read', 'notes-calls-tasks'))) return null
  const [canAdd, canDeleteRecord] = await Promise.all([
    staffRecord(payload, user, target, 'update', 'notes-calls-tasks').then(Boolean),
    staffRecord(payload, user, target, 'delete', 'notes-calls-tasks').then(Boolean),
  ])
  const where = targetWhere(ctx, target)
  const common = { where, depth: 0, limit: PANEL_ROWS + 1, overrideAccess: true, pagination: false } as const
  const [notes, calls, tasks, assignees] = await Promise.all([
    payload.find({ collection: 'notes', ...common, sort: ['-createdAt', '-id'] }),
    payload.find({ collection: 'call-logs', ...common, sort: ['-calledAt', '-id'] }),
    // Open tasks first, each group newest first.
    payload.find({ collection: 'tasks', ...common, sort: ['done', '-createdAt', '-id'] }),
    canAdd ? assigneesFor(ctx, target) : Promise.resolve([]),
  ])
  const people = await peopleById(payload, [...notes.docs, ...calls.docs, ...tasks.docs].flatMap((doc) => [idOf(doc.author), 'assignee' in doc ? idOf(doc.assignee) : null]))
  const author = (value: unknown) => people.get(idOf(value) ?? -1) ?? null
  // Notes and calls: their author (while they may update the record) or whoever may delete the record (decision 010).
  const mayDeleteWritten = (value: unknown) => (canAdd && idOf(value) === user.id) || canDeleteRecord
  return {
    target,
    canAdd,
    more: { notes: notes.docs.length > PANEL_ROWS, calls: calls.docs.length > PANEL_ROWS, tasks: tasks.docs.length > PANEL_ROWS },
    notes: notes.docs.slice(0, PANEL_ROWS).map((doc) => ({ id: doc.id, createdAt: doc.createdAt, author: author(doc.author), canDelete: mayDeleteWritten(doc.author), body: doc.body })),
    calls: calls.docs.slice(0, PANEL_ROWS).map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      author: author(doc.author),
      canDelete: mayDeleteWritten(doc.author),
      calledAt: doc.calledAt,
      durationMinutes: doc.durationMinutes ?? null,
      outcome: doc.outcome,
      summary: doc.summary ?? null,
    })),
    tasks: tasks.docs.slice(0, PANEL_ROWS).map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      author: author(doc.author),
      canDelete: canAdd,
      canUpdate: canAdd,
      title: doc.title,
      dueAt: doc.dueAt ?? null,
      done: doc.done === true,
      doneAt: doc.doneAt ?? null,
      assignee: author(doc.assignee),
    })),
    assignees,
  }
}
