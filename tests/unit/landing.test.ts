import { describe, expect, test } from 'vitest'

import { firstAdminPath, pathAfterLogin } from '@/access/landing'
import { FEATURE_DEFAULTS } from '@/tenancy/defaults'

/** The demo tenant's switches (tenants/demo.json sets none). */
const FEATURES = { ...FEATURE_DEFAULTS }

// spec 2.2 menu order (Overview, Investments: deals, live, existing, fund opportunities; Funds; Investors; Reports),
// spec 2.4: admin-type roles land on the first admin page their role may open.
const FIRST_ADMIN_PAGE: Array<[number, string, string]> = [
  [1, 'Super Admin', '/admin'],
  [8, 'Support', '/admin'],
  [3, 'Investment Committee', '/admin'],
  [2, 'Entrepreneur', '/admin/investments/deals'],
  [11, 'Fund Manager', '/admin/investments/deals'],
  [7, 'Custodian', '/admin/investments/opportunities'],
  [9, 'Creator', '/admin/investments/opportunities'],
  [10, 'Investment Manager', '/admin/investments/opportunities'],
  [12, 'Adviser', '/admin/investors'],
]

describe('firstAdminPath', () => {
  test.each(FIRST_ADMIN_PAGE.map(([role, name, path]) => ({ role, name, path })))('$name lands on $path', ({ role, path }) => {
    expect(firstAdminPath(role, FEATURES)).toBe(path)
  })

  test('a role that may open no listed admin page falls back to the own-password page', () => {
    expect(firstAdminPath(5, FEATURES)).toBe('/admin/settings/security')
    expect(firstAdminPath(4, FEATURES)).toBe('/admin/settings/security')
  })
})

describe('pathAfterLogin (spec 2.4)', () => {
  test.each(FIRST_ADMIN_PAGE.map(([role, name, path]) => ({ role, name, path })))('$name without a target goes to $path', ({ role, path }) => {
    expect(pathAfterLogin(role, undefined, FEATURES)).toBe(path)
    expect(pathAfterLogin(role, null, FEATURES)).toBe(path)
    expect(pathAfterLogin(role, '', FEATURES)).toBe(path)
  })

  test('an investor without a target goes to /investor', () => {
    expect(pathAfterLogin(5, undefined, FEATURES)).toBe('/investor')
    expect(pathAfterLogin(5, null, FEATURES)).toBe('/investor')
  })

  test("an investor whose target contains 'admin' goes to /investor", () => {
    expect(pathAfterLogin(5, '/admin', FEATURES)).toBe('/investor')
    expect(pathAfterLogin(5, '/admin/investors/12/details', FEATURES)).toBe('/investor')
    expect(pathAfterLogin(5, '/investor/news?from=admin', FEATURES)).toBe('/investor')
  })

  test('an unknown role is not admin-type: an admin target goes to /investor', () => {
    expect(pathAfterLogin(null, '/admin/funds', FEATURES)).toBe('/investor')
    expect(pathAfterLogin(4, undefined, FEATURES)).toBe('/investor')
  })

  test('otherwise the browser goes to the target', () => {
    expect(pathAfterLogin(5, '/investor/investments/demo-property-live-external-2', FEATURES)).toBe('/investor/investments/demo-property-live-external-2')
    expect(pathAfterLogin(1, '/admin/funds', FEATURES)).toBe('/admin/funds')
    expect(pathAfterLogin(12, '/admin/investors/3/details?tab=documents', FEATURES)).toBe('/admin/investors/3/details?tab=documents')
    expect(pathAfterLogin(1, '/investor/investments', FEATURES)).toBe('/investor/investments')
  })

  test('the home page and the login page are not targets: the role lands as without one', () => {
    expect(pathAfterLogin(1, '/', FEATURES)).toBe('/admin')
    expect(pathAfterLogin(12, '/login', FEATURES)).toBe('/admin/investors')
    expect(pathAfterLogin(5, '/', FEATURES)).toBe('/investor')
    expect(pathAfterLogin(5, '/login', FEATURES)).toBe('/investor')
  })

  test('a target on another site is ignored (no open redirect)', () => {
    expect(pathAfterLogin(1, 'https://evil.example/admin', FEATURES)).toBe('/admin')
    expect(pathAfterLogin(1, '//evil.example/admin', FEATURES)).toBe('/admin')
    expect(pathAfterLogin(5, '//evil.example', FEATURES)).toBe('/investor')
    expect(pathAfterLogin(5, 'javascript:alert(1)', FEATURES)).toBe('/investor')
  })

  // Browsers read '/\\host' and '/<tab>/host' as '//host' (WHATWG URL parsing), so these leave the site too.
  test('a target that a browser reads as another host is ignored', () => {
    for (const target of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example']) {
      const landing = pathAfterLogin(1, target, FEATURES)
      expect(new URL(landing, 'http://localhost:3000').host, `target ${JSON.stringify(target)} -> ${landing}`).toBe('localhost:3000')
    }
  })
})
