import type { Payload } from 'payload'

import { SOUNDABLE_STAGES } from '@/collections/compliance/MarketSoundingAcceptances/soundable-opportunity'
import { isoUtc } from '@/lib/sql'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { ANSWERABLE_ROUND, PORTAL_PRE_EMPTION_ORDER } from './portal-actions'
import { portalHolderCondition, portalHolderName } from './portal-holders'

// What needs an investor's attention on their overview (issue 13 §5, decision 032), straight from
// the investments, the ledger, the cash-call lines and the pre-emption responses: payments due on
// their investments (and those of the organisations they sign for and the method accounts they
// lead), cash calls awaiting payment, pre-emption rounds awaiting their answer (their own, the
// organisations' and the accounts' alike; on opportunities and on companies), market soundings
// awaiting their answer (while market_sounding_enabled: invited, neither accepted nor declined, the
// opportunity still live), unread notices.
// Amounts are PostgreSQL's sums as text; $1 is the investor, $2 the tenant, both from the session.

export type TPaymentDue = { investmentId: number; opportunity: { id: number; title: string; slug: string }; holderName: string | null; currency: string; outstanding: string; paymentReference: string; since: string }
export type TCashCallDue = { lineId: number; subjectName: string; holderName: string | null; currency: string; owed: string; dueAt: string | null; paymentReference: string }
/** A round awaiting the investor's answer, for themselves or for an organisation or an account they act for (holderName); its subject an opportunity or a company (decision 015). */
export type TPreEmptionDue = { responseId: number; roundId: number; subject: { kind: 'opportunity' | 'company'; id: number; title: string }; holderName: string | null; deadline: string; entitlement: string }
/** A market sounding the investor was invited to and has not answered (decision 040). */
export type TSoundingDue = { opportunityId: number; title: string; invitedAt: string }
export type TAttention = { paymentsDue: TPaymentDue[]; cashCalls: TCashCallDue[]; preEmptions: TPreEmptionDue[]; soundings: TSoundingDue[]; unreadNotices: number }

const LIMIT = 20

