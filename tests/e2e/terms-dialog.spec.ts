import { expect, test, type Page, type Route } from '@playwright/test'

import { currentUser, demoEmail, NAVIGATION_TIMEOUT, signIn, type TApiUser, tenantOrigin } from '../support/e2e-login'
import { registerVerifiedInvestor } from '../support/shell'
import { tenantSeed } from '../support/tenant-seed'

// Issue 3, item 5 (spec 2.4, 4, 8): the blocking 'Accept terms & conditions' dialog. Each test
// registers its own investor (accepted_terms_version 0) and verifies their email through the
// mailed link, so no demo user is changed.

test.describe.configure({ mode: 'parallel' })

const TITLE = 'Accept terms & conditions'
const CHECKBOX_LABEL = 'I have read, understood and accept the terms and conditions'

/** POST /api/users/{id} (spec 7 user update) is what the dialog sends; the URL matcher cannot see the method. */
const USER_UPDATE_PATH = /^\/api\/users\/\d+$/
const isUserUpdate = (url: URL) => USER_UPDATE_PATH.test(url.pathname)
const isPost = (route: Route) => route.request().method() === 'POST'

function termsDialog(page: Page) {
  return page.getByRole('alertdialog', { name: TITLE })
}

test('angel (text terms, version 2): blocking dialog, link to /terms, Submitting, silent failure, stays gone after acceptance', async ({ page, context }) => {
  test.setTimeout(90_000)
  const origin = tenantOrigin('angel')
  const seed = tenantSeed('angel')
  expect(seed.terms).toMatchObject({ version: 2, format: 'text' })
  const { id } = await registerVerifiedInvestor(page, origin, 'terms-angel-')

  const dialog = termsDialog(page)
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('accept-terms-dialog')).toBeVisible()
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible()

  // Blocking: neither Escape nor a click outside closes it.
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await page.waitForTimeout(300)
  await expect(dialog).toBeVisible()

  const submit = dialog.getByRole('button', { name: /^Submit/ })
  await expect(submit).toHaveText('Submit')
  await expect(submit).toBeDisabled()

  // The terms: text format, so our /terms page, which shows the tenant's text.
  const link = dialog.getByRole('link', { name: /terms and conditions/ })
  await expect(link).toHaveAttribute('href', '/terms')
  const [termsPage] = await Promise.all([context.waitForEvent('page'), link.click()])
  await termsPage.waitForLoadState('load')
  expect(new URL(termsPage.url()).pathname).toBe('/terms')
  expect(new URL(termsPage.url()).host).toBe(new URL(origin).host)
  await expect(termsPage.getByText(seed.terms.text)).toBeVisible()
  await termsPage.close()

  // Ticking the box (the exact label text) enables Submit; unticking disables it again.
  const label = dialog.getByText(CHECKBOX_LABEL, { exact: true })
  await expect(label).toBeVisible()
  await label.click()
  await expect(submit).toBeEnabled()
  await label.click()
  await expect(submit).toBeDisabled()
  await label.click()
  await expect(submit).toBeEnabled()

  // A failing update: the button comes back, without any message.
  let failures = 0
  await page.route(isUserUpdate, async (route) => {
    if (!isPost(route)) return route.fallback()
    failures++
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' })
  })
  const textBefore = await dialog.innerText()
  await submit.click()
  await expect.poll(() => failures).toBe(1)
  await expect(submit).toBeEnabled()
  await expect(submit).toHaveText('Submit')
  await expect(dialog).toBeVisible()
  expect(await dialog.innerText()).toBe(textBefore)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await page.unroute(isUserUpdate)

  // The real update, held back a moment so 'Submitting' can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(isUserUpdate, async (route) => {
    if (!isPost(route)) return route.fallback()
    await held
    await route.continue()
  })
  const updated = page.waitForResponse((response) => isUserUpdate(new URL(response.url())) && response.request().method() === 'POST')
  await submit.click()
  await expect(submit).toHaveText('Submitting')
  await expect(submit).toBeDisabled()
  release()
  expect((await updated).status()).toBe(200)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('accept-terms-dialog')).toHaveCount(0)
  await page.unroute(isUserUpdate)

  const user = await currentUser(page, origin)
  expect(user.body?.id).toBe(id)
  expect((user.body as (TApiUser & { accepted_terms_version?: number }) | null)?.accepted_terms_version).toBe(seed.terms.version)

  // After a reload it stays gone.
  await page.reload({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('investor-nav')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.getByTestId('accept-terms-dialog')).toHaveCount(0)
})

test('capital (url terms): the dialog links to the tenant’s own terms address', async ({ page }) => {
  const origin = tenantOrigin('capital')
  const seed = tenantSeed('capital')
  expect(seed.terms.format).toBe('url')
  await registerVerifiedInvestor(page, origin, 'terms-capital-')
  const dialog = termsDialog(page)
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const link = dialog.getByRole('link', { name: /terms and conditions/ })
  await expect(link).toHaveAttribute('href', seed.terms.text)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled()
})

test('a demo user who already accepted sees no dialog', async ({ page }) => {
  await signIn(page, { email: demoEmail('investor', 'angel'), origin: tenantOrigin('angel'), target: '/investor' })
  await expect(page.getByTestId('investor-nav')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.getByTestId('accept-terms-dialog')).toHaveCount(0)
})
