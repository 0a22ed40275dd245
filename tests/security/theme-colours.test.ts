import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import type { Tenant } from '@/payload-types'
import { TENANT_CACHE_TTL_MS } from '@/tenancy/resolve-tenant'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// Issue 8, finding 12: a theme colour's key becomes a CSS variable name on every page of the
// tenant. Values were checked, keys were not, so a key could close the declaration and add rules
// of its own (CSS injection: overlays, exfiltration through url()). Only the known keys pass.

const EVIL_KEY = 'primary;}body{background:url(https://attacker.example/x)}:root{--x'

let payload: Payload
let capital: Tenant

beforeAll(async () => {
  payload = await testPayload()
  capital = await tenantByCode(payload, 'capital')
})


describe('theme colour keys', () => {
  test('the branding form refuses an unknown colour key and changes nothing', async () => {
    const superadmin = new TestClient('capital')
    await superadmin.login('superadmin@capital.test')
    const response = await superadmin.request('POST', '/api/branding', { body: { colors: JSON.stringify({ [EVIL_KEY]: '#ffffff' }), _method: 'PATCH' } })
    expect(response.status).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('colors')
    const after = await tenantByCode(payload, 'capital')
    expect(after.theme?.colors).toEqual(capital.theme?.colors)
  })

  test('the operator console refuses one as well', async () => {
    await expect(
      payload.update({ collection: 'tenants', id: capital.id, data: { theme: { ...capital.theme, colors: { [EVIL_KEY]: '#ffffff' } } }, overrideAccess: true }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
    await expect(
      payload.update({ collection: 'tenants', id: capital.id, data: { theme: { ...capital.theme, colors: { primary: 'red;}body{display:none' } } }, overrideAccess: true }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
  })

  test('a bad key already in the database never reaches a page', async () => {
    const original = JSON.stringify(capital.theme?.colors ?? {})
    await payload.db.pool.query(`UPDATE tenants SET theme_colors = $2::jsonb WHERE id = $1`, [capital.id, JSON.stringify({ ...(capital.theme?.colors as object), [EVIL_KEY]: '#ffffff' })])
    try {
      const visitor = new TestClient('capital')
      // Wait out the server's tenant cache so the pages read the poisoned row.
      await new Promise((resolve) => setTimeout(resolve, TENANT_CACHE_TTL_MS + 1000))
      const branding = await visitor.get('/api/branding')
      expect(Object.keys(branding.json<{ colors: object }>().colors)).not.toContain(EVIL_KEY)
      const page = await visitor.get('/login', { accept: 'text/html' })
      expect(page.status).toBe(200)
      expect(page.text).toContain('--tenant-primary')
      expect(page.text).not.toContain('attacker.example')
    } finally {
      await payload.db.pool.query(`UPDATE tenants SET theme_colors = $2::jsonb WHERE id = $1`, [capital.id, original])
    }
  })
})
