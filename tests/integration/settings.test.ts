import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { adminRouteOpen } from '@/navigation/admin-routes'
import type { Tenant } from '@/payload-types'
import { tinyPng } from '@/seed/demo-files'
import { featuresOf } from '@/tenancy/branding'
import { FEATURE_KEYS } from '@/tenancy/defaults'
import { TENANT_CACHE_TTL_MS } from '@/tenancy/resolve-tenant'

import { multipartBody } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, TEST_PASSWORD, tenantByCode, testPayload } from '../support/payload'

// Issue 12 §5, settings (decision 034): the branding write and read (spec 7), terminology per
// tenant, terms versions, feature switches and, per role from the permission module, every
// settings page and write this issue touches. Runs on 'custodian' (and renames words on 'angel');
// every tenant row it changes is put back afterwards.

const TENANT = 'custodian'
let payload: Payload
let custodian: Tenant
let angel: Tenant
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const html = { accept: 'text/html' }

/** The columns this file may change, to put back. */
const snapshot = (tenant: Tenant) => ({
  theme: tenant.theme,
  terms: tenant.terms,
  riskWarningText: tenant.riskWarningText,
  marketSoundingDescription: tenant.marketSoundingDescription,
  features: tenant.features,
})
let originals: Record<string, ReturnType<typeof snapshot>> = {}

beforeAll(async () => {
  payload = await testPayload()
  custodian = await tenantByCode(payload, TENANT)
  angel = await tenantByCode(payload, 'angel')
  originals = { [custodian.id]: snapshot(custodian), [angel.id]: snapshot(angel) }
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient(TENANT)
      await client.login(`${ROLE_SLUG[role]}@${TENANT}.test`)
      clients.set(role, client)
    }),
  )
})

afterAll(async () => {
  for (const [id, data] of Object.entries(originals)) await payload.update({ collection: 'tenants', id: Number(id), data: data as never, overrideAccess: true })
  await deleteRunUsers(payload)
  // The server keeps tenants ~10 s: let it see the restored rows before the next file runs.
  await new Promise((resolve) => setTimeout(resolve, TENANT_CACHE_TTL_MS + 500))
})

const branding = async (client = as(ROLE.superAdmin)) => (await client.get('/api/branding')).json<Record<string, unknown>>()
const save = (body: Record<string, unknown>, client = as(ROLE.superAdmin)) => client.request('POST', '/api/branding', { body: { _method: 'PATCH', ...body } })
/** Pages read tenants through a cache of their own (~10 s): ask until the page shows it. */
const eventually = (check: () => Promise<boolean>) => expect.poll(check, { timeout: TENANT_CACHE_TTL_MS + 5_000, interval: 500 }).toBe(true)

describe('GET /api/branding (spec 3, 7)', () => {
  test('carries every theme field and switch under the spec’s names and aliases', async () => {
    const body = await branding(new TestClient(TENANT))
    for (const key of ['colors', 'navigation', 'terminology', 'logo', 'logo_alt', 'logoLight', 'favicon', 'pageTitle', 'terms', 'risk_warning_text', 'market_sounding_description', 'isCustomBranding', 'isTrial', 'appVersion']) {
      expect(body, key).toHaveProperty(key)
    }
    expect(typeof body.navigation).toBe('string')
    expect(body.terms).toMatchObject({ terms_version: expect.any(Number), terms_format: expect.stringMatching(/^(url|text)$/), terms_text: expect.any(String) })
    const features = featuresOf(custodian)
    for (const key of FEATURE_KEYS) expect(body[key], key).toBe(features[key])
    expect(body.enableFunds).toBe(features.funds_enabled)
    expect(body.termsConditions).toBe(features.investment_terms_enabled)
    expect((await new TestClient(TENANT).get('/api/branding/1')).json()).toEqual(body)
  })
})

