import type { Payload } from 'payload'

import {
  PRE_EMPTION_CODES,
  PRE_EMPTION_HOLDER_KIND_LABEL,
  PRE_EMPTION_HOLDER_KINDS,
  type TPreEmptionCode,
  type TPreEmptionHolderKind,
  type TPreEmptionResponder,
  type TPreEmptionRoundStatus,
  type TPreEmptionSubjectKind,
} from '@/domain/investments/pre-emption'
import { isoUtc } from '@/lib/sql'

import { HOLDER_OR_FIRM_ID, holderJoins, holderNameColumns } from '../money/holder-sql'

// The read side of pre-emption rounds (docs/decisions/015): every figure is PostgreSQL's (whole
// shares as numeric, money as shares × the round's price in minor units), handed back as text and
// only formatted by the screens. Callers have checked the user's right on the opportunity and pass
// the tenant, which every statement also filters by.

export type TRoundSummary = {
  id: number
  subjectKind: TPreEmptionSubjectKind
  /** The opportunity (an opportunity's round) or the company (a company's), the other null. */
  opportunity: number | null
  company: number | null
  status: TPreEmptionRoundStatus
  deadline: string
  sharePrice: string
  sharesOffered: string
  amountOffered: string
  currency: string
  sharesHeld: string
  note: string | null
  openedAt: string
  closedAt: string | null
  holders: number
  awaiting: number
  sharesTaken: string
  amountTaken: string
  /** When the shares taken up were allotted as investments (decision 025); null until then. */
  allottedAt: string | null
}

type TRoundDbRow = {
  id: number
  subject_kind: TPreEmptionSubjectKind
  opportunity_id: number | null
  company_id: number | null
  status: TPreEmptionRoundStatus
  deadline: string
  share_price: string
  shares_offered: string
  amount_offered: string
  currency: string
  shares_held: string
  note: string | null
  created_at: string
  closed_at: string | null
  holders: number
  awaiting: number
  shares_taken: string
  amount_taken: string
  allotted_at: string | null
}

const ROUND_COLUMNS = `r.id, r.subject_kind::text AS subject_kind, r.opportunity_id, r.company_id, r.status::text AS status, ${isoUtc('r.deadline')} AS deadline, r.share_price::text AS share_price, r.shares_offered::text AS shares_offered,
       r.amount_offered::text AS amount_offered, r.currency, r.shares_held::text AS shares_held, r.note, ${isoUtc('r.created_at')} AS created_at, ${isoUtc('r.closed_at')} AS closed_at,
       t.holders, t.awaiting, t.shares_taken::text AS shares_taken, (t.shares_taken * r.share_price)::text AS amount_taken, ${isoUtc('t.allotted_at')} AS allotted_at`

const ROUND_TAKEN = `LEFT JOIN LATERAL (
         SELECT count(*)::int AS holders, (count(*) FILTER (WHERE x.code = 5))::int AS awaiting, COALESCE(SUM(x.shares), 0) AS shares_taken,
                (SELECT min(i.created_at) FROM investments i JOIN pre_emption_responses y ON y.id = i.pre_emption_response_id WHERE y.round_id = r.id) AS allotted_at
           FROM pre_emption_responses x WHERE x.round_id = r.id) t ON true`

const toSummary = (row: TRoundDbRow): TRoundSummary => ({
  id: row.id,
  subjectKind: row.subject_kind,
  opportunity: row.opportunity_id,
  company: row.company_id,
  status: row.status,
  deadline: row.deadline,
  sharePrice: row.share_price,
  sharesOffered: row.shares_offered,
  amountOffered: row.amount_offered,
  currency: row.currency,
  sharesHeld: row.shares_held,
  note: row.note,
  openedAt: row.created_at,
  closedAt: row.closed_at,
  holders: row.holders,
  awaiting: row.awaiting,
  sharesTaken: row.shares_taken,
  amountTaken: row.amount_taken,
  allottedAt: row.allotted_at,
})

/** The subject's column (on rounds and on ledger entries): from this constant only, never from input. */
export const SUBJECT_COLUMN: Record<TPreEmptionSubjectKind, 'opportunity_id' | 'company_id'> = { opportunity: 'opportunity_id', company: 'company_id' }

/** The tie order of a holder kind in SQL: its place in PRE_EMPTION_HOLDER_KINDS (investors, organisations, accounts, nominees, funds, the firm). */
export const PRE_EMPTION_HOLDER_RANK = (column: string) => `array_position(ARRAY[${PRE_EMPTION_HOLDER_KINDS.map((kind) => `'${kind}'`).join(', ')}]::text[], ${column}::text)`

/**
 * The joins and columns naming the holder of the response aliased `alias` (one holder SQL,
 * holder-sql.ts, and the fund of a company's round): name, email, record_id (the record whose
 * transactions tab shows the holder; an account's method) and fund_name. responseHolderName reads them.
 */
