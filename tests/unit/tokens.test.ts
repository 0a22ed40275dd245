import crypto from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { CLEARED_TOKEN, hashToken, issueToken, TOKEN_TTL_MS, tokenMatches } from '@/auth/tokens'

const HOUR = 60 * 60 * 1000

describe('one-time tokens', () => {
  test('only the sha-256 hash of a token is kept', () => {
    const { token, fields } = issueToken('reset')
    expect(fields.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
    expect(fields.token_hash).toBe(hashToken(token))
    expect(fields.token_hash).not.toContain(token)
  })

  test('tokens are long and random', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueToken('reset').token))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test('a reset link expires after 60 minutes; set-password and verify-email after 7 days', () => {
    expect(TOKEN_TTL_MS.reset).toBe(HOUR)
    expect(TOKEN_TTL_MS['set-password']).toBe(7 * 24 * HOUR)
    expect(TOKEN_TTL_MS['verify-email']).toBe(7 * 24 * HOUR)
    expect(TOKEN_TTL_MS['email-change']).toBe(24 * HOUR)
    const before = Date.now()
    const { fields } = issueToken('reset')
    const expires = new Date(fields.token_expires_at).getTime()
    expect(expires).toBeGreaterThanOrEqual(before + HOUR)
    expect(expires).toBeLessThanOrEqual(Date.now() + HOUR)
    expect(fields.token_purpose).toBe('reset')
  })

  test('the issued token matches its own record', () => {
    const { token, fields } = issueToken('reset')
    expect(tokenMatches(fields, 'reset', token)).toBe(true)
  })

  test('another token does not match', () => {
    const { fields } = issueToken('reset')
    expect(tokenMatches(fields, 'reset', issueToken('reset').token)).toBe(false)
    expect(tokenMatches(fields, 'reset', '')).toBe(false)
  })

  test('a token issued for another purpose does not match', () => {
    const { token, fields } = issueToken('set-password')
    expect(tokenMatches(fields, 'reset', token)).toBe(false)
    expect(tokenMatches(fields, 'set-password', token)).toBe(true)
  })

  test('an expired token does not match', () => {
    const { token, fields } = issueToken('reset')
    expect(tokenMatches({ ...fields, token_expires_at: new Date(Date.now() - 1000).toISOString() }, 'reset', token)).toBe(false)
  })

  test('a cleared (used) token does not match', () => {
    const { token } = issueToken('reset')
    expect(tokenMatches(CLEARED_TOKEN, 'reset', token)).toBe(false)
    expect(tokenMatches({}, 'reset', token)).toBe(false)
    expect(CLEARED_TOKEN).toEqual({ token_hash: null, token_purpose: null, token_expires_at: null })
  })

  test('a record without an expiry never matches', () => {
    const { token, fields } = issueToken('reset')
    expect(tokenMatches({ ...fields, token_expires_at: null }, 'reset', token)).toBe(false)
  })
})
