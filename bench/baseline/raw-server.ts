// The raw baseline of issue 4: bare node:http + pg, one exact SQL statement per request, the same
// JSON as the app. Started by scripts/bench.ts as its own process:
//   DATABASE_URL=... SESSION_SECRET=... PORT=3311 node --import tsx bench/baseline/raw-server.ts
import http from 'node:http'

import { stringify } from 'csv-stringify/sync'
import pg from 'pg'

import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@/auth/csrf'
import { verifyPassword } from '@/auth/password'
import { toPublicUser } from '@/auth/public-user'
import { readCookie, readSession, type TSession } from '@/auth/session'
import { insertSessionRow, sessionCookieFor } from '@/auth/session-records'
import { OPPORTUNITY_SORTS, OPPORTUNITY_PAGE_SIZE, type TOpportunitySort } from '@/features/investments/opportunity-queries'
import { LIVE_STAGES } from '@/domain/investments/stages'
import { PORTFOLIO_HOLDINGS_SQL, PORTFOLIO_TOTALS_SQL } from '@/collections/investments/money/portfolio-figures'
import { paginationOf } from '@/lib/pagination'
import type { Tenant, User } from '@/payload-types'
import { toSpecBranding } from '@/tenancy/branding'
import { FEATURE_KEYS } from '@/tenancy/defaults'
import { hostnameOf } from '@/tenancy/resolve-tenant'

import { COLUMN_LIMIT } from '@/domain/deals/deal-board'
import { minorToMajorInput } from '@/lib/money'
import { safeCsvText } from '@/lib/resource/resource-export'
import { normalisedSearch, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@/domain/search/search-text'
import { searchAnswerOf, type TSearchRow } from '@/lib/search/search-answer'

import {
  brandingSql,
  capTablePageSql,
  FUND_REPORT_ROLES,
  fundPortfolioSql,
  currentUserSql,
  DEAL_ROLES,
  dealBoardSql,
  KPI_PORTFOLIO_ROLES,
  kpiPortfolioSql,
  dealExportBatchSql,
  HOLDER_ROLES,
  holderInvestmentsSql,
  INVESTOR_LIST_ORDER,
  INVESTOR_LIST_ROLES,
  investorListSql,
  investorOpportunitiesSql,
  loginSql,
  opportunityListSql,
  PORTAL_RULE,
  portfolioViewerSql,
  READ_RULE,
  SEARCH_ROLES,
  staffSearchSql,
  TRANSACTIONS_RULE,
} from './baseline-queries'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
pool.on('error', () => {})

type TReply = { status: number; body?: unknown; headers?: Record<string, string>; /** A streamed body (CSV), written chunk by chunk. */ stream?: AsyncGenerator<string> }

const reply = async (res: http.ServerResponse, { status, body, headers = {}, stream }: TReply) => {
  if (stream) {
    res.writeHead(status, headers)
    // Back-pressure as the app's ReadableStream has it: the next batch is read when the socket drained.
    for await (const chunk of stream) if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
    res.end()
    return
  }
  if (body === undefined) {
    res.writeHead(status, headers)
    res.end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers })
  res.end(text)
}

const UNAUTHENTICATED: TReply = { status: 401, body: { message: 'Unauthenticated.' } }
const FORBIDDEN: TReply = { status: 403, body: { message: 'This action is unauthorized.' } }

/** $1 hostname and $2 the <code> of <code>.localhost, as resolveTenantFromHost reads the Host header. */
function hostParams(req: http.IncomingMessage): [string, string] {
  const hostname = hostnameOf(req.headers.host)
  return [hostname, hostname.endsWith('.localhost') ? hostname.slice(0, -'.localhost'.length) : '']
}

const sessionParams = (session: TSession) => [session.userId, session.tenantId, session.v, session.sid]

function listParams(url: URL, fallbackSort: TOpportunitySort): { page: number; limit: number; sort: TOpportunitySort } | null {
  const number = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name)
    if (raw === null || raw === '') return fallback
    const value = Number(raw)
    return Number.isInteger(value) && value >= 1 && value <= max ? value : null
  }
  const page = number('page', 1, 1_000_000)
  const limit = number('limit', OPPORTUNITY_PAGE_SIZE, 100)
  const rawSort = (url.searchParams.get('sort') ?? fallbackSort).split(',')[0]
  const sort = (OPPORTUNITY_SORTS as readonly string[]).includes(rawSort) ? (rawSort as TOpportunitySort) : null
  return page === null || limit === null || sort === null ? null : { page, limit, sort }
}

