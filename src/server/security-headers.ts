import crypto from 'node:crypto'
import type http from 'node:http'

import { secureCookies } from '../auth/session'
import { CARD_PROVIDER_ORIGINS, missingCardSettings } from '../lib/payments/card-settings'

// Security headers on every response the HTTP server sends: pages, API, fast routes, the /cms
// console, static files, refusals (issue 8, finding 13; docs/security.md "Headers").

/**
 * Scripts run only from this origin or with this response's nonce (Next puts it on its own inline
 * scripts when the request carries the policy: see applySecurityHeaders). Styles allow inline
 * because Emotion (Chakra) writes style tags at run time; styles cannot run code. Images may come
 * from tenants' https logo addresses. Nothing may frame any page. With card payments on
 * (`cards`), the card provider's script, frames and API too (its card form on the pay page).
 */
export function contentSecurityPolicy(nonce: string, dev: boolean, cards = false): string {
  const card = (origins: readonly string[]) => (cards ? ` ${origins.join(' ')}` : '')
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'${dev ? ` 'unsafe-eval'` : ''}${card(CARD_PROVIDER_ORIGINS.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${card(CARD_PROVIDER_ORIGINS.connect)}`,
    // Frames fall back to default-src 'self' without cards; with them, 'self' stays beside the provider's.
    ...(cards ? [`frame-src 'self'${card(CARD_PROVIDER_ORIGINS.frame)}`] : []),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

const STATIC_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Sets the headers on `res` before anything answers, and hands the policy to Next on the request,
 * which is how Next learns the nonce for its inline scripts.
 */
export function applySecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse, dev: boolean): void {
  const policy = contentSecurityPolicy(crypto.randomBytes(16).toString('base64'), dev, missingCardSettings().length === 0)
  req.headers['content-security-policy'] = policy
  res.setHeader('Content-Security-Policy', policy)
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value)
  if (!dev && secureCookies()) res.setHeader('Strict-Transport-Security', HSTS)
}
