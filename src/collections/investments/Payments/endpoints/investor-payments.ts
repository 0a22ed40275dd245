import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import {
  instalmentAmounts,
  ZBankTransferNoticeInput,
  ZCardPaymentInput,
  ZSinglePaymentInput,
  ZSubscriptionPaymentInput,
  type TCardPaymentInput,
} from '@/domain/payments/payments'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { cardPayments } from '@/lib/payments/configured-provider'
import type { PaymentProvider } from '@/lib/payments/payment-provider'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { lockInvestment, type TLockedInvestment } from '../../money/ledger'
import { actsOnInvestment } from '../../money/portal-holders'
import { createPayment, replacePendingCardPayments, runningPlan } from '../../money/payments'

// The investor's own payments of an investment (issue 10 §9, docs/decisions/016-payments.md): by
// card (spec 7 /api/single-payment, /api/subscription-payment, /api/investments/{id}/stripe) or a
// notice that a bank transfer is on its way. Each runs in one transaction with an Idempotency-Key,
// locks the investment (the ledger says what is outstanding), writes a pending payment and, for a
// card, asks the provider for a payment the investor's browser then confirms; the provider's
// webhook marks it succeeded and writes the ledger entry.

const NOT_YOURS = 'This investment is not yours.'

/** The signed-in investor (card payments and transfer notices are the payer's own); staff are refused. */
function requireInvestor(req: PayloadRequest): TTenantUser {
  const user = requireTenantUser(req.user)
  if (!mayInvestInPortal(user.role_id)) throw new AppError('forbidden', 'Payments are made by the investor, in the portal; staff mark bank transfers received on the transactions tab.')
  return user
}

/** The provider, or a 409 that says card payments are unavailable (no STRIPE_SECRET_KEY or webhook secret). */
function requireCardProvider(): PaymentProvider {
  const card = cardPayments()
  if (!card.available) throw new AppError('conflict', card.message, undefined, {}, { card: 'unavailable' })
  return card.provider
}

/** The investment, locked, when it is the investor's and can take a payment now; its outstanding amount (exact) beside it. */
async function payableInvestment(req: PayloadRequest, user: TTenantUser, investmentId: number): Promise<{ investment: TLockedInvestment; outstanding: bigint }> {
  const investment = await lockInvestment(req, investmentId, tenantIdOf(user.tenant)!)
  if (!investment || (investment.holder !== user.id && !(await actsOnInvestment(req.payload, user.id, tenantIdOf(user.tenant)!, investment.id)))) throw new AppError('not_found', NOT_YOURS)
  if (investment.status === 'cancelled') throw new AppError('conflict', `Investment ${investment.paymentReference} is cancelled: it takes no payment.`)
  const outstanding = BigInt(investment.outstanding.split('.')[0]!)
  if (outstanding <= 0n) throw new AppError('conflict', `Investment ${investment.paymentReference} is paid in full.`)
  return { investment, outstanding }
}

const tooMuch = (investment: TLockedInvestment) => {
  const message = `Only ${formatMoney(Number(investment.outstanding), investment.currency)} is outstanding on ${investment.paymentReference}.`
  return invalid({ amount: [message] }, message)
}

const metadataOf = (investment: TLockedInvestment, paymentId: number, tenant: number, extra: Record<string, string> = {}) => ({
  payment_id: String(paymentId),
  investment_id: String(investment.id),
  tenant_id: String(tenant),
  ...extra,
})

/** One card payment of (part of) what is outstanding: the pending payment, then the provider's, whose client secret the browser confirms. */
async function singleCardPayment(req: PayloadRequest, user: TTenantUser, investmentId: number, input: TCardPaymentInput) {
  const provider = requireCardProvider()
  const tenant = tenantIdOf(user.tenant)!
  return idempotentMoneyWrite(req, user, `card:${investmentId}`, input, async () => {
    const { investment, outstanding } = await payableInvestment(req, user, investmentId)
    const amount = input.amount === undefined ? outstanding : BigInt(input.amount)
    if (amount > outstanding) throw tooMuch(investment)
    if (await runningPlan(req, investment.id)) throw new AppError('conflict', `Investment ${investment.paymentReference} is being paid by monthly card instalments.`)
    await replacePendingCardPayments(req, provider, investment.id, 'Replaced by a newer card payment.')
    const payment = await createPayment(req, { investment, method: 'card', state: 'pending', amount: Number(amount), provider: provider.name, createdBy: user.id, tenant })
    const started = await provider.createSinglePayment({
      amount: Number(amount),
      currency: investment.currency,
      description: `Investment ${investment.paymentReference}`,
      reference: investment.paymentReference,
      customerEmail: user.email,
      metadata: metadataOf(investment, payment.id, tenant),
    })
    await req.payload.update({ collection: 'payments', id: payment.id, data: { providerPaymentId: started.providerPaymentId }, req, overrideAccess: true, depth: 0 })
    return {
      status: 201,
      body: {
        payment: { id: payment.id, state: 'pending', method: 'card', amount: Number(amount), currency: investment.currency },
        provider: provider.name,
        publishableKey: provider.publishableKey,
        clientSecret: started.clientSecret,
      },
    }
  })
}

/**
 * POST /api/investments/{id}/stripe { amount? } (spec 7): the investor pays their investment by
 * card, the amount outstanding when left out. A card payment left unfinished is cancelled with the
 * provider first (one card payment at a time). 201 { payment, provider, publishableKey, clientSecret }.
 */