type TPageRow = { role_id: number; total_docs: number; id: number | null } & Record<string, unknown>

function toPage(rows: TPageRow[], page: number, limit: number) {
  const docs = rows.filter((row) => row.id !== null).map(({ role_id: _role, total_docs: _total, ...doc }) => doc)
  return { docs, ...paginationOf(rows[0]?.total_docs ?? 0, page, limit) }
}

/** GET /api/portal/opportunities (and the page's question): the investor's visible opportunities. */
async function investorOpportunities(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const params = listParams(url, 'closesAt')
  if (!params) return { status: 422, body: { message: 'The given data was invalid.' } }
  const { rows } = await pool.query<TPageRow>({
    name: `investor-${params.sort}`,
    text: investorOpportunitiesSql(params.sort),
    values: [...hostParams(req), ...sessionParams(session), PORTAL_RULE.roles, PORTAL_RULE.stages, params.limit, (params.page - 1) * params.limit],
  })
  if (rows.length === 0) return UNAUTHENTICATED
  if (!PORTAL_RULE.roles.includes(rows[0].role_id)) return FORBIDDEN
  return { status: 200, body: toPage(rows, params.page, params.limit), headers: { 'cache-control': 'private, no-store' } }
}

type THolderRow = { role_id: number; total_docs: number; id: number | null; payment_reference: string; type: string; status: string; amount: string; currency: string; shares: string; paid: string; outstanding: string; created_at: string; opportunity_id: number; title: string; slug: string; stage: number }

/** GET /api/investments/user: the investor's own investments, a page at a time. */
async function holderInvestments(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const page = Number(url.searchParams.get('page') || 1)
  const limit = Number(url.searchParams.get('limit') || 20)
  if (!(Number.isInteger(page) && page >= 1 && Number.isInteger(limit) && limit >= 1 && limit <= 100)) return { status: 422, body: { message: 'The given data was invalid.' } }
  const { rows } = await pool.query<THolderRow>({ name: 'holder-investments', text: holderInvestmentsSql, values: [...hostParams(req), ...sessionParams(session), HOLDER_ROLES, limit, (page - 1) * limit] })
  if (rows.length === 0) return UNAUTHENTICATED
  if (!(HOLDER_ROLES as number[]).includes(rows[0].role_id)) return FORBIDDEN
  const docs = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id,
      paymentReference: row.payment_reference,
      type: row.type,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      shares: row.shares,
      paid: row.paid,
      outstanding: row.outstanding,
      createdAt: row.created_at,
      opportunity: { id: row.opportunity_id, title: row.title, slug: row.slug, stage: row.stage },
    }))
  return { status: 200, body: { docs, ...paginationOf(rows[0].total_docs, page, limit) }, headers: { 'cache-control': 'private, no-store' } }
}

/** GET /api/portfolio (and the page's question): the investor's holdings and totals per currency, the same statements as the app's. */
async function investorPortfolio(req: http.IncomingMessage): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const viewer = (await pool.query<{ id: number; role_id: number; tenant_id: number; funds: boolean }>({ name: 'portfolio-viewer', text: portfolioViewerSql, values: [...hostParams(req), ...sessionParams(session)] })).rows[0]
  if (!viewer) return UNAUTHENTICATED
  if (!(HOLDER_ROLES as number[]).includes(viewer.role_id)) return FORBIDDEN
  const values = [viewer.id, viewer.tenant_id, viewer.funds, null, null, null, null]
  const [holdings, totals] = await Promise.all([pool.query({ name: 'portfolio-holdings', text: PORTFOLIO_HOLDINGS_SQL, values }), pool.query({ name: 'portfolio-totals', text: PORTFOLIO_TOTALS_SQL, values })])
  return { status: 200, body: { data: holdings.rows, totals: totals.rows }, headers: { 'cache-control': 'private, no-store' } }
}

type TCapTableRow = { role_id: number; opportunity_id: number | null; title: string; currency: string; total_holders: number; total_shares: string; total_invested: string; total_paid: string; holder_kind: string; holder_id: number | null; name: string; surname: string | null; email: string; shares: string; percentage: string; invested: string; paid: string }

