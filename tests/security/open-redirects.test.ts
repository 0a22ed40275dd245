import { describe, expect, test } from 'vitest'

import { pathAfterLogin } from '@/access/landing'
import { ROLE } from '@/access/roles'
import { FEATURE_DEFAULTS } from '@/tenancy/defaults'
import { safeInternalPath } from '@/lib/safe-internal-path'

import { TestClient } from '../support/http-client'

// Issue 8, finding 5: open redirects. Each of these left the site through /login?target=... or a
// notification's link before: browsers read `\` as `/`, drop tabs and newlines, resolve dot segments.
const OFF_SITE = [
  '/.//attacker.example',
  '/./\\attacker.example',
  '/\\attacker.example',
  '\\\\attacker.example',
  '//attacker.example',
  '/%2F%2Fattacker.example',
  '/%2f/attacker.example',
  '/%5Cattacker.example',
  '/\t/attacker.example',
  '/\n/attacker.example',
  '/\u0000/attacker.example',
  'https://attacker.example',
  'javascript:alert(1)',
  'attacker.example',
  '/../..//attacker.example',
  '',
]

describe('safeInternalPath', () => {
  test.each(OFF_SITE)('refuses %j', (value) => {
    expect(safeInternalPath(value)).toBeNull()
  })

  test('keeps paths of this site, with their query and hash', () => {
    expect(safeInternalPath('/investor/opportunities?sort=-closesAt#top')).toBe('/investor/opportunities?sort=-closesAt#top')
    expect(safeInternalPath('/admin/investments/opportunities/12')).toBe('/admin/investments/opportunities/12')
    expect(safeInternalPath('/a/./b/../c')).toBe('/a/c')
  })

  test('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/x']]) expect(safeInternalPath(value)).toBeNull()
  })
})

describe('the login landing never leaves the site', () => {
  test.each(OFF_SITE)('target %j lands on the role’s own page', (target) => {
    expect(pathAfterLogin(ROLE.user, target, FEATURE_DEFAULTS)).toBe('/investor')
    expect(pathAfterLogin(ROLE.superAdmin, target, FEATURE_DEFAULTS).startsWith('/admin')).toBe(true)
  })
})

describe('notification links', () => {
  test.each(['/\\attacker.example', '/.//attacker.example', 'https://attacker.example'])('staff cannot send one that leads to %j', async (cta) => {
    const staff = new TestClient('demo')
    await staff.login('superadmin@demo.test')
    const investor = await staff.get('/api/users?where[email][equals]=investor@demo.test&depth=0')
    const userId = investor.json<{ docs: Array<{ id: number }> }>().docs[0].id
    const sent = await staff.request('POST', '/api/notifications/admin/send', { body: { user_id: userId, message: 'Click me', cta } })
    expect(sent.status, sent.text).toBe(422)
    expect(sent.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('cta')
  })
})
