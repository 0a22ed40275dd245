import { describe, expect, test } from 'vitest'

import { pathAfterLogin } from '@/access/landing'
import { ROLE_IDS, ROLE_SLUG } from '@/access/roles'

import { TestClient } from '../support/http-client'
import { tenantFeatures } from '../support/tenant-seed'

// spec 2.4: after login every role lands on the first page it may open. The browser test
// (tests/e2e/login-landing.spec.ts) follows the form's redirect for each distinct landing; here
// every role of two tenants with different switches signs in and its landing page must answer
// 200 with a real page of the role, not an error page.

describe.each(['demo', 'angel'] as const)('%s', (tenant) => {
  const features = tenantFeatures(tenant)

  test.each(ROLE_IDS.map((role) => [ROLE_SLUG[role], role, pathAfterLogin(role, null, features)] as const))('%s (role %i) lands on %s, a page open to the role', async (slug, role, landing) => {
    const client = new TestClient(tenant)
    await client.login(`${slug}@${tenant}.test`)
    expect(((await client.get('/api/user')).json() as { role_id: number }).role_id).toBe(role)
    const page = await client.get(landing, { accept: 'text/html' })
    expect(page.status, `${landing} for ${slug}`).toBe(200)
    expect(page.text).not.toMatch(/<title>Error - \d{3}<\/title>/)
  })
})
