import type { Access, Payload, Where } from 'payload'

import { isOperator, isTenantUser, type TTenantUser } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { anyOf, sameTenant } from '@/access/payload-access'
import { mayOnCompanyPreEmption, preEmptionStagesFor } from '@/access/pre-emption-access'

import { fundsEnabledFor } from '../money/money-access'

/**
 * The staff clause of rounds (prefix '' ) or responses (prefix 'round.'): the rounds of
 * opportunities whose pre-emption tab their role may open (show on investment_opportunity_existing,
 * stages 5-6), and those of companies while the funds area is on and the role may see companies
 * (funds_opportunity show; decision 015 "Subjects: companies").
 */
async function staffRoundRows(payload: Payload, user: TTenantUser, prefix: '' | 'round.'): Promise<Where | false> {
  const stages = preEmptionStagesFor(user.role_id, 'view')
  const companies = mayOnCompanyPreEmption(user.role_id, 'view') && (await fundsEnabledFor(payload, user))
  return anyOf(user, [
    stages.length > 0 && { and: [{ [`${prefix}subjectKind`]: { equals: 'opportunity' } }, { [`${prefix}opportunity.stage`]: { in: stages } }] },
    companies && { [`${prefix}subjectKind`]: { equals: 'company' } },
  ])
}

/**
 * Read access of pre-emption rounds (docs/decisions/015): staff as above; operators all. Investors
 * read no round rows through REST: their own view is a portal call answering only what concerns
 * them. Nobody writes through Payload's REST: the endpoints write with the server's rights after
 * their own checks.
 */
export const readRounds: Access = async ({ req: { user, payload } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user) || mayInvestInPortal(user.role_id)) return false
  return staffRoundRows(payload, user, '')
}

/** Responses: staff as for their round; an investor reads their own; operators all. */
export const readResponses: Access = async ({ req: { user, payload } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { holder: { equals: user.id } }] } satisfies Where
  return staffRoundRows(payload, user, 'round.')
}
