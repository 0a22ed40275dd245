import { AppError } from '@/lib/app-error'

// Card payments behind one interface (issue 10 §9, docs/decisions/016-payments.md). The endpoints
// and the webhook speak only these types; src/lib/payments/stripe-provider.ts is the one
// implementation today. Amounts are integer minor units with an ISO currency, as everywhere.

export type TSinglePaymentRequest = {
  amount: number
  currency: string
  /** What the investor sees on the provider's pages and statement descriptions. */
  description: string
  /** The payable's own reference (an investment's payment reference). */
  reference: string
  customerEmail: string
  /** Our ids, echoed back by the provider in its events (strings only). */
  metadata: Record<string, string>
}

export type TSinglePaymentStarted = {
  /** The provider's id of the payment whose success its events report (a Stripe PaymentIntent). */
  providerPaymentId: string
  /** Handed to the investor's browser to confirm the payment with the provider's script. */
  clientSecret: string
}

export type TSubscriptionPaymentRequest = {
  /** The first instalment (it carries the remainder, so the plan adds up exactly) and each later one. */
  firstAmount: number
  instalmentAmount: number
  instalments: number
  currency: string
  description: string
  reference: string
  customerEmail: string
  customerName: string
  metadata: Record<string, string>
}

export type TSubscriptionPaymentStarted = {
  providerSubscriptionId: string
  providerCustomerId: string
  /** The provider's id of the first instalment (a Stripe invoice), whose success its events report. */
  providerPaymentId: string
  clientSecret: string
  /** When the plan stops charging (after the last instalment). */
  endsAt: string
}

export type TRefundRequest = {
  /** The provider's id of the payment to refund (a PaymentIntent, or a plan's invoice). */
  providerPaymentId: string
  /** Minor units to give back: all or part of what is left of the payment. */
  amount: number
  currency: string
  /** Sent with the request so a retry after a lost answer refunds once (the provider keeps it for a day). */
  idempotencyKey: string
  metadata: Record<string, string>
}

export type TRefundStarted = {
  /** The provider's id of the refund. */
  providerRefundId: string
  /** Succeeded, or still being processed by the card network (the money is on its way either way). */
  status: 'succeeded' | 'pending'
}

/** A payment as the provider knows it: a single payment's id, or a plan's subscription and its first instalment. */
export type TProviderPaymentReference = { providerPaymentId: string | null; providerSubscriptionId: string | null }

/** What a verified webhook event means for us; anything else is `ignored`. */
export type TProviderEvent =
  | { kind: 'payment_succeeded'; eventId: string; providerPaymentId: string; subscriptionId: string | null; amount: number; currency: string; occurredAt: string; metadata: Record<string, string> }
  | { kind: 'payment_failed'; eventId: string; providerPaymentId: string; subscriptionId: string | null; amount: number; reason: string; occurredAt: string; metadata: Record<string, string> }
  | { kind: 'payment_refunded'; eventId: string; providerPaymentId: string; amountRefunded: number; amount: number; occurredAt: string }
  | { kind: 'ignored'; eventId: string; type: string }

export interface PaymentProvider {
  readonly name: 'stripe'
  /** The key the investor's browser needs to confirm a payment (public by design); null when not configured. */
  readonly publishableKey: string | null
  createSinglePayment(request: TSinglePaymentRequest): Promise<TSinglePaymentStarted>
  createSubscriptionPayment(request: TSubscriptionPaymentRequest): Promise<TSubscriptionPaymentStarted>
  /**
   * Whether the provider is taking, or has taken, the money of a payment we still hold pending (its
   * webhook not yet received): the investor confirmed it, so it must not be offered again.
   */
  paymentUnderway(reference: TProviderPaymentReference): Promise<boolean>
  /**
   * Stops a payment that has not succeeded (a single payment, or a subscription and its open first
   * instalment). 'too-late' when the provider has already taken or is taking the money.
   */
  cancelPayment(reference: TProviderPaymentReference): Promise<'cancelled' | 'too-late'>
  /**
   * Gives back all or part of a payment that succeeded (decision 018). Throws PaymentProviderError
   * when the provider refuses or fails the refund; nothing of ours is stored then.
   */
  refundPayment(request: TRefundRequest): Promise<TRefundStarted>
  /** Verifies the signature of a webhook body (throws WebhookSignatureError) and reads the event. */
  parseWebhook(rawBody: string, signature: string | null): TProviderEvent
}

/** A webhook whose signature does not verify (or that is too old): refused, nothing read. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature could not be verified.') {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

/**
 * The provider did not answer, or refused what we asked for reasons of its own: a 502 whose message
 * says to try again or pay by bank transfer; `detail` (the provider's own words) is for the log only.
 */
export class PaymentProviderError extends AppError {
  constructor(
    readonly detail: string,
    readonly providerCause?: unknown,
  ) {
    super('bad_gateway')
    this.name = 'PaymentProviderError'
  }
}
