import type { Pool, PoolClient } from 'pg'

import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { hashPassword } from '@/auth/password'
import { STAGE_LABEL } from '@/domain/investments/stages'
import { lexicalParagraphs } from '@/lib/lexical'

import { BENCH_PASSWORD } from '../config'
import { benchTenantCode, benchVolumes, CAP_TABLE_SLUG, DEAL_STAGES, BENCH_KPIS, KPI_QUARTERS, PIPELINES_PER_TENANT, PRICE_QUARTERS, stageOfOpportunity, totalOf, type TBenchVolumes } from './bench-volumes'

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
  sharePrice: number[]
  opensAt: Array<string | null>
  closesAt: Array<string | null>
  tenant: number[]
  createdAt: string[]
}

function opportunityColumns(tenantIds: number[], volumes: TBenchVolumes): TOpportunityColumns {
  const columns: TOpportunityColumns = { title: [], slug: [], stage: [], summary: [], target: [], sharePrice: [], opensAt: [], closesAt: [], tenant: [], createdAt: [] }
  let n = 0
  tenantIds.forEach((tenantId, tenantIndex) => {
    for (let i = 0; i < volumes.opportunitiesPerTenant[tenantIndex]; i++) {
      n++
      const stage = stageOfOpportunity(i)
      const sector = SECTORS[n % SECTORS.length]
      const title = `${sector} ${STAGE_LABEL[stage].replace(' - ', ' ')} ${n}`
      columns.title.push(title)
      // The big tenant's first matured opportunity carries the 10,000-holder cap table.
      columns.slug.push(tenantIndex === 0 && i === 5 ? CAP_TABLE_SLUG : `${sector.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`)
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
      columns.sharePrice.push(50 * (1 + (n % 4)))
      // Some open and closing dates are empty, as in real data (and to exercise NULL ordering).
      columns.opensAt.push(n % 11 === 0 ? null : new Date(Date.UTC(2026, n % 12, 1 + (n % 28))).toISOString())
      columns.closesAt.push(n % 13 === 0 ? null : new Date(Date.UTC(2027, (n * 7) % 12, 1 + ((n * 3) % 28))).toISOString())
      columns.tenant.push(tenantId)
      columns.createdAt.push(new Date(Date.parse(EPOCH) + n * 60_000).toISOString())
    }
  })
  return columns
}

/**
 * Investments and their ledger (issue 10): each investor's `investmentsPerInvestor` orders spread
 * over their tenant's opportunities of stages 2-6, 60 % paid, 20 % awaiting payment, 10 % reserved,
 * 10 % cancelled (an investment entry and its reversal), and the big tenant's cap-table opportunity
 * held by its first `capTableHolders` investors. The entries are what the endpoints would have
 * written: one `investment` per order, one `payment_received` per paid one.
 */
