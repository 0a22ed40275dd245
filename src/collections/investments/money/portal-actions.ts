import type { Payload } from 'payload'

import type { TInvestmentStatus } from '@/domain/investments/money-model'
import type { TCashCallLineStatus } from '@/domain/investments/cash-calls'
import type { TPortalPreEmptionHolderKind } from '@/domain/investments/pre-emption'
import { isoUtc } from '@/lib/sql'

import { PRE_EMPTION_HOLDER_RANK } from '../pre-emption/figures'
import { HOLDER_ID } from './holder-sql'
import { fundsEnabledForTenant } from './money-access'
import { portalHolderCondition, portalHolderName, portalInvestmentCondition } from './portal-holders'

// What needs an investor's attention in the portal (issue 13 §3, §5; decision 031): payments due on
// the investments they act on, their reservations, their cash calls and the pre-emption rounds
// waiting for their answer. Every figure is PostgreSQL's (the ledger's sums). The overview
// (/investor) and the actions page (/investor/investments/actions) both read `investorPendingActions`.

export type TPortalInvestmentRow = {
  id: number
  status: TInvestmentStatus
  amount: string
  currency: string
  paid: string
  outstanding: string
  createdAt: string
  holderKind: string
  holderName: string
  opportunity: { id: number; title: string; slug: string }
}

export type TPortalCashCallRow = {
  line: number
  reference: string
  paymentReference: string
  status: TCashCallLineStatus
  purpose: string | null
  dueAt: string | null
  amount: string
  received: string
  outstanding: string
  currency: string
  subject: string
  /** Whose line: null for the investor's own, else the organisation they sign for or the account they lead (decision 014). */
  holderName: string | null
}

export type TPortalPreEmptionRow = {
  round: number
  response: number
  /** Whose right it is (decision 015): the investor's own, an organisation's they sign for or an account's they lead (the holder's id in its kind). */
  holderKind: TPortalPreEmptionHolderKind
  holder: number
  /** Null for the investor's own, else the organisation's name or the account's method. */
  holderName: string | null
  /** What the round offers shares in: an opportunity, or a company the investor holds (decision 015 "Subjects: companies"). */
  subject: { kind: 'opportunity' | 'company'; id: number; title: string }
  deadline: string
  sharePrice: string
  currency: string
  holding: string
  entitlement: string
  sharesOffered: string
  code: number
  shares: string
  note: string | null
}

export type TPendingActions = {
  /** Investments awaiting payment with something outstanding, oldest first. */
  paymentsDue: TPortalInvestmentRow[]
  /** 'My Reserved Allocations' (spec 4). */
  reservations: TPortalInvestmentRow[]
  /** Cash calls awaiting payment (and, for the page, those whose payment was received lately). */
  cashCalls: TPortalCashCallRow[]
  /** Open rounds with a response the investor answers (their own, an organisation's, an account's), deadline not passed, nearest deadline first. */
  preEmption: TPortalPreEmptionRow[]
  /** How many things need doing: payments due, reservations, cash calls awaiting payment, rounds still awaiting an answer. */
  count: number
}

