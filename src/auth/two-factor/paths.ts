// Client-safe (no server module behind it): where an account sets up its second factor (decision 039).

/** Staff: the security settings page (spec 2.1); also where a session kept to the set-up is sent. */
export const TWO_FACTOR_SETUP_PAGE = '/admin/settings/security'
/** Investors: their profile's security page (spec 2.3). */
export const INVESTOR_SECURITY_PAGE = '/investor/profile/security'
