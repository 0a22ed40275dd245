import { expect, test, type Page } from '@playwright/test'

import { demoEmail, signIn, waitForHydrated } from '../support/e2e-login'

// spec 5, the branding terminology form (issue 12 §5): on a submit error, field errors from the
// response's `errors` land on their fields; a plain-string `errors` is shown; otherwise the response
// message, else 'Something went wrong submitting.'; a submit is ignored while one is in progress.
// Every answer here is the browser's stand-in for the server (route interception): nothing is saved.

const PAGE = '/admin/settings/terminology/opportunities'
const FORM = 'form[aria-label="Opportunities labels"]'

type TAnswer = { status: number; body: string }

/** Answers every POST /api/branding with `answer` after `delayMs`, counting them. */
async function answerBranding(page: Page, answer: TAnswer, delayMs = 0): Promise<() => number> {
  let posts = 0
  await page.route(
    (url) => url.pathname === '/api/branding',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts++
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
    },
  )
  return () => posts
}

async function openForm(page: Page) {
  await signIn(page, { email: demoEmail('superadmin'), target: PAGE })
  await waitForHydrated(page, FORM)
  const field = page.getByLabel('Live opportunities', { exact: true })
  await field.fill('Open Rounds')
  return { field, submit: page.locator(`${FORM} button[type="submit"]`) }
}

test('field errors from errors land on their fields', async ({ page }) => {
  await answerBranding(page, { status: 422, body: JSON.stringify({ message: 'The given data was invalid.', errors: { 'navigation.LiveOpportunities': ['Use at most 60 characters'] } }) })
  const { field, submit } = await openForm(page)
  await submit.click()
  const fieldRoot = page.locator(`${FORM} [data-part="root"]`, { has: field })
  await expect(fieldRoot.getByText('Use at most 60 characters')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  // A field error is not repeated above the form.
  await expect(page.getByText('Use at most 60 characters')).toHaveCount(1)
})

test('a plain-string errors is shown', async ({ page }) => {
  await answerBranding(page, { status: 422, body: JSON.stringify({ message: 'Not this one', errors: 'These labels are locked by your operator.' }) })
  const { submit } = await openForm(page)
  await submit.click()
  await expect(page.getByText('These labels are locked by your operator.')).toBeVisible()
  await expect(page.getByText('Not this one')).toHaveCount(0)
})

test('otherwise the response message is shown', async ({ page }) => {
  await answerBranding(page, { status: 409, body: JSON.stringify({ message: 'This tenant has its own branding already: change it with _method PATCH.' }) })
  const { submit } = await openForm(page)
  await submit.click()
  await expect(page.getByText('This tenant has its own branding already: change it with _method PATCH.')).toBeVisible()
})

test("else 'Something went wrong submitting.'", async ({ page }) => {
  await answerBranding(page, { status: 500, body: '' })
  const { submit } = await openForm(page)
  await submit.click()
  await expect(page.getByText('Something went wrong submitting.')).toBeVisible()
})

test('a submit is ignored while one is in progress', async ({ page }) => {
  // The answer waits 4 s, so the second and third submits surely come while the first is in progress (1 s was not always enough on a loaded machine).
  const posts = await answerBranding(page, { status: 422, body: JSON.stringify({ message: 'Refused once.' }) }, 4_000)
  const { field, submit } = await openForm(page)
  await submit.click()
  await expect(submit).toBeDisabled()
  // Submits the button cannot stop: Enter in a field and a scripted submit.
  await field.press('Enter')
  await page.locator(FORM).evaluate((form) => (form as HTMLFormElement).requestSubmit())
  await expect(page.getByText('Refused once.')).toBeVisible()
  expect(posts()).toBe(1)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect.poll(posts).toBe(2)
})
