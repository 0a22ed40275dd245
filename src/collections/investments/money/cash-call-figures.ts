import type { Payload } from 'payload'

import type { TCashCallHolderKind, TCashCallKind, TCashCallLineStatus, TCashCallSplit, TCashCallSubjectKind } from '@/domain/investments/cash-calls'
import { isoUtc } from '@/lib/sql'

import { HOLDER_KIND_RANK } from './cash-calls'
import { HOLDER_ID, holderJoins, holderNameColumns } from './holder-sql'

// The read side of cash calls and distributions (decision 014): what each call asked, received and
// has outstanding, and each line's figures, all sums over the ledger's entries of its lines in
// PostgreSQL (a reversal counts in what it reverses). Callers have checked the user's right on the
// subject and pass the tenant, which every statement also filters by.

const COLUMN: Record<TCashCallSubjectKind, 'opportunity_id' | 'fund_id'> = { opportunity: 'opportunity_id', fund: 'fund_id' }

/** Per line: called (cash_call), received (cash_call_payment) and distributed (distribution) from the ledger. */
const LINE_SUMS = `
  SELECT e.cash_call_line_id AS line_id,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0) AS called,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0) AS received,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'distribution'), 0) AS distributed
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.cash_call_line_id IS NOT NULL AND e.tenant_id = $2`

export type TCashCallRow = {
  id: number
  kind: TCashCallKind
  reference: string
  purpose: string | null
  split: TCashCallSplit
  currency: string
  total: string
  dueAt: string | null
  issuedAt: string
  lines: number
  settledLines: number
  /** Lines cancelled (decision 018), lines still awaiting with nothing received (what a cancel would take), lines with money received. */
  cancelledLines: number
  unpaidLines: number
  linesWithMoney: number
  called: string
  received: string
  outstanding: string
  distributed: string
}

/** The calls and distributions of an opportunity or fund, newest first, with their totals from the ledger. */
export async function subjectCashCalls(payload: Payload, subject: { kind: TCashCallSubjectKind; id: number }, tenantId: number, limit = 20): Promise<TCashCallRow[]> {
  const { rows } = await payload.db.pool.query<{
    id: number
    kind: TCashCallKind
    reference: string
    purpose: string | null
    split: TCashCallSplit
    currency: string
    total: string
    due_at: string | null
    issued_at: string
    lines: number
    settled_lines: number
    cancelled_lines: number
    unpaid_lines: number
    lines_with_money: number
    called: string
    received: string
    outstanding: string
    distributed: string
  }>(
    `WITH sums AS (${LINE_SUMS} AND e.${COLUMN[subject.kind]} = $1 GROUP BY e.cash_call_line_id)
     SELECT c.id, c.kind::text AS kind, c.reference, c.purpose, c.split::text AS split, c.currency, c.total::text AS total,
            ${isoUtc('c.due_at')} AS due_at, ${isoUtc('c.created_at')} AS issued_at,
            count(l.id)::int AS lines,
            (count(l.id) FILTER (WHERE l.status IN ('payment_received', 'paid_out')))::int AS settled_lines,
            (count(l.id) FILTER (WHERE l.status = 'cancelled'))::int AS cancelled_lines,
            (count(l.id) FILTER (WHERE l.status = 'awaiting_payment' AND COALESCE(s.received, 0) = 0))::int AS unpaid_lines,
            (count(l.id) FILTER (WHERE COALESCE(s.received, 0) > 0))::int AS lines_with_money,
            COALESCE(SUM(s.called), 0)::text AS called, COALESCE(SUM(s.received), 0)::text AS received, COALESCE(SUM(s.distributed), 0)::text AS distributed,
            (COALESCE(SUM(s.called), 0) - COALESCE(SUM(s.received), 0))::text AS outstanding
       FROM cash_calls c
       LEFT JOIN cash_call_lines l ON l.cash_call_id = c.id
       LEFT JOIN sums s ON s.line_id = l.id
      WHERE c.${COLUMN[subject.kind]} = $1 AND c.tenant_id = $2
      GROUP BY c.id
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT $3`,
    [subject.id, tenantId, limit],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    purpose: row.purpose,
    split: row.split,
    currency: row.currency,
    total: row.total,
    dueAt: row.due_at,
    issuedAt: row.issued_at,
    lines: row.lines,
    settledLines: row.settled_lines,
    cancelledLines: row.cancelled_lines,
    unpaidLines: row.unpaid_lines,
    linesWithMoney: row.lines_with_money,
    called: row.called,
    received: row.received,
    outstanding: row.outstanding,
    distributed: row.distributed,
  }))
}

