import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { OPPORTUNITY_STAGES, STAGE_LABEL, type TOpportunityStage } from '@/domain/investments/stages'

// The admin overview's figures (issue 9 §6; spec 7 /api/stats/*): counted and summed by PostgreSQL
// (money is never added up in JavaScript), only over the rows the user's role may read.

/** A sum in minor units per currency; bigint arrives as text and stays exact. */
export type TMoneyTotal = { currency: string; minor: string }

export type TStageFigures = { stage: TOpportunityStage; label: string; count: number; targets: TMoneyTotal[] }
export type TDealStageFigures = { pipelineId: number; pipeline: string; stageId: string; stage: string; count: number; amounts: TMoneyTotal[] }

/** Opportunities per stage the role may read, with their targets per currency; stages it may not read are left out. */
export async function opportunityStageFigures(payload: Payload, user: TTenantUser): Promise<TStageFigures[]> {
  const stages = stagesFor(user, 'read')
  if (stages.length === 0) return []
  const { rows } = await payload.db.pool.query<{ stage: string; count: number; currency: string; minor: string }>(
    `SELECT stage::int::text AS stage, count(*)::int AS count, currency, sum(target_amount)::bigint::text AS minor
       FROM investment_opportunities
      WHERE tenant_id = $1 AND stage = ANY($2::numeric[])
      GROUP BY stage, currency`,
    [user.tenant, stages],
  )
  return OPPORTUNITY_STAGES.filter((stage) => stages.includes(stage)).map((stage) => {
    const mine = rows.filter((row) => Number(row.stage) === stage)
    return {
      stage,
      label: STAGE_LABEL[stage],
      count: mine.reduce((total, row) => total + row.count, 0),
      targets: mine.map((row) => ({ currency: row.currency, minor: row.minor })).sort((a, b) => a.currency.localeCompare(b.currency)),
    }
  })
}

/** Deals per pipeline stage (pipeline order), for whoever works the deals. */
export async function dealStageFigures(payload: Payload, user: TTenantUser): Promise<TDealStageFigures[]> {
  if (!can(user.role_id, 'pipeline_deals', 'index')) return []
  const { rows } = await payload.db.pool.query<{ pipeline_id: number; pipeline: string; stage_id: string; stage: string; position: number; count: number; currency: string | null; minor: string | null }>(
    `SELECT p.id AS pipeline_id, p.name AS pipeline, s.id AS stage_id, s.name AS stage, s._order AS position,
            count(d.id)::int AS count, d.currency, sum(d.amount)::bigint::text AS minor
       FROM pipelines p
       JOIN pipelines_stages s ON s._parent_id = p.id
       LEFT JOIN deals d ON d.pipeline_id = p.id AND d.stage = s.id AND d.tenant_id = p.tenant_id
      WHERE p.tenant_id = $1
      GROUP BY p.id, p.name, s.id, s.name, s._order, d.currency
      ORDER BY p.name, p.id, s._order`,
    [user.tenant],
  )
  const figures = new Map<string, TDealStageFigures>()
  for (const row of rows) {
    const key = `${row.pipeline_id}:${row.stage_id}`
    const entry = figures.get(key) ?? { pipelineId: row.pipeline_id, pipeline: row.pipeline, stageId: row.stage_id, stage: row.stage, count: 0, amounts: [] }
    entry.count += row.count
    if (row.currency && row.minor !== null) entry.amounts.push({ currency: row.currency, minor: row.minor })
    figures.set(key, entry)
  }
  return [...figures.values()]
}

export type TInvestorFigures = { investors: number; invested: number; newLast30Days: number; byLeadStatus: Array<{ leadStatus: number | null; count: number }> }

