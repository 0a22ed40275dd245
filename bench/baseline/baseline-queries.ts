import type { TTenantUser } from '@/access/current-user'
import { investmentStagesFor } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE_IDS, type TRoleId } from '@/access/roles'
import { LIVE_SESSION_SQL } from '@/auth/session-records'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { isSearchable, likeLiteral, prefixQuery, trigramMatchOf } from '@/domain/search/search-text'
import { SEARCH_KIND_SQL, searchBranchSql, type TSearchParams } from '@/lib/search/search-sql'
import { openWhere } from '@/lib/search/staff-search'
import { FEATURE_DEFAULTS } from '@/tenancy/defaults'
import type { TOpportunitySort } from '@/features/investments/opportunity-queries'

// The raw baseline's SQL: each request of the baseline server is exactly one of these statements,
// answering the whole question (tenant from the host, the session's user, the rows) in one round
// trip. It is the limit the app is measured against, so it cuts no corner the app may not cut:
// same tenant rule, same session check, same stage rule (taken from stagesFor, as the app does).

/** pickTenantForHost in SQL: exact domain, then <code>.localhost, then the default tenant. $1 hostname, $2 code. */
const TENANT_CTE = `tenant AS (
  SELECT t.* FROM tenants t
  WHERE t.id IN (SELECT _parent_id FROM tenants_domains WHERE lower(domain) = $1) OR t.code = $2 OR t.is_default
  ORDER BY (t.id IN (SELECT _parent_id FROM tenants_domains WHERE lower(domain) = $1)) DESC, (t.code = $2) DESC, t.is_default DESC, t.id
  LIMIT 1
)`

/** A live session row and the user of it (an account not disabled): $3 user, $4 tenant, $5 session_version, $6 session id. */
const SESSION_CHECK = `coalesce(u.session_version, 0) = $5 AND u.disabled_at IS NULL AND EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = $6 AND s.user_id = u.id AND ${LIVE_SESSION_SQL})`

/** The session's user, only on its own tenant's host and while the session is live. */
const VIEWER_CTE = `viewer AS (
  SELECT u.id, u.role_id::int AS role_id, u.tenant_id FROM users u JOIN tenant ON tenant.id = u.tenant_id
  WHERE u.id = $3 AND u.tenant_id = $4 AND ${SESSION_CHECK}
)`

/** The stage rule as a table: one (role, stage) row per stage stagesFor(role, 'read') grants. $7 roles, $8 stages. */
const RULE_CTE = `rule AS (
  SELECT r.stage FROM viewer JOIN unnest($7::int[], $8::int[]) AS r(role_id, stage) ON r.role_id = viewer.role_id
)`

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const ORDER_BY: Record<TOpportunitySort, string> = {
  title: 'title ASC, id ASC',
  '-title': 'title DESC, id ASC',
  closesAt: 'closes_at ASC, id ASC',
  '-closesAt': 'closes_at DESC, id ASC',
}

/** The rule for every role whose users pass `allowed`, flattened for unnest($7, $8). */
export function stageRule(allowed: (role: TRoleId) => boolean): { roles: number[]; stages: number[] } {
  const roles: number[] = []
  const stages: number[] = []
  for (const role of ROLE_IDS.filter(allowed)) {
    // stagesFor reads the role only; a bare user of that role is enough to ask it.
    for (const stage of stagesFor({ role_id: role } as TTenantUser, 'read')) {
      roles.push(role)
      stages.push(stage)
    }
  }
  return { roles, stages }
}

export const PORTAL_RULE = stageRule((role) => can(role, 'portal_investments', 'index'))
export const READ_RULE = stageRule(() => true)

/**
 * The REST list's question (GET /api/investment-opportunities): $9 limit, $10 offset, then the
 * filters the request has, each only when present ($11 stages asked for, $12 ILIKE patterns,
 * every word), so each shape gets its own prepared statement and plan.
 */
