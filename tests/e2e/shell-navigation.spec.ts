import { expect, test, type Locator, type Page } from '@playwright/test'

import { ROLE, type TRoleId } from '../../src/access/roles'
import { DEFAULT_RISK_BANNER_TEXT } from '../../src/tenancy/defaults'
import { adminNavigation, createActions } from '../../src/navigation/admin-navigation'
import { investorNavigation } from '../../src/navigation/investor-navigation'
import { demoEmail, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'
import { tenantFeatures, tenantSeed } from '../support/tenant-seed'

// Issue 3, items 3-5 (spec 2.2, 2.3, 2.4, 9): what only a browser shows of the navigation. Each
// staff role's navigation and create menu of the permission table, in the server-rendered shell, is
// checked over HTTP for two tenants (tests/integration/shell-navigation.test.ts); here the create menu
// opens with those items, the drawer takes the navigation at small widths, and the investor
// navigation, risk banner and verify-email shell render as the tenant's settings say.

test.describe.configure({ mode: 'parallel' })

/** A page every staff role may open (spec 2.1: the settings landing needs no permission). */
const STAFF_PAGE = '/admin/settings'

type TShownNav = { sections: string[]; items: string[] }

/** The keys of the rendered staff navigation: level-1 sections, and level-2 items as 'section/item', in order. */
async function shownStaffNav(nav: Locator): Promise<TShownNav> {
  const links = await nav.locator('[data-nav-key]').evaluateAll((elements) =>
    elements.map((element) => ({
      key: element.getAttribute('data-nav-key') ?? '',
      level: element.getAttribute('data-nav-level'),
      parent: element.getAttribute('data-nav-parent'),
    })),
  )
  return {
    sections: links.filter((link) => link.level === '1').map((link) => link.key),
    items: links.filter((link) => link.level === '2').map((link) => `${link.parent}/${link.key}`),
  }
}

function expectedStaffNav(role: TRoleId, tenantCode: string): TShownNav {
  const nav = adminNavigation({ role, features: tenantFeatures(tenantCode), terminology: {} })
  return {
    sections: nav.map((section) => section.key),
    items: nav.flatMap((section) => section.children.map((child) => `${section.key}/${child.key}`)),
  }
}

test('angel: the create menu opens with the actions of the permission table, and closes with Escape', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin', 'angel'), origin: tenantOrigin('angel'), target: STAFF_PAGE })
  await expect(page.getByTestId('staff-nav')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const actions = createActions({ role: ROLE.superAdmin, features: tenantFeatures('angel'), terminology: {} })
  expect(actions.length).toBeGreaterThan(1)
  const trigger = page.getByTestId('create-menu')
  await waitForHydrated(page, '[data-testid="create-menu"]')
  await trigger.click()
  const items = page.locator('[data-create-key]')
  await expect(items.first()).toBeVisible()
  expect(await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-create-key')))).toEqual(actions.map((action) => action.key))
  await expect(items).toHaveText(actions.map((action) => action.label))
  await page.keyboard.press('Escape')
  await expect(items.first()).toBeHidden()
})

test('below lg the staff navigation moves into the drawer, with the same items', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page, { email: demoEmail('superadmin', 'angel'), origin: tenantOrigin('angel'), target: STAFF_PAGE })
  await expect(page.getByTestId('staff-nav')).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const drawer = page.getByTestId('staff-nav-drawer')
  await expect(drawer).toBeVisible()
  expect(await shownStaffNav(drawer)).toEqual(expectedStaffNav(ROLE.superAdmin, 'angel'))
  // On a phone Log out is in the drawer, not on the bar (the tenant's name keeps the bar's room), and it signs out.
  await expect(page.getByTestId('log-out')).toBeHidden()
  await page.getByTestId('log-out-drawer').click()
  await expect(page).toHaveURL(/\/login/)
})

/** The rendered investor navigation's keys, in order. */
async function shownInvestorNav(page: Page): Promise<string[]> {
  const nav = page.getByTestId('investor-nav')
  await expect(nav).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  return nav.locator('[data-nav-key]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-nav-key') ?? ''))
}

