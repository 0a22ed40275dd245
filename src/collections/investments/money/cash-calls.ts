import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { CASH_CALL_HOLDER_KINDS, type TCashCallHolderKind, type TCashCallHolderRef, type TCashCallKind, type TCashCallLineStatus, type TCashCallSplit, type TCashCallSubjectKind } from '@/domain/investments/cash-calls'
import type { THolderKind } from '@/domain/investments/money-model'
import { queryInTransaction, sql } from '@/lib/transaction'

import { HOLDER_ID, HOLDER_REF_ID, holderJoins, holderNameColumns } from './holder-sql'
import { appendEntry, ENTRY_HOLDER_COLUMNS, HOLDER_ID_COLUMNS } from './ledger'
import { createCashCallLinePayment } from './payments'
import { holderColumns } from './record-investment'

// The write side of cash calls and distributions (issue 10 §7, docs/decisions/014). The ledger is
// the one source of what is owed and paid: issuing a call appends a `cash_call` entry per line (what
// the holder owes), a payment a `cash_call_payment` entry (what arrived), a distribution a
// `distribution` entry per line (what was paid out). A line's status is workflow, written in the
// same transaction from the ledger's sums. Every function runs in the caller's transaction.

export type TCashCallSubject = { kind: TCashCallSubjectKind; id: number }

/** The subject's column: from this constant only, never from input. */
const COLUMN: Record<TCashCallSubjectKind, 'opportunity_id' | 'fund_id'> = { opportunity: 'opportunity_id', fund: 'fund_id' }

export type TLockedCashCallSubject = { kind: TCashCallSubjectKind; id: number; title: string; currency: string; stage: number | null }

/**
 * Locks the opportunity's or fund's row until the transaction ends: an investment, a commitment or
 * a cancellation locks it too, so the holdings a split is computed from cannot change under it, and
 * two calls issued at once are computed one after the other.
 */
export async function lockCashCallSubject(req: PayloadRequest, subject: TCashCallSubject, tenantId: number): Promise<TLockedCashCallSubject | null> {
  const [row] =
    subject.kind === 'opportunity'
      ? await queryInTransaction<{ title: string; currency: string; stage: number }>(req, sql`SELECT title, currency, stage::int AS stage FROM investment_opportunities WHERE id = ${subject.id} AND tenant_id = ${tenantId} FOR UPDATE`)
      : await queryInTransaction<{ title: string; currency: string; stage: null }>(req, sql`SELECT name AS title, currency, NULL::int AS stage FROM funds WHERE id = ${subject.id} AND tenant_id = ${tenantId} FOR UPDATE`)
  return row ? { kind: subject.kind, id: subject.id, title: row.title, currency: row.currency, stage: row.stage } : null
}

/** One holder's weight (shares held, or amount committed) in a subject, and who they are. */
export type THolderWeight = {
  holderKind: TCashCallHolderKind
  /** The holder's id in its kind's own table. */
  holder: number
  name: string
  email: string
  /** The record whose transactions tab shows the holder (an account's method; else the holder itself). */
  recordId: number
  shares: string
  committed: string
}

/** The tie order of a holder kind in SQL: its place in CASH_CALL_HOLDER_KINDS (the split's ties; the lines' order). */
export const HOLDER_KIND_RANK = (column: string) => `array_position(ARRAY[${CASH_CALL_HOLDER_KINDS.map((kind) => `'${kind}'`).join(', ')}]::text[], ${column}::text)`

/**
 * Each holder's weights in the subject from the ledger's sums (a reversal counts in what it
 * reverses): shares held and the amount committed, per holder (kind, and that kind's id), of every
 * kind of holder. The one definition of a holder's weight for splits and checks.
 */
const holderWeights = (subject: TCashCallSubject, tenantId: number) => sql`
  SELECT e.holder_kind::text AS holder_kind, ${sql.raw(HOLDER_REF_ID('e'))} AS holder_id, COALESCE(SUM(e.shares_delta), 0) AS shares,
         COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment'), 0) AS committed
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.tenant_id = ${tenantId} AND ${sql.raw(`e.${COLUMN[subject.kind]}`)} = ${subject.id}
   GROUP BY 1, 2`

