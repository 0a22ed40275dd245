import type { Payload } from 'payload'

// Reconciliation (issue 10 §2 "expected against received per opportunity", docs/decisions/018):
// per holder of an opportunity or a fund, what the ledger says is expected of them (`investment` +
// `cash_call` entries) against what it says was received (`payment_received` + `cash_call_payment`
// entries, refunds counting against them), and the difference, all summed by PostgreSQL in one
// statement (decision 014 names the categories). A reversal or a refund counts in the category of
// the entry it reverses, so a cancelled investment no longer expects anything while money received
// on it and not yet refunded still shows as received: a negative difference, money to return.
// Callers have checked the user's right on the subject and pass the tenant, which the statement also
// filters by.

import { HOLDER_KIND_RANK } from './cash-calls'
import { HOLDER_REF_ID, holderJoins, holderNameColumns } from './holder-sql'

export type TReconciliationSubject = { kind: 'opportunity' | 'fund'; id: number }

/** The subject's column: from this constant only, never from input. */
const COLUMN: Record<TReconciliationSubject['kind'], 'opportunity_id' | 'fund_id'> = { opportunity: 'opportunity_id', fund: 'fund_id' }

export type TReconciliationRow = {
  /** The holder (decision 014: every kind, as the cash calls and the cap table): its kind and its id in that kind's own table. */
  holderKind: string
  holderId: number
  /** The record whose transactions tab shows the holder (an account's method; else the holder itself). */
  recordId: number
  name: string
  email: string
  /** Σ `investment` (committed). */
  committed: string
  /** Σ `cash_call` (called). */
  called: string
  /** Σ `payment_received` (paid on investments, refunds deducted). */
  paid: string
  /** Σ `cash_call_payment` (paid on cash calls). */
  callsPaid: string
  expected: string
  received: string
  /** expected − received: above zero still owed, below zero received beyond what is expected (to return). */
  difference: string
}

export type TReconciliationTotals = Omit<TReconciliationRow, 'holderKind' | 'holderId' | 'recordId' | 'name' | 'email'> & { holders: number; differing: number; owed: string; toReturn: string }

/**
 * $1 column value (subject id), $2 tenant, $3 limit, $4 offset. A holder is (kind, id) of every
 * kind (investors, organisations, investment-method accounts, nominees: decision 014). Rows that
 * differ first (the largest differences first), then by holder (kind in the cash calls' order, id);
 * always one row at least (the totals over every holder).
 */
const statement = (column: string) => `
  WITH entries AS (
         SELECT e.holder_kind::text AS holder_kind, ${HOLDER_REF_ID('e')} AS holder_id, e.amount, COALESCE(r.kind, e.kind)::text AS category
           FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.${column} = $1 AND e.tenant_id = $2),
       holders AS MATERIALIZED (
         SELECT holder_kind, holder_id,
                COALESCE(SUM(amount) FILTER (WHERE category = 'investment'), 0) AS committed,
                COALESCE(SUM(amount) FILTER (WHERE category = 'cash_call'), 0) AS called,
                COALESCE(SUM(amount) FILTER (WHERE category = 'payment_received'), 0) AS paid,
                COALESCE(SUM(amount) FILTER (WHERE category = 'cash_call_payment'), 0) AS calls_paid
           FROM entries WHERE holder_id IS NOT NULL GROUP BY holder_kind, holder_id),
       figures AS MATERIALIZED (
         SELECT holder_kind, holder_id, committed, called, paid, calls_paid, committed + called AS expected, paid + calls_paid AS received, committed + called - paid - calls_paid AS difference
           FROM holders WHERE committed <> 0 OR called <> 0 OR paid <> 0 OR calls_paid <> 0),
       totals AS (
         SELECT count(*)::int AS holders, (count(*) FILTER (WHERE difference <> 0))::int AS differing,
                COALESCE(SUM(committed), 0) AS committed, COALESCE(SUM(called), 0) AS called, COALESCE(SUM(paid), 0) AS paid, COALESCE(SUM(calls_paid), 0) AS calls_paid,
                COALESCE(SUM(expected), 0) AS expected, COALESCE(SUM(received), 0) AS received, COALESCE(SUM(difference), 0) AS difference,
                COALESCE(SUM(difference) FILTER (WHERE difference > 0), 0) AS owed, COALESCE(-SUM(difference) FILTER (WHERE difference < 0), 0) AS to_return
           FROM figures)
  SELECT t.holders AS total_holders, t.differing AS total_differing, t.committed::text AS total_committed, t.called::text AS total_called, t.paid::text AS total_paid,
         t.calls_paid::text AS total_calls_paid, t.expected::text AS total_expected, t.received::text AS total_received, t.difference::text AS total_difference,
         t.owed::text AS total_owed, t.to_return::text AS total_to_return, page.*
    FROM totals t
    LEFT JOIN LATERAL (
      SELECT f.holder_kind, f.holder_id, ${holderNameColumns({ prefix: 'h' })}, f.committed::text AS committed, f.called::text AS called, f.paid::text AS paid, f.calls_paid::text AS calls_paid,
             f.expected::text AS expected, f.received::text AS received, f.difference::text AS difference
        FROM figures f ${holderJoins('f', { prefix: 'h' })}
       ORDER BY (f.difference <> 0) DESC, abs(f.difference) DESC, ${HOLDER_KIND_RANK('f.holder_kind')}, f.holder_id
       LIMIT $3 OFFSET $4) AS page ON true`

