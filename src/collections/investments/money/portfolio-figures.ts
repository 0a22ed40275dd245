import type { Payload } from 'payload'

import type { TLedgerKind } from '@/domain/investments/money-model'
import { isoUtc } from '@/lib/sql'

// An investor's portfolio (issue 13 §4, spec 7 /api/portfolio; docs/decisions/032): what they hold
// in opportunities, companies and funds, from the ledger, summed by PostgreSQL as text like every
// other figure (ledger-figures.ts). "They" is the investor and the holders they act for: the
// organisations where they are a director or an authorised signatory (decision 020's roles that may
// sign for it) and the investment-method accounts they lead (decision 025). Every statement takes
// the investor ($1) and the tenant ($2) from the session; the tenant is in every table read.

/**
 * The holders investor $1 of tenant $2 acts for (a CTE body: rows of kind and id): the organisations
 * where they are a director or an authorised signatory and the method accounts they lead. The one
 * statement of that rule: the portfolio's figures and the portal's KPI pages (kpi-holdings.ts) use it.
 */
export const ACTING_HOLDERS_SQL = `
    SELECT 'organisation'::text AS kind, m.organisation_id AS id FROM organisation_members m
     WHERE m.investor_id = $1 AND m.tenant_id = $2 AND m.role IN ('director', 'authorised_signatory') AND m.organisation_id IS NOT NULL
    UNION ALL
    SELECT 'method_entity', me.id FROM investment_method_entities me WHERE me.lead_id = $1 AND me.tenant_id = $2`

/**
 * The holders the investor acts for, and the entries of all of them with each one's category (a
 * reversal or refund counts in what it reverses). One branch per kind of holder, each on its own
 * column's index: written as one OR with the acting holders as subqueries, PostgreSQL read every
 * entry of the tenant (870,000 at bench scale, 220 ms) to keep an investor's 19.
 */
const MY_ENTRIES = `
  acting AS (${ACTING_HOLDERS_SQL}),
  mine AS (
    SELECT l.* FROM ledger_entries l WHERE l.holder_kind = 'investor' AND l.holder_id = $1 AND l.tenant_id = $2
    UNION ALL
    SELECT l.* FROM acting a JOIN ledger_entries l ON l.holder_kind = 'organisation' AND l.holder_organisation_id = a.id AND l.tenant_id = $2 WHERE a.kind = 'organisation'
    UNION ALL
    SELECT l.* FROM acting a JOIN ledger_entries l ON l.holder_kind = 'method_entity' AND l.holder_method_entity_id = a.id AND l.tenant_id = $2 WHERE a.kind = 'method_entity'),
  entries AS (
    SELECT e.*, COALESCE(r.kind, e.kind)::text AS category
      FROM mine e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
     WHERE $3::boolean OR e.subject_kind = 'opportunity')`

/**
 * One row per (subject, holder): invested = investments and cash calls, paid = their payments,
 * distributions received, shares; valued at the opportunity's share price, the company's latest
 * share price, or for a fund the holder's share of the latest total NAV by commitment (the fund's
 * committed capital, else what its investors committed). Gain = value + distributions - invested.
 */