export const opportunityListSql = (sort: TOpportunitySort, filters: { stages: boolean; words: boolean }) => {
  const where = ['o.stage IN (SELECT stage FROM rule)']
  if (filters.stages) where.push('o.stage = ANY($11::numeric[])')
  if (filters.words) where.push(`o.title ILIKE ALL($${filters.stages ? 12 : 11}::text[])`)
  return `
WITH ${TENANT_CTE}, ${VIEWER_CTE}, ${RULE_CTE},
visible AS NOT MATERIALIZED (
  SELECT o.id, o.title, o.slug, o.stage, o.target_amount, o.currency, o.opens_at, o.closes_at
  FROM investment_opportunities o JOIN viewer ON o.tenant_id = viewer.tenant_id
  WHERE ${where.join(' AND ')}
)
SELECT viewer.role_id, total.total_docs, page.*
FROM viewer
CROSS JOIN (SELECT count(*)::int AS total_docs FROM visible) total
LEFT JOIN LATERAL (
  SELECT id, title, slug, stage::int AS stage, target_amount::float8 AS "targetAmount", currency,
         ${iso('opens_at')} AS "opensAt", ${iso('closes_at')} AS "closesAt"
  FROM visible ORDER BY ${ORDER_BY[sort]} LIMIT $9 OFFSET $10
) page ON true`
}

/** Investor list: the REST list's question with no filter beyond the stage rule. Rows: role_id (no row: no session), total_docs, then one page. */
export const investorOpportunitiesSql = (sort: TOpportunitySort) => opportunityListSql(sort, { stages: false, words: false })

/** GET /api/user: the public fields of the session's user. */
export const currentUserSql = `
WITH ${TENANT_CTE}
SELECT u.id, u.name, u.surname, u.email, ${iso('u.email_verified_at')} AS email_verified_at, u.role_id::int AS role_id, u.avatar,
       u.accepted_terms_version::int AS accepted_terms_version, u.compliance_passed, u.compliance_tries::int AS compliance_tries, u.tenant_id AS tenant
FROM users u JOIN tenant ON tenant.id = u.tenant_id
WHERE u.id = $3 AND u.tenant_id = $4 AND ${SESSION_CHECK}`

/** GET /api/branding: the host's tenant, every column toPublicBranding reads. */
export const brandingSql = `WITH ${TENANT_CTE} SELECT * FROM tenant`

/** POST /login: the host's tenant and the user with that email in it (none: still one row, for the tenant). */
export const loginSql = `
WITH ${TENANT_CTE}
SELECT tenant.id AS tenant_id, u.id, u.role_id::int AS role_id, u.password_hash, coalesce(u.session_version, 0)::int AS session_version, u.locked_until
FROM tenant LEFT JOIN users u ON u.tenant_id = tenant.id AND u.email = $3`

/** Roles that may list deals (spec 6 pipeline_deals index), for the deal questions' $7. */
export const DEAL_ROLES = ROLE_IDS.filter((role) => can(role, 'pipeline_deals', 'index'))

/** The viewer, only when its role may list deals: $7 those roles. */
const DEAL_VIEWER_CTE = `dealer AS (SELECT viewer.* FROM viewer WHERE viewer.role_id = ANY($7::int[]))`

/**
 * The deals board (/admin/investments/deals?view=board&pipeline=): the tenant's pipelines with
 * their stages, the chosen one ($8, else the first by name) and per stage its count and its first
 * $9 deals by name. One row: role_id (null: no session), pipelines, columns. NOT MATERIALIZED:
 * each column's count and first deals then read the (tenant, pipeline, stage, name) index, as the
 * app's query does, rather than the whole pipeline copied once (935 ms at full scale).
 */
