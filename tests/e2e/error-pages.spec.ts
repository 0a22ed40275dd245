import { expect, test, type Page } from '@playwright/test'

import { firstAdminPath } from '../../src/access/landing'
import { ROLE } from '../../src/access/roles'
import { FEATURE_DEFAULTS } from '../../src/tenancy/defaults'
import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// spec 2.4 and 8: three variants of the error page, each titled 'Error - {status}'. The texts are
// written out here on purpose (not imported from src/ui/errors/error-texts.ts), so a change to
// them fails this test.

test.describe.configure({ mode: 'parallel' })

const MISSING = '/this-does-not-exist'
const NOT_FOUND_BODY = 'The page you requested cannot be found. Click below to return to our homepage'
const OTHER_ERROR_BODY = 'Click below to return to our homepage or try again later.'
// spec 2.4 writes it with a straight apostrophe, and so does error-texts.ts since commit 73c3c0f
// (it had a typographic one before).
const INVESTOR_NOT_FOUND = "Sorry that page doesn't seem to exist"

async function openErrorPage(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path, { timeout: NAVIGATION_TIMEOUT })
  expect(response?.status(), `HTTP status of ${path}`).toBe(status)
  expect(currentPath(page), 'the address stays the one requested').toBe(path)
  await expect(page).toHaveTitle(`Error - ${status}`, { timeout: NAVIGATION_TIMEOUT })
}

/** The error page's own links (the shell around it has navigation links of its own). */
const link = (page: Page, name: string) => page.getByTestId('error-page').getByRole('link', { name, exact: true })
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
/** 'Back to start' is a button in the spec; rendered as a button or as a link styled as one. */
const backToStart = (page: Page) => page.getByRole('link', { name: 'Back to start' }).or(page.getByRole('button', { name: 'Back to start' }))

async function expectNoVisitorOrInvestorLinks(page: Page): Promise<void> {
  for (const name of ['Login', 'Register', 'Overview', 'Investment Opportunities']) await expect(link(page, name)).toHaveCount(0)
}

test('404 for a visitor: texts, Login and Register', async ({ page }) => {
  await openErrorPage(page, MISSING, 404)
  await expect(page.getByText('404 page not found', { exact: true })).toBeVisible()
  await expect(page.getByText(NOT_FOUND_BODY, { exact: true })).toBeVisible()
  await expect(link(page, 'Login')).toHaveAttribute('href', '/login')
  await expect(link(page, 'Register')).toHaveAttribute('href', '/register')
  await expect(link(page, 'Overview')).toHaveCount(0)
  await expect(backToStart(page)).toHaveCount(0)
  await expect(mainNavigation(page), 'a visitor sees no shell').toHaveCount(0)
})

test('404 for an investor: investor texts, Overview and Investment Opportunities', async ({ page }) => {
  await signIn(page, { email: demoEmail('investor'), target: null })
  await openErrorPage(page, MISSING, 404)
  await expect(page.getByText(INVESTOR_NOT_FOUND, { exact: true })).toBeVisible()
  await expect(page.getByText('404 page not found', { exact: true })).toHaveCount(0)
  await expect(page.getByText(NOT_FOUND_BODY, { exact: true })).toBeVisible()
  await expect(link(page, 'Overview')).toHaveAttribute('href', '/investor')
  await expect(link(page, 'Investment Opportunities')).toHaveAttribute('href', '/investor/investments')
  await expect(link(page, 'Login')).toHaveCount(0)
  // Inside the investor chrome: its navigation, no staff settings button.
  await expect(mainNavigation(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await expect(link(page, 'Register')).toHaveCount(0)
  await expect(backToStart(page)).toHaveCount(0)
})

test('404 for a superadmin: full variant with a Back to start button', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  await openErrorPage(page, MISSING, 404)
  await expect(page.getByText('404 page not found', { exact: true })).toBeVisible()
  await expect(page.getByText(NOT_FOUND_BODY, { exact: true })).toBeVisible()
  await expectNoVisitorOrInvestorLinks(page)
  // Inside the staff chrome (full-layout variant): its side navigation and settings.
  await expect(mainNavigation(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(backToStart(page)).toBeVisible()
  await backToStart(page).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe(firstAdminPath(ROLE.superAdmin, FEATURE_DEFAULTS))
})

test('403 for an investor visiting /admin', async ({ page }) => {
  await signIn(page, { email: demoEmail('investor'), target: null })
  await openErrorPage(page, '/admin', 403)
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible()
  await expect(page.getByText(OTHER_ERROR_BODY, { exact: true })).toBeVisible()
  await expect(link(page, 'Overview')).toHaveAttribute('href', '/investor')
  await expect(link(page, 'Investment Opportunities')).toHaveAttribute('href', '/investor/investments')
  await expect(page.getByText(NOT_FOUND_BODY)).toHaveCount(0)
})

test('403 for an entrepreneur visiting /admin (needs the overview permission)', async ({ page }) => {
  await signIn(page, { email: demoEmail('entrepreneur'), target: null })
  await openErrorPage(page, '/admin', 403)
  await expect(page.getByText('Something went wrong...', { exact: true })).toBeVisible()
  await expect(page.getByText(OTHER_ERROR_BODY, { exact: true })).toBeVisible()
  await expectNoVisitorOrInvestorLinks(page)
  // Inside the staff chrome (full-layout variant): its side navigation and settings.
  await expect(mainNavigation(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(backToStart(page)).toBeVisible()
  await expect(page.getByText(NOT_FOUND_BODY)).toHaveCount(0)
})
