import type { Pool } from 'pg'

import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { hashPassword } from '@/auth/password'
import { STAGE_LABEL } from '@/domain/investments/stages'
import { lexicalParagraphs } from '@/lib/lexical'

import { BENCH_PASSWORD } from '../config'
import { benchTenantCode, benchVolumes, DEAL_STAGES, PIPELINES_PER_TENANT, stageOfOpportunity, totalOf, type TBenchVolumes } from './bench-volumes'

// Bulk SQL only: one INSERT ... SELECT (generate_series / unnest) per table, inside one
// transaction, so 100,000 investors and 500,000 notifications take seconds, not an hour of
// Local API calls. Everything is derived from the row number: two runs give identical rows.

const EPOCH = '2026-01-01T00:00:00Z'
const SECTORS = ['Clean energy', 'Fintech', 'Healthcare', 'Property', 'Food and drink', 'Software', 'Logistics', 'Education', 'Biotech', 'Retail', 'Media', 'Manufacturing']
const STAFF_ROLES = ROLE_IDS.filter((role) => role !== ROLE.user)

export type TSeedReport = { volumes: TBenchVolumes; counts: Record<string, number>; durationMs: number; phases: Record<string, number> }

/** The login of the n-th (1-based) investor of tenant t, and of the n-th staff member of a role. */
export const benchInvestorEmail = (tenantCode: string, n: number) => `investor${n}@${tenantCode}.test`
export const benchStaffEmail = (tenantCode: string, role: keyof typeof ROLE_SLUG, n: number) => `${ROLE_SLUG[role]}${n}@${tenantCode}.test`

type TOpportunityColumns = {
  title: string[]
  slug: string[]
  stage: number[]
  summary: string[]
  target: number[]
  opensAt: Array<string | null>
  closesAt: Array<string | null>
  tenant: number[]
  createdAt: string[]
}

function opportunityColumns(tenantIds: number[], volumes: TBenchVolumes): TOpportunityColumns {
  const columns: TOpportunityColumns = { title: [], slug: [], stage: [], summary: [], target: [], opensAt: [], closesAt: [], tenant: [], createdAt: [] }
  let n = 0
  tenantIds.forEach((tenantId, tenantIndex) => {
    for (let i = 0; i < volumes.opportunitiesPerTenant[tenantIndex]; i++) {
      n++
      const stage = stageOfOpportunity(i)
      const sector = SECTORS[n % SECTORS.length]
      const title = `${sector} ${STAGE_LABEL[stage].replace(' - ', ' ')} ${n}`
      columns.title.push(title)
      columns.slug.push(`${sector.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`)
      columns.stage.push(stage)
      columns.summary.push(
        JSON.stringify(
          lexicalParagraphs([
            `${title} is a synthetic ${sector.toLowerCase()} opportunity for load tests.`,
            'Capital at risk. Figures are illustrative. '.repeat(6).trim(),
            `Round ${(n % 5) + 1} of a company founded in ${2000 + (n % 25)}, raising to grow its team and reach new markets.`,
          ]),
        ),
      )
      columns.target.push((100_000 + (n % 97) * 25_000) * 100)
      // Some open and closing dates are empty, as in real data (and to exercise NULL ordering).
      columns.opensAt.push(n % 11 === 0 ? null : new Date(Date.UTC(2026, n % 12, 1 + (n % 28))).toISOString())
      columns.closesAt.push(n % 13 === 0 ? null : new Date(Date.UTC(2027, (n * 7) % 12, 1 + ((n * 3) % 28))).toISOString())
      columns.tenant.push(tenantId)
      columns.createdAt.push(new Date(Date.parse(EPOCH) + n * 60_000).toISOString())
    }
  })
  return columns
}

