import type { Payload, TypedUser, Where } from 'payload'

import { dateInputToIso } from '@/lib/dates'
import { rowIdOf } from '@/lib/http'
import { currencyCodesByDigits, majorBoundToMinor } from '@/lib/money'

import { DEFAULT_PAGE_SIZE, filterParams, PAGE_SIZES, selectedFields, type TFilter, type TResourceDefinition, type TRow } from './define-resource'

// A list's query from its address: spec 7's parameters (filter[field], sort, page) and the search
// box's `q`, checked against the declaration, so only declared filters, the declared search and
// sortable columns are read and anything else is ignored (an old bookmark still opens the list).
// The find runs as the user (access rules apply). The screen and the CSV export share it all.

export type TSearchParams = Record<string, string | string[] | undefined>

export type TListQuery = {
  page: number
  /** Rows per page: the list's own size or one of PAGE_SIZES asked for by `limit`. */
  limit: number
  sort: string
  /** Declared filters with a value, as written in the address; a range's ends are `field.from`/`field.to` (dates) or `field.min`/`field.max` (numbers). */
  filters: Record<string, string>
  /** The search box's text (`q`), '' when none or when the list declares no search. */
  search: string
}

/** What selects the rows of a list (the screen's page and the export alike). */
export type TRowSelection = Pick<TListQuery, 'filters' | 'search'>

/** The address parameter of the search box. */
export const SEARCH_PARAM = 'q'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** An API request's query as a page's searchParams (a parameter sent twice, as a multi-select does, keeps both values). */
export function searchParamsOf(search: URLSearchParams): TSearchParams {
  const params: TSearchParams = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    params[key] = values.length > 1 ? values : values[0]
  }
  return params
}

/** The list's own page size, used when the address asks for none (or for one not offered). */
export const defaultPageSize = (resource: TResourceDefinition) => resource.pageSize ?? DEFAULT_PAGE_SIZE

/** The sizes a list offers: PAGE_SIZES and its own. */
export const pageSizesOf = (resource: TResourceDefinition) => [...new Set([defaultPageSize(resource), ...PAGE_SIZES])].sort((a, b) => a - b)

export function parseListQuery(resource: TResourceDefinition, params: TSearchParams): TListQuery {
  const page = Number(first(params.page))
  const limit = Number(first(params.limit))
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
    limit: pageSizesOf(resource).includes(limit) ? limit : defaultPageSize(resource),
    sort: sortable.includes(sort) ? sort : resource.defaultSort,
    filters,
    search: resource.search ? (first(params[SEARCH_PARAM])?.trim().slice(0, 200) ?? '') : '',
  }
}

/** The list's address for a query (only what differs from the defaults), keeping its view. */
export function listHref(resource: TResourceDefinition, query: TListQuery): string {
  const search = new URLSearchParams(resource.view)
  for (const [param, value] of selectionParams(resource, query)) search.set(param, value)
  if (query.sort !== resource.defaultSort) search.set('sort', query.sort)
  if (query.limit !== defaultPageSize(resource)) search.set('limit', String(query.limit))
  if (query.page > 1) search.set('page', String(query.page))
  const text = search.toString()
  return text ? `${resource.listPath}?${text}` : resource.listPath
}

/** The search and the filters of a query as address parameters (the export link carries the same). */
export function selectionParams(resource: TResourceDefinition, selection: TRowSelection): [string, string][] {
  const params: [string, string][] = selection.search ? [[SEARCH_PARAM, selection.search]] : []
  for (const { key, param } of (resource.filters ?? []).flatMap(filterParams)) if (selection.filters[key]) params.push([param, selection.filters[key]])
  return params
}

/** Whether the rows are narrowed by a search or a filter (an empty list then says so). */
export const isNarrowed = (selection: TRowSelection) => selection.search !== '' || Object.keys(selection.filters).length > 0

/** Matches no row: what a value that cannot be read selects (a bad date or number, an unknown option), rather than everything. */
export const NOTHING: Where = { id: { equals: 0 } }

/** A day range as a condition: from the start of `from` to the end of `to` (UTC days, like the stored dates). */
function dateRangeWhere(filter: TFilter, from: string | undefined, to: string | undefined): Where | null {
  if (!from && !to) return null
  const start = from ? dateInputToIso(from) : null
  const end = to ? dateInputToIso(to) : null
  // A bad date matches nothing, like an unknown option.
  if ((from && !start) || (to && !end)) return NOTHING
  const range: Record<string, string> = {}
  if (start) range.greater_than_equal = start
  if (end) range.less_than = new Date(new Date(end).getTime() + 86_400_000).toISOString()
  return { [filter.field]: range }
}

const NUMBER = /^-?\d+(?:\.\d+)?$/

/** Both ends of a number range as bounds (min and max included); null when an end given cannot be read. */
function bounds(min: string | undefined, max: string | undefined, read: (value: string, end: 'min' | 'max') => number | null): Record<string, number> | null {
  const range: Record<string, number> = {}
  for (const [end, value, operator] of [['min', min, 'greater_than_equal'], ['max', max, 'less_than_equal']] as const) {
    if (!value) continue
    const bound = read(value, end)
    if (bound === null) return null
    range[operator] = bound
  }
  return range
}

