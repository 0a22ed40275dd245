import { expect, test, type Locator, type Page } from '@playwright/test'

import { demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// spec 9's AI rewrite control in the browser (decision 044), as the demo Super Admin on a draft
// update of this test's own: the server under test's provider is the harness's fake, which answers
// with the text upper-cased (tests/support/ai-fake.ts). A selection is rewritten ("Shorter", chosen
// with the mouse) only on Accept; Cancel changes nothing; with nothing selected the whole text is
// rewritten (chosen with the keyboard); a provider failure says so in the dialog; the saved draft
// holds the accepted text. The opportunity's summary editor (a note toolbar) offers the same control.

/** The menu's keys: the arrows move through the instructions (four), Enter chooses `item`. */
async function chooseWithKeys(page: Page, item: Locator): Promise<void> {
  await expect(item).toBeVisible()
  for (let step = 0; step < 4 && (await item.getAttribute('data-highlighted')) === null; step++) await page.keyboard.press('ArrowDown')
  await expect(item).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
}

async function openDraft(page: Page): Promise<{ id: number; editor: Locator; written: Locator; form: Locator }> {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const title = `E2E AI rewrite ${Date.now().toString(36)}`
  const created = await fetchFromPage(page, '/api/update-reports?depth=0', { method: 'POST', csrf: true, body: { title, audience: 'tenant', summary: 'For the AI rewrite test.' } })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  await page.goto(`/admin/reports/updates/${id}/edit-update`, { timeout: NAVIGATION_TIMEOUT })
  const form = page.getByRole('form', { name: 'Edit update' })
  const editor = form.getByRole('textbox', { name: 'Update', exact: true })
  await expect(editor).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label="Edit update"] [contenteditable="true"]')
  // The editor's text, also while the dialog is open (a modal dialog hides the page from the accessibility tree).
  const written = page.locator('form[aria-label="Edit update"] [contenteditable="true"]')
  return { id, editor, written, form }
}

test('a selection is rewritten on Accept only; Cancel changes nothing; nothing selected rewrites the whole text; the draft saves it', async ({ page }) => {
  test.setTimeout(120_000)
  const { id, editor, written, form } = await openDraft(page)
  await editor.click()
  await page.keyboard.type('First paragraph stays as written.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Second paragraph is long and wordy.')
  // Select the second paragraph (the caret is at its end).
  await page.keyboard.press('Shift+Home')

  const trigger = form.getByRole('button', { name: 'AI rewrite' })
  await trigger.click()
  await page.getByRole('menuitem', { name: 'Shorter' }).click()
  const dialog = page.getByRole('dialog', { name: 'AI rewrite: Shorter' })
  await expect(dialog.getByTestId('ai-rewrite-suggestion')).toHaveText('SECOND PARAGRAPH IS LONG AND WORDY.')
  // Nothing has changed yet.
  await expect(written).toContainText('Second paragraph is long and wordy.')
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog).toBeHidden()
  await expect(written).toContainText('First paragraph stays as written.')
  await expect(written).toContainText('SECOND PARAGRAPH IS LONG AND WORDY.')
  await expect(written).not.toContainText('Second paragraph is long')

  // Cancel: the suggestion is shown, the text stays.
  await editor.getByText('First paragraph stays as written.').click({ clickCount: 3 })
  await trigger.click()
  await page.getByRole('menuitem', { name: 'Clearer' }).click()
  const clearer = page.getByRole('dialog', { name: 'AI rewrite: Clearer' })
  await expect(clearer.getByTestId('ai-rewrite-suggestion')).toContainText('FIRST PARAGRAPH STAYS AS WRITTEN.')
  await clearer.getByRole('button', { name: 'Cancel' }).click()
  await expect(clearer).toBeHidden()
  await expect(written).toContainText('First paragraph stays as written.')

  // Nothing selected: the whole text, chosen with the keyboard.
  await editor.click()
  await page.keyboard.press('End')
  // Lexical applies the caret's move in a frame after the key, setting the page's selection inside the
  // editor, which gives it the focus back: moved to the button before that, Enter went into the text
  // (a CI run once wrote an empty paragraph there and no menu opened).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await trigger.focus()
  await expect(trigger).toBeFocused()
  await page.keyboard.press('Enter')
  await chooseWithKeys(page, page.getByRole('menuitem', { name: 'Fix spelling and grammar' }))
  const whole = page.getByRole('dialog', { name: 'AI rewrite: Fix spelling and grammar' })
  await expect(whole.getByTestId('ai-rewrite-suggestion')).toHaveText('FIRST PARAGRAPH STAYS AS WRITTEN.\n\nSECOND PARAGRAPH IS LONG AND WORDY.')
  await expect(whole).toContainText('Accept replaces the whole text')
  await whole.getByRole('button', { name: 'Accept' }).focus()
  await page.keyboard.press('Enter')
  await expect(whole).toBeHidden()
  await expect(written).toContainText('FIRST PARAGRAPH STAYS AS WRITTEN.')
  await expect(written).toContainText('SECOND PARAGRAPH IS LONG AND WORDY.')

  // A provider failure is said in the dialog; Accept stays off and nothing changes.
  await editor.click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('FAKE_PROVIDER_ERROR here')
  await page.keyboard.press('Shift+Home')
  await trigger.click()
  await page.getByRole('menuitem', { name: 'More formal' }).click()
  const failed = page.getByRole('dialog', { name: 'AI rewrite: More formal' })
  await expect(failed.getByRole('alert').or(failed.getByText('could not rewrite the text'))).toContainText('could not rewrite the text')
  await expect(failed.getByRole('button', { name: 'Accept' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(failed).toBeHidden()
  await expect(written).toContainText('FAKE_PROVIDER_ERROR here')

  // The draft keeps what was accepted.
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect
    .poll(async () => JSON.stringify((await fetchFromPage(page, `/api/update-reports/${id}?depth=0`)).json), { timeout: NAVIGATION_TIMEOUT })
    .toContain('SECOND PARAGRAPH IS LONG AND WORDY.')
})

test('the opportunity’s summary editor offers it too: the whole summary rewritten on Accept', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investments/opportunities/new-opportunity' })
  const form = page.getByRole('form', { name: 'Create opportunity' })
  await expect(form).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label="Create opportunity"] [contenteditable="true"]')
  const summary = form.getByRole('textbox', { name: 'Summary' })
  await summary.click()
  await summary.pressSequentially('A fintech raising growth capital.')
  await form.getByRole('button', { name: 'AI rewrite' }).click()
  // With the keys: a click on an item just as the menu opened was once lost in CI (no dialog).
  await chooseWithKeys(page, page.getByRole('menuitem', { name: 'Clearer' }))
  const dialog = page.getByRole('dialog', { name: 'AI rewrite: Clearer' })
  await expect(dialog.getByTestId('ai-rewrite-suggestion')).toHaveText('A FINTECH RAISING GROWTH CAPITAL.')
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('form[aria-label="Create opportunity"] [contenteditable="true"]')).toHaveText('A FINTECH RAISING GROWTH CAPITAL.')
})