/** The holders a line can name (every kind but funds and the firm) holding something in the subject, with both weights. SQL for the pool or a transaction alike. */
const holdersStatement = (subject: TCashCallSubject, tenantId: number) => sql`
  WITH weights AS (${holderWeights(subject, tenantId)})
  SELECT w.holder_kind AS "holderKind", w.holder_id AS holder, ${sql.raw(holderNameColumns({ prefix: 'h' }).replace('AS record_id', 'AS "recordId"'))}, w.shares::text AS shares, w.committed::text AS committed
    FROM weights w ${sql.raw(holderJoins('w', { prefix: 'h' }))}
   WHERE w.holder_id IS NOT NULL AND w.holder_kind = ANY(${`{${CASH_CALL_HOLDER_KINDS.join(',')}}`}::text[]) AND (w.shares > 0 OR w.committed > 0)
   ORDER BY ${sql.raw(HOLDER_KIND_RANK('w.holder_kind'))}, w.holder_id`

/** The subject's holders (for the issue form's per-holder amounts and for checking them). */
export async function subjectHolders(payload: Payload, subject: TCashCallSubject, tenantId: number): Promise<THolderWeight[]> {
  const { rows } = (await payload.db.drizzle.execute(holdersStatement(subject, tenantId))) as unknown as { rows: THolderWeight[] }
  return rows
}

export const subjectHoldersInTransaction = (req: PayloadRequest, subject: TCashCallSubject, tenantId: number) => queryInTransaction<THolderWeight>(req, holdersStatement(subject, tenantId))

/**
 * The kinds of holder no line can name (a fund, the firm) with a holding in the subject on `basis`.
 * None can hold an opportunity or a fund today (they hold companies: decision 014), so this only
 * guards against a future holder kind: a pro-rata split over the others would charge (or pay) them
 * those holders' share.
 */
export async function holderKindsNoLineNames(req: PayloadRequest, subject: TCashCallSubject, tenantId: number, basis: 'shares' | 'committed'): Promise<THolderKind[]> {
  const rows = await queryInTransaction<{ kind: THolderKind }>(
    req,
    sql`WITH weights AS (${holderWeights(subject, tenantId)})
        SELECT DISTINCT holder_kind AS kind FROM weights
         WHERE NOT (holder_kind = ANY(${`{${CASH_CALL_HOLDER_KINDS.join(',')}}`}::text[])) AND (CASE WHEN ${basis} = 'shares' THEN shares ELSE committed END) > 0 ORDER BY 1`,
  )
  return rows.map((row) => row.kind)
}

export type TSplitLine = { holderKind: TCashCallHolderKind; holder: number; name: string; email: string; recordId: number; basis: string | null; amount: string }

/**
 * The total split pro rata to each holder's weight, by PostgreSQL in exact numerics: each gets
 * floor(total × weight / Σweight); the minor units left over (fewer than the holders) go one each to
 * the largest remainders, ties to the holder first in (kind in the order of CASH_CALL_HOLDER_KINDS,
 * then the lower id), so the lines sum to the total exactly and the same holdings always give the
 * same lines. Every kind of holder a line can name takes part. Holders whose share rounds to nothing
 * get no line.
 */
export async function proRataSplit(req: PayloadRequest, subject: TCashCallSubject, tenantId: number, total: number, basis: 'shares' | 'committed'): Promise<TSplitLine[]> {
  return queryInTransaction<TSplitLine>(
    req,
    sql`WITH holders AS (${holdersStatement(subject, tenantId)}),
         held AS (SELECT "holderKind" AS holder_kind, holder, name, email, "recordId" AS record_id, (CASE WHEN ${basis} = 'shares' THEN shares ELSE committed END)::numeric AS weight FROM holders),
         positive AS (SELECT * FROM held WHERE weight > 0),
         sums AS (SELECT SUM(weight) AS weight FROM positive),
         parts AS (
           SELECT p.holder_kind, p.holder, p.name, p.email, p.record_id, p.weight, floor(${total}::numeric * p.weight / s.weight) AS base, mod(${total}::numeric * p.weight, s.weight) AS rest
             FROM positive p CROSS JOIN sums s),
         ranked AS (
           SELECT holder_kind, holder, name, email, record_id, weight, base,
                  row_number() OVER (ORDER BY rest DESC, ${sql.raw(HOLDER_KIND_RANK('holder_kind'))}, holder) AS rank, ${total}::numeric - SUM(base) OVER () AS leftover
             FROM parts)
    SELECT holder_kind AS "holderKind", holder, name, email, record_id AS "recordId", weight::text AS basis, (base + CASE WHEN rank <= leftover THEN 1 ELSE 0 END)::text AS amount
      FROM ranked
     WHERE base + CASE WHEN rank <= leftover THEN 1 ELSE 0 END > 0
     ORDER BY ${sql.raw(HOLDER_KIND_RANK('holder_kind'))}, holder`,
  )
}

