import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'

import { AppError, defineEndpoint, errorResponse, invalid } from '@/lib/app-error'

// Every custom endpoint answers its refusals through one error (issue 9, section 1): the spec 8
// shapes a form reads, whichever endpoint refused.

const request = {} as PayloadRequest

describe('AppError responses', () => {
  test.each([
    ['unauthenticated', 401, 'Unauthenticated.'],
    ['forbidden', 403, 'This action is unauthorized.'],
    ['not_found', 404, 'Not found.'],
    ['csrf_mismatch', 419, 'CSRF token mismatch.'],
  ] as const)('%s answers %i with its message', async (code, status, message) => {
    const response = errorResponse(new AppError(code))
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message })
  })

  test('invalid input carries its field errors for the form', async () => {
    const response = errorResponse(invalid({ email: ['Enter a valid email address'] }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: 'The given data was invalid.', errors: { email: ['Enter a valid email address'] } })
  })

  test('a rate limit carries Retry-After and which limit was met', async () => {
    const response = errorResponse(new AppError('rate_limited', undefined, undefined, { 'Retry-After': '60' }, { limit: 'failed sign-ins' }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.json()).toMatchObject({ limit: 'failed sign-ins' })
  })
})

describe('defineEndpoint', () => {
  test('a thrown AppError becomes its response', async () => {
    const endpoint = defineEndpoint({ path: '/x', method: 'get', handler: () => Promise.reject(new AppError('forbidden')) })
    expect((await endpoint.handler(request)).status).toBe(403)
  })

  test('any other error goes on to Payload (logged there, answered 500)', async () => {
    const endpoint = defineEndpoint({ path: '/x', method: 'get', handler: () => Promise.reject(new TypeError('bug')) })
    await expect(endpoint.handler(request)).rejects.toThrow('bug')
  })
})
