import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { freeSlugLike } from '@/collections/investments/InvestmentOpportunities/free-slug'
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from '@/domain/investments/slug'
import type { Tenant } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// decision 040: an opportunity's slug is never a fixed page under /investor/investments/ (actions,
// market-sounding) nor another reserved word: the REST API and the Local API refuse it on the slug
// field and change nothing; generated slugs (a copy, a deal made an opportunity) get a suffix; the
// demo data has none.

const API = '/api/investment-opportunities'
const FUTURE = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const fieldErrors = (response: TResponse) =>
  (response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors ?? []).flatMap((error) => error.data?.errors ?? [])

let payload: Payload
let demo: Tenant
let admin: TestClient
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  admin = new TestClient('demo')
  await admin.login('superadmin@demo.test')
}, 60_000)

afterAll(async () => {
  if (created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

const count = async (slug: string) => (await payload.count({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { slug: { equals: slug } }] }, overrideAccess: true })).totalDocs

describe('reserved slugs', () => {
  test.each(['actions', 'market-sounding', 'new'])('POST with the slug %s is refused on the slug field; nothing is made', async (slug) => {
    const response = await admin.request('POST', API, { body: { title: `Shadowed ${slug}`, slug, stage: 1, targetAmount: 100_000_00, currency: 'GBP', closesAt: FUTURE } })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path: 'slug', message: RESERVED_SLUG_MESSAGE }))
    expect(await count(slug)).toBe(0)
  })

  test('renaming an opportunity to a reserved slug is refused and the old slug stays', async () => {
    const slug = unique('slug-rename')
    const row = await payload.create({ collection: 'investment-opportunities', data: { title: slug, slug, stage: 1, targetAmount: 100_000_00, currency: 'GBP', tenant: demo.id }, overrideAccess: true })
    created.push(row.id)
    const response = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body: { slug: 'actions' } })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path: 'slug', message: RESERVED_SLUG_MESSAGE }))
    expect((await payload.findByID({ collection: 'investment-opportunities', id: row.id, depth: 0, overrideAccess: true })).slug).toBe(slug)
  })

  test('the Local API refuses it too, even with overrideAccess', async () => {
    await expect(
      payload.create({ collection: 'investment-opportunities', data: { title: 'Shadowed', slug: 'market-sounding', stage: 1, targetAmount: 100_000_00, currency: 'GBP', tenant: demo.id }, overrideAccess: true }),
    ).rejects.toThrow(/slug/i)
    expect(await count('market-sounding')).toBe(0)
  })

  test('a generated slug skips reserved words', async () => {
    for (const slug of ['actions', 'market-sounding']) expect(await freeSlugLike(payload, demo.id, slug, { tryBase: true })).toMatch(new RegExp(`^${slug}-\\d+$`))
  })

  test('no demo opportunity has a reserved slug', async () => {
    const { rows } = await payload.db.pool.query<{ slug: string }>('SELECT slug FROM investment_opportunities WHERE slug = ANY($1::text[])', [RESERVED_SLUGS])
    expect(rows).toEqual([])
  })
})