export const responseHolderJoins = (alias: string) => `${holderJoins(alias, { raw: true, prefix: 'h' })} LEFT JOIN funds hfund ON hfund.id = ${alias}.holder_fund_id`
export const RESPONSE_HOLDER_COLUMNS = `${holderNameColumns({ prefix: 'h' })}, hfund.name AS fund_name`
export type TResponseHolderColumns = { holder_kind: TPreEmptionHolderKind; name: string | null; email: string | null; record_id: number | null; fund_name: string | null }

/** A response's holder as the staff see it: an investor's name (else email), an organisation's or a nominee's name, an account as "Method (Lead)", a fund's name, the firm "Held directly". */
export const responseHolderName = (row: TResponseHolderColumns): string =>
  row.holder_kind === 'tenant' ? PRE_EMPTION_HOLDER_KIND_LABEL.tenant : row.name || row.fund_name || row.email || PRE_EMPTION_HOLDER_KIND_LABEL[row.holder_kind]

/** A subject's rounds (an opportunity's or a company's), the open one first, then newest first, each with what was taken up. */
export async function subjectRounds(payload: Payload, subject: { kind: TPreEmptionSubjectKind; id: number }, tenantId: number, limit = 50): Promise<TRoundSummary[]> {
  const { rows } = await payload.db.pool.query<TRoundDbRow>(
    `SELECT ${ROUND_COLUMNS}
       FROM pre_emption_rounds r ${ROUND_TAKEN}
      WHERE r.${SUBJECT_COLUMN[subject.kind]} = $1 AND r.tenant_id = $2
      ORDER BY (r.status = 'open') DESC, r.created_at DESC, r.id DESC
      LIMIT $3`,
    [subject.id, tenantId, limit],
  )
  return rows.map(toSummary)
}

/** An opportunity's rounds (subjectRounds of the opportunity). */
export const opportunityRounds = (payload: Payload, opportunityId: number, tenantId: number, limit = 50) => subjectRounds(payload, { kind: 'opportunity', id: opportunityId }, tenantId, limit)

/** One round of the tenant with its subject's title and, for an opportunity, its stage (null when the tenant has no such round). */
export async function roundSummary(payload: Payload, roundId: number, tenantId: number): Promise<(TRoundSummary & { stage: number | null; title: string }) | null> {
  const { rows } = await payload.db.pool.query<TRoundDbRow & { stage: number | null; title: string }>(
    `SELECT ${ROUND_COLUMNS}, o.stage::int AS stage, COALESCE(o.title, c.name) AS title
       FROM pre_emption_rounds r LEFT JOIN investment_opportunities o ON o.id = r.opportunity_id LEFT JOIN companies c ON c.id = r.company_id ${ROUND_TAKEN}
      WHERE r.id = $1 AND r.tenant_id = $2`,
    [roundId, tenantId],
  )
  const row = rows[0]
  return row ? { ...toSummary(row), stage: row.stage, title: row.title } : null
}

export type TResponseRow = {
  id: number
  holderKind: TPreEmptionHolderKind
  /** The holder's id in its kind: an investor's user id, an organisation's, an account's, a nominee's, a fund's id, the tenant's id for the firm. */
  holderId: number
  holderName: string
  holderEmail: string
  /** The record whose transactions tab shows the holder (an account's is its method's); null for a fund and the firm. */
  holderRecordId: number | null
  holding: string
  entitlement: string
  /** The entitlement's cost: entitlement × price (minor units). */
  entitlementAmount: string
  code: TPreEmptionCode
  shares: string
  /** What the response takes: shares × price (minor units). */
  amount: string
  note: string | null
  respondedAt: string | null
  respondedVia: TPreEmptionResponder | null
  /** Who answered in the portal (an organisation's signatory, an account's lead, the investor); null when staff recorded it. */
  respondedByName: string | null
}

/** The round's table: every holder (of every kind: an opportunity's investors, organisations, accounts and nominees; a company's funds, the firm and investors) with their holding, entitlement and response, largest holding first. */
export async function roundResponses(payload: Payload, roundId: number, tenantId: number, limit = 10_000): Promise<TResponseRow[]> {
  const { rows } = await payload.db.pool.query<
    TResponseHolderColumns & {
      id: number
      holder_id: number
      holding: string
      entitlement: string
      entitlement_amount: string
      code: number
      shares: string
      amount: string
      note: string | null
      responded_at: string | null
      responded_via: TPreEmptionResponder | null
      responded_by_name: string | null
    }
  >(
    `SELECT x.id, x.holder_kind::text AS holder_kind, ${HOLDER_OR_FIRM_ID('x')} AS holder_id, ${RESPONSE_HOLDER_COLUMNS},
            x.holding::text AS holding, x.entitlement::text AS entitlement, (x.entitlement * r.share_price)::text AS entitlement_amount,
            x.code::int AS code, x.shares::text AS shares, (x.shares * r.share_price)::text AS amount, x.note, ${isoUtc('x.responded_at')} AS responded_at, x.responded_via::text AS responded_via,
            NULLIF(concat_ws(' ', NULLIF(rb.name, ''), NULLIF(rb.surname, '')), '') AS responded_by_name
       FROM pre_emption_responses x JOIN pre_emption_rounds r ON r.id = x.round_id ${responseHolderJoins('x')}
       LEFT JOIN users rb ON x.responded_via::text = 'investor' AND rb.id = x.responded_by AND rb.tenant_id = x.tenant_id
      WHERE x.round_id = $1 AND x.tenant_id = $2
      ORDER BY x.holding DESC, ${PRE_EMPTION_HOLDER_RANK('x.holder_kind')}, 3
      LIMIT $3`,
    [roundId, tenantId, limit],
  )
  return rows.map((row) => ({
    id: row.id,
    holderKind: row.holder_kind,
    holderId: Number(row.holder_id),
    holderName: responseHolderName(row),
    holderEmail: row.email ?? '',
    holderRecordId: row.record_id === null ? null : Number(row.record_id),
    holding: row.holding,
    entitlement: row.entitlement,
    entitlementAmount: row.entitlement_amount,
    code: row.code as TPreEmptionCode,
    shares: row.shares,
    amount: row.amount,
    note: row.note,
    respondedAt: row.responded_at,
    respondedVia: row.responded_via,
    respondedByName: row.responded_by_name,
  }))
}

