import { afterAll, beforeAll, expect, test } from 'vitest'

import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload, userByEmail } from '../support/payload'

// Issue 9, section 0: a tenant's terminology (spec 3) renames the screens' headings too, not only
// the navigation. Run on 'custodian', whose words no other test reads; restored afterwards.

const TENANT = 'custodian'
const WORDS = { LiveOpportunities: 'Open Rounds', draftOpportunities: 'Rounds in Preparation', ExistingOpportunities: 'Closed Rounds', overview: 'Dashboard', investors: 'Members', investorRiskProfile: 'Attitude to Risk Assessment' }

let original: Tenant['theme']
let staff: TestClient

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

beforeAll(async () => {
  const payload = await testPayload()
  original = (await tenantByCode(payload, TENANT)).theme
  staff = new TestClient(TENANT)
  await staff.login(`superadmin@${TENANT}.test`)
  const saved = await staff.request('POST', '/api/branding', { body: { _method: 'PATCH', navigation: WORDS } })
  expect(saved.status, saved.text).toBe(200)
})

afterAll(async () => {
  const payload = await testPayload()
  const tenant = await tenantByCode(payload, TENANT)
  await payload.update({ collection: 'tenants', id: tenant.id, data: { theme: original }, overrideAccess: true })
})

test.each([
  ['/admin', WORDS.overview],
  ['/admin/investments/opportunities', WORDS.LiveOpportunities],
  ['/admin/investments/opportunities?view=drafts', WORDS.draftOpportunities],
  ['/admin/investments/existing', WORDS.ExistingOpportunities],
  ['/admin/investors', WORDS.investors],
])('%s is headed with the tenant’s word (%s), in the page title too', async (path, word) => {
  // The tenant cache lives ~10 s per process: wait for the server to see the new words.
  await expect
    .poll(async () => heading((await staff.get(path, { accept: 'text/html' })).text), { timeout: 15_000, interval: 500 })
    .toBe(word)
  expect((await staff.get(path, { accept: 'text/html' })).text).toContain(`<title>${word}`)
})

test('an investor’s risk-profile tab names the questionnaire with the tenant’s word (decision 026)', async () => {
  const payload = await testPayload()
  const investor = (await userByEmail(payload, (await tenantByCode(payload, TENANT)).id, `investor@${TENANT}.test`))!
  const path = `/admin/investors/${investor.id}/details/risk-profile`
  await expect.poll(async () => (await staff.get(path, { accept: 'text/html' })).text.includes(`${WORDS.investorRiskProfile}: latest answers`), { timeout: 15_000, interval: 500 }).toBe(true)
})