describe('POST /api/branding', () => {
  test('a plain POST once custom branding exists is refused (409): updates say _method PATCH', async () => {
    expect((await save({ pageTitle: 'Custodian Trust Investors' })).status).toBe(200)
    expect((await branding()).isCustomBranding).toBe(true)
    const plain = await as(ROLE.superAdmin).request('POST', '/api/branding', { body: { pageTitle: 'Refused' } })
    expect(plain.status, show(plain)).toBe(409)
    expect((await branding()).pageTitle).toBe('Custodian Trust Investors')
  })

  test('colours under WCAG AA are refused on the colour to blame, and nothing changes', async () => {
    const before = await branding()
    const grey = await save({ colors: { text: '#999999', background: '#ffffff' }, pageTitle: 'Not saved' })
    expect(grey.status, show(grey)).toBe(422)
    expect(grey.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ 'colors.text': [expect.stringMatching(/WCAG AA/)], 'colors.background': [expect.any(String)] })
    const pale = await save({ colors: JSON.stringify({ primary: '#a0c4ff' }) })
    expect(pale.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['colors.primary'])
    expect(await branding()).toEqual(before)
    const fine = await save({ colors: { primary: '#102a43', accent: '#1f6feb', text: '#1a1a1a', background: '#ffffff' } })
    expect(fine.status, show(fine)).toBe(200)
    expect((await branding()).colors).toMatchObject({ primary: '#102a43', text: '#1a1a1a' })
  })

  test('an uploaded logo, light logo and favicon are served to anyone at the branding address; another tenant’s image is refused', async () => {
    const upload = await as(ROLE.superAdmin).request('POST', '/api/images/upload', { raw: multipartBody({}, { filename: 'logo.png', bytes: await tinyPng('#102a43', 64, 64), contentType: 'image/png' }) })
    expect(upload.status, show(upload)).toBe(201)
    const { id } = upload.json<{ image: { id: number } }>().image
    const saved = await save({ logo: id, logoLight: id, favicon: String(id) })
    expect(saved.status, show(saved)).toBe(200)
    const body = await branding(new TestClient(TENANT))
    expect(body.logo).toBe(`/api/branding/images/logo?v=${id}`)
    expect(body.logo_alt).toBe(`/api/branding/images/logo-light?v=${id}`)
    const visitor = new TestClient(TENANT)
    const logo = await visitor.get(String(body.logo))
    expect(logo.status).toBe(200)
    expect(logo.headers['content-type']).toBe('image/png')
    // Not another tenant's: the address belongs to the host's tenant, whose logo is not this one.
    expect((await new TestClient('demo').get(`/api/branding/images/logo?v=${id}`)).status).toBe(404)
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    const foreign = await angelAdmin.request('POST', '/api/branding', { body: { _method: 'PATCH', logo: id } })
    expect(foreign.status, show(foreign)).toBe(422)
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('logo')
    // Removing it falls back to the address set in /cms (none here).
    expect((await save({ logo: null, logoLight: '', favicon: null })).status).toBe(200)
    expect((await branding()).logo).toBeNull()
  })

  test('risk text and market-sounding description are saved; blank puts the default back', async () => {
    expect((await save({ risk_warning_text: 'Custodian risk text.', market_sounding_description: 'You will be wall-crossed.' })).status).toBe(200)
    expect(await branding()).toMatchObject({ risk_warning_text: 'Custodian risk text.', market_sounding_description: 'You will be wall-crossed.' })
    expect((await save({ risk_warning_text: '' })).status).toBe(200)
    expect((await branding()).risk_warning_text).toMatch(/^Don’t invest unless/)
  })
})