/** The tenant's investors: how many, how many hold an investment, how many joined in 30 days, per lead status. */
export async function investorFigures(payload: Payload, user: TTenantUser): Promise<TInvestorFigures | null> {
  if (!can(user.role_id, 'investors', 'index')) return null
  const { rows } = await payload.db.pool.query<{ lead_status: string | null; count: number; invested: number; recent: number }>(
    `SELECT lead_status::int::text AS lead_status, count(*)::int AS count, count(*) FILTER (WHERE has_invested)::int AS invested,
            count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS recent
       FROM users
      WHERE tenant_id = $1 AND role_id = $2
      GROUP BY lead_status
      ORDER BY lead_status NULLS LAST`,
    [user.tenant, ROLE.user],
  )
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0)
  return {
    investors: sum((row) => row.count),
    invested: sum((row) => row.invested),
    newLast30Days: sum((row) => row.recent),
    byLeadStatus: rows.map((row) => ({ leadStatus: row.lead_status === null ? null : Number(row.lead_status), count: row.count })),
  }
}

export type TFundFigures = { funds: number; committed: TMoneyTotal[]; paidIn: TMoneyTotal[]; latestNav: TMoneyTotal[] }

/**
 * The tenant's funds (the caller checks funds_enabled): how many, what investors committed and paid in per currency
 * (the ledger: reversals cancel what they reverse), and the sum of each fund's latest total NAV.
 */
export async function fundFigures(payload: Payload, user: TTenantUser): Promise<TFundFigures | null> {
  if (!can(user.role_id, 'funds', 'index')) return null
  const { rows } = await payload.db.pool.query<{ what: 'committed' | 'paid' | 'nav' | 'funds'; currency: string | null; minor: string }>(
    `SELECT 'funds' AS what, NULL AS currency, count(*)::text AS minor FROM funds WHERE tenant_id = $1
     UNION ALL
     SELECT CASE WHEN COALESCE(r.kind, x.kind) = 'investment' THEN 'committed' ELSE 'paid' END, x.currency, sum(x.amount)::bigint::text
       FROM ledger_entries x LEFT JOIN ledger_entries r ON r.id = x.reverses_id
      WHERE x.tenant_id = $1 AND x.subject_kind = 'fund' AND COALESCE(r.kind, x.kind) IN ('investment', 'payment_received', 'cash_call_payment')
      GROUP BY 1, x.currency
     UNION ALL
     SELECT 'nav', n.currency, sum(n.total_nav)::bigint::text
       FROM funds f
       JOIN LATERAL (SELECT total_nav, currency FROM net_asset_values WHERE fund_id = f.id AND tenant_id = $1 ORDER BY date DESC, id DESC LIMIT 1) n ON n.total_nav IS NOT NULL
      WHERE f.tenant_id = $1
      GROUP BY n.currency`,
    [user.tenant],
  )
  const totals = (what: 'committed' | 'paid' | 'nav') =>
    rows
      .filter((row) => row.what === what && row.currency)
      .map((row) => ({ currency: row.currency!, minor: row.minor }))
      .sort((a, b) => a.currency.localeCompare(b.currency))
  return { funds: Number(rows.find((row) => row.what === 'funds')?.minor ?? 0), committed: totals('committed'), paidIn: totals('paid'), latestNav: totals('nav') }
}

export type TReportFigures = { drafts: number; published: number; publishedLast90Days: number; lastPublishedAt: string | null }

/** The tenant's update reports: drafts, published ones (all and in 90 days), the newest publishing. */
export async function reportFigures(payload: Payload, user: TTenantUser): Promise<TReportFigures | null> {
  if (!can(user.role_id, 'update_reports', 'index')) return null
  const { rows } = await payload.db.pool.query<{ drafts: number; published: number; recent: number; last: string | null }>(
    `SELECT count(*) FILTER (WHERE status = 'draft')::int AS drafts, count(*) FILTER (WHERE status = 'live')::int AS published,
            count(*) FILTER (WHERE status = 'live' AND published_at >= now() - interval '90 days')::int AS recent,
            to_char(max(published_at) FILTER (WHERE status = 'live') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last
       FROM update_reports
      WHERE tenant_id = $1`,
    [user.tenant],
  )
  const row = rows[0]!
  return { drafts: row.drafts, published: row.published, publishedLast90Days: row.recent, lastPublishedAt: row.last }
}
