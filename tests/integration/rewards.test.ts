import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG } from '@/access/roles'
import { NO_INCENTIVE_TO_INVEST } from '@/domain/rewards/rewards'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// issue 13 §10 (decision 040): rewards are the tenant's, kept by whoever has spec 6 `features`; a
// reward conditional on investing (a trigger, a condition, a name or value about investing) is
// refused, over REST and through the Local API alike, and nothing is written (COBS 4.12A.8R).

const API = '/api/rewards'

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const fieldErrors = (response: TResponse) =>
  (response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors ?? []).flatMap((error) => error.data?.errors ?? [])

let payload: Payload
let demo: Tenant
let angel: Tenant
const clients = new Map<string, TestClient>()

async function client(tenant: string, role: string): Promise<TestClient> {
  const key = `${tenant}:${role}`
  let found = clients.get(key)
  if (!found) {
    found = new TestClient(tenant)
    await found.login(`${role}@${tenant}.test`)
    clients.set(key, found)
  }
  return found
}

const countNamed = async (name: string) => (await payload.count({ collection: 'rewards', where: { name: { equals: name } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel] = await Promise.all(['demo', 'angel'].map((code) => tenantByCode(payload, code)))
}, 60_000)

afterAll(async () => {
  await payload.delete({ collection: 'rewards', where: { name: { like: 'rw-' } }, overrideAccess: true })
})

const base = (name: string) => ({ name, trigger: 'registration', value: 'A welcome pack' })

/** Configurations conditional on investing: [label, body change, the field refused]. */
const REFUSED: Array<[string, Record<string, unknown>, string]> = [
  ['a first-investment trigger', { trigger: 'first_investment' }, 'trigger'],
  ['an amount-invested trigger', { trigger: 'amount_invested' }, 'trigger'],
  ['a referral paid once the friend invests', { trigger: 'referral', conditions: 'Paid once your friend invests £500 or more.' }, 'conditions'],
  ['a minimum investment condition', { conditions: 'A first investment of at least £1,000 within 30 days.' }, 'conditions'],
  ['a value that rewards investing', { value: '£50 cashback when you invest' }, 'value'],
  ['a description about subscribing for shares', { description: 'For members who subscribe for shares in any round.' }, 'description'],
  ['a pledge', { conditions: 'Pledging to a campaign before it closes.' }, 'conditions'],
]

describe('a reward may not depend on investing', () => {
  test.each(REFUSED)('REST: %s is refused on its field; nothing is written', async (_label, change, field) => {
    const admin = await client('demo', 'superadmin')
    const name = unique('rw-refused')
    const response = await admin.request('POST', API, { body: { ...base(name), ...change } })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual({ path: field, message: NO_INCENTIVE_TO_INVEST })
    expect(await countNamed(name)).toBe(0)
  })

  test.each(REFUSED)('Local API, even with overrideAccess: %s is refused', async (_label, change) => {
    const name = unique('rw-local')
    await expect(payload.create({ collection: 'rewards', data: { ...base(name), ...change, tenant: demo.id } as never, overrideAccess: true })).rejects.toThrow(/invalid|incentive/i)
    expect(await countNamed(name)).toBe(0)
  })

  test('an allowed reward cannot be changed into one conditional on investing (REST and Local API)', async () => {
    const admin = await client('demo', 'superadmin')
    const made = await admin.request('POST', API, { body: { ...base(unique('rw-change')), trigger: 'referral', conditions: 'The friend verifies their email address.' } })
    expect(made.status, show(made)).toBe(201)
    const id = made.json<{ doc: { id: number } }>().doc.id
    const patched = await admin.request('PATCH', `${API}/${id}`, { body: { conditions: 'The friend invests within a month.' } })
    expect(patched.status, show(patched)).toBe(400)
    expect(fieldErrors(patched)).toContainEqual({ path: 'conditions', message: NO_INCENTIVE_TO_INVEST })
    await expect(payload.update({ collection: 'rewards', id, data: { trigger: 'first_investment' } as never, overrideAccess: true })).rejects.toThrow()
    const stored = await payload.findByID({ collection: 'rewards', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ trigger: 'referral', conditions: 'The friend verifies their email address.' })
  })
})

describe('allowed rewards are saved, for the session’s tenant only', () => {
  const ALLOWED: Array<[string, Record<string, unknown>]> = [
    ['registration', {}],
    ['a referral on registering', { trigger: 'referral', conditions: 'The friend registers with your link.', value: 'A £20 gift card', amount: 20_00, currency: 'GBP' }],
    ['an anniversary ticket to an event named after investment (the noun is not a condition)', { trigger: 'anniversary', value: 'A ticket to our Investment Summit' }],
    ['a completed profile', { trigger: 'profile_completed', value: 'A research briefing for investors', active: false }],
  ]

  test.each(ALLOWED)('%s', async (_label, change) => {
    const admin = await client('demo', 'superadmin')
    const name = unique('rw-ok')
    // A tenant in the body is not trusted: the server stamps the session's.
    const response = await admin.request('POST', API, { body: { ...base(name), ...change, tenant: angel.id } })
    expect(response.status, show(response)).toBe(201)
    const doc = response.json<{ doc: { id: number; tenant: number | { id: number } } }>().doc
    const stored = await payload.findByID({ collection: 'rewards', id: doc.id, depth: 0, overrideAccess: true })
    expect(stored.tenant).toBe(demo.id)
    expect(stored).toMatchObject({ name, ...change })
  })

  test('another tenant’s staff neither list, read, change nor delete them', async () => {
    const admin = await client('demo', 'superadmin')
    const name = unique('rw-iso')
    const id = (await admin.request('POST', API, { body: base(name) })).json<{ doc: { id: number } }>().doc.id
    const other = await client('angel', 'superadmin')
    const list = await other.get(`${API}?where[name][equals]=${name}`)
    expect(list.json<{ totalDocs: number }>().totalDocs).toBe(0)
    expect((await other.get(`${API}/${id}`)).status).toBe(404)
    // Payload refuses a write outside the access rules with a 403 (as tenant-isolation.test.ts allows): the row is untouched either way.
    expect([403, 404]).toContain((await other.request('PATCH', `${API}/${id}`, { body: { value: 'Hijacked' } })).status)
    expect([403, 404]).toContain((await other.request('DELETE', `${API}/${id}`)).status)
    expect((await payload.findByID({ collection: 'rewards', id, depth: 0, overrideAccess: true })).value).toBe('A welcome pack')
  })

  test('the demo tenants have rewards, none conditional on investing', async () => {
    for (const tenant of [demo, angel]) expect((await payload.count({ collection: 'rewards', where: { tenant: { equals: tenant.id } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
  })
})

describe('spec 6: features decides who keeps rewards', () => {
  test.each(ROLE_IDS.map((role) => [ROLE_LABEL[role], role] as const))('%s', async (_label, role) => {
    const staff = await client('demo', ROLE_SLUG[role])
    const created = await staff.request('POST', API, { body: base(unique('rw-role')) })
    expect(created.status, show(created)).toBe(can(role, 'features', 'create') ? 201 : 403)
    if (role === ROLE.user) return
    const page = await staff.get('/admin/settings/investor/rewards', { accept: 'text/html' })
    expect(page.status).toBe(can(role, 'features', 'index') ? 200 : 403)
  })
})