export const dealBoardSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE}, ${DEAL_VIEWER_CTE},
pipes AS (SELECT p.id, p.name FROM pipelines p JOIN dealer ON p.tenant_id = dealer.tenant_id),
chosen AS (SELECT id FROM pipes ORDER BY (id = $8::int) DESC, name, id LIMIT 1),
chosen_deals AS NOT MATERIALIZED (SELECT d.* FROM deals d JOIN dealer ON d.tenant_id = dealer.tenant_id WHERE d.pipeline_id = (SELECT id FROM chosen))
SELECT (SELECT role_id FROM viewer) AS role_id,
  (SELECT json_agg(json_build_object('id', p.id, 'name', p.name,
     'stages', (SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s._order) FROM pipelines_stages s WHERE s._parent_id = p.id))
   ORDER BY p.name, p.id) FROM pipes p) AS pipelines,
  (SELECT json_agg(json_build_object('id', s.id, 'name', s.name,
     'total', (SELECT count(*) FROM chosen_deals d WHERE d.stage = s.id),
     'deals', (SELECT json_agg(page) FROM (
        SELECT d.id, d.name, d.company, d.amount::float8 AS amount, d.currency, d.stage FROM chosen_deals d WHERE d.stage = s.id ORDER BY d.name, d.id LIMIT $9::int) page))
   ORDER BY s._order) FROM pipelines_stages s WHERE s._parent_id = (SELECT id FROM chosen)) AS columns`

/**
 * One batch of the deals CSV (GET /api/resources/deals/export): the tenant's deals after id $8, in
 * id order, $9 at a time, with their pipeline's and stage's names. No row: no session or no right.
 */
export const dealExportBatchSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE}, ${DEAL_VIEWER_CTE}
SELECT d.id, d.name, d.company, s.name AS stage_name, p.name AS pipeline_name, d.amount::float8 AS amount, d.currency,
       to_char(d.expected_close_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS expected_close
FROM deals d JOIN dealer ON d.tenant_id = dealer.tenant_id
LEFT JOIN pipelines p ON p.id = d.pipeline_id
LEFT JOIN pipelines_stages s ON s._parent_id = d.pipeline_id AND s.id = d.stage
WHERE d.id > $8::int
ORDER BY d.id LIMIT $9::int`

/** Roles whose users list their own investments (spec 7 /api/investments/user), for $7. */
export const HOLDER_ROLES = ROLE_IDS.filter((role) => can(role, 'portal_investments', 'index'))

/**
 * GET /api/investments/user: the session's investor's investments, newest first, $8 limit, $9
 * offset, each with its opportunity and what the ledger says was paid. Rows: role_id (no row: no
 * session), total_docs, then one page (a null id when there is none).
 */
export const holderInvestmentsSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE},
mine AS (SELECT i.* FROM investments i JOIN viewer ON i.holder_id = viewer.id AND i.tenant_id = viewer.tenant_id
          WHERE i.holder_kind = 'investor' AND viewer.role_id = ANY($7::int[]))
