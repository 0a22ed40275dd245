import type { Payload } from 'payload'

import type { THolderKind, TInvestmentStatus, TInvestmentType, TLedgerKind, TSubject, TSubjectKind } from '@/domain/investments/money-model'
import { isoUtc } from '@/lib/sql'

// The read side of the ledger for funds and companies (decision 014), as ledger-figures.ts is for
// opportunities: every figure is a sum over ledger_entries in PostgreSQL, sums come back as text
// (numeric) and are only formatted. Callers have checked the user's right on the subject and pass
// the tenant, which every statement also filters by. A holder is (holder_kind, holder_id,
// holder_fund_id): an investor, a fund, or the tenant itself.

/** The column of each subject kind: from this constant only, never from input. */
const SUBJECT_COLUMN: Record<TSubjectKind, string> = { opportunity: 'opportunity_id', fund: 'fund_id', company: 'company_id' }

/** The entries of one subject with each one's category (a reversal counts in the category of what it reverses). */
const entriesOf = (kind: TSubjectKind) => `
  SELECT e.id, e.kind, e.holder_kind, e.holder_id, e.holder_fund_id, e.investment_id, e.amount, e.shares_delta, e.occurred_at, COALESCE(r.kind, e.kind)::text AS category
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.${SUBJECT_COLUMN[kind]} = $1 AND e.tenant_id = $2`

/** A holder's name: the investor's, the fund's, or for the tenant itself the tenant's. Needs `users u`, `funds hf` and `tenants t` joined. */
const HOLDER_NAME = `(CASE h_kind WHEN 'investor' THEN concat_ws(' ', u.name, u.surname) WHEN 'fund' THEN hf.name ELSE t.name END)`
const holderName = (kindColumn: string) => HOLDER_NAME.replace('h_kind', `${kindColumn}::text`)

export type TSubjectSummary = { committed: string; paid: string; outstanding: string; shares: string; holders: number; investments: number }

/** What the ledger says of a fund or a company: committed and paid, outstanding, shares, holders and investments still standing. */
export async function subjectSummary(payload: Payload, subject: TSubject, tenantId: number): Promise<TSubjectSummary> {
  const { rows } = await payload.db.pool.query<TSubjectSummary>(
    `WITH entries AS (${entriesOf(subject.kind)}),
          standing AS (SELECT investment_id, SUM(amount) AS committed FROM entries WHERE category = 'investment' GROUP BY investment_id HAVING SUM(amount) > 0),
          sums AS (SELECT COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS committed,
                          COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid,
                          COALESCE(SUM(shares_delta), 0) AS shares
                     FROM entries)
     SELECT sums.committed::text AS committed, sums.paid::text AS paid, (sums.committed - sums.paid)::text AS outstanding, sums.shares::text AS shares,
            (SELECT count(DISTINCT concat_ws(':', holder_kind, holder_id, holder_fund_id)) FROM entries WHERE investment_id IN (SELECT investment_id FROM standing))::int AS holders,
            (SELECT count(*) FROM standing)::int AS investments
       FROM sums`,
    [subject.id, tenantId],
  )
  return rows[0]!
}

/** A price per share of a company, from its share-price series. */
export type TCompanySharePrice = { priceMinor: number; currency: string; asOf: string; source: 'share-prices' }

/**
 * The company's latest share price (issue 10 §3: current value = shares × the latest price), or the
 * latest on or before `onOrBefore` (the price a past investment bought at). Null without one.
 */
export async function companySharePrice(payload: Payload, companyId: number, tenantId: number, onOrBefore: string | null = null): Promise<TCompanySharePrice | null> {
  const { rows } = await payload.db.pool.query<{ price: string; currency: string; date: string }>(
    `SELECT price::text AS price, currency, ${isoUtc('date')} AS date FROM share_prices
      WHERE company_id = $1 AND tenant_id = $2 AND ($3::timestamptz IS NULL OR date <= $3::timestamptz)
      ORDER BY date DESC, id DESC LIMIT 1`,
    [companyId, tenantId, onOrBefore],
  )
  const row = rows[0]
  return row ? { priceMinor: Number(row.price), currency: row.currency, asOf: row.date, source: 'share-prices' } : null
}