const HOLDINGS = `
  WITH ${MY_ENTRIES},
  held AS (
    SELECT e.subject_kind::text AS subject_kind, COALESCE(e.opportunity_id, e.fund_id, e.company_id) AS subject_id,
           e.holder_kind::text AS holder_kind, COALESCE(e.holder_id, e.holder_organisation_id, e.holder_method_entity_id) AS holder_ref, e.currency,
           COALESCE(SUM(e.amount) FILTER (WHERE e.category IN ('investment', 'cash_call')), 0) AS invested,
           COALESCE(SUM(e.amount) FILTER (WHERE e.category IN ('payment_received', 'cash_call_payment')), 0) AS paid,
           COALESCE(SUM(e.amount) FILTER (WHERE e.category = 'distribution'), 0) AS distributions,
           COALESCE(SUM(e.shares_delta), 0) AS shares,
           MIN(e.occurred_at) FILTER (WHERE e.category = 'investment') AS first_at
      FROM entries e
     GROUP BY 1, 2, 3, 4, 5
    HAVING COALESCE(SUM(e.amount) FILTER (WHERE e.category IN ('investment', 'cash_call')), 0) <> 0 OR COALESCE(SUM(e.shares_delta), 0) <> 0),
  valued AS (
    SELECT h.*, COALESCE(o.title, c.name, f.name) AS name, o.slug, o.stage::int AS stage, c.status::text AS company_status,
           (CASE h.subject_kind WHEN 'opportunity' THEN NULLIF(o.share_price, 0) WHEN 'company' THEN sp.price END) AS price,
           (CASE h.subject_kind WHEN 'company' THEN sp.date WHEN 'fund' THEN nav.date END) AS price_date,
           (CASE h.subject_kind
              WHEN 'fund' THEN (CASE WHEN nav.total_nav IS NOT NULL AND COALESCE(NULLIF(f.committed_capital, 0), fc.committed) > 0
                                     THEN round(nav.total_nav * h.invested / COALESCE(NULLIF(f.committed_capital, 0), fc.committed)) END)
              WHEN 'company' THEN h.shares * sp.price
              ELSE h.shares * NULLIF(o.share_price, 0) END) AS value,
           (CASE h.holder_kind WHEN 'organisation' THEN org.name WHEN 'method_entity' THEN concat_ws(' · ', meth.name, NULLIF(me.account_reference, '')) END) AS holder_name
      FROM held h
      LEFT JOIN investment_opportunities o ON h.subject_kind = 'opportunity' AND o.id = h.subject_id AND o.tenant_id = $2
      LEFT JOIN companies c ON h.subject_kind = 'company' AND c.id = h.subject_id AND c.tenant_id = $2
      LEFT JOIN funds f ON h.subject_kind = 'fund' AND f.id = h.subject_id AND f.tenant_id = $2
      LEFT JOIN LATERAL (SELECT s.price, s.date FROM share_prices s WHERE h.subject_kind = 'company' AND s.company_id = h.subject_id AND s.tenant_id = $2 ORDER BY s.date DESC, s.id DESC LIMIT 1) sp ON true
      LEFT JOIN LATERAL (SELECT n.total_nav, n.date FROM net_asset_values n WHERE h.subject_kind = 'fund' AND n.fund_id = h.subject_id AND n.tenant_id = $2 ORDER BY n.date DESC, n.id DESC LIMIT 1) nav ON true
      LEFT JOIN LATERAL (
        SELECT SUM(x.amount) AS committed FROM ledger_entries x LEFT JOIN ledger_entries xr ON xr.id = x.reverses_id
         WHERE h.subject_kind = 'fund' AND f.committed_capital IS NULL AND x.subject_kind = 'fund' AND x.fund_id = h.subject_id AND x.tenant_id = $2 AND COALESCE(xr.kind, x.kind) = 'investment') fc ON true
      LEFT JOIN organisations org ON h.holder_kind = 'organisation' AND org.id = h.holder_ref
      LEFT JOIN investment_method_entities me ON h.holder_kind = 'method_entity' AND me.id = h.holder_ref
      LEFT JOIN investment_methods meth ON meth.id = me.method_id)`

export type TPortfolioSubjectKind = 'opportunity' | 'company' | 'fund'
export type TPortfolioHolderKind = 'investor' | 'organisation' | 'method_entity'

export type TPortfolioHolding = {
  subject: { kind: TPortfolioSubjectKind; id: number; name: string; slug: string | null; stage: number | null; companyStatus: string | null }
  /** Who holds it: the investor themself (name null), or the organisation or method account they act for. */
  holder: { kind: TPortfolioHolderKind; id: number; name: string | null }
  currency: string
  invested: string
  paid: string
  outstanding: string
  distributions: string
  shares: string
  /** Minor units per share (opportunities and companies); null without one, and for funds. */
  sharePrice: string | null
  /** The day of the price or NAV the value rests on (companies and funds); null for an opportunity's own price. */
  valuedAt: string | null
  /** Null when nothing values it yet (no price, no NAV). */
  value: string | null
  gain: string | null
  gainPercent: string | null
  firstInvestedAt: string | null
}

