// Whether this process takes card payments, from its environment alone (README "Configuration"):
// configured-provider.ts builds the provider from it, and the HTTP server's Content-Security-Policy
// lets the provider's script and frames in only then (src/server/security-headers.ts), without
// loading the provider's SDK.

/** The settings card payments still need (none: cards are on). */
export function missingCardSettings(env: Record<string, string | undefined> = process.env): string[] {
  return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]?.trim())
}

/**
 * Where Stripe.js and its card form come from (Stripe's own list for Stripe.js and Elements, less
 * Google Maps, which only its address form uses): the script, its frames (the card form, the bank's
 * check) and its API.
 */
export const CARD_PROVIDER_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const
