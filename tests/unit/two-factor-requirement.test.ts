import { describe, expect, test } from 'vitest'

import { ROLE, ROLE_IDS } from '@/access/roles'
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '@/auth/two-factor/recovery-codes'
import { staffTotpRule, twoFactorRequired } from '@/auth/two-factor/requirement'
import { openDuringTwoFactorSetup } from '@/auth/two-factor/setup-gate'
import { productionSettingProblems } from '@/server/production-readiness'

// Decision 039: who must sign in with a second factor, in production and elsewhere.

describe('the staff two-factor rule', () => {
  test('production requires it of Super Admin and Support; STAFF_TOTP=tenant and development leave it to the tenant', () => {
    expect(staffTotpRule({ NODE_ENV: 'production' })).toBe('required')
    expect(staffTotpRule({ NODE_ENV: 'production', STAFF_TOTP: 'tenant' })).toBe('tenant')
    // Any other value fails closed.
    expect(staffTotpRule({ NODE_ENV: 'production', STAFF_TOTP: 'off' })).toBe('required')
    expect(staffTotpRule({ NODE_ENV: 'development' })).toBe('tenant')
    expect(staffTotpRule({ NODE_ENV: 'test', STAFF_TOTP: 'required' })).toBe('required')
  })

  test.each(ROLE_IDS)('role %i: required as the rule and the tenant setting say', (role) => {
    const alwaysInProduction = role === ROLE.superAdmin || role === ROLE.support
    const staff = role !== ROLE.user
    expect(twoFactorRequired(role, { staffTwoFactorRequired: false }, 'required')).toBe(alwaysInProduction)
    expect(twoFactorRequired(role, { staffTwoFactorRequired: false }, 'tenant')).toBe(false)
    // The tenant's setting covers every staff role, never investors.
    expect(twoFactorRequired(role, { staffTwoFactorRequired: true }, 'tenant')).toBe(staff)
    expect(twoFactorRequired(role, { staffTwoFactorRequired: true }, 'required')).toBe(staff)
    expect(twoFactorRequired(role, {}, 'tenant')).toBe(false)
  })

  test('a production start refuses STAFF_TOTP=tenant unless it is a throw-away demo server', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), SMTP_HOST: 'smtp' }
    expect(productionSettingProblems({ ...base, STAFF_TOTP: 'tenant' }).join(' ')).toContain('STAFF_TOTP=tenant')
    expect(productionSettingProblems({ ...base, STAFF_TOTP: 'tenant', ALLOW_DEMO_IN_PRODUCTION: '1' })).toEqual([])
    expect(productionSettingProblems(base)).toEqual([])
  })
})

describe('recovery codes', () => {
  test('ten different codes, shown as xxxxx-xxxxx, stored only as keyed hashes', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true)
    expect(hashes.some((hash, at) => hash.includes(normaliseRecoveryCode(codes[at])))).toBe(false)
  })

  test('typing is forgiving: case, spaces and dashes do not matter', () => {
    expect(normaliseRecoveryCode(' ABCDE-fghij ')).toBe('abcdefghij')
    expect(looksLikeRecoveryCode('ABCDE FGHIJ')).toBe(true)
    expect(looksLikeRecoveryCode('123456')).toBe(false)
  })
})

describe('a session kept to the two-factor set-up', () => {
  test('reaches the set-up screen and its calls, and nothing else', () => {
    for (const open of ['/admin/settings/security', '/api/user', '/api/auth/two-factor/setup', '/api/auth/two-factor/confirm', '/logout', '/api/logout', '/login', '/sanctum/csrf-cookie', '/api/branding', '/default-avatar.svg']) {
      expect(openDuringTwoFactorSetup(open), open).toBe(true)
    }
    for (const closed of ['/admin', '/admin/investors', '/admin/settings/security/details', '/api/auth/two-factor/disable', '/api/auth/sessions', '/api/auth/update-password', '/api/users/1', '/api/resources/investors', '/api/security-settings', '/investor']) {
      expect(openDuringTwoFactorSetup(closed), closed).toBe(false)
    }
  })
})