export type TCodeTotal = { code: TPreEmptionCode; responses: number; shares: string; amount: string }

export type TRoundTotals = {
  /** One row per spec 4 code, in the spec's order, zeros included. */
  byCode: TCodeTotal[]
  holders: number
  entitled: string
  entitledAmount: string
  /** Shares of the offer no entitlement covers (the whole shares' rounding down). */
  unallocated: string
  taken: string
  takenAmount: string
  offered: string
  offeredAmount: string
  /** Offered minus taken: negative when the round is oversubscribed. */
  remaining: string
  /** Taken as a percentage of offered, one decimal. */
  takenPercent: string
}

/** Whether a fund took up shares in the round: allotting them moves the fund's money (mayAllotCompanyRoundTo). */
export async function fundTookShares(payload: Payload, roundId: number, tenantId: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pre_emption_responses WHERE round_id = $1 AND tenant_id = $2 AND holder_kind::text = 'fund' AND shares > 0) AS taken`,
    [roundId, tenantId],
  )
  return rows[0]?.taken ?? false
}

/** Totals per code and overall (taken up against offered), summed by PostgreSQL. */
export async function roundTotals(payload: Payload, roundId: number, tenantId: number): Promise<TRoundTotals> {
  const { rows } = await payload.db.pool.query<{ code: number; responses: number; shares: string; amount: string }>(
    `SELECT c.code, count(x.id)::int AS responses, COALESCE(SUM(x.shares), 0)::text AS shares, (COALESCE(SUM(x.shares), 0) * r.share_price)::text AS amount
       FROM pre_emption_rounds r
      CROSS JOIN unnest($3::int[]) AS c(code)
       LEFT JOIN pre_emption_responses x ON x.round_id = r.id AND x.code = c.code
      WHERE r.id = $1 AND r.tenant_id = $2
      GROUP BY c.code, r.share_price
      ORDER BY c.code`,
    [roundId, tenantId, [...PRE_EMPTION_CODES]],
  )
  const { rows: overall } = await payload.db.pool.query<{
    holders: number
    entitled: string
    entitled_amount: string
    unallocated: string
    taken: string
    taken_amount: string
    offered: string
    offered_amount: string
    remaining: string
    taken_percent: string
  }>(
    `SELECT count(x.id)::int AS holders, COALESCE(SUM(x.entitlement), 0)::text AS entitled, (COALESCE(SUM(x.entitlement), 0) * r.share_price)::text AS entitled_amount,
            (r.shares_offered - COALESCE(SUM(x.entitlement), 0))::text AS unallocated,
            COALESCE(SUM(x.shares), 0)::text AS taken, (COALESCE(SUM(x.shares), 0) * r.share_price)::text AS taken_amount,
            r.shares_offered::text AS offered, r.amount_offered::text AS offered_amount, (r.shares_offered - COALESCE(SUM(x.shares), 0))::text AS remaining,
            round(COALESCE(SUM(x.shares), 0) * 100 / r.shares_offered, 1)::text AS taken_percent
       FROM pre_emption_rounds r LEFT JOIN pre_emption_responses x ON x.round_id = r.id
      WHERE r.id = $1 AND r.tenant_id = $2
      GROUP BY r.id`,
    [roundId, tenantId],
  )
  const row = overall[0]
  return {
    byCode: rows.map((total) => ({ code: total.code as TPreEmptionCode, responses: total.responses, shares: total.shares, amount: total.amount })),
    holders: row?.holders ?? 0,
    entitled: row?.entitled ?? '0',
    entitledAmount: row?.entitled_amount ?? '0',
    unallocated: row?.unallocated ?? '0',
    taken: row?.taken ?? '0',
    takenAmount: row?.taken_amount ?? '0',
    offered: row?.offered ?? '0',
    offeredAmount: row?.offered_amount ?? '0',
    remaining: row?.remaining ?? '0',
    takenPercent: row?.taken_percent ?? '0.0',
  }
}
