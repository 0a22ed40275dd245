import type { Access, Where } from 'payload'

import { isOperator, isTenantUser } from './current-user'
import { sameTenant, tenantRowsIf } from './payload-access'
import { can } from './permissions'
import { ROLE } from './roles'

// Access of rows that link investors to another record of the tenant (organisation members, decision
// 020; investment-method entities, decision 022): they change the record and the investors' records,
// so spec 6's `investors` row governs them.

/** Staff who may show investors read the tenant's links; an investor reads the links that name them (`own`). */
export const readInvestorLinks =
  (own: (investorId: number) => Where): Access =>
  ({ req: { user } }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user)) return false
    if (can(user.role_id, 'investors', 'show')) return sameTenant(user)
    if (user.role_id === ROLE.user) return { and: [sameTenant(user), own(user.id)] }
    return false
  }

/** Adding or removing a link changes the records it joins: investors update. */
export const changeInvestorLinks: Access = (args) => (isTenantUser(args.req.user) && !can(args.req.user.role_id, 'investors', 'update') ? false : tenantRowsIf('investors', 'update')(args))
export const createInvestorLinks: Access = ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, 'investors', 'update'))
