import type { Payload } from 'payload'

import { isoUtc } from '@/lib/sql'
import type { TInvestmentStatus, TInvestmentType, TLedgerKind } from '@/domain/investments/money-model'

import { HOLDER_ID, holderJoins, holderNameColumns } from './holder-sql'

// The read side of the money model (docs/decisions/012): every figure is a sum over the ledger in
// PostgreSQL. Sums arrive as text (numeric/bigint) and stay exact; screens format them, nobody
// adds them up in JavaScript. Callers have checked the user's right on the opportunity and pass
// the tenant, which every statement also filters by.

/** The entries of one opportunity with each one's category (a reversal counts in the category of what it reverses). */
const ENTRIES = `
  SELECT e.id, e.kind, e.holder_kind::text AS holder_kind, ${HOLDER_ID('e')} AS holder_id, e.investment_id, e.amount, e.shares_delta, e.occurred_at, COALESCE(r.kind, e.kind)::text AS category
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.opportunity_id = $1 AND e.tenant_id = $2`

/** Who holds a row of an opportunity: an investor, an organisation (decision 020), an investment method entity or a nominee (decision 025). */
export type TOpportunityHolderKind = 'investor' | 'organisation' | 'method_entity' | 'nominee'

export type TMoneySummary = { committed: string; paid: string; outstanding: string; shares: string; investors: number; investments: number; averageTicket: string }

/** spec 2.1 performance: committed and paid, investors and investments still standing, the average ticket. */
export async function opportunityMoneySummary(payload: Payload, opportunityId: number, tenantId: number): Promise<TMoneySummary> {
  const { rows } = await payload.db.pool.query<{ committed: string; paid: string; outstanding: string; shares: string; investors: number; investments: number; average_ticket: string }>(
    `WITH entries AS (${ENTRIES}),
          standing AS (SELECT investment_id, holder_kind, holder_id, SUM(amount) AS committed FROM entries WHERE category = 'investment' GROUP BY investment_id, holder_kind, holder_id HAVING SUM(amount) > 0)
     SELECT (SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'investment')::text AS committed,
            (SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'payment_received')::text AS paid,
            (SELECT COALESCE(SUM(shares_delta), 0) FROM entries)::text AS shares,
            (SELECT count(DISTINCT (holder_kind, holder_id)) FROM standing)::int AS investors,
            (SELECT count(*) FROM standing)::int AS investments,
            (SELECT COALESCE(round(avg(committed)), 0) FROM standing)::text AS average_ticket,
            ((SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'investment') - (SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'payment_received'))::text AS outstanding`,
    [opportunityId, tenantId],
  )
  const row = rows[0]!
  return { committed: row.committed, paid: row.paid, outstanding: row.outstanding, shares: row.shares, investors: row.investors, investments: row.investments, averageTicket: row.average_ticket }
}

export type TDailyFigures = { day: string; committed: string; paid: string; shares: string; /** The shares held that day × `priceMinor` (null without a price). */ value: string | null }

/** Running totals per day of movement (UTC days): committed, paid and shares held, as of the end of each day. */
export async function opportunityRunningTotals(payload: Payload, opportunityId: number, tenantId: number, priceMinor: number | null = null): Promise<TDailyFigures[]> {
  const { rows } = await payload.db.pool.query<TDailyFigures>(
    `WITH entries AS (${ENTRIES}),
          days AS (
     SELECT to_char(date_trunc('day', occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
            SUM(COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0)) OVER (ORDER BY date_trunc('day', occurred_at AT TIME ZONE 'UTC'))::text AS committed,
            SUM(COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0)) OVER (ORDER BY date_trunc('day', occurred_at AT TIME ZONE 'UTC'))::text AS paid,
            SUM(SUM(shares_delta)) OVER (ORDER BY date_trunc('day', occurred_at AT TIME ZONE 'UTC')) AS shares
       FROM entries
      GROUP BY date_trunc('day', occurred_at AT TIME ZONE 'UTC'))
     SELECT day, committed, paid, shares::text AS shares, (CASE WHEN $3::numeric IS NULL THEN NULL ELSE shares * $3::numeric END)::text AS value
       FROM days ORDER BY day`,
    [opportunityId, tenantId, priceMinor === null ? null : String(priceMinor)],
  )
  return rows
}

/** The price a holding is valued at, and where it comes from. */
export type TSharePrice = { priceMinor: number; currency: string; asOf: string | null; source: 'opportunity' }

