import { expect, test, type Page } from '@playwright/test'

import { firstAdminPath, pathAfterLogin } from '../../src/access/landing'
import { isAdminType } from '../../src/access/permissions'
import { ROLE, ROLE_IDS, ROLE_SLUG, type TRoleId } from '../../src/access/roles'
import { FEATURE_DEFAULTS } from '../../src/tenancy/defaults'

/** The demo tenant's switches (tenants/demo.json sets none). */
const FEATURES = { ...FEATURE_DEFAULTS }
import {
  currentPath,
  currentUser,
  demoEmail,
  expectLoginRejected,
  logInAndExpectLanding,
  submitLoginForm,
  tenantOrigin,
} from '../support/e2e-login'

// spec 2.4: after login, admin-type roles go to the first admin page their role may open,
// investors to /investor; a target containing 'admin' sends a non-admin to /investor; otherwise
// the browser goes to the target.

test.describe.configure({ mode: 'parallel' })

/** Written out by hand, so a change to the landing table itself cannot slip through unnoticed. */
const LITERAL_LANDING: Partial<Record<TRoleId, string>> = {
  [ROLE.superAdmin]: '/admin',
  [ROLE.user]: '/investor',
  [ROLE.adviser]: '/admin/investors',
  [ROLE.entrepreneur]: '/admin/investments/deals',
}

/** After landing, the page must be a real page of the role, not a 403 or 404 error page. */
async function expectNoErrorPage(page: Page, landing: { status: number | null }) {
  const message = `HTTP status of ${currentPath(page)}: the landing page must exist and be open to the role`
  expect(landing.status, message).not.toBeNull()
  expect(landing.status, message).toBeLessThan(400)
  await expect(page).not.toHaveTitle(/^Error - \d{3}$/)
}

test('the landing table agrees with the hand-written expectations', () => {
  for (const [role, path] of Object.entries(LITERAL_LANDING)) {
    expect(pathAfterLogin(Number(role), null, FEATURES), ROLE_SLUG[Number(role) as TRoleId]).toBe(path)
  }
  for (const role of ROLE_IDS) {
    expect(pathAfterLogin(role, null, FEATURES)).toBe(isAdminType(role) ? firstAdminPath(role, FEATURES) : '/investor')
  }
})

// The form's redirect for each distinct landing; every role's landing page is checked over HTTP in
// tests/integration/login-landing.test.ts (the redirect is the same script for every role).
for (const role of ROLE_IDS.filter((role) => LITERAL_LANDING[role])) {
  const slug = ROLE_SLUG[role]
  const expected = pathAfterLogin(role, null, FEATURES)

  test(`${slug} (role ${role}) logs in on localhost and lands on ${expected}`, async ({ page }) => {
    expect(expected).toBe(LITERAL_LANDING[role])
    const landing = await logInAndExpectLanding(page, { email: demoEmail(slug) }, expected)
    await expectNoErrorPage(page, landing)
    const { status, body } = await currentUser(page, tenantOrigin('demo'))
    expect(status).toBe(200)
    expect(body?.role_id).toBe(role)
  })
}

test('an investor with an admin target lands on /investor', async ({ page }) => {
  const target = '/admin/investments/opportunities'
  expect(pathAfterLogin(ROLE.user, target, FEATURES)).toBe('/investor')
  await logInAndExpectLanding(page, { email: demoEmail('investor'), target }, '/investor')
})

test('an investor with a portal target lands on the target', async ({ page }) => {
  await logInAndExpectLanding(page, { email: demoEmail('investor'), target: '/investor/investments' }, '/investor/investments')
})

test('a superadmin with a target lands on the target', async ({ page }) => {
  const target = '/admin/investments/opportunities'
  expect(pathAfterLogin(ROLE.superAdmin, target, FEATURES)).toBe(target)
  const landing = await logInAndExpectLanding(page, { email: demoEmail('superadmin'), target }, target)
  await expectNoErrorPage(page, landing)
})

test('an unknown email gets the generic error and no session', async ({ page }) => {
  await submitLoginForm(page, { email: `nobody-${Date.now()}@demo.test`, password: 'not-the-password-1' })
  await expectLoginRejected(page)
  const { status } = await currentUser(page, tenantOrigin('demo'))
  expect(status).toBe(401)
})

test('a wrong password for a real account gets the same generic error; the right one then works', async ({ page }) => {
  // One wrong password only (accounts lock after repeated failures); the successful login after
  // it resets the counter, so repeated runs never lock the demo account.
  const email = demoEmail('newinvestor')
  await submitLoginForm(page, { email, password: 'wrong-password-123' })
  await expectLoginRejected(page)
  expect((await currentUser(page, tenantOrigin('demo'))).status).toBe(401)

  await logInAndExpectLanding(page, { email }, '/investor')
  expect(currentPath(page)).toBe('/investor')
})