/**
 * Who is told about a line (decision 014, "Notices"), read in the caller's transaction: an investor
 * themselves; an organisation's directors and authorised signatories (those who act for it and see
 * its holdings in the portal, decisions 020, 032, 038); an investment-method account's lead (the
 * account is held for them; its associates do not see its holdings); a nominee nobody (it has no
 * portal account: staff tell it as they deal with it). Investors of the tenant only.
 */
export async function lineRecipients(req: PayloadRequest, holder: TCashCallHolderRef, tenantId: number): Promise<number[]> {
  if (holder.kind === 'investor') return [holder.id]
  if (holder.kind === 'nominee') return []
  const rows =
    holder.kind === 'organisation'
      ? await queryInTransaction<{ id: number }>(
          req,
          sql`SELECT m.investor_id AS id FROM organisation_members m JOIN users u ON u.id = m.investor_id AND u.tenant_id = m.tenant_id
               WHERE m.organisation_id = ${holder.id} AND m.tenant_id = ${tenantId} AND m.role::text IN ('director', 'authorised_signatory') ORDER BY m.investor_id`,
        )
      : await queryInTransaction<{ id: number }>(req, sql`SELECT e.lead_id AS id FROM investment_method_entities e JOIN users u ON u.id = e.lead_id AND u.tenant_id = e.tenant_id WHERE e.id = ${holder.id} AND e.tenant_id = ${tenantId}`)
  return [...new Set(rows.map((row) => Number(row.id)))]
}

/** A reference nobody has: a prefix and 48 random bits in hex (the columns are unique anyway). */
const newReference = (prefix: string) => `${prefix}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`
export const newCashCallReference = (kind: TCashCallKind) => newReference(kind === 'call' ? 'CC' : 'DS')
/** The reference a holder quotes on a bank transfer for their line (issue 10 §9: payments attach to it). */
export const newCashCallLinePaymentReference = () => newReference('CCL')

export type TNewCashCall = {
  kind: TCashCallKind
  subject: TLockedCashCallSubject
  split: TCashCallSplit
  total: number
  dueAt: string | null
  purpose: string | null
  lines: Array<{ holderKind?: TCashCallHolderKind; holder: number; amount: number; basis: string | null }>
  createdBy: number
  tenant: number
}

export type TIssuedCashCall = {
  cashCall: { id: number; reference: string; kind: TCashCallKind; split: TCashCallSplit; total: number; currency: string; dueAt: string | null }
  lines: Array<{ id: number; holderKind: TCashCallHolderKind; holder: number; amount: number; paymentReference: string; status: TCashCallLineStatus; entry: number }>
}

