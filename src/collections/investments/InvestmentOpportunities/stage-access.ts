import type { Where } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can, type TAction } from '@/access/permissions'
import { DRAFT_STAGES, EXISTING_STAGES, INVESTOR_VISIBLE_STAGES, LIVE_STAGES, type TOpportunityStage } from '@/domain/investments/stages'

type TStageAction = 'read' | 'update' | 'delete' | 'create'

const READ: TAction[] = ['index', 'show']

/**
 * Which stages a role may act on: live stages through investment_opportunity_live, existing
 * stages through investment_opportunity_existing, drafts for whoever may create or edit live
 * opportunities (each write needing that action on live ones), and investors only what is marketed to them.
 */
export function stagesFor(user: TTenantUser, action: TStageAction): TOpportunityStage[] {
  const role = user.role_id
  const holds = (resource: 'investment_opportunity_live' | 'investment_opportunity_existing') =>
    action === 'read' ? READ.some((a) => can(role, resource, a)) : can(role, resource, action)
  const stages: TOpportunityStage[] = []
  if (holds('investment_opportunity_live')) stages.push(...LIVE_STAGES)
  if (holds('investment_opportunity_existing')) stages.push(...EXISTING_STAGES)
  // Drafts are prepared by whoever may create or edit live opportunities; each write still needs its own action.
  const draftAllowed =
    action === 'read'
      ? can(role, 'investment_opportunity_live', 'create') || can(role, 'investment_opportunity_live', 'update')
      : can(role, 'investment_opportunity_live', action)
  if (draftAllowed) stages.push(...DRAFT_STAGES)
  if (action === 'read' && can(role, 'portal_investments', 'index')) stages.push(...INVESTOR_VISIBLE_STAGES)
  return [...new Set(stages)].sort()
}

export function stageWhere(user: TTenantUser, action: TStageAction): Where | false {
  const stages = stagesFor(user, action)
  return stages.length === 0 ? false : { and: [{ tenant: { equals: user.tenant } }, { stage: { in: stages } }] }
}