SELECT viewer.role_id, (SELECT count(*) FROM mine)::int AS total_docs, page.*
FROM viewer
LEFT JOIN LATERAL (
  SELECT m.id, m.payment_reference, m.type::text AS type, m.status::text AS status, m.amount::text AS amount, m.currency, m.shares::text AS shares,
         COALESCE(p.paid, 0)::text AS paid, (CASE WHEN m.status = 'cancelled' THEN 0 ELSE m.amount - COALESCE(p.paid, 0) END)::text AS outstanding,
         ${iso('m.created_at')} AS created_at, o.id AS opportunity_id, o.title, o.slug, o.stage::int AS stage
  FROM mine m JOIN investment_opportunities o ON o.id = m.opportunity_id
  LEFT JOIN LATERAL (
    SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
     WHERE e.investment_id = m.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true
  ORDER BY m.created_at DESC, m.id DESC LIMIT $8 OFFSET $9
) page ON true`

/** The stages whose transactions each role may see (src/access/investment-access.ts), flattened for unnest($7, $8). */
export const TRANSACTIONS_RULE = (() => {
  const roles: number[] = []
  const stages: number[] = []
  for (const role of ROLE_IDS) {
    for (const stage of investmentStagesFor(role, 'transactions')) {
      roles.push(role)
      stages.push(stage)
    }
  }
  return { roles, stages }
})()

/**
 * GET /api/investments/investors?opportunity=$9&page=: the opportunity (if the viewer's role may see
 * its transactions at its stage), its ledger summed per holder, the totals and one page ($10 limit,
 * $11 offset) largest holdings first. Rows: role_id (no row: no session), the opportunity (null: not
 * found for this viewer), the totals, then the page (a null holder_id when empty).
 */
export const capTablePageSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE}, ${RULE_CTE},
opp AS (SELECT o.id, o.title, o.currency
          FROM investment_opportunities o JOIN viewer ON o.tenant_id = viewer.tenant_id
         WHERE o.id = $9::int AND o.stage IN (SELECT stage FROM rule)),
entries AS (
  SELECT e.holder_kind::text AS holder_kind, COALESCE(e.holder_id, e.holder_organisation_id) AS holder_id, e.amount, e.shares_delta, COALESCE(r.kind, e.kind)::text AS category
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.opportunity_id = (SELECT id FROM opp) AND e.tenant_id = (SELECT tenant_id FROM viewer)),
holders AS MATERIALIZED (
  SELECT holder_kind, holder_id, SUM(shares_delta) AS shares,
         COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
         COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
    FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_kind, holder_id),
totals AS (
  SELECT (count(*) FILTER (WHERE shares <> 0 OR invested <> 0))::int AS holders, COALESCE(SUM(shares), 0) AS shares,
         COALESCE(SUM(shares) FILTER (WHERE shares > 0), 0) AS held, COALESCE(SUM(invested), 0) AS invested, COALESCE(SUM(paid), 0) AS paid
    FROM holders)
SELECT viewer.role_id, opp.id AS opportunity_id, opp.title, opp.currency,
       t.holders AS total_holders, t.shares::text AS total_shares, t.invested::text AS total_invested, t.paid::text AS total_paid, page.*
FROM viewer
LEFT JOIN opp ON true
CROSS JOIN totals t
LEFT JOIN LATERAL (
  SELECT h.holder_kind, h.holder_id, COALESCE(org.name, u.name) AS name, CASE WHEN org.id IS NULL THEN u.surname END AS surname,
         COALESCE(u.email, org.contact_email, '') AS email, h.shares::text AS shares,
         (CASE WHEN t.held > 0 THEN round(h.shares * 100 / t.held, 2) ELSE 0 END)::text AS percentage,
         h.invested::text AS invested, h.paid::text AS paid
    FROM holders h
    LEFT JOIN users u ON h.holder_kind = 'investor' AND u.id = h.holder_id
    LEFT JOIN organisations org ON h.holder_kind = 'organisation' AND org.id = h.holder_id
   WHERE h.shares <> 0 OR h.invested <> 0
   ORDER BY h.shares DESC, h.invested DESC, h.holder_kind, h.holder_id
   LIMIT $10 OFFSET $11) page ON opp.id IS NOT NULL`

/** Roles that may list investors (spec 6 investors index), for the investor list's $7. */
export const INVESTOR_LIST_ROLES = ROLE_IDS.filter((role) => can(role, 'investors', 'index'))

/** The investors list's sorts (the kit's sortable columns of src/features/investors/investor-resources.ts). */
export const INVESTOR_LIST_ORDER: Record<string, string> = {
  surname: 'surname ASC, id ASC',
  '-surname': 'surname DESC, id ASC',
  email: 'email ASC, id ASC',
  '-email': 'email DESC, id ASC',
  createdAt: 'created_at ASC, id ASC',
  '-createdAt': 'created_at DESC, id ASC',
}

/**
 * The investors list (GET /api/resources/investors and /admin/investors, issue 11 §1): the
 * tenant's role-5 users for a role that may list investors, $8 limit, $9 offset, then the search
 * box's pattern ($10, ILIKE over name, surname and email) and has-invested yes only when asked.
 * Rows: role_id (no row: no session), total_docs, then one page with the list's fields (and
 * `collection`, which Payload puts on every document of an auth collection).
 */
export const investorListSql = (sort: string, filters: { search: boolean; invested: boolean }) => {
  const where = ['viewer.role_id = ANY($7::int[])', 'u.role_id = 5']
  if (filters.search) where.push('(u.name ILIKE $10 OR u.surname ILIKE $10 OR u.email ILIKE $10)')
  if (filters.invested) where.push('u.has_invested = true')
  return `
WITH ${TENANT_CTE}, ${VIEWER_CTE},
visible AS NOT MATERIALIZED (SELECT u.* FROM users u JOIN viewer ON u.tenant_id = viewer.tenant_id WHERE ${where.join(' AND ')})
SELECT viewer.role_id, total.total_docs, page.*
FROM viewer
CROSS JOIN (SELECT count(*)::int AS total_docs FROM visible) total
LEFT JOIN LATERAL (
  SELECT id, surname, email, ${iso('email_verified_at')} AS email_verified_at, compliance_passed, has_invested AS "hasInvested", latest_category AS "latestCategory", lead_status::float8 AS "leadStatus", owner_name AS "ownerName",
         ${iso('disabled_at')} AS disabled_at, ${iso('created_at')} AS "createdAt", name,
         'users' AS collection
  FROM visible ORDER BY ${INVESTOR_LIST_ORDER[sort] ?? INVESTOR_LIST_ORDER.surname} LIMIT $8 OFFSET $9
) page ON true`
}

/** Roles that may open a fund's reports (spec 6 funds show), for the fund portfolio's $7. */
export const FUND_REPORT_ROLES = ROLE_IDS.filter((role) => can(role, 'funds', 'show'))

/**
 * GET /api/reports/funds/$8/portfolio: the fund (of the viewer's tenant, funds_enabled, a role of
 * $7), each of its companies with the latest valuation and share price, the fund's holding of it
 * from the ledger valued at that price, and the totals per currency: the whole answer as JSON built
 * by PostgreSQL. Rows: none (no session), a null `body` (no such fund for this viewer), or the body.
 */
export const fundPortfolioSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE},
fund AS (SELECT f.id, f.name, f.currency, f.tenant_id
           FROM funds f JOIN viewer ON f.tenant_id = viewer.tenant_id JOIN tenant ON tenant.id = viewer.tenant_id
          WHERE f.id = $8::int AND viewer.role_id = ANY($7::int[]) AND COALESCE(tenant.features_funds_enabled, true)),