/**
 * The latest share price of an opportunity. Today its own `sharePrice` field (no dated series
 * yet): a share-price or valuation series replaces this one function (decision 012), and every
 * cap-table figure follows. Null when the opportunity has no price.
 */
export async function latestSharePrice(payload: Payload, opportunityId: number, tenantId: number): Promise<TSharePrice | null> {
  const { rows } = await payload.db.pool.query<{ price: string | null; currency: string; updated_at: string }>(
    `SELECT share_price::text AS price, currency, ${isoUtc('updated_at')} AS updated_at FROM investment_opportunities WHERE id = $1 AND tenant_id = $2`,
    [opportunityId, tenantId],
  )
  const row = rows[0]
  if (!row || row.price === null || Number(row.price) <= 0) return null
  return { priceMinor: Number(row.price), currency: row.currency, asOf: row.updated_at, source: 'opportunity' }
}

/** `recordId`: the record whose transactions tab shows the holder (an entity's method; else the holder itself). */
export type TCapTableRow = { holderKind: TOpportunityHolderKind; holderId: number; recordId: number; name: string; email: string; shares: string; percentage: string; invested: string; paid: string; value: string | null }

/**
 * The cap table of an opportunity (issue 10 §3): each holder's shares (the sum of their share
 * movements), percentage of all shares held, invested (committed) and paid amounts, and the value
 * of the holding at `price` (null without one), `limit` holders after `afterId` in holder order
 * (the CSV's keyset batches). Holders with nothing left are left out.
 */
export async function capTable(payload: Payload, opportunityId: number, tenantId: number, price: TSharePrice | null, options: { limit: number; afterId: number; afterKind?: string }): Promise<TCapTableRow[]> {
  const { rows } = await payload.db.pool.query<{ holder_kind: TOpportunityHolderKind; holder_id: number; record_id: number; name: string; email: string; shares: string; percentage: string; invested: string; paid: string; value: string | null }>(
    `WITH entries AS (${ENTRIES}),
          holders AS (
            SELECT holder_kind, holder_id, SUM(shares_delta) AS shares,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
              FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_kind, holder_id),
          total AS (SELECT COALESCE(SUM(shares), 0) AS shares FROM holders WHERE shares > 0)
     SELECT h.holder_kind, h.holder_id, ${holderNameColumns()}, h.shares::text AS shares,
            (CASE WHEN total.shares > 0 THEN round(h.shares * 100 / total.shares, 2) ELSE 0 END)::text AS percentage,
            h.invested::text AS invested, h.paid::text AS paid,
            (CASE WHEN $3::numeric IS NULL THEN NULL ELSE h.shares * $3::numeric END)::text AS value
       FROM holders h ${holderJoins('h')} CROSS JOIN total
      WHERE (h.shares <> 0 OR h.invested <> 0) AND (h.holder_kind, h.holder_id) > ($6::text, $4::int)
      ORDER BY h.holder_kind, h.holder_id
      LIMIT $5`,
    [opportunityId, tenantId, price ? String(price.priceMinor) : null, options.afterId, options.limit, options.afterKind ?? ''],
  )
  return rows.map((row) => ({
    holderKind: row.holder_kind,
    holderId: row.holder_id,
    recordId: row.record_id,
    name: row.name,
    email: row.email,
    shares: row.shares,
    percentage: row.percentage,
    invested: row.invested,
    paid: row.paid,
    value: row.value,
  }))
}

export type TCapTableTotals = { holders: number; shares: string; invested: string; paid: string; value: string | null }

/**
 * One page of the cap table, largest holdings first, with the totals of the whole table, in one
 * statement: the ledger is summed per holder once, then counted and summed for the totals and
 * sorted for the page (a 10,000-holder table is one pass over its entries, issue 10's budget).
 */
export async function capTablePage(payload: Payload, opportunityId: number, tenantId: number, price: TSharePrice | null, page: { limit: number; offset: number }): Promise<{ totals: TCapTableTotals; rows: TCapTableRow[] }> {
  type TRow = { total_holders: number; total_shares: string; total_invested: string; total_paid: string; total_value: string | null; holder_kind: TOpportunityHolderKind; holder_id: number | null; record_id: number; name: string; email: string; shares: string; percentage: string; invested: string; paid: string; value: string | null }
  const { rows } = await payload.db.pool.query<TRow>({ name: 'cap-table-page', text: CAP_TABLE_PAGE_SQL, values: [opportunityId, tenantId, price ? String(price.priceMinor) : null, page.limit, page.offset] })
  const first = rows[0]!
  return {
    totals: { holders: first.total_holders, shares: first.total_shares, invested: first.total_invested, paid: first.total_paid, value: first.total_value },
    rows: rows
      .filter((row) => row.holder_id !== null)
      .map((row) => ({
        holderKind: row.holder_kind,
        holderId: row.holder_id!,
        recordId: row.record_id,
        name: row.name,
        email: row.email,
        shares: row.shares,
        percentage: row.percentage,
        invested: row.invested,
        paid: row.paid,
        value: row.value,
      })),
  }
}

