import { mayOnInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import type { TRoleId } from '@/access/roles'
import { CSRF_COOKIE_NAMES, CSRF_HEADER } from '@/auth/csrf'
import { LIVE_STAGES } from '@/domain/investments/stages'

import { BENCH_PASSWORD } from '../config'
import type { TBenchUser } from './bench-users'

// The hot paths of issue 4: what users wait on all day. Each has the app's request and a raw
// baseline (bench/baseline/raw-server.ts) answering the same question; requests rotate over
// several users, tenants and pages. Later capabilities add their paths to HOT_PATHS.

export type TRequestSpec = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

export type TLoadContext = {
  investors: TBenchUser[]
  staff: TBenchUser[]
  appPort: number
  /** The big tenant's matured opportunity with the 10,000-holder cap table (bench/seed, CAP_TABLE_SLUG). */
  capTableOpportunityId: number
  /** The funds of the big tenant (bench/seed: `fundsPerTenant`, each with its portfolio of companies). */
  portfolioFundIds: number[]
}

export type THotPath = {
  key: string
  title: string
  /** Requests the load generator cycles through (the same ones go to the baseline). */
  rotation: (ctx: TLoadContext) => TRequestSpec[]
  /** The baseline route answering the same question; paths sharing one compare against the same limit. */
  baseline: 'investor-opportunities' | 'opportunity-list' | 'holder-investments' | 'portfolio' | 'cap-table' | 'fund-portfolio' | 'kpi-portfolio' | 'deal-board' | 'investor-list' | 'staff-search' | 'current-user' | 'branding' | 'login'
  /** App and baseline must return equal JSON (checked before the load runs). */
  sameJson: boolean
  /** Issue 4's target at 50 connections (ratio to baseline), where there is one. */
  target?: number
  /** Only for comparison in the full run: not run by --smoke, not held to a committed ratio. */
  comparisonOnly?: boolean
  /** A path slower than a short run can measure (login's scrypt takes seconds to drain at 50 connections): the app's window. */
  minDurationSeconds?: number
  /** The baseline is as slow (login: scrypt on both sides): it gets the same window; otherwise it keeps the run's own. */
  slowBaseline?: boolean
  /** Also measured with one connection in the full run: a request's own latency, the machine otherwise idle. */
  alsoAlone?: boolean
}

const PORTAL_FIELDS = ['title', 'slug', 'stage', 'targetAmount', 'currency', 'opensAt', 'closesAt']
const STAFF_FIELDS = ['title', 'slug', 'stage', 'targetAmount', 'currency', 'closesAt']
const select = (fields: string[]) => fields.map((field) => `select[${field}]=true`).join('&')

const hostOf = (user: TBenchUser, port: number) => `${user.tenantCode}.localhost:${port}`
const asUser = (user: TBenchUser, port: number, accept = 'application/json') => ({ host: hostOf(user, port), cookie: user.cookie, accept })

const PAGES = [1, 2, 3]
const each = <T, U>(items: T[], pages: U[]) => items.flatMap((item) => pages.map((page) => [item, page] as const))

/** The staff list's searches and sorts, asked of the REST list, the kit list API and the list page alike. */
const STAFF_SEARCHES = [
        { like: '', sort: 'title' },
        { like: 'energy', sort: '-closesAt' },
        { like: 'live', sort: 'closesAt' },
]

/** Staff of the big tenant (which holds the cap-table opportunity) whose role sees a matured opportunity's transactions. */
const capTableStaff = (staff: TBenchUser[]) => staff.filter((user) => user.tenantCode === 'bench01' && mayOnInvestments(user.roleId, 6, 'transactions'))

/** Staff of the big tenant whose role opens fund reports (spec 6 funds show). */
const fundStaff = (staff: TBenchUser[]) => staff.filter((user) => user.tenantCode === 'bench01' && can(user.roleId, 'funds', 'show'))

/** The investor list's questions: sorted by surname (both ways), a search, the has-invested filter. */
const INVESTOR_QUERIES = ['sort=surname', 'sort=-surname&q=42', 'sort=surname&filter[hasInvested]=yes', 'sort=email&q=bench%201']

/**
 * The staff search's texts (issue 11 §11): a surname's digits (bench investors are "Investor Bench n"),
 * a name and number in any order, a whole email (exact), a word of opportunity titles and deals, a
 * misspelling (trigram similarity, the fallback) and a two-letter start (word prefixes only).
 */
const SEARCH_TEXTS = ['bench 42', '4217 investor', 'investor12345@bench01.test', 'energy', 'Investr Bnch 777', 'so']

export const HOT_PATHS: THotPath[] = [
  {
    key: 'investor-opportunities-api',
    title: 'Investor opportunity list: GET /api/portal/opportunities (fast path)',
    baseline: 'investor-opportunities',
    sameJson: true,
    target: 0.5,
    rotation: ({ investors, appPort }) => each(investors, PAGES).map(([user, page]) => ({ method: 'GET', path: `/api/portal/opportunities?page=${page}`, headers: asUser(user, appPort) })),
  },
  {
    key: 'investor-opportunities-rest',
    title: 'Investor opportunity list: Payload REST, depth=0 + select (for comparison)',
    baseline: 'investor-opportunities',
    sameJson: true,
    comparisonOnly: true,
    rotation: ({ investors, appPort }) =>
      each(investors, PAGES).map(([user, page]) => ({
        method: 'GET',
        path: `/api/investment-opportunities?depth=0&limit=20&page=${page}&sort=closesAt,id&${select(PORTAL_FIELDS)}`,
        headers: asUser(user, appPort),
      })),
  },
  {
    key: 'investor-investments-page',
    title: 'Investor opportunity list page: GET /investor/investments (HTML)',
    baseline: 'investor-opportunities',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ investors, appPort }) => each(investors, PAGES).map(([user, page]) => ({ method: 'GET', path: `/investor/investments?page=${page}`, headers: asUser(user, appPort, 'text/html') })),
  },
  {
    // Issue 10 budget: an investor's investments at least 0.5x its raw baseline (about ten each at full scale).
    key: 'investor-investments-api',
    title: 'An investor\'s own investments with what was paid: GET /api/investments/user (fast path)',
    baseline: 'holder-investments',
    sameJson: true,
    target: 0.5,
    rotation: ({ investors, appPort }) => investors.map((user) => ({ method: 'GET', path: '/api/investments/user', headers: asUser(user, appPort) })),
  },
  {
    // Issue 13 §4: an investor's portfolio (holdings of opportunities, companies and funds, with the
    // organisations and method accounts they act for, valued, and the totals per currency). The app
    // answers settings too, so the JSON differs from the raw baseline's (the same two statements).
    key: 'investor-portfolio-api',
    title: "An investor's portfolio with its totals: GET /api/portfolio",
    baseline: 'portfolio',
    sameJson: false,
    rotation: ({ investors, appPort }) => investors.map((user) => ({ method: 'GET', path: '/api/portfolio', headers: asUser(user, appPort) })),
  },
  {
    key: 'investor-portfolio-page',
    title: 'The investor portfolio page: GET /investor/portfolio (server-rendered)',
    baseline: 'portfolio',
    sameJson: false,
    // 50 renders at once finish together, near 2 s on this machine (CI's smoke once saw none finish in 2 s).
    minDurationSeconds: 4,
    rotation: ({ investors, appPort }) => investors.map((user) => ({ method: 'GET', path: '/investor/portfolio', headers: asUser(user, appPort, 'text/html') })),
  },
  {
    key: 'staff-live-opportunities',
    title: 'Staff live opportunities, filtered and sorted: Payload REST (for comparison)',
    baseline: 'opportunity-list',
    sameJson: true,
    comparisonOnly: true,
    rotation: ({ staff, appPort }) => {
      const stages = LIVE_STAGES.map((stage, index) => `where[stage][in][${index}]=${stage}`).join('&')
      // Payload's like matches every word anywhere: a two-word search too.
      const queries = [...STAFF_SEARCHES, { like: 'soft 1', sort: '-title' }]
      return each(staff, queries).flatMap(([user, query]) =>
        [1, 2].map((page) => ({
          method: 'GET' as const,
          path: `/api/investment-opportunities?depth=0&limit=20&page=${page}&sort=${query.sort},id&${stages}${query.like ? `&where[title][like]=${encodeURIComponent(query.like)}` : ''}&${select(STAFF_FIELDS)}`,
          headers: asUser(user, appPort),
        })),
      )
    },
  },
  {
    // Issue 9 budget: the kit's list API at least 0.5x its raw baseline.
    key: 'staff-kit-list-api',
    title: 'Staff live opportunities, searched and sorted: the kit list API, GET /api/resources/opportunities-live (fast path)',
    baseline: 'opportunity-list',
    sameJson: true,
    target: 0.5,
    rotation: ({ staff, appPort }) => {
      // The kit's search is one text anywhere (contains), which the baseline's like matches for single words.
      const queries = [...STAFF_SEARCHES, { like: 'soft', sort: '-title' }]
      return each(staff, queries).flatMap(([user, query]) =>
        [1, 2].map((page) => ({
          method: 'GET' as const,
          path: `/api/resources/opportunities-live?sort=${query.sort}&page=${page}${query.like ? `&q=${encodeURIComponent(query.like)}` : ''}`,
          headers: asUser(user, appPort),
        })),
      )
    },
  },
  {
    // Issue 9 budget: at most 60 KB of HTML and 25 ms of server CPU per response at full scale.
    key: 'staff-live-list-page',
    title: 'Staff live opportunity list page (kit, HTML) of 50 rows (?limit=50), filtered and sorted',
    baseline: 'opportunity-list',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ staff, appPort }) => {
      const queries = STAFF_SEARCHES
      return each(staff, queries).map(([user, query]) => ({
        method: 'GET' as const,
        path: `/admin/investments/opportunities?limit=50&sort=${query.sort}${query.like ? `&q=${encodeURIComponent(query.like)}` : ''}`,
        headers: asUser(user, appPort, 'text/html'),
      }))
    },
  },
  {
    // Issue 10 budget: an opportunity's cap table at least 0.5x its raw baseline, at 10,000 holders.
    key: 'staff-cap-table-api',
    title: 'Cap table of 10,000 holders, a page of 100, largest first, with totals: GET /api/investments/investors (fast path)',
    baseline: 'cap-table',
    sameJson: true,
    target: 0.5,
    rotation: ({ staff, appPort, capTableOpportunityId }) =>
      each(capTableStaff(staff), PAGES).map(([user, page]) => ({ method: 'GET', path: `/api/investments/investors?opportunity=${capTableOpportunityId}&page=${page}`, headers: asUser(user, appPort) })),
  },
  {
    // Issue 10 budget: the 10,000-holder cap table renders in under 150 ms of server time (CPU ms per response).
    key: 'staff-cap-table-page',
    title: 'Cap table tab (HTML) of 10,000 holders, 50 a page: /admin/investments/existing/{id}/details/cap-table',
    baseline: 'cap-table',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ staff, appPort, capTableOpportunityId }) =>
      each(capTableStaff(staff), [1, 2]).map(([user, page]) => ({
        method: 'GET',
        path: `/admin/investments/existing/${capTableOpportunityId}/details/cap-table?page=${page}`,
        headers: asUser(user, appPort, 'text/html'),
      })),
  },
  {
    // Issue 10 budget: a fund's portfolio at least 0.5x its raw baseline (50 companies with three years of prices at scale 1).
    key: 'staff-fund-portfolio-api',
    title: 'Fund portfolio: GET /api/reports/funds/{id}/portfolio (companies, latest valuation and share price, holdings from the ledger)',
    baseline: 'fund-portfolio',
    sameJson: true,
    target: 0.5,
    rotation: ({ staff, appPort, portfolioFundIds }) =>
      each(fundStaff(staff), portfolioFundIds).map(([user, fund]) => ({ method: 'GET', path: `/api/reports/funds/${fund}/portfolio`, headers: asUser(user, appPort) })),
  },
  {
    // Issue 12 budget: the KPI portfolio of 200 companies × 12 KPIs (two custom) × 12 quarters renders in under 300 ms of server time (CPU ms per response).
    key: 'staff-kpi-portfolio-page',
    title: 'KPI portfolio page (HTML): 200 companies × 12 KPIs for a quarter, each cell with its change and a sparkline of 12 quarters',
    baseline: 'kpi-portfolio',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ staff, appPort }) =>
      staff
        .filter((user) => user.tenantCode === 'bench01' && can(user.roleId as TRoleId, 'custom_kpis', 'index'))
        .map((user) => ({ method: 'GET' as const, path: '/admin/reports/kpi-portfolio', headers: asUser(user, appPort, 'text/html') })),
  },
  {
    key: 'staff-deals-board',
    title: 'Deals board page (HTML): a pipeline\'s stages as columns, per stage its count and first 25 deals by name',
    baseline: 'deal-board',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ staff, appPort }) =>
      staff
        .filter((user) => can(user.roleId as TRoleId, 'pipeline_deals', 'index'))
        .map((user) => ({ method: 'GET' as const, path: '/admin/investments/deals?view=board', headers: asUser(user, appPort, 'text/html') })),
  },
  {
    // Issue 11 budget: the investor list API at least 0.5x its raw baseline (50,000 investors in the big tenant at scale 1).
    key: 'staff-investor-list-api',
    title: 'Staff investor list, searched, filtered and sorted by surname: the kit list API, GET /api/resources/investors (fast path)',
    baseline: 'investor-list',
    sameJson: true,
    target: 0.5,
    rotation: ({ staff, appPort }) =>
      each(
        staff.filter((user) => can(user.roleId as TRoleId, 'investors', 'index')),
        INVESTOR_QUERIES,
      ).flatMap(([user, query]) => [1, 2].map((page) => ({ method: 'GET' as const, path: `/api/resources/investors?${query}&page=${page}`, headers: asUser(user, appPort) }))),
  },
  {
    key: 'staff-investor-list-page',
    title: 'Staff investor list page (kit, HTML), searched, filtered and sorted by surname',
    baseline: 'investor-list',
    sameJson: false,
    minDurationSeconds: 4,
    rotation: ({ staff, appPort }) =>
      each(
        staff.filter((user) => can(user.roleId as TRoleId, 'investors', 'index')),
        INVESTOR_QUERIES,
      ).map(([user, query]) => ({ method: 'GET' as const, path: `/admin/investors?${query}`, headers: asUser(user, appPort, 'text/html') })),
  },
  {
    // Issue 11 budget: search p95 under 50 ms at 50 connections (100,000 investors at scale 1), and 0.5x its raw baseline.
    key: 'staff-search-api',
    title: 'Staff search over investors, contacts, organisations, opportunities, deals and companies: GET /api/search (fast path)',
    baseline: 'staff-search',
    sameJson: true,
    target: 0.5,
    // "Answering in under 50 ms at 100k investors" (issue 11 §11) read as one search's latency.
    alsoAlone: true,
    rotation: ({ staff, appPort }) => each(staff, SEARCH_TEXTS).map(([user, text]) => ({ method: 'GET' as const, path: `/api/search?q=${encodeURIComponent(text)}`, headers: asUser(user, appPort) })),
  },
  {
    key: 'current-user',
    title: 'GET /api/user',
    baseline: 'current-user',
    sameJson: true,
    rotation: ({ investors, staff, appPort }) => [...investors, ...staff].map((user) => ({ method: 'GET', path: '/api/user', headers: asUser(user, appPort) })),
  },
  {
    key: 'branding',
    title: 'GET /api/branding',
    baseline: 'branding',
    sameJson: true,
    rotation: ({ investors, appPort }) => investors.map((user) => ({ method: 'GET', path: '/api/branding', headers: { host: hostOf(user, appPort), accept: 'application/json' } })),
  },
  {
    key: 'login',
    title: 'POST /login (scrypt by design: CPU-bound on both sides)',
    baseline: 'login',
    sameJson: false,
    minDurationSeconds: 6,
    slowBaseline: true,
    rotation: ({ investors, appPort }) =>
      investors.map((user, index) => {
        const token = `bench-csrf-token-${index}`
        const body = JSON.stringify({ email: user.email, password: BENCH_PASSWORD })
        return {
          method: 'POST',
          path: '/login',
          headers: { host: hostOf(user, appPort), accept: 'application/json', 'content-type': 'application/json', cookie: `${CSRF_COOKIE_NAMES.plain}=${token}`, [CSRF_HEADER]: token },
          body,
        }
      }),
  },
]

/** A download measured one at a time (bench/load/run-export.ts), against the baseline streaming the same CSV. */
export type TExportPath = {
  key: string
  title: string
  request: (ctx: TLoadContext) => TRequestSpec
  /** Issue 9: the big tenant's whole list (100,000 rows at scale 1) in at most this many seconds. */
  budgetSeconds: number
}

export const EXPORT_PATHS: TExportPath[] = [
  {
    key: 'deals-export',
    title: 'Deals CSV export of the big tenant (GET /api/resources/deals/export)',
    budgetSeconds: 10,
    // staff[0] is the big tenant's super admin (bench-users.ts).
    request: ({ staff, appPort }) => ({ method: 'GET', path: '/api/resources/deals/export', headers: asUser(staff[0], appPort, 'text/csv') }),
  },
]
