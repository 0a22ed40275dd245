import { describe, expect, test } from 'vitest'

import { hostnameOf, pickTenantForHost } from '@/tenancy/resolve-tenant'

type TTenantStub = { code: string; isDefault?: boolean | null; domains?: { domain: string; id?: string | null }[] | null }

const demo: TTenantStub = { code: 'demo', isDefault: true, domains: [{ domain: 'localhost' }] }
const angel: TTenantStub = { code: 'angel', isDefault: false, domains: [{ domain: 'invest.angel.example' }, { domain: 'Angel-Investors.Example' }] }
const capital: TTenantStub = { code: 'capital', isDefault: false, domains: [] }
// Owns the host `capital.localhost` by exact domain, although another tenant has the code `capital`.
const squatter: TTenantStub = { code: 'squatter', isDefault: false, domains: [{ domain: 'capital.localhost' }] }
const fund: TTenantStub = { code: 'fund', isDefault: false, domains: null }

const tenants = [demo, angel, capital, fund]

describe('pickTenantForHost (tenant from the Host header)', () => {
  test('an exact domain match picks that tenant', () => {
    expect(pickTenantForHost(tenants, 'invest.angel.example')).toBe(angel)
    expect(pickTenantForHost(tenants, 'localhost')).toBe(demo)
  })

  test('an exact domain match wins over <code>.localhost', () => {
    expect(pickTenantForHost([capital, squatter, demo], 'capital.localhost')).toBe(squatter)
    expect(pickTenantForHost([squatter, capital, demo], 'capital.localhost:3000')).toBe(squatter)
  })

  test('<code>.localhost picks the tenant with that code', () => {
    expect(pickTenantForHost(tenants, 'angel.localhost')).toBe(angel)
    expect(pickTenantForHost(tenants, 'capital.localhost')).toBe(capital)
    expect(pickTenantForHost(tenants, 'fund.localhost')).toBe(fund)
  })

  test('in production only a configured domain names a tenant: no <code>.localhost, no default tenant', () => {
    expect(pickTenantForHost(tenants, 'invest.angel.example', false)).toBe(angel)
    expect(pickTenantForHost(tenants, 'INVEST.ANGEL.EXAMPLE.:443', false)).toBe(angel)
    expect(pickTenantForHost(tenants, 'angel.localhost', false)).toBeNull()
    expect(pickTenantForHost(tenants, 'unknown.example', false)).toBeNull()
    expect(pickTenantForHost(tenants, null, false)).toBeNull()
  })

  test('outside production an unknown host falls back to the default tenant', () => {
    expect(pickTenantForHost(tenants, 'unknown.example')).toBe(demo)
    expect(pickTenantForHost(tenants, 'nobody.localhost')).toBe(demo)
    expect(pickTenantForHost(tenants, 'evil.angel.localhost')).toBe(demo)
    expect(pickTenantForHost(tenants, 'angel.localhost.evil.example')).toBe(demo)
    expect(pickTenantForHost(tenants, 'invest.angel.example.evil.example')).toBe(demo)
  })

  test('a missing host falls back to the default tenant', () => {
    expect(pickTenantForHost(tenants, null)).toBe(demo)
    expect(pickTenantForHost(tenants, undefined)).toBe(demo)
    expect(pickTenantForHost(tenants, '')).toBe(demo)
  })

  test('without a default tenant an unknown host matches nothing', () => {
    expect(pickTenantForHost([angel, capital], 'unknown.example')).toBeNull()
  })

  test('the port is ignored', () => {
    expect(pickTenantForHost(tenants, 'angel.localhost:3000')).toBe(angel)
    expect(pickTenantForHost(tenants, 'invest.angel.example:443')).toBe(angel)
    expect(pickTenantForHost(tenants, 'localhost:3100')).toBe(demo)
  })

  test('host names are compared case-insensitively, on both sides', () => {
    expect(pickTenantForHost(tenants, 'ANGEL.Localhost:3000')).toBe(angel)
    expect(pickTenantForHost(tenants, 'Invest.Angel.EXAMPLE')).toBe(angel)
    expect(pickTenantForHost(tenants, 'angel-investors.example')).toBe(angel)
  })

  test('a trailing dot and surrounding spaces are ignored', () => {
    expect(pickTenantForHost(tenants, 'angel.localhost.')).toBe(angel)
    expect(pickTenantForHost(tenants, ' invest.angel.example ')).toBe(angel)
  })
})

describe('hostnameOf', () => {
  test('strips the port, lower-cases and drops a trailing dot', () => {
    expect(hostnameOf('Angel.localhost:3000')).toBe('angel.localhost')
    expect(hostnameOf('example.com.')).toBe('example.com')
    expect(hostnameOf(null)).toBe('')
  })
})
