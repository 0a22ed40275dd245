import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { moveNeedsNoInvestments, PUBLISHED_STAGES, publishingProblems, refusedMoveMessage, stageMove } from '@/domain/investments/stage-moves'
import { adminPathForOpportunity, isOpportunityStage, OPPORTUNITY_STAGES, STAGE_LABEL } from '@/domain/investments/stages'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

import { STAGE_MOVE_CONTEXT } from '../hooks/stage-rules'
import { hasInvestments } from '../money-model-seam'
import { stagesFor } from '../stage-access'

const COLLECTION = 'investment-opportunities'

const stageNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).refine(isOpportunityStage, message),
  )

const STAGE_CHOICE = `Choose a stage from ${OPPORTUNITY_STAGES[0]} to ${OPPORTUNITY_STAGES[OPPORTUNITY_STAGES.length - 1]}`

/**
 * The body of a move: the stage to move to and, optionally, the stage the client saw (a move from
 * a stage the opportunity has meanwhile left is refused, 409, rather than applied from elsewhere).
 */
export const ZMoveStageInput = z.object({
  to: stageNumber(STAGE_CHOICE),
  from: stageNumber(STAGE_CHOICE).optional(),
})

export type TMoveStageInput = z.infer<typeof ZMoveStageInput>


const stageName = (stage: number) => (isOpportunityStage(stage) ? STAGE_LABEL[stage] : `stage ${stage}`)

/**
 * POST /api/investment-opportunities/{id}/stage { to, from? } (issue 9 §5): one move of the table
 * in domain/investments/stage-moves.ts. In one transaction the row is locked (FOR UPDATE), so of
 * two concurrent moves the second sees the first's stage and is judged from there.
 */
export const moveStageEndpoint = defineEndpoint({
  path: '/:id/stage',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const updatable = stagesFor(user, 'update') as number[]
    if (updatable.length === 0) throw new AppError('forbidden', 'Your role may not change the stage of opportunities.')
    const input = await parseBody(req, ZMoveStageInput)
    const moved = await inTransaction(req, async () => {
      // Read as the user: a row of another tenant, or of a stage the role may not see, is not found.
      const { docs } = await req.payload.find({
        collection: COLLECTION,
        where: { id: { equals: id } },
        overrideAccess: false,
        user,
        req,
        depth: 0,
        limit: 1,
        pagination: false,
        select: { title: true, stage: true },
      })
      if (!docs[0]) throw new AppError('not_found')
      // The row's stage as of now, held until commit: a concurrent move waits here.
      const [locked] = await queryInTransaction<{ stage: number }>(
        req,
        sql`SELECT stage::int AS stage FROM investment_opportunities WHERE id = ${id} AND tenant_id = ${tenantIdOf(user.tenant)} FOR UPDATE`,
      )
      if (!locked) throw new AppError('not_found')
      const from = locked.stage
      const to = input.to
      if (!updatable.includes(from)) throw new AppError('forbidden', `Your role may not change the stage of a ${stageName(from)} opportunity.`)
      if (input.from !== undefined && input.from !== from) {
        throw new AppError('conflict', `This opportunity is ${stageName(from)} now, not ${stageName(input.from)}: reload it to see what it can do.`)
      }
      const move = stageMove(from, to)
      if (!move) throw invalid({ to: [refusedMoveMessage(from, to)] }, refusedMoveMessage(from, to))
      if (!updatable.includes(to)) throw new AppError('forbidden', `Your role may not move opportunities to ${stageName(to)}.`)
      if ((PUBLISHED_STAGES as number[]).includes(to)) {
        const current = await req.payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, req })
        const problems = publishingProblems(current)
        const fields = Object.keys(problems)
        if (fields.length) {
          throw invalid(Object.fromEntries(fields.map((field) => [field, [problems[field]]])), `Complete the opportunity before it goes live: ${Object.values(problems).join('; ')}.`)
        }
      }
      if (moveNeedsNoInvestments(move) && (await hasInvestments(req.payload, id, req))) {
        throw new AppError('conflict', `People have invested in this opportunity, so it cannot go back to ${stageName(to)}.`)
      }
      try {
        const updated = await req.payload.update({
          collection: COLLECTION,
          id,
          data: { stage: to },
          overrideAccess: false,
          user,
          req,
          depth: 0,
          context: { [STAGE_MOVE_CONTEXT]: true },
        })
        // The trail records the move as a 'stage-change' from the collection's own hook, in this transaction.
        return updated
      } finally {
        // The flag lives on this request's context: nothing after the move may reuse it.
        delete req.context[STAGE_MOVE_CONTEXT]
      }
    })
    return json({
      message: `${moved.title} is ${stageName(moved.stage)} now.`,
      doc: { id: moved.id, title: moved.title, slug: moved.slug, stage: moved.stage },
      path: adminPathForOpportunity(moved),
    })
  },
})
