import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test'

/**
 * Browser-test helpers: tenant origins (the demo tenant at localhost, every other one at
 * <code>.localhost; Chromium resolves *.localhost to loopback by itself) and logging in through
 * the real /login form, the way a person does.
 */
export const DEMO_PASSWORD = 'demo-password-1'

/** The generic wrong-credentials message (src/auth/endpoints/login.ts), written out on purpose. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/** First page compiles of a dev server can take a while; a production server answers at once. */
export const NAVIGATION_TIMEOUT = 30_000

export const baseUrl = () => new URL(process.env.BASE_URL ?? 'http://localhost:3100')

/** http://localhost:<port> for demo, http://<code>.localhost:<port> for every other tenant. */
export function tenantOrigin(tenantCode: string, port = baseUrl().port): string {
  const host = tenantCode === 'demo' ? 'localhost' : `${tenantCode}.localhost`
  return `http://${host}${port ? `:${port}` : ''}`
}

export const demoEmail = (slug: string, tenantCode = 'demo') => `${slug}@${tenantCode}.test`

type TLoginOptions = {
  email: string
  password?: string
  /** ?target=... of the login page. */
  target?: string
  /** Origin of the tenant to log in on; default: the demo tenant (BASE_URL). */
  origin?: string
}

/** The pathname of the page as it is now. */
export const currentPath = (page: Page) => new URL(page.url()).pathname

/** Resolves once the login form is hydrated, so a submit runs our script rather than a plain GET. */
async function waitForHydratedForm(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector('form[aria-label="Log in"] button[type="submit"]')
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'))
    },
    undefined,
    { timeout: NAVIGATION_TIMEOUT },
  )
}

/**
 * Resolves once React has hydrated the element `selector` matches (its props are attached), so a
 * click runs its handler rather than landing on server-rendered HTML (a click before hydration is
 * lost). Pages with more to hydrate (a long form) need this before the first click.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    },
    selector,
    { timeout: NAVIGATION_TIMEOUT },
  )
}

/** waitForHydrated for an element found by a locator (a button by its name) rather than a CSS selector. */
export async function waitForHydratedLocator(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: NAVIGATION_TIMEOUT }).toBe(true)
}

const isSessionCheck = (request: Request) => new URL(request.url()).pathname === '/api/user'

/**
 * Opens /login and waits until its first-load session check (spec 4: GET /api/user) has been
 * answered, so nothing replaces the page while we type. A check that is not answered in time
 * sends the browser to /maintenance (and, with maintenance off, back to /login): that only
 * happens on an overloaded dev server (which also runs the check twice: React strict mode), so
 * the page is then opened again, at most three times.
 */
export async function openLoginPage(page: Page, url: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const pending = new Set<Request>()
    let seen = 0
    let down = false
    const onRequest = (request: Request) => {
      if (!isSessionCheck(request)) return
      seen++
      pending.add(request)
    }
    const onFinished = (request: Request) => {
      if (!pending.has(request)) return
      void request.response().then((response) => {
        if (response?.status() === 503) down = true
        pending.delete(request)
      })
    }
    const onFailed = (request: Request) => {
      if (!pending.has(request)) return
      down = true
      pending.delete(request)
    }
    page.on('request', onRequest)
    page.on('requestfinished', onFinished)
    page.on('requestfailed', onFailed)
    try {
      await page.goto(url, { timeout: NAVIGATION_TIMEOUT })
      await waitForHydratedForm(page)
      const hydratedAt = Date.now()
      // The check starts right after hydration; a page without one is not waited for long.
      await expect
        .poll(() => pending.size === 0 && (seen > 0 || Date.now() - hydratedAt > 1_500), { timeout: NAVIGATION_TIMEOUT, intervals: [50, 100, 250] })
        .toBe(true)
    } finally {
      page.off('request', onRequest)
      page.off('requestfinished', onFinished)
      page.off('requestfailed', onFailed)
    }
    if (!down && currentPath(page) === '/login') return
    await page.waitForURL((address) => address.pathname === '/login', { timeout: NAVIGATION_TIMEOUT }).catch(() => {})
  }
  throw new Error(`The session check of ${url} was not answered in time three times: is the server overloaded?`)
}