/** GET /api/investments/investors?opportunity=&page=: an opportunity's cap table, a page at a time, with its totals. */
async function capTablePage(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const opportunity = Number(url.searchParams.get('opportunity'))
  const page = Number(url.searchParams.get('page') || 1)
  const limit = Number(url.searchParams.get('limit') || 100)
  if (!(Number.isInteger(opportunity) && opportunity > 0 && Number.isInteger(page) && page >= 1 && Number.isInteger(limit) && limit >= 1 && limit <= 500)) return { status: 422, body: { message: 'The given data was invalid.' } }
  const { rows } = await pool.query<TCapTableRow>({
    name: 'cap-table-page',
    text: capTablePageSql,
    values: [...hostParams(req), ...sessionParams(session), TRANSACTIONS_RULE.roles, TRANSACTIONS_RULE.stages, opportunity, limit, (page - 1) * limit],
  })
  if (rows.length === 0) return UNAUTHENTICATED
  const first = rows[0]
  if (first.opportunity_id === null) return { status: 404, body: { message: 'Not found.' } }
  return {
    status: 200,
    body: {
      opportunity: { id: first.opportunity_id, title: first.title, currency: first.currency },
      totals: { holders: first.total_holders, invested: first.total_invested, paid: first.total_paid, shares: first.total_shares },
      data: rows
        .filter((row) => row.holder_id !== null)
        .map((row) => ({ id: row.holder_id, holderKind: row.holder_kind, name: [row.name, row.surname].filter(Boolean).join(' '), email: row.email, invested: row.invested, paid: row.paid, shares: row.shares, percentage: row.percentage })),
      ...paginationOf(first.total_holders, page, limit),
    },
    headers: { 'cache-control': 'private, no-store' },
  }
}

/** GET /api/reports/funds/{id}/portfolio: the fund's companies, holdings and totals, as one JSON value from PostgreSQL. */
async function fundPortfolio(req: http.IncomingMessage, id: string): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const { rows } = await pool.query<{ body: unknown }>({ name: 'fund-portfolio', text: fundPortfolioSql, values: [...hostParams(req), ...sessionParams(session), FUND_REPORT_ROLES, Number(id)] })
  if (rows.length === 0) return UNAUTHENTICATED
  if (rows[0].body === null) return { status: 404, body: { message: 'Not found.' } }
  return { status: 200, body: { data: rows[0].body } }
}

const OPPORTUNITY_FIELDS = ['title', 'slug', 'stage', 'targetAmount', 'currency', 'opensAt', 'closesAt']

/** GET /api/investment-opportunities?where[stage][in][]=..&where[title][like]=..&select[..]=true: Payload's REST list, for the fields asked. */
async function opportunityList(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return FORBIDDEN
  const params = listParams(url, 'title')
  if (!params) return { status: 400, body: { message: 'Bad query' } }
  const stageParams = [...url.searchParams.entries()].filter(([key]) => key.startsWith('where[stage][in]'))
  const stages = stageParams.length ? stageParams.flatMap(([, value]) => value.split(',')).map(Number) : null
  const words = (url.searchParams.get('where[title][like]') ?? '').split(' ').filter(Boolean).map((word) => `%${word}%`)
  const fields = OPPORTUNITY_FIELDS.filter((field) => url.searchParams.get(`select[${field}]`) === 'true')
  const filters = { stages: stages !== null, words: words.length > 0 }
  // Named: opportunities are spread evenly over the tenants, so the plan kept for the statement
  // suits each (the app's kit list is unnamed for the lists that are not: resource-list-sql.ts).
  const { rows } = await pool.query<TPageRow>({
    name: `list-${params.sort}-${filters.stages}-${filters.words}`,
    text: opportunityListSql(params.sort, filters),
    values: [
      ...hostParams(req),
      ...sessionParams(session),
      READ_RULE.roles,
      READ_RULE.stages,
      params.limit,
      (params.page - 1) * params.limit,
      ...(filters.stages ? [stages] : []),
      ...(filters.words ? [words] : []),
    ],
  })
  // Payload answers 403 to a visitor and to a role whose access grants no stage.
  if (rows.length === 0 || !READ_RULE.roles.includes(rows[0].role_id)) return FORBIDDEN
  const page = toPage(rows, params.page, params.limit)
  const docs = page.docs.map((doc) => Object.fromEntries(['id', ...(fields.length ? fields : OPPORTUNITY_FIELDS)].map((field) => [field, doc[field]])))
  return { status: 200, body: { ...page, docs } }
}

async function currentUser(req: http.IncomingMessage): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const { rows } = await pool.query<User>({ name: 'user', text: currentUserSql, values: [...hostParams(req), ...sessionParams(session)] })
  if (!rows[0]) return UNAUTHENTICATED
  return { status: 200, body: toPublicUser(rows[0]), headers: { 'cache-control': 'no-store' } }
}

