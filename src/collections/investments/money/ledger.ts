import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/app-error'
import { formatMoney } from '@/lib/money'
import { queryInTransaction, sql } from '@/lib/transaction'
import type { THolderKind, TInvestmentStatus, TInvestmentType, TLedgerKind } from '@/domain/investments/money-model'

// The write side of the money model (docs/decisions/012). Every function runs inside the caller's
// transaction (inTransaction / idempotentMoneyWrite) on its connection, so the checks and the
// writes of one request stand or fall together.

// An entry's category is its own kind, or for a reversal the kind of the entry it reverses
// (`COALESCE(r.kind, e.kind)` over `ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id`):
// figures ("committed", "paid") sum a category, so a reversal takes back exactly what it undoes.

export type TLockedOpportunity = { id: number; title: string; stage: number; currency: string; targetAmount: string; sharePrice: string | null; minimumInvestment: string | null; remaining: string }

/**
 * Locks the opportunity's row (SELECT ... FOR UPDATE) until the transaction ends, then reads what
 * is left of its allocation: the target minus what the ledger holds committed (investment entries
 * and their reversals, so cancelled investments give their room back). Two concurrent investments
 * queue on the lock, and the second sees the first's commitment (issue 10 §10).
 */
export async function lockOpportunity(req: PayloadRequest, opportunityId: number, tenantId: number): Promise<TLockedOpportunity | null> {
  const [row] = await queryInTransaction<{ id: number; title: string; stage: number; currency: string; target_amount: string; share_price: string | null; minimum_investment: string | null }>(
    req,
    sql`SELECT id, title, stage::int AS stage, currency, target_amount::text AS target_amount, share_price::text AS share_price, minimum_investment::text AS minimum_investment
          FROM investment_opportunities WHERE id = ${opportunityId} AND tenant_id = ${tenantId} FOR UPDATE`,
  )
  if (!row) return null
  const [{ remaining }] = (await queryInTransaction<{ remaining: string }>(
    req,
    sql`SELECT (${row.target_amount}::numeric - COALESCE(SUM(e.amount), 0))::text AS remaining
          FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
         WHERE e.opportunity_id = ${opportunityId} AND COALESCE(r.kind, e.kind)::text = 'investment'`,
  )) as [{ remaining: string }]
  return { id: row.id, title: row.title, stage: row.stage, currency: row.currency, targetAmount: row.target_amount, sharePrice: row.share_price, minimumInvestment: row.minimum_investment, remaining }
}

/** The refusal when an investment does not fit what is left (a 409 the forms show as it is). */
export function allocationRefusal(opportunity: TLockedOpportunity): AppError {
  const left = Number(opportunity.remaining)
  const message =
    left <= 0
      ? `${opportunity.title} is fully allocated: there is no room left for this investment.`
      : `Only ${formatMoney(left, opportunity.currency)} of ${opportunity.title} is still available: invest at most that amount.`
  return new AppError('conflict', message, { amount: [message] })
}

/** Whether `amount` (minor units) fits the room the locked row reported; compared by PostgreSQL's numbers as exact integers. */
export const fitsAllocation = (opportunity: TLockedOpportunity, amount: number) => BigInt(amount) <= BigInt(opportunity.remaining.split('.')[0]!)

/** A payment reference nobody has: INV- and 12 hex digits (48 random bits; the column is unique anyway). */
export const newPaymentReference = () => `INV-${crypto.randomBytes(6).toString('hex').toUpperCase()}`

export type TNewEntry = {
  kind: Exclude<TLedgerKind, 'reversal'>
  opportunity: number
  investment: number | null
  holderKind: THolderKind
  holder: number | null
  amount: number
  sharesDelta: number
  currency: string
  occurredAt: string
  createdBy: number | null
  note?: string | null
  /** The session's tenant: the tenant field stamps it again from the signed-in user. */
  tenant: number
}

/** Appends one entry (the server's write: access is closed to everyone, the tenant is stamped from the session). */
export async function appendEntry(req: PayloadRequest, entry: TNewEntry) {
  return req.payload.create({ collection: 'ledger-entries', data: { ...entry, subjectKind: 'opportunity', note: entry.note ?? null }, req, overrideAccess: true, depth: 0 })
}

/**
 * Appends a reversal of every entry of the investment not yet reversed (one statement: the
 * negated figures are PostgreSQL's). A unique index on `reverses` makes a second reversal of one
 * entry impossible, even by a concurrent call.
 */
export async function reverseInvestmentEntries(req: PayloadRequest, investmentId: number, createdBy: number, note: string | null): Promise<Array<{ id: number }>> {
  return queryInTransaction<{ id: number }>(
    req,
    sql`INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, investment_id, holder_kind, holder_id, amount, shares_delta, currency, reverses_id, occurred_at, created_by, note, tenant_id, created_at, updated_at)
        SELECT 'reversal'::enum_ledger_entries_kind, e.subject_kind, e.opportunity_id, e.investment_id, e.holder_kind, e.holder_id, -e.amount, -e.shares_delta, e.currency, e.id, now(), ${createdBy}::numeric, ${note}::varchar, e.tenant_id, now(), now()
          FROM ledger_entries e
         WHERE e.investment_id = ${investmentId} AND e.kind <> 'reversal'
           AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.reverses_id = e.id)
         ORDER BY e.id
        RETURNING id`,
  )
}

export type TLockedInvestment = {
  id: number
  status: TInvestmentStatus
  type: TInvestmentType
  amount: string
  currency: string
  holder: number
  opportunity: number
  stage: number
  paymentReference: string
  paid: string
  outstanding: string
}

/** Locks an investment of the tenant (FOR UPDATE) and reads what the ledger says was paid on it. */
export async function lockInvestment(req: PayloadRequest, investmentId: number, tenantId: number): Promise<TLockedInvestment | null> {
  const [row] = await queryInTransaction<{ id: number; status: TInvestmentStatus; type: TInvestmentType; amount: string; currency: string; holder_id: number; opportunity_id: number; stage: number; payment_reference: string }>(
    req,
    sql`SELECT i.id, i.status::text AS status, i.type::text AS type, i.amount::text AS amount, i.currency, i.holder_id, i.opportunity_id, o.stage::int AS stage, i.payment_reference
          FROM investments i JOIN investment_opportunities o ON o.id = i.opportunity_id
         WHERE i.id = ${investmentId} AND i.tenant_id = ${tenantId}
         FOR UPDATE OF i`,
  )
  if (!row) return null
  const [figures] = (await queryInTransaction<{ paid: string; outstanding: string }>(
    req,
    sql`SELECT COALESCE(SUM(e.amount), 0)::text AS paid, (${row.amount}::numeric - COALESCE(SUM(e.amount), 0))::text AS outstanding
          FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
         WHERE e.investment_id = ${investmentId} AND COALESCE(r.kind, e.kind)::text = 'payment_received'`,
  )) as [{ paid: string; outstanding: string }]
  return {
    id: row.id,
    status: row.status,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    holder: row.holder_id,
    opportunity: row.opportunity_id,
    stage: row.stage,
    paymentReference: row.payment_reference,
    paid: figures.paid,
    outstanding: figures.outstanding,
  }
}