holdings AS (
  SELECT e.company_id,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment'), 0) AS cost,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'payment_received'), 0) AS paid,
         COALESCE(SUM(e.shares_delta), 0) AS shares
    FROM ledger_entries e JOIN fund ON e.holder_fund_id = fund.id AND e.tenant_id = fund.tenant_id
    LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.holder_kind = 'fund' AND e.company_id IS NOT NULL
   GROUP BY e.company_id),
companies AS (
  SELECT c.id, c.name, c.status::text AS status, c.country, c.currency, c.fund_id, v.value, v.date AS valued_at, p.price, p.date AS priced_at,
         h.cost, h.paid, h.shares, (CASE WHEN p.price IS NULL THEN NULL ELSE h.shares * p.price END) AS value_now, h.company_id IS NOT NULL AS held
    FROM companies c JOIN fund ON c.tenant_id = fund.tenant_id
    LEFT JOIN LATERAL (SELECT value, date FROM valuations WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) v ON true
    LEFT JOIN LATERAL (SELECT price, date FROM share_prices WHERE company_id = c.id ORDER BY date DESC, id DESC LIMIT 1) p ON true
    LEFT JOIN holdings h ON h.company_id = c.id AND (h.cost <> 0 OR h.shares <> 0)
   WHERE c.fund_id = fund.id OR c.id IN (SELECT company_id FROM holdings))
