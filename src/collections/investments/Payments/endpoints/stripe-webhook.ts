import { defineEndpoint } from '@/lib/app-error'
import { json } from '@/lib/http'
import { cardPayments } from '@/lib/payments/configured-provider'
import { WebhookSignatureError, type TProviderEvent } from '@/lib/payments/payment-provider'
import { inTransaction } from '@/lib/transaction'

import { applyProviderEvent } from '../../money/provider-events'

/** The largest webhook body read: Stripe's events are a few kilobytes. */
const MAX_WEBHOOK_BYTES = 512 * 1024

/**
 * POST /api/payments/stripe/webhook (issue 10 §9, docs/decisions/016-payments.md): Stripe's events,
 * verified with STRIPE_WEBHOOK_SECRET by Stripe's signing scheme (the `Stripe-Signature` header over
 * the raw body, with a timestamp tolerance). A bad or missing signature is a 400 and nothing is
 * read. A verified event is applied in one transaction (money/provider-events.ts): a payment that
 * succeeded gets its ledger entry, a failed one its reason, a refunded one a reversing entry; a
 * replayed event writes nothing new. No session and no anti-forgery token: the signature is the
 * authentication (src/proxy.ts exempts this path). 404 while card payments are not configured.
 */
export const stripeWebhookEndpoint = defineEndpoint({
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    const card = cardPayments()
    if (!card.available) return json({ message: 'Not found.' }, 404)
    if (Number(req.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) return json({ message: 'The event is too large.' }, 413)
    const raw = req.text ? await req.text() : ''
    let event: TProviderEvent
    try {
      event = card.provider.parseWebhook(raw, req.headers.get('stripe-signature'))
    } catch (error) {
      if (error instanceof WebhookSignatureError) return json({ message: error.message }, 400)
      throw error
    }
    const outcome = await inTransaction(req, () => applyProviderEvent(req, event))
    if (outcome === 'ignored' && event.kind !== 'ignored') req.payload.logger.warn({ msg: `Stripe event ${event.eventId} (${event.kind}) names no payment of ours, or disagrees with it: ignored` })
    return json({ received: true, outcome })
  },
})
