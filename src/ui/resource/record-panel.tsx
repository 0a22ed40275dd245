import type { CollectionSlug } from 'payload'

import { isRecordTargetCollection, type TRecordPanel } from '@/domain/records/record-targets'

import type { TDetailContext } from './resource-detail-page'

type TProps = { kind: TRecordPanel; ctx: TDetailContext; target: { collection: CollectionSlug; id: number } }

/** The record features of issue 9 §3 on any record that carries them (domain/records/record-targets.ts). */
export function RecordPanel({ kind, target }: TProps) {
  if (!isRecordTargetCollection(target.collection)) return null
  // Wired to the panels of src/ui/records when they land (same session).
  return <div data-record-panel={kind} />
}
