import { unsealSession } from '../session'
import { TWO_FACTOR_SETUP_PAGE } from './paths'

// While a staff account that must have two-factor sign-in has not set it up (decision 039), its session
// reaches the set-up screen and the calls that screen needs, and nothing else: other API calls answer 403
// with the reason, other pages send the browser to the screen. The mark is in the sealed session cookie
// (`setup2fa`, set at sign-in), so no request costs a query for it; src/proxy.ts asks this for every
// page and API call, src/server/fast-routes.ts for its own.

export { TWO_FACTOR_SETUP_PAGE }

export const TWO_FACTOR_SETUP_REQUIRED = 'Your organisation requires two-factor sign-in for staff accounts: set it up on the security page (/admin/settings/security) to continue.'

/** What such a session may still reach: the screen, its calls, the current user, signing in and out, the theme. */
const OPEN_PATHS = new Set([
  TWO_FACTOR_SETUP_PAGE,
  '/api/user',
  '/api/auth/two-factor/setup',
  '/api/auth/two-factor/confirm',
  '/login',
  '/api/auth/login',
  '/logout',
  '/api/auth/logout',
  '/api/logout',
  '/sanctum/csrf-cookie',
  '/api/branding',
  '/register',
  '/terms',
  '/maintenance',
])
const OPEN_PREFIXES = ['/api/branding/images/', '/password/', '/email/verify/']
/** Files of public/ (the default avatar) and Next's own assets. */
const STATIC_FILE = /^\/(?:_next\/|[^/]+\.[a-z0-9]+$)/i

export const openDuringTwoFactorSetup = (pathname: string) => OPEN_PATHS.has(pathname) || OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || STATIC_FILE.test(pathname)

// A sealed cookie's mark never changes, so it is unsealed once (half a millisecond) and remembered.
const MEMO_SIZE = 5000
const marked = new Map<string, boolean>()

async function sessionMarked(sealed: string): Promise<boolean> {
  const known = marked.get(sealed)
  if (known !== undefined) return known
  const session = await unsealSession(sealed)
  const value = session?.setup2fa === true
  if (marked.size >= MEMO_SIZE) marked.delete(marked.keys().next().value as string)
  marked.set(sealed, value)
  return value
}

/**
 * How to answer a `method` request for `pathname` carrying the sealed session `sealed`: null lets it
 * through; 'api' (an API call, or any write) is a 403 with TWO_FACTOR_SETUP_REQUIRED; 'page' a
 * redirect to TWO_FACTOR_SETUP_PAGE.
 */
export async function twoFactorSetupGate(method: string, pathname: string, sealed: string | null | undefined): Promise<'api' | 'page' | null> {
  if (!sealed || openDuringTwoFactorSetup(pathname)) return null
  if (!(await sessionMarked(sealed))) return null
  return pathname.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD') ? 'api' : 'page'
}
