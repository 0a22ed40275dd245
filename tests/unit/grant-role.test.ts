import { expect, test } from 'vitest'

import { can, mayGrantRole, mayManageSuperAdmins } from '@/access/permissions'
import { ROLE, ROLE_IDS } from '@/access/roles'

// Issue 12 §5, admin accounts: which role a role may give, from the permission table (spec 6 `user`)
// and decision 008 (Super Admin only by a Super Admin); never the investor role.

test.each(ROLE_IDS)('role %i gives exactly the staff roles its user rights allow', (actor) => {
  for (const action of ['create', 'update'] as const) {
    for (const role of ROLE_IDS) {
      const expected = can(actor, 'user', action) && role !== ROLE.user && (role !== ROLE.superAdmin || mayManageSuperAdmins(actor))
      expect(mayGrantRole(actor, role, action), `${actor} ${action} ${role}`).toBe(expected)
    }
  }
})

test('unknown roles and actors get nothing', () => {
  expect(mayGrantRole(ROLE.superAdmin, 4, 'create')).toBe(false)
  expect(mayGrantRole(99, ROLE.support, 'create')).toBe(false)
  expect(mayGrantRole(ROLE.support, ROLE.superAdmin, 'create')).toBe(false)
  expect(mayGrantRole(ROLE.superAdmin, ROLE.superAdmin, 'create')).toBe(true)
})