const STATEMENTS: Record<TReconciliationSubject['kind'], string> = { opportunity: statement(COLUMN.opportunity), fund: statement(COLUMN.fund) }

type TRaw = {
  total_holders: number
  total_differing: number
  total_committed: string
  total_called: string
  total_paid: string
  total_calls_paid: string
  total_expected: string
  total_received: string
  total_difference: string
  total_owed: string
  total_to_return: string
  holder_kind: string | null
  holder_id: number | null
  record_id: number | null
  name: string | null
  email: string
  committed: string
  called: string
  paid: string
  calls_paid: string
  expected: string
  received: string
  difference: string
}

/** One page of a subject's reconciliation (rows that differ first) with the totals over all its holders, in one statement. */
export async function subjectReconciliation(payload: Payload, subject: TReconciliationSubject, tenantId: number, page: { limit: number; offset: number }): Promise<{ totals: TReconciliationTotals; rows: TReconciliationRow[] }> {
  const { rows } = await payload.db.pool.query<TRaw>({ name: `reconciliation-${subject.kind}`, text: STATEMENTS[subject.kind], values: [subject.id, tenantId, page.limit, page.offset] })
  const first = rows[0]!
  return {
    totals: {
      holders: first.total_holders,
      differing: first.total_differing,
      committed: first.total_committed,
      called: first.total_called,
      paid: first.total_paid,
      callsPaid: first.total_calls_paid,
      expected: first.total_expected,
      received: first.total_received,
      difference: first.total_difference,
      owed: first.total_owed,
      toReturn: first.total_to_return,
    },
    rows: rows
      .filter((row) => row.holder_id !== null)
      .map((row) => ({
        holderKind: row.holder_kind!,
        holderId: row.holder_id!,
        recordId: row.record_id!,
        name: row.name ?? '',
        email: row.email,
        committed: row.committed,
        called: row.called,
        paid: row.paid,
        callsPaid: row.calls_paid,
        expected: row.expected,
        received: row.received,
        difference: row.difference,
      })),
  }
}

/** How a row reads: still owed, received beyond what is expected (to return), or settled. */
export const reconciliationState = (difference: string): 'owed' | 'over' | 'settled' => (difference.startsWith('-') ? 'over' : /^0+(\.0+)?$/.test(difference) ? 'settled' : 'owed')

export const RECONCILIATION_STATE_LABEL = { owed: 'Still owed', over: 'Received beyond expected', settled: 'Settled' } as const
