import Stripe from 'stripe'

import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type TProviderEvent,
  type TProviderPaymentReference,
  type TRefundRequest,
  type TRefundStarted,
  type TSinglePaymentRequest,
  type TSinglePaymentStarted,
  type TSubscriptionPaymentRequest,
  type TSubscriptionPaymentStarted,
} from './payment-provider'

// The Stripe implementation of PaymentProvider (docs/decisions/016-payments.md), with the `stripe`
// package: a PaymentIntent per single payment; a customer, a product and a monthly subscription
// (ending after its last instalment) per instalment plan; signed webhook events read into our
// TProviderEvent. STRIPE_API_URL points the client at another server (the test harness's fake).

export type TStripeSettings = {
  secretKey: string
  webhookSecret: string
  publishableKey: string | null
  /** http(s)://host:port of a Stripe-compatible API (tests); null for Stripe itself. */
  apiUrl: string | null
}

const DAY_MS = 86_400_000

/** The moment a monthly plan started now stops charging: just after its last instalment (instalment n falls n-1 months after the first). */
export function planEndsAt(startMs: number, instalments: number): number {
  const start = new Date(startMs)
  const last = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + instalments - 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds())
  return last + DAY_MS
}

const isoOf = (seconds: number | null | undefined, fallbackSeconds: number) => new Date((seconds ?? fallbackSeconds) * 1000).toISOString()

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id)

/** Stripe's own refusal of a request, or no answer at all: one error of ours, with Stripe's message kept for the log. */
function providerError(error: unknown, doing: string): PaymentProviderError {
  const detail = error instanceof Error ? error.message : String(error)
  return new PaymentProviderError(`Stripe refused or did not answer while ${doing}: ${detail}`, error)
}

