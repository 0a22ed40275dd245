import type { CollectionSlug } from 'payload'

import type { TSearchParams } from '@/lib/resource/resource-query'
import { isRecordTargetCollection, type TRecordPanel } from '@/domain/records/record-targets'
import { NotesCallsTasksPanel, TimelinePanel } from '@/ui/records'
import { DocumentsPanel } from '@/ui/records/documents'

import type { TDetailContext } from './resource-detail-page'

type TProps = { kind: TRecordPanel; ctx: TDetailContext; target: { collection: CollectionSlug; id: number }; searchParams?: TSearchParams }

/** The record features of issue 9 §3 on any record that carries them (domain/records/record-targets.ts). */
export function RecordPanel({ kind, ctx, target, searchParams }: TProps) {
  if (!isRecordTargetCollection(target.collection)) return null
  const record = { collection: target.collection, id: target.id }
  if (kind === 'notes-calls-tasks') return <NotesCallsTasksPanel ctx={ctx} target={record} />
  if (kind === 'timeline') return <TimelinePanel ctx={ctx} target={record} searchParams={searchParams} />
  return <DocumentsPanel ctx={ctx} target={record} />
}
