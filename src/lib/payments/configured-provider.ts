import { missingCardSettings } from './card-settings'
import type { PaymentProvider } from './payment-provider'
import { stripeProvider } from './stripe-provider'

// Which card payment provider this process uses, from its environment (README "Configuration"):
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET turn Stripe on; STRIPE_PUBLISHABLE_KEY goes to the
// investor's browser; STRIPE_API_URL points the client at another server (tests). Without the two
// secrets card payments are unavailable, and every card call says so instead of failing later.

export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are not available on this platform: pay by bank transfer, using the payment instructions.'

export type TCardPayments = { available: true; provider: PaymentProvider } | { available: false; message: string; missing: string[] }

let configured: { key: string; answer: TCardPayments } | null = null

/** The provider for the current environment (kept while the environment is unchanged). */
export function cardPayments(env: Record<string, string | undefined> = process.env): TCardPayments {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? ''
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? ''
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || null
  const apiUrl = env.STRIPE_API_URL?.trim() || null
  const key = [secretKey, webhookSecret, publishableKey, apiUrl].join('\n')
  if (configured?.key === key) return configured.answer
  const missing = missingCardSettings(env)
  const answer: TCardPayments = missing.length
    ? { available: false, message: CARD_PAYMENTS_UNAVAILABLE, missing }
    : { available: true, provider: stripeProvider({ secretKey, webhookSecret, publishableKey, apiUrl }) }
  configured = { key, answer }
  return answer
}