async function seedInvestments(client: PoolClient, volumes: TBenchVolumes) {
  await client.query(
    `WITH opps AS (
       SELECT id, tenant_id, share_price, row_number() OVER (PARTITION BY tenant_id ORDER BY id) - 1 AS n, count(*) OVER (PARTITION BY tenant_id) AS total
         FROM investment_opportunities WHERE stage BETWEEN 2 AND 6),
     orders AS (
       SELECT u.id AS holder_id, u.tenant_id, o.id AS opportunity_id, o.share_price, k, (100 + (u.id * k) % 50 * 100) * 100 AS amount,
              CASE WHEN k <= 6 THEN 'paid' WHEN k <= 8 THEN 'awaiting_payment' WHEN k = 9 THEN 'reserved' ELSE 'cancelled' END AS status,
              $2::timestamptz + (u.id % 5000) * interval '1 minute' + k * interval '3 days' AS at
         FROM users u CROSS JOIN generate_series(1, $1::int) AS k
         JOIN opps o ON o.tenant_id = u.tenant_id AND o.n = (u.id * 7 + k * 131) % o.total
        WHERE u.role_id = 5
       UNION ALL
       SELECT u.id, u.tenant_id, o.id, o.share_price, 0, (250 + u.id % 20 * 50) * 100, 'paid', $2::timestamptz + (u.id % 5000) * interval '1 minute'
         FROM investment_opportunities o
         JOIN LATERAL (SELECT id, tenant_id FROM users WHERE tenant_id = o.tenant_id AND role_id = 5 ORDER BY id LIMIT $3::int) u ON true
        WHERE o.slug = $4)
     INSERT INTO investments (holder_kind, holder_id, opportunity_id, amount, currency, shares, status, type, payment_reference, tenant_id, created_at, updated_at)
     SELECT 'investor', holder_id, opportunity_id, amount, 'GBP', div(amount, share_price), status::enum_investments_status, 'standard', 'BENCH-' || holder_id || '-' || k, tenant_id, at, at
       FROM orders ORDER BY at`,
    [volumes.investmentsPerInvestor, EPOCH, volumes.capTableHolders, CAP_TABLE_SLUG],
  )
  await client.query(
    `INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, investment_id, holder_kind, holder_id, amount, shares_delta, currency, occurred_at, tenant_id, created_at, updated_at)
     SELECT 'investment'::enum_ledger_entries_kind, 'opportunity'::enum_ledger_entries_subject_kind, opportunity_id, id, 'investor'::enum_ledger_entries_holder_kind, holder_id, amount, shares, currency, created_at, tenant_id, created_at, created_at FROM investments
     UNION ALL
     SELECT 'payment_received', 'opportunity', opportunity_id, id, 'investor', holder_id, amount, 0, currency, created_at + interval '2 days', tenant_id, created_at, created_at FROM investments WHERE status = 'paid'`,
  )
  await client.query(
    `INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, investment_id, holder_kind, holder_id, amount, shares_delta, currency, reverses_id, occurred_at, tenant_id, created_at, updated_at)
     SELECT 'reversal', 'opportunity', e.opportunity_id, e.investment_id, 'investor', e.holder_id, -e.amount, -e.shares_delta, e.currency, e.id, e.occurred_at + interval '1 day', e.tenant_id, e.created_at, e.created_at
       FROM ledger_entries e JOIN investments i ON i.id = e.investment_id
      WHERE i.status = 'cancelled' AND e.kind = 'investment'`,
  )
}

/**
 * Funds and their portfolios (issue 10 §5, §6): `fundsPerTenant` funds per tenant, each with
 * `companiesPerFund` companies valued and priced every quarter for three years (every tenth company
 * never priced: an unpriced holding), and the fund's holding of each on the ledger as the money
 * endpoints write it: an investment (holder kind fund, subject the company) with its `investment`
 * entry, and a `payment_received` for all but every seventh (part paid), a follow-on for every third.
 */