/** Writes the call, its lines and one ledger entry per line (`cash_call` owed, or `distribution` paid out). */
export async function recordCashCall(req: PayloadRequest, input: TNewCashCall): Promise<TIssuedCashCall> {
  const subject = { subjectKind: input.subject.kind, opportunity: input.subject.kind === 'opportunity' ? input.subject.id : null, fund: input.subject.kind === 'fund' ? input.subject.id : null }
  const now = new Date().toISOString()
  const call = await req.payload.create({
    collection: 'cash-calls',
    data: {
      kind: input.kind,
      ...subject,
      split: input.split,
      total: input.total,
      currency: input.subject.currency,
      dueAt: input.dueAt,
      purpose: input.purpose,
      reference: newCashCallReference(input.kind),
      issuedBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const lines: TIssuedCashCall['lines'] = []
  for (const line of input.lines) {
    const status: TCashCallLineStatus = input.kind === 'call' ? 'awaiting_payment' : 'paid_out'
    const holderKind = line.holderKind ?? 'investor'
    // The line and its entry name the same holder: its kind and only that kind's column.
    const holder = holderColumns({ kind: holderKind, id: line.holder })
    const row = await req.payload.create({
      collection: 'cash-call-lines',
      data: { cashCall: call.id, ...subject, ...holder, amount: line.amount, currency: input.subject.currency, basis: line.basis === null ? null : Number(line.basis), status, paymentReference: newCashCallLinePaymentReference(), tenant: input.tenant },
      req,
      overrideAccess: true,
      depth: 0,
    })
    const entry = await appendEntry(req, {
      kind: input.kind === 'call' ? 'cash_call' : 'distribution',
      ...subject,
      investment: null,
      cashCallLine: row.id,
      ...holder,
      amount: line.amount,
      sharesDelta: 0,
      currency: input.subject.currency,
      occurredAt: now,
      createdBy: input.createdBy,
      note: `${input.kind === 'call' ? 'Cash call' : 'Distribution'} ${call.reference}`,
      tenant: input.tenant,
    })
    lines.push({ id: row.id, holderKind, holder: line.holder, amount: line.amount, paymentReference: row.paymentReference, status, entry: entry.id })
  }
  return {
    cashCall: { id: call.id, reference: call.reference, kind: input.kind, split: input.split, total: input.total, currency: input.subject.currency, dueAt: input.dueAt },
    lines,
  }
}

export type TLockedCashCallLine = {
  id: number
  callId: number
  kind: TCashCallKind
  reference: string
  subjectKind: TCashCallSubjectKind
  opportunity: number | null
  fund: number | null
  stage: number | null
  title: string
  holderKind: TCashCallHolderKind
  /** The holder's id in its kind's own table. */
  holder: number
  amount: string
  currency: string
  status: TCashCallLineStatus
  paymentReference: string
  paid: string
  outstanding: string
}

/** The sums of one line from the ledger: called (its `cash_call` entries) and paid (its `cash_call_payment` entries). */
const lineFigures = (lineId: number) => sql`
  SELECT COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0)::text AS paid,
         (COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0) - COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0))::text AS outstanding
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.cash_call_line_id = ${lineId}`

/** Locks a line of the tenant (FOR UPDATE) and reads what the ledger says is owed and paid on it. */
export async function lockCashCallLine(req: PayloadRequest, lineId: number, tenantId: number): Promise<TLockedCashCallLine | null> {
  const [row] = await queryInTransaction<{
    id: number
    call_id: number
    kind: TCashCallKind
    reference: string
    subject_kind: TCashCallSubjectKind
    opportunity_id: number | null
    fund_id: number | null
    stage: number | null
    title: string
    holder_kind: TCashCallHolderKind
    holder_id: number
    amount: string
    currency: string
    status: TCashCallLineStatus
    payment_reference: string
  }>(
    req,
    sql`SELECT l.id, c.id AS call_id, c.kind::text AS kind, c.reference, l.subject_kind::text AS subject_kind, l.opportunity_id, l.fund_id, o.stage::int AS stage,
               COALESCE(o.title, f.name) AS title, l.holder_kind::text AS holder_kind, ${sql.raw(HOLDER_ID('l'))} AS holder_id, l.amount::text AS amount, l.currency, l.status::text AS status, l.payment_reference
          FROM cash_call_lines l JOIN cash_calls c ON c.id = l.cash_call_id
          LEFT JOIN investment_opportunities o ON o.id = l.opportunity_id
          LEFT JOIN funds f ON f.id = l.fund_id
         WHERE l.id = ${lineId} AND l.tenant_id = ${tenantId}
         FOR UPDATE OF l`,
  )
  if (!row) return null
  const [figures] = (await queryInTransaction<{ paid: string; outstanding: string }>(req, lineFigures(lineId))) as [{ paid: string; outstanding: string }]
  return {
    id: row.id,
    callId: row.call_id,
    kind: row.kind,
    reference: row.reference,
    subjectKind: row.subject_kind,
    opportunity: row.opportunity_id,
    fund: row.fund_id,
    stage: row.stage,
    title: row.title,
    holderKind: row.holder_kind,
    holder: row.holder_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentReference: row.payment_reference,
    paid: figures.paid,
    outstanding: figures.outstanding,
  }
}

export type TCashCallPaymentAnswer = { line: { id: number; paymentReference: string; status: TCashCallLineStatus }; payment: { id: number }; entry: { id: number; kind: 'cash_call_payment'; amount: number; occurredAt: string }; paid: string; outstanding: string }

/** Who may act on a line: its subject as the cash-call rights see it (an opportunity at its stage, or a fund). */
export const lineSubjectRef = (line: Pick<TLockedCashCallLine, 'subjectKind' | 'stage'>) => (line.subjectKind === 'opportunity' ? ({ kind: 'opportunity', stage: line.stage } as const) : ({ kind: 'fund' } as const))

/**
 * A locked line's status from the ledger's sums: payment received once its payments reach what was
 * called, else awaiting payment (after a refund too); a cancelled line or a distribution's stays.
 */
export async function refreshCashCallLineStatus(req: PayloadRequest, line: Pick<TLockedCashCallLine, 'id' | 'status'>): Promise<{ paid: string; outstanding: string; status: TCashCallLineStatus }> {
  const [after] = (await queryInTransaction<{ paid: string; outstanding: string }>(req, lineFigures(line.id))) as [{ paid: string; outstanding: string }]
  const status: TCashCallLineStatus =
    line.status === 'cancelled' || line.status === 'paid_out' ? line.status : BigInt(after.outstanding.split('.')[0]!) <= 0n ? 'payment_received' : 'awaiting_payment'
  if (status !== line.status) await req.payload.update({ collection: 'cash-call-lines', id: line.id, data: { status }, req, overrideAccess: true, depth: 0 })
  return { paid: after.paid, outstanding: after.outstanding, status }
}

/**
 * Records a payment received on a locked call line (the caller checked the amount against what is
 * outstanding): its payment row (a bank transfer staff marked received, so it can be refunded:
 * decision 025), a `cash_call_payment` entry naming it, then the line's status from the ledger's sums.
 */
export async function receiveCashCallPayment(req: PayloadRequest, line: TLockedCashCallLine, input: { amount: number; receivedAt: string; createdBy: number; note: string | null; tenant: number }): Promise<TCashCallPaymentAnswer> {
  const payment = await createCashCallLinePayment(req, line, input)
  const entry = await appendEntry(req, {
    kind: 'cash_call_payment',
    subjectKind: line.subjectKind,
    opportunity: line.opportunity,
    fund: line.fund,
    investment: null,
    cashCallLine: line.id,
    payment: payment.id,
    ...holderColumns({ kind: line.holderKind, id: line.holder }),
    amount: input.amount,
    sharesDelta: 0,
    currency: line.currency,
    occurredAt: input.receivedAt,
    createdBy: input.createdBy,
    note: input.note,
    tenant: input.tenant,
  })
  const after = await refreshCashCallLineStatus(req, line)
  return { line: { id: line.id, paymentReference: line.paymentReference, status: after.status }, payment: { id: payment.id }, entry: { id: entry.id, kind: 'cash_call_payment', amount: entry.amount, occurredAt: entry.occurredAt }, paid: after.paid, outstanding: after.outstanding }
}

export type TLockedCashCall = { id: number; kind: TCashCallKind; reference: string; subjectKind: TCashCallSubjectKind; opportunity: number | null; fund: number | null; stage: number | null; title: string; currency: string; dueAt: string | null }

/** A call of the tenant and its subject, read without a lock (for the rights check before the transaction). */
export async function cashCallOf(payload: Payload, callId: number, tenantId: number): Promise<TLockedCashCall | null> {
  const { rows } = (await payload.db.drizzle.execute(callStatement(callId, tenantId, false))) as unknown as { rows: TCallRow[] }
  return rows[0] ? callOf(rows[0]) : null
}

type TCallRow = { id: number; kind: TCashCallKind; reference: string; subject_kind: TCashCallSubjectKind; opportunity_id: number | null; fund_id: number | null; stage: number | null; title: string; currency: string; due_at: string | null }

const callStatement = (callId: number, tenantId: number, lock: boolean) => sql`
  SELECT c.id, c.kind::text AS kind, c.reference, c.subject_kind::text AS subject_kind, c.opportunity_id, c.fund_id, o.stage::int AS stage, COALESCE(o.title, f.name) AS title, c.currency, c.due_at::text AS due_at
    FROM cash_calls c LEFT JOIN investment_opportunities o ON o.id = c.opportunity_id LEFT JOIN funds f ON f.id = c.fund_id
   WHERE c.id = ${callId} AND c.tenant_id = ${tenantId}
   ${lock ? sql`FOR UPDATE OF c` : sql``}`

const callOf = (row: TCallRow): TLockedCashCall => ({ id: row.id, kind: row.kind, reference: row.reference, subjectKind: row.subject_kind, opportunity: row.opportunity_id, fund: row.fund_id, stage: row.stage, title: row.title, currency: row.currency, dueAt: row.due_at })

export type TCancellableLine = { id: number; holderKind: TCashCallHolderKind; holder: number; amount: string; status: TCashCallLineStatus; paymentReference: string; received: string; called: string }

/**
 * Locks the call and then every line of it (FOR UPDATE: a payment on a line locks that line, so a
 * payment and a cancel queue on it), and reads what the ledger says was called and received per line.
 */
export async function lockCashCallForCancel(req: PayloadRequest, callId: number, tenantId: number): Promise<{ call: TLockedCashCall; lines: TCancellableLine[] } | null> {
  const [row] = await queryInTransaction<TCallRow>(req, callStatement(callId, tenantId, true))
  if (!row) return null
  await queryInTransaction(req, sql`SELECT id FROM cash_call_lines WHERE cash_call_id = ${callId} ORDER BY id FOR UPDATE`)
  const lines = await queryInTransaction<TCancellableLine>(
    req,
    sql`SELECT l.id, l.holder_kind::text AS "holderKind", ${sql.raw(HOLDER_ID('l'))} AS holder, l.amount::text AS amount, l.status::text AS status, l.payment_reference AS "paymentReference",
               COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0)::text AS received,
               COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0)::text AS called
          FROM cash_call_lines l
          LEFT JOIN ledger_entries e ON e.cash_call_line_id = l.id
          LEFT JOIN ledger_entries r ON r.id = e.reverses_id
         WHERE l.cash_call_id = ${callId}
         GROUP BY l.id ORDER BY l.id`,
  )
  return { call: callOf(row), lines }
}

/**
 * Cancels lines of a call (the caller checked nothing was received on them): each line's `cash_call`
 * entry gets its reversal (one statement; the unique index on reversals refuses a second), so what
 * the holder owes on it goes back to nothing, and the line's status becomes cancelled. Never an edit
 * of an entry.
 */
export async function cancelCashCallLines(req: PayloadRequest, lineIds: number[], createdBy: number, note: string): Promise<Array<{ id: number; line: number }>> {
  if (lineIds.length === 0) return []
  const reversals = await queryInTransaction<{ id: number; line: number }>(
    req,
    sql`INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, fund_id, company_id, investment_id, cash_call_line_id, payment_id, ${sql.raw(HOLDER_ID_COLUMNS)}, amount, shares_delta, currency, reverses_id, occurred_at, created_by, note, tenant_id, created_at, updated_at)
        SELECT 'reversal'::enum_ledger_entries_kind, e.subject_kind, e.opportunity_id, e.fund_id, e.company_id, e.investment_id, e.cash_call_line_id, e.payment_id, ${sql.raw(ENTRY_HOLDER_COLUMNS)}, -e.amount, -e.shares_delta, e.currency, e.id, now(), ${createdBy}::numeric, ${note.slice(0, 500)}::varchar, e.tenant_id, now(), now()
          FROM ledger_entries e
         WHERE e.cash_call_line_id = ANY(${`{${lineIds.join(',')}}`}::int[]) AND e.kind = 'cash_call'
           AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = e.id AND x.kind = 'reversal')
         ORDER BY e.id
        RETURNING id, cash_call_line_id AS line`,
  )
  await queryInTransaction(req, sql`UPDATE cash_call_lines SET status = 'cancelled', updated_at = now() WHERE id = ANY(${`{${lineIds.join(',')}}`}::int[])`)
  return reversals
}