/** The investor's investments of some statuses (their own and those they act on), with the ledger's paid and outstanding. */
export async function portalInvestments(payload: Payload, userId: number, tenantId: number, statuses: TInvestmentStatus[], options: { opportunity?: number; limit?: number } = {}): Promise<TPortalInvestmentRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; status: TInvestmentStatus; amount: string; currency: string; paid: string; outstanding: string; created_at: string; holder_kind: string; holder_name: string; opportunity_id: number; title: string; slug: string }>(
    `SELECT i.id, i.status::text AS status, i.amount::text AS amount, i.currency, f.paid::text AS paid, (i.amount - f.paid)::text AS outstanding, ${isoUtc('i.created_at')} AS created_at,
            i.holder_kind::text AS holder_kind,
            COALESCE(org.name, im.name, nom.name, concat_ws(' ', u.name, u.surname)) AS holder_name,
            o.id AS opportunity_id, o.title, o.slug
       FROM investments i
       JOIN investment_opportunities o ON o.id = i.opportunity_id
       LEFT JOIN users u ON u.id = i.holder_id
       LEFT JOIN organisations org ON org.id = i.holder_organisation_id
       LEFT JOIN investment_method_entities me ON me.id = i.holder_method_entity_id
       LEFT JOIN investment_methods im ON im.id = me.method_id
       LEFT JOIN nominees nom ON nom.id = i.holder_nominee_id
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(e.amount), 0) AS paid
           FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') f
      WHERE i.tenant_id = $2 AND i.subject_kind = 'opportunity' AND i.status::text = ANY($3::text[]) AND ($4::int IS NULL OR i.opportunity_id = $4)
        AND ${portalInvestmentCondition('$1')}
      ORDER BY i.created_at, i.id
      LIMIT $5`,
    [userId, tenantId, statuses, options.opportunity ?? null, options.limit ?? 100],
  )
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paid: row.paid,
    outstanding: row.outstanding,
    createdAt: row.created_at,
    holderKind: row.holder_kind,
    holderName: row.holder_name,
    opportunity: { id: row.opportunity_id, title: row.title, slug: row.slug },
  }))
}

/**
 * The investor's cash-call lines (calls, not distributions) awaiting payment, and those received in
 * the last 90 days: their own, and those of the organisations they sign for and the accounts they
 * lead (portalHolderCondition).
 */
export async function portalCashCalls(payload: Payload, userId: number, tenantId: number): Promise<TPortalCashCallRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; reference: string; payment_reference: string; status: TCashCallLineStatus; purpose: string | null; due_at: string | null; amount: string; received: string; outstanding: string; currency: string; subject: string; holder_name: string | null }>(
    `SELECT l.id, c.reference, l.payment_reference, l.status::text AS status, c.purpose, ${isoUtc('c.due_at')} AS due_at, l.amount::text AS amount, f.received::text AS received, (f.called - f.received)::text AS outstanding, l.currency,
            COALESCE(o.title, fu.name) AS subject, ${portalHolderName('l')} AS holder_name
       FROM cash_call_lines l
       JOIN cash_calls c ON c.id = l.cash_call_id
       LEFT JOIN investment_opportunities o ON o.id = l.opportunity_id
       LEFT JOIN funds fu ON fu.id = l.fund_id
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0) AS called,
                COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0) AS received
           FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
          WHERE e.cash_call_line_id = l.id) f
      WHERE l.tenant_id = $2 AND ${portalHolderCondition('l', '$1')} AND c.kind::text = 'call'
        AND (l.status::text = 'awaiting_payment' OR (l.status::text = 'payment_received' AND l.updated_at > now() - interval '90 days'))
      ORDER BY (l.status::text = 'awaiting_payment') DESC, c.due_at NULLS LAST, l.id
      LIMIT 100`,
    [userId, tenantId],
  )
  return rows.map((row) => ({
    line: row.id,
    reference: row.reference,
    paymentReference: row.payment_reference,
    status: row.status,
    purpose: row.purpose,
    dueAt: row.due_at,
    amount: row.amount,
    received: row.received,
    outstanding: row.outstanding,
    currency: row.currency,
    subject: row.subject,
    holderName: row.holder_name,
  }))
}

/**
 * SQL: the round `alias` is open and its deadline day has not passed (deadlinePassed's rule: an
 * investor's answer is taken through the deadline's day). The actions page and the overview ask this.
 */
export const ANSWERABLE_ROUND = (alias: string) => `${alias}.status::text = 'open' AND ${alias}.deadline + interval '1 day' > now()`

/** The portal's order of a round's rows for one investor: their own first, then organisations', then accounts' (the table's tie order). */
export const PORTAL_PRE_EMPTION_ORDER = (alias: string) => `${PRE_EMPTION_HOLDER_RANK(`${alias}.holder_kind`)}, ${HOLDER_ID(alias)}`

