import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// Issue 9, section 0: drafts (stage 1) were in no list and could only be reached by typing an
// address. The overview's draft count now links to the live list's drafts view, whose rows open
// the edit screen (spec 2.1: stage 1 opens edit).

test('a superadmin follows the overview draft count to the drafts and opens one', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  const draftsCard = page.getByRole('group', { name: 'Draft Opportunities' })
  await draftsCard.getByRole('link', { name: 'View list' }).click()
  await expect.poll(() => page.url(), { timeout: NAVIGATION_TIMEOUT }).toContain('/admin/investments/opportunities?view=drafts')
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Opportunities' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Opportunity views' }).getByRole('link', { name: 'Draft Opportunities' })).toHaveAttribute('aria-current', 'page')

  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toContainText('Draft')
  await expect(page.getByRole('table')).not.toContainText('Live - ')
  await rows.nth(1).getByRole('link').first().click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/opportunities\/\d+\/edit$/)
})