/** Opens /login (with the target, if any), fills Email and Password and presses 'Log in'. Does not wait for the outcome. */
export async function submitLoginForm(page: Page, { email, password = DEMO_PASSWORD, target, origin = tenantOrigin('demo') }: TLoginOptions): Promise<void> {
  const url = new URL('/login', origin)
  if (target !== undefined) url.searchParams.set('target', target)
  await openLoginPage(page, url.toString())
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Signs the browser out where it stands: leaves the app's page first, then drops the cookies. A page
 * left open answers its next request's 401 by going to /api/logout (api-client.ts), which aborted
 * the next sign-in's navigation in a CI run (net::ERR_ABORTED on /api/branding).
 */
export async function leaveSignedOut(page: Page): Promise<void> {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

/**
 * Signs in through the API as the login form's script does (the anti-forgery cookie, then POST
 * /login), then opens `target` (default `/`, which sends a signed-in user to their start page;
 * `null`: stay on the tenant's small branding JSON, for a test that calls the API first).
 * For tests whose subject is not the login form: one cheap JSON load and the target, instead of the
 * form's page, its hydration and the landing page. Returns the pathname the browser is on.
 */
export async function signIn(page: Page, { email, password = DEMO_PASSWORD, target = '/', origin = tenantOrigin('demo') }: Omit<TLoginOptions, 'target'> & { target?: string | null }): Promise<string> {
  await page.goto(new URL('/api/branding', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  const login = await fetchFromPage(page, '/login', { method: 'POST', body: { email, password }, csrf: true })
  expect(login.status, `API sign-in of ${email} on ${origin}: ${JSON.stringify(login.json)}`).toBe(204)
  if (target !== null) await page.goto(new URL(target, origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  return currentPath(page)
}

/** Logs in through the form and waits until the browser has left /login; returns the pathname it landed on. */
export async function logIn(page: Page, options: TLoginOptions): Promise<string> {
  await submitLoginForm(page, options)
  await expect
    .poll(() => currentPath(page), { message: `${options.email} should leave /login after logging in`, timeout: NAVIGATION_TIMEOUT })
    .not.toBe('/login')
  await page.waitForLoadState('load', { timeout: NAVIGATION_TIMEOUT })
  return currentPath(page)
}

/**
 * Logs in and asserts the pathname the browser ends on (spec 2.4). Returns the HTTP status of the
 * page landed on (404 and 403 mean an error page), or null if it was not seen.
 */
export async function logInAndExpectLanding(page: Page, options: TLoginOptions, expectedPath: string): Promise<{ status: number | null }> {
  const statuses = new Map<string, number>()
  const onResponse = (response: Response) => {
    const request = response.request()
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) statuses.set(new URL(response.url()).pathname, response.status())
  }
  page.on('response', onResponse)
  try {
    await submitLoginForm(page, options)
    await expect
      .poll(() => currentPath(page), { message: `${options.email} should land on ${expectedPath}`, timeout: NAVIGATION_TIMEOUT })
      .toBe(expectedPath)
    await page.waitForLoadState('load', { timeout: NAVIGATION_TIMEOUT })
  } finally {
    page.off('response', onResponse)
  }
  return { status: statuses.get(expectedPath) ?? null }
}

/** The generic error of a rejected login; the browser stays on /login. */
export async function expectLoginRejected(page: Page): Promise<void> {
  // Shown under the Email field or as the form's alert: either way, the one generic text.
  await expect(page.getByText(INVALID_CREDENTIALS, { exact: true }).first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  expect(currentPath(page)).toBe('/login')
}

/**
 * A same-origin fetch from the page as it is now (its host, its cookies), the way the app's own
 * scripts call the API. Node cannot resolve *.localhost, Chromium can, so tenant hosts are reached
 * through the page rather than through page.request.
 */
export async function fetchFromPage(page: Page, path: string, init: { method?: string; body?: unknown; csrf?: boolean } = {}): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, method, body, csrf }) => {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (csrf) {
        await fetch('/sanctum/csrf-cookie', { credentials: 'include' })
        const cookie = document.cookie.split('; ').find((part) => /^(__Host-)?XSRF-TOKEN=/.test(part))
        if (cookie) headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      const response = await fetch(path, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) })
      const text = await response.text()
      let json: unknown = null
      try {
        json = text ? (JSON.parse(text) as unknown) : null
      } catch {
        json = text
      }
      return { status: response.status, json }
    },
    { path, method: init.method ?? 'GET', body: init.body, csrf: init.csrf ?? false },
  )
}

/** GET /api/user from the page as it is now; `origin` guards that the page is on the host meant. */
export async function currentUser(page: Page, origin: string): Promise<{ status: number; body: TApiUser | null }> {
  expect(new URL(page.url()).origin, 'the page should be on the host whose session is checked').toBe(new URL(origin).origin)
  const { status, json } = await fetchFromPage(page, '/api/user')
  return { status, body: status === 200 ? (json as TApiUser) : null }
}

export type TApiUser = { id: number; email: string; role_id: number; tenant: number }
