import { describe, expect, test } from 'vitest'

import { CSRF_COOKIE_NAMES, CSRF_HEADER, newCsrfToken, passesCsrfCheck } from '@/auth/csrf'

const TOKEN = newCsrfToken()
const headersWith = (entries: Record<string, string>) => new Headers(entries)

describe('passesCsrfCheck (spec 7 double-submit token)', () => {
  test('uses the Laravel-compatible names', () => {
    expect(CSRF_COOKIE_NAMES).toEqual({ plain: 'XSRF-TOKEN', secure: '__Host-XSRF-TOKEN' })
    expect(CSRF_HEADER).toBe('x-xsrf-token')
  })

  test('safe methods need no token', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(passesCsrfCheck(method, headersWith({}), undefined)).toBe(true)
    }
  })

  test('a state-changing request without the header is rejected', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(passesCsrfCheck(method, headersWith({ host: 'localhost:3000' }), TOKEN)).toBe(false)
    }
  })

  test('a header that does not match the cookie is rejected', () => {
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: newCsrfToken() }), TOKEN)).toBe(false)
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: TOKEN.slice(0, -1) }), TOKEN)).toBe(false)
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: `${TOKEN}x` }), TOKEN)).toBe(false)
  })

  test('a header without a cookie is rejected', () => {
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: TOKEN }), undefined)).toBe(false)
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: '' }), '')).toBe(false)
  })

  test('a header matching the cookie passes, also URL-encoded', () => {
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: TOKEN }), TOKEN)).toBe(true)
    expect(passesCsrfCheck('DELETE', headersWith({ 'X-XSRF-TOKEN': TOKEN }), TOKEN)).toBe(true)
    expect(passesCsrfCheck('PATCH', headersWith({ [CSRF_HEADER]: encodeURIComponent('a+b/c=') }), 'a+b/c=')).toBe(true)
  })

  test('a malformed (badly percent-encoded) header is rejected, not thrown', () => {
    expect(() => passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: '%E0%A4%A' }), TOKEN)).not.toThrow()
    expect(passesCsrfCheck('POST', headersWith({ [CSRF_HEADER]: '%' }), '%')).toBe(false)
  })

  describe('the operator console (/cms) calls from its own pages', () => {
    test('pass without a token when the browser says same-origin, from a /cms page of the platform host', () => {
      const headers = headersWith({ host: 'localhost:3000', origin: 'http://localhost:3000', referer: 'http://localhost:3000/cms/collections/tenants', 'sec-fetch-site': 'same-origin' })
      expect(passesCsrfCheck('POST', headers, undefined)).toBe(true)
      expect(passesCsrfCheck('PATCH', headersWith({ host: 'localhost:3000', referer: 'http://localhost:3000/cms', 'sec-fetch-site': 'same-origin' }), undefined)).toBe(true)
    })

    test('are rejected without Sec-Fetch-Site same-origin (a Referer alone is not enough), or off the platform host', () => {
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', origin: 'http://localhost:3000', referer: 'http://localhost:3000/cms' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', referer: 'http://localhost:3000/cms', 'sec-fetch-site': 'same-site' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'angel.localhost:3000', referer: 'http://angel.localhost:3000/cms', 'sec-fetch-site': 'same-origin' }), undefined)).toBe(false)
    })

    test('are rejected from another origin', () => {
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', origin: 'http://evil.example', referer: 'http://localhost:3000/cms' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', origin: 'http://localhost:3000', referer: 'http://evil.example/cms' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'capital.localhost:3000', referer: 'http://angel.localhost:3000/cms' }), undefined)).toBe(false)
    })

    test('are rejected from a page outside /cms, without a Referer, or with a malformed Referer', () => {
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', origin: 'http://localhost:3000', referer: 'http://localhost:3000/admin' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', origin: 'http://localhost:3000' }), undefined)).toBe(false)
      expect(passesCsrfCheck('POST', headersWith({ host: 'localhost:3000', referer: 'not a url' }), undefined)).toBe(false)
    })
  })
})

describe('newCsrfToken', () => {
  test('is 32 random bytes, base64url', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newCsrfToken()))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
