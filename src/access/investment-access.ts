import { EXISTING_STAGES, isOpportunityStage, LIVE_STAGES, OPPORTUNITY_STAGES, type TOpportunityStage } from '@/domain/investments/stages'
import { opportunityTabOpen } from '@/domain/investments/tabs'

import { can, type TAction } from './permissions'

// spec 6 names no resource for investments or the ledger: an investment is part of its
// opportunity (spec 2.1 shows it on the opportunity's transactions tab), so staff act on it through
// the opportunity's own resource at its stage (decision 012):
//
// | what | grant needed | on |
// |---|---|---|
// | see transactions (investments, ledger, investors, CSV) | show | investment_opportunity_live (stages 2-4) or _existing (5-6), and the transactions tab open to the role (spec 6: not the Investment Manager at stage 6) |
// | see holdings (cap table, performance figures) | show | the same resource |
// | record a manual investment, mark a payment received, cancel | update | the same resource |
// | invest or reserve as an investor | portal_investments create | an opportunity the portal shows (stage 2) |
//
// Drafts (stage 1) have no investments. Every decision below still goes through can().

export type TInvestmentAction = 'transactions' | 'holdings' | 'record' | 'receive-payment' | 'cancel'

const GRANT: Record<TInvestmentAction, TAction> = { transactions: 'show', holdings: 'show', record: 'update', 'receive-payment': 'update', cancel: 'update' }

/** Stages that carry investments: live (2-4) and existing (5-6); never drafts. */
export const INVESTABLE_STAGES: readonly TOpportunityStage[] = OPPORTUNITY_STAGES.filter((stage) => (LIVE_STAGES as number[]).includes(stage) || (EXISTING_STAGES as number[]).includes(stage))

const resourceAt = (stage: TOpportunityStage) => ((EXISTING_STAGES as number[]).includes(stage) ? 'investment_opportunity_existing' : 'investment_opportunity_live')

/** Whether a staff role may do `action` on the investments of an opportunity at `stage`. */
export function mayOnInvestments(role: unknown, stage: unknown, action: TInvestmentAction): boolean {
  if (!isOpportunityStage(stage) || !(INVESTABLE_STAGES as number[]).includes(stage)) return false
  if (!can(role, resourceAt(stage), GRANT[action])) return false
  // spec 6: the Investment Manager's hidden Transactions tab hides the transactions themselves.
  if (action !== 'holdings' && typeof role === 'number' && !opportunityTabOpen('transactions', stage, role)) return false
  return true
}

/** The stages whose investments a role may `action` (for access rules that answer with a where clause). */
export const investmentStagesFor = (role: unknown, action: TInvestmentAction): TOpportunityStage[] => INVESTABLE_STAGES.filter((stage) => mayOnInvestments(role, stage, action))

/** An investor investing or reserving through the portal (spec 4 "Reserve An Allocation"). */
export const mayInvestInPortal = (role: unknown): boolean => can(role, 'portal_investments', 'create')
