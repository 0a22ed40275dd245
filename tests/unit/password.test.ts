import { describe, expect, test } from 'vitest'

import { ZPassword } from '@/auth/credential-rules'
import { hashPassword, verifyPassword } from '@/auth/password'

describe('password hashing', () => {
  test('hashes with scrypt and a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')])
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct horse battery')
  })

  test('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  test('no stored hash never verifies, whatever the password', async () => {
    expect(await verifyPassword('anything at all', null)).toBe(false)
    expect(await verifyPassword('', undefined)).toBe(false)
  })

  test('a stored value of another scheme or shape never verifies', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false)
    expect(await verifyPassword('correct horse battery', 'plain text')).toBe(false)
    expect(await verifyPassword('plain text', 'plain text')).toBe(false)
  })
})

describe('password rules', () => {
  test('at least 10 and at most 200 characters', () => {
    expect(ZPassword.safeParse('123456789').success).toBe(false)
    expect(ZPassword.safeParse('1234567890').success).toBe(true)
    expect(ZPassword.safeParse('x'.repeat(200)).success).toBe(true)
    expect(ZPassword.safeParse('x'.repeat(201)).success).toBe(false)
  })
})