export type TCashCallLineRow = {
  id: number
  cashCall: number
  holderKind: TCashCallHolderKind
  /** The holder's id in its kind's own table. */
  holderId: number
  holderName: string
  holderEmail: string
  /** The record whose transactions tab shows the holder (an account's method; else the holder itself). */
  holderRecordId: number
  amount: string
  currency: string
  basis: string | null
  status: TCashCallLineStatus
  paymentReference: string
  called: string
  received: string
  outstanding: string
  distributed: string
  lastPaymentAt: string | null
  /** The line's newest received payment with something left to refund (decision 025), with what is left; null when none. */
  refundable: { payment: number; amount: string } | null
}

/** The lines of some calls, by call then holder (kind, then id), each with its holder's name and record and its figures from the ledger. */
export async function cashCallLines(payload: Payload, callIds: number[], tenantId: number): Promise<TCashCallLineRow[]> {
  if (callIds.length === 0) return []
  const { rows } = await payload.db.pool.query<{
    id: number
    cash_call_id: number
    holder_kind: TCashCallHolderKind
    holder_id: number
    name: string
    email: string
    record_id: number
    amount: string
    currency: string
    basis: string | null
    status: TCashCallLineStatus
    payment_reference: string
    called: string
    received: string
    outstanding: string
    distributed: string
    last_payment_at: string | null
    refund_payment: number | null
    refundable: string | null
  }>(
    `WITH sums AS (${LINE_SUMS} AND e.cash_call_line_id IN (SELECT id FROM cash_call_lines WHERE cash_call_id = ANY($1::int[])) GROUP BY e.cash_call_line_id),
          paid_at AS (SELECT cash_call_line_id AS line_id, MAX(occurred_at) AS at FROM ledger_entries WHERE kind = 'cash_call_payment' AND tenant_id = $2 AND cash_call_line_id IN (SELECT id FROM cash_call_lines WHERE cash_call_id = ANY($1::int[])) GROUP BY cash_call_line_id)
     SELECT l.id, l.cash_call_id, h.holder_kind, h.holder_id, ${holderNameColumns({ prefix: 'h' })}, l.amount::text AS amount, l.currency, l.basis::text AS basis, l.status::text AS status, l.payment_reference,
            COALESCE(s.called, 0)::text AS called, COALESCE(s.received, 0)::text AS received,
            (COALESCE(s.called, 0) - COALESCE(s.received, 0))::text AS outstanding, COALESCE(s.distributed, 0)::text AS distributed, ${isoUtc('p.at')} AS last_payment_at,
            rp.id AS refund_payment, rp.left::text AS refundable
       FROM cash_call_lines l
       CROSS JOIN LATERAL (SELECT l.holder_kind::text AS holder_kind, ${HOLDER_ID('l')} AS holder_id) h ${holderJoins('h', { prefix: 'h' })}
       LEFT JOIN sums s ON s.line_id = l.id
       LEFT JOIN paid_at p ON p.line_id = l.id
       LEFT JOIN LATERAL (
         SELECT pay.id, SUM(e.amount) AS left FROM payments pay JOIN ledger_entries e ON e.payment_id = pay.id
          WHERE pay.cash_call_line_id = l.id AND pay.state = 'succeeded'
          GROUP BY pay.id HAVING SUM(e.amount) > 0 ORDER BY pay.id DESC LIMIT 1) rp ON true
      WHERE l.cash_call_id = ANY($1::int[]) AND l.tenant_id = $2
      ORDER BY l.cash_call_id DESC, ${HOLDER_KIND_RANK('h.holder_kind')}, h.holder_id`,
    [callIds, tenantId],
  )
  return rows.map((row) => ({
    id: row.id,
    cashCall: row.cash_call_id,
    holderKind: row.holder_kind,
    holderId: row.holder_id,
    holderName: row.name,
    holderEmail: row.email,
    holderRecordId: row.record_id,
    amount: row.amount,
    currency: row.currency,
    basis: row.basis,
    status: row.status,
    paymentReference: row.payment_reference,
    called: row.called,
    received: row.received,
    outstanding: row.outstanding,
    distributed: row.distributed,
    lastPaymentAt: row.last_payment_at,
    refundable: row.refund_payment === null || row.refundable === null ? null : { payment: row.refund_payment, amount: row.refundable },
  }))
}
