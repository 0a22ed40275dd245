// spec 6: role ids. Every role except User (5) is admin-type.
export const ROLE = {
  superAdmin: 1,
  entrepreneur: 2,
  investmentCommittee: 3,
  user: 5,
  custodian: 7,
  support: 8,
  creator: 9,
  investmentManager: 10,
  fundManager: 11,
  adviser: 12,
} as const

export type TRoleKey = keyof typeof ROLE
export type TRoleId = (typeof ROLE)[TRoleKey]

export const ROLE_IDS = Object.values(ROLE) as TRoleId[]

/** Fixed part of each role's display name (spec 6); tenant terminology may add to it. */
export const ROLE_LABEL: Record<TRoleId, string> = {
  1: 'Super Admin',
  2: 'Entrepreneur',
  3: 'Investment Committee',
  5: 'User',
  7: 'Custodian',
  8: 'Support',
  9: 'Creator',
  10: 'Investment Manager',
  11: 'Fund Manager',
  12: 'Adviser',
}

/** The short names used for demo logins (`<slug>@<tenant>.test`). */
export const ROLE_SLUG: Record<TRoleId, string> = {
  1: 'superadmin',
  2: 'entrepreneur',
  3: 'committee',
  5: 'investor',
  7: 'custodian',
  8: 'support',
  9: 'creator',
  10: 'manager',
  11: 'fundmanager',
  12: 'adviser',
}

export function isRoleId(value: unknown): value is TRoleId {
  return typeof value === 'number' && (ROLE_IDS as number[]).includes(value)
}