export type TSubjectCapTableRow = {
  holderKind: THolderKind
  /** The investor's user id, or the fund's id; null for the tenant itself. */
  holderId: number | null
  name: string
  email: string | null
  shares: string
  percentage: string
  invested: string
  paid: string
  value: string | null
}

const CAP_TABLE = (kind: TSubjectKind) => `
  WITH entries AS (${entriesOf(kind)}),
       holders AS (
         SELECT holder_kind, holder_id, holder_fund_id, SUM(shares_delta) AS shares,
                COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS invested,
                COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid
           FROM entries GROUP BY holder_kind, holder_id, holder_fund_id),
       total AS (SELECT COALESCE(SUM(shares), 0) AS shares FROM holders WHERE shares > 0)`

/**
 * The cap table of a company (issue 10 §3, "any company"): every holder (a fund, the tenant itself,
 * an investor) with shares, percentage of all shares held, invested and paid, and the value of the
 * holding at `price` (null without one). Holders with nothing left are left out. Largest first.
 */
export async function subjectCapTable(payload: Payload, subject: TSubject, tenantId: number, price: { priceMinor: number } | null, options: { limit?: number; offset?: number } = {}): Promise<TSubjectCapTableRow[]> {
  const { rows } = await payload.db.pool.query<{ holder_kind: THolderKind; holder_id: number | null; name: string | null; email: string | null; shares: string; percentage: string; invested: string; paid: string; value: string | null }>(
    `${CAP_TABLE(subject.kind)}
     SELECT h.holder_kind::text AS holder_kind, COALESCE(h.holder_id, h.holder_fund_id) AS holder_id, ${holderName('h.holder_kind')} AS name, u.email,
            h.shares::text AS shares,
            (CASE WHEN total.shares > 0 THEN round(h.shares * 100 / total.shares, 2) ELSE 0 END)::text AS percentage,
            h.invested::text AS invested, h.paid::text AS paid,
            (CASE WHEN $3::numeric IS NULL THEN NULL ELSE h.shares * $3::numeric END)::text AS value
       FROM holders h
       LEFT JOIN users u ON u.id = h.holder_id
       LEFT JOIN funds hf ON hf.id = h.holder_fund_id
       JOIN tenants t ON t.id = $2
       CROSS JOIN total
      WHERE h.shares <> 0 OR h.invested <> 0
      ORDER BY h.shares DESC, h.invested DESC, h.holder_kind, h.holder_id NULLS FIRST, h.holder_fund_id NULLS FIRST
      LIMIT $4 OFFSET $5`,
    [subject.id, tenantId, price ? String(price.priceMinor) : null, options.limit ?? 10_000, options.offset ?? 0],
  )
  return rows.map((row) => ({
    holderKind: row.holder_kind,
    holderId: row.holder_kind === 'tenant' ? null : row.holder_id,
    name: row.name ?? '',
    email: row.email,
    shares: row.shares,
    percentage: row.percentage,
    invested: row.invested,
    paid: row.paid,
    value: row.value,
  }))
}

/** The cap table's totals, summed by PostgreSQL. */
export async function subjectCapTableTotals(payload: Payload, subject: TSubject, tenantId: number, price: { priceMinor: number } | null): Promise<{ holders: number; shares: string; invested: string; paid: string; value: string | null }> {
  const { rows } = await payload.db.pool.query<{ holders: number; shares: string; invested: string; paid: string; value: string | null }>(
    `${CAP_TABLE(subject.kind)}
     SELECT (count(*) FILTER (WHERE shares <> 0 OR invested <> 0))::int AS holders, COALESCE(SUM(shares), 0)::text AS shares, COALESCE(SUM(invested), 0)::text AS invested,
            COALESCE(SUM(paid), 0)::text AS paid, (CASE WHEN $3::numeric IS NULL THEN NULL ELSE COALESCE(SUM(shares), 0) * $3::numeric END)::text AS value
       FROM holders`,
    [subject.id, tenantId, price ? String(price.priceMinor) : null],
  )
  return rows[0]!
}

