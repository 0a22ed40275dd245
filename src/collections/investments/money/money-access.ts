import type { Access, Payload, Where } from 'payload'

import { isOperator, isTenantUser, type TTenantUser } from '@/access/current-user'
import { cashCallStagesFor, investmentStagesFor, mayInvestInPortal, mayOnCashCalls, mayOnCompanyInvestments, mayOnFundInvestments } from '@/access/investment-access'
import { anyOf, sameTenant } from '@/access/payload-access'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

/**
 * Read access of investments and ledger entries (decisions 012, 014): staff see the rows of
 * opportunities whose transactions their role may see (spec 6 by the opportunity's stage, the
 * Investment Manager's hidden tab included), and while the tenant's funds_enabled switch is on the
 * rows of funds (`funds` show) and companies (`funds_opportunity` show); an investor sees their own
 * rows; operators all. Nobody writes through Payload's REST: the money-moving endpoints write with
 * the server's rights after their own checks. `subjectKindField` is where a row says its subject's
 * kind: its own `subjectKind`, or for a payment its investment's (decision 016).
 */
const moneyRowsAccess =
  (subjectKindField: string): Access =>
  async ({ req: { user, payload } }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user)) return false
    if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { holder: { equals: user.id } }] } satisfies Where
    const stages = investmentStagesFor(user.role_id, 'transactions')
    const onFunds = mayOnFundInvestments(user.role_id, 'transactions')
    const onCompanies = mayOnCompanyInvestments(user.role_id, 'transactions')
    const fundsEnabled = (onFunds || onCompanies) && (await fundsEnabledFor(payload, user))
    return anyOf(user, [
      stages.length > 0 && { 'opportunity.stage': { in: stages } },
      fundsEnabled && onFunds && { [subjectKindField]: { equals: 'fund' } },
      fundsEnabled && onCompanies && { [subjectKindField]: { equals: 'company' } },
    ])
  }

export const readMoneyRows = moneyRowsAccess('subjectKind')

/** Payments carry their payable, not a subject: a fund's or company's payment is read by its investment's subject. */
export const readPaymentRows = moneyRowsAccess('investment.subjectKind')

export const nobody: Access = () => false

/** Staff's cash-call rows (calls and lines alike carry their subject): opportunities at the stages whose cash calls they may see, and funds with `funds` show while the area is on. */
async function staffCashCallRows(payload: Payload, user: TTenantUser): Promise<Where | false> {
  const stages = cashCallStagesFor(user.role_id, 'view')
  const onFunds = mayOnCashCalls(user.role_id, { kind: 'fund' }, 'view') && (await fundsEnabledFor(payload, user))
  return anyOf(user, [stages.length > 0 && { and: [{ subjectKind: { equals: 'opportunity' } }, { 'opportunity.stage': { in: stages } }] }, onFunds && { subjectKind: { equals: 'fund' } }])
}

/** Read access of cash calls (decision 014): staff as above; investors read their lines, not the calls; operators all. */
export const readCashCallRows: Access = async ({ req: { user, payload } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user) || mayInvestInPortal(user.role_id)) return false
  return staffCashCallRows(payload, user)
}

/** Read access of cash-call lines: staff as for the calls; an investor their own lines (what they are asked to pay). */
export const readCashCallLineRows: Access = async ({ req: { user, payload } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { holder: { equals: user.id } }] } satisfies Where
  return staffCashCallRows(payload, user)
}

/** Whether the user's tenant has its funds area on (funds and companies as subjects need it; decision 013). */
export async function fundsEnabledFor(payload: Payload, user: TTenantUser): Promise<boolean> {
  return fundsEnabledForTenant(payload, user.tenant)
}

/** Whether a tenant (its id, from the session) has its funds area on. */
export async function fundsEnabledForTenant(payload: Payload, tenantId: TTenantUser['tenant']): Promise<boolean> {
  const tenant = await tenantById(payload, tenantId)
  return tenant !== null && featuresOf(tenant).funds_enabled
}
