import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { ROLE_IDS, type TRoleId } from '@/access/roles'
import { LIVE_SESSION_SQL } from '@/auth/session-records'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
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

/** A live session row and the user of it: $3 user, $4 tenant, $5 session_version, $6 session id. */
const SESSION_CHECK = `coalesce(u.session_version, 0) = $5 AND EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = $6 AND s.user_id = u.id AND ${LIVE_SESSION_SQL})`

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
visible AS (
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
