import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn, tenantOrigin } from '../support/e2e-login'

// The kit's record and form views in a browser (issue 9 §2), on deals: a list row opens the record,
// tabs are links, the form creates and edits, and a rule only the server knows lands on its field.

test('a superadmin opens a deal from the list and walks its tabs', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investments/deals' })
  const firstDeal = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first()
  const name = (await firstDeal.textContent())!.trim()
  await firstDeal.click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/deals\/\d+\/key-information$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  const sections = page.getByRole('navigation', { name: 'deal sections' })
  await expect(sections.getByRole('link', { name: 'Key information' })).toHaveAttribute('aria-current', 'page')
  await sections.getByRole('link', { name: 'Performance' }).click()
  await expect(page.getByText(/^Stage \d+ of \d+/)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(sections.getByRole('link', { name: 'Performance' })).toHaveAttribute('aria-current', 'page')
})

test('a superadmin creates a deal, sees a server field error on its field, and edits it', async ({ page }) => {
  const name = `Browser deal ${Date.now()}`
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investments/deals' })
  await page.getByRole('link', { name: 'New deal' }).click()
  const form = page.getByRole('form', { name: 'Create deal' })
  await expect(form).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  // The browser's own check first: nothing is sent while a field is wrong.
  await form.getByLabel('Amount').fill('12.345')
  await form.getByRole('button', { name: 'Create deal' }).click()
  await expect(form.getByText('Enter a name')).toBeVisible()
  await expect(form.getByText('Enter an amount such as 250000 or 250000.50')).toBeVisible()

  // A stage that is not the pipeline's passes the browser but not the server: its message lands on Stage.
  await form.getByLabel('Deal name').fill(name)
  await form.getByLabel('Amount').fill('250000')
  await page.route('**/api/deals?depth=0', async (route) => {
    const body = { ...route.request().postDataJSON(), stage: 'no-such-stage' }
    await route.continue({ postData: JSON.stringify(body) })
  })
  await form.getByRole('button', { name: 'Create deal' }).click()
  await expect(form.getByText('Choose a stage of this pipeline')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.unroute('**/api/deals?depth=0')

  await form.getByRole('button', { name: 'Create deal' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/deals\/\d+\/key-information$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  // First: the deal's own fields (the activity panel below shows the change too).
  await expect(page.getByText('£250,000.00').first()).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('form', { name: 'Edit deal' })
  await expect(edit.getByLabel('Amount')).toHaveValue('250000.00', { timeout: NAVIGATION_TIMEOUT })
  await edit.getByLabel('Amount').fill('300000.50')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/\/key-information$/)
  await expect(page.getByText('£300,000.50').first()).toBeVisible()
})

test('a superadmin moves a deal on the board with the keyboard, and the move is kept', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investments/deals' })
  await page.getByRole('navigation', { name: 'Deal views' }).getByRole('link', { name: 'Board' }).click()
  const columns = page.locator('[data-stage-column]')
  await expect(columns.first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  // The first column that holds a deal, and the one after it.
  const count = await columns.count()
  let from = -1
  for (let index = 0; index < count - 1 && from < 0; index++) if ((await columns.nth(index).locator('[data-deal-card]').count()) > 0) from = index
  expect(from, 'a stage with a deal and a stage after it').toBeGreaterThanOrEqual(0)
  const card = columns.nth(from).locator('[data-deal-card]').first()
  const dealId = await card.getAttribute('data-deal-card')
  const saved = page.waitForResponse((response) => response.url().includes(`/api/deals/${dealId}`) && response.request().method() === 'PATCH')
  const stageNames = await columns.locator('h2').allTextContents()
  const announcement = page.getByRole('status').filter({ hasText: /Picked up|is over/ })
  // Each key waits for the board's announcement of the one before: dnd-kit listens for the arrows
  // only from a timer after the pick-up, which a busy machine may run after the next key arrives.
  await card.focus()
  await page.keyboard.press('Space')
  await expect(announcement).toContainText(`is over ${stageNames[from]}.`, { timeout: NAVIGATION_TIMEOUT })
  await expect(async () => {
    if (!(await announcement.textContent())?.includes(`is over ${stageNames[from + 1]}.`)) await page.keyboard.press('ArrowRight')
    await expect(announcement).toContainText(`is over ${stageNames[from + 1]}.`, { timeout: 2_000 })
  }).toPass({ timeout: NAVIGATION_TIMEOUT })
  await page.keyboard.press('Space')
  expect((await saved).status()).toBe(200)
  await expect(columns.nth(from + 1).locator(`[data-deal-card="${dealId}"]`)).toBeVisible()
  await page.reload()
  await expect(page.locator('[data-stage-column]').nth(from + 1).locator(`[data-deal-card="${dealId}"]`)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
})

test('a superadmin reorders and renames a pipeline’s stages (another tenant, so the board test is undisturbed)', async ({ page }) => {
  const origin = tenantOrigin('angel')
  await signIn(page, { email: demoEmail('superadmin', 'angel'), origin, target: `${origin}/admin/settings/account/pipelines` })
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/settings\/account\/pipelines\/\d+\/stages$/)
  const stages = page.getByRole('list', { name: 'Stages in order' }).getByRole('textbox')
  await expect(stages.first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const [first, second] = [await stages.nth(0).inputValue(), await stages.nth(1).inputValue()]
  await page.getByRole('button', { name: `Move ${second} up` }).click()
  await stages.nth(1).fill(`${first} (renamed)`)
  await page.getByRole('button', { name: 'Save stages' }).click()
  await expect(page.getByText('The stages are saved.')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.reload()
  await expect(stages.nth(0)).toHaveValue(second, { timeout: NAVIGATION_TIMEOUT })
  await expect(stages.nth(1)).toHaveValue(`${first} (renamed)`)
})
