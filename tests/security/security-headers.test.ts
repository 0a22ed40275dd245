import { describe, expect, test } from 'vitest'

import { contentSecurityPolicy } from '@/server/security-headers'
import { TestClient, type TResponse } from '../support/http-client'

// Issue 8, finding 13: every response carries the security headers, whichever part of the server
// answers it: a page, Payload's REST, a Payload endpoint, a fast route, the /cms console, a
// static file, a 404, a refused host.

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
}

function expectHeaders(response: TResponse, what: string): void {
  for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers[name], `${what}: ${name}`).toBe(value)
  const policy = String(response.headers['content-security-policy'] ?? '')
  expect(policy, `${what}: CSP`).toMatch(/frame-ancestors 'none'/)
  expect(policy, `${what}: CSP`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(policy, `${what}: CSP`).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(policy, `${what}: CSP`).toMatch(/object-src 'none'/)
  // The test server is a production build: HSTS is on.
  expect(response.headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d{7,}/)
}

describe('security headers on every kind of response', () => {
  test.each([
    ['a page', '/login', 'text/html'],
    ['Payload REST', '/api/investment-opportunities?limit=1', 'application/json'],
    ['a Payload endpoint', '/api/branding', 'application/json'],
    ['a fast route', '/api/user', 'application/json'],
    ['the operator console', '/cms/login', 'text/html'],
    ['a 404 page', '/no-such-page', 'text/html'],
    ['an unknown API path', '/api/no-such-thing', 'application/json'],
  ])('%s (%s)', async (what, path, accept) => {
    expectHeaders(await new TestClient('demo').get(path, { accept }), what)
  })

  test('a refused host (421) too', async () => {
    const response = await new TestClient('demo').get('/login', { host: 'nobody.example' })
    expect(response.status).toBe(421)
    expectHeaders(response, '421')
  })

  test('each response has its own nonce, and the page’s scripts carry it', async () => {
    const [first, second] = await Promise.all([new TestClient('demo').get('/login', { accept: 'text/html' }), new TestClient('demo').get('/login', { accept: 'text/html' })])
    const nonceOf = (response: TResponse) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]
    expect(nonceOf(first)).toBeTruthy()
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    expect(first.text).toContain(`nonce="${nonceOf(first)}"`)
  })

  test('the card provider is let in beside our own origin only where card payments are configured', () => {
    const policy = (cards: boolean) => Object.fromEntries(contentSecurityPolicy('n', false, cards).split('; ').map((part) => [part.split(' ')[0], part]))
    const off = policy(false)
    expect(Object.values(off).join('; ')).not.toContain('stripe')
    expect(off['frame-src']).toBeUndefined()
    const on = policy(true)
    expect(on['script-src']).toBe("script-src 'self' 'nonce-n' https://js.stripe.com https://*.js.stripe.com")
    expect(on['frame-src']).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com")
    expect(on['connect-src']).toBe("connect-src 'self' https://api.stripe.com")
    expect(on['frame-ancestors']).toBe("frame-ancestors 'none'")
  })

  test('the test server, which has the Stripe fake configured, sends the card policy', async () => {
    const response = await new TestClient('demo').get('/login', { accept: 'text/html' })
    expect(String(response.headers['content-security-policy'])).toContain("frame-src 'self' https://js.stripe.com")
  })
})