async function seedFunds(client: PoolClient, volumes: TBenchVolumes) {
  await client.query(
    `INSERT INTO funds (name, status, currency, target_size, vintage_year, manager, tenant_id, created_at, updated_at)
     SELECT 'Bench Fund ' || t.id || '-' || f, 1, 'GBP', (20 + f * 5)::bigint * 100000000, 2020 + f, 'Bench Capital', t.id, $2::timestamptz, $2::timestamptz
       FROM tenants t CROSS JOIN generate_series(1, $1::int) AS f
      ORDER BY t.id, f`,
    [volumes.fundsPerTenant, EPOCH],
  )
  await client.query(
    `INSERT INTO companies (name, fund_id, status, country, currency, tenant_id, created_at, updated_at)
     SELECT ($3::text[])[1 + (f.id * 7 + c) % array_length($3::text[], 1)] || ' Holdings ' || f.id || '-' || c, f.id,
            (CASE WHEN c % 17 = 0 THEN 'exited' WHEN c % 23 = 0 THEN 'written-off' ELSE 'active' END)::enum_companies_status,
            'GB', 'GBP', f.tenant_id, $2::timestamptz, $2::timestamptz
       FROM funds f CROSS JOIN generate_series(1, $1::int) AS c
      ORDER BY f.id, c`,
    [volumes.companiesPerFund, EPOCH, SECTORS],
  )
  // Quarter q's valuation and share price grow from the first; every tenth company has neither.
  await client.query(
    `WITH points AS (
       SELECT c.id, c.tenant_id, q, $2::timestamptz - (($1::int - q) * interval '3 months') AS at,
              (1000 + c.id % 40 * 100)::bigint * (100 + q * (c.id % 9)) AS price
         FROM companies c CROSS JOIN generate_series(1, $1::int) AS q
        WHERE c.id % 10 <> 0)
     , v AS (
       INSERT INTO valuations (subject_kind, company_id, date, value, currency, method, tenant_id, created_at, updated_at)
       SELECT 'company', id, at, price * 1000000, 'GBP', 'fair-value', tenant_id, at, at FROM points)
     INSERT INTO share_prices (subject_kind, company_id, date, price, currency, source, tenant_id, created_at, updated_at)
     SELECT 'company', id, at, price, 'GBP', 'valuation', tenant_id, at, at FROM points`,
    [PRICE_QUARTERS, EPOCH],
  )
  await client.query(
    `WITH rounds AS (
       SELECT c.id AS company_id, c.fund_id, c.tenant_id, r, (5000 + c.id % 30 * 1000)::bigint * (1 + c.id % 4) AS shares, 1000 + c.id % 40 * 100 AS price,
              $1::timestamptz - interval '3 years' + (c.id % 90) * interval '1 day' + (r - 1) * interval '1 year' AS at
         FROM companies c CROSS JOIN generate_series(1, 2) AS r
        WHERE r = 1 OR c.id % 3 = 0)
     INSERT INTO investments (holder_kind, holder_fund_id, subject_kind, company_id, amount, currency, shares, status, type, payment_reference, tenant_id, created_at, updated_at)
     SELECT 'fund', fund_id, 'company', company_id, shares * price, 'GBP', shares, 'paid', 'manual', 'BENCH-F' || company_id || '-' || r, tenant_id, at, at
       FROM rounds ORDER BY at`,
    [EPOCH],
  )
  await client.query(
    `INSERT INTO ledger_entries (kind, subject_kind, company_id, investment_id, holder_kind, holder_fund_id, amount, shares_delta, currency, occurred_at, tenant_id, created_at, updated_at)
     SELECT 'investment'::enum_ledger_entries_kind, 'company'::enum_ledger_entries_subject_kind, company_id, id, 'fund'::enum_ledger_entries_holder_kind, holder_fund_id, amount, shares, currency, created_at, tenant_id, created_at, created_at
       FROM investments WHERE holder_kind = 'fund'
     UNION ALL
     SELECT 'payment_received', 'company', company_id, id, 'fund', holder_fund_id, CASE WHEN company_id % 7 = 0 THEN div(amount, 2) ELSE amount END, 0, currency, created_at + interval '5 days', tenant_id, created_at, created_at
       FROM investments WHERE holder_kind = 'fund'`,
  )
}

/**
 * KPIs of the big tenant (issue 12 §1, decision 036): BENCH_KPIS KPIs (the last two custom, by
 * formula over the first ones), direct companies added until it has `kpiCompanies`, and a value of
 * every entered KPI for every one of them in each of the last KPI_QUARTERS quarters.
 */