type TTenantRow = Record<string, unknown>

const text = (row: TTenantRow, column: string) => (row[column] as string | null) ?? null

/** A tenants row in the shape of Payload's Tenant document, for toSpecBranding (what GET /api/branding answers). */
function tenantFromRow(row: TTenantRow): Tenant {
  return {
    id: row.id as number,
    name: row.name as string,
    code: row.code as string,
    isDefault: row.is_default as boolean,
    theme: {
      pageTitle: text(row, 'theme_page_title'),
      colors: row.theme_colors as NonNullable<Tenant['theme']>['colors'],
      logoUrl: text(row, 'theme_logo_url'),
      logoLightUrl: text(row, 'theme_logo_light_url'),
      faviconUrl: text(row, 'theme_favicon_url'),
      terminology: row.theme_terminology as Record<string, unknown>,
      isCustomBranding: row.theme_is_custom_branding as boolean,
      isTrial: row.theme_is_trial as boolean,
      appVersion: text(row, 'theme_app_version'),
    },
    terms: { version: Number(row.terms_version), format: row.terms_format as 'url' | 'text', text: text(row, 'terms_text') },
    riskWarningText: text(row, 'risk_warning_text'),
    marketSoundingDescription: text(row, 'market_sounding_description'),
    backToSiteUrl: text(row, 'back_to_site_url'),
    supportEmail: text(row, 'support_email'),
    portfolioNav: row.portfolio_nav as Tenant['portfolioNav'],
    features: Object.fromEntries(FEATURE_KEYS.map((key) => [key, row[`features_${key}`] as boolean | null])),
    updatedAt: '',
    createdAt: '',
  }
}

async function branding(req: http.IncomingMessage): Promise<TReply> {
  const { rows } = await pool.query<TTenantRow>({ name: 'branding', text: brandingSql, values: hostParams(req) })
  if (!rows[0]) return { status: 500, body: { message: 'No tenant' } }
  return { status: 200, body: toSpecBranding(tenantFromRow(rows[0])), headers: { 'cache-control': 'no-cache' } }
}

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        resolve(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {})
      } catch {
        resolve({})
      }
    })
  })
}

const INVALID_LOGIN: TReply = { status: 422, body: { message: 'These credentials do not match our records.' } }

/** POST /login: anti-forgery check, the user by email within the host's tenant, scrypt, a sealed cookie. */
async function login(req: http.IncomingMessage): Promise<TReply> {
  const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE_NAMES.plain)
  const headerToken = req.headers[CSRF_HEADER]
  if (!cookieToken || typeof headerToken !== 'string' || decodeURIComponent(headerToken) !== cookieToken) return { status: 419, body: { message: 'CSRF token mismatch.' } }
  const body = await readJson(req)
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!email || !password) return INVALID_LOGIN
  type TLoginRow = { tenant_id: number; id: number | null; role_id: number; password_hash: string | null; session_version: number; locked_until: string | null }
  const { rows } = await pool.query<TLoginRow>({ name: 'login', text: loginSql, values: [...hostParams(req), email] })
  const row = rows[0]
  const locked = !!row?.locked_until && new Date(row.locked_until).getTime() > Date.now()
  const passwordOk = await verifyPassword(password, row?.password_hash)
  if (!row || row.id === null || locked || !passwordOk) return INVALID_LOGIN
  const user = { id: row.id, tenant: row.tenant_id, role_id: row.role_id, session_version: row.session_version }
  const sid = await insertSessionRow(pool, user, req.headers['user-agent'] ?? null)
  return { status: 204, headers: { 'set-cookie': await sessionCookieFor(user, sid, row.session_version) } }
}

const first = (url: URL, name: string) => url.searchParams.get(name) ?? ''

/** The deals board's question (the page renders it as HTML; here as JSON). */
async function kpiPortfolioPage(req: http.IncomingMessage): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const { rows } = await pool.query<{ role_id: number | null; companies: unknown }>({ name: 'kpi-portfolio', text: kpiPortfolioSql, values: [...hostParams(req), ...sessionParams(session), KPI_PORTFOLIO_ROLES] })
  const row = rows[0]
  if (!row || row.role_id === null) return UNAUTHENTICATED
  if (!(KPI_PORTFOLIO_ROLES as number[]).includes(row.role_id)) return FORBIDDEN
  return { status: 200, body: { companies: row.companies ?? [] } }
}

