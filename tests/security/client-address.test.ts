import { afterEach, describe, expect, test } from 'vitest'

import { clientAddress, PEER_ADDRESS_HEADER } from '@/lib/client-address'

// Issue 8, finding 2 (and the per-address limits of 4): X-Forwarded-For is anyone's to send. It
// names the client only when the connection comes from a proxy listed in TRUSTED_PROXIES.

const headers = (entries: Record<string, string>) => new Headers(entries)
const original = process.env.TRUSTED_PROXIES

afterEach(() => {
  process.env.TRUSTED_PROXIES = original
})

describe('clientAddress', () => {
  test('without trusted proxies the peer is the client, whatever X-Forwarded-For says', () => {
    process.env.TRUSTED_PROXIES = ''
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.7')
  })

  test('behind a trusted proxy, the right-most address the proxies did not add', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, 192.0.2.1'
    const forwarded = { [PEER_ADDRESS_HEADER]: '::ffff:10.1.2.3', 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 192.0.2.1' }
    expect(clientAddress(headers(forwarded))).toBe('198.51.100.1')
  })

  test('a peer outside the list cannot choose its address', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8'
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '10.0.0.1' }))).toBe('203.0.113.7')
  })

  test('a malformed TRUSTED_PROXIES entry is an error, not a silent "trust nobody"', () => {
    process.env.TRUSTED_PROXIES = 'proxy.internal'
    expect(() => clientAddress(headers({ [PEER_ADDRESS_HEADER]: '10.0.0.1' }))).toThrow(/TRUSTED_PROXIES/)
  })
})
