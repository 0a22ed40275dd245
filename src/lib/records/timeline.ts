import type { Where } from 'payload'

import { staffRecord } from '@/access/record-access'
import { trailNarrowing } from '@/collections/records/Activities'
import {
  ACTIVITY_ACTION_TEXT,
  fieldLabel,
  formatTrailValue,
  isActivityAction,
  type TActivityAction,
  type TChanges,
} from '@/domain/records/activity'
import type { TRecordTarget } from '@/domain/records/record-targets'
import type { Activity } from '@/payload-types'

import { targetWhere, type TRecordContext } from './notes-calls-tasks'

// Server-only reads of a record's activity trail (issue 9 §3): the timeline panel and its CSV. The
// record decides (staffRecord with the timeline panel); entries of a panel spec 6 hides from the
// role are left out, as in the REST read (trailNarrowing).

/** The CSV of a record's whole trail (src/lib/records/timeline-export.ts). */
export const timelineExportPath = (target: TRecordTarget) => `/api/records/${target.collection}/${target.id}/activity/export`

export const TIMELINE_PAGE = 20
export const TIMELINE_MAX = 500

export type TTrailChange = { field: string; label: string; from: string; to: string }
export type TTrailEntry = { id: number; createdAt: string; actor: string; action: string; text: string; changes: TTrailChange[] }

export function readableChanges(changes: unknown): TTrailChange[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return []
  return Object.entries(changes as TChanges).map(([field, change]) => ({
    field,
    label: fieldLabel(field),
    from: formatTrailValue(change?.from),
    to: formatTrailValue(change?.to),
  }))
}

export function toTrailEntry(doc: Pick<Activity, 'id' | 'createdAt' | 'action' | 'actorName' | 'changes'>): TTrailEntry {
  const action: TActivityAction | null = isActivityAction(doc.action) ? doc.action : null
  return {
    id: doc.id,
    createdAt: doc.createdAt,
    actor: doc.actorName || 'Someone',
    action: doc.action,
    text: action ? ACTIVITY_ACTION_TEXT[action] : doc.action,
    changes: readableChanges(doc.changes),
  }
}

/** The trail's query for this user and record, or null when they may not read the record's trail. */
export async function timelineWhere(ctx: TRecordContext, target: TRecordTarget): Promise<Where | null> {
  const record = await staffRecord(ctx.payload, ctx.user, target, 'read', 'timeline')
  if (!record) return null
  const hidden = trailNarrowing(ctx.user, target, record)
  const where = targetWhere(ctx, target)
  return hidden ? { and: [where, hidden] } : where
}

/** The newest `shown` entries (at most TIMELINE_MAX) and how many there are; null when the user may not read them. */
export async function loadTimeline(ctx: TRecordContext, target: TRecordTarget, shown = TIMELINE_PAGE) {
  const where = await timelineWhere(ctx, target)
  if (!where) return null
  const limit = Math.min(Math.max(1, Math.floor(shown)), TIMELINE_MAX)
  const result = await ctx.payload.find({ collection: 'activities', where, sort: ['-createdAt', '-id'], limit, depth: 0, overrideAccess: true })
  return { entries: result.docs.map(toTrailEntry), total: result.totalDocs, shown: limit }
}
