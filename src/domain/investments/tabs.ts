import { ROLE } from '@/access/roles'

import { OPPORTUNITY_STAGE, type TOpportunityStage } from './stages'

// spec 2.1, 6 and issue 9 §5: which detail tabs an opportunity has at each stage, and which of them
// an Investment Manager may not open. A tab the record does not have answers 404.

export const OPPORTUNITY_TABS = ['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'performance', 'cap-table', 'cap-table-performance', 'pre-emption'] as const
export type TOpportunityTab = (typeof OPPORTUNITY_TABS)[number]

export const OPPORTUNITY_TAB_LABEL: Record<TOpportunityTab, string> = {
  preview: 'Preview',
  'key-information': 'Key information',
  transactions: 'Transactions',
  'notes-calls-tasks': 'Notes, calls and tasks',
  performance: 'Performance',
  'cap-table': 'Cap table',
  'cap-table-performance': 'Cap table performance',
  'pre-emption': 'Pre-emption',
}

/**
 * Tabs that exist only at some stages: performance while closed (4), the cap table once matured (6),
 * pre-emption rounds on existing opportunities (5, 6; ours, decision 015: holders are known once the
 * raise completed).
 */
const ONLY_AT_STAGES: Partial<Record<TOpportunityTab, readonly TOpportunityStage[]>> = {
  performance: [OPPORTUNITY_STAGE.closed],
  'cap-table': [OPPORTUNITY_STAGE.matured],
  'cap-table-performance': [OPPORTUNITY_STAGE.matured],
  'pre-emption': [OPPORTUNITY_STAGE.completed, OPPORTUNITY_STAGE.matured],
}

/** spec 6: an Investment Manager sees no Performance or Notes, Calls and Tasks at stages 4 and 6, and no Transactions at 6. */
const HIDDEN_FROM_INVESTMENT_MANAGER: Partial<Record<TOpportunityStage, TOpportunityTab[]>> = {
  [OPPORTUNITY_STAGE.closed]: ['performance', 'notes-calls-tasks'],
  [OPPORTUNITY_STAGE.matured]: ['performance', 'notes-calls-tasks', 'transactions'],
}

export const isOpportunityTab = (value: string): value is TOpportunityTab => (OPPORTUNITY_TABS as readonly string[]).includes(value)

/** Whether a role may open `tab` of an opportunity at `stage`. */
export function opportunityTabOpen(tab: TOpportunityTab, stage: TOpportunityStage, role: number): boolean {
  const onlyAt = ONLY_AT_STAGES[tab]
  if (onlyAt !== undefined && !onlyAt.includes(stage)) return false
  if (role === ROLE.investmentManager && HIDDEN_FROM_INVESTMENT_MANAGER[stage]?.includes(tab)) return false
  return true
}

/** The tabs a role may open on an opportunity at `stage`, in the spec's order. */
export const openOpportunityTabs = (stage: TOpportunityStage, role: number, tabs: readonly TOpportunityTab[] = OPPORTUNITY_TABS) =>
  tabs.filter((tab) => opportunityTabOpen(tab, stage, role))
