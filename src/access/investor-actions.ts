import { can, type TAction, type TResource } from './permissions'

// Staff actions on an investor's account (issue 11 §1, decision 023). spec 6 names two rights for
// them (investors_password, user_app_test); the others are read from what the action is like:
//
// | action | grant | why |
// |---|---|---|
// | reset the appropriateness test | user_app_test update | spec 6 gives user_app_test to Super Admin (and so Support) only |
// | resend the set-password email | investors create | it finishes creating the account, as resending an invitation does (decision 021) |
// | set a new password | investors_password update | spec 6's own right for it |
// | disable / enable the account | investors delete | a reversible removal: the roles trusted to delete an investor |
//
// The investor must also be one the user may read (the users collection's rule, within the tenant).

export const INVESTOR_ACTIONS = ['reset-appropriateness-test', 'resend-set-password-email', 'set-password', 'disable'] as const
export type TInvestorAction = (typeof INVESTOR_ACTIONS)[number]

export const INVESTOR_ACTION_GRANT: Record<TInvestorAction, readonly [TResource, TAction]> = {
  'reset-appropriateness-test': ['user_app_test', 'update'],
  'resend-set-password-email': ['investors', 'create'],
  'set-password': ['investors_password', 'update'],
  disable: ['investors', 'delete'],
}

/** Whether `role` may take `action` on an investor's account. */
export const mayOnInvestorAccount = (role: unknown, action: TInvestorAction) => can(role, ...INVESTOR_ACTION_GRANT[action])
