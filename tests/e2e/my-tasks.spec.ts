import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// Issue 9 §3: a staff member's open tasks across records. The overview's "My open tasks" card
// links to them; the seeded tasks are there with their record; ticking one off removes it.

test('a Super Admin follows the overview to My tasks and ticks a seeded task off', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  const card = page.getByTestId('my-tasks-card')
  await expect(card).toContainText('My open tasks')
  const countOnOverview = Number(await card.locator('dd').first().textContent())
  expect(countOnOverview).toBeGreaterThan(0)
  await card.getByRole('link', { name: 'View my tasks' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/admin/tasks')
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible()

  const rows = page.getByTestId('my-task')
  await expect(rows).toHaveCount(countOnOverview)
  // The seed gives the Super Admin overdue term sheets and follow-up calls, each on its record.
  await expect(rows.filter({ hasText: 'Send the term sheet to' }).first()).toContainText('Overdue')
  await expect(rows.filter({ hasText: 'Book a follow-up call with' }).first()).toBeVisible()
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/admin\/investments\/(deals\/\d+\/notes-calls-tasks|(opportunities|existing)\/\d+\/details\/notes-calls-tasks)$/)

  const first = rows.first()
  const title = (await first.locator('td').nth(1).textContent())!.trim()
  const checkbox = first.getByRole('checkbox', { name: `Mark done: ${title}` })
  await expect(checkbox).not.toBeChecked()
  // As a person does: on the visible box (the input itself is visually hidden under it).
  await first.getByTestId('task-done').click()
  await expect(page.getByTestId('my-task').filter({ hasText: title })).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('my-task')).toHaveCount(countOnOverview - 1)

  // Still done after a reload, and the overview counts one fewer.
  await page.reload()
  await expect(page.getByTestId('my-task').filter({ hasText: title })).toHaveCount(0)
  await page.goto('/admin', { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('my-tasks-card').locator('dd').first()).toHaveText(String(countOnOverview - 1))
})
