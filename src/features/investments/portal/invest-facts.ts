import { opportunityMoneySummary } from '@/collections/investments/money/ledger-figures'
import { amountStep, timeLeft } from '@/domain/investments/portal-investing'
import { TAX_OPTIONS, type TTaxOption } from '@/domain/investments/opportunity-content'
import { featuresOf } from '@/tenancy/branding'

import type { TOpportunityDetail, TSignedInContext } from '../opportunity-queries'

/** What the portal's opportunity, investor-type and invest screens show about investing in one opportunity: figures from the ledger (PostgreSQL). */
export type TInvestFacts = {
  currency: string
  target: number
  raised: number
  investors: number
  /** What is left of the allocation (the target less what is committed), never below zero. */
  left: number
  /** Percent of the target committed, 0-100 (for the bar). */
  percent: number
  minimum: number | null
  step: number
  timeLeft: { closed: boolean; text: string } | null
  /** The tax reliefs an investor may claim, where the tenant's tax_enabled is on. */
  taxOptions: Array<{ value: TTaxOption; label: string }>
}

export async function loadInvestFacts(ctx: TSignedInContext, opportunity: TOpportunityDetail): Promise<TInvestFacts> {
  const summary = await opportunityMoneySummary(ctx.payload, opportunity.id, ctx.tenant.id)
  const target = Number(opportunity.targetAmount)
  const raised = Number(summary.committed)
  const taxEnabled = featuresOf(ctx.tenant).tax_enabled
  const offered = (opportunity.taxOptions ?? []) as TTaxOption[]
  return {
    currency: opportunity.currency,
    target,
    raised,
    investors: summary.investors,
    left: Math.max(0, target - raised),
    percent: target > 0 ? Math.min(100, Math.round((raised / target) * 100)) : 0,
    minimum: opportunity.minimumInvestment ?? null,
    step: amountStep(opportunity.sharePrice, opportunity.currency),
    timeLeft: timeLeft(opportunity.closesAt),
    taxOptions: taxEnabled ? offered.filter((value) => value in TAX_OPTIONS).map((value) => ({ value, label: TAX_OPTIONS[value] })) : [],
  }
}
