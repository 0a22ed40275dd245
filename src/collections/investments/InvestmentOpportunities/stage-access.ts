import type { Where } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { can, type TAction } from '@/access/permissions'
import { allowedMoves, SAFELY_DELETABLE_STAGES, type TStageMove } from '@/domain/investments/stage-moves'
import { DRAFT_STAGES, EXISTING_STAGES, INVESTOR_VISIBLE_STAGES, isOpportunityStage, LIVE_STAGES, type TOpportunityStage } from '@/domain/investments/stages'

type TStageAction = 'read' | 'update' | 'delete' | 'create'
type TOpportunityResource = 'investment_opportunity_live' | 'investment_opportunity_existing'

const READ: TAction[] = ['index', 'show']

/** The permission resource of a stage (spec 6): drafts and live stages are live opportunities, 5-6 existing ones. */
export const resourceOfStage = (stage: TOpportunityStage): TOpportunityResource =>
  (EXISTING_STAGES as number[]).includes(stage) ? 'investment_opportunity_existing' : 'investment_opportunity_live'

/**
 * Which stages a role may act on: live stages through investment_opportunity_live, existing
 * stages through investment_opportunity_existing, drafts for whoever may create or edit live
 * opportunities (each write needing that action on live ones), and investors only what is marketed to them.
 * 'delete' is either right of spec 6 (delete or delete_unsafe); which rows each reaches is
 * deleteRightOn's and the collection's beforeDelete hook's business.
 */
export function stagesFor(user: TTenantUser, action: TStageAction): TOpportunityStage[] {
  const role = user.role_id
  const holdsOn = (resource: TOpportunityResource, write: Exclude<TStageAction, 'read'>) =>
    write === 'delete' ? can(role, resource, 'delete') || can(role, resource, 'delete_unsafe') : can(role, resource, write)
  const holds = (resource: TOpportunityResource) => (action === 'read' ? READ.some((a) => can(role, resource, a)) : holdsOn(resource, action))
  const stages: TOpportunityStage[] = []
  if (holds('investment_opportunity_live')) stages.push(...LIVE_STAGES)
  if (holds('investment_opportunity_existing')) stages.push(...EXISTING_STAGES)
  // Drafts are prepared by whoever may create or edit live opportunities; each write still needs its own action.
  const draftAllowed =
    action === 'read'
      ? can(role, 'investment_opportunity_live', 'create') || can(role, 'investment_opportunity_live', 'update')
      : holdsOn('investment_opportunity_live', action)
  if (draftAllowed) stages.push(...DRAFT_STAGES)
  if (action === 'read' && can(role, 'portal_investments', 'index')) stages.push(...INVESTOR_VISIBLE_STAGES)
  return [...new Set(stages)].sort()
}

export function stageWhere(user: TTenantUser, action: TStageAction): Where | false {
  const stages = stagesFor(user, action)
  return stages.length === 0 ? false : { and: [{ tenant: { equals: user.tenant } }, { stage: { in: stages } }] }
}

/** A stage move needs the update right on both the stage it leaves and the stage it enters (issue 9 §5). */
export function mayMoveBetween(user: TTenantUser, from: number, to: number): boolean {
  const updatable = stagesFor(user, 'update') as number[]
  return updatable.includes(from) && updatable.includes(to)
}

/** The moves out of `from` this user's role may make (the table of stage-moves.ts, filtered by rights). */
export const permittedMoves = (user: TTenantUser, from: number): TStageMove[] => allowedMoves(from).filter((move) => mayMoveBetween(user, move.from, move.to))

/**
 * spec 6 for one row (docs/decisions/010): `delete_unsafe` removes an opportunity at any stage,
 * even one with investments, with its dependent rows; plain `delete` only a draft or open live
 * opportunity (stages 1-3) nobody has invested in. null: neither.
 */
export function deleteRightOn(user: TTenantUser, stage: number): 'unsafe' | 'safe' | null {
  if (!isOpportunityStage(stage)) return null
  const resource = resourceOfStage(stage)
  if (can(user.role_id, resource, 'delete_unsafe')) return 'unsafe'
  if (can(user.role_id, resource, 'delete') && SAFELY_DELETABLE_STAGES.includes(stage)) return 'safe'
  return null
}