async function seedKpis(client: PoolClient, volumes: TBenchVolumes, tenant: number) {
  const entered = BENCH_KPIS - 2
  await client.query(
    `INSERT INTO kpis (name, name_key, unit, higher_is_better, formula, position, tenant_id, created_at, updated_at)
     SELECT name, lower(name), (CASE WHEN k % 3 = 0 THEN 'money' WHEN k % 3 = 1 THEN 'number' ELSE 'percentage' END)::enum_kpis_unit, k % 4 <> 0,
            CASE WHEN k = $2::int + 1 THEN '{Bench KPI 3} / {Bench KPI 1}' WHEN k = $2::int + 2 THEN '({Bench KPI 6} - {Bench KPI 4}) / {Bench KPI 2}' END, k, $1::int, $3::timestamptz, $3::timestamptz
       FROM generate_series(1, $2::int + 2) AS k, LATERAL (SELECT 'Bench KPI ' || k AS name) AS n`,
    [tenant, entered, EPOCH],
  )
  await client.query(
    `INSERT INTO companies (name, status, country, currency, tenant_id, created_at, updated_at)
     SELECT 'KPI Company ' || c, 'active', 'GB', 'GBP', $1::int, $3::timestamptz, $3::timestamptz
       FROM generate_series(1, greatest(0, $2::int - (SELECT count(*)::int FROM companies WHERE tenant_id = $1))) AS c`,
    [tenant, volumes.kpiCompanies, EPOCH],
  )
  await client.query(
    `WITH quarters AS (
       SELECT q, to_char(d, 'YYYY') || '-Q' || to_char(d, 'Q') AS period
         FROM generate_series(1, $2::int) AS q, LATERAL (SELECT now() - (($2::int - q + 1) * interval '3 months') AS d) AS at)
     INSERT INTO kpi_values (company_id, kpi_id, period, value, currency, tenant_id, created_at, updated_at)
     SELECT c.id, k.id, quarters.period, (1000 + c.id % 50 * 37 + k.id % 7 * 11) * (100 + quarters.q * (1 + c.id % 5)) / 100.0, c.currency, $1::int, $3::timestamptz, $3::timestamptz
       FROM (SELECT id, currency FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT $4::int) AS c
       CROSS JOIN (SELECT id FROM kpis WHERE tenant_id = $1 AND formula IS NULL) AS k
       CROSS JOIN quarters`,
    [tenant, KPI_QUARTERS, EPOCH, volumes.kpiCompanies],
  )
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
                            risk_warning_accepted_at, offers_requested_at, offers_proceeded_at,
                            tenant_id, password_hash, session_version, failed_logins, created_at, updated_at)
         SELECT 'Investor', 'Bench ' || g, 'investor' || g || '@' || t.code || '.test', 5, $4::timestamptz, 1, true, 1,
                $4::timestamptz, $4::timestamptz, $4::timestamptz,
                t.id, $5, 0, 0, $4::timestamptz + g * interval '1 second', $4::timestamptz + g * interval '1 second'
         FROM unnest($1::int[], $2::text[], $3::int[]) AS t(id, code, n)
         CROSS JOIN LATERAL generate_series(1, t.n) AS g`,
        [tenantIds, codes, volumes.investorsPerTenant, EPOCH, passwordHash],
      ),
    )
    // Through the first-time journey (decision 030): the timestamps above and a categorisation in force.
    await phase('investor categorisations', () =>
      client.query(
        `INSERT INTO investor_categorisations (investor_id, category, answers, declared_at, expires_at, source, status, tenant_id)
         SELECT id, 'restricted', '[]'::jsonb, now(), now() + interval '1 year', 'investor', 'approved', tenant_id FROM users WHERE role_id = 5 AND tenant_id = ANY($1::int[])`,
        [tenantIds],
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
        `INSERT INTO investment_opportunities (title, slug, stage, summary, target_amount, share_price, currency, opens_at, closes_at, tenant_id, created_at, updated_at)
         SELECT title, slug, stage, summary::jsonb, target, share_price, 'GBP', opens_at, closes_at, tenant, created_at, created_at
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::bigint[], $6::int[], $7::timestamptz[], $8::timestamptz[], $9::int[], $10::timestamptz[])
              AS o(title, slug, stage, summary, target, share_price, opens_at, closes_at, tenant, created_at)`,
        [c.title, c.slug, c.stage, c.summary, c.target, c.sharePrice, c.opensAt, c.closesAt, c.tenant, c.createdAt],
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
    await phase('investments', () => seedInvestments(client, volumes))
    await phase('funds', () => seedFunds(client, volumes))
    await phase('kpis', () => seedKpis(client, volumes, tenantIds[0]!))
    await client.query('COMMIT')
    await phase('analyze', () => client.query('VACUUM (ANALYZE) tenants, tenants_domains, users, investment_opportunities, pipelines, pipelines_stages, deals, notifications, investments, ledger_entries, funds, companies, valuations, share_prices, kpis, kpi_values'))
    const counts: Record<string, number> = {}
    for (const table of ['tenants', 'users', 'investment_opportunities', 'deals', 'notifications', 'investments', 'ledger_entries', 'funds', 'companies', 'share_prices', 'kpi_values']) {
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