async function dealBoard(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  type TBoardRow = { role_id: number | null; pipelines: unknown; columns: unknown }
  const { rows } = await pool.query<TBoardRow>({
    name: 'deal-board',
    text: dealBoardSql,
    values: [...hostParams(req), ...sessionParams(session), DEAL_ROLES, Number(first(url, 'pipeline')) || 0, COLUMN_LIMIT],
  })
  const row = rows[0]
  if (!row || row.role_id === null) return UNAUTHENTICATED
  if (!(DEAL_ROLES as number[]).includes(row.role_id)) return FORBIDDEN
  return { status: 200, body: { pipelines: row.pipelines ?? [], columns: row.columns ?? [] } }
}

type TDealExportRow = { id: number; name: string; company: string | null; stage_name: string | null; pipeline_name: string | null; amount: number | null; currency: string; expected_close: string | null }

const DEAL_CSV_HEADER = ['Deal', 'Company', 'Stage', 'Pipeline', 'Amount', 'Amount currency', 'Expected close']
const EXPORT_BATCH = 1000

/** GET /api/resources/deals/export: the tenant's deals as CSV in keyset batches, as the app streams them. */
async function dealExport(req: http.IncomingMessage): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const values = [...hostParams(req), ...sessionParams(session), DEAL_ROLES]
  const batch = (after: number) => pool.query<TDealExportRow>({ name: 'deal-export', text: dealExportBatchSql, values: [...values, after, EXPORT_BATCH] })
  const firstBatch = await batch(0)
  async function* csv(): AsyncGenerator<string> {
    yield stringify([DEAL_CSV_HEADER])
    let rows = firstBatch.rows
    while (rows.length > 0) {
      yield stringify(
        rows.map((row) => [
          safeCsvText(row.name),
          safeCsvText(row.company),
          safeCsvText(row.stage_name),
          safeCsvText(row.pipeline_name),
          row.amount === null ? '' : minorToMajorInput(row.amount, row.currency),
          row.currency,
          row.expected_close ?? '',
        ]),
      )
      if (rows.length < EXPORT_BATCH) return
      rows = (await batch(rows[rows.length - 1].id)).rows
    }
  }
  return { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' }, stream: csv() }
}

const INVESTOR_PAGE_SIZE = 20

/**
 * GET /api/resources/investors (and the /admin/investors page's question): the kit list's JSON for
 * the search box (`q`, one text anywhere, as the kit's contains; the bench searches plain words), the
 * has-invested filter and the declared sorts.
 */
async function investorList(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const page = Number(url.searchParams.get('page') || 1)
  if (!(Number.isInteger(page) && page >= 1)) return { status: 422, body: { message: 'The given data was invalid.' } }
  const rawSort = url.searchParams.get('sort') ?? 'surname'
  const sort = rawSort in INVESTOR_LIST_ORDER ? rawSort : 'surname'
  const search = (url.searchParams.get('q') ?? '').trim()
  const filters = { search: search !== '', invested: url.searchParams.get('filter[hasInvested]') === 'yes' }
  // Unnamed, as the app's kit list (resource-list-sql.ts): one tenant holds half the investors, and
  // a plan kept for the statement, costed for an average tenant, reads all of its rows for a page.
  const { rows } = await pool.query<TPageRow>({
    text: investorListSql(sort, filters),
    values: [...hostParams(req), ...sessionParams(session), INVESTOR_LIST_ROLES, INVESTOR_PAGE_SIZE, (page - 1) * INVESTOR_PAGE_SIZE, ...(filters.search ? [`%${search}%`] : [])],
  })
  if (rows.length === 0) return UNAUTHENTICATED
  if (!(INVESTOR_LIST_ROLES as number[]).includes(rows[0].role_id)) return FORBIDDEN
  return { status: 200, body: toPage(rows, page, INVESTOR_PAGE_SIZE), headers: { 'cache-control': 'private, no-store' } }
}