/** $1 opportunity, $2 tenant, $3 price (minor units, or null), $4 limit, $5 offset. Always one row at least (the totals). */
export const CAP_TABLE_PAGE_SQL = `
  WITH entries AS (${ENTRIES}),
       holders AS MATERIALIZED (
         SELECT holder_kind, holder_id, SUM(shares_delta) AS shares,
                COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
           FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_kind, holder_id),
       totals AS (
         SELECT (count(*) FILTER (WHERE shares <> 0 OR invested <> 0))::int AS holders, COALESCE(SUM(shares), 0) AS shares,
                COALESCE(SUM(shares) FILTER (WHERE shares > 0), 0) AS held, COALESCE(SUM(invested), 0) AS invested, COALESCE(SUM(paid), 0) AS paid
           FROM holders)
  SELECT t.holders AS total_holders, t.shares::text AS total_shares, t.invested::text AS total_invested, t.paid::text AS total_paid,
         (CASE WHEN $3::numeric IS NULL THEN NULL ELSE t.shares * $3::numeric END)::text AS total_value, page.*
    FROM totals t
    LEFT JOIN LATERAL (
      SELECT h.holder_kind, h.holder_id, ${holderNameColumns()}, h.shares::text AS shares,
             (CASE WHEN t.held > 0 THEN round(h.shares * 100 / t.held, 2) ELSE 0 END)::text AS percentage,
             h.invested::text AS invested, h.paid::text AS paid,
             (CASE WHEN $3::numeric IS NULL THEN NULL ELSE h.shares * $3::numeric END)::text AS value
        FROM holders h ${holderJoins('h')}
       WHERE h.shares <> 0 OR h.invested <> 0
       ORDER BY h.shares DESC, h.invested DESC, h.holder_kind, h.holder_id
       LIMIT $4 OFFSET $5) AS page ON true`

/** The cap table's totals: shares, invested, paid and value at `price`, summed by PostgreSQL. */
export async function capTableTotals(payload: Payload, opportunityId: number, tenantId: number, price: TSharePrice | null): Promise<TCapTableTotals> {
  const { rows } = await payload.db.pool.query<{ holders: number; shares: string; invested: string; paid: string; value: string | null }>(
    `WITH entries AS (${ENTRIES}),
          holders AS (
            SELECT holder_kind, holder_id, SUM(shares_delta) AS shares,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
              FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_kind, holder_id)
     SELECT (count(*) FILTER (WHERE shares <> 0 OR invested <> 0))::int AS holders, COALESCE(SUM(shares), 0)::text AS shares, COALESCE(SUM(invested), 0)::text AS invested,
            COALESCE(SUM(paid), 0)::text AS paid, (CASE WHEN $3::numeric IS NULL THEN NULL ELSE COALESCE(SUM(shares), 0) * $3::numeric END)::text AS value
       FROM holders`,
    [opportunityId, tenantId, price ? String(price.priceMinor) : null],
  )
  return rows[0]!
}

/** What the ledger says was paid on each investment row aliased `investment` (a reversal of a payment counts against it), as `p.paid`. */
const paidLateral = (investment: string) => `LEFT JOIN LATERAL (
         SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = ${investment}.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true`

/** Paid and outstanding (nothing is outstanding on a cancelled investment) of the row aliased `investment`, with paidLateral joined. */
const paidColumns = (investment: string) =>
  `COALESCE(p.paid, 0)::text AS paid, (CASE WHEN ${investment}.status = 'cancelled' THEN 0 ELSE ${investment}.amount - COALESCE(p.paid, 0) END)::text AS outstanding`

export type TInvestmentRow = {
  id: number
  paymentReference: string
  type: TInvestmentType
  status: TInvestmentStatus
  amount: string
  currency: string
  shares: string
  paid: string
  outstanding: string
  createdAt: string
  holderKind: TOpportunityHolderKind
  holderId: number
  /** The record whose transactions tab shows the holder (an entity's method; else the holder). */
  holderRecordId: number
  holderName: string
  holderEmail: string
}