export const investmentCardPaymentEndpoint = defineEndpoint({
  path: '/:id/stripe',
  method: 'post',
  handler: async (req) => {
    const user = requireInvestor(req)
    const id = routeRowId(req)
    const input = await parseBody(req, ZCardPaymentInput)
    return singleCardPayment(req, user, id, input)
  },
})

/** POST /api/single-payment { investment, amount? } (spec 7): the same one-off card payment, its payable named in the body. */
export const singlePaymentEndpoint = defineEndpoint({
  path: '/single-payment',
  method: 'post',
  handler: async (req) => {
    const user = requireInvestor(req)
    const { investment, ...input } = await parseBody(req, ZSinglePaymentInput)
    return singleCardPayment(req, user, investment, input)
  },
})

/**
 * POST /api/subscription-payment { investment, instalments } (spec 7): the amount outstanding paid by
 * card in 2-24 monthly instalments (a provider subscription that stops after the last one; the first
 * instalment carries the remainder, so they add up exactly). The first instalment is a pending
 * payment the browser confirms; each later one arrives as a webhook and is recorded as a payment of
 * its own with its ledger entry. 201 { payment, plan, provider, publishableKey, clientSecret }.
 * 404 while the tenant's subscriptions_enabled is off (decision 037).
 */
export const subscriptionPaymentEndpoint = defineEndpoint({
  path: '/subscription-payment',
  method: 'post',
  handler: async (req) => {
    const user = requireInvestor(req)
    // Instalment plans are the tenant's subscriptions (decision 037): none while subscriptions_enabled is off.
    const tenantRow = await tenantById(req.payload, tenantIdOf(user.tenant)!)
    if (!tenantRow || !featuresOf(tenantRow).subscriptions_enabled) throw new AppError('not_found')
    const input = await parseBody(req, ZSubscriptionPaymentInput)
    const provider = requireCardProvider()
    const tenant = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `plan:${input.investment}`, input, async () => {
      const { investment, outstanding } = await payableInvestment(req, user, input.investment)
      const split = instalmentAmounts(outstanding, input.instalments)
      if (!split) throw invalid({ instalments: ['Choose fewer instalments: each must be at least one minor unit'] })
      if (await runningPlan(req, investment.id)) throw new AppError('conflict', `Investment ${investment.paymentReference} is already being paid by monthly card instalments.`)
      await replacePendingCardPayments(req, provider, investment.id, 'Replaced by a newer card payment.')
      const note = `Instalment 1 of ${input.instalments}`
      const payment = await createPayment(req, { investment, method: 'card', state: 'pending', amount: Number(split.first), provider: provider.name, note, createdBy: user.id, tenant })
      const name = [user.name, user.surname].filter(Boolean).join(' ') || user.email
      const started = await provider.createSubscriptionPayment({
        firstAmount: Number(split.first),
        instalmentAmount: Number(split.rest),
        instalments: input.instalments,
        currency: investment.currency,
        description: `Investment ${investment.paymentReference} in ${input.instalments} monthly instalments`,
        reference: investment.paymentReference,
        customerEmail: user.email,
        customerName: name,
        metadata: metadataOf(investment, payment.id, tenant, { instalments: String(input.instalments) }),
      })
      await req.payload.update({
        collection: 'payments',
        id: payment.id,
        data: { providerPaymentId: started.providerPaymentId, providerSubscriptionId: started.providerSubscriptionId, providerCustomerId: started.providerCustomerId },
        req,
        overrideAccess: true,
        depth: 0,
      })
      return {
        status: 201,
        body: {
          payment: { id: payment.id, state: 'pending', method: 'card', amount: Number(split.first), currency: investment.currency, note },
          plan: { instalments: input.instalments, firstAmount: split.first.toString(), instalmentAmount: split.rest.toString(), endsAt: started.endsAt },
          provider: provider.name,
          publishableKey: provider.publishableKey,
          clientSecret: started.clientSecret,
        },
      }
    })
  },
})

/**
 * POST /api/investments/{id}/bank-transfer { amount, sentAt?, note? }: the investor says a transfer
 * is on its way. A pending bank-transfer payment, nothing on the ledger: staff settle it when the
 * money arrives (POST /api/investments/{id}/payments with `payment`) or mark it failed. At most the
 * amount outstanding. Idempotency-Key honoured. 201 { payment }.
 */
export const bankTransferNoticeEndpoint = defineEndpoint({
  path: '/:id/bank-transfer',
  method: 'post',
  handler: async (req) => {
    const user = requireInvestor(req)
    const id = routeRowId(req)
    const input = await parseBody(req, ZBankTransferNoticeInput)
    const tenant = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `transfer:${id}`, input, async () => {
      const { investment, outstanding } = await payableInvestment(req, user, id)
      if (BigInt(input.amount) > outstanding) throw tooMuch(investment)
      const sent = input.sentAt ? new Date(input.sentAt).toISOString().slice(0, 10) : null
      const note = [sent ? `Sent ${sent}` : null, input.note ?? null].filter(Boolean).join(': ') || null
      const payment = await createPayment(req, { investment, method: 'bank_transfer', state: 'pending', amount: input.amount, note, createdBy: user.id, tenant })
      return { status: 201, body: { payment: { id: payment.id, state: 'pending', method: 'bank_transfer', amount: input.amount, currency: investment.currency, note } } }
    })
  },
})
