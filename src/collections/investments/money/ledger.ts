import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/app-error'
import { formatMoney } from '@/lib/money'
import { queryInTransaction, sql } from '@/lib/transaction'
import type { THolderKind, TInvestmentStatus, TInvestmentType, TLedgerKind, TSubjectKind } from '@/domain/investments/money-model'

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

/**
 * One entry to append. The subject is `subjectKind` (opportunity when left out) and that kind's
 * column; the holder is `holderKind` and its column (`holder` for an investor, `holderFund` for a
 * fund, none for the tenant itself). The migration's CHECKs refuse any other combination.
 */
export type TNewEntry = {
  kind: Exclude<TLedgerKind, 'reversal' | 'refund'>
  subjectKind?: TSubjectKind
  opportunity?: number | null
  fund?: number | null
  company?: number | null
  investment: number | null
  /** The payment a `payment_received` entry records (decision 016). */
  payment?: number | null
  /** The cash-call line a `cash_call`, `cash_call_payment` or `distribution` entry is about (decision 014). */
  cashCallLine?: number | null
  holderKind: THolderKind
  holder: number | null
  holderFund?: number | null
  /** The organisation holding it (holder kind `organisation`, decision 020). */
  holderOrganisation?: number | null
  /** The investment method entity holding it (holder kind `method_entity`, decision 025). */
  holderMethodEntity?: number | null
  /** The nominee holding it (holder kind `nominee`, decision 025). */
  holderNominee?: number | null
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
  return req.payload.create({
    collection: 'ledger-entries',
    data: { ...entry, subjectKind: entry.subjectKind ?? 'opportunity', cashCallLine: entry.cashCallLine ?? null, payment: entry.payment ?? null, holder: entry.holderKind === 'investor' ? entry.holder : null, holderFund: entry.holderKind === 'fund' ? entry.holderFund : null, holderOrganisation: entry.holderKind === 'organisation' ? entry.holderOrganisation : null, holderMethodEntity: entry.holderKind === 'method_entity' ? entry.holderMethodEntity : null, holderNominee: entry.holderKind === 'nominee' ? entry.holderNominee : null, note: entry.note ?? null },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * The holder columns of ledger_entries, as a statement copying an entry names them (a reversal, a
 * refund): every holder kind's own column, so a copy never drops one (decisions 020, 025).
 */
export const HOLDER_ID_COLUMNS = 'holder_kind, holder_id, holder_fund_id, holder_organisation_id, holder_method_entity_id, holder_nominee_id'
/** HOLDER_ID_COLUMNS of the entry aliased `e`. */
export const ENTRY_HOLDER_COLUMNS = HOLDER_ID_COLUMNS.split(', ').map((column) => `e.${column}`).join(', ')

/**
 * Appends a reversal of every entry of the investment not yet reversed (one statement: the
 * negated figures are PostgreSQL's). A unique index on reversals makes a second reversal of one
 * entry impossible, even by a concurrent call. Money received through a payment (a
 * `payment_received` entry naming its payment) is not reversed: it arrived and stays on the ledger
 * until staff refund it (decision 018: a `refund` entry, through the provider for a card), so a
 * cancelled investment that was paid shows as received beyond what is expected until then.
 */
export async function reverseInvestmentEntries(req: PayloadRequest, investmentId: number, createdBy: number, note: string | null): Promise<Array<{ id: number }>> {
  return queryInTransaction<{ id: number }>(
    req,
    sql`INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, fund_id, company_id, investment_id, cash_call_line_id, payment_id, ${sql.raw(HOLDER_ID_COLUMNS)}, amount, shares_delta, currency, reverses_id, occurred_at, created_by, note, tenant_id, created_at, updated_at)
        SELECT 'reversal'::enum_ledger_entries_kind, e.subject_kind, e.opportunity_id, e.fund_id, e.company_id, e.investment_id, e.cash_call_line_id, e.payment_id, ${sql.raw(ENTRY_HOLDER_COLUMNS)}, -e.amount, -e.shares_delta, e.currency, e.id, now(), ${createdBy}::numeric, ${note}::varchar, e.tenant_id, now(), now()
          FROM ledger_entries e
         WHERE e.investment_id = ${investmentId} AND e.kind::text NOT IN ('reversal', 'refund')
           AND NOT (e.kind = 'payment_received' AND e.payment_id IS NOT NULL)
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
  subjectKind: TSubjectKind
  opportunity: number | null
  fund: number | null
  company: number | null
  /** The opportunity's stage (null for a fund or a company). */
  stage: number | null
  holderKind: THolderKind
  holder: number | null
  holderFund: number | null
  holderOrganisation: number | null
  holderMethodEntity: number | null
  holderNominee: number | null
  paymentReference: string
  paid: string
  outstanding: string
}

/** The subject and holder columns of a locked investment, as an entry about it names them. */
export const entrySubjectOf = (investment: TLockedInvestment) => ({
  subjectKind: investment.subjectKind,
  opportunity: investment.opportunity,
  fund: investment.fund,
  company: investment.company,
  holderKind: investment.holderKind,
  holder: investment.holder,
  holderFund: investment.holderFund,
  holderOrganisation: investment.holderOrganisation,
  holderMethodEntity: investment.holderMethodEntity,
  holderNominee: investment.holderNominee,
})

/** Locks an investment of the tenant (FOR UPDATE) and reads what the ledger says was paid on it. */
export async function lockInvestment(req: PayloadRequest, investmentId: number, tenantId: number): Promise<TLockedInvestment | null> {
  const [row] = await queryInTransaction<{
    id: number
    status: TInvestmentStatus
    type: TInvestmentType
    amount: string
    currency: string
    subject_kind: TSubjectKind
    opportunity_id: number | null
    fund_id: number | null
    company_id: number | null
    stage: number | null
    holder_kind: THolderKind
    holder_id: number | null
    holder_fund_id: number | null
    holder_organisation_id: number | null
    holder_method_entity_id: number | null
    holder_nominee_id: number | null
    payment_reference: string
  }>(
    req,
    sql`SELECT i.id, i.status::text AS status, i.type::text AS type, i.amount::text AS amount, i.currency, i.subject_kind::text AS subject_kind, i.opportunity_id, i.fund_id, i.company_id,
               o.stage::int AS stage, i.holder_kind::text AS holder_kind, i.holder_id, i.holder_fund_id, i.holder_organisation_id, i.holder_method_entity_id, i.holder_nominee_id, i.payment_reference
          FROM investments i LEFT JOIN investment_opportunities o ON o.id = i.opportunity_id
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
    subjectKind: row.subject_kind,
    opportunity: row.opportunity_id,
    fund: row.fund_id,
    company: row.company_id,
    stage: row.stage,
    holderKind: row.holder_kind,
    holder: row.holder_id,
    holderFund: row.holder_fund_id,
    holderOrganisation: row.holder_organisation_id,
    holderMethodEntity: row.holder_method_entity_id,
    holderNominee: row.holder_nominee_id,
    paymentReference: row.payment_reference,
    paid: figures.paid,
    outstanding: figures.outstanding,
  }
}

/** What `namedByLedger` asks about: a subject, or a holder (a method stands for its entities). */
export type TLedgerNamed = 'fund' | 'company' | 'investor' | 'organisation' | 'method' | 'method_entity' | 'nominee'

/**
 * Whether any investment or ledger entry names the fund or company (as subject, or a fund as
 * holder), the investor (as holder, or as the lead of an entity that holds: the entity would go
 * with the account; their payments, cash-call lines and pre-emption answers follow from
 * investments), the organisation, the nominee, the entity or any entity of the method (as holder):
 * the ledger is kept (its foreign keys refuse), so the record cannot be deleted. In the delete's
 * transaction when there is one.
 */
export async function namedByLedger(req: PayloadRequest, kind: TLedgerNamed, id: number): Promise<boolean> {
  const holderNamed = (column: string, ids: ReturnType<typeof sql>) =>
    sql`SELECT EXISTS (SELECT 1 FROM investments WHERE ${sql.raw(column)} IN (${ids})) OR EXISTS (SELECT 1 FROM ledger_entries WHERE ${sql.raw(column)} IN (${ids})) AS found`
  const statement =
    kind === 'fund'
      ? sql`SELECT EXISTS (SELECT 1 FROM investments WHERE fund_id = ${id} OR holder_fund_id = ${id}) OR EXISTS (SELECT 1 FROM ledger_entries WHERE fund_id = ${id} OR holder_fund_id = ${id})
                OR EXISTS (SELECT 1 FROM cash_calls WHERE fund_id = ${id}) AS found`
      : kind === 'company'
        ? sql`SELECT EXISTS (SELECT 1 FROM investments WHERE company_id = ${id}) OR EXISTS (SELECT 1 FROM ledger_entries WHERE company_id = ${id}) AS found`
        : kind === 'investor'
          ? sql`SELECT EXISTS (SELECT 1 FROM investments WHERE holder_id = ${id}) OR EXISTS (SELECT 1 FROM ledger_entries WHERE holder_id = ${id})
                    OR EXISTS (SELECT 1 FROM investments WHERE holder_method_entity_id IN (SELECT id FROM investment_method_entities WHERE lead_id = ${id})) AS found`
          : kind === 'organisation'
            ? holderNamed('holder_organisation_id', sql`${id}`)
            : kind === 'nominee'
              ? holderNamed('holder_nominee_id', sql`${id}`)
              : kind === 'method_entity'
                ? holderNamed('holder_method_entity_id', sql`${id}`)
                : holderNamed('holder_method_entity_id', sql`SELECT id FROM investment_method_entities WHERE method_id = ${id}`)
  const transactionId = await req.transactionID
  const rows =
    transactionId != null && req.payload.db.sessions?.[String(transactionId)]
      ? await queryInTransaction<{ found: boolean }>(req, statement)
      : ((await req.payload.db.drizzle.execute(statement)) as unknown as { rows: Array<{ found: boolean }> }).rows
  return rows[0]?.found === true
}
