// spec 4: investment opportunity stages.
export const OPPORTUNITY_STAGE = {
  draft: 1,
  liveExternal: 2,
  liveInternal: 3,
  closed: 4,
  completed: 5,
  matured: 6,
} as const

export type TOpportunityStage = (typeof OPPORTUNITY_STAGE)[keyof typeof OPPORTUNITY_STAGE]

export const OPPORTUNITY_STAGES = Object.values(OPPORTUNITY_STAGE) as TOpportunityStage[]

export const STAGE_LABEL: Record<TOpportunityStage, string> = {
  1: 'Draft',
  2: 'Live - External',
  3: 'Live - Internal',
  4: 'Closed',
  5: 'Completed',
  6: 'Matured',
}

export const DRAFT_STAGES: TOpportunityStage[] = [1]
export const LIVE_STAGES: TOpportunityStage[] = [2, 3, 4]
export const EXISTING_STAGES: TOpportunityStage[] = [5, 6]
/** What investors may see in the portal: only opportunities marketed externally (docs/decisions/003). */
export const INVESTOR_VISIBLE_STAGES: TOpportunityStage[] = [2]

export function isOpportunityStage(value: unknown): value is TOpportunityStage {
  return typeof value === 'number' && (OPPORTUNITY_STAGES as number[]).includes(value)
}

/** spec 2.1: stage 1 opens edit, 2-4 live details, 5-6 existing details. */
export function adminPathForOpportunity(opportunity: { id: number | string; stage: number }): string {
  if (opportunity.stage === OPPORTUNITY_STAGE.draft) return `/admin/investments/opportunities/${opportunity.id}/edit`
  if ((LIVE_STAGES as number[]).includes(opportunity.stage)) return `/admin/investments/opportunities/${opportunity.id}/details`
  return `/admin/investments/existing/${opportunity.id}/details`
}
