import type { PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { mayInvestInPortal, mayOnInvestments } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { bankDetailsOf, payInstructions, PAYMENT_METHODS, type TPayAudience } from '@/domain/payments/payments'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import { cardPayments } from '@/lib/payments/configured-provider'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { actsOnInvestment } from '../../money/portal-holders'
import { investmentForPayment, investmentPayments, type TInvestmentForPayment } from '../../money/payment-figures'

/**
 * An investment as the signed-in user may read it for its payments (decision 016): an investor their
 * own (audience portal), staff where spec 6 shows the opportunity's transactions (audience staff).
 * Anything else is not found, as everywhere.
 */
export async function investmentForReader(req: PayloadRequest): Promise<{ investment: TInvestmentForPayment; audience: TPayAudience; tenantId: number }> {
  const user = requireTenantUser(req.user)
  const id = routeRowId(req)
  const tenantId = tenantIdOf(user.tenant)!
  const investment = await investmentForPayment(req.payload, id, tenantId)
  if (!investment) throw new AppError('not_found')
  if (mayInvestInPortal(user.role_id)) {
    // Their own, or one they act on: an organisation's they sign for, an account's they lead, a nominee's they placed (decision 031).
    if (investment.holderId !== user.id && !(await actsOnInvestment(req.payload, user.id, tenantId, investment.id))) throw new AppError('not_found')
    return { investment, audience: 'portal', tenantId }
  }
  if (!mayOnInvestments(user.role_id, investment.stage, 'transactions')) throw new AppError('not_found')
  return { investment, audience: 'staff', tenantId }
}

/**
 * GET /api/investments/{id}/pay-instructions (issue 10 §9): how to pay an investment. The bank
 * transfer's details and reference under the tenant's switches for the reader (investors:
 * hide_bank_details; staff: hide_bank_details_admin; both: hide_payment_reference), the figures from
 * the ledger, and whether card payments are available (with the browser's publishable key).
 */
export const payInstructionsEndpoint = defineEndpoint({
  path: '/:id/pay-instructions',
  method: 'get',
  handler: async (req) => {
    const { investment, audience, tenantId } = await investmentForReader(req)
    const tenant = await tenantById(req.payload, tenantId)
    if (!tenant) throw new AppError('not_found')
    const card = cardPayments()
    return json({
      investment: { id: investment.id, status: investment.status, amount: investment.amount, currency: investment.currency, paid: investment.paid, outstanding: investment.outstanding },
      methods: PAYMENT_METHODS.filter((method) => method === 'bank_transfer' || card.available),
      bankTransfer: payInstructions(featuresOf(tenant), bankDetailsOf(tenant.bankDetails), investment.paymentReference, audience),
      card: card.available ? { available: true, provider: card.provider.name, publishableKey: card.provider.publishableKey } : { available: false, message: card.message },
    })
  },
})

/**
 * GET /api/investments/{id}/payments: the investment's payments (method, state, amount, dates),
 * newest first, with its paid and outstanding amounts from the ledger. Investors their own; staff who
 * may see the opportunity's transactions.
 */
export const investmentPaymentsEndpoint = defineEndpoint({
  path: '/:id/payments',
  method: 'get',
  handler: async (req) => {
    const { investment, tenantId } = await investmentForReader(req)
    const rows = await investmentPayments(req.payload, investment.id, tenantId)
    return json({
      investment: { id: investment.id, status: investment.status, amount: investment.amount, currency: investment.currency, paid: investment.paid, outstanding: investment.outstanding },
      data: rows.map(({ holderName: _name, holderEmail: _email, paymentReference: _reference, ...row }) => row),
    })
  },
})
