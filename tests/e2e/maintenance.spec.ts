import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, test, type Page, type Request } from '@playwright/test'

import { startAppServer, type TAppServer } from '../support/app-server'
import { currentPath, demoEmail, logIn, NAVIGATION_TIMEOUT, tenantOrigin } from '../support/e2e-login'

// spec 2.4 and 4: MAINTENANCE_MODE=1 sends every page to /maintenance; when it is off,
// /maintenance returns to /. A 503 or a time-out of the first-load session check (GET /api/user)
// sends the browser to /maintenance.

/** The paths a navigation went through, first to last (a dev server may add a hop to the same path while compiling; those are folded). */
function redirectChain(request: Request): string[] {
  const chain: string[] = []
  for (let current: Request | null = request; current; current = current.redirectedFrom()) {
    const path = new URL(current.url()).pathname
    if (chain[0] !== path) chain.unshift(path)
  }
  return chain
}

test.describe('maintenance switch off (the normal server)', () => {
  test('/maintenance redirects to /', async ({ page }) => {
    let location = new URL('/maintenance', tenantOrigin('demo'))
    for (let hop = 0; hop < 3 && location.pathname === '/maintenance'; hop++) {
      const response = await page.request.get(location.toString(), { maxRedirects: 0, timeout: NAVIGATION_TIMEOUT })
      expect([301, 302, 303, 307, 308], 'GET /maintenance answers with a redirect').toContain(response.status())
      location = new URL(response.headers()['location'] ?? '', location)
    }
    expect(location.pathname).toBe('/')

    const response = await page.goto('/maintenance', { timeout: NAVIGATION_TIMEOUT })
    expect(response).not.toBeNull()
    expect(redirectChain(response!.request()).slice(0, 2)).toEqual(['/maintenance', '/'])
    expect(currentPath(page)).not.toBe('/maintenance')
  })
})

/** Serves `/maintenance` as a stand-in page, so the normal server's redirect (/maintenance → /) does not hide where the browser went. */
async function stubMaintenancePage(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/maintenance',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>maintenance stand-in</title><p>maintenance</p>' }),
  )
}

const isSessionCheck = (url: URL) => url.pathname === '/api/user'

test.describe('the first-load session check (spec 4, 8)', () => {
  test('a 503 from GET /api/user sends a visitor to /maintenance', async ({ page }) => {
    await stubMaintenancePage(page)
    await page.route(isSessionCheck, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable."}' }))
    await page.goto('/login', { timeout: NAVIGATION_TIMEOUT, waitUntil: 'commit' })
    await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/maintenance')
  })

  test('a 503 from GET /api/user sends a signed-in investor to /maintenance', async ({ page }) => {
    await logIn(page, { email: demoEmail('investor') })
    await page.goto('about:blank') // nothing of the landing page may still be checking the session
    await stubMaintenancePage(page)
    await page.route(isSessionCheck, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable."}' }))
    await page.goto('/investor', { timeout: NAVIGATION_TIMEOUT, waitUntil: 'commit' })
    await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/maintenance')
  })

  test('a GET /api/user that never answers (time-out) sends the browser to /maintenance', async ({ page }) => {
    await stubMaintenancePage(page)
    // Never answered: the client's own time-out must fire.
    await page.route(isSessionCheck, () => {})
    await page.goto('/login', { timeout: NAVIGATION_TIMEOUT, waitUntil: 'commit' })
    await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/maintenance')
  })

  test('a GET /api/user failing without a response sends the browser to /maintenance', async ({ page }) => {
    await stubMaintenancePage(page)
    await page.route(isSessionCheck, (route) => route.abort('timedout'))
    await page.goto('/login', { timeout: NAVIGATION_TIMEOUT, waitUntil: 'commit' })
    await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/maintenance')
  })

  test('a 401 from GET /api/user does not (a visitor is simply logged out)', async ({ page }) => {
    await stubMaintenancePage(page)
    const checked = page.waitForResponse((response) => isSessionCheck(new URL(response.url())), { timeout: NAVIGATION_TIMEOUT })
    await page.goto('/login', { timeout: NAVIGATION_TIMEOUT })
    expect((await checked).status()).toBe(401)
    await page.waitForTimeout(1_000) // a redirect would follow the answer at once
    expect(currentPath(page)).toBe('/login')
  })
})

/** The first free port from `preferred` on. */
async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port in ${preferred}-${preferred + 49}`)
}

const hasProductionBuild = fs.existsSync(path.resolve('.next', 'BUILD_ID'))

test.describe('maintenance switch on (a second server with MAINTENANCE_MODE=1)', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!hasProductionBuild, 'needs a production build (.next/BUILD_ID); `npm test` builds one first, the dev server has none')
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL of the test database (set by `npm test`) for the second server')

  let server: TAppServer | null = null

  test.beforeAll(async () => {
    test.setTimeout(150_000)
    server = await startAppServer({ port: await freePort(3199), env: { MAINTENANCE_MODE: '1' }, timeoutMs: 120_000 })
  })

  test.afterAll(async () => {
    await server?.stop()
    server = null
  })

  for (const pagePath of ['/', '/login', '/investor', '/admin/investments/opportunities', '/this-does-not-exist']) {
    test(`${pagePath} ends on /maintenance`, async ({ page }) => {
      const response = await page.goto(new URL(pagePath, server!.url).toString(), { timeout: NAVIGATION_TIMEOUT })
      expect(currentPath(page)).toBe('/maintenance')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('a tenant host ends on /maintenance too', async ({ page }) => {
    await page.goto(new URL('/login', tenantOrigin('angel', String(server!.port))).toString(), { timeout: NAVIGATION_TIMEOUT })
    expect(currentPath(page)).toBe('/maintenance')
    expect(new URL(page.url()).hostname).toBe('angel.localhost')
  })

  test('/maintenance itself is served and stays put', async ({ page }) => {
    const response = await page.goto(new URL('/maintenance', server!.url).toString(), { timeout: NAVIGATION_TIMEOUT })
    expect(response?.status()).toBe(200)
    expect(redirectChain(response!.request())).toEqual(['/maintenance'])
    await page.waitForTimeout(1_000) // nothing on the page may send it elsewhere
    expect(currentPath(page)).toBe('/maintenance')
  })

  // /api/portal/opportunities is answered by the HTTP server before Next (src/server/fast-routes.ts).
  for (const apiPath of ['/api/user', '/api/portal/opportunities']) {
    test(`the API answers 503 meanwhile: ${apiPath}`, async ({ page }) => {
      const response = await page.request.get(new URL(apiPath, server!.url).toString())
      expect(response.status()).toBe(503)
      expect(await response.json()).toEqual({ message: 'Service unavailable.' })
    })
  }
})