/** Fills an empty, migrated database (scripts/prepare-database.ts --reset ran first). */
export async function seedBenchData(pool: Pool, scale: number, log: (message: string) => void): Promise<TSeedReport> {
  const volumes = benchVolumes(scale)
  const started = Date.now()
  const phases: Record<string, number> = {}
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const client = await pool.connect()
  const phase = async (name: string, work: () => Promise<unknown>) => {
    const at = Date.now()
    await work()
    phases[name] = Date.now() - at
    log(`${name}: ${phases[name]} ms`)
  }
  try {
    await client.query('SET synchronous_commit = off')
    await client.query('BEGIN')
    const codes = Array.from({ length: volumes.tenants }, (_, i) => benchTenantCode(i + 1))
    let tenantIds: number[] = []
    await phase('tenants', async () => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO tenants (name, code, is_default, theme_page_title, support_email, terms_text, created_at, updated_at)
         SELECT 'Bench Invest ' || right(code, 2), code, ord = 1, 'Bench Invest ' || right(code, 2), 'support@' || code || '.test',
                'Bench terms. Investing puts your capital at risk.', $2::timestamptz, $2::timestamptz
         FROM unnest($1::text[]) WITH ORDINALITY AS t(code, ord)
         ORDER BY ord
         RETURNING id`,
        [codes, EPOCH],
      )
      tenantIds = rows.map((row) => row.id)
      // Each tenant answers <code>.localhost (a production server honours configured domains only);
      // the default one also plain localhost, like the demo tenant (Lighthouse uses it).
      await client.query(
        `INSERT INTO tenants_domains (_order, _parent_id, id, domain)
         SELECT 1, id, 'bench-domain-' || code, code || '.localhost' FROM unnest($1::int[], $2::text[]) AS t(id, code)`,
        [tenantIds, codes],
      )
      await client.query(
        `INSERT INTO tenants_domains (_order, _parent_id, id, domain) VALUES (2, $1, 'bench-domain-localhost', 'localhost'), (3, $1, 'bench-domain-loopback', '127.0.0.1')`,
        [tenantIds[0]],
      )
    })
    await phase('investors', () =>
      client.query(
        `INSERT INTO users (name, surname, email, role_id, email_verified_at, accepted_terms_version, compliance_passed, compliance_tries,
                            tenant_id, password_hash, session_version, failed_logins, created_at, updated_at)
         SELECT 'Investor', 'Bench ' || g, 'investor' || g || '@' || t.code || '.test', 5, $4::timestamptz, 1, true, 1,
                t.id, $5, 0, 0, $4::timestamptz + g * interval '1 second', $4::timestamptz + g * interval '1 second'
         FROM unnest($1::int[], $2::text[], $3::int[]) AS t(id, code, n)
         CROSS JOIN LATERAL generate_series(1, t.n) AS g`,
        [tenantIds, codes, volumes.investorsPerTenant, EPOCH, passwordHash],
      ),
    )
    await phase('staff', () =>
      client.query(
        `INSERT INTO users (name, surname, email, role_id, email_verified_at, accepted_terms_version, compliance_passed, compliance_tries,
                            tenant_id, password_hash, session_version, failed_logins, created_at, updated_at)
         SELECT initcap(r.slug), 'Bench ' || g, r.slug || g || '@' || t.code || '.test', r.role, $6::timestamptz, 1, false, 0,
                t.id, $7, 0, 0, $6::timestamptz, $6::timestamptz
         FROM unnest($1::int[], $2::text[]) AS t(id, code)
         CROSS JOIN unnest($3::int[], $4::text[]) AS r(role, slug)
         CROSS JOIN generate_series(1, $5::int) AS g`,
        [tenantIds, codes, STAFF_ROLES, STAFF_ROLES.map((role) => ROLE_SLUG[role]), volumes.staffPerRolePerTenant, EPOCH, passwordHash],
      ),
    )
    await phase('opportunities', () => {
      const c = opportunityColumns(tenantIds, volumes)
      return client.query(
        `INSERT INTO investment_opportunities (title, slug, stage, summary, target_amount, currency, opens_at, closes_at, tenant_id, created_at, updated_at)
         SELECT title, slug, stage, summary::jsonb, target, 'GBP', opens_at, closes_at, tenant, created_at, created_at
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::bigint[], $6::timestamptz[], $7::timestamptz[], $8::int[], $9::timestamptz[])
              AS o(title, slug, stage, summary, target, opens_at, closes_at, tenant, created_at)`,
        [c.title, c.slug, c.stage, c.summary, c.target, c.opensAt, c.closesAt, c.tenant, c.createdAt],
      )
    })
    await phase('deals', async () => {
      const { rows: pipelines } = await client.query<{ id: number }>(
        `INSERT INTO pipelines (name, tenant_id, created_at, updated_at)
         SELECT CASE p WHEN 1 THEN 'Primary rounds' ELSE 'Follow-ons ' || p END, t.id, $2::timestamptz, $2::timestamptz
         FROM unnest($1::int[]) AS t(id) CROSS JOIN generate_series(1, $3::int) AS p
         ORDER BY t.id, p
         RETURNING id`,
        [tenantIds, EPOCH, PIPELINES_PER_TENANT],
      )
      // Stage ids are Payload array-row ids (text), unique over the table.
      await client.query(
        `INSERT INTO pipelines_stages (_order, _parent_id, id, name)
         SELECT s.ord, p.id, 'bench-stage-' || p.id || '-' || s.ord, s.name
         FROM unnest($1::int[]) AS p(id) CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS s(name, ord)`,
        [pipelines.map((row) => row.id), [...DEAL_STAGES]],
      )
      // Deal g of tenant t: pipeline by g, stage by g, a company of a sector, an amount for most.
      await client.query(
        `INSERT INTO deals (name, company, pipeline_id, stage, amount, currency, expected_close_at, tenant_id, created_at, updated_at)
         SELECT sector || ' deal ' || g, sector || ' Co ' || (g % 997), p.id, 'bench-stage-' || p.id || '-' || (1 + g % $4::int),
                CASE WHEN g % 9 = 0 THEN NULL ELSE (50000 + (g % 113) * 5000) * 100 END, 'GBP',
                CASE WHEN g % 7 = 0 THEN NULL ELSE $5::timestamptz + (g % 400) * interval '1 day' END,
                t.id, $5::timestamptz + g * interval '1 second', $5::timestamptz + g * interval '1 second'
         FROM unnest($1::int[], $2::int[]) AS t(id, n)
         CROSS JOIN LATERAL generate_series(1, t.n) AS g
         CROSS JOIN LATERAL (SELECT ($3::text[])[1 + g % array_length($3::text[], 1)] AS sector) AS s
         JOIN LATERAL (SELECT id FROM pipelines WHERE tenant_id = t.id ORDER BY id OFFSET (g % $6::int) LIMIT 1) AS p ON true`,
        [tenantIds, volumes.dealsPerTenant, SECTORS, DEAL_STAGES.length, EPOCH, PIPELINES_PER_TENANT],
      )
    })
    await phase('notifications', () =>
      client.query(
        `INSERT INTO notifications (user_id, read_at, data_message, data_icon, data_cta, tenant_id, created_at, updated_at)
         SELECT u.id,
                CASE WHEN (u.id + k) % 10 < 7 THEN $2::timestamptz + (u.id % 1000) * interval '1 minute' + k * interval '1 day' END,
                'Update ' || k || ' on an opportunity you follow', 'bell', '/investor/investments',
                u.tenant_id, $2::timestamptz + (u.id % 1000) * interval '1 minute' + k * interval '1 hour', $2::timestamptz
         FROM users u CROSS JOIN generate_series(1, $1::int) AS k
         WHERE u.role_id = 5
         ORDER BY u.id, k`,
        [volumes.notificationsPerInvestor, EPOCH],
      ),
    )
    await client.query('COMMIT')
    await phase('analyze', () => client.query('VACUUM (ANALYZE) tenants, tenants_domains, users, investment_opportunities, pipelines, pipelines_stages, deals, notifications'))
    const counts: Record<string, number> = {}
    for (const table of ['tenants', 'users', 'investment_opportunities', 'deals', 'notifications']) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
      counts[table] = rows[0].n
    }
    const expectedUsers = totalOf(volumes.investorsPerTenant) + volumes.tenants * STAFF_ROLES.length * volumes.staffPerRolePerTenant
    if (counts.users !== expectedUsers) throw new Error(`The seed wrote ${counts.users} users, expected ${expectedUsers}`)
    return { volumes, counts, durationMs: Date.now() - started, phases }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