type THoldingRow = {
  subject_kind: TPortfolioSubjectKind
  subject_id: number
  holder_kind: TPortfolioHolderKind
  holder_ref: number
  currency: string
  invested: string
  paid: string
  outstanding: string
  distributions: string
  shares: string
  name: string | null
  slug: string | null
  stage: number | null
  company_status: string | null
  price: string | null
  valued_at: string | null
  value: string | null
  gain: string | null
  gain_percent: string | null
  first_at: string | null
  holder_name: string | null
}

/** $1 investor, $2 tenant, $3 funds and companies included (the tenant's funds_enabled), $4 one subject kind or null, $5 its id or null, $6 one holder kind or null, $7 its id or null. */
export const PORTFOLIO_HOLDINGS_SQL = `${HOLDINGS}
  SELECT subject_kind, subject_id, holder_kind, holder_ref, currency, invested::text AS invested, paid::text AS paid, (invested - paid)::text AS outstanding,
         distributions::text AS distributions, shares::text AS shares, name, slug, stage, company_status, price::text AS price, ${isoUtc('price_date')} AS valued_at,
         value::text AS value, (value + distributions - invested)::text AS gain,
         (CASE WHEN value IS NOT NULL AND invested > 0 THEN round((value + distributions - invested) * 100 / invested, 2) END)::text AS gain_percent,
         ${isoUtc('first_at')} AS first_at, holder_name
    FROM valued
   WHERE ($4::text IS NULL OR (subject_kind = $4::text AND subject_id = $5::int)) AND ($6::text IS NULL OR (holder_kind = $6::text AND holder_ref = $7::int))
   ORDER BY subject_kind = 'fund', first_at DESC NULLS LAST, subject_id, holder_kind, holder_ref`

const toHolding = (row: THoldingRow): TPortfolioHolding => ({
  subject: { kind: row.subject_kind, id: row.subject_id, name: row.name ?? '', slug: row.slug, stage: row.stage, companyStatus: row.company_status },
  holder: { kind: row.holder_kind, id: row.holder_ref, name: row.holder_kind === 'investor' ? null : (row.holder_name ?? '') },
  currency: row.currency,
  invested: row.invested,
  paid: row.paid,
  outstanding: row.outstanding,
  distributions: row.distributions,
  shares: row.shares,
  sharePrice: row.price,
  valuedAt: row.valued_at,
  value: row.value,
  gain: row.gain,
  gainPercent: row.gain_percent,
  firstInvestedAt: row.first_at,
})

export type TPortfolioScope = { investorId: number; tenantId: number; fundsEnabled: boolean }

/** One holder the investor acts for (an organisation they sign for, an account they lead: decision 038's pages); never widens the scope. */
export type TPortfolioHolderFilter = { kind: Exclude<TPortfolioHolderKind, 'investor'>; id: number }

/** Every holding of the investor (and of the holders they act for), opportunities and companies first, newest first; of one subject, or one holder, when given. */
export async function portfolioHoldings(payload: Payload, scope: TPortfolioScope, subject: { kind: TPortfolioSubjectKind; id: number } | null = null, holder: TPortfolioHolderFilter | null = null): Promise<TPortfolioHolding[]> {
  const { rows } = await payload.db.pool.query<THoldingRow>({
    name: 'portfolio-holdings',
    text: PORTFOLIO_HOLDINGS_SQL,
    values: [scope.investorId, scope.tenantId, scope.fundsEnabled, subject?.kind ?? null, subject?.id ?? null, holder?.kind ?? null, holder?.id ?? null],
  })
  return rows.map(toHolding)
}