export type TSubjectInvestmentRow = {
  id: number
  paymentReference: string
  type: TInvestmentType
  status: TInvestmentStatus
  amount: string
  currency: string
  shares: string
  paid: string
  outstanding: string
  /** When the investment happened (its `investment` entry), which a record of the past dates earlier than its creation. */
  occurredAt: string
  holderKind: THolderKind
  holderId: number | null
  holderName: string
  holderEmail: string | null
  subjectKind: TSubjectKind
  subjectId: number
  subjectName: string
}

/** Whose investments: those in a subject, or those a fund holds (in companies). */
export type TInvestmentFilter = { subject: TSubject } | { holderFund: number }

const filterOf = (filter: TInvestmentFilter): [string, number] =>
  'subject' in filter ? [`i.${SUBJECT_COLUMN[filter.subject.kind]}`, filter.subject.id] : ['i.holder_fund_id', filter.holderFund]

/** Investments of a fund or company (or held by a fund), newest first, each with what the ledger says was paid. */
export async function subjectInvestments(payload: Payload, filter: TInvestmentFilter, tenantId: number, options: { limit: number; offset?: number }): Promise<TSubjectInvestmentRow[]> {
  const [column, id] = filterOf(filter)
  const { rows } = await payload.db.pool.query<{
    id: number
    payment_reference: string
    type: TInvestmentType
    status: TInvestmentStatus
    amount: string
    currency: string
    shares: string
    paid: string
    outstanding: string
    occurred_at: string
    holder_kind: THolderKind
    holder_id: number | null
    name: string | null
    email: string | null
    subject_kind: TSubjectKind
    subject_id: number
    subject_name: string | null
  }>(
    `SELECT i.id, i.payment_reference, i.type::text AS type, i.status::text AS status, i.amount::text AS amount, i.currency, i.shares::text AS shares,
            COALESCE(p.paid, 0)::text AS paid, (CASE WHEN i.status = 'cancelled' THEN 0 ELSE i.amount - COALESCE(p.paid, 0) END)::text AS outstanding,
            ${isoUtc('COALESCE(p.occurred_at, i.created_at)')} AS occurred_at,
            i.holder_kind::text AS holder_kind, COALESCE(i.holder_id, i.holder_fund_id) AS holder_id, ${holderName('i.holder_kind')} AS name, u.email,
            i.subject_kind::text AS subject_kind, COALESCE(i.opportunity_id, i.fund_id, i.company_id) AS subject_id, COALESCE(o.title, sf.name, c.name) AS subject_name
       FROM investments i
       LEFT JOIN users u ON u.id = i.holder_id
       LEFT JOIN funds hf ON hf.id = i.holder_fund_id
       JOIN tenants t ON t.id = i.tenant_id
       LEFT JOIN investment_opportunities o ON o.id = i.opportunity_id
       LEFT JOIN funds sf ON sf.id = i.fund_id
       LEFT JOIN companies c ON c.id = i.company_id
       LEFT JOIN LATERAL (
         SELECT SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'payment_received') AS paid,
                MIN(e.occurred_at) FILTER (WHERE e.kind = 'investment') AS occurred_at
           FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = i.id) p ON true
      WHERE ${column} = $1 AND i.tenant_id = $2
      ORDER BY COALESCE(p.occurred_at, i.created_at) DESC, i.id DESC
      LIMIT $3 OFFSET $4`,
    [id, tenantId, options.limit, options.offset ?? 0],
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
    occurredAt: row.occurred_at,
    holderKind: row.holder_kind,
    holderId: row.holder_kind === 'tenant' ? null : row.holder_id,
    holderName: row.name ?? '',
    holderEmail: row.email,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    subjectName: row.subject_name ?? '',
  }))
}

