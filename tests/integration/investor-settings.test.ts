import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { INVESTOR_SETTINGS_PATH, unusedTestPaths } from '@/features/settings/investor-settings'
import { adminRouteOpen, childAdminRoutes } from '@/navigation/admin-routes'
import { featuresOf } from '@/tenancy/branding'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// The investor settings landing (spec 2.1 /admin/settings/investor, decision 042): per role from the
// permission module's route table, the sub-pages it lists are exactly those the role may open and the
// tenant's switches allow. 'custodian' has the risk warning and market sounding on; 'fund' both off.

let payload: Payload
const html = { accept: 'text/html' }
const listed = (page: string) => [...page.matchAll(/data-settings-link="([^"]+)"/g)].map((match) => match[1]).sort()

beforeAll(async () => {
  payload = await testPayload()
})

describe.each(['custodian', 'fund'])('%s', (code) => {
  const clients = new Map<TRoleId, TestClient>()
  beforeAll(async () => {
    await Promise.all(
      ROLE_IDS.map(async (role) => {
        const client = new TestClient(code)
        await client.login(`${ROLE_SLUG[role]}@${code}.test`)
        clients.set(role, client)
      }),
    )
  })

  test.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label: the landing lists exactly the sub-pages the route table and the switches open', async ({ role }) => {
    const features = featuresOf(await tenantByCode(payload, code))
    const response = await clients.get(role)!.get(INVESTOR_SETTINGS_PATH, html)
    if (!adminRouteOpen(INVESTOR_SETTINGS_PATH, role, features)) {
      expect(role === ROLE.user ? [302, 303, 307, 403] : [403], `${response.status}`).toContain(response.status)
      return
    }
    expect(response.status).toBe(200)
    const unused = unusedTestPaths(features)
    const expected = childAdminRoutes(INVESTOR_SETTINGS_PATH)
      .map((child) => child.pattern)
      .filter((path) => !unused.includes(path) && adminRouteOpen(path, role, features))
      .sort()
    expect(listed(response.text)).toEqual(expected)
    for (const path of expected) expect((await clients.get(role)!.get(path, html)).status, path).toBe(200)
  })

  test('Super Admin: the state of terms, tests and switches is summarised', async () => {
    const tenant = await tenantByCode(payload, code)
    const features = featuresOf(tenant)
    const page = (await clients.get(ROLE.superAdmin)!.get(INVESTOR_SETTINGS_PATH, html)).text
    expect(page).toContain(`Version ${tenant.terms?.version ?? 1}`)
    expect(page).toMatch(/\d+ questions, pass mark \d+/)
    expect(page.includes('/admin/settings/investor/market-sounding'), 'market sounding listed').toBe(features.market_sounding_enabled)
    expect(page.includes('/admin/settings/investor/risk-warning'), 'risk warning listed').toBe(features.risk_warning_enabled)
    // The test not in use is named under the list, as a link, so its editor is still reachable.
    const unused = page.match(/data-testid="unused-tests"[\s\S]*?<\/p>/)?.[0] ?? ''
    for (const path of unusedTestPaths(features)) expect(unused, path).toContain(`href="${path}"`)
  })
})
