import type { Payload } from 'payload'

import { isoUtc } from '@/lib/sql'

import { portalInvestmentCondition } from './portal-holders'

// The investor's monthly card instalment plans (spec 7 /api/subscription-payment; decisions 016, 037):
// one per provider subscription, on the investments the investor acts on in the portal.

export type TPortalPlan = {
  subscription: string
  investment: number
  opportunity: { title: string; slug: string }
  currency: string
  /** Instalments in the plan (from the first payment's note), null when it does not say. */
  instalments: number | null
  paidCount: number
  /** Minor units, summed by PostgreSQL. */
  paidAmount: string
  /** The first instalment's amount (it carries the remainder) and a later one's. */
  firstAmount: string
  /** The newest payment's state: pending, succeeded, failed or refunded. */
  latestState: string
  startedAt: string
}

/** The plans of the investments `userId` acts on in tenant `tenantId`, newest first. */
export async function portalInstalmentPlans(payload: Payload, userId: number, tenantId: number): Promise<TPortalPlan[]> {
  const { rows } = await payload.db.pool.query<{ subscription: string; investment: number; title: string; slug: string; currency: string; note: string | null; paid_count: string; paid_amount: string; first_amount: string; latest_state: string; started_at: string }>(
    `SELECT plan.subscription, plan.investment, o.title, o.slug, plan.currency, plan.note, plan.paid_count, plan.paid_amount, plan.first_amount, plan.latest_state, ${isoUtc('plan.started_at')} AS started_at
       FROM (
         SELECT p.provider_subscription_id AS subscription, p.investment_id AS investment, min(p.currency) AS currency,
                (array_agg(p.note ORDER BY p.id))[1] AS note,
                count(*) FILTER (WHERE p.state::text = 'succeeded')::text AS paid_count,
                COALESCE(sum(p.amount) FILTER (WHERE p.state::text = 'succeeded'), 0)::text AS paid_amount,
                (array_agg(p.amount ORDER BY p.id))[1]::text AS first_amount,
                (array_agg(p.state::text ORDER BY p.id DESC))[1] AS latest_state,
                min(p.created_at) AS started_at
           FROM payments p
          WHERE p.tenant_id = $2 AND p.provider_subscription_id IS NOT NULL AND p.investment_id IS NOT NULL
          GROUP BY p.provider_subscription_id, p.investment_id) plan
       JOIN investments i ON i.id = plan.investment AND i.tenant_id = $2
       JOIN investment_opportunities o ON o.id = i.opportunity_id
      WHERE ${portalInvestmentCondition('$1')}
      ORDER BY plan.started_at DESC
      LIMIT 100`,
    [userId, tenantId],
  )
  return rows.map((row) => ({
    subscription: row.subscription,
    investment: Number(row.investment),
    opportunity: { title: row.title, slug: row.slug },
    currency: row.currency,
    instalments: Number(/of (\d+)/.exec(row.note ?? '')?.[1]) || null,
    paidCount: Number(row.paid_count),
    paidAmount: row.paid_amount,
    firstAmount: row.first_amount,
    latestState: row.latest_state,
    startedAt: row.started_at,
  }))
}