describe('terminology (spec 3, 5)', () => {
  test('renaming a label on one tenant changes its navigation and screens, and no other tenant’s', async () => {
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    const saved = await angelAdmin.request('POST', '/api/branding', { body: { _method: 'PATCH', navigation: JSON.stringify({ investors: 'Members', LiveOpportunities: 'Open Rounds' }) } })
    expect(saved.status, show(saved)).toBe(200)
    await eventually(async () => (await angelAdmin.get('/admin/investors', html)).text.includes('>Members<'))
    const list = await angelAdmin.get('/admin/investments/opportunities', html)
    expect(list.text).toMatch(/<h1[^>]*>Open Rounds<\/h1>/)
    expect(list.text).toContain('>Members<')
    for (const code of ['demo', 'capital']) {
      const other = new TestClient(code)
      await other.login(`superadmin@${code}.test`)
      const page = await other.get('/admin/investments/opportunities', html)
      expect(page.text, code).not.toContain('Open Rounds')
      expect(page.text, code).not.toContain('>Members<')
      expect(page.text, code).toMatch(/<h1[^>]*>Live Opportunities<\/h1>/)
    }
    // The settings page shows the word, its default beside it; a blank puts the default back.
    const settings = await angelAdmin.get('/admin/settings/terminology/opportunities', html)
    expect(settings.text).toContain('value="Open Rounds"')
    expect(settings.text).toContain('Default: Live Opportunities')
    expect((await angelAdmin.request('POST', '/api/branding', { body: { _method: 'PATCH', navigation: { LiveOpportunities: '' } } })).status).toBe(200)
    expect((await branding(angelAdmin)).terminology).toEqual({ ...(angel.theme?.terminology as object), investors: 'Members' })
  })

  test('an unknown label or an over-long word is a field error and changes nothing', async () => {
    const before = await branding()
    const unknown = await save({ navigation: { notALabel: 'x', investors: 'y'.repeat(61) } })
    expect(unknown.status, show(unknown)).toBe(422)
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ 'navigation.notALabel': [expect.any(String)], 'navigation.investors': ['Use at most 60 characters'] })
    expect(await branding()).toEqual(before)
  })

  test('role names are renamed through terminology (spec 6)', async () => {
    expect((await save({ navigation: { role_12: 'Wealth Planner' } })).status).toBe(200)
    await eventually(async () => (await as(ROLE.superAdmin).get('/admin/settings/terminology/roles', html)).text.includes('value="Wealth Planner"'))
    expect((await save({ navigation: { role_12: '' } })).status).toBe(200)
  })
})

describe('terms (spec 2.4, 4)', () => {
  test('new terms raise the version: every user is asked on the next page, and accepting records it', async () => {
    const before = (await branding()).terms as { terms_version: number }
    const investor = await createTestUser(payload, custodian, ROLE.user, { slug: 'terms-investor' })
    const staff = await createTestUser(payload, custodian, ROLE.support, { slug: 'terms-staff' })
    const investorClient = new TestClient(TENANT)
    await investorClient.login(investor.email, TEST_PASSWORD)
    const staffClient = new TestClient(TENANT)
    await staffClient.login(staff.email, TEST_PASSWORD)

    const unchanged = await save({ terms_format: 'text', terms_text: custodian.terms.text })
    expect(unchanged.json<{ terms: { terms_version: number } }>().terms.terms_version, 'the same terms keep their version').toBe(before.terms_version)
    const badAddress = await save({ terms_format: 'url', terms_text: 'javascript:alert(1)' })
    expect(badAddress.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('terms_text')

    const saved = await save({ terms_format: 'text', terms_text: 'Custodian Trust client terms, second edition.' })
    expect(saved.status, show(saved)).toBe(200)
    const version = before.terms_version + 1
    expect(saved.json<{ terms: { terms_version: number } }>().terms.terms_version).toBe(version)

    // The next page of each carries the blocking dialog with the new version (the shells render it while accepted < current).
    // In the page's flight data the props are inside a JS string: "termsVersion\":3.
    const asksFor = (text: string) => new RegExp(`termsVersion\\\\?":${version}(?!\\d)`).test(text)
    await eventually(async () => asksFor((await investorClient.get('/investor', html)).text))
    await eventually(async () => asksFor((await staffClient.get('/admin', html)).text))

    // The server's own gate agrees: no portal data until the new terms are accepted.
    // (Served by the HTTP server's fast route, whose tenants are cached apart: ask until it sees the new version.)
    await eventually(async () => (await investorClient.get('/api/portal/opportunities')).status === 403)
    const gated = await investorClient.get('/api/portal/opportunities')
    expect(gated.json<{ step: string }>().step).toBe('accept-terms')

    const accepted = await investorClient.request('POST', `/api/users/${investor.id}`, { form: { _method: 'PATCH', accepted_terms_version: String(version) } })
    expect(accepted.status, show(accepted)).toBe(200)
    expect((await investorClient.get('/api/user')).json<{ accepted_terms_version: number }>().accepted_terms_version).toBe(version)
    expect(asksFor((await investorClient.get('/investor', html)).text)).toBe(false)
    expect((await investorClient.get('/api/portal/opportunities')).status).toBe(200)
    expect((await investorClient.get('/terms', html)).text).toContain('second edition')
  })
})

describe('feature switches (spec 3)', () => {
  const AREAS = [
    { feature: 'funds_enabled', page: '/admin/funds', nav: 'href="/admin/funds"', api: '/api/funds?limit=1&depth=0' },
    { feature: 'market_sounding_enabled', page: '/admin/insider-register', nav: 'href="/admin/insider-register"', api: '/api/pa-deals?limit=1&depth=0' },
    { feature: 'organisation_links_enabled', page: '/admin/investors/organisation-applications', nav: 'href="/admin/investors/organisation-applications"', api: '/api/organisation-applications?limit=1&depth=0' },
    { feature: 'nominee_enabled', page: '/admin/investors/nominees', nav: 'href="/admin/investors/nominees"', api: '/api/nominees?limit=1&depth=0' },
  ] as const
  const switchAll = (on: boolean) => as(ROLE.superAdmin).request('POST', '/api/features', { body: { switches: Object.fromEntries(AREAS.map(({ feature }) => [feature, on])) } })

  test('off hides funds, market sounding, organisation links and nominees in the navigation and answers 404 on their routes and APIs; on brings them back', async () => {
    for (const on of [true, false, true]) {
      const answer = await switchAll(on)
      expect(answer.status, show(answer)).toBe(200)
      for (const { feature, page, nav, api } of AREAS) {
        await eventually(async () => (await as(ROLE.superAdmin).get(page, html)).status === (on ? 200 : 404))
        const investors = await as(ROLE.superAdmin).get('/admin/investors', html)
        expect(investors.text.includes(nav), `${feature} ${on ? 'on' : 'off'}: navigation`).toBe(on)
        expect((await as(ROLE.superAdmin).get(api)).status, `${feature} ${on ? 'on' : 'off'}: ${api}`).toBe(on ? 200 : 404)
      }
    }
  })

  test('unknown switches and non-booleans are field errors; nothing changes', async () => {
    const before = (await branding()).features
    const bad = await as(ROLE.superAdmin).request('POST', '/api/features', { body: { switches: { funds_enabled: 'maybe', made_up: true } } })
    expect(bad.status, show(bad)).toBe(422)
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ 'switches.funds_enabled': [expect.any(String)], 'switches.made_up': [expect.any(String)] })
    expect((await branding()).features).toEqual(before)
  })
})

