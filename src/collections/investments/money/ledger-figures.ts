import type { Payload } from 'payload'

import { isoUtc } from '@/lib/sql'
import type { TInvestmentStatus, TInvestmentType, TLedgerKind } from '@/domain/investments/money-model'

// The read side of the money model (docs/decisions/012): every figure is a sum over the ledger in
// PostgreSQL. Sums arrive as text (numeric/bigint) and stay exact; screens format them, nobody
// adds them up in JavaScript. Callers have checked the user's right on the opportunity and pass
// the tenant, which every statement also filters by.

/** The entries of one opportunity with each one's category (a reversal counts in the category of what it reverses). */
const ENTRIES = `
  SELECT e.id, e.kind, e.holder_id, e.investment_id, e.amount, e.shares_delta, e.occurred_at, COALESCE(r.kind, e.kind)::text AS category
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.opportunity_id = $1 AND e.tenant_id = $2`

export type TMoneySummary = { committed: string; paid: string; outstanding: string; shares: string; investors: number; investments: number; averageTicket: string }

/** spec 2.1 performance: committed and paid, investors and investments still standing, the average ticket. */
export async function opportunityMoneySummary(payload: Payload, opportunityId: number, tenantId: number): Promise<TMoneySummary> {
  const { rows } = await payload.db.pool.query<{ committed: string; paid: string; outstanding: string; shares: string; investors: number; investments: number; average_ticket: string }>(
    `WITH entries AS (${ENTRIES}),
          standing AS (SELECT investment_id, holder_id, SUM(amount) AS committed FROM entries WHERE category = 'investment' GROUP BY investment_id, holder_id HAVING SUM(amount) > 0)
     SELECT (SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'investment')::text AS committed,
            (SELECT COALESCE(SUM(amount), 0) FROM entries WHERE category = 'payment_received')::text AS paid,
            (SELECT COALESCE(SUM(shares_delta), 0) FROM entries)::text AS shares,
            (SELECT count(DISTINCT holder_id) FROM standing)::int AS investors,
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

export type TCapTableRow = { holderId: number; name: string; email: string; shares: string; percentage: string; invested: string; paid: string; value: string | null }

/**
 * The cap table of an opportunity (issue 10 §3): each holder's shares (the sum of their share
 * movements), percentage of all shares held, invested (committed) and paid amounts, and the value
 * of the holding at `price` (null without one). Holders with nothing left are left out.
 */
export async function capTable(payload: Payload, opportunityId: number, tenantId: number, price: TSharePrice | null, options: { limit?: number; afterId?: number; order?: 'holder' | 'shares' } = {}): Promise<TCapTableRow[]> {
  const { rows } = await payload.db.pool.query<{ holder_id: number; name: string; surname: string | null; email: string; shares: string; percentage: string; invested: string; paid: string; value: string | null }>(
    `WITH entries AS (${ENTRIES}),
          holders AS (
            SELECT holder_id, SUM(shares_delta) AS shares,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
              FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_id),
          total AS (SELECT COALESCE(SUM(shares), 0) AS shares FROM holders WHERE shares > 0)
     SELECT h.holder_id, u.name, u.surname, u.email, h.shares::text AS shares,
            (CASE WHEN total.shares > 0 THEN round(h.shares * 100 / total.shares, 2) ELSE 0 END)::text AS percentage,
            h.invested::text AS invested, h.paid::text AS paid,
            (CASE WHEN $3::numeric IS NULL THEN NULL ELSE h.shares * $3::numeric END)::text AS value
       FROM holders h JOIN users u ON u.id = h.holder_id CROSS JOIN total
      WHERE (h.shares <> 0 OR h.invested <> 0) AND h.holder_id > $4
      ORDER BY ${options.order === 'shares' ? 'h.shares DESC, h.invested DESC, h.holder_id' : 'h.holder_id'}
      LIMIT $5`,
    [opportunityId, tenantId, price ? String(price.priceMinor) : null, options.afterId ?? 0, options.limit ?? 10_000],
  )
  return rows.map((row) => ({
    holderId: row.holder_id,
    name: [row.name, row.surname].filter(Boolean).join(' '),
    email: row.email,
    shares: row.shares,
    percentage: row.percentage,
    invested: row.invested,
    paid: row.paid,
    value: row.value,
  }))
}

/** The cap table's totals: shares, invested, paid and value at `price`, summed by PostgreSQL. */
export async function capTableTotals(payload: Payload, opportunityId: number, tenantId: number, price: TSharePrice | null): Promise<{ holders: number; shares: string; invested: string; paid: string; value: string | null }> {
  const { rows } = await payload.db.pool.query<{ holders: number; shares: string; invested: string; paid: string; value: string | null }>(
    `WITH entries AS (${ENTRIES}),
          holders AS (
            SELECT holder_id, SUM(shares_delta) AS shares,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                   COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
              FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_id)
     SELECT (count(*) FILTER (WHERE shares <> 0 OR invested <> 0))::int AS holders, COALESCE(SUM(shares), 0)::text AS shares, COALESCE(SUM(invested), 0)::text AS invested,
            COALESCE(SUM(paid), 0)::text AS paid, (CASE WHEN $3::numeric IS NULL THEN NULL ELSE COALESCE(SUM(shares), 0) * $3::numeric END)::text AS value
       FROM holders`,
    [opportunityId, tenantId, price ? String(price.priceMinor) : null],
  )
  return rows[0]!
}

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
  holderId: number
  holderName: string
  holderEmail: string
}

/** The investments of an opportunity, newest first (keyset by id for exports), each with what the ledger says was paid. */
export async function opportunityInvestments(payload: Payload, opportunityId: number, tenantId: number, options: { limit: number; offset?: number; afterId?: number; order?: 'newest' | 'id' }): Promise<TInvestmentRow[]> {
  const order = options.order === 'id' ? 'i.id' : 'i.created_at DESC, i.id DESC'
  const { rows } = await payload.db.pool.query<{ id: number; payment_reference: string; type: TInvestmentType; status: TInvestmentStatus; amount: string; currency: string; shares: string; paid: string; outstanding: string; created_at: string; holder_id: number; name: string; surname: string | null; email: string }>(
    `SELECT i.id, i.payment_reference, i.type::text AS type, i.status::text AS status, i.amount::text AS amount, i.currency, i.shares::text AS shares,
            COALESCE(p.paid, 0)::text AS paid, (CASE WHEN i.status = 'cancelled' THEN 0 ELSE i.amount - COALESCE(p.paid, 0) END)::text AS outstanding,
            ${isoUtc('i.created_at')} AS created_at, u.id AS holder_id, u.name, u.surname, u.email
       FROM investments i JOIN users u ON u.id = i.holder_id
       LEFT JOIN LATERAL (
         SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true
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
    holderId: row.holder_id,
    holderName: [row.name, row.surname].filter(Boolean).join(' '),
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
  const { rows } = await payload.db.pool.query<{ id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; shares_delta: string; currency: string; occurred_at: string; name: string | null; surname: string | null; payment_reference: string | null; reverses_id: number | null; note: string | null }>(
    `SELECT e.id, e.kind::text AS kind, COALESCE(r.kind, e.kind)::text AS category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency,
            ${isoUtc('e.occurred_at')} AS occurred_at, u.name, u.surname, i.payment_reference, e.reverses_id, e.note
       FROM ledger_entries e
       LEFT JOIN ledger_entries r ON r.id = e.reverses_id
       LEFT JOIN users u ON u.id = e.holder_id
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
    holderName: row.name === null ? null : [row.name, row.surname].filter(Boolean).join(' '),
    paymentReference: row.payment_reference,
    reverses: row.reverses_id,
    note: row.note,
  }))
}
