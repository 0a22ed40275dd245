import { expect, test, type Page } from '@playwright/test'

import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// Issue 11 §11: the search box in the staff bar. Typing lists the records grouped by kind; the
// keyboard chooses one and Enter lands on it. What the API returns per role is tests/integration/staff-search.test.ts's.

const INPUT = '[data-testid="staff-search-input"]'

/** The box as a person meets it: a plain search box until touched, then the combobox (loaded on that intent). */
async function openSearchBox(page: Page) {
  await page.goto('/admin', { timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, INPUT)
  await page.getByRole('searchbox', { name: /Search investors/ }).click()
  const box = page.getByRole('combobox', { name: /Search investors/ })
  await expect(box).toBeFocused({ timeout: NAVIGATION_TIMEOUT })
  return box
}

test('a Super Admin types a name in the bar, chooses the investor with the keyboard and lands on the record', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  const box = await openSearchBox(page)
  await box.fill('Ada Okafor')
  const list = page.getByRole('listbox', { name: 'Search results' })
  await expect(list.getByRole('group', { name: 'Investors' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const first = list.getByRole('option').first()
  await expect(first).toContainText('Ada Okafor')
  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('Enter')
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investors\/\d+\/details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible()
})

test('at phone width: no results is said, Escape closes the list, Enter without a choice opens the results page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  const box = await openSearchBox(page)
  await box.fill('zzqqxxnothing')
  const list = page.getByRole('listbox', { name: 'Search results' })
  await expect(list).toContainText('No results for', { timeout: NAVIGATION_TIMEOUT })
  await box.press('Escape')
  await expect(list).toBeHidden()
  await box.fill('ashdown')
  await expect(list.getByRole('option', { name: /Ashdown Family Office/ })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await box.press('Escape')
  await box.press('Enter')
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/admin/search')
  await expect(page.getByTestId('search-group-organisations')).toContainText('Ashdown Family Office')
})
