import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { diffChanges, type TActivityAction, type TChanges } from '@/domain/records/activity'
import type { TActivityTargetCollection } from '@/domain/records/record-targets'

import { recordActivity } from './record-activity'

type TDoc = Record<string, unknown>

export type TTrailOptions = {
  /** The record's name at the time (kept on each entry: it outlives a deleted record). */
  label: (doc: TDoc) => string | null
  /** The document as the trail shows it, e.g. a deal's stage id as the stage's name. */
  present?: (doc: TDoc, req: PayloadRequest) => Promise<TDoc> | TDoc
  /** The action of an update with these changes (default 'update'), e.g. 'stage-change'. */
  updateAction?: (changes: TChanges) => TActivityAction
}

/**
 * Context key: a write that records its own, more telling entry (recordActivity with 'deal-moved')
 * passes `context: { skipActivityTrail: true }` so the automatic one is not written as well.
 */
export const SKIP_ACTIVITY_TRAIL = 'skipActivityTrail'

/**
 * Adds the trail to a collection: every create, update (with the changed fields, old → new) and
 * delete through Payload writes one entry, inside the same transaction (the hooks pass `req`).
 * An update that changes nothing the trail records (only updatedAt, or secrets) writes nothing.
 */
export function withActivityTrail(config: CollectionConfig, options: TTrailOptions): CollectionConfig {
  const collection = config.slug as TActivityTargetCollection
  const present = async (doc: TDoc, req: PayloadRequest) => (options.present ? options.present(doc, req) : doc)

  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
    if (context[SKIP_ACTIVITY_TRAIL]) return doc
    const tenant = tenantIdOf(doc.tenant)
    if (tenant === null) return doc
    const before = operation === 'update' && previousDoc ? await present(previousDoc, req) : null
    const changes = diffChanges(before, await present(doc, req))
    if (operation === 'update' && Object.keys(changes).length === 0) return doc
    const action: TActivityAction = operation === 'create' ? 'create' : (options.updateAction?.(changes) ?? 'update')
    await recordActivity(req.payload, req, { target: { collection, id: doc.id }, tenant, action, changes, targetLabel: options.label(doc) })
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context[SKIP_ACTIVITY_TRAIL]) return doc
    const tenant = tenantIdOf(doc.tenant)
    if (tenant === null) return doc
    await recordActivity(req.payload, req, { target: { collection, id: doc.id }, tenant, action: 'delete', targetLabel: options.label(doc) })
    return doc
  }

  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
