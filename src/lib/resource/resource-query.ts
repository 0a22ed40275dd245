import type { Payload, TypedUser, Where } from 'payload'

import { dateInputToIso } from '@/lib/dates'

import { DEFAULT_PAGE_SIZE, filterParams, selectedFields, type TFilter, type TResourceDefinition, type TRow } from './define-resource'

// A list's query from its address: spec 7's parameters (filter[field], sort, page) checked against
// the declaration, so only declared filters and sortable columns are read and anything else is
// ignored (an old bookmark still opens the list). The find runs as the user (access rules apply).

export type TSearchParams = Record<string, string | string[] | undefined>

export type TListQuery = {
  page: number
  sort: string
  /** Declared filters with a value, as written in the address; a range's ends are `field.from` and `field.to`. */
  filters: Record<string, string>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function parseListQuery(resource: TResourceDefinition, params: TSearchParams): TListQuery {
  const page = Number(first(params.page))
  const sort = first(params.sort) ?? ''
  const sortable = resource.columns.filter((column) => column.sortable).flatMap((column) => [column.field, `-${column.field}`])
  const filters: Record<string, string> = {}
  for (const { key, param } of (resource.filters ?? []).flatMap(filterParams)) {
    // A multi-select form sends the parameter once per choice; an address may list them with commas.
    const raw = params[param]
    const value = (Array.isArray(raw) ? raw.join(',') : raw)?.trim()
    if (value) filters[key] = value.slice(0, 200)
  }
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: sortable.includes(sort) ? sort : resource.defaultSort,
    filters,
  }
}

/** The list's address for a query (only what differs from the defaults), keeping its view. */
export function listHref(resource: TResourceDefinition, query: TListQuery): string {
  const search = new URLSearchParams(resource.view)
  for (const [param, value] of filterSearch(resource, query.filters)) search.set(param, value)
  if (query.sort !== resource.defaultSort) search.set('sort', query.sort)
  if (query.page > 1) search.set('page', String(query.page))
  const text = search.toString()
  return text ? `${resource.listPath}?${text}` : resource.listPath
}

/** The filters of a query as address parameters. */
export function filterSearch(resource: TResourceDefinition, filters: TListQuery['filters']): [string, string][] {
  return (resource.filters ?? []).flatMap(filterParams).flatMap(({ key, param }) => (filters[key] ? [[param, filters[key]] as [string, string]] : []))
}

/** A day range as a condition: from the start of `from` to the end of `to` (UTC days, like the stored dates). */
function dateRangeWhere(filter: TFilter, from: string | undefined, to: string | undefined): Where | null {
  if (!from && !to) return null
  const start = from ? dateInputToIso(from) : null
  const end = to ? dateInputToIso(to) : null
  // A bad date matches nothing, like an unknown option.
  if ((from && !start) || (to && !end)) return { id: { equals: 0 } }
  const range: Record<string, string> = {}
  if (start) range.greater_than_equal = start
  if (end) range.less_than = new Date(new Date(end).getTime() + 86_400_000).toISOString()
  return { [filter.field]: range }
}

/** The declared filters as Payload conditions; a value that cannot match (a bad date, an unknown option) matches nothing. */
export function filtersToWhere(resource: TResourceDefinition, filters: TListQuery['filters']): Where[] {
  const conditions: Where[] = []
  for (const filter of resource.filters ?? []) {
    if (filter.kind === 'date-range') {
      const condition = dateRangeWhere(filter, filters[`${filter.field}.from`], filters[`${filter.field}.to`])
      if (condition) conditions.push(condition)
      continue
    }
    const value = filters[filter.field]
    if (!value) continue
    if (filter.kind === 'text') {
      conditions.push({ [filter.field]: { like: value } })
    } else {
      const known = new Set(filter.options.map((option) => option.value))
      const chosen = value.split(',').filter((item) => known.has(item))
      conditions.push(chosen.length ? { [filter.field]: { in: chosen } } : { id: { equals: 0 } })
    }
  }
  return conditions
}

export type TResourceContext = { payload: Payload; user: TypedUser; tenantId: number }

export function resourceWhere(resource: TResourceDefinition, ctx: TResourceContext, filters: TListQuery['filters']): Where {
  return { and: [{ tenant: { equals: ctx.tenantId } }, ...(resource.scope ? [resource.scope as Where] : []), ...filtersToWhere(resource, filters)] }
}

/** One page of the list, as the signed-in user. */
export async function findResourcePage(resource: TResourceDefinition, ctx: TResourceContext, query: TListQuery) {
  const result = await ctx.payload.find({
    collection: resource.collection,
    where: resourceWhere(resource, ctx, query.filters),
    overrideAccess: false,
    user: ctx.user,
    depth: resource.depth ?? 0,
    select: selectedFields(resource),
    // id breaks ties so rows never swap between pages.
    sort: [query.sort, 'id'],
    page: query.page,
    limit: resource.pageSize ?? DEFAULT_PAGE_SIZE,
  })
  return { ...result, docs: result.docs as unknown as TRow[] }
}
