import type { Payload } from 'payload'

import type { TInvestmentStatus, TInvestmentType, TLedgerKind } from '@/domain/investments/money-model'
import { isoUtc } from '@/lib/sql'

// The figures of a holder record's transactions tab from the ledger: an organisation (decision 020),
// a nominee, or an investment method through all its entities (decision 025). What it committed,
// paid and holds per currency, its investments with paid and outstanding, its newest entries. One
// set of statements over the holder column the record names; sums by PostgreSQL as text, as
// ledger-figures.ts does for an investor; the tenant is in every statement ($2).

/** A record whose transactions tab lists the investments it holds: an organisation, a nominee, or a method (its entities' investments). */
export type THolderRecord = { kind: 'organisation' | 'nominee' | 'method'; id: number }

/** The rows (of investments or ledger_entries aliased `alias`) the record holds; $1 is its id, $2 the tenant. */
function heldBy(record: THolderRecord, alias: string): string {
  if (record.kind === 'organisation') return `${alias}.holder_kind = 'organisation' AND ${alias}.holder_organisation_id = $1`
  if (record.kind === 'nominee') return `${alias}.holder_kind = 'nominee' AND ${alias}.holder_nominee_id = $1`
  return `${alias}.holder_kind = 'method_entity' AND ${alias}.holder_method_entity_id IN (SELECT id FROM investment_method_entities WHERE method_id = $1 AND tenant_id = $2)`
}

/** The account holding a row of a method's tab: the entity's lead ("Ada Lovelace"); null for other records. */
const ACCOUNT = (alias: string) => `(SELECT concat_ws(' ', u.name, u.surname) FROM investment_method_entities me JOIN users u ON u.id = me.lead_id WHERE me.id = ${alias}.holder_method_entity_id)`

export type THolderRecordTotals = { currency: string; committed: string; paid: string; outstanding: string; shares: string; investments: number; entries: number }

export async function holderRecordTotals(payload: Payload, record: THolderRecord, tenantId: number): Promise<THolderRecordTotals[]> {
  const { rows } = await payload.db.pool.query<THolderRecordTotals>(
    `WITH entries AS (
       SELECT e.investment_id, e.amount, e.shares_delta, e.currency, COALESCE(r.kind, e.kind)::text AS category
         FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
        WHERE ${heldBy(record, 'e')} AND e.tenant_id = $2),
     standing AS (SELECT investment_id, currency FROM entries WHERE category = 'investment' GROUP BY investment_id, currency HAVING SUM(amount) > 0)
     SELECT currency,
            COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0)::text AS committed,
            COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0)::text AS paid,
            (COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) - COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0))::text AS outstanding,
            COALESCE(SUM(shares_delta), 0)::text AS shares,
            (SELECT count(*) FROM standing s WHERE s.currency = entries.currency)::int AS investments,
            count(*)::int AS entries
       FROM entries GROUP BY currency ORDER BY currency`,
    [record.id, tenantId],
  )
  return rows
}

type TOpportunityRef = { id: number; title: string; stage: number }

export type THolderRecordInvestmentRow = {
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
  opportunity: TOpportunityRef
  /** A method's account holding it (its lead); null on an organisation's or a nominee's tab. */
  account: string | null
}

/** Its investments, newest first (at most `limit`), with what the ledger says was paid on each. */
export async function holderRecordInvestments(payload: Payload, record: THolderRecord, tenantId: number, limit: number): Promise<THolderRecordInvestmentRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; payment_reference: string; type: TInvestmentType; status: TInvestmentStatus; amount: string; currency: string; shares: string; paid: string; outstanding: string; created_at: string; opportunity_id: number; title: string; stage: number; account: string | null }>(
    `SELECT i.id, i.payment_reference, i.type::text AS type, i.status::text AS status, i.amount::text AS amount, i.currency, i.shares::text AS shares,
            COALESCE(p.paid, 0)::text AS paid, (CASE WHEN i.status = 'cancelled' THEN 0 ELSE i.amount - COALESCE(p.paid, 0) END)::text AS outstanding,
            ${isoUtc('i.created_at')} AS created_at, o.id AS opportunity_id, o.title, o.stage::int AS stage, ${record.kind === 'method' ? ACCOUNT('i') : 'NULL'} AS account
       FROM investments i JOIN investment_opportunities o ON o.id = i.opportunity_id
       LEFT JOIN LATERAL (
         SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true
      WHERE ${heldBy(record, 'i')} AND i.tenant_id = $2
      ORDER BY i.created_at DESC, i.id DESC
      LIMIT $3`,
    [record.id, tenantId, limit],
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
    opportunity: { id: row.opportunity_id, title: row.title, stage: row.stage },
    account: row.account,
  }))
}

export type THolderRecordLedgerRow = { id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; sharesDelta: string; currency: string; occurredAt: string; paymentReference: string | null; note: string | null; opportunity: TOpportunityRef }

/** Its newest ledger entries, with the opportunity each belongs to. */
export async function holderRecordLedgerEntries(payload: Payload, record: THolderRecord, tenantId: number, limit: number): Promise<THolderRecordLedgerRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; kind: TLedgerKind; category: TLedgerKind; amount: string; shares_delta: string; currency: string; occurred_at: string; payment_reference: string | null; note: string | null; opportunity_id: number; title: string; stage: number }>(
    `SELECT e.id, e.kind::text AS kind, COALESCE(r.kind, e.kind)::text AS category, e.amount::text AS amount, e.shares_delta::text AS shares_delta, e.currency,
            ${isoUtc('e.occurred_at')} AS occurred_at, i.payment_reference, e.note, o.id AS opportunity_id, o.title, o.stage::int AS stage
       FROM ledger_entries e
       JOIN investment_opportunities o ON o.id = e.opportunity_id
       LEFT JOIN ledger_entries r ON r.id = e.reverses_id
       LEFT JOIN investments i ON i.id = e.investment_id
      WHERE ${heldBy(record, 'e')} AND e.tenant_id = $2
      ORDER BY e.occurred_at DESC, e.id DESC
      LIMIT $3`,
    [record.id, tenantId, limit],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    category: row.category,
    amount: row.amount,
    sharesDelta: row.shares_delta,
    currency: row.currency,
    occurredAt: row.occurred_at,
    paymentReference: row.payment_reference,
    note: row.note,
    opportunity: { id: row.opportunity_id, title: row.title, stage: row.stage },
  }))
}
