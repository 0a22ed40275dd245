import net from 'node:net'

import { expect, type Browser, type BrowserContext, type Page, type WebSocket } from '@playwright/test'

import { currentUser, fetchFromPage, NAVIGATION_TIMEOUT, signIn } from './e2e-login'
import { linkPathInNewestMail } from './mail'

/** '#4a1942' → 'rgb(74, 25, 66)', the way getComputedStyle writes an opaque colour. */
export function hexToRgb(hex: string): string {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6)
  const [r, g, b] = [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** The count the bell announces ('Notifications, N unread'); the badge only shows it formatted. */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? ''
  const match = label.match(/Notifications, (\d+) unread/)
  if (!match) throw new Error(`Unexpected bell label "${label}"`)
  return Number(match[1])
}

/** Expects the bell to announce `count` within `timeout` ms. */
export async function expectUnreadCount(page: Page, count: number, timeout = NAVIGATION_TIMEOUT): Promise<void> {
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', `Notifications, ${count} unread`, { timeout })
}

/** The unread count on the server (GET /api/notifications/user/unread) for the page's user. */
export async function serverUnreadCount(page: Page, audience: 'user' | 'admin' = 'user'): Promise<number> {
  const { status, json } = await fetchFromPage(page, `/api/notifications/${audience}/unread`)
  expect(status, 'GET unread notifications').toBe(200)
  return (json as { total: number }).total
}

/**
 * Every socket.io frame a page sends or receives, as text. `subscribed()` resolves once the server
 * has put the page's socket in its private room (the 'subscribed' event of src/realtime/socket-server.ts).
 */
export function watchSocketFrames(page: Page) {
  const frames: string[] = []
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return
    sockets.push(socket)
    socket.on('framereceived', ({ payload }) => frames.push(typeof payload === 'string' ? payload : payload.toString('utf8')))
    socket.on('framesent', ({ payload }) => frames.push(typeof payload === 'string' ? payload : payload.toString('utf8')))
  })
  return {
    frames,
    sockets,
    /** The channel the page was subscribed to, once it was. */
    async subscribed(timeout = NAVIGATION_TIMEOUT): Promise<string> {
      await expect
        .poll(() => frames.some((frame) => frame.includes('"subscribed"')), { message: 'the page should join its socket.io room', timeout })
        .toBe(true)
      const frame = frames.find((candidate) => candidate.includes('"subscribed"')) ?? ''
      return frame.match(/"channel":"([^"]+)"/)?.[1] ?? ''
    },
  }
}

/**
 * A staff member signed in through the API (spec 4: anti-forgery cookie, then POST /login) in a
 * context of their own. Calls go from a page of `origin` (Chromium resolves *.localhost, node does not).
 */
export async function staffApiSession(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Stays on the JSON page: the calls below need an origin, not a screen.
  await signIn(page, { email, origin, target: '/api/branding' })
  return {
    context,
    page,
    /** POST /api/notifications/admin/send; resolves when the response is in, with the time it was. */
    async send(userId: number, data: { message: string; cta?: string; icon?: string }) {
      const response = await fetchFromPage(page, '/api/notifications/admin/send', { method: 'POST', body: { user_id: userId, ...data }, csrf: true })
      const respondedAt = Date.now()
      expect(response.status, `send a notification: ${JSON.stringify(response.json)}`).toBe(201)
      return { ...response, respondedAt }
    },
    close: () => context.close(),
  }
}

/** A value unique to this run and call, safe in emails and messages. */
export function uniqueToken(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/**
 * Registers a new investor on `origin` (POST /api/auth/manual-register, which signs them in) and
 * follows the verification link of their mail, so the full chrome shows. Leaves the page on
 * /investor. Never touches a demo user.
 */
export async function registerVerifiedInvestor(page: Page, origin: string, prefix: string): Promise<{ email: string; id: number }> {
  const email = `${uniqueToken(prefix)}@example.test`
  const password = 'register-password-9'
  await page.goto(new URL('/api/branding', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  const { status, json } = await fetchFromPage(page, '/api/auth/manual-register', {
    method: 'POST',
    body: { name: 'Terms', surname: 'Tester', email, password, password_confirmation: password },
    csrf: true,
  })
  expect(status, `register ${email} on ${origin}: ${JSON.stringify(json)}`).toBe(201)
  const verifyPath = await linkPathInNewestMail(email)
  await page.goto(new URL(verifyPath, origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  await expect.poll(() => new URL(page.url()).pathname, { timeout: NAVIGATION_TIMEOUT }).toBe('/investor')
  const user = await currentUser(page, origin)
  expect(user.status).toBe(200)
  return { email, id: user.body!.id }
}

/** A context with the cookies of `source` (its storage state) and JavaScript off: what the server alone paints. */
export async function noScriptCopy(browser: Browser, source: BrowserContext): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, storageState: await source.storageState() })
}

/** The first free TCP port from `preferred` on (nothing listens on it right now). */
export async function freePort(preferred: number, avoid: number[] = []): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    if (avoid.includes(port)) continue
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port in ${preferred}-${preferred + 49}`)
}