/** The investments of an opportunity, newest first (keyset by id for exports), each with what the ledger says was paid. */
export async function opportunityInvestments(payload: Payload, opportunityId: number, tenantId: number, options: { limit: number; offset?: number; afterId?: number; order?: 'newest' | 'id' }): Promise<TInvestmentRow[]> {
  const order = options.order === 'id' ? 'i.id' : 'i.created_at DESC, i.id DESC'
  const { rows } = await payload.db.pool.query<{ id: number; payment_reference: string; type: TInvestmentType; status: TInvestmentStatus; amount: string; currency: string; shares: string; paid: string; outstanding: string; created_at: string; holder_kind: TOpportunityHolderKind; holder_id: number; record_id: number; name: string; email: string }>(
    `SELECT i.id, i.payment_reference, i.type::text AS type, i.status::text AS status, i.amount::text AS amount, i.currency, i.shares::text AS shares,
            ${paidColumns('i')},
            ${isoUtc('i.created_at')} AS created_at, i.holder_kind::text AS holder_kind, ${HOLDER_ID('i')} AS holder_id, ${holderNameColumns()}
       FROM investments i ${holderJoins('i', { raw: true })}
       ${paidLateral('i')}
      WHERE i.opportunity_id = $1 AND i.tenant_id = $2 AND i.id > $3
      ORDER BY ${order}
      LIMIT $4 OFFSET $5`,
    [opportunityId, tenantId, options.afterId ?? 0, options.limit, options.offset ?? 0],
  )
  return rows.map((row) => ({
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
    holderKind: row.holder_kind,
    holderId: row.holder_id,
    holderRecordId: row.record_id,
    holderName: row.name,
    holderEmail: row.email,
  }))
}

export const countLedgerEntries = async (payload: Payload, opportunityId: number, tenantId: number): Promise<number> =>
  (await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM ledger_entries WHERE opportunity_id = $1 AND tenant_id = $2', [opportunityId, tenantId])).rows[0]!.count

export const countOpportunityInvestments = async (payload: Payload, opportunityId: number, tenantId: number): Promise<number> =>
  (await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM investments WHERE opportunity_id = $1 AND tenant_id = $2', [opportunityId, tenantId])).rows[0]!.count

export type TLedgerRow = { id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; sharesDelta: string; currency: string; occurredAt: string; holderName: string | null; paymentReference: string | null; reverses: number | null; note: string | null }

/** The newest ledger entries of an opportunity (or, with `afterId`, every entry in id order, for the export). */
export async function recentLedgerEntries(payload: Payload, opportunityId: number, tenantId: number, limit: number, afterId: number | null = null): Promise<TLedgerRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; shares_delta: string; currency: string; occurred_at: string; name: string | null; payment_reference: string | null; reverses_id: number | null; note: string | null }>(
    `SELECT e.id, e.kind::text AS kind, COALESCE(r.kind, e.kind)::text AS category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency,
            ${isoUtc('e.occurred_at')} AS occurred_at, ${holderNameColumns()}, i.payment_reference, e.reverses_id, e.note
       FROM ledger_entries e
       LEFT JOIN ledger_entries r ON r.id = e.reverses_id
       ${holderJoins('e', { raw: true })}
       LEFT JOIN investments i ON i.id = e.investment_id
      WHERE e.opportunity_id = $1 AND e.tenant_id = $2 AND ($4::int IS NULL OR e.id > $4::int)
      ORDER BY ${afterId === null ? 'e.occurred_at DESC, e.id DESC' : 'e.id'}
      LIMIT $3`,
    [opportunityId, tenantId, limit, afterId],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    category: row.category,
    amount: row.amount,
    sharesDelta: row.shares_delta,
    currency: row.currency,
    occurredAt: row.occurred_at,
    holderName: row.name,
    paymentReference: row.payment_reference,
    reverses: row.reverses_id,
    note: row.note,
  }))
}

export type THolderInvestmentRow = {
  id: number
  paymentReference: string
  type: TInvestmentType
  status: TInvestmentStatus
  amount: string
  currency: string
  shares: string
  paid: string
  outstanding: string
  createdAt: string
  opportunity: { id: number; title: string; slug: string; stage: number }
}

/**
 * An investor's own investments, newest first, one page of them with the count of all (one
 * statement), each with what the ledger says was paid (spec 7 /api/investments/user).
 */