test('demo: investor navigation in the default order, and the 70 px risk banner', async ({ page }) => {
  const seed = tenantSeed('demo')
  await signIn(page, { email: demoEmail('investor'), target: '/investor' })
  expect(await shownInvestorNav(page)).toEqual(investorNavigation(seed.portfolioNav, {}).map((item) => item.key))
  expect(await shownInvestorNav(page)).toEqual(['overview', 'investments', 'portfolio', 'news', 'profile'])

  const banner = page.getByTestId('risk-banner')
  await expect(banner).toBeVisible()
  expect((await banner.boundingBox())?.height).toBe(70)
  await expect(page.getByTestId('risk-banner-text')).toHaveText(DEFAULT_RISK_BANNER_TEXT)
  await expect(banner).toContainText(`${DEFAULT_RISK_BANNER_TEXT} Take 2 mins to learn more.`)
  const link = page.getByTestId('risk-banner-link')
  await expect(link).toHaveText('Take 2 mins to learn more.')
  await link.click()
  const modal = page.getByTestId('risk-warning-modal')
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('heading', { name: 'Risk warning' })).toBeVisible()
  await expect(modal).toContainText(DEFAULT_RISK_BANNER_TEXT)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()

  // At phone width the banner keeps its 70 px.
  await page.setViewportSize({ width: 375, height: 800 })
  expect((await banner.boundingBox())?.height).toBe(70)
})

test("capital: investor navigation in portfolio order '1' (Portfolio, Investments, Profile)", async ({ page }) => {
  const seed = tenantSeed('capital')
  expect(seed.portfolioNav).toBe('1')
  await signIn(page, { email: demoEmail('investor', 'capital'), origin: tenantOrigin('capital'), target: '/investor' })
  expect(await shownInvestorNav(page)).toEqual(investorNavigation(seed.portfolioNav, {}).map((item) => item.key))
  expect(await shownInvestorNav(page)).toEqual(['portfolio', 'investments', 'profile'])
  await expect(page.getByTestId('investor-nav').locator('[data-nav-key]')).toHaveText(['Portfolio', 'Investments', 'Profile'])
})

test("fund: investor navigation in portfolio order '2', and no risk banner (switch off)", async ({ page }) => {
  const seed = tenantSeed('fund')
  expect(seed.portfolioNav).toBe('2')
  expect(tenantFeatures('fund').risk_warning_enabled).toBe(false)
  await signIn(page, { email: demoEmail('investor', 'fund'), origin: tenantOrigin('fund'), target: '/investor' })
  expect(await shownInvestorNav(page)).toEqual(investorNavigation(seed.portfolioNav, {}).map((item) => item.key))
  expect(await shownInvestorNav(page)).toEqual(['investments', 'portfolio', 'profile'])
  await expect(page.getByTestId('risk-banner')).toHaveCount(0)
  await expect(page.getByText('Take 2 mins to learn more.')).toHaveCount(0)
})

test('below md the investor navigation is in the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page, { email: demoEmail('investor', 'capital'), origin: tenantOrigin('capital'), target: '/investor' })
  await expect(page.getByTestId('investor-nav')).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const drawer = page.getByTestId('investor-nav-drawer')
  await expect(drawer).toBeVisible()
  const keys = await drawer.locator('[data-nav-key]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-nav-key') ?? ''))
  expect(keys).toEqual(investorNavigation('1', {}).map((item) => item.key))
})

test('an unverified user gets no navigation, no bell and no terms prompt: only the verify-email notice', async ({ page }) => {
  await signIn(page, { email: demoEmail('unverified'), target: '/investor' })
  await expect(page.getByTestId('verify-email-notice')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('verify-email-notice')).toContainText('Please verify your email address')
  await expect(page.getByTestId('minimal-bar')).toBeVisible()
  await expect(page.getByTestId('investor-nav')).toHaveCount(0)
  await expect(page.getByTestId('staff-nav')).toHaveCount(0)
  await expect(page.locator('[data-nav-key]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0)
  await expect(page.getByTestId('notification-bell')).toHaveCount(0)
  // unverified@demo.test has accepted no terms (version 0 < 1): the prompt still waits for a verified email.
  await expect(page.getByTestId('accept-terms-dialog')).toHaveCount(0)
  await expect(page.getByTestId('log-out')).toBeVisible()
})