SELECT (SELECT json_build_object(
  'fund', json_build_object('id', fund.id, 'name', fund.name, 'currency', fund.currency),
  'companies', COALESCE((SELECT json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'status', c.status, 'country', c.country, 'currency', c.currency,
      'latestValuation', CASE WHEN c.value IS NULL THEN NULL ELSE json_build_object('minor', c.value::bigint::text, 'currency', c.currency, 'date', ${iso('c.valued_at')}) END,
      'latestSharePrice', CASE WHEN c.price IS NULL THEN NULL ELSE json_build_object('minor', c.price::bigint::text, 'currency', c.currency, 'date', ${iso('c.priced_at')}) END,
      'holding', CASE WHEN NOT c.held THEN NULL ELSE json_build_object('cost', c.cost::text, 'paid', c.paid::text, 'shares', c.shares::text, 'value', c.value_now::text,
        'multiple', (CASE WHEN c.value_now IS NULL OR c.cost <= 0 THEN NULL ELSE round(c.value_now / c.cost, 2) END)::text) END
    ) ORDER BY c.name, c.id) FROM companies c), '[]'),
  'latestValuationTotals', COALESCE((SELECT json_agg(json_build_object('currency', t.currency, 'minor', t.minor) ORDER BY t.currency)
      FROM (SELECT currency, sum(value)::bigint::text AS minor FROM companies WHERE fund_id = fund.id AND value IS NOT NULL GROUP BY currency) t), '[]'),
  'holdingTotals', COALESCE((SELECT json_agg(json_build_object('currency', t.currency, 'cost', t.cost, 'value', t.value, 'multiple', t.multiple, 'holdings', t.holdings, 'unpriced', t.unpriced) ORDER BY t.currency)
      FROM (SELECT currency, SUM(cost)::text AS cost, COALESCE(SUM(value_now), 0)::text AS value,
                   (CASE WHEN COALESCE(SUM(cost) FILTER (WHERE value_now IS NOT NULL), 0) <= 0 THEN NULL
                         ELSE round(SUM(value_now) / SUM(cost) FILTER (WHERE value_now IS NOT NULL), 2) END)::text AS multiple,
                   count(*)::int AS holdings, (count(*) FILTER (WHERE value_now IS NULL))::int AS unpriced
              FROM companies WHERE held GROUP BY currency) t), '[]')
) FROM fund) AS body
FROM viewer`

/**
 * Who opens each searched kind, from the app's own rule (openWhere: the record address's guard) for
 * every role, with every switch on: the tenant's funds_enabled is read in SQL for companies. For
 * opportunities, the (role, stage) pairs.
 */
const SEARCH_RULES = SEARCH_KIND_SQL.map((kind) => {
  const features = { ...FEATURE_DEFAULTS, funds_enabled: true }
  const pairs = ROLE_IDS.flatMap((role) => {
    const open = openWhere(kind, role, features)
    if (open === false) return []
    const stages = (open.stage as { in?: number[] } | undefined)?.in
    return stages ? stages.map((stage) => ({ role, stage })) : [{ role, stage: 0 }]
  })
  return { kind, roles: [...new Set(pairs.map((pair) => pair.role))], pairs }
})

/** Staff roles: the search answers 403 to anyone else. */
export const SEARCH_ROLES = ROLE_IDS.filter((role) => can(role, 'admin_area', 'show'))

/**
 * GET /api/search (issue 11 §11): the app's branches (search-sql.ts: the same matching and ranking)
 * with the guard said in SQL from the viewer: the tenant, the roles that open the kind, investors of
 * role 5, the stages the role opens, funds_enabled for companies. Parameters from `first` on (after
 * the host and session's $1-$6). Rows: role_id (no row: no session), then the results, if any.
 */
export function staffSearchSql(text: string, limit: number, first: number): { text: string; values: unknown[] } {
  const values: unknown[] = []
  const statement = (results: string) => `