/**
 * A number range; on a money field the ends are major units and each row is compared in its own
 * currency's minor units: one branch per number of minor-unit digits (JPY 0, GBP 2, KWD 3), and
 * every code not listed with another count is 2 digits, as src/lib/money.ts counts them.
 */
function numberRangeWhere(filter: Extract<TFilter, { kind: 'number-range' }>, min: string | undefined, max: string | undefined): Where | null {
  if (!min && !max) return null
  if (!filter.currencyField) {
    const range = bounds(min, max, (value) => (NUMBER.test(value.replace(/,/g, '')) ? Number(value.replace(/,/g, '')) : null))
    return range ? { [filter.field]: range } : NOTHING
  }
  const currencyField = filter.currencyField
  const branches: Where[] = []
  const otherCodes: string[] = []
  for (const [digits, codes] of currencyCodesByDigits()) {
    if (digits === 2) continue
    const range = bounds(min, max, (value, end) => majorBoundToMinor(value, digits, end))
    if (!range) return NOTHING
    otherCodes.push(...codes)
    branches.push({ and: [{ [currencyField]: { in: [...codes] } }, { [filter.field]: range }] })
  }
  const range = bounds(min, max, (value, end) => majorBoundToMinor(value, 2, end))
  if (!range) return NOTHING
  branches.push({ and: [{ [currencyField]: { not_in: otherCodes } }, { [filter.field]: range }] })
  return { or: branches }
}

/** A relationship's value: record ids (digits) unless the filter makes its own options (then any text). */
function relationshipWhere(filter: Extract<TFilter, { kind: 'relationship' }>, value: string): Where {
  const chosen = value.split(',').filter(Boolean)
  const readable = filter.options ? chosen : chosen.map(rowIdOf).filter((id) => id !== null)
  return readable.length ? { [filter.field]: { in: readable } } : NOTHING
}

/** Yes or no: ticked (a box never set counts as no), or a value present; anything else matches nothing. */
function yesNoWhere(filter: Extract<TFilter, { kind: 'yes-no' }>, value: string): Where {
  if (value !== 'yes' && value !== 'no') return NOTHING
  if (filter.means === 'set') return { [filter.field]: { exists: value === 'yes' } }
  return { [filter.field]: value === 'yes' ? { equals: true } : { not_equals: true } }
}

/** The declared filters as Payload conditions; a value that cannot match (a bad date or number, an unknown option) matches nothing. */
export function filtersToWhere(resource: TResourceDefinition, filters: TListQuery['filters']): Where[] {
  const conditions: Where[] = []
  for (const filter of resource.filters ?? []) {
    if (filter.kind === 'date-range' || filter.kind === 'number-range') {
      const [low, high] = filterParams(filter).map(({ key }) => filters[key])
      const condition = filter.kind === 'date-range' ? dateRangeWhere(filter, low, high) : numberRangeWhere(filter, low, high)
      if (condition) conditions.push(condition)
      continue
    }
    const value = filters[filter.field]
    if (!value) continue
    if (filter.kind === 'yes-no') {
      conditions.push(yesNoWhere(filter, value))
      continue
    }
    if (filter.kind === 'text') {
      conditions.push({ [filter.field]: { like: value } })
    } else if (filter.kind === 'relationship') {
      conditions.push(relationshipWhere(filter, value))
    } else {
      const known = new Set(filter.options.map((option) => option.value))
      const chosen = value.split(',').filter((item) => known.has(item))
      conditions.push(chosen.length ? { [filter.field]: { in: chosen } } : NOTHING)
    }
  }
  return conditions
}

/** `%`, `_` and `\` are LIKE's own characters: a search for '50%' looks for those three characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The search box as a condition: the text anywhere in any declared field, case-insensitive (ILIKE). */
export function searchWhere(resource: TResourceDefinition, search: string): Where | null {
  if (!resource.search || !search) return null
  const pattern = likeLiteral(search)
  return { or: resource.search.fields.map((field) => ({ [field]: { contains: pattern } })) }
}

export type TResourceContext = { payload: Payload; user: TypedUser; tenantId: number }

export function resourceWhere(resource: TResourceDefinition, ctx: TResourceContext, selection: TRowSelection): Where {
  const search = searchWhere(resource, selection.search)
  return {
    and: [{ tenant: { equals: ctx.tenantId } }, ...(resource.scope ? [resource.scope as Where] : []), ...(search ? [search] : []), ...filtersToWhere(resource, selection.filters)],
  }
}

/** One page of the list, as the signed-in user. */
export async function findResourcePage(resource: TResourceDefinition, ctx: TResourceContext, query: TListQuery) {
  const result = await ctx.payload.find({
    collection: resource.collection,
    where: resourceWhere(resource, ctx, query),
    overrideAccess: false,
    user: ctx.user,
    depth: resource.depth ?? 0,
    select: selectedFields(resource),
    // id breaks ties so rows never swap between pages.
    sort: [query.sort, 'id'],
    page: query.page,
    limit: query.limit,
  })
  return { ...result, docs: result.docs as unknown as TRow[] }
}
