import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
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
