import type { Access, Where } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { investmentStagesFor, mayInvestInPortal } from '@/access/investment-access'
import { sameTenant } from '@/access/payload-access'

/**
 * Read access of investments and ledger entries (decision 012): staff see the rows of opportunities
 * whose transactions their role may see (spec 6 by the opportunity's stage, the Investment Manager's
 * hidden tab included); an investor sees their own rows; operators all. Nobody writes through
 * Payload's REST: the money-moving endpoints write with the server's rights after their own checks.
 */
export const readMoneyRows: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { holder: { equals: user.id } }] } satisfies Where
  const stages = investmentStagesFor(user.role_id, 'transactions')
  if (stages.length === 0) return false
  return { and: [sameTenant(user), { 'opportunity.stage': { in: stages } }] } satisfies Where
}

export const nobody: Access = () => false
