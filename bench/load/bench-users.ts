import type { Pool } from 'pg'

import { ROLE, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { insertSessionRow, sessionCookieFor } from '@/auth/session-records'

import { benchInvestorEmail, benchStaffEmail } from '../seed/seed-bench-data'
import { benchTenantCode, CAP_TABLE_SLUG, TENANT_SHARES, type TBenchVolumes } from '../seed/bench-volumes'

/** A seeded user the load generator acts as, with a session sealed by the server's own secret. */
export type TBenchUser = { id: number; email: string; roleId: number; tenantId: number; tenantCode: string; cookie: string }

/** Staff roles that hold the live-opportunities list (spec 6), rotated in the staff hot path. */
export const STAFF_LIST_ROLES: TRoleId[] = [ROLE.superAdmin, ROLE.support, ROLE.investmentCommittee, ROLE.creator, ROLE.custodian, ROLE.fundManager, ROLE.investmentManager, ROLE.entrepreneur]

/** `count` investors spread over the tenants like the data (half from the big tenant), each from a different part of it. */
function investorEmails(volumes: TBenchVolumes, count: number): string[] {
  const emails: string[] = []
  TENANT_SHARES.forEach((share, index) => {
    const inTenant = volumes.investorsPerTenant[index]
    const wanted = Math.min(inTenant, Math.max(1, Math.round(count * share)))
    const step = Math.max(1, Math.floor(inTenant / wanted))
    for (let i = 0; i < wanted; i++) emails.push(benchInvestorEmail(benchTenantCode(index + 1), 1 + i * step))
  })
  return emails
}

function staffEmails(volumes: TBenchVolumes): string[] {
  // Every listing role in the big tenant, and one role in each of three others.
  const emails = STAFF_LIST_ROLES.map((role) => benchStaffEmail(benchTenantCode(1), role, 1))
  for (const tenant of [2, 5, 9].filter((n) => n <= volumes.tenants)) emails.push(benchStaffEmail(benchTenantCode(tenant), STAFF_LIST_ROLES[tenant % STAFF_LIST_ROLES.length], 1))
  return emails
}

async function load(pool: Pool, emails: string[]): Promise<TBenchUser[]> {
  type TRow = { id: number; email: string; role_id: number; tenant_id: number; code: string; v: number }
  const { rows } = await pool.query<TRow>(
    `SELECT u.id, u.email, u.role_id::int AS role_id, u.tenant_id, t.code, coalesce(u.session_version, 0)::int AS v
     FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.email = ANY($1::text[]) ORDER BY array_position($1::text[], u.email::text)`,
    [emails],
  )
  if (rows.length !== emails.length) throw new Error(`Bench users missing: found ${rows.length} of ${emails.length}. Run npm run bench:seed first.`)
  return Promise.all(
    rows.map(async (row) => {
      // A session row as a sign-in opens it, so the app and the baseline check a real one.
      const user = { id: row.id, tenant: row.tenant_id, role_id: row.role_id, session_version: row.v }
      const setCookie = await sessionCookieFor(user, await insertSessionRow(pool, user, 'bench'), row.v)
      return { id: row.id, email: row.email, roleId: row.role_id, tenantId: row.tenant_id, tenantCode: row.code, cookie: setCookie.split(';', 1)[0] }
    }),
  )
}

/** SESSION_SECRET must already be the one the app server was started with. */
export async function loadBenchUsers(pool: Pool, volumes: TBenchVolumes, investorCount = 40): Promise<{ investors: TBenchUser[]; staff: TBenchUser[] }> {
  const [investors, staff] = await Promise.all([load(pool, investorEmails(volumes, investorCount)), load(pool, staffEmails(volumes))])
  if (investors.some((user) => user.roleId !== ROLE.user)) throw new Error(`Bench investors must have role ${ROLE.user} (${ROLE_SLUG[ROLE.user]})`)
  return { investors, staff }
}

/** The id of the big tenant's cap-table opportunity (the seed gives it CAP_TABLE_SLUG and its holders). */
export async function capTableOpportunityId(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM investment_opportunities WHERE slug = $1', [CAP_TABLE_SLUG])
  if (!rows[0]) throw new Error(`No opportunity ${CAP_TABLE_SLUG}: the bench seed is older than the cap table. Run npm run bench:seed again.`)
  return rows[0].id
}

/** The big tenant's funds (the seed gives each tenant its funds and their portfolios). */
export async function portfolioFundIds(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(`SELECT f.id FROM funds f JOIN tenants t ON t.id = f.tenant_id WHERE t.code = $1 ORDER BY f.id`, [benchTenantCode(1)])
  if (rows.length === 0) throw new Error('No funds in the big tenant: the bench seed is older than the fund portfolio. Run npm run bench:seed again.')
  return rows.map((row) => row.id)
}