WITH ${TENANT_CTE}, ${VIEWER_CTE},
results AS (${results})
SELECT viewer.role_id, results.kind, results.id, results.title, results.detail, results.stage
FROM viewer LEFT JOIN results ON true
ORDER BY results.ord, results.score DESC, results.title, results.id`
  if (!isSearchable(text)) return { text: statement('SELECT 0 AS ord, NULL::text AS kind, NULL::int AS id, NULL::text AS title, NULL::text AS detail, NULL::int AS stage, 0::float8 AS score WHERE FALSE'), values }
  const param = (value: unknown, type: string) => `$${first + values.push(value) - 1}::${type}`
  const words = prefixQuery(text)
  const params: TSearchParams = {
    text: param(text, 'text'),
    words: words ? param(words, 'text') : null,
    contains: param(`%${likeLiteral(text)}%`, 'text'),
    prefix: param(`${likeLiteral(text)}%`, 'text'),
    limit: param(limit, 'int'),
  }
  const branches = SEARCH_RULES.flatMap(({ kind, roles, pairs }, ord) => {
    const guard = [`"tenant_id" = (SELECT tenant_id FROM viewer)`, `(SELECT role_id FROM viewer) = ANY(${param(roles, 'int[]')})`]
    if (kind.kind === 'investors') guard.push('"role_id" = 5')
    if (kind.kind === 'companies') guard.push('(SELECT COALESCE(features_funds_enabled, true) FROM tenant)')
    if (kind.kind === 'opportunities') {
      guard.push(`"stage" IN (SELECT r.stage FROM viewer JOIN unnest(${param(pairs.map((pair) => pair.role), 'int[]')}, ${param(pairs.map((pair) => pair.stage), 'int[]')}) AS r(role_id, stage) ON r.role_id = viewer.role_id)`)
    }
    const branch = searchBranchSql(kind, ord, guard.join(' AND '), params, trigramMatchOf(text))
    return branch ? [branch] : []
  })
  return { text: statement(branches.join('\nUNION ALL\n')), values }
}

/** The signed-in investor of the request and whether their tenant shows funds (the portfolio's scope). $1-$6 as above, $7 the roles that have a portfolio. */
export const portfolioViewerSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE}
SELECT viewer.id, viewer.role_id, viewer.tenant_id, COALESCE(tenant.features_funds_enabled, true) AS funds FROM viewer JOIN tenant ON tenant.id = viewer.tenant_id`

export const KPI_PORTFOLIO_ROLES = ROLE_IDS.filter((role) => can(role, 'custom_kpis', 'index'))

/**
 * The KPI portfolio page's question (issue 12 §1, decision 036): the viewer ($7 roles), the tenant's
 * first 12 KPIs entered by value, its 12 newest quarters with values, and per company its values of
 * those KPIs in those quarters, as { "kpiId|quarter": value } (the app's one statement, kpi-figures.ts).
 */
export const kpiPortfolioSql = `
WITH ${TENANT_CTE}, ${VIEWER_CTE},
reader AS (SELECT viewer.tenant_id FROM viewer WHERE viewer.role_id = ANY($7::int[])),
chosen AS (SELECT k.id FROM kpis k JOIN reader ON k.tenant_id = reader.tenant_id WHERE k.formula IS NULL ORDER BY k.position, k.name, k.id LIMIT 12),
quarters AS (SELECT DISTINCT kv.period FROM kpi_values kv JOIN reader ON kv.tenant_id = reader.tenant_id ORDER BY kv.period DESC LIMIT 12)
SELECT (SELECT role_id FROM viewer) AS role_id,
  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'currency', c.currency, 'values', v.values) ORDER BY c.name, c.id)
     FROM companies c JOIN reader ON c.tenant_id = reader.tenant_id
     LEFT JOIN LATERAL (
       SELECT jsonb_object_agg(kv.kpi_id::text || '|' || kv.period, kv.value) AS values FROM kpi_values kv
        WHERE kv.company_id = c.id AND kv.kpi_id IN (SELECT id FROM chosen) AND kv.period IN (SELECT period FROM quarters)
     ) v ON true) AS companies`
