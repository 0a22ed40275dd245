import { hasInvestments } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { deleteRightOn, permittedMoves, stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { moveNeedsNoInvestments, SAFELY_DELETABLE_STAGES } from '@/domain/investments/stage-moves'
import { isOpportunityStage, OPPORTUNITY_STAGE } from '@/domain/investments/stages'

import { OPPORTUNITY_GROUPS } from './opportunity-groups'
import type { TSignedInContext } from './opportunity-queries'

export type TOpportunityMoveAction = { to: number; label: string; consequence: string }

/** What the lifecycle buttons of one opportunity may offer this user: decided on the server, never in the browser. */
export type TOpportunityActions = {
  opportunity: { id: number; title: string; stage: number }
  moves: TOpportunityMoveAction[]
  canClone: boolean
  /** 'safe': a plain delete; 'unsafe': Support's delete_unsafe of a row plain delete may not remove (typed confirmation). */
  deletion: 'safe' | 'unsafe' | null
  /** Where to go once the opportunity is deleted: the list it was in. */
  listPath: string
}

/** The actions of `opportunity` for the signed-in user, from the same rules the endpoints enforce (stage-access.ts). */
export async function opportunityActionsFor(ctx: TSignedInContext, opportunity: { id: number; title: string; stage: number }): Promise<TOpportunityActions> {
  const { user, payload } = ctx
  let moves = permittedMoves(user, opportunity.stage)
  const deleteRight = deleteRightOn(user, opportunity.stage)
  const needsInvestmentCheck = moves.some(moveNeedsNoInvestments) || deleteRight !== null
  const invested = needsInvestmentCheck ? await hasInvestments(payload, opportunity.id) : false
  if (invested) moves = moves.filter((move) => !moveNeedsNoInvestments(move))
  const safeStage = isOpportunityStage(opportunity.stage) && SAFELY_DELETABLE_STAGES.includes(opportunity.stage)
  const deletion = deleteRight === 'safe' ? (invested ? null : 'safe') : deleteRight === 'unsafe' ? (safeStage && !invested ? 'safe' : 'unsafe') : null
  const group = Object.values(OPPORTUNITY_GROUPS).find((candidate) => (candidate.stages as number[]).includes(opportunity.stage)) ?? OPPORTUNITY_GROUPS.live
  return {
    opportunity: { id: opportunity.id, title: opportunity.title, stage: opportunity.stage },
    moves: moves.map(({ to, label, consequence }) => ({ to, label, consequence })),
    canClone: stagesFor(user, 'create').includes(OPPORTUNITY_STAGE.draft),
    deletion,
    listPath: group.listPath,
  }
}
