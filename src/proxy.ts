import { NextResponse, type NextRequest } from 'next/server'

import { AppError, errorResponse } from './lib/app-error'
import { csrfCookieName, passesCsrfCheck } from './auth/csrf'
import { sessionCookieName } from './auth/session'
import { TWO_FACTOR_SETUP_PAGE, TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupGate } from './auth/two-factor/setup-gate'
import { MAINTENANCE_API_ANSWER, maintenanceOn } from './lib/maintenance'
import { isConsolePath, platformHostname } from './tenancy/platform-host'
import { hostnameOf } from './tenancy/resolve-tenant'

// Paths of spec 7 that live outside /api but are served by our Payload endpoints.
const POST_REWRITES: Record<string, string> = {
  '/login': '/api/auth/login',
  '/logout': '/api/auth/logout',
  '/password/email': '/api/auth/password/email',
  '/password/reset': '/api/auth/password/reset',
  '/email/resend': '/api/auth/email/resend',
}

// Webhooks a provider's servers send: no session cookie and no anti-forgery token, authenticated by
// their own signature instead, which the endpoint verifies (docs/decisions/016-payments.md).
const SIGNED_WEBHOOKS = new Set(['/api/payments/stripe/webhook'])

// The first operator comes from `npm run operator:create` in production (issue 8, findings 1, 3).
const FIRST_USER_PATHS = new Set(['/cms/create-first-user', '/api/operators/first-register'])

/** The operators' console exists on the platform host only, and without its first-user screen in production (findings 3, 9). */
function consoleHidden(pathname: string, host: string | null): boolean {
  if (!isConsolePath(pathname)) return false
  if (hostnameOf(host) !== platformHostname()) return true
  return process.env.NODE_ENV === 'production' && FIRST_USER_PATHS.has(pathname)
}

/**
 * Runs before every route: maintenance switch (spec 2.4), anti-forgery check (spec 7), the set-up of
 * a required second factor (decision 039: such a session reaches its set-up screen only) and the
 * rewrites above. Permission decisions are not made here but in each page and access function.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const method = request.method.toUpperCase()

  if (consoleHidden(pathname, request.headers.get('host'))) {
    return pathname.startsWith('/api/') ? errorResponse(new AppError('not_found')) : new NextResponse('Not found', { status: 404 })
  }

  if (maintenanceOn()) {
    if (pathname !== '/maintenance' && !pathname.startsWith('/_next') && !pathname.startsWith('/api/')) {
      return NextResponse.redirect(new URL('/maintenance', request.url))
    }
    if (pathname.startsWith('/api/')) return NextResponse.json(MAINTENANCE_API_ANSWER.body, { status: MAINTENANCE_API_ANSWER.status })
  }
  // With the switch off, /maintenance itself returns to / (it checks the database first).

  if (!(method === 'POST' && SIGNED_WEBHOOKS.has(pathname)) && !passesCsrfCheck(method, request.headers, request.cookies.get(csrfCookieName())?.value)) {
    return errorResponse(new AppError('csrf_mismatch'))
  }

  const setup = await twoFactorSetupGate(method, pathname, request.cookies.get(sessionCookieName())?.value)
  if (setup === 'api') return errorResponse(new AppError('forbidden', TWO_FACTOR_SETUP_REQUIRED, undefined, {}, { two_factor_setup_required: true }))
  if (setup === 'page') return NextResponse.redirect(new URL(TWO_FACTOR_SETUP_PAGE, request.url))

  if (method === 'POST' && POST_REWRITES[pathname]) {
    return NextResponse.rewrite(new URL(POST_REWRITES[pathname], request.url))
  }
  if (method === 'GET' && pathname.startsWith('/email/verify/')) {
    const url = request.nextUrl.clone()
    url.pathname = `/api/auth${pathname}`
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
