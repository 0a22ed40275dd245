import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'

import { AppError, defineEndpoint } from '@/lib/app-error'
import { responseOf, type TJsonAnswer } from '@/lib/http'
import { paginationOf, type TPagination } from '@/lib/pagination'

import { selectedFields, type TResourceDefinition, type TRow } from './define-resource'
import { listStatement, listTableOf } from './resource-list-sql'
import { findResourcePage, parseListQuery, resourceWhere, searchParamsOf, type TListQuery, type TResourceContext } from './resource-query'
import { resourceRequestFor, resourcesByKey } from './resource-request'

// GET /api/resources/{key}?q=…&filter[…]=…&sort=…&page=…: a kit list as JSON, the rows the list
// screen shows (its declared fields, Payload's paginated shape), for whoever may open the list.
// In production the HTTP server answers it before Next (src/server/fast-routes.ts) with one SQL
// statement (resource-list-sql.ts); a list the compiler cannot say, and `npm run dev`, go through
// Payload's find. Both give the same answer: tests/integration/resource-list-api.test.ts.

export const RESOURCE_LIST_PATH = /^\/api\/resources\/([a-z0-9-]+)$/

export type TResourceListPage = TPagination & { docs: TRow[] }

type TAccessArgs = { req: Pick<PayloadRequest, 'user' | 'payload'> }

/** The collection's own read rule for this user (what Payload adds to a find with overrideAccess: false). */
export async function readAccess(payload: Payload, collection: string, user: TypedUser): Promise<boolean | Where | null> {
  const read = payload.collections[collection as keyof typeof payload.collections].config.access.read as unknown as (args: TAccessArgs) => boolean | Where | Promise<boolean | Where>
  try {
    return await read({ req: { user, payload } })
  } catch {
    // A rule that needs more of a request than this: Payload's find decides.
    return null
  }
}

type TSqlPage = { where: Where; fields: readonly string[]; sort: string; page: number; limit: number }

/**
 * One page of `collection` as `user` may read it (the collection's read rule added to `where`) by
 * one SQL statement, with no read hooks: null when the rule or the question cannot be said in SQL
 * (then Payload's find answers). The kit lists' rows and their relationship filters' choices.
 */
export async function collectionPageBySql(payload: Payload, collection: string, user: TypedUser, { where, fields, sort, page, limit }: TSqlPage): Promise<TResourceListPage | null> {
  const access = await readAccess(payload, collection, user)
  if (access === null) return null
  if (access === false) throw new AppError('forbidden')
  const statement = listStatement(listTableOf(payload, collection), { where: access === true ? where : { and: [access, where] }, fields, sort, page, limit })
  if (!statement) return null
  const { rows } = await payload.db.pool.query<TRow & { total_docs: number }>(statement)
  // Payload names the collection on every document of an auth collection (users): so does this answer.
  const named = payload.collections[collection as keyof typeof payload.collections].config.auth ? { collection } : {}
  const docs = rows.filter((row) => row.id !== null).map(({ total_docs: _total, ...row }) => ({ ...row, ...named }) as TRow)
  return { docs, ...paginationOf(rows[0]?.total_docs ?? 0, page, limit) }
}

/** The page by one SQL statement; null when the list cannot be said in SQL (then Payload answers). */
export function resourceListPageBySql(resource: TResourceDefinition, ctx: TResourceContext, query: TListQuery): Promise<TResourceListPage | null> {
  if (resource.depth) return Promise.resolve(null)
  const fields = Object.keys(selectedFields(resource))
  return collectionPageBySql(ctx.payload, resource.collection, ctx.user, { where: resourceWhere(resource, ctx, query), fields, sort: query.sort, page: query.page, limit: query.limit })
}

/** One page of the list as the user may see it: one statement when it can be said in SQL, else Payload's find. */
export async function resourceListPage(resource: TResourceDefinition, ctx: TResourceContext, query: TListQuery): Promise<TResourceListPage> {
  const fast = await resourceListPageBySql(resource, ctx, query)
  if (fast) return fast
  const { docs, totalDocs, limit, totalPages, page, pagingCounter, hasPrevPage, hasNextPage, prevPage, nextPage } = await findResourcePage(resource, ctx, query)
  return { docs, totalDocs, limit, totalPages, page: page ?? query.page, pagingCounter, hasPrevPage, hasNextPage, prevPage: prevPage ?? null, nextPage: nextPage ?? null }
}

/** The answer of GET /api/resources/{key} for the session's user. */
export async function answerResourceList(payload: Payload, user: TypedUser | null | undefined, byKey: ReadonlyMap<string, TResourceDefinition>, key: string, params: URLSearchParams): Promise<TJsonAnswer> {
  const { resource, ctx } = await resourceRequestFor(payload, user, byKey, key, 'index')
  const page = await resourceListPage(resource, ctx, parseListQuery(resource, searchParamsOf(params)))
  // The tenant's records as this user may see them: no shared cache may keep them.
  return { status: 200, body: page, headers: { 'Cache-Control': 'private, no-store' } }
}

/** The same answer through Payload's REST router (`npm run dev`, and Next without our server). */
export function resourceListEndpoint(resources: readonly TResourceDefinition[]) {
  const byKey = resourcesByKey(resources)
  return defineEndpoint({
    path: '/resources/:key',
    method: 'get',
    handler: async (req) => responseOf(await answerResourceList(req.payload, req.user, byKey, String(req.routeParams?.key), req.searchParams)),
  })
}
