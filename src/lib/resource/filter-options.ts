import { type CollectionSlug, Forbidden, type Where } from 'payload'

import type { TFilter, TFilterOption, TResourceDefinition, TRow } from './define-resource'
import { collectionPageBySql } from './list-api'
import type { TResourceContext } from './resource-query'

/** A relationship filter offers at most this many records (a select longer than this is not a usable control). */
export const MAX_RELATIONSHIP_OPTIONS = 200

type TRelationshipFilter = Extract<TFilter, { kind: 'relationship' }>

/**
 * The records a filter's choices are made from, `fields` of each, sorted by `sort` then id: by the
 * kit lists' SQL path, or by Payload's find where the collection's read rule or a field (an array:
 * a pipeline's stages) cannot be said in SQL.
 */
async function choiceRecords(ctx: TResourceContext, collection: CollectionSlug, where: Where, fields: string[], sort: string): Promise<TRow[]> {
  const bySql = await collectionPageBySql(ctx.payload, collection, ctx.user, { where, fields, sort, page: 1, limit: MAX_RELATIONSHIP_OPTIONS })
  if (bySql) return bySql.docs
  const select = Object.fromEntries(fields.map((field) => [field, true]))
  const { docs } = await ctx.payload.find({ collection, where, overrideAccess: false, user: ctx.user, depth: 0, select, sort: [sort, 'id'], limit: MAX_RELATIONSHIP_OPTIONS, pagination: false })
  return docs as unknown as TRow[]
}

/**
 * The choices of the list's relationship filters: the tenant's records of each related collection
 * (narrowed by the first such filter's `where`), read as the user (their access rules apply), sorted
 * by their label (then id); one read per collection.
 */
export async function loadFilterOptions(resource: TResourceDefinition, ctx: TResourceContext): Promise<Record<string, TFilterOption[]>> {
  const filters = (resource.filters ?? []).filter((filter): filter is TRelationshipFilter => filter.kind === 'relationship')
  if (filters.length === 0) return {}
  // One read per related collection, of only the fields its filters' choices are made from (whole
  // staff accounts through Payload's read hooks cost 16 ms of every investor list page).
  const reads = new Map<string, Promise<TRow[]>>()
  const recordsOf = (filter: TRelationshipFilter) => {
    let read = reads.get(filter.relationTo)
    if (!read) {
      const fields = filters.filter((other) => other.relationTo === filter.relationTo).flatMap((other) => [other.labelField, ...(other.options?.fields ?? [])])
      const where: Where = { and: [{ tenant: { equals: ctx.tenantId } }, ...(filter.where ? [filter.where] : [])] }
      read = choiceRecords(ctx, filter.relationTo, where, [...new Set(['id', ...fields])], filter.labelField)
        // A role that may not read the related records gets an empty choice, not a broken list.
        .catch((error: unknown) => {
          // By status too: in the production build the thrown class is not always the imported one
          // (a Custodian's fund-investment list, whose fund filter reads funds they may not, was a 500).
          if (error instanceof Forbidden || (error as { status?: unknown } | null)?.status === 403) return []
          throw error
        })
      reads.set(filter.relationTo, read)
    }
    return read
  }
  const entries = await Promise.all(
    filters.map(async (filter) => {
      const records = await recordsOf(filter)
      const options = filter.options ? filter.options.make(records) : records.map((record) => ({ value: String(record.id), label: String(record[filter.labelField] ?? `#${record.id}`) }))
      return [filter.field, options] as const
    }),
  )
  return Object.fromEntries(entries)
}