/** GET /api/search (issue 11 §11): the staff search's groups, one statement (baseline-queries.ts staffSearchSql). */
async function staffSearch(req: http.IncomingMessage, url: URL): Promise<TReply> {
  const session = await readSession(req.headers.cookie)
  if (!session) return UNAUTHENTICATED
  const limit = Number(url.searchParams.get('limit') || SEARCH_DEFAULT_LIMIT)
  if (!(Number.isInteger(limit) && limit >= 1 && limit <= SEARCH_MAX_LIMIT)) return { status: 422, body: { message: 'The given data was invalid.' } }
  const statement = staffSearchSql(normalisedSearch(url.searchParams.get('q')), limit, 7)
  const { rows } = await pool.query<TSearchRow & { role_id: number }>({ text: statement.text, values: [...hostParams(req), ...sessionParams(session), ...statement.values] })
  if (rows.length === 0) return UNAUTHENTICATED
  if (!(SEARCH_ROLES as number[]).includes(rows[0].role_id)) return FORBIDDEN
  return { status: 200, body: searchAnswerOf(rows.filter((row) => row.id !== null)), headers: { 'cache-control': 'private, no-store' } }
}

/** The kit's live list page and its list API ask the same question as the REST list: live stages, the search box's text in the title, one sort. */
function liveListPageAsRest(url: URL): URL {
  const rest = new URL('/api/investment-opportunities', url)
  rest.searchParams.set('where[stage][in]', LIVE_STAGES.join(','))
  for (const field of ['title', 'stage', 'targetAmount', 'currency', 'closesAt']) rest.searchParams.set(`select[${field}]`, 'true')
  const search = url.searchParams.get('q')
  // The bench searches single words, for which the search box's contains and the REST list's like agree.
  if (search) rest.searchParams.set('where[title][like]', search)
  for (const key of ['sort', 'page']) if (url.searchParams.has(key)) rest.searchParams.set(key, url.searchParams.get(key)!)
  return rest
}

/** The cap table tab's address: the page shows 50 holders a page, as the API's question with limit=50. */
const CAP_TABLE_TAB = /^\/admin\/investments\/existing\/(\d+)\/details\/cap-table$/

function capTableTabAsApi(url: URL, id: string): URL {
  const api = new URL('/api/investments/investors', url)
  api.searchParams.set('opportunity', id)
  api.searchParams.set('limit', '50')
  if (url.searchParams.has('page')) api.searchParams.set('page', url.searchParams.get('page')!)
  return api
}

const FUND_PORTFOLIO = /^\/api\/reports\/funds\/(\d{1,9})\/portfolio$/

async function route(req: http.IncomingMessage): Promise<TReply> {
  const url = new URL(req.url ?? '/', 'http://baseline')
  const capTableTab = req.method === 'GET' ? CAP_TABLE_TAB.exec(url.pathname) : null
  if (capTableTab) return capTablePage(req, capTableTabAsApi(url, capTableTab[1]))
  const portfolio = req.method === 'GET' ? FUND_PORTFOLIO.exec(url.pathname) : null
  if (portfolio) return fundPortfolio(req, portfolio[1])
  const key = `${req.method} ${url.pathname}`
  switch (key) {
    case 'GET /api/portal/opportunities':
    case 'GET /investor/investments':
      return investorOpportunities(req, url)
    case 'GET /api/investment-opportunities':
      return opportunityList(req, url)
    case 'GET /api/investments/user':
      return holderInvestments(req, url)
    case 'GET /api/portfolio':
    case 'GET /investor/portfolio':
      return investorPortfolio(req)
    case 'GET /api/investments/investors':
      return capTablePage(req, url)
    case 'GET /admin/investments/opportunities':
    case 'GET /api/resources/opportunities-live':
      return opportunityList(req, liveListPageAsRest(url))
    case 'GET /admin/investments/deals':
      return dealBoard(req, url)
    case 'GET /admin/reports/kpi-portfolio':
      return kpiPortfolioPage(req)
    case 'GET /admin/investors':
    case 'GET /api/resources/investors':
      return investorList(req, url)
    case 'GET /api/resources/deals/export':
      return dealExport(req)
    case 'GET /api/search':
      return staffSearch(req, url)
    case 'GET /api/user':
      return currentUser(req)
    case 'GET /api/branding':
      return branding(req)
    case 'POST /login':
      return login(req)
    default:
      return { status: 404, body: { message: 'Not found.' } }
  }
}

const server = http.createServer((req, res) => {
  route(req)
    .then((answer) => reply(res, answer))
    .catch((error: unknown) => {
      if (res.headersSent) res.destroy()
      else void reply(res, { status: 500, body: { message: String(error) } })
    })
})
server.keepAliveTimeout = 60_000
const port = Number(process.env.PORT ?? 3311)
server.listen(port, '127.0.0.1', () => console.log(`[baseline] raw node:http + pg on http://127.0.0.1:${port}`))

const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
