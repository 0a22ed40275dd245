import type { Payload } from 'payload'

import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'

/** Stages an investor may be sounded about (decision 031): live, marketed externally or still internal; never a draft or a closed one. */
export const SOUNDABLE_STAGES = [OPPORTUNITY_STAGE.liveExternal, OPPORTUNITY_STAGE.liveInternal] as const

/** The opportunity of the tenant a market sounding names, when it may be sounded; null otherwise (the page and the call answer 404). */
export async function soundableOpportunity(payload: Payload, tenantId: number, id: number): Promise<{ id: number; title: string; slug: string; stage: number } | null> {
  const { rows } = await payload.db.pool.query<{ id: number; title: string; slug: string; stage: number }>(
    `SELECT id, title, slug, stage::int AS stage FROM investment_opportunities WHERE id = $1 AND tenant_id = $2 AND stage::int = ANY($3::int[])`,
    [id, tenantId, [...SOUNDABLE_STAGES]],
  )
  return rows[0] ?? null
}

/** The investor's latest acceptance of a sounding about this opportunity, if any. */
export async function latestAcceptance(payload: Payload, tenantId: number, investorId: number, opportunityId: number): Promise<{ reference: string; acceptedAt: string } | null> {
  const { rows } = await payload.db.pool.query<{ reference: string; accepted_at: Date }>(
    `SELECT reference, accepted_at FROM market_sounding_acceptances WHERE tenant_id = $1 AND investor = $2 AND opportunity = $3 ORDER BY accepted_at DESC, id DESC LIMIT 1`,
    [tenantId, investorId, opportunityId],
  )
  return rows[0] ? { reference: rows[0].reference, acceptedAt: rows[0].accepted_at.toISOString() } : null
}
