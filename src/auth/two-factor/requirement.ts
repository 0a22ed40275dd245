import { ROLE } from '@/access/roles'

// Who must sign in with a second factor (issue 13 §9, decision 039). Pure, so the production rule has
// a unit test (tests/unit/two-factor-requirement.test.ts): investors never have to (they may choose
// to); staff when their tenant says so; Super Admin and Support always under the `required` rule,
// which is production's (as operators' TOTP is: src/auth/operator-totp.ts).

/** `required`: Super Admin and Support always need it. `tenant`: only the tenant's setting decides (test and demo servers). */
export type TStaffTotpRule = 'required' | 'tenant'

/** The roles that hold the tenant's keys (spec 6: every setting, every account): a second factor always, in production. */
export const ALWAYS_TWO_FACTOR_ROLES: readonly number[] = [ROLE.superAdmin, ROLE.support]

/**
 * STAFF_TOTP: `tenant` relaxes the rule (a production start refuses it unless ALLOW_DEMO_IN_PRODUCTION=1:
 * src/server/production-readiness.ts); any other value is `required`. Unset: `required` in production,
 * `tenant` elsewhere. The test servers set `tenant`, so their demo Super Admins sign in with a password.
 */
export function staffTotpRule(env: Record<string, string | undefined> = process.env): TStaffTotpRule {
  const value = env.STAFF_TOTP ?? (env.NODE_ENV === 'production' ? 'required' : 'tenant')
  return value === 'tenant' ? 'tenant' : 'required'
}

/** Whether an account of `roleId` must have two-factor sign-in on before it may do anything. */
export function twoFactorRequired(roleId: number, tenant: { staffTwoFactorRequired?: boolean | null }, rule: TStaffTotpRule = staffTotpRule()): boolean {
  if (roleId === ROLE.user) return false
  if (tenant.staffTwoFactorRequired) return true
  return rule === 'required' && ALWAYS_TWO_FACTOR_ROLES.includes(roleId)
}