export type TPortfolioTotals = {
  currency: string
  holdings: number
  invested: string
  paid: string
  outstanding: string
  distributions: string
  /** The value of the holdings that have one. */
  value: string
  /** Gain of the valued holdings: value + their distributions - their invested. */
  gain: string
  gainPercent: string | null
  /** Holdings with no price or NAV yet: in invested, not in value or gain. */
  unvalued: number
}

/** $1 investor, $2 tenant, $3 funds included, $4 one subject kind or null, $5 its id or null, $6 one holder kind or null, $7 its id or null. */
export const PORTFOLIO_TOTALS_SQL = `${HOLDINGS},
      valued_gain AS (SELECT *, (value + distributions - invested) AS gain FROM valued
                       WHERE ($4::text IS NULL OR (subject_kind = $4::text AND subject_id = $5::int)) AND ($6::text IS NULL OR (holder_kind = $6::text AND holder_ref = $7::int)))
      SELECT currency, count(*)::int AS holdings, SUM(invested)::text AS invested, SUM(paid)::text AS paid, SUM(invested - paid)::text AS outstanding,
             SUM(distributions)::text AS distributions, COALESCE(SUM(value), 0)::text AS value, COALESCE(SUM(gain), 0)::text AS gain,
             (CASE WHEN SUM(invested) FILTER (WHERE value IS NOT NULL) > 0 THEN round(SUM(gain) * 100 / SUM(invested) FILTER (WHERE value IS NOT NULL), 2) END)::text AS "gainPercent",
             (count(*) FILTER (WHERE value IS NULL))::int AS unvalued
        FROM valued_gain GROUP BY currency ORDER BY currency`

/** The portfolio's totals per currency (never mixed), summed by PostgreSQL; of one subject's (or one holder's) holdings when given. */
export async function portfolioTotals(payload: Payload, scope: TPortfolioScope, subject: { kind: TPortfolioSubjectKind; id: number } | null = null, holder: TPortfolioHolderFilter | null = null): Promise<TPortfolioTotals[]> {
  const { rows } = await payload.db.pool.query<TPortfolioTotals>({
    name: 'portfolio-totals',
    text: PORTFOLIO_TOTALS_SQL,
    values: [scope.investorId, scope.tenantId, scope.fundsEnabled, subject?.kind ?? null, subject?.id ?? null, holder?.kind ?? null, holder?.id ?? null],
  })
  return rows
}

/** The investor's invested (and paid) over time per currency, as running totals by day: the portfolio's chart. */
export async function portfolioRunningTotals(payload: Payload, scope: TPortfolioScope): Promise<Array<{ currency: string; day: string; invested: string; paid: string }>> {
  const { rows } = await payload.db.pool.query<{ currency: string; day: string; invested: string; paid: string }>({
    name: 'portfolio-running-totals',
    text: `WITH ${MY_ENTRIES},
      days AS (
        SELECT currency, date_trunc('day', occurred_at AT TIME ZONE 'UTC') AS day,
               COALESCE(SUM(amount) FILTER (WHERE category IN ('investment', 'cash_call')), 0) AS invested,
               COALESCE(SUM(amount) FILTER (WHERE category IN ('payment_received', 'cash_call_payment')), 0) AS paid
          FROM entries GROUP BY 1, 2)
      SELECT currency, to_char(day, 'YYYY-MM-DD') AS day,
             SUM(invested) OVER (PARTITION BY currency ORDER BY day)::text AS invested, SUM(paid) OVER (PARTITION BY currency ORDER BY day)::text AS paid
        FROM days ORDER BY currency, day`,
    values: [scope.investorId, scope.tenantId, scope.fundsEnabled],
  })
  return rows
}

export type TPortfolioEntry = {
  id: number
  kind: TLedgerKind
  category: TLedgerKind
  amount: string
  sharesDelta: string
  currency: string
  occurredAt: string
  paymentReference: string | null
  subject: { kind: TPortfolioSubjectKind; id: number; name: string }
  holder: { kind: TPortfolioHolderKind; name: string | null }
}

