import type { TResourceDefinition, TRow } from './define-resource'
import type { TResourceContext } from './resource-query'
import { rowIdOf } from '@/lib/http'

/** A route's [id] as a row id; null for anything that cannot be one (the page then 404s). */
export function parseRecordId(value: string): number | null {
  // PostgreSQL's integer range: a longer number would fail the query (a 500) instead of finding nothing.
  return rowIdOf(value)
}

/** One record of the resource as the signed-in user (access rules and the list's scope apply); null when they may not see it. */
export async function findResourceRecord(resource: TResourceDefinition, ctx: TResourceContext, idText: string, options: { depth?: 0 | 1 } = {}): Promise<TRow | null> {
  const id = parseRecordId(idText)
  if (id === null) return null
  const { docs } = await ctx.payload.find({
    collection: resource.collection,
    where: { and: [{ id: { equals: id } }, { tenant: { equals: ctx.tenantId } }, ...(resource.scope ? [resource.scope] : [])] } as never,
    overrideAccess: false,
    user: ctx.user,
    depth: options.depth ?? resource.detail?.depth ?? resource.depth ?? 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as unknown as TRow | undefined) ?? null
}

/** A declared address (`/admin/x/:id/...`) for one record. */
export const recordPath = (pattern: string, id: number | string) => pattern.replace(':id', String(id))
