import type { Payload, TypedUser, Where } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { OPPORTUNITY_STAGES } from '@/domain/investments/stages'
import { isSearchable, likeLiteral, normalisedSearch, prefixQuery, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, trigramMatchOf } from '@/domain/search/search-text'
import { defineEndpoint, invalid } from '@/lib/app-error'
import { fieldErrorsOf, responseOf, type TJsonAnswer } from '@/lib/http'
import { readAccess } from '@/lib/resource/list-api'
import { listTableOf, whereSql } from '@/lib/resource/resource-list-sql'
import { adminRouteOpen } from '@/navigation/admin-routes'
import { recordPath } from '@/navigation/record-paths'
import { featuresOf } from '@/tenancy/branding'
import type { TFeatures } from '@/tenancy/defaults'
import { tenantById } from '@/tenancy/resolve-tenant'

import { EMPTY_SEARCH, searchAnswerOf, type TSearchAnswer, type TSearchRow } from './search-answer'
import { SEARCH_KIND_SQL, searchBranchSql, searchStatementSql, type TSearchKindSql, type TSearchParams } from './search-sql'

// GET /api/search?q=&limit= (spec 7, issue 11 §11, decision 024): one statement over the tenant's
// investors, contacts, organisations, opportunities, deals and companies, each kind a branch that
// exists only when the user's role may open its records, and holds only the rows they may open.
// Who may open what is decided here in JavaScript, through can(), before the statement is composed:
// a kind's rows are those its collection's read rule gives the user (the Where Payload would add,
// compiled by the kit's compiler), of the session's tenant, that the record's own address opens
// (its route guard: permission and tenant switch; an opportunity's address depends on its stage).
// In production the HTTP server answers it before Next (src/server/fast-routes.ts).

export const SEARCH_API_PATH = '/api/search'

/** Rows a kind is about beyond its collection's read rule: an investor is an account of role User. */
const SCOPE: Partial<Record<TSearchKindSql['kind'], Where>> = { investors: { role_id: { equals: ROLE.user } } }

/** The rows of a kind this role may open: their address's guard lets it in (by stage for opportunities); false: none. */
export function openWhere(kind: TSearchKindSql, role: number, features: TFeatures): Where | false {
  const opens = (stage?: number) => adminRouteOpen(recordPath(kind.collection, { id: 1, stage }), role, features)
  if (kind.collection !== 'investment-opportunities') return opens() ? {} : false
  const stages = OPPORTUNITY_STAGES.filter((stage) => opens(stage))
  return stages.length ? { stage: { in: stages } } : false
}

/** One kind's guard as SQL (its values appended), or null when the user may open none of its rows. */
async function guardSql(payload: Payload, user: TTenantUser, tenantId: number, features: TFeatures, kind: TSearchKindSql, values: unknown[]): Promise<string | null> {
  const open = openWhere(kind, user.role_id, features)
  if (open === false) return null
  const access = await readAccess(payload, kind.collection, user)
  // A rule the compiler cannot say (null) leaves the kind out rather than guessing at it.
  if (access === null || access === false) return null
  const where: Where = { and: [{ tenant: { equals: tenantId } }, ...(access === true ? [] : [access]), SCOPE[kind.kind] ?? {}, open] }
  return whereSql(listTableOf(payload, kind.collection), where, values)
}

/** The search's groups for a staff user of their own tenant; `text` normalised (normalisedSearch). */
export async function staffSearch(payload: Payload, user: TTenantUser, text: string, limit: number = SEARCH_DEFAULT_LIMIT): Promise<TSearchAnswer> {
  const tenantId = tenantIdOf(user.tenant)
  const tenant = tenantId === null ? null : await tenantById(payload, tenantId)
  if (!isSearchable(text) || !tenant) return EMPTY_SEARCH
  const features = featuresOf(tenant)
  const values: unknown[] = []
  const param = (value: unknown, type: string) => `$${values.push(value)}::${type}`
  const words = prefixQuery(text)
  const params: TSearchParams = {
    text: param(text, 'text'),
    words: words ? param(words, 'text') : null,
    contains: param(`%${likeLiteral(text)}%`, 'text'),
    prefix: param(`${likeLiteral(text)}%`, 'text'),
    limit: param(limit, 'int'),
  }
  const trigrams = trigramMatchOf(text)
  const branches: string[] = []
  for (const [ord, kind] of SEARCH_KIND_SQL.entries()) {
    const guard = await guardSql(payload, user, tenant.id, features, kind, values)
    const branch = guard && searchBranchSql(kind, ord, guard, params, trigrams)
    if (branch) branches.push(branch)
  }
  const statement = searchStatementSql(branches)
  if (!statement) return EMPTY_SEARCH
  // Unnamed: planned with the text's own values each time. A named statement's generic plan cannot
  // tell "smith" from "in" and may pick a scan that is ruinous for one of them.
  const { rows } = await payload.db.pool.query<TSearchRow>({ text: statement, values })
  return searchAnswerOf(rows)
}

const ZLimit = z.coerce.number().int('Ask for a whole number of results').min(1, 'Ask for at least one result').max(SEARCH_MAX_LIMIT, `Ask for at most ${SEARCH_MAX_LIMIT} results`)

/** The answer of GET /api/search for the session's user: staff only (no session 401, an investor 403). */
export async function answerStaffSearch(payload: Payload, user: TypedUser | null | undefined, query: URLSearchParams): Promise<TJsonAnswer> {
  const staff = requireTenantUser(user)
  requirePermission(staff, 'admin_area', 'show')
  const limit = ZLimit.default(SEARCH_DEFAULT_LIMIT).safeParse(query.get('limit') || undefined)
  if (!limit.success) throw invalid(fieldErrorsOf(limit.error, 'limit'))
  const answer = await staffSearch(payload, staff, normalisedSearch(query.get('q')), limit.data)
  // The tenant's records as this user may see them: no shared cache may keep them.
  return { status: 200, body: answer, headers: { 'Cache-Control': 'private, no-store' } }
}

/** The same answer through Payload's router (npm run dev); production's HTTP server answers it first. */
export const staffSearchEndpoint = defineEndpoint({
  path: '/search',
  method: 'get',
  handler: async (req) => responseOf(await answerStaffSearch(req.payload, req.user, req.searchParams)),
})