/**
 * The ledger entries of the investor's holdings, oldest first: of one subject (a holding's
 * transactions) or of all, between `from` (inclusive) and `to` (exclusive) when given (a statement's period).
 */
export async function portfolioEntries(payload: Payload, scope: TPortfolioScope, options: { subject?: { kind: TPortfolioSubjectKind; id: number } | null; from?: string | null; to?: string | null; limit?: number }): Promise<TPortfolioEntry[]> {
  type TRow = { id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; shares_delta: string; currency: string; occurred_at: string; payment_reference: string | null; subject_kind: TPortfolioSubjectKind; subject_id: number; name: string | null; holder_kind: TPortfolioHolderKind; holder_name: string | null }
  const { rows } = await payload.db.pool.query<TRow>({
    name: 'portfolio-entries',
    text: `WITH ${MY_ENTRIES}
      SELECT e.id, e.kind::text AS kind, e.category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency, ${isoUtc('e.occurred_at')} AS occurred_at,
             i.payment_reference, e.subject_kind::text AS subject_kind, COALESCE(e.opportunity_id, e.fund_id, e.company_id) AS subject_id,
             COALESCE(o.title, c.name, f.name) AS name, e.holder_kind::text AS holder_kind,
             (CASE e.holder_kind::text WHEN 'organisation' THEN org.name WHEN 'method_entity' THEN concat_ws(' · ', meth.name, NULLIF(me.account_reference, '')) END) AS holder_name
        FROM entries e
        LEFT JOIN investments i ON i.id = e.investment_id
        LEFT JOIN investment_opportunities o ON o.id = e.opportunity_id
        LEFT JOIN companies c ON c.id = e.company_id
        LEFT JOIN funds f ON f.id = e.fund_id
        LEFT JOIN organisations org ON org.id = e.holder_organisation_id
        LEFT JOIN investment_method_entities me ON me.id = e.holder_method_entity_id
        LEFT JOIN investment_methods meth ON meth.id = me.method_id
       WHERE ($4::text IS NULL OR (e.subject_kind::text = $4::text AND COALESCE(e.opportunity_id, e.fund_id, e.company_id) = $5::int))
         AND ($6::timestamptz IS NULL OR e.occurred_at >= $6::timestamptz) AND ($7::timestamptz IS NULL OR e.occurred_at < $7::timestamptz)
       ORDER BY e.occurred_at, e.id
       LIMIT $8`,
    values: [scope.investorId, scope.tenantId, scope.fundsEnabled, options.subject?.kind ?? null, options.subject?.id ?? null, options.from ?? null, options.to ?? null, options.limit ?? 10_000],
  })
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    category: row.category,
    amount: row.amount,
    sharesDelta: row.shares_delta,
    currency: row.currency,
    occurredAt: row.occurred_at,
    paymentReference: row.payment_reference,
    subject: { kind: row.subject_kind, id: row.subject_id, name: row.name ?? '' },
    holder: { kind: row.holder_kind, name: row.holder_kind === 'investor' ? null : row.holder_name },
  }))
}

/** Whether the investor (or a holder they act for) has ever held `subject`: who may read a holding's page and its public documents. */
export async function holdsSubject(payload: Payload, scope: TPortfolioScope, subject: { kind: TPortfolioSubjectKind; id: number }): Promise<boolean> {
  const { rows } = await payload.db.pool.query<{ held: boolean }>({
    name: 'portfolio-holds-subject',
    text: `WITH ${MY_ENTRIES}
      SELECT EXISTS (SELECT 1 FROM entries e WHERE e.subject_kind::text = $4::text AND COALESCE(e.opportunity_id, e.fund_id, e.company_id) = $5::int) AS held`,
    values: [scope.investorId, scope.tenantId, scope.fundsEnabled, subject.kind, subject.id],
  })
  return rows[0]?.held ?? false
}
