import { expect, test } from 'vitest'

import { TestClient } from '../support/http-client'

// spec 2.1: the investment categories and characters settings are behind a feature flag
// (investment_classification_enabled, ours: docs/decisions/010). 'fund' turns it on, 'demo' not.

test.each([
  ['demo', 404],
  ['fund', 200],
])('on %s the categories and characters settings answer %i', async (tenant, status) => {
  const staff = new TestClient(tenant)
  await staff.login(`superadmin@${tenant}.test`)
  for (const page of ['investment-categories', 'investment-characters']) {
    expect((await staff.get(`/admin/settings/attributes/${page}`, { accept: 'text/html' })).status, page).toBe(status)
  }
  // The sibling attribute pages have no flag.
  expect((await staff.get('/admin/settings/attributes/industries', { accept: 'text/html' })).status).toBe(200)
})
