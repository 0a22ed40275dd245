import { APIError, ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, type Validate } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { CREATABLE_STAGES, PUBLISHED_STAGES, publishingProblems, SAFELY_DELETABLE_STAGES } from '@/domain/investments/stage-moves'
import { isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'

import { deleteOpportunityDependants, hasInvestments } from '../money-model-seam'
import { deleteRightOn, stagesFor } from '../stage-access'

// The lifecycle rules of issue 9 §5 that hold for every write by a tenant user, REST and Local API
// alike (docs/decisions/010). Operators in /cms and server code without a user (seed, fixtures)
// are trusted and not held to them.

const COLLECTION = 'investment-opportunities'

/**
 * Set in req.context by the stage action (endpoints/move-stage.ts) around its own update: the only
 * write of a tenant user that may change `stage`. Server-side only; no request can set it.
 */
export const STAGE_MOVE_CONTEXT = 'opportunityStageMove'

export const FREE_STAGE_CHANGE_MESSAGE =
  'The stage is not edited directly: use the stage actions on the opportunity (POST /api/investment-opportunities/{id}/stage with { "to": stage }).'

/**
 * beforeChange: an update may not change the stage (that is a move, with its own checks); creating
 * or moving into a stage needs the right to act on that stage.
 */
export const enforceStageRules: CollectionBeforeChangeHook = ({ data, req, operation, originalDoc, context }) => {
  if (!isTenantUser(req.user)) return data
  if (operation === 'update' && data.stage !== undefined && data.stage !== originalDoc?.stage && context[STAGE_MOVE_CONTEXT] !== true) {
    throw new ValidationError({ collection: COLLECTION, errors: [{ path: 'stage', message: FREE_STAGE_CHANGE_MESSAGE }] })
  }
  const action = operation === 'create' ? 'create' : 'update'
  // An invalid stage is the field validator's to report.
  if (isOpportunityStage(data.stage) && !stagesFor(req.user, action).includes(data.stage)) {
    throw new APIError(`Your role may not ${action} opportunities in stage ${data.stage}`, 403, null, true)
  }
  return data
}

const isCreateByTenantUser = (operation: string | undefined, req: PayloadRequest) => operation === 'create' && isTenantUser(req.user)

/** The stage field: a new opportunity starts as a draft or live (1-3); later stages are reached by moves. */
export const validateStage: Validate<number> = (value, { operation, req }) => {
  if (!isOpportunityStage(value)) return `Stage must be one of 1, 2, 3, 4, 5, 6`
  if (isCreateByTenantUser(operation, req) && !CREATABLE_STAGES.includes(value)) {
    return `A new opportunity starts as ${CREATABLE_STAGES.map((stage) => STAGE_LABEL[stage]).join(', ')}; it becomes ${STAGE_LABEL[value]} through its stage actions`
  }
  return true
}

/**
 * Creating straight into a live stage (2, 3) is publishing at once: the same requirements as the
 * move (publishingProblems), reported on the field they concern.
 */
export const publishingRequirement =
  (field: 'targetAmount' | 'closesAt'): Validate =>
  (value, { operation, req, siblingData }) => {
    const stage = (siblingData as { stage?: unknown }).stage
    if (!isCreateByTenantUser(operation, req) || !isOpportunityStage(stage) || !PUBLISHED_STAGES.includes(stage)) return true
    const problems = publishingProblems({ [field]: value } as never)
    return problems[field] ?? true
  }

/**
 * beforeDelete (REST DELETE and Local API as a user): spec 6 `delete` reaches drafts and open live
 * opportunities nobody has invested in; `delete_unsafe` any stage, removing the dependants first.
 * The access rule has already limited the rows to the user's tenant and the stages of either right.
 */
export const enforceDeleteRules: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!isTenantUser(req.user)) return
  const opportunityId = Number(id)
  const row = await req.payload.db.findOne<{ id: number; stage: number }>({ collection: COLLECTION, where: { id: { equals: opportunityId } }, req })
  if (!row) return
  const right = deleteRightOn(req.user, row.stage)
  if (right === 'unsafe') {
    await deleteOpportunityDependants(req.payload, opportunityId, req)
    return
  }
  const label = isOpportunityStage(row.stage) ? STAGE_LABEL[row.stage] : `stage ${row.stage}`
  if (right !== 'safe') {
    throw new APIError(
      `A ${label} opportunity cannot be deleted: only drafts and open live opportunities (${SAFELY_DELETABLE_STAGES.map((stage) => STAGE_LABEL[stage]).join(', ')}) can. Support can remove it with an unsafe delete.`,
      403,
      null,
      true,
    )
  }
  if (await hasInvestments(req.payload, opportunityId, req)) {
    throw new APIError('People have invested in this opportunity, so it cannot be deleted. Support can remove it with an unsafe delete.', 409, null, true)
  }
}
