import type { Where } from 'payload'

import type { TRequestContext } from '@/auth/request-context'

import type { TOpportunityStage } from '@/domain/investments/stages'

import { CONTENT_SELECT } from './opportunity-content-data'
import { rowIdOf } from '@/lib/http'

// Server-only reads for the opportunity screens. Every read runs AS the signed-in user
// (overrideAccess: false), so the collection's access rules decide what each role sees; the
// explicit tenant filter only states what the session already guarantees.

export type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

export const OPPORTUNITY_SORTS = ['title', '-title', 'closesAt', '-closesAt'] as const
export type TOpportunitySort = (typeof OPPORTUNITY_SORTS)[number]
export const DEFAULT_OPPORTUNITY_SORT: TOpportunitySort = 'title'
export const OPPORTUNITY_PAGE_SIZE = 20

type TSearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** ?page= and ?sort= of a list page; anything unexpected falls back to page 1 and the default sort. */
export function parseListParams(params: TSearchParams): { page: number; sort: TOpportunitySort } {
  const page = Number(first(params.page))
  const sort = first(params.sort)
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: (OPPORTUNITY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TOpportunitySort) : DEFAULT_OPPORTUNITY_SORT,
  }
}

/** A route's [id] as a row id; null for anything that cannot be one (the page then 404s). */
export function parseOpportunityId(value: string): number | null {
  // PostgreSQL's integer range: a longer number would fail the query (a 500) instead of finding nothing.
  return rowIdOf(value)
}

const inTenant = (ctx: TSignedInContext, ...conditions: Where[]): Where => ({ and: [{ tenant: { equals: ctx.tenant.id } }, ...conditions] })

const LIST_SELECT = { title: true, slug: true, stage: true, targetAmount: true, currency: true, closesAt: true } as const
const DETAIL_SELECT = { ...LIST_SELECT, ...CONTENT_SELECT, summary: true, opensAt: true, updatedAt: true } as const

export async function listOpportunities(ctx: TSignedInContext, stages: TOpportunityStage[], { page, sort }: { page: number; sort: TOpportunitySort }) {
  return ctx.payload.find({
    collection: 'investment-opportunities',
    where: inTenant(ctx, { stage: { in: stages } }),
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    select: LIST_SELECT,
    // id breaks ties so rows never swap between pages.
    sort: [sort, 'id'],
    page,
    limit: OPPORTUNITY_PAGE_SIZE,
  })
}

export type TOpportunityListRow = Awaited<ReturnType<typeof listOpportunities>>['docs'][number]

/** One opportunity by id, only if the user may read it and it is in one of `stages`. */
export async function findOpportunityById(ctx: TSignedInContext, id: number, stages?: TOpportunityStage[]) {
  const { docs } = await ctx.payload.find({
    collection: 'investment-opportunities',
    where: inTenant(ctx, { id: { equals: id } }, ...(stages ? [{ stage: { in: stages } }] : [])),
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    select: DETAIL_SELECT,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

export type TOpportunityDetail = NonNullable<Awaited<ReturnType<typeof findOpportunityById>>>

/** One opportunity by its slug (the investor portal's address), only if the user may read it. */
export async function findOpportunityBySlug(ctx: TSignedInContext, slug: string, stages: TOpportunityStage[]) {
  const { docs } = await ctx.payload.find({
    collection: 'investment-opportunities',
    where: inTenant(ctx, { slug: { equals: slug } }, { stage: { in: stages } }),
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    select: DETAIL_SELECT,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function countOpportunities(ctx: TSignedInContext, stages: TOpportunityStage[]): Promise<number> {
  const { totalDocs } = await ctx.payload.count({
    collection: 'investment-opportunities',
    where: inTenant(ctx, { stage: { in: stages } }),
    overrideAccess: false,
    user: ctx.user,
  })
  return totalDocs
}

export async function recentlyUpdatedOpportunities(ctx: TSignedInContext, limit: number) {
  const { docs } = await ctx.payload.find({
    collection: 'investment-opportunities',
    where: inTenant(ctx),
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    select: { title: true, stage: true, updatedAt: true },
    sort: ['-updatedAt', '-id'],
    limit,
    pagination: false,
  })
  return docs
}