/**
 * The open pre-emption rounds, deadline day not passed, with a response the investor answers (decision
 * 015): their own, an organisation's they are a director or authorised signatory of, an account's
 * they lead (portalHolderCondition, as cash-call lines reach them). On opportunities, and on companies
 * while the tenant's funds area is on (a company's round is behind funds_enabled, as the company is).
 */
export async function portalPreEmption(payload: Payload, userId: number, tenantId: number): Promise<TPortalPreEmptionRow[]> {
  const fundsEnabled = await fundsEnabledForTenant(payload, tenantId)
  const { rows } = await payload.db.pool.query<{ round: number; response: number; holder_kind: TPortalPreEmptionHolderKind; holder: number; holder_name: string | null; subject_kind: 'opportunity' | 'company'; subject_id: number; title: string; deadline: string; share_price: string; currency: string; holding: string; entitlement: string; shares_offered: string; code: string; shares: string; note: string | null }>(
    `SELECT r.id AS round, p.id AS response, p.holder_kind::text AS holder_kind, ${HOLDER_ID('p')} AS holder, ${portalHolderName('p')} AS holder_name,
            r.subject_kind::text AS subject_kind, COALESCE(o.id, c.id) AS subject_id, COALESCE(o.title, c.name) AS title, ${isoUtc('r.deadline')} AS deadline, r.share_price::text AS share_price, r.currency,
            p.holding::text AS holding, p.entitlement::text AS entitlement, r.shares_offered::text AS shares_offered, p.code::text AS code, p.shares::text AS shares, r.note
       FROM pre_emption_responses p
       JOIN pre_emption_rounds r ON r.id = p.round_id
       LEFT JOIN investment_opportunities o ON o.id = r.opportunity_id
       LEFT JOIN companies c ON c.id = r.company_id AND $3::boolean
      WHERE p.tenant_id = $2 AND r.tenant_id = $2 AND ${portalHolderCondition('p', '$1')} AND ${ANSWERABLE_ROUND('r')}
        AND COALESCE(o.id, c.id) IS NOT NULL
      ORDER BY r.deadline, r.id, ${PORTAL_PRE_EMPTION_ORDER('p')}`,
    [userId, tenantId, fundsEnabled],
  )
  return rows.map((row) => ({
    round: row.round,
    response: row.response,
    holderKind: row.holder_kind,
    holder: Number(row.holder),
    holderName: row.holder_name,
    subject: { kind: row.subject_kind, id: row.subject_id, title: row.title },
    deadline: row.deadline,
    sharePrice: row.share_price,
    currency: row.currency,
    holding: row.holding,
    entitlement: row.entitlement,
    sharesOffered: row.shares_offered,
    code: Number(row.code),
    shares: row.shares,
    note: row.note,
  }))
}

/**
 * Everything that needs the investor's attention (payments due, reservations, cash calls,
 * pre-emption deadlines): the overview calls this for its list and links to
 * /investor/investments/actions, where each is done.
 */
export async function investorPendingActions(payload: Payload, userId: number, tenantId: number): Promise<TPendingActions> {
  const [investments, cashCalls, preEmption] = await Promise.all([
    portalInvestments(payload, userId, tenantId, ['awaiting_payment', 'reserved']),
    portalCashCalls(payload, userId, tenantId),
    portalPreEmption(payload, userId, tenantId),
  ])
  const paymentsDue = investments.filter((row) => row.status === 'awaiting_payment' && BigInt(row.outstanding.split('.')[0]!) > 0n)
  const reservations = investments.filter((row) => row.status === 'reserved')
  const count = paymentsDue.length + reservations.length + cashCalls.filter((row) => row.status === 'awaiting_payment').length + preEmption.filter((row) => row.code === 5).length
  return { paymentsDue, reservations, cashCalls, preEmption, count }
}