describe('per role, from the permission module', () => {
  const PAGES = [
    '/admin/settings',
    '/admin/settings/account',
    '/admin/settings/account/branding',
    '/admin/settings/account/features',
    '/admin/settings/terminology',
    '/admin/settings/terminology/opportunities',
    '/admin/settings/terminology/roles',
    '/admin/settings/terminology/investor',
    '/admin/settings/terminology/portfolio-columns',
    '/admin/settings/terminology/funds',
    '/admin/settings/investor/terms',
    '/admin/settings/investor/market-sounding',
    '/admin/settings/investor/risk-warning',
    '/admin/settings/investor/lead-status',
  ]

  test.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label: each settings page opens exactly when the route table says', async ({ role }) => {
    const features = featuresOf(await tenantByCode(payload, TENANT))
    for (const path of PAGES) {
      const response = await as(role).get(path, html)
      const expected = adminRouteOpen(path, role, features) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403]
      expect(expected, `${path}: ${response.status}`).toContain(response.status)
    }
  })

  test.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label: the branding and features writes answer as spec 6 grants', async ({ role }) => {
    const current = await branding()
    const title = await save({ pageTitle: String(current.pageTitle) }, as(role))
    expect(title.status, show(title)).toBe(can(role, 'branding', 'update') ? 200 : 403)
    const switches = await as(role).request('POST', '/api/features', { body: { switches: { tax_enabled: !!current.tax_enabled } } })
    expect(switches.status, show(switches)).toBe(can(role, 'features', 'update') ? 200 : 403)
  })

  test('without a session the writes are 401', async () => {
    const visitor = new TestClient(TENANT)
    await visitor.csrf()
    expect((await visitor.request('POST', '/api/branding', { body: { _method: 'PATCH', pageTitle: 'x' } })).status).toBe(401)
    expect((await visitor.request('POST', '/api/features', { body: { switches: {} } })).status).toBe(401)
  })
})
