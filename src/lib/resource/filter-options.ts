import { Forbidden } from 'payload'

import type { TFilter, TFilterOption, TResourceDefinition, TRow } from './define-resource'
import type { TResourceContext } from './resource-query'

/** A relationship filter offers at most this many records (a select longer than this is not a usable control). */
export const MAX_RELATIONSHIP_OPTIONS = 200

type TRelationshipFilter = Extract<TFilter, { kind: 'relationship' }>

/**
 * The choices of the list's relationship filters: the tenant's records of each related collection
 * (narrowed by the first such filter's `where`), read as the user (their access rules apply), sorted
 * by their label; one read per collection.
 */
export async function loadFilterOptions(resource: TResourceDefinition, ctx: TResourceContext): Promise<Record<string, TFilterOption[]>> {
  const filters = (resource.filters ?? []).filter((filter): filter is TRelationshipFilter => filter.kind === 'relationship')
  if (filters.length === 0) return {}
  // One read per related collection: whole records when a filter makes its own options from them, else the labels only.
  const wholeRecords = new Set(filters.filter((filter) => filter.options).map((filter) => filter.relationTo))
  const reads = new Map<string, Promise<TRow[]>>()
  const recordsOf = (filter: TRelationshipFilter) => {
    let read = reads.get(filter.relationTo)
    if (!read) {
      const labels = Object.fromEntries(filters.filter((other) => other.relationTo === filter.relationTo).map((other) => [other.labelField, true]))
      read = ctx.payload
        .find({
          collection: filter.relationTo,
          where: { and: [{ tenant: { equals: ctx.tenantId } }, ...(filter.where ? [filter.where] : [])] },
          overrideAccess: false,
          user: ctx.user,
          depth: 0,
          ...(wholeRecords.has(filter.relationTo) ? {} : { select: labels }),
          sort: [filter.labelField, 'id'],
          limit: MAX_RELATIONSHIP_OPTIONS,
          pagination: false,
        })
        .then(({ docs }) => docs as unknown as TRow[])
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
      const options = filter.options ? filter.options(records) : records.map((record) => ({ value: String(record.id), label: String(record[filter.labelField] ?? `#${record.id}`) }))
      return [filter.field, options] as const
    }),
  )
  return Object.fromEntries(entries)
}