export function stripeProvider(settings: TStripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'invest-platform' },
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'http:' ? 80 : 443), protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const) } : {}),
  })

  /**
   * Where a payment stands with Stripe: `underway` once the money is being or has been taken (a
   * PaymentIntent processing or succeeded; a plan whose first invoice is paid, after which the plan
   * runs by itself), `ended` when nothing more can happen (cancelled, or nothing to ask about), else `open`.
   */
  async function stateOf({ providerPaymentId, providerSubscriptionId }: TProviderPaymentReference): Promise<'underway' | 'open' | 'ended'> {
    if (providerSubscriptionId) {
      if (providerPaymentId && (await stripe.invoices.retrieve(providerPaymentId)).status === 'paid') return 'underway'
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId)
      return subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? 'ended' : 'open'
    }
    if (!providerPaymentId) return 'ended'
    const intent = await stripe.paymentIntents.retrieve(providerPaymentId)
    if (intent.status === 'succeeded' || intent.status === 'processing') return 'underway'
    return intent.status === 'canceled' ? 'ended' : 'open'
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createSinglePayment(request: TSinglePaymentRequest): Promise<TSinglePaymentStarted> {
      let intent: Stripe.PaymentIntent
      try {
        intent = await stripe.paymentIntents.create({
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          description: request.description,
          receipt_email: request.customerEmail,
          metadata: { ...request.metadata, reference: request.reference },
        })
      } catch (error) {
        throw providerError(error, 'creating a card payment')
      }
      if (!intent.client_secret) throw new PaymentProviderError(`Stripe answered PaymentIntent ${intent.id} without a client secret`)
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret }
    },

    async createSubscriptionPayment(request: TSubscriptionPaymentRequest): Promise<TSubscriptionPaymentStarted> {
      const currency = request.currency.toLowerCase()
      const metadata = { ...request.metadata, reference: request.reference }
      const endsAt = planEndsAt(Date.now(), request.instalments)
      let subscription: Stripe.Subscription
      try {
        const customer = await stripe.customers.create({ email: request.customerEmail, name: request.customerName, metadata })
        const product = await stripe.products.create({ name: request.description, metadata })
        const remainder = request.firstAmount - request.instalmentAmount
        subscription = await stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price_data: { currency, product: product.id, unit_amount: request.instalmentAmount, recurring: { interval: 'month' } } }],
          // The first instalment carries the remainder of the split, so the plan adds up to the amount exactly.
          ...(remainder > 0 ? { add_invoice_items: [{ price_data: { currency, product: product.id, unit_amount: remainder } }] } : {}),
          cancel_at: Math.floor(endsAt / 1000),
          proration_behavior: 'none',
          payment_behavior: 'default_incomplete',
          payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
          metadata,
          expand: ['latest_invoice.confirmation_secret'],
        })
      } catch (error) {
        throw providerError(error, 'creating an instalment plan')
      }
      const invoice = subscription.latest_invoice
      const clientSecret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null
      if (!invoice || typeof invoice !== 'object' || !clientSecret) throw new PaymentProviderError(`Stripe answered subscription ${subscription.id} without its first invoice's confirmation secret`)
      return {
        providerSubscriptionId: subscription.id,
        providerCustomerId: idOf(subscription.customer)!,
        providerPaymentId: invoice.id!,
        clientSecret,
        endsAt: new Date(endsAt).toISOString(),
      }
    },

    async paymentUnderway(reference: TProviderPaymentReference): Promise<boolean> {
      try {
        return (await stateOf(reference)) === 'underway'
      } catch (error) {
        throw providerError(error, 'reading a card payment')
      }
    },

    async cancelPayment(reference: TProviderPaymentReference): Promise<'cancelled' | 'too-late'> {
      const { providerPaymentId, providerSubscriptionId } = reference
      try {
        const state = await stateOf(reference)
        if (state === 'underway') return 'too-late'
        if (state === 'open' && providerSubscriptionId) await stripe.subscriptions.cancel(providerSubscriptionId)
        else if (state === 'open' && providerPaymentId) await stripe.paymentIntents.cancel(providerPaymentId)
        return 'cancelled'
      } catch (error) {
        throw providerError(error, 'cancelling a card payment')
      }
    },

    async refundPayment(request: TRefundRequest): Promise<TRefundStarted> {
      let refund: Stripe.Refund
      try {
        // A plan's instalment is an invoice: Stripe refunds the PaymentIntent that paid it.
        let intent = request.providerPaymentId
        if (intent.startsWith('in_')) {
          const invoice = await stripe.invoices.retrieve(intent, { expand: ['payments'] })
          const paid = invoice.payments?.data.find((row) => row.payment.type === 'payment_intent' && row.payment.payment_intent)
          const found = idOf(paid?.payment.payment_intent)
          if (!found) throw new PaymentProviderError(`Stripe invoice ${intent} has no PaymentIntent to refund`)
          intent = found
        }
        refund = await stripe.refunds.create(
          { payment_intent: intent, amount: request.amount, reason: 'requested_by_customer', metadata: request.metadata },
          { idempotencyKey: request.idempotencyKey },
        )
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error
        throw providerError(error, 'refunding a card payment')
      }
      if (refund.status === 'failed' || refund.status === 'canceled') throw new PaymentProviderError(`Stripe refund ${refund.id} ended ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`)
      if (refund.currency && refund.currency.toUpperCase() !== request.currency.toUpperCase()) throw new PaymentProviderError(`Stripe refund ${refund.id} is in ${refund.currency}, not ${request.currency}`)
      return { providerRefundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' }
    },

    parseWebhook(rawBody: string, signature: string | null): TProviderEvent {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret)
      } catch {
        throw new WebhookSignatureError()
      }
      const at = (seconds?: number | null) => isoOf(seconds, event.created)
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const intent = event.data.object
          return { kind: 'payment_succeeded', eventId: event.id, providerPaymentId: intent.id, subscriptionId: null, amount: intent.amount_received, currency: intent.currency.toUpperCase(), occurredAt: at(), metadata: intent.metadata ?? {} }
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object
          return { kind: 'payment_failed', eventId: event.id, providerPaymentId: intent.id, subscriptionId: null, amount: intent.amount, reason: intent.last_payment_error?.message ?? 'The card payment failed.', occurredAt: at(), metadata: intent.metadata ?? {} }
        }
        case 'invoice.paid': {
          const invoice = event.data.object
          const details = invoice.parent?.subscription_details
          const subscriptionId = idOf(details?.subscription)
          if (!subscriptionId || !invoice.id) return { kind: 'ignored', eventId: event.id, type: event.type }
          return { kind: 'payment_succeeded', eventId: event.id, providerPaymentId: invoice.id, subscriptionId, amount: invoice.amount_paid, currency: invoice.currency.toUpperCase(), occurredAt: at(invoice.status_transitions?.paid_at), metadata: details?.metadata ?? {} }
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object
          const details = invoice.parent?.subscription_details
          const subscriptionId = idOf(details?.subscription)
          if (!subscriptionId || !invoice.id) return { kind: 'ignored', eventId: event.id, type: event.type }
          return { kind: 'payment_failed', eventId: event.id, providerPaymentId: invoice.id, subscriptionId, amount: invoice.amount_due, reason: 'The instalment could not be charged to the card.', occurredAt: at(), metadata: details?.metadata ?? {} }
        }
        case 'charge.refunded': {
          const charge = event.data.object
          const intent = idOf(charge.payment_intent)
          if (!intent) return { kind: 'ignored', eventId: event.id, type: event.type }
          return { kind: 'payment_refunded', eventId: event.id, providerPaymentId: intent, amountRefunded: charge.amount_refunded, amount: charge.amount, occurredAt: at() }
        }
        default:
          return { kind: 'ignored', eventId: event.id, type: event.type }
      }
    },
  }
}
