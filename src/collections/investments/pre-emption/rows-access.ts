import type { Access, Where } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { sameTenant } from '@/access/payload-access'
import { preEmptionStagesFor } from '@/access/pre-emption-access'

/**
 * Read access of pre-emption rounds (docs/decisions/015): staff see the rounds of opportunities
 * whose pre-emption tab their role may open (show on investment_opportunity_existing, stages 5-6);
 * operators all. Investors read no round rows through REST: their own view will be a portal call
 * answering only what concerns them. Nobody writes through Payload's REST: the endpoints write with
 * the server's rights after their own checks.
 */
export const readRounds: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  const stages = preEmptionStagesFor(user.role_id, 'view')
  if (stages.length === 0) return false
  return { and: [sameTenant(user), { subjectKind: { equals: 'opportunity' } }, { 'opportunity.stage': { in: stages } }] } satisfies Where
}

/** Responses: staff as for their round; an investor reads their own; operators all. */
export const readResponses: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { holder: { equals: user.id } }] } satisfies Where
  const stages = preEmptionStagesFor(user.role_id, 'view')
  if (stages.length === 0) return false
  return { and: [sameTenant(user), { 'round.subjectKind': { equals: 'opportunity' } }, { 'round.opportunity.stage': { in: stages } }] } satisfies Where
}