export async function investorAttention(payload: Payload, investorId: number, tenantId: number): Promise<TAttention> {
  // One after another: each is an indexed read of a few rows, and the page holds one pooled connection.
  const payments = await payload.db.pool.query<{ id: number; opportunity_id: number; title: string; slug: string; holder_name: string | null; currency: string; outstanding: string; payment_reference: string; since: string }>({
    name: 'attention-payments-due',
    text: `
      SELECT i.id, o.id AS opportunity_id, o.title, o.slug, i.currency, i.payment_reference, ${isoUtc('i.created_at')} AS since,
             (CASE i.holder_kind::text WHEN 'organisation' THEN org.name WHEN 'method_entity' THEN meth.name END) AS holder_name,
             (i.amount - COALESCE(p.paid, 0))::text AS outstanding
        FROM investments i
        JOIN investment_opportunities o ON o.id = i.opportunity_id AND o.tenant_id = $2
        LEFT JOIN organisations org ON org.id = i.holder_organisation_id
        LEFT JOIN investment_method_entities me ON me.id = i.holder_method_entity_id
        LEFT JOIN investment_methods meth ON meth.id = me.method_id
        LEFT JOIN LATERAL (
          SELECT SUM(e.amount) AS paid FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
           WHERE e.investment_id = i.id AND COALESCE(r.kind, e.kind)::text = 'payment_received') p ON true
       WHERE i.tenant_id = $2 AND i.status = 'awaiting_payment'
         AND ((i.holder_kind = 'investor' AND i.holder_id = $1)
           OR (i.holder_kind = 'organisation' AND i.holder_organisation_id IN (SELECT organisation_id FROM organisation_members WHERE investor_id = $1 AND tenant_id = $2 AND role IN ('director', 'authorised_signatory')))
           OR (i.holder_kind = 'method_entity' AND i.holder_method_entity_id IN (SELECT id FROM investment_method_entities WHERE lead_id = $1 AND tenant_id = $2)))
         AND i.amount - COALESCE(p.paid, 0) > 0
       ORDER BY i.created_at, i.id
       LIMIT ${LIMIT}`,
    values: [investorId, tenantId],
  })
  const calls = await payload.db.pool.query<{ id: number; subject_name: string; holder_name: string | null; currency: string; owed: string; due_at: string | null; payment_reference: string }>({
    name: 'attention-cash-calls',
    text: `
      SELECT l.id, COALESCE(o.title, f.name, '') AS subject_name, ${portalHolderName('l')} AS holder_name, l.currency, l.payment_reference, ${isoUtc('c.due_at')} AS due_at, owed.owed::text AS owed
        FROM cash_call_lines l
        JOIN cash_calls c ON c.id = l.cash_call_id AND c.tenant_id = $2
        LEFT JOIN investment_opportunities o ON o.id = l.opportunity_id
        LEFT JOIN funds f ON f.id = l.fund_id
        CROSS JOIN LATERAL (
          SELECT COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call'), 0) - COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'cash_call_payment'), 0) AS owed
            FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
           WHERE e.cash_call_line_id = l.id AND e.tenant_id = $2) owed
       WHERE l.tenant_id = $2 AND ${portalHolderCondition('l', '$1')} AND l.status = 'awaiting_payment' AND owed.owed > 0
       ORDER BY c.due_at NULLS LAST, l.id
       LIMIT ${LIMIT}`,
    values: [investorId, tenantId],
  })
  const tenant = await tenantById(payload, tenantId)
  const features = tenant ? featuresOf(tenant) : null
  // A company's round only while the tenant's funds area is on, as the company itself.
  const fundsEnabled = features?.funds_enabled ?? false
  const rounds = await payload.db.pool.query<{ id: number; round_id: number; subject_kind: 'opportunity' | 'company'; subject_id: number; title: string; holder_name: string | null; deadline: string; entitlement: string }>({
    name: 'attention-pre-emptions',
    text: `
      SELECT x.id, r.id AS round_id, r.subject_kind::text AS subject_kind, COALESCE(o.id, c.id) AS subject_id, COALESCE(o.title, c.name) AS title, ${portalHolderName('x')} AS holder_name,
             ${isoUtc('r.deadline')} AS deadline, x.entitlement::text AS entitlement
        FROM pre_emption_responses x
        JOIN pre_emption_rounds r ON r.id = x.round_id AND r.tenant_id = $2
        LEFT JOIN investment_opportunities o ON o.id = r.opportunity_id
        LEFT JOIN companies c ON c.id = r.company_id AND $3::boolean
       WHERE x.tenant_id = $2 AND ${portalHolderCondition('x', '$1')} AND x.code = 5 AND ${ANSWERABLE_ROUND('r')}
         AND COALESCE(o.id, c.id) IS NOT NULL
       ORDER BY r.deadline, r.id, ${PORTAL_PRE_EMPTION_ORDER('x')}
       LIMIT ${LIMIT}`,
    values: [investorId, tenantId, fundsEnabled],
  })
  const soundings = features?.market_sounding_enabled
    ? await payload.db.pool.query<{ opportunity_id: number; title: string; invited_at: string }>({
        name: 'attention-soundings',
        text: `
          SELECT o.id AS opportunity_id, o.title, ${isoUtc('i.created_at')} AS invited_at
            FROM market_sounding_invitations i
            JOIN investment_opportunities o ON o.id = i.opportunity_id AND o.tenant_id = $2 AND o.stage::int = ANY($3::int[])
           WHERE i.tenant_id = $2 AND i.investor_id = $1 AND i.declined_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM market_sounding_acceptances m WHERE m.tenant_id = $2 AND m.investor = $1 AND m.opportunity = i.opportunity_id)
           ORDER BY i.created_at, i.id
           LIMIT ${LIMIT}`,
        values: [investorId, tenantId, [...SOUNDABLE_STAGES]],
      })
    : { rows: [] }
  const unread = await payload.db.pool.query<{ count: number }>({ name: 'attention-unread', text: 'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND tenant_id = $2 AND read_at IS NULL', values: [investorId, tenantId] })
  return {
    paymentsDue: payments.rows.map((row) => ({ investmentId: row.id, opportunity: { id: row.opportunity_id, title: row.title, slug: row.slug }, holderName: row.holder_name, currency: row.currency, outstanding: row.outstanding, paymentReference: row.payment_reference, since: row.since })),
    cashCalls: calls.rows.map((row) => ({ lineId: row.id, subjectName: row.subject_name, holderName: row.holder_name, currency: row.currency, owed: row.owed, dueAt: row.due_at, paymentReference: row.payment_reference })),
    preEmptions: rounds.rows.map((row) => ({ responseId: row.id, roundId: row.round_id, subject: { kind: row.subject_kind, id: row.subject_id, title: row.title }, holderName: row.holder_name, deadline: row.deadline, entitlement: row.entitlement })),
    soundings: soundings.rows.map((row) => ({ opportunityId: row.opportunity_id, title: row.title, invitedAt: row.invited_at })),
    unreadNotices: unread.rows[0]?.count ?? 0,
  }
}
