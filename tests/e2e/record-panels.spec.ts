import { expect, test, type Page } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { currentPath, demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// The notes, calls and tasks panel of a record (issue 9 §3) in the browser, on a deal of this test's
// own. The panel's forms, the task box and the delete and draft buttons load their heavy parts on
// demand (docs/performance.md, first-load JavaScript): the note editor (Lexical) once the page is
// idle or someone reaches for it, with a plain box standing in meanwhile; zod on first validation;
// the dialogs on the first intent. This proves each still does its job.

/** A deal in the tenant's first pipeline, made through the API; its notes-calls-tasks address. */
async function makeDeal(page: Page, name: string): Promise<{ id: number; path: string }> {
  const pipelines = await fetchFromPage(page, '/api/pipelines?depth=0&limit=1')
  expect(pipelines.status).toBe(200)
  const pipeline = (pipelines.json as { docs: Array<{ id: number; stages: Array<{ id: string }> }> }).docs[0]!
  const created = await fetchFromPage(page, '/api/deals?depth=0', { method: 'POST', csrf: true, body: { name, pipeline: pipeline.id, stage: pipeline.stages[0]!.id, currency: 'GBP' } })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  return { id, path: `/admin/investments/deals/${id}/notes-calls-tasks` }
}

/** Holds back the browser's copy of the note editor (the chunk with Lexical's editable root) until `release` is called. */
async function holdNoteEditor(page: Page): Promise<{ release: () => void }> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('data-lexical-editor')) await gate
    await route.fulfill({ response, body })
  })
  return { release }
}

test('the note editor takes text before and after it has loaded, and the note, a call and a task are saved; a note is deleted after confirming', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const deal = await makeDeal(page, `Panel deal ${Date.now()}`)
  const editorCode = await holdNoteEditor(page)
  await page.goto(deal.path, { timeout: NAVIGATION_TIMEOUT })
  const noteForm = page.getByRole('form', { name: 'Add a note' })
  const box = noteForm.getByRole('textbox', { name: 'New note' })
  await expect(box).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  // Before Lexical is there: the stand-in box, the size of the editor, takes what is typed.
  await expect(noteForm.locator('[data-lexical-editor]')).toHaveCount(0)
  // The panel's plain controls and the stand-in (its placeholder and toolbar names too) pass axe-core.
  expect(await seriousViolations(page, '[data-testid="notes-calls-tasks"]')).toEqual([])
  const frame = noteForm.getByRole('toolbar', { name: 'Formatting' }).locator('..')
  const before = await frame.boundingBox()
  await box.click()
  await page.keyboard.type('Typed before the editor')
  editorCode.release()
  await expect(noteForm.locator('[data-lexical-editor]')).toHaveCount(1, { timeout: NAVIGATION_TIMEOUT })
  await page.unroute('**/_next/static/chunks/**/*.js')
  // The editor carries on from the text, with the focus where it was, and moves nothing on the page.
  await expect(box).toHaveText('Typed before the editor')
  await expect(box).toBeFocused()
  expect(await frame.boundingBox()).toEqual(before)
  await page.keyboard.type(', and after')
  await noteForm.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' in bold.')
  await noteForm.getByRole('button', { name: 'Add note' }).click()
  const note = page.getByTestId('note').filter({ hasText: 'Typed before the editor, and after in bold.' })
  await expect(note).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(note.locator('strong, b, .rt-bold, [style*="bold"]').first()).toHaveText('in bold.')
  await expect(box).toHaveText('')

  // An empty note is refused in the browser (zod, loaded on the first validation), under the field.
  await noteForm.getByRole('button', { name: 'Add note' }).click()
  await expect(noteForm.getByText('Write the note.')).toBeVisible()

  // A call.
  const callForm = page.getByRole('form', { name: 'Log a call' })
  await callForm.getByLabel('Minutes').fill('12')
  await callForm.getByLabel('Outcome').selectOption({ label: 'Voicemail' })
  await callForm.getByLabel('Summary').fill('Left a message about the round.')
  await callForm.getByRole('button', { name: 'Log call' }).click()
  const call = page.getByTestId('call').filter({ hasText: 'Left a message about the round.' })
  await expect(call).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(call).toContainText('Voicemail')
  await expect(call).toContainText('12 min')

  // A task: its errors sit under their fields, then it is added and ticked off.
  const taskForm = page.getByRole('form', { name: 'Add a task' })
  await taskForm.getByRole('button', { name: 'Add task' }).click()
  await expect(taskForm.getByText('Enter what needs doing')).toBeVisible()
  await expect(taskForm.getByLabel('Task')).toHaveAttribute('aria-invalid', 'true')
  const title = `Check the numbers ${Date.now()}`
  await taskForm.getByLabel('Task').fill(title)
  await taskForm.getByRole('button', { name: 'Add task' }).click()
  const task = page.getByTestId('task').filter({ hasText: title })
  await expect(task).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(taskForm.getByLabel('Task')).not.toHaveAttribute('aria-invalid')
  await expect(task.getByRole('checkbox', { name: `Mark done: ${title}` })).not.toBeChecked()
  await task.getByTestId('task-done').click()
  await expect(task).toContainText('done', { timeout: NAVIGATION_TIMEOUT })
  await expect(task.getByRole('checkbox', { name: `Reopen: ${title}` })).toBeChecked()

  // Deleting the note asks first (the dialog loads on demand); Cancel keeps it, Delete removes it.
  await note.getByRole('button', { name: 'Delete this note' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' })
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(note).toBeVisible()
  await note.getByRole('button', { name: 'Delete this note' }).click()
  await page.getByRole('alertdialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(note).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
})

test('a deal becomes a draft opportunity after confirming in the dialog', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const name = `Draft from deal ${Date.now()}`
  const deal = await makeDeal(page, name)
  await page.goto(`/admin/investments/deals/${deal.id}/key-information`, { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('button', { name: 'Make draft opportunity' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Make “${name}” a draft opportunity?` })
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await dialog.getByRole('button', { name: 'Make draft' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/opportunities\/\d+\/edit$/)
  await expect(page.getByLabel('Title')).toHaveValue(name)
})
