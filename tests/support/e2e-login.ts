import { expect, type Page } from '@playwright/test'

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

/** Opens /login (with the target, if any), fills Email and Password and presses 'Log in'. Does not wait for the outcome. */
export async function submitLoginForm(page: Page, { email, password = DEMO_PASSWORD, target, origin = tenantOrigin('demo') }: TLoginOptions): Promise<void> {
  const url = new URL('/login', origin)
  if (target !== undefined) url.searchParams.set('target', target)
  await page.goto(url.toString(), { timeout: NAVIGATION_TIMEOUT })
  // Let the first-load session check (spec 4) finish before typing, so nothing replaces the page under us.
  await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT })
  expect(currentPath(page), 'the login page should stay open before logging in').toBe('/login')
  await waitForHydratedForm(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Logs in through the form and waits until the browser has left /login; returns the pathname it landed on. */
export async function logIn(page: Page, options: TLoginOptions): Promise<string> {
  await submitLoginForm(page, options)
  await expect
    .poll(() => currentPath(page), { message: `${options.email} should leave /login after logging in`, timeout: NAVIGATION_TIMEOUT })
    .not.toBe('/login')
  await page.waitForLoadState('load')
  return currentPath(page)
}

/** Logs in and asserts the pathname the browser ends on (spec 2.4). */
export async function logInAndExpectLanding(page: Page, options: TLoginOptions, expectedPath: string): Promise<void> {
  await submitLoginForm(page, options)
  await expect
    .poll(() => currentPath(page), { message: `${options.email} should land on ${expectedPath}`, timeout: NAVIGATION_TIMEOUT })
    .toBe(expectedPath)
}

/** The generic error of a rejected login; the browser stays on /login. */
export async function expectLoginRejected(page: Page): Promise<void> {
  // Shown under the Email field or as the form's alert: either way, the one generic text.
  await expect(page.getByText(INVALID_CREDENTIALS, { exact: true }).first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  expect(currentPath(page)).toBe('/login')
}

/** GET /api/user from the page's own request context (its cookies, its host). */
export async function currentUser(page: Page, origin: string): Promise<{ status: number; body: TApiUser | null }> {
  const response = await page.request.get(new URL('/api/user', origin).toString(), { headers: { Accept: 'application/json' } })
  const body = response.ok() ? ((await response.json()) as TApiUser) : null
  return { status: response.status(), body }
}

export type TApiUser = { id: number; email: string; role_id: number; tenant: number }