export async function holderInvestments(payload: Payload, holderId: number, tenantId: number, page: { limit: number; offset: number }): Promise<{ total: number; rows: THolderInvestmentRow[] }> {
  type TRow = { total: number; id: number | null; payment_reference: string; type: TInvestmentType; status: TInvestmentStatus; amount: string; currency: string; shares: string; paid: string; outstanding: string; created_at: string; opportunity_id: number; title: string; slug: string; stage: number }
  const { rows } = await payload.db.pool.query<TRow>({ name: 'holder-investments', text: HOLDER_INVESTMENTS_SQL, values: [holderId, tenantId, page.limit, page.offset] })
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
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
      })),
  }
}

/** $1 holder, $2 tenant, $3 limit, $4 offset. One row with a null id when the holder has none. */
export const HOLDER_INVESTMENTS_SQL = `
  WITH mine AS (SELECT * FROM investments WHERE holder_id = $1 AND tenant_id = $2 AND holder_kind = 'investor')
  SELECT (SELECT count(*) FROM mine)::int AS total, page.*
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT m.id, m.payment_reference, m.type::text AS type, m.status::text AS status, m.amount::text AS amount, m.currency, m.shares::text AS shares,
             ${paidColumns('m')},
             ${isoUtc('m.created_at')} AS created_at, o.id AS opportunity_id, o.title, o.slug, o.stage::int AS stage
        FROM mine m JOIN investment_opportunities o ON o.id = m.opportunity_id
        ${paidLateral('m')}
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT $3 OFFSET $4) AS page ON true`

/** One currency's figures of a holder: what the ledger says was committed and paid, and what is still owed. */
export type THolderTotals = { currency: string; committed: string; paid: string; outstanding: string; shares: string; investments: number; entries: number }

/**
 * An investor's figures across every opportunity (issue 11 §1, their record's transactions tab), per
 * currency: committed = the sum of `investment` entries, paid = the sum of `payment_received`
 * entries (reversals in the category of what they reverse, so a cancel takes both back), outstanding
 * = committed - paid, investments = those still standing. Sums by PostgreSQL, as text.
 */
export async function holderTotals(payload: Payload, holderId: number, tenantId: number): Promise<THolderTotals[]> {
  const { rows } = await payload.db.pool.query<THolderTotals>({
    name: 'holder-totals',
    text: `
      WITH entries AS (
        SELECT e.investment_id, e.amount, e.shares_delta, e.currency, COALESCE(r.kind, e.kind)::text AS category
          FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
         WHERE e.holder_id = $1 AND e.tenant_id = $2 AND e.holder_kind = 'investor'),
      standing AS (SELECT investment_id, currency FROM entries WHERE category = 'investment' GROUP BY investment_id, currency HAVING SUM(amount) > 0)
      SELECT currency,
             COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0)::text AS committed,
             COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0)::text AS paid,
             (COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) - COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0))::text AS outstanding,
             COALESCE(SUM(shares_delta), 0)::text AS shares,
             (SELECT count(*) FROM standing s WHERE s.currency = entries.currency)::int AS investments,
             count(*)::int AS entries
        FROM entries GROUP BY currency ORDER BY currency`,
    values: [holderId, tenantId],
  })
  return rows
}

export type THolderLedgerRow = Omit<TLedgerRow, 'holderName'> & { opportunity: { id: number; title: string; stage: number } }

/** An investor's newest ledger entries across every opportunity, with the opportunity each belongs to. */
export async function holderLedgerEntries(payload: Payload, holderId: number, tenantId: number, limit: number): Promise<THolderLedgerRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; shares_delta: string; currency: string; occurred_at: string; payment_reference: string | null; reverses_id: number | null; note: string | null; opportunity_id: number; title: string; stage: number }>({
    name: 'holder-ledger-entries',
    text: `
      SELECT e.id, e.kind::text AS kind, COALESCE(r.kind, e.kind)::text AS category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency,
             ${isoUtc('e.occurred_at')} AS occurred_at, i.payment_reference, e.reverses_id, e.note, o.id AS opportunity_id, o.title, o.stage::int AS stage
        FROM ledger_entries e
        JOIN investment_opportunities o ON o.id = e.opportunity_id
        LEFT JOIN ledger_entries r ON r.id = e.reverses_id
        LEFT JOIN investments i ON i.id = e.investment_id
       WHERE e.holder_id = $1 AND e.tenant_id = $2 AND e.holder_kind = 'investor'
       ORDER BY e.occurred_at DESC, e.id DESC
       LIMIT $3`,
    values: [holderId, tenantId, limit],
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
    reverses: row.reverses_id,
    note: row.note,
    opportunity: { id: row.opportunity_id, title: row.title, stage: row.stage },
  }))
}