export const countSubjectInvestments = async (payload: Payload, filter: TInvestmentFilter, tenantId: number): Promise<number> => {
  const [column, id] = filterOf(filter)
  return (await payload.db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM investments i WHERE ${column} = $1 AND i.tenant_id = $2`, [id, tenantId])).rows[0]!.count
}

export type TSubjectLedgerRow = {
  id: number
  kind: TLedgerKind
  category: TLedgerKind
  amount: string
  sharesDelta: string
  currency: string
  occurredAt: string
  holderKind: THolderKind | null
  holderName: string | null
  subjectKind: TSubjectKind
  subjectName: string
  paymentReference: string | null
  reverses: number | null
  note: string | null
}

/**
 * The newest ledger entries of a fund (its investors' commitments and payments, and the entries of
 * its own holdings in companies) or of a company; with `afterId`, every entry in id order.
 */
export async function subjectLedgerEntries(payload: Payload, filter: { fund: number } | { company: number }, tenantId: number, limit: number, afterId: number | null = null): Promise<TSubjectLedgerRow[]> {
  const where = 'fund' in filter ? '(e.fund_id = $1 OR e.holder_fund_id = $1)' : 'e.company_id = $1'
  const id = 'fund' in filter ? filter.fund : filter.company
  const { rows } = await payload.db.pool.query<{
    id: number
    kind: TLedgerKind
    category: TLedgerKind
    amount: string
    shares_delta: string
    currency: string
    occurred_at: string
    holder_kind: THolderKind | null
    name: string | null
    subject_kind: TSubjectKind
    subject_name: string | null
    payment_reference: string | null
    reverses_id: number | null
    note: string | null
  }>(
    `SELECT e.id, e.kind::text AS kind, COALESCE(r.kind, e.kind)::text AS category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency,
            ${isoUtc('e.occurred_at')} AS occurred_at, e.holder_kind::text AS holder_kind, ${holderName('e.holder_kind')} AS name,
            e.subject_kind::text AS subject_kind, COALESCE(o.title, sf.name, c.name) AS subject_name, i.payment_reference, e.reverses_id, e.note
       FROM ledger_entries e
       LEFT JOIN ledger_entries r ON r.id = e.reverses_id
       LEFT JOIN users u ON u.id = e.holder_id
       LEFT JOIN funds hf ON hf.id = e.holder_fund_id
       JOIN tenants t ON t.id = e.tenant_id
       LEFT JOIN investment_opportunities o ON o.id = e.opportunity_id
       LEFT JOIN funds sf ON sf.id = e.fund_id
       LEFT JOIN companies c ON c.id = e.company_id
       LEFT JOIN investments i ON i.id = e.investment_id
      WHERE ${where} AND e.tenant_id = $2 AND ($4::int IS NULL OR e.id > $4::int)
      ORDER BY ${afterId === null ? 'e.occurred_at DESC, e.id DESC' : 'e.id'}
      LIMIT $3`,
    [id, tenantId, limit, afterId],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    category: row.category,
    amount: row.amount,
    sharesDelta: row.shares_delta,
    currency: row.currency,
    occurredAt: row.occurred_at,
    holderKind: row.holder_kind,
    holderName: row.holder_kind === null ? null : row.name,
    subjectKind: row.subject_kind,
    subjectName: row.subject_name ?? '',
    paymentReference: row.payment_reference,
    reverses: row.reverses_id,
    note: row.note,
  }))
}

/** One company a fund holds, with the holding's figures from the ledger. */
export type TFundHolding = {
  companyId: number
  currency: string
  /** What the fund invested in it (the sum of its `investment` entries). */
  cost: string
  paid: string
  shares: string
  /** Shares held × the company's latest share price, by PostgreSQL; null without a price. */
  value: string | null
  /** value / cost, two decimals, by PostgreSQL; null without a price or a cost. */
  multiple: string | null
  price: string | null
  priceDate: string | null
}

export type THoldingTotal = { currency: string; cost: string; value: string; multiple: string | null; holdings: number; unpriced: number }

/** The fund's holdings (holder_kind fund) per company it has entries in ($1 fund, $2 tenant): CTEs `holdings` and `valued`, for the fund's reports too. */
export const FUND_HOLDINGS_CTES = `
  WITH holdings AS (
    SELECT e.company_id,
           COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment'), 0) AS cost,
           COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'payment_received'), 0) AS paid,
           COALESCE(SUM(e.shares_delta), 0) AS shares
      FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
     WHERE e.holder_kind = 'fund' AND e.holder_fund_id = $1 AND e.company_id IS NOT NULL AND e.tenant_id = $2
     GROUP BY e.company_id),
  valued AS (
    SELECT h.company_id, c.currency, h.cost, h.paid, h.shares, p.price, p.date AS price_date,
           (CASE WHEN p.price IS NULL THEN NULL ELSE h.shares * p.price END) AS value
      FROM holdings h JOIN companies c ON c.id = h.company_id
      LEFT JOIN LATERAL (SELECT price, date FROM share_prices WHERE company_id = h.company_id ORDER BY date DESC, id DESC LIMIT 1) p ON true
     WHERE h.cost <> 0 OR h.shares <> 0)`

/** Per currency over `valued`: the holdings' cost, value, the multiple of the priced ones, how many and how many unpriced (THoldingTotal's columns). */
export const FUND_HOLDING_TOTALS = `
  SELECT currency, SUM(cost)::text AS cost, COALESCE(SUM(value), 0)::text AS value,
         (CASE WHEN COALESCE(SUM(cost) FILTER (WHERE value IS NOT NULL), 0) <= 0 THEN NULL
               ELSE round(SUM(value) / SUM(cost) FILTER (WHERE value IS NOT NULL), 2) END)::text AS multiple,
         count(*)::int AS holdings, (count(*) FILTER (WHERE value IS NULL))::int AS unpriced
    FROM valued GROUP BY currency`

/** A holding's multiple from a `valued` row (`of` its alias and a dot): value / cost to two decimals, null without a price or a cost. */
export const holdingMultiple = (of = '') => `(CASE WHEN ${of}value IS NULL OR ${of}cost <= 0 THEN NULL ELSE round(${of}value / ${of}cost, 2) END)::text`

/**
 * The fund's portfolio figures (issue 10 §5): per company its cost, shares, current value at the
 * latest share price and multiple; and per currency the totals (the multiple of the priced holdings:
 * their value over their cost; holdings without a price are counted as `unpriced`).
 */
export async function fundHoldings(payload: Payload, fundId: number, tenantId: number): Promise<{ holdings: TFundHolding[]; totals: THoldingTotal[] }> {
  const [holdings, totals] = await Promise.all([
    payload.db.pool.query<{ company_id: number; currency: string; cost: string; paid: string; shares: string; value: string | null; multiple: string | null; price: string | null; price_date: string | null }>(
      `${FUND_HOLDINGS_CTES}
       SELECT company_id, currency, cost::text AS cost, paid::text AS paid, shares::text AS shares, value::text AS value,
              ${holdingMultiple()} AS multiple,
              price::text AS price, ${isoUtc('price_date')} AS price_date
         FROM valued ORDER BY company_id`,
      [fundId, tenantId],
    ),
    payload.db.pool.query<THoldingTotal>(
      `${FUND_HOLDINGS_CTES}
       ${FUND_HOLDING_TOTALS} ORDER BY currency`,
      [fundId, tenantId],
    ),
  ])
  return {
    holdings: holdings.rows.map((row) => ({
      companyId: row.company_id,
      currency: row.currency,
      cost: row.cost,
      paid: row.paid,
      shares: row.shares,
      value: row.value,
      multiple: row.multiple,
      price: row.price,
      priceDate: row.price_date,
    })),
    totals: totals.rows,
  }
}
